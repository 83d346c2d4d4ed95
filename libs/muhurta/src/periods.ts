/**
 * Period-level bars over a range: stretches of time in which an activity may not begin, whatever the
 * day. Each is an interval [startJdUt, endJdUt) with the kind and a reason sentence; its edges are the
 * instants of the event that makes it (a sankranti, a tithi change, a combustion edge, a sutak).
 */
import { bodyLongitudeAtJdUt, BoundedMemo, findTransitions, signedDiffDeg, StopCheck } from '@pj/ephemeris';
import { Timeline } from '@pj/calendar';
import { Eclipse, eclipseSutak, nextEclipses, Sutak } from '@pj/sky';
import { PeriodBarKind, School } from './activities';

export interface PeriodBar {
  readonly kind: PeriodBarKind;
  readonly startJdUt: number;
  readonly endJdUt: number;
  readonly reason: string;
}

/**
 * Asta (combustion) orbs, degrees of longitude from the Sun. `muhurta_chintamani`: Surya Siddhanta 9.6–9 as the
 * Parashari tradition reads them (Jupiter 11°, Venus 10°, 8° retrograde), as libs/sky combustion. `drik`: the
 * orbs that reproduce the asta dates the almanacs publish for Venus's superior conjunction of January 2026
 * (asta 2025-12-11/15 to 2026-02-01) and Jupiter's of June 2025 (2025-06-09/12 to 2025-07-07/09) — see the
 * muhurta README (Venus 6°, 4° retrograde; Jupiter 11°).
 */
export const ASTA_ORB_DEG: Readonly<
  Record<School, Readonly<Record<'jupiter' | 'venus', { direct: number; retrograde: number }>>>
> = {
  drik: { jupiter: { direct: 11, retrograde: 11 }, venus: { direct: 6, retrograde: 4 } },
  muhurta_chintamani: { jupiter: { direct: 11, retrograde: 11 }, venus: { direct: 10, retrograde: 8 } },
};
/**
 * Days added before and after an asta (vriddha and bala dosha): none under `drik` (the published lists resume on
 * the rising day); 3 before and 3 after under `muhurta_chintamani` (the shortest of the readings of its vivaha
 * prakarana; regional almanacs use up to 15 for Guru).
 */
export const ASTA_MARGIN_DAYS: Readonly<Record<School, number>> = { drik: 0, muhurta_chintamani: 3 };
/** Days barred on each side of an eclipse: the eclipse's sutak only (drik); ± 3 days (Muhurta Chintamani). */
export const ECLIPSE_MARGIN_DAYS: Readonly<Record<School, number>> = { drik: 0, muhurta_chintamani: 3 };

const KHARMAS_SIGNS = new Set([8, 11]);
const SIMHA = 4;

/**
 * Sampling step of the combustion scans: shorter than the shortest asta (Venus retrograde at 4°: ~5 days; Jupiter
 * ≥ ~20 days), so no period is skipped; edges are refined to 1 s.
 */
const ASTA_STEP_DAYS = { jupiter: 5, venus: 2 } as const;
/** Scans run on fixed JD blocks, memoised: a block's result is a function of the block alone (global, any place). */
const BLOCK_DAYS = 128;
interface Block {
  readonly startState: number;
  readonly changes: readonly { jdUt: number; to: number }[];
}
const blockMemo = new BoundedMemo<string, Block>(256);

function astaBlock(planet: 'jupiter' | 'venus', school: School, k: number, stop: StopCheck): Block {
  return blockMemo.getOrCompute(`${planet}:${school}:${k}`, () => {
    const orb = ASTA_ORB_DEG[school][planet];
    const state = (t: number): number => {
      const p = bodyLongitudeAtJdUt(t, planet, { sidereal: null });
      const s = bodyLongitudeAtJdUt(t, 'sun', { sidereal: null });
      const o = p.speedDegPerDay < 0 ? orb.retrograde : orb.direct;
      return Math.abs(signedDiffDeg(p.lonDeg, s.lonDeg)) <= o ? 1 : 0;
    };
    const b0 = k * BLOCK_DAYS;
    const changes = findTransitions(state, b0, b0 + BLOCK_DAYS, {
      stepDays: ASTA_STEP_DAYS[planet],
      epsilonS: 1,
      stop,
    });
    return { startState: state(b0), changes: changes.map((c) => ({ jdUt: c.jdUt, to: c.to })) };
  });
}

