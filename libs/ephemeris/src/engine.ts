/**
 * The one place that talks to the Swiss Ephemeris (native addon `swisseph` 0.5.17, SE 2.09.03).
 *
 * SE keeps its settings (ephemeris path, sidereal mode, topocentric observer) in process-global
 * state, so every computation runs inside `withSwe`, which sets that state before the
 * computation and hands it a session whose methods check every result: an error string, a
 * fallback to the Moshier model or a missing SWIEPH flag throws EphemerisUnavailableError, and an
 * instant outside the files' range throws EphemerisRangeError. No other module loads the addon.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { EphemerisInputError, EphemerisRangeError, EphemerisUnavailableError } from './errors';
import { AyanamsaKey, PositionModel, SID_MODE } from './settings';

type Swe = typeof import('swisseph');

/**
 * 1800-01-02T00:00Z. The files' data begin on 1800-01-01 near 0h TT, and an apparent position
 * needs the body at t − light time (Saturn: up to ~1.4 h), so the first usable instant falls at
 * about 01:08 UT on 1800-01-01 (found by probing every graha); the first whole day is excluded.
 */
export const EPHEMERIS_START_JD_UT = 2378497.5;
/** 2400-01-01T00:00Z, exclusive: instants up to the end of 2399-12-31 are served. */
export const EPHEMERIS_END_JD_UT = 2597641.5;
export const EPHEMERIS_FILE_NAMES = ['sepl_18.se1', 'semo_18.se1', 'seas_18.se1'] as const;

/** Standard atmosphere for refraction (ISO 2533 sea level): the rise/set convention of the library. */
export const STANDARD_PRESSURE_HPA = 1013.25;
export const STANDARD_TEMPERATURE_C = 15;

export type SweBody = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'mean_node' | 'true_node';

export interface Topo {
  readonly lngDeg: number;
  readonly latDeg: number;
  readonly elevationM: number;
}

export interface SweSettings {
  readonly ayanamsa?: AyanamsaKey;
  readonly topo?: Topo | null;
}

export interface EclipticOfDate {
  readonly lonDeg: number;
  readonly latDeg: number;
  readonly distanceAu: number;
  readonly lonSpeedDegPerDay: number;
}

export interface EquatorialOfDate {
  readonly raDeg: number;
  readonly decDeg: number;
  readonly distanceAu: number;
}

export type RiseTransKind = 'rise' | 'set' | 'upper_transit' | 'lower_transit';

export interface HouseFrame {
  readonly cuspsDeg: readonly number[];
  readonly ascendantDeg: number;
  readonly mcDeg: number;
  readonly armcDeg: number;
  readonly vertexDeg: number;
}

/** Computations available inside `withSwe`; valid only until `withSwe` returns. */
export interface SweSession {
  /** ΔT = TT − UT in days (SE 2.09 model, tidal acceleration of the loaded DE431-based files). */
  deltaTDays(jdUt: number): number;
  /**
   * Geocentric ecliptic position of date (true equinox, with nutation). `model` 'apparent' (default):
   * light time, aberration and deflection applied; 'true_geometric': SEFLG_TRUEPOS, the body's place
   * at jdUt itself (none of the three). The mean node is the same in both models; the true
   * (osculating) node, derived from the Moon's state, differs by < 0.01″.
   */
  eclipticOfDate(jdUt: number, body: SweBody, model?: PositionModel): EclipticOfDate;
  /** Topocentric apparent equatorial position of date for the session's observer (`settings.topo`). */
  equatorialTopocentric(jdUt: number, body: SweBody): EquatorialOfDate;
  /** Geocentric apparent equatorial position of date (true equinox and equator). */
  equatorialGeocentric(jdUt: number, body: SweBody): EquatorialOfDate;
  /** Ayanamsa of the session's sidereal mode; `nutation` adds Δψ (the "true" ayanamsa). */
  ayanamsaDeg(jdUt: number, nutation: boolean): number;
  /** Nutation in longitude Δψ in degrees (swe_calc_ut with SE_ECL_NUT: SE's IAU 2000B-based model). */
  nutationLongitudeDeg(jdUt: number): number;
  /**
   * JD (UT) of the first event after `jdUt`, or null when SE reports none (-2). Rise/set:
   * 'fast' = swe_rise_trans (SE's iterative method below 60° (Moon) / 65° (Sun), else the slow
   * one); 'slow' = swe_rise_trans_true_hor with a 0° horizon (2-hourly altitude samples plus
   * culminations, then bisection; searches only (t, t + 26 h]). Transits ignore `algorithm`.
   */
  riseTrans(
    jdUt: number,
    body: 'sun' | 'moon',
    kind: RiseTransKind,
    limb: 'upper' | 'center',
    refraction: boolean,
    algorithm: 'fast' | 'slow',
  ): number | null;
  /** Geometric (unrefracted) altitude of an equatorial position for the session's observer. */
  trueAltitudeDeg(jdUt: number, pos: EquatorialOfDate): number;
  /** Tropical houses (swe_houses); null when SE cannot compute the system at this latitude. */
  houses(jdUt: number, latDeg: number, lngDeg: number, systemLetter: string): HouseFrame | null;
  /** Eclipse searches and circumstances (SE's eclipse functions; ephemeris use probed, see EclipseOps). */
  readonly eclipse: EclipseOps;
}

