import { AngleAt, AyanamsaKey, NEVER_STOP, norm360, signedDiffDeg, StopCheck, sunMoonAtJdUt } from '@pj/ephemeris';
import { ConventionRules, conventionRules, DEFAULT_PANCHANG_CONVENTION, PanchangConvention } from './convention';

interface Sample {
  sunTropicalDeg: number;
  sunSpeedDegPerDay: number;
  moonTropicalDeg: number;
  moonSpeedDegPerDay: number;
  /** NaN until an angle that needs it asks. */
  ayanamsaDeg: number;
}

interface Anchor {
  sunDeg: number;
  sunSpeed: number;
  ayanamsaDeg: number;
}

/** Anchors of the Sun and the ayanamsa: every whole Julian day (UT). */
const ANCHOR_DAYS = 1;

/**
 * Sun and Moon positions for one daily computation, each instant computed once: every element
 * search (tithi, karana, nakshatra, pada, yoga, rashis) samples the same grid of instants, so
 * the samples are shared; refinement points are element-specific and simply cached too. The
 * ayanamsa is added only for the angles that need it (the elongation does not).
 *
 * Inside the computation's dense window only the Moon is computed at every instant. The Sun and the ayanamsa, which
 * move smoothly and
 * slowly, come from anchors at whole Julian days: the Sun by cubic Hermite interpolation from its
 * longitude and speed at the two enclosing anchors (error ≤ h⁴/384·max|λ⁗|: the nutation's
 * 13.7-day term gives |λ⁗| ≤ 2.5e-6 °/day⁴, so ≤ 7e-9° with h = 1 day, 1e-6 s of Moon time),
 * the ayanamsa linearly (error ≤ h²/8·max|ψ″| ≤ 0.0054″ for the true ayanamsa, whose fastest
 * nutation term is 0.2″ over 13.7 days; the mean ayanamsa is linear). Sun-only angles (sunsign,
 * sankranti at new moons) use exact Sun positions. Anchors are global (whole days), so the same
 * instant gets the same value in any computation (daily packet and month grid agree).
 *
 * The convention (./convention.ts) decides the ayanamsa definition and the time scale: samples
 * keyed by UT evaluate the positions at UT + τ(UT).
 * Its own caches live for one computation. The engine samples behind them are memoised
 * process-wide by sunMoonAtJdUt (pure values of instant and options: a day's grid instants are
 * mostly those of its neighbours), which changes no result.
 */
export class SunMoonSampler {
  private readonly both = new Map<number, Sample>();
  private readonly sunOnly = new Map<number, Sample>();
  private readonly anchors = new Map<number, Anchor>();
  private readonly exact = new Map<number, Sample>();
  /**
   * Engine samples asked (for the performance test and the timing report); memoised ones count too, so the figure does
   * not depend on earlier computations.
   */
  evaluations = 0;

  private readonly rules: ConventionRules;

  /**
   * @param denseWindow [jd0, jd1] (UT) where the computation samples densely (a day or a month
   *   with margins): there the Sun and ayanamsa come from anchors; elsewhere they are computed.
   * @param stop called before every engine evaluation: the cooperative deadline of the whole
   *   computation (every search over this sampler stops within one evaluation of it); never stops by default.
   */
  constructor(
    readonly ayanamsa: AyanamsaKey,
    readonly convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
    private readonly denseWindow: readonly [number, number] | null = null,
    readonly stop: StopCheck = NEVER_STOP,
  ) {
    this.rules = conventionRules(convention, ayanamsa);
  }

  /** The engine's instant for a UT instant under the convention's time scale. */
  private engineJd(jdUt: number): number {
    return jdUt + this.rules.timeExcessS(jdUt) / 86_400;
  }

  private sample(jdUt: number, ayanamsa: AyanamsaKey | null, bodies: 'both' | 'moon' | 'sun' | 'none'): Sample {
    this.stop();
    const r = sunMoonAtJdUt(this.engineJd(jdUt), {
      ayanamsa,
      bodies,
      ayanamsaNutation: this.rules.ayanamsaNutation,
      moonTheory: this.rules.moonTheory,
    });
    this.evaluations++;
    return {
      ...r,
      sunTropicalDeg:
        this.rules.sunOffsetDeg === 0 ? r.sunTropicalDeg : norm360(r.sunTropicalDeg + this.rules.sunOffsetDeg),
      ayanamsaDeg: r.ayanamsaDeg + this.rules.ayanamsaOffsetDeg,
    };
  }

  private anchor(k: number): Anchor {
    let a = this.anchors.get(k);
    if (!a) {
      const r = this.sample(k * ANCHOR_DAYS, this.ayanamsa, 'sun');
      a = { sunDeg: r.sunTropicalDeg, sunSpeed: r.sunSpeedDegPerDay, ayanamsaDeg: r.ayanamsaDeg };
      this.anchors.set(k, a);
    }
    return a;
  }

  /** Whether [t0, t1] lies inside the computation's dense window. */
  isDense(t0JdUt: number, t1JdUt: number): boolean {
    return this.anchored(t0JdUt) && this.anchored(t1JdUt);
  }

  /**
   * Whether the positions are smooth functions of UT over [t0, t1]: inside the dense window and
   * clear of the convention's time-scale knots (τ's 44-s step into 2020 is a steep ramp).
   */
  isSmooth(t0JdUt: number, t1JdUt: number): boolean {
    return this.isDense(t0JdUt, t1JdUt) && !this.rules.knotsJdUt.some((k) => k >= t0JdUt && k <= t1JdUt);
  }