function combustionBars(
  planet: 'jupiter' | 'venus',
  school: School,
  t0: number,
  t1: number,
  stop: StopCheck,
): PeriodBar[] {
  const orb = ASTA_ORB_DEG[school][planet];
  const margin = ASTA_MARGIN_DAYS[school];
  const a = t0 - margin - 1;
  const b = t1 + margin + 1;
  const k0 = Math.floor(a / BLOCK_DAYS);
  const k1 = Math.floor(b / BLOCK_DAYS);
  const first = astaBlock(planet, school, k0, stop);
  const changes: { jdUt: number; to: number }[] = [];
  for (let k = k0; k <= k1; k++) changes.push(...astaBlock(planet, school, k, stop).changes);
  let state = first.startState;
  while (changes.length && changes[0].jdUt <= a) state = changes.shift()!.to;
  const out: PeriodBar[] = [];
  let start: number | null = state === 1 ? a : null;
  const push = (s: number, e: number) =>
    out.push({
      kind: planet === 'jupiter' ? 'guru_asta' : 'shukra_asta',
      startJdUt: s - margin,
      endJdUt: e + margin,
      reason:
        `${planet === 'jupiter' ? 'Guru (Jupiter)' : 'Shukra (Venus)'} asta: within ${orb.direct}° ` +
        `(${orb.retrograde}° retrograde) of the Sun` +
        (margin ? `, with ${margin} days before and after` : ''),
    });
  for (const c of changes) {
    if (c.jdUt >= b) break;
    if (c.to === 1) start = c.jdUt;
    else if (start !== null) {
      push(start, c.jdUt);
      start = null;
    }
  }
  if (start !== null) push(start, b);
  return out;
}

/** Tithi-defined bars from the timeline's tithi spans (each knows its amanta month). */
function tithiBars(tl: Timeline): PeriodBar[] {
  const out: PeriodBar[] = [];
  const add = (kind: PeriodBarKind, s: number, e: number, reason: string) => {
    const last = out[out.length - 1];
    if (last && last.kind === kind && Math.abs(last.endJdUt - s) < 1e-9) out[out.length - 1] = { ...last, endJdUt: e };
    else out.push({ kind, startJdUt: s, endJdUt: e, reason });
  };
  const kinds: PeriodBarKind[] = ['chaturmas', 'holashtak', 'pitru_paksha', 'adhika_masa'];
  for (const kind of kinds) {
    for (const t of tl.tithis) {
      const m = tl.months[t.month].amanta;
      const i = t.index;
      let hit = false;
      if (kind === 'adhika_masa') hit = m.adhika;
      else if (kind === 'chaturmas')
        hit =
          (m.index === 3 && !m.adhika && i >= 10) ||
          m.index === 4 ||
          m.index === 5 ||
          m.index === 6 ||
          (m.index === 7 && (m.adhika || i <= 10));
      else if (kind === 'holashtak') hit = m.index === 11 && !m.adhika && i >= 7 && i <= 14;
      else hit = m.index === 5 && !m.adhika && i >= 14;
      if (hit) add(kind, t.startJdUt, t.endJdUt, TITHI_BAR_REASON[kind] ?? kind);
    }
  }
  return out;
}

const TITHI_BAR_REASON: Partial<Record<PeriodBarKind, string>> = {
  chaturmas: 'Chaturmas: from Devshayani (Ashadha Shukla Ekadashi) to the end of Prabodhini (Kartika Shukla Ekadashi)',
  holashtak: 'Holashtak: Phalguna Shukla Ashtami to Purnima (Holika Dahan)',
  pitru_paksha: 'Pitru Paksha: Bhadrapada Purnima to Amavasya (amanta; purnimanta Ashwin Krishna)',
  adhika_masa: 'Adhika (mala) masa: the lunar month without a sankranti',
};

function kharmasBars(tl: Timeline): PeriodBar[] {
  return tl.sunSigns
    .filter((s) => KHARMAS_SIGNS.has(s.index))
    .map((s) => ({
      kind: 'kharmas' as const,
      startJdUt: s.startJdUt,
      endJdUt: s.endJdUt,
      reason: `Kharmas: the sidereal Sun in ${s.index === 8 ? 'Dhanu' : 'Meena'}`,
    }));
}