/** SE eclipse type bits, named (values from the addon). */
export interface EclipseBits {
  readonly central: number;
  readonly noncentral: number;
  readonly total: number;
  readonly annular: number;
  readonly partial: number;
  readonly annularTotal: number;
  readonly penumbral: number;
  readonly visible: number;
  readonly maxVisible: number;
  readonly c1Visible: number;
  readonly c2Visible: number;
  readonly c3Visible: number;
  readonly c4Visible: number;
  readonly penumbralBeginVisible: number;
  readonly penumbralEndVisible: number;
}

/** Raw SE eclipse results: `flags` (SE_ECL_* bits) and the binding's named times (JD UT, 0 = none) and attributes. */
export interface RawEclipse {
  readonly flags: number;
  readonly values: Readonly<Record<string, number>>;
}

/**
 * Eclipse functions of SE 2.09 (swecl.c). They do not report which ephemeris they used, so each
 * probes the Sun and the Moon at its result with the checked position call (Moshier refused).
 * Local functions use the session's observer (`settings.topo`).
 */
export interface EclipseOps {
  bits(): EclipseBits;
  /** swe_sol_eclipse_when_glob: next (or previous) solar eclipse anywhere after jdUt. */
  solarGlobal(jdUt: number, backward: boolean): RawEclipse;
  /** swe_sol_eclipse_where at an instant: geographic point of greatest eclipse, magnitude, saros. */
  solarWhere(jdUt: number): RawEclipse;
  /** swe_sol_eclipse_when_loc: next solar eclipse visible at the observer after jdUt. */
  solarLocal(jdUt: number): RawEclipse;
  /** swe_lun_eclipse_when: next lunar eclipse after jdUt. */
  lunarGlobal(jdUt: number): RawEclipse;
  /** swe_lun_eclipse_how at an instant: magnitudes, saros, Moon's altitude for the observer. */
  lunarHow(jdUt: number): RawEclipse;
  /** swe_lun_eclipse_when_loc: next lunar eclipse visible at the observer after jdUt. */
  lunarLocal(jdUt: number): RawEclipse;
}

let addon: Swe | null = null;
let ephePathSet = false;
let depth = 0;

function load(): Swe {
  if (addon === null) {
    // Lazy: importing this library (for ENGINE, methodology) must not load the native addon.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    addon = require('swisseph') as Swe;
  }
  return addon;
}

/** The ephemeris folder shipped inside the swisseph package, independent of the working directory. */
export function ephemerisDirectory(): string {
  return path.join(path.dirname(require.resolve('swisseph/package.json')), 'ephe');
}

/**
 * swe_set_ephe_path closes and reopens every file (measured: 29 µs plus a cold cache, ~5× the
 * cost of one swe_calc_ut), so it runs once per module instance. The path cannot drift silently:
 * only this module calls the addon, and every result is checked for the SWIEPH flag.
 */
function ensureEphePath(swe: Swe): void {
  if (ephePathSet) return;
  const dir = ephemerisDirectory();
  const missing = EPHEMERIS_FILE_NAMES.filter((f) => !fs.existsSync(path.join(dir, f)));
  if (missing.length > 0) {
    throw new EphemerisUnavailableError(`Swiss Ephemeris files missing in ${dir}: ${missing.join(', ')}`);
  }
  swe.swe_set_ephe_path(dir);
  ephePathSet = true;
}

