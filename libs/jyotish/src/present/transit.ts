/** /transit and /sarvatobhadra on the wire. */
import { GrahaKey, NAKSHATRA_NAMES, NakshatraName } from '@pj/ephemeris';
import type { NatalChart, PointKey } from '../chart';
import { NAKSHATRA_28, sarvatobhadra, SbcSquare, TithiGroup } from '../sarvatobhadra';
import { transitsOver } from '../transit';
import { PersonWire, presentPerson, utcWholeSecond } from './person';
import { formatBirthInstant, IsoInstant, IsoInstantUtc, round6, signObj, SignWire } from './wire';

/** Body of POST /transit. */
export interface TransitWire {
  readonly person: PersonWire;
  /** The transit moment (local, the birth's zone rule). */
  readonly at: IsoInstant;
  readonly at_utc: IsoInstantUtc;
  readonly natal: { readonly lagna: SignWire; readonly moon_sign: SignWire };
  readonly grahas: readonly {
    readonly key: GrahaKey;
    /** Sidereal longitude, degrees. */
    readonly longitude: number;
    readonly sign: SignWire;
    readonly nakshatra: { readonly index: number; readonly name: NakshatraName };
    readonly pada: number;
    readonly retrograde: boolean;
    readonly house_from_lagna: number;
    readonly house_from_moon: number;
    readonly natal_points_in_sign: readonly PointKey[];
  }[];
  readonly sade_sati: {
    readonly active: boolean;
    /** rising, peak or setting (with the house), null when not active. */
    readonly phase: string | null;
    readonly saturn_house_from_moon: number;
  };
}

export function transitBody(core: NatalChart, at: { date: string; time: string }): TransitWire {
  const t = transitsOver(core, at);
  return {
    person: presentPerson(core.birth),
    at: formatBirthInstant(t.at, t.at.instant.jdUt),
    at_utc: utcWholeSecond(t.at.instant.utcIso),
    natal: { lagna: signObj(t.natalLagna), moon_sign: signObj(t.natalMoonSign) },
    grahas: t.grahas.map((g) => ({
      key: g.key,
      longitude: round6(g.lon),
      sign: signObj(g.sign),
      nakshatra: { index: g.nakshatra, name: NAKSHATRA_NAMES[g.nakshatra] },
      pada: g.pada,
      retrograde: g.retrograde,
      house_from_lagna: g.houseFromLagna,
      house_from_moon: g.houseFromMoon,
      natal_points_in_sign: g.natalPointsInSign,
    })),
    sade_sati: {
      active: t.sadeSati.active,
      phase: t.sadeSati.phase,
      saturn_house_from_moon: t.sadeSati.saturnHouseFromMoon,
    },
  };
}

/** A square of the Sarvatobhadra chakra (row 0 = East side, col 0 = North side). */
export type SbcSquareWire = SbcSquare;

/** Body of POST /sarvatobhadra. */
export interface SarvatobhadraWire {
  readonly person: PersonWire;
  readonly orientation: string;
  /** 12:00 local on transit_date. */
  readonly transit_at: IsoInstant;
  readonly natal: {
    /** 28-nakshatra index (Abhijit = 21). */
    readonly janma_nakshatra: { readonly index: number; readonly name: string };
    /** 1–30. */
    readonly birth_tithi: number;
    readonly birth_tithi_group: TithiGroup;
  };
  /** 9 rows of 9 squares. */
  readonly grid: readonly (readonly (SbcSquareWire & {
    readonly natal: readonly PointKey[];
    readonly transit: readonly GrahaKey[];
  })[])[];
  readonly vedha: readonly {
    readonly graha: GrahaKey;
    /** Sidereal longitude, degrees. */
    readonly longitude: number;
    readonly nakshatra: { readonly index: number; readonly name: string };
    readonly retrograde: boolean;
    readonly lines: readonly { readonly direction: string; readonly squares: readonly SbcSquareWire[] }[];
    readonly natal_hits: readonly {
      readonly target: string;
      /** 'occupied' or the direction of the vedha line. */
      readonly line: string;
      readonly square: SbcSquareWire;
    }[];
  }[];
}

const ORIENTATION = 'row 0 = East (col 0 NE corner, col 8 SE corner), col 8 = South, row 8 = West, col 0 = North';

export function sarvatobhadraBody(core: NatalChart, transitDate: string): SarvatobhadraWire {
  const s = sarvatobhadra(core, transitDate);
  return {
    person: presentPerson(core.birth),
    orientation: ORIENTATION,
    transit_at: formatBirthInstant(s.transitAt, s.transitAt.instant.jdUt),
    natal: {
      janma_nakshatra: { index: s.janmaNakshatra, name: NAKSHATRA_28[s.janmaNakshatra] },
      birth_tithi: s.birthTithi,
      birth_tithi_group: s.birthTithiGroup,
    },
    grid: s.grid,
    vedha: s.vedha.map((v) => ({
      graha: v.graha,
      longitude: round6(v.lon),
      nakshatra: { index: v.nakshatra, name: NAKSHATRA_28[v.nakshatra] },
      retrograde: v.retrograde,
      lines: v.lines,
      natal_hits: v.natalHits,
    })),
  };
}
