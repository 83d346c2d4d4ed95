/**
 * Derived points on the wire: /arudha/all, /argala, /houses, /bhav-chalit, /upagraha and
 * /special-lagnas.
 */
import { GrahaKey, HouseSystem } from '@pj/ephemeris';
import type { NatalChart, PointKey } from '../chart';
import { KpPoint } from '../points';
import { arudhas, argala, Bhava, bhavChalit, houseCusps, sunUpagrahas } from '../points';
import { SpecialLagnaKey, specialLagnas, timeUpagrahas } from '../lagnas';
import { Varga } from '../vargas';
import { PersonWire, presentPerson } from './person';
import { VargaName } from './vargas';
import { formatBirthInstant, IsoInstant, round6, signObj, SignWire } from './wire';

/** A point given by its longitude. */
export interface LongitudeWire {
  /** Sidereal longitude, degrees [0, 360). */
  readonly longitude: number;
  readonly sign: SignWire;
  /** Degrees within the sign, [0, 30). */
  readonly degree_in_sign: number;
}

const longitudeWire = (lon: number): LongitudeWire => ({
  longitude: round6(lon),
  sign: signObj(Math.floor(lon / 30)),
  degree_in_sign: round6(lon % 30),
});

/** Body of POST /arudha/all. */
export interface ArudhaWire {
  readonly person: PersonWire;
  readonly varga: VargaName;
  readonly arudhas: readonly {
    /** A1 … A12. */
    readonly key: string;
    readonly house: number;
    readonly house_sign: SignWire;
    readonly lord: GrahaKey;
    readonly sign: SignWire;
  }[];
  /** Sign of A1. */
  readonly arudha_lagna: SignWire;
  /** Sign of A12. */
  readonly upapada: SignWire;
  readonly graha_arudhas: readonly {
    readonly key: GrahaKey;
    readonly own_sign_used: SignWire;
    readonly sign: SignWire;
  }[];
}

export function arudhaBody(core: NatalChart, varga: Varga): ArudhaWire {
  const a = arudhas(core, varga);
  const list = a.arudhas.map((x) => ({
    key: x.key,
    house: x.house,
    house_sign: signObj(x.houseSign),
    lord: x.lord,
    sign: signObj(x.sign),
  }));
  return {
    person: presentPerson(core.birth),
    varga: `D${a.varga}`,
    arudhas: list,
    arudha_lagna: list[0].sign,
    upapada: list[11].sign,
    graha_arudhas: a.grahaArudhas.map((g) => ({
      key: g.key,
      own_sign_used: signObj(g.ownSignUsed),
      sign: signObj(g.sign),
    })),
  };
}

/** Body of POST /argala. */
export interface ArgalaWire {
  readonly person: PersonWire;
  readonly houses: readonly {
    readonly house: number;
    readonly sign: SignWire;
    readonly argalas: readonly {
      readonly from_house: number;
      readonly kind: 'primary' | 'secondary';
      readonly grahas: readonly GrahaKey[];
      readonly virodha_house: number;
      readonly virodha_grahas: readonly GrahaKey[];
      readonly unobstructed: boolean;
    }[];
  }[];
}

export function argalaBody(core: NatalChart): ArgalaWire {
  return {
    person: presentPerson(core.birth),
    houses: argala(core).map((h) => ({
      house: h.house,
      sign: signObj(h.sign),
      argalas: h.argalas.map((a) => ({
        from_house: a.fromHouse,
        kind: a.kind,
        grahas: a.grahas,
        virodha_house: a.virodhaHouse,
        virodha_grahas: a.virodhaGrahas,
        unobstructed: a.unobstructed,
      })),
    })),
  };
}

export interface BhavaWire {
  readonly house: number;
  /** Sidereal degrees. */
  readonly start: number;
  readonly madhya: number;
  readonly end: number;
  readonly sign_of_madhya: SignWire;
  readonly grahas: readonly GrahaKey[];
}

const bhavaWire = (b: Bhava): BhavaWire => ({
  house: b.house,
  start: round6(b.startDeg),
  madhya: round6(b.madhyaDeg),
  end: round6(b.endDeg),
  sign_of_madhya: signObj(b.signOfMadhya),
  grahas: b.grahas,
});

export interface KpLordsWire {
  readonly sign_lord: GrahaKey;
  readonly star_lord: GrahaKey;
  readonly sub_lord: GrahaKey;
  /** Start of the sub, sidereal degrees. */
  readonly sub_from: number;
  /** End of the sub (360 at the end of Revati). */
  readonly sub_to: number;
}

const kpLordsWire = (k: KpPoint): KpLordsWire => ({
  sign_lord: k.signLord,
  star_lord: k.starLord,
  sub_lord: k.subLord,
  sub_from: round6(k.subFromDeg),
  sub_to: round6(k.subToDeg),
});

/** Body of POST /houses. */
export interface HousesWire {
  readonly person: PersonWire;
  readonly system: HouseSystem;
  /** Sidereal degrees. */
  readonly ascendant: number;
  readonly midheaven: number;
  readonly houses: readonly BhavaWire[];
  /** Only with house_system kp. */
  readonly kp?: {
    readonly cusps: readonly ({ readonly house: number; readonly longitude: number } & KpLordsWire)[];
    readonly points: readonly ({ readonly key: PointKey; readonly longitude: number } & KpLordsWire)[];
  };
}