function checkJd(jdUt: number): void {
  if (!Number.isFinite(jdUt)) throw new EphemerisInputError(`Julian day must be a finite number, got ${jdUt}`);
  if (jdUt < EPHEMERIS_START_JD_UT || jdUt >= EPHEMERIS_END_JD_UT) {
    throw new EphemerisRangeError(
      `JD ${jdUt} (UT) is outside the ephemeris range 1800-01-02 .. 2399-12-31 (JD ${EPHEMERIS_START_JD_UT} .. ${EPHEMERIS_END_JD_UT})`,
    );
  }
}

/** The addon's body constant of each body we compute. */
const SE_BODY = {
  sun: 'SE_SUN',
  moon: 'SE_MOON',
  mercury: 'SE_MERCURY',
  venus: 'SE_VENUS',
  mars: 'SE_MARS',
  jupiter: 'SE_JUPITER',
  saturn: 'SE_SATURN',
  mean_node: 'SE_MEAN_NODE',
  true_node: 'SE_TRUE_NODE',
} as const satisfies Record<SweBody, keyof Swe>;

function bodyNumber(swe: Swe, body: SweBody): number {
  return swe[SE_BODY[body]];
}

function checkFlags(swe: Swe, rflag: number, what: string): void {
  if ((rflag & swe.SEFLG_MOSEPH) !== 0 || (rflag & swe.SEFLG_SWIEPH) === 0) {
    throw new EphemerisUnavailableError(
      `${what}: Swiss Ephemeris files not used (rflag ${rflag}); refusing the Moshier fallback`,
    );
  }
}

function calcChecked(swe: Swe, jdUt: number, body: SweBody, flags: number) {
  checkJd(jdUt);
  const r = swe.swe_calc_ut(jdUt, bodyNumber(swe, body), flags);
  const what = `swe_calc_ut(${body}, JD ${jdUt})`;
  if ('error' in r) throw new EphemerisUnavailableError(`${what} failed: ${r.error}`);
  checkFlags(swe, r.rflag, what);
  return r;
}

function eclipseOps(swe: Swe, active: () => void, topo: () => Topo): EclipseOps {
  const flags = swe.SEFLG_SWIEPH;
  const checked = (what: string, r: Record<string, unknown>, probeJd: number): RawEclipse => {
    if ('error' in r && r.error) throw new EphemerisUnavailableError(`${what} failed: ${String(r.error)}`);
    const values: Record<string, number> = {};
    for (const [k, v] of Object.entries(r)) if (typeof v === 'number' && k !== 'rflag') values[k] = v;
    if (probeJd > 0) {
      calcChecked(swe, probeJd, 'sun', flags);
      calcChecked(swe, probeJd, 'moon', flags);
    }
    return { flags: typeof r.rflag === 'number' ? r.rflag : 0, values };
  };
  const raw = (r: unknown) => r as Record<string, unknown>;
  /** The session's observer as the addon's (longitude, latitude, elevation) arguments. */
  const observer = (): [number, number, number] => {
    const o = topo();
    return [o.lngDeg, o.latDeg, o.elevationM];
  };
  /** A search from jdUt: the ephemeris is probed at the maximum it found (none: 0). */
  const search = (what: string, jdUt: number, call: () => unknown): RawEclipse => {
    active();
    checkJd(jdUt);
    const r = raw(call());
    return checked(what, r, typeof r.maximum === 'number' ? r.maximum : 0);
  };
  /** Circumstances at jdUt itself, where the ephemeris is probed. */
  const at = (what: string, jdUt: number, call: () => unknown): RawEclipse => {
    active();
    checkJd(jdUt);
    return checked(what, raw(call()), jdUt);
  };
  return {
    bits: () => ({
      central: swe.SE_ECL_CENTRAL,
      noncentral: swe.SE_ECL_NONCENTRAL,
      total: swe.SE_ECL_TOTAL,
      annular: swe.SE_ECL_ANNULAR,
      partial: swe.SE_ECL_PARTIAL,
      annularTotal: swe.SE_ECL_ANNULAR_TOTAL,
      penumbral: swe.SE_ECL_PENUMBRAL,
      visible: swe.SE_ECL_VISIBLE,
      maxVisible: swe.SE_ECL_MAX_VISIBLE,
      c1Visible: swe.SE_ECL_1ST_VISIBLE,
      c2Visible: swe.SE_ECL_2ND_VISIBLE,
      c3Visible: swe.SE_ECL_3RD_VISIBLE,
      c4Visible: swe.SE_ECL_4TH_VISIBLE,
      penumbralBeginVisible: swe.SE_ECL_PENUMBBEG_VISIBLE,
      penumbralEndVisible: swe.SE_ECL_PENUMBEND_VISIBLE,
    }),
    solarGlobal: (jdUt, backward) =>
      search('swe_sol_eclipse_when_glob', jdUt, () => swe.swe_sol_eclipse_when_glob(jdUt, flags, 0, backward ? 1 : 0)),
    solarWhere: (jdUt) => at('swe_sol_eclipse_where', jdUt, () => swe.swe_sol_eclipse_where(jdUt, flags)),
    solarLocal: (jdUt) =>
      search('swe_sol_eclipse_when_loc', jdUt, () => swe.swe_sol_eclipse_when_loc(jdUt, flags, ...observer(), 0)),
    lunarGlobal: (jdUt) => search('swe_lun_eclipse_when', jdUt, () => swe.swe_lun_eclipse_when(jdUt, flags, 0, 0)),
    lunarHow: (jdUt) => at('swe_lun_eclipse_how', jdUt, () => swe.swe_lun_eclipse_how(jdUt, flags, ...observer())),
    lunarLocal: (jdUt) =>
      search('swe_lun_eclipse_when_loc', jdUt, () => swe.swe_lun_eclipse_when_loc(jdUt, flags, ...observer(), 0)),
  };
}