/** The eclipses (global, Swiss Ephemeris) whose greatest phase falls in a 1-year JD block, memoised per block. */
const ECLIPSE_BLOCK_DAYS = 365;
const eclipseMemo = new BoundedMemo<number, readonly Eclipse[]>(64);
const sutakMemo = new BoundedMemo<string, Sutak | null>(512);

function eclipsesOfBlock(k: number, stop: StopCheck): readonly Eclipse[] {
  return eclipseMemo.getOrCompute(k, () => {
    const out: Eclipse[] = [];
    let from = k * ECLIPSE_BLOCK_DAYS;
    for (;;) {
      const [e] = nextEclipses(from, 1, stop);
      if (e.maxJdUt >= (k + 1) * ECLIPSE_BLOCK_DAYS) return out;
      out.push(e);
      from = e.maxJdUt + 1;
    }
  });
}

function eclipseBars(tl: Timeline, school: School, t0: number, t1: number): PeriodBar[] {
  const margin = ECLIPSE_MARGIN_DAYS[school];
  const out: PeriodBar[] = [];
  const a = t0 - margin - 1;
  const b = t1 + margin + 1;
  for (let k = Math.floor(a / ECLIPSE_BLOCK_DAYS); k <= Math.floor(b / ECLIPSE_BLOCK_DAYS); k++) {
    for (const e of eclipsesOfBlock(k, tl.stop)) {
      if (e.maxJdUt < a || e.maxJdUt > b) continue;
      const date = tl.dateOf(e.maxJdUt);
      const { latDeg, lngDeg } = tl.place;
      const s = sutakMemo.getOrCompute(
        `${e.maxJdUt}:${latDeg}:${lngDeg}:${tl.zone}`,
        () => eclipseSutak({ lat: latDeg, lng: lngDeg, tz: tl.zone, date, sutakRule: 'prahar' }).sutak,
      );
      if (!s) continue;
      out.push({
        kind: 'eclipse_sutak',
        startJdUt: s.startJdUt - margin,
        endJdUt: s.endJdUt + margin,
        reason:
          `${e.kind === 'solar' ? 'Solar' : 'Lunar'} eclipse of ${date} visible here: sutak (prahar rule) to its end` +
          (margin ? `, with ${margin} days before and after` : ''),
      });
    }
  }
  return out;
}

function simhaGuruBars(t0: number, t1: number, stop: StopCheck, ayanamsa: Timeline['ayanamsa']): PeriodBar[] {
  const sign = (t: number) => Math.floor(bodyLongitudeAtJdUt(t, 'jupiter', { sidereal: ayanamsa }).lonDeg / 30) % 12;
  const changes = findTransitions((t) => (sign(t) === SIMHA ? 1 : 0), t0 - 1, t1 + 1, { stepDays: 4, stop });
  const out: PeriodBar[] = [];
  let start: number | null = sign(t0 - 1) === SIMHA ? t0 - 1 : null;
  const reason = 'Simha-stha Guru: Jupiter in sidereal Simha (Muhurta Chintamani; barred for marriage and upanayana)';
  for (const c of changes) {
    if (c.to === 1) start = c.jdUt;
    else if (start !== null) {
      out.push({ kind: 'simha_guru', startJdUt: start, endJdUt: c.jdUt, reason });
      start = null;
    }
  }
  if (start !== null) out.push({ kind: 'simha_guru', startJdUt: start, endJdUt: t1 + 1, reason });
  return out;
}

/** Every bar of `kinds` overlapping [t0, t1), by kind then time. */
export function periodBars(
  tl: Timeline,
  kinds: readonly PeriodBarKind[],
  school: School,
  t0: number,
  t1: number,
): PeriodBar[] {
  const want = new Set(kinds);
  const out: PeriodBar[] = [];
  if (want.has('guru_asta')) out.push(...combustionBars('jupiter', school, t0, t1, tl.stop));
  if (want.has('shukra_asta')) out.push(...combustionBars('venus', school, t0, t1, tl.stop));
  if (want.has('kharmas')) out.push(...kharmasBars(tl));
  out.push(...tithiBars(tl).filter((b) => want.has(b.kind)));
  if (want.has('eclipse_sutak')) out.push(...eclipseBars(tl, school, t0, t1));
  if (want.has('simha_guru') && school === 'muhurta_chintamani')
    out.push(...simhaGuruBars(t0, t1, tl.stop, tl.ayanamsa));
  return out.filter((b) => b.endJdUt > t0 && b.startJdUt < t1);
}