  /** Whether jdUt lies where the computation samples densely (there anchors pay off). */
  private anchored(jdUt: number): boolean {
    return this.denseWindow !== null && jdUt >= this.denseWindow[0] && jdUt <= this.denseWindow[1];
  }

  /** Whether the Sun and ayanamsa at jdUt may come from its two anchors (smooth between them). */
  private interpolable(jdUt: number): boolean {
    const k = Math.floor(jdUt / ANCHOR_DAYS) * ANCHOR_DAYS;
    return this.anchored(jdUt) && !this.rules.knotsJdUt.some((x) => x >= k && x <= k + ANCHOR_DAYS);
  }

  /** Sun longitude and speed at jdUt by cubic Hermite interpolation between whole-day anchors. */
  private interpolatedSun(jdUt: number): { deg: number; speed: number } {
    const k = Math.floor(jdUt / ANCHOR_DAYS);
    const a = this.anchor(k);
    const b = this.anchor(k + 1);
    const h = ANCHOR_DAYS;
    const s = (jdUt - k * h) / h;
    const d = signedDiffDeg(b.sunDeg, a.sunDeg);
    const ma = a.sunSpeed * h;
    const mb = b.sunSpeed * h;
    const s2 = s * s;
    const s3 = s2 * s;
    const deg = (s3 - 2 * s2 + s) * ma + (-2 * s3 + 3 * s2) * d + (s3 - s2) * mb;
    const slope = (3 * s2 - 4 * s + 1) * ma + (-6 * s2 + 6 * s) * d + (3 * s2 - 2 * s) * mb;
    return { deg: norm360(a.sunDeg + deg), speed: slope / h };
  }

  private interpolatedAyanamsa(jdUt: number): number {
    const k = Math.floor(jdUt / ANCHOR_DAYS);
    const s = (jdUt - k * ANCHOR_DAYS) / ANCHOR_DAYS;
    const a = this.anchor(k).ayanamsaDeg;
    return a + (this.anchor(k + 1).ayanamsaDeg - a) * s;
  }

  /** Sun, Moon and (when `ayanamsa`) the convention's ayanamsa at a Julian day (UT). */
  at(jdUt: number, ayanamsa = true): Sample {
    let s = this.both.get(jdUt);
    if (!s) {
      if (this.interpolable(jdUt)) {
        const moon = this.sample(jdUt, null, 'moon');
        const sun = this.interpolatedSun(jdUt);
        s = {
          sunTropicalDeg: sun.deg,
          sunSpeedDegPerDay: sun.speed,
          moonTropicalDeg: moon.moonTropicalDeg,
          moonSpeedDegPerDay: moon.moonSpeedDegPerDay,
          ayanamsaDeg: NaN,
        };
      } else {
        s = this.sample(jdUt, null, 'both');
      }
      this.both.set(jdUt, s);
    }
    if (ayanamsa && Number.isNaN(s.ayanamsaDeg)) {
      s.ayanamsaDeg = this.interpolable(jdUt)
        ? this.interpolatedAyanamsa(jdUt)
        : this.sample(jdUt, this.ayanamsa, 'none').ayanamsaDeg;
    }
    return s;
  }

  /** Exact Sun and ayanamsa only (Moon NaN). */
  sunAt(jdUt: number): Sample {
    let s = this.sunOnly.get(jdUt);
    if (!s) {
      s = this.sample(jdUt, this.ayanamsa, 'sun');
      this.sunOnly.set(jdUt, s);
    }
    return s;
  }

  // The Panchang angles (CONTRACT §2 and issue 3). Tropical speeds stand in for sidereal rates:
  // they differ by the precession rate (3.8e-5 °/day), which only steers the root refinement.

  /** Moon − Sun (tithi, karana, new moon); the ayanamsa cancels. */
  readonly elongation = (jdUt: number): AngleAt => {
    const s = this.at(jdUt, false);
    return { deg: s.moonTropicalDeg - s.sunTropicalDeg, rateDegPerDay: s.moonSpeedDegPerDay - s.sunSpeedDegPerDay };
  };

  /**
   * Moon − Sun on exact positions (never interpolated): the new-moon search, whose results are memoised across
   * computations.
   */
  readonly exactElongation = (jdUt: number): AngleAt => {
    let s = this.exact.get(jdUt);
    if (!s) {
      s = this.sample(jdUt, null, 'both');
      this.exact.set(jdUt, s);
    }
    return { deg: s.moonTropicalDeg - s.sunTropicalDeg, rateDegPerDay: s.moonSpeedDegPerDay - s.sunSpeedDegPerDay };
  };

  /** Sidereal Moon (nakshatra, pada, moonsign). */
  readonly moonSidereal = (jdUt: number): AngleAt => {
    const s = this.at(jdUt);
    return { deg: s.moonTropicalDeg - s.ayanamsaDeg, rateDegPerDay: s.moonSpeedDegPerDay };
  };

  /** Sidereal Sun + sidereal Moon (yoga). */
  readonly sunPlusMoon = (jdUt: number): AngleAt => {
    const s = this.at(jdUt);
    return {
      deg: s.sunTropicalDeg + s.moonTropicalDeg - 2 * s.ayanamsaDeg,
      rateDegPerDay: s.sunSpeedDegPerDay + s.moonSpeedDegPerDay,
    };
  };

  /** Sidereal Sun (sunsign, sankranti). */
  readonly sunSidereal = (jdUt: number): AngleAt => {
    const s = this.sunAt(jdUt);
    return { deg: s.sunTropicalDeg - s.ayanamsaDeg, rateDegPerDay: s.sunSpeedDegPerDay };
  };
}
