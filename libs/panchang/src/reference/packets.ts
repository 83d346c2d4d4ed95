/** Packets of the reference-table endpoints; methodology names the source of each table. */
import { NAKSHATRA_NAMES, RASHI_NAMES } from '@pj/ephemeris';
import { InputError } from '../errors';
import {
  DEITY_SOURCE,
  GEM_SOURCE,
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
const SOURCES: Readonly<Record<ReferenceTable, string>> = {
  birthstar_deity: DEITY_SOURCE,
  baby_name_syllables: SYLLABLE_SOURCE,
  gemstone: GEM_SOURCE,
  rudraksha: RUDRAKSHA_SOURCE,
};

export function referenceMethodology(table: ReferenceTable): Record<string, string> {
  return { algorithms: `reference-${table.replace(/_/g, '-')}-1`, source: SOURCES[table] };
}

interface Computed {
  body: Record<string, unknown>;
  methodology: Record<string, string>;
}

function nakshatra(idx: number) {
  if (!Number.isInteger(idx) || idx < 0 || idx > 26)
    throw new InputError([
      { loc: ['nakshatra_idx'], msg: 'nakshatra_idx must be between 0 and 26', type: 'range' },
    ]);
  return { index: idx, name: NAKSHATRA_NAMES[idx] };
}

export function birthstarDeityPacket(q: { nakshatraIdx: number }): Computed {
  const n = nakshatra(q.nakshatraIdx);
  return {
    body: { nakshatra: n, deity: NAKSHATRA_DEITY[n.index], lord: nakshatraLord(n.index), source: DEITY_SOURCE },
    methodology: referenceMethodology('birthstar_deity'),
  };
}

/** Pada p (1–4) of nakshatra i is the (4i + p − 1)-th 3°20′ of the zodiac; nine padas make a 30° rashi. */
const padaRashi = (i: number, p: number) => Math.floor((i * 4 + p - 1) / 9);

export function babyNameSyllablesPacket(q: { nakshatraIdx: number; pada?: number | null }): Computed {
  const n = nakshatra(q.nakshatraIdx);
  const padas = [1, 2, 3, 4]
    .filter((p) => q.pada === undefined || q.pada === null || p === q.pada)
    .map((p) => {
      const [syllable, devanagari] = PADA_SYLLABLES[n.index][p - 1];
      const r = padaRashi(n.index, p);
      return { pada: p, syllable, devanagari, rashi: { index: r, name: RASHI_NAMES[r] } };
    });
  return {
    body: { nakshatra: n, padas, source: SYLLABLE_SOURCE },
    methodology: referenceMethodology('baby_name_syllables'),
  };
}

export function gemstonePacket(q: { lagna: string }): Computed {
  const idx = RASHI_NAMES.findIndex((r) => r.toLowerCase() === q.lagna.toLowerCase());
  if (idx < 0)
    throw new InputError([
      { loc: ['lagna'], msg: `lagna must be a rashi name: ${RASHI_NAMES.join(', ')}`, type: 'enum' },
    ]);
  const rec = (house: number, role: string) => {
    const lord = RASHI_LORD[(idx + house - 1) % 12];
    return { house, role, lord, ...GRAHA_GEM[lord] };
  };
  return {
    body: {
      lagna: { index: idx, name: RASHI_NAMES[idx] },
      recommendations: [
        rec(1, 'lagna lord (life stone)'),
        rec(5, '5th lord (benefic stone)'),
        rec(9, '9th lord (fortune stone)'),
      ],
      source: GEM_SOURCE,
    },
    methodology: referenceMethodology('gemstone'),
  };
}

export function rudrakshaPacket(q: { nakshatraIdx: number }): Computed {
  const n = nakshatra(q.nakshatraIdx);
  const lord = nakshatraLord(n.index);
  return {
    body: { nakshatra: n, lord, ...GRAHA_MUKHI[lord], source: RUDRAKSHA_SOURCE },
    methodology: referenceMethodology('rudraksha'),
  };
}
