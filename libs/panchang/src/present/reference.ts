/**
 * The reference routes' presenter (/birthstar/deity, /baby-name/syllables, /gemstone/recommendation,
 * /rudraksha/recommendation): the lookups of ../reference on the wire, each body citing its table's source.
 */
import { NAKSHATRA_NAMES, RASHI_NAMES } from '@pj/ephemeris';
import {
  babyNameSyllables,
  birthstarDeity,
  DEITY_SOURCE,
  GEM_SOURCE,
  gemstones,
  GemRecommendation,
  Graha,
  referenceMethodology,
  rudraksha,
  RUDRAKSHA_SOURCE,
  SYLLABLE_SOURCE,
} from '../reference';
import type { NamedWire } from './daily';

/** /birthstar/deity. */
export interface BirthstarDeityWire {
  readonly nakshatra: NamedWire;
  /** Presiding deity (Brihat Samhita 98). */
  readonly deity: string;
  /** Vimshottari lord. */
  readonly lord: Graha;
  readonly source: string;
}

/** /baby-name/syllables. */
export interface BabyNameSyllablesWire {
  readonly nakshatra: NamedWire;
  /** The four padas in order, or the one asked for. */
  readonly padas: readonly {
    /** 1–4. */
    readonly pada: number;
    readonly syllable: string;
    readonly devanagari: string;
    /** The rashi the pada lies in. */
    readonly rashi: NamedWire;
  }[];
  readonly source: string;
}

/** /gemstone/recommendation (also the gemstone lane of /panchang/utility). */
export type GemstoneWire = {
  readonly lagna: NamedWire;
  /** The lords of the lagna, the 5th and the 9th house and their gems. */
  readonly recommendations: readonly GemRecommendation[];
  readonly source: string;
};

/** /rudraksha/recommendation. */
export interface RudrakshaWire {
  readonly nakshatra: NamedWire;
  /** Vimshottari lord of the nakshatra. */
  readonly lord: Graha;
  /** Faces (mukhi) of the bead of that graha. */
  readonly mukhi: number;
  /** A second mukhi of the same graha, or null. */
  readonly alternative: number | null;
  readonly source: string;
}

type Packet<W> = { body: W; methodology: Record<string, string> };

const named = (names: readonly string[], index: number): NamedWire => ({ index, name: names[index] });

export function birthstarDeityPacket(q: { nakshatraIdx: number }): Packet<BirthstarDeityWire> {
  const x = birthstarDeity(q);
  return {
    body: { nakshatra: named(NAKSHATRA_NAMES, x.nakshatra), deity: x.deity, lord: x.lord, source: DEITY_SOURCE },
    methodology: referenceMethodology('birthstar_deity'),
  };
}

export function babyNameSyllablesPacket(q: {
  nakshatraIdx: number;
  pada?: number | null;
}): Packet<BabyNameSyllablesWire> {
  const x = babyNameSyllables(q);
  return {
    body: {
      nakshatra: named(NAKSHATRA_NAMES, x.nakshatra),
      padas: x.padas.map((p) => ({ ...p, rashi: named(RASHI_NAMES, p.rashi) })),
      source: SYLLABLE_SOURCE,
    },
    methodology: referenceMethodology('baby_name_syllables'),
  };
}

export function gemstonePacket(q: { lagna: string }): Packet<GemstoneWire> {
  const x = gemstones(q);
  return {
    body: { lagna: named(RASHI_NAMES, x.lagna), recommendations: x.recommendations, source: GEM_SOURCE },
    methodology: referenceMethodology('gemstone'),
  };
}

export function rudrakshaPacket(q: { nakshatraIdx: number }): Packet<RudrakshaWire> {
  const x = rudraksha(q);
  return {
    body: {
      nakshatra: named(NAKSHATRA_NAMES, x.nakshatra),
      lord: x.lord,
      mukhi: x.mukhi,
      alternative: x.alternative,
      source: RUDRAKSHA_SOURCE,
    },
    methodology: referenceMethodology('rudraksha'),
  };
}