export function housesBody(core: NatalChart): HousesWire {
  const h = houseCusps(core);
  return {
    person: presentPerson(core.birth),
    system: h.system,
    ascendant: round6(h.ascendant),
    midheaven: round6(h.midheaven),
    houses: h.houses.map(bhavaWire),
    ...(h.kp
      ? {
          kp: {
            cusps: h.kp.cusps.map((c) => ({ house: c.house, longitude: round6(c.lon), ...kpLordsWire(c) })),
            points: h.kp.points.map((p) => ({ key: p.key, longitude: round6(p.lon), ...kpLordsWire(p) })),
          },
        }
      : {}),
  };
}

/** Body of POST /bhav-chalit. */
export interface BhavChalitWire {
  readonly person: PersonWire;
  readonly system: HouseSystem;
  /** How the bhava madhyas were taken (e.g. 'placidus cusps'). */
  readonly madhya_from: string;
  readonly bhavas: readonly BhavaWire[];
}

export function bhavChalitBody(core: NatalChart): BhavChalitWire {
  const c = bhavChalit(core);
  return {
    person: presentPerson(core.birth),
    system: c.system,
    madhya_from: c.madhyaFrom,
    bhavas: c.bhavas.map(bhavaWire),
  };
}

/** Why the time-based upagrahas are absent. */
export const NO_SUNRISE_UPAGRAHAS = 'no sunrise or sunset at this place and date (polar day or night)';

/** Body of POST /upagraha. */
export interface UpagrahaWire {
  readonly person: PersonWire;
  /** dhuma, vyatipata, parivesha, indrachapa, upaketu. */
  readonly upagrahas: readonly ({ readonly key: string } & LongitudeWire)[];
  readonly time_based:
    | {
        readonly part_of: 'day' | 'night';
        readonly weekday_lord: GrahaKey;
        /** kala, mrityu, ardhaprahara, yamaghantaka, gulika, mandi. */
        readonly upagrahas: readonly ({ readonly key: string } & LongitudeWire & { readonly instant: IsoInstant })[];
      }
    | { readonly available: false; readonly reason: string };
}

export function upagrahaBody(core: NatalChart): UpagrahaWire {
  const timed = timeUpagrahas(core);
  return {
    person: presentPerson(core.birth),
    upagrahas: Object.entries(sunUpagrahas(core.lon.sun)).map(([key, lon]) => ({ key, ...longitudeWire(lon) })),
    time_based: timed
      ? {
          part_of: timed.partOf,
          weekday_lord: timed.weekdayLord,
          upagrahas: timed.upagrahas.map((u) => ({
            key: u.key,
            ...longitudeWire(u.lon),
            instant: formatBirthInstant(core.birth, u.jdUt),
          })),
        }
      : { available: false, reason: NO_SUNRISE_UPAGRAHAS },
  };
}

export interface SpecialLagnaWire extends LongitudeWire {
  readonly key: SpecialLagnaKey;
  /** Varnada lagna only: the varnada of each house. */
  readonly varnada_by_house?: readonly { readonly house: number; readonly sign: SignWire }[];
  /** Indu lagna only: how its degree is taken. */
  readonly note?: string;
}

/** Body of POST /special-lagnas. */
export interface SpecialLagnasWire {
  readonly person: PersonWire;
  /** The sunrise the time-based lagnas count from; null at polar day/night (see sunrise_note). */
  readonly sunrise: IsoInstant | null;
  readonly sunrise_note: string | null;
  readonly lagnas: readonly SpecialLagnaWire[];
  /** Lagnas listed but not computed, each with the reason. */
  readonly not_computed: readonly { readonly key: string; readonly available: false; readonly reason: string }[];
}

const INDU_NOTE = "sign per the rule; degree = the Moon's degree in its sign (PyJHora convention)";
const NO_SUNRISE_LAGNAS =
  'no sunrise within 1.2 days before the birth (polar day or night): time-based lagnas are not available';
const VIGHATI_NOT_COMPUTED = {
  key: 'vighati_lagna',
  available: false,
  reason:
    'not computed: its definition differs between Jagannatha Hora and PyJHora (4.7° apart on the same chart) and no source settles it',
} as const;

export function specialLagnasBody(core: NatalChart): SpecialLagnasWire {
  const s = specialLagnas(core);
  return {
    person: presentPerson(core.birth),
    sunrise: s.sunriseJd === null ? null : formatBirthInstant(core.birth, s.sunriseJd),
    sunrise_note: s.sunriseJd === null ? NO_SUNRISE_LAGNAS : null,
    lagnas: s.lagnas.map((l) => ({
      key: l.key,
      ...longitudeWire(l.lon),
      ...(l.varnadaByHouse
        ? { varnada_by_house: l.varnadaByHouse.map((sg, i) => ({ house: i + 1, sign: signObj(sg) })) }
        : {}),
      ...(l.key === 'indu_lagna' ? { note: INDU_NOTE } : {}),
    })),
    not_computed: [VIGHATI_NOT_COMPUTED],
  };
}
