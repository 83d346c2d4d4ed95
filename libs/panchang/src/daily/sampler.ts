import { AngleAt, AyanamsaKey, sunMoonAtJdUt } from '@pj/ephemeris';
import { ConventionRules, conventionRules, DEFAULT_PANCHANG_CONVENTION, PanchangConvention } from './convention';

interface Sample {
  sunTropicalDeg: number;
  sunSpeedDegPerDay: number;
  moonTropicalDeg: number;
  moonSpeedDegPerDay: number;
  /** NaN until an angle that needs it asks. */
  ayanamsaDeg: number;
}

/**
 * Sun and Moon positions for one daily computation, each instant computed once: every element
 * search (tithi, karana, nakshatra, pada, yoga, rashis) samples the same grid of instants, so
 * the samples are shared; refinement points are element-specific and simply cached too. The
 * ayanamsa is added only for the angles that need it (the elongation does not).
 * The convention (./convention.ts) decides the ayanamsa definition and the time scale: samples
 * keyed by UT evaluate the positions at UT + τ(UT).
 * Not shared between computations (no hidden state outlives a dailyCore call).
 */
export class SunMoonSampler {
  private readonly both = new Map<number, Sample>();
  private readonly sunOnly = new Map<number, Sample>();
  /** Engine calls made (for the performance test and the timing report). */
  evaluations = 0;

  private readonly rules: ConventionRules;

  constructor(
    readonly ayanamsa: AyanamsaKey,
    readonly convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
  ) {
    this.rules = conventionRules(convention, ayanamsa);
  }

  /** The engine's instant for a UT instant under the convention's time scale. */
  private engineJd(jdUt: number): number {
    return jdUt + this.rules.timeExcessS(jdUt) / 86_400;
  }

  private sample(jdUt: number, ayanamsa: AyanamsaKey | null, bodies: 'both' | 'sun' | 'none'): Sample {
    const r = sunMoonAtJdUt(this.engineJd(jdUt), { ayanamsa, bodies, ayanamsaNutation: this.rules.ayanamsaNutation });
    this.evaluations++;
    return { ...r, ayanamsaDeg: r.ayanamsaDeg + this.rules.ayanamsaOffsetDeg };
  }

  private withAyanamsa(s: Sample, jdUt: number): Sample {
    if (Number.isNaN(s.ayanamsaDeg)) s.ayanamsaDeg = this.sample(jdUt, this.ayanamsa, 'none').ayanamsaDeg;
    return s;
  }

  /** Sun, Moon and (when `ayanamsa`) the convention's ayanamsa at a Julian day (UT). */
  at(jdUt: number, ayanamsa = true): Sample {
    let s = this.both.get(jdUt);
    if (!s) {
      s = this.sample(jdUt, ayanamsa ? this.ayanamsa : null, 'both');
      this.both.set(jdUt, s);
    }
    return ayanamsa ? this.withAyanamsa(s, jdUt) : s;
  }

  /** Sun and ayanamsa only (Moon NaN unless already computed at this instant). */
  sunAt(jdUt: number): Sample {
    const full = this.both.get(jdUt);
    if (full) return this.withAyanamsa(full, jdUt);
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