function makeSession(swe: Swe, settings: SweSettings, isActive: () => boolean): SweSession {
  const active = (): void => {
    if (!isActive()) throw new Error('SweSession used outside its withSwe call');
  };
  const topo = (): Topo => {
    if (!settings.topo) throw new Error('SweSession: this computation needs settings.topo');
    return settings.topo;
  };
  let eclipse: EclipseOps | null = null;
  const equatorial = (jdUt: number, body: SweBody, extraFlags: number): EquatorialOfDate => {
    const r = calcChecked(swe, jdUt, body, swe.SEFLG_SWIEPH | swe.SEFLG_EQUATORIAL | extraFlags);
    if (!('rectAscension' in r)) throw new EphemerisUnavailableError('swe_calc_ut returned no equatorial coordinates');
    return { raDeg: r.rectAscension, decDeg: r.declination, distanceAu: r.distance };
  };
  return {
    // built on first use: most sessions never touch the eclipse functions
    get eclipse() {
      return (eclipse ??= eclipseOps(swe, active, topo));
    },
    deltaTDays(jdUt) {
      active();
      checkJd(jdUt);
      return swe.swe_deltat(jdUt).delta;
    },
    eclipticOfDate(jdUt, body, model = 'apparent') {
      active();
      const flags = swe.SEFLG_SWIEPH | swe.SEFLG_SPEED | (model === 'true_geometric' ? swe.SEFLG_TRUEPOS : 0);
      const r = calcChecked(swe, jdUt, body, flags);
      if (!('longitude' in r)) throw new EphemerisUnavailableError('swe_calc_ut returned no ecliptic coordinates');
      return { lonDeg: r.longitude, latDeg: r.latitude, distanceAu: r.distance, lonSpeedDegPerDay: r.longitudeSpeed };
    },
    equatorialTopocentric(jdUt, body) {
      active();
      topo();
      return equatorial(jdUt, body, swe.SEFLG_TOPOCTR);
    },
    equatorialGeocentric(jdUt, body) {
      active();
      return equatorial(jdUt, body, 0);
    },
    ayanamsaDeg(jdUt, nutation) {
      active();
      checkJd(jdUt);
      if (!settings.ayanamsa) throw new Error('SweSession: ayanamsaDeg needs settings.ayanamsa');
      const flags = swe.SEFLG_SWIEPH | (nutation ? 0 : swe.SEFLG_NONUT);
      const r = swe.swe_get_ayanamsa_ex_ut(jdUt, flags);
      if ('error' in r) throw new EphemerisUnavailableError(`swe_get_ayanamsa_ex_ut failed: ${r.error}`);
      return r.ayanamsa;
    },
    nutationLongitudeDeg(jdUt) {
      active();
      checkJd(jdUt);
      // SE_ECL_NUT returns [true obliquity, mean obliquity, Δψ, Δε]; the binding names x[2] `distance`
      const r = swe.swe_calc_ut(jdUt, swe.SE_ECL_NUT, 0);
      const dpsi = 'distance' in r ? r.distance : undefined;
      if (typeof dpsi !== 'number' || !Number.isFinite(dpsi))
        throw new EphemerisUnavailableError('swe_calc_ut(SE_ECL_NUT) returned no nutation');
      return dpsi;
    },
    riseTrans(jdUt, body, kind, limb, refraction, algorithm) {
      active();
      const o = topo();
      // swe_rise_trans does not report which ephemeris it used: probe the body at the start first.
      calcChecked(swe, jdUt, body, swe.SEFLG_SWIEPH);
      const isRiseSet = kind === 'rise' || kind === 'set';
      let rsmi =
        kind === 'rise'
          ? swe.SE_CALC_RISE
          : kind === 'set'
            ? swe.SE_CALC_SET
            : kind === 'upper_transit'
              ? swe.SE_CALC_MTRANSIT
              : swe.SE_CALC_ITRANSIT;
      if (isRiseSet) {
        if (limb === 'center') rsmi |= swe.SE_BIT_DISC_CENTER;
        if (!refraction) rsmi |= swe.SE_BIT_NO_REFRACTION;
      }
      const args = [
        jdUt,
        bodyNumber(swe, body),
        '',
        swe.SEFLG_SWIEPH,
        rsmi,
        o.lngDeg,
        o.latDeg,
        o.elevationM,
        STANDARD_PRESSURE_HPA,
        STANDARD_TEMPERATURE_C,
      ] as const;
      // the true-horizon variant takes the horizon height last (binding argument order, src/eclipse.cc)
      const r =
        isRiseSet && algorithm === 'slow' ? swe.swe_rise_trans_true_hor(...args, 0) : swe.swe_rise_trans(...args);
      if ('error' in r) throw new EphemerisUnavailableError(`swe_rise_trans(${body}, ${kind}) failed: ${r.error}`);
      // the binding maps SE's return code -2 ("body does not rise or set in the searched span") to tret -2
      return r.transitTime === -2 ? null : r.transitTime;
    },
    trueAltitudeDeg(jdUt, pos) {
      active();
      checkJd(jdUt);
      const o = topo();
      const r = swe.swe_azalt(
        jdUt,
        swe.SE_EQU2HOR,
        o.lngDeg,
        o.latDeg,
        o.elevationM,
        STANDARD_PRESSURE_HPA,
        STANDARD_TEMPERATURE_C,
        pos.raDeg,
        pos.decDeg,
        pos.distanceAu,
      );
      return r.trueAltitude;
    },
    houses(jdUt, latDeg, lngDeg, systemLetter) {
      active();
      checkJd(jdUt);
      const r = swe.swe_houses(jdUt, latDeg, lngDeg, systemLetter);
      if ('error' in r) return null;
      return {
        cuspsDeg: r.house.slice(0, 12),
        ascendantDeg: r.ascendant,
        mcDeg: r.mc,
        armcDeg: r.armc,
        vertexDeg: r.vertex,
      };
    },
  };
}

