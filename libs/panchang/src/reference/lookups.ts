/**
 * The reference-table lookups (/birthstar/deity, /baby-name/syllables, /gemstone/recommendation,
 * /rudraksha/recommendation): indices and table rows; ../present/reference.ts writes them on the wire.
 * The methodology names the source of each table.
 */
import { RASHI_NAMES } from '@pj/ephemeris';
import { InputError } from '../errors';
import {
  DEITY_SOURCE,
  GEM_SOURCE,
  Graha,
  GRAHA_GEM,
  GRAHA_MUKHI,
  NAKSHATRA_DEITY,
  nakshatraLord,
  PADA_SYLLABLES,
  RASHI_LORD,
  RUDRAKSHA_SOURCE,
  SYLLABLE_SOURCE,
} from './tables';

export type ReferenceTable = 'birthstar_deity' | 'baby_name_syllables' | 'gemstone' | 'rudraksha';
export const REFERENCE_SOURCES: Readonly<Record<ReferenceTable, string>> = {
  birthstar_deity: DEITY_SOURCE,
  baby_name_syllables: SYLLABLE_SOURCE,
  gemstone: GEM_SOURCE,
  rudraksha: RUDRAKSHA_SOURCE,
};

export function referenceMethodology(table: ReferenceTable): Record<string, string> {
  return { algorithms: `reference-${table.replace(/_/g, '-')}-1`, source: REFERENCE_SOURCES[table] };
}

/** The nakshatra index (0 = Ashwini … 26 = Revati), or a 422 naming `nakshatra_idx`. */
function nakshatraIndex(idx: number): number {
  if (!Number.isInteger(idx) || idx < 0 || idx > 26)
    throw new InputError([{ loc: ['nakshatra_idx'], msg: 'nakshatra_idx must be between 0 and 26', type: 'range' }]);
  return idx;
}

export interface BirthstarDeity {
  /** 0 = Ashwini … 26 = Revati. */
  readonly nakshatra: number;
  readonly deity: string;
  /** Vimshottari lord. */
  readonly lord: Graha;
}

export function birthstarDeity(q: { nakshatraIdx: number }): BirthstarDeity {
  const n = nakshatraIndex(q.nakshatraIdx);
  return { nakshatra: n, deity: NAKSHATRA_DEITY[n], lord: nakshatraLord(n) };
}

/** Pada p (1–4) of nakshatra i is the (4i + p − 1)-th 3°20′ of the zodiac; nine padas make a 30° rashi. */
const padaRashi = (i: number, p: number) => Math.floor((i * 4 + p - 1) / 9);

export interface PadaSyllable {
  /** 1–4. */
  readonly pada: number;
  /** Latin transliteration. */
  readonly syllable: string;
  readonly devanagari: string;
  /** The rashi the pada lies in, 0 = Mesha. */
  readonly rashi: number;
}

/** The name syllables of a nakshatra's padas (all four, or the one asked for). */
export function babyNameSyllables(q: { nakshatraIdx: number; pada?: number | null }): {
  readonly nakshatra: number;
  readonly padas: readonly PadaSyllable[];
} {
  const n = nakshatraIndex(q.nakshatraIdx);
  const padas = [1, 2, 3, 4]
    .filter((p) => q.pada === undefined || q.pada === null || p === q.pada)
    .map((p) => {
      const [syllable, devanagari] = PADA_SYLLABLES[n][p - 1];
      return { pada: p, syllable, devanagari, rashi: padaRashi(n, p) };
    });
  return { nakshatra: n, padas };
}

export interface GemRecommendation {
  /** House from the lagna: 1, 5 or 9. */
  readonly house: number;
  readonly role: string;
  /** The house's lord. */
  readonly lord: Graha;
  readonly gem: string;
  readonly sanskrit: string;
}

/** The gems of the lords of the lagna, the 5th and the 9th (the trikona lords). */
export function gemstones(q: { lagna: string }): {
  readonly lagna: number;
  readonly recommendations: GemRecommendation[];
} {
  const idx = RASHI_NAMES.findIndex((r) => r.toLowerCase() === q.lagna.toLowerCase());
  if (idx < 0)
    throw new InputError([
      { loc: ['lagna'], msg: `lagna must be a rashi name: ${RASHI_NAMES.join(', ')}`, type: 'enum' },
    ]);
  const rec = (house: number, role: string): GemRecommendation => {
    const lord = RASHI_LORD[(idx + house - 1) % 12];
    return { house, role, lord, ...GRAHA_GEM[lord] };
  };
  return {
    lagna: idx,
    recommendations: [
      rec(1, 'lagna lord (life stone)'),
      rec(5, '5th lord (benefic stone)'),
      rec(9, '9th lord (fortune stone)'),
    ],
  };
}

export interface RudrakshaRecommendation {
  readonly nakshatra: number;
  /** Vimshottari lord of the nakshatra. */
  readonly lord: Graha;
  /** Faces (mukhi) of the bead of that graha. */
  readonly mukhi: number;
  /** A second mukhi of the same graha, or null. */
  readonly alternative: number | null;
}

export function rudraksha(q: { nakshatraIdx: number }): RudrakshaRecommendation {
  const n = nakshatraIndex(q.nakshatraIdx);
  const lord = nakshatraLord(n);
  return { nakshatra: n, lord, ...GRAHA_MUKHI[lord] };
}
