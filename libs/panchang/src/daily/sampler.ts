import { AngleAt, AyanamsaKey, sunMoonAtJdUt } from '@pj/ephemeris';

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
 * Not shared between computations (no hidden state outlives a dailyCore call).
 */
export class SunMoonSampler {
  private readonly both = new Map<number, Sample>();
  private readonly sunOnly = new Map<number, Sample>();
  /** Engine calls made (for the performance test and the timing report). */
  evaluations = 0;

  constructor(readonly ayanamsa: AyanamsaKey) {}

  private withAyanamsa(s: Sample, jdUt: number): Sample {
    if (Number.isNaN(s.ayanamsaDeg)) {
      s.ayanamsaDeg = sunMoonAtJdUt(jdUt, { ayanamsa: this.ayanamsa, bodies: 'none' }).ayanamsaDeg;
      this.evaluations++;
    }
    return s;
  }

  /** Sun, Moon and (when `ayanamsa`) the true ayanamsa at a Julian day (UT). */
  at(jdUt: number, ayanamsa = true): Sample {
    let s = this.both.get(jdUt);
    if (!s) {
      const r = sunMoonAtJdUt(jdUt, { ayanamsa: ayanamsa ? this.ayanamsa : null, bodies: 'both' });
      this.evaluations++;
      s = { ...r };
      this.both.set(jdUt, s);
    }
    return ayanamsa ? this.withAyanamsa(s, jdUt) : s;
  }

  /** Sun and true ayanamsa only (Moon NaN unless already computed at this instant). */
  sunAt(jdUt: number): Sample {
    const full = this.both.get(jdUt);
    if (full) return this.withAyanamsa(full, jdUt);
    let s = this.sunOnly.get(jdUt);
    if (!s) {
      s = { ...sunMoonAtJdUt(jdUt, { ayanamsa: this.ayanamsa, bodies: 'sun' }) };
      this.evaluations++;
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