/**
 * Run `fn` with the Swiss Ephemeris configured for `settings`: ephemeris path, sidereal mode
 * (Lahiri when none is asked, so no earlier request's mode survives) and the topocentric
 * observer (reset to the geocentre when none). Not re-entrant: a nested call would change the
 * global state under the outer computation, so it throws.
 */
export function withSwe<T>(settings: SweSettings, fn: (session: SweSession) => T): T {
  if (depth > 0) throw new Error('withSwe is not re-entrant: do all engine work of one computation inside one call');
  const swe = load();
  ensureEphePath(swe);
  swe.swe_set_sid_mode(SID_MODE[settings.ayanamsa ?? 'lahiri'], 0, 0);
  const t = settings.topo;
  if (t) swe.swe_set_topo(t.lngDeg, t.latDeg, t.elevationM);
  else swe.swe_set_topo(0, 0, 0);
  depth++;
  let open = true;
  try {
    return fn(makeSession(swe, settings, () => open));
  } finally {
    open = false;
    depth--;
  }
}

/** swe_version() of the loaded addon (loads it). */
export function engineVersion(): string {
  return load().swe_version();
}

/** Sidereal-mode constants of the loaded addon, for the test that pins settings.SID_MODE. */
export function addonSidModes(): Readonly<Record<AyanamsaKey, number>> {
  const swe = load();
  return {
    lahiri: swe.SE_SIDM_LAHIRI,
    raman: swe.SE_SIDM_RAMAN,
    krishnamurti: swe.SE_SIDM_KRISHNAMURTI,
    true_chitra: swe.SE_SIDM_TRUE_CITRA,
  };
}
