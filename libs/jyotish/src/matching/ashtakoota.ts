/**
 * Ashtakoota (guna milan, 36 points) from the two Moons: each koota's points, its maximum, the rule
 * as data (the two values compared and the table cell) and, for nadi and bhakoot, the classical
 * exceptions that cancel the dosha. Pure: sidereal Moon longitudes in, frozen values out.
 */
import { NAKSHATRA_WIDTH_DEG } from '@pj/ephemeris';
import { naturalRelation, PlanetKey, SIGN_LORD } from '../tables';
import {
  BHAKOOT_TABLE,
  GANA_OF_NAKSHATRA,
  GANA_TABLE,
  KootaTable,
  MAITRI_TABLE,
  NADI_OF_NAKSHATRA,
  NADI_TABLE,
  TARA_TABLE,
  TARAS,
  VARNA_OF_SIGN,
  VARNA_TABLE,
  vashyaOf,
  VASHYA_TABLE,
  Verdict,
  VERDICT_BANDS,
  YONI_OF_NAKSHATRA,
  YONI_TABLE,
} from './tables';

/** A natal Moon as the kootas read it. */
export interface MoonPlacement {
  /** Sidereal longitude, degrees [0, 360). */
  readonly lon: number;
  /** Rashi 0..11. */
  readonly sign: number;
  /** Degrees in the sign [0, 30). */
  readonly degInSign: number;
  /** Nakshatra 0..26. */
  readonly nakshatra: number;
  /** 1..4. */
  readonly pada: number;
}

export function moonPlacement(lon: number): MoonPlacement {
  const sign = Math.floor(lon / 30);
  const nakshatra = Math.floor(lon / NAKSHATRA_WIDTH_DEG);
  const pada = Math.floor((lon - nakshatra * NAKSHATRA_WIDTH_DEG) / (NAKSHATRA_WIDTH_DEG / 4)) + 1;
  return Object.freeze({ lon, sign, degInSign: lon - sign * 30, nakshatra, pada });
}

export type KootaKey = 'varna' | 'vashya' | 'tara' | 'yoni' | 'graha_maitri' | 'gana' | 'bhakoot' | 'nadi';

/** A classical exception that cancels a dosha, with its source. */
export type DoshaExceptionKey =
  | 'same_rashi_different_nakshatra'
  | 'same_nakshatra_different_rashi'
  | 'same_nakshatra_different_pada'
  | 'same_rashi_lord'
  | 'rashi_lords_mutual_friends';

export interface DoshaException {
  readonly key: DoshaExceptionKey;
  readonly rule: string;
  readonly source: string;
}

export interface KootaResult {
  readonly key: KootaKey;
  readonly points: number;
  readonly max: number;
  /** The bride's value compared (category, tara or sign). */
  readonly bride: string;
  /** The groom's value compared. */
  readonly groom: string;
  /** The table cell read: row = the groom's value, column = the bride's. */
  readonly cell: { readonly row: string; readonly column: string };
  readonly rule: string;
  /** The table's source. */
  readonly source: string;
  /** Nadi and bhakoot: the dosha (0 points) and the exceptions found that cancel it. */
  readonly dosha?: { readonly present: boolean; readonly cancelledBy: readonly DoshaException[] };
}

export interface Ashtakoota {
  readonly bride: MoonPlacement;
  readonly groom: MoonPlacement;
  readonly kootas: readonly KootaResult[];
  /** Σ points (the table values). */
  readonly total: number;
  /** Σ points with a cancelled nadi or bhakoot dosha scored at its maximum. */
  readonly totalAfterExceptions: number;
  readonly max: 36;
  readonly verdict: Verdict;
  readonly verdictAfterExceptions: Verdict;
}

const EXCEPTION_SOURCE =
  'Muhurta Chintamani, vivaha prakarana, as summarised in B. V. Raman, Muhurtha (Electional Astrology), the marriage chapter';

/** 1-based count from star/sign `from` to `to` (inclusive), modulo n. */
export const countFrom = (from: number, to: number, n: number) => ((to - from + n) % n) + 1;

/** Tara (0 janma … 8 parama mitra) of star `to` counted from star `from`. */
export const taraIndex = (from: number, to: number) => (countFrom(from, to, 27) - 1) % 9;

function cellOf<C extends string>(key: KootaKey, table: KootaTable<C>, groom: C, bride: C, rule: string): KootaResult {
  const points = table.points[table.categories.indexOf(groom)][table.categories.indexOf(bride)];
  return { key, points, max: table.max, bride, groom, cell: { row: groom, column: bride }, rule, source: table.source };
}

const friendsBothWays = (a: PlanetKey, b: PlanetKey) =>
  naturalRelation(a, b) === 'friend' && naturalRelation(b, a) === 'friend';

function nadiExceptions(b: MoonPlacement, g: MoonPlacement): DoshaException[] {
  const out: DoshaException[] = [];
  const ex = (key: DoshaExceptionKey, rule: string) => out.push({ key, rule, source: EXCEPTION_SOURCE });
  if (b.sign === g.sign && b.nakshatra !== g.nakshatra)
    ex('same_rashi_different_nakshatra', 'same Moon sign, different nakshatras');
  if (b.nakshatra === g.nakshatra && b.sign !== g.sign)
    ex('same_nakshatra_different_rashi', 'same nakshatra, different Moon signs');
  if (b.nakshatra === g.nakshatra && b.pada !== g.pada)
    ex('same_nakshatra_different_pada', 'same nakshatra, different padas');
  if (b.sign !== g.sign && SIGN_LORD[b.sign] === SIGN_LORD[g.sign])
    ex('same_rashi_lord', 'different Moon signs of the same lord');
  return out;
}

function bhakootExceptions(b: MoonPlacement, g: MoonPlacement): DoshaException[] {
  const lb = SIGN_LORD[b.sign];
  const lg = SIGN_LORD[g.sign];
  if (lb === lg)
    return [{ key: 'same_rashi_lord', rule: 'the two Moon signs have the same lord', source: EXCEPTION_SOURCE }];
  if (friendsBothWays(lb, lg))
    return [
      {
        key: 'rashi_lords_mutual_friends',
        rule: 'the lords of the two Moon signs are natural friends of each other (BPHS 3.55)',
        source: EXCEPTION_SOURCE,
      },
    ];
  return [];
}

function verdictOf(total: number) {
  return VERDICT_BANDS.bands.find((b) => total >= b.min)!.verdict;
}

/** Ashtakoota of a bride and a groom from their Moons. */
export function ashtakoota(bride: MoonPlacement, groom: MoonPlacement): Ashtakoota {
  const b = bride;
  const g = groom;
  const taraOfGroom = TARAS[taraIndex(b.nakshatra, g.nakshatra)];
  const taraOfBride = TARAS[taraIndex(g.nakshatra, b.nakshatra)];
  const signCount = countFrom(b.sign, g.sign, 12);
  const lordB = SIGN_LORD[b.sign];
  const lordG = SIGN_LORD[g.sign];
  const nadi = cellOf(
    'nadi',
    NADI_TABLE,
    NADI_OF_NAKSHATRA[g.nakshatra],
    NADI_OF_NAKSHATRA[b.nakshatra],
    'different nadis 8, the same nadi 0 (nadi dosha)',
  );
  const bhakootCell = {
    key: 'bhakoot' as const,
    points: BHAKOOT_TABLE.points[g.sign][b.sign],
    max: BHAKOOT_TABLE.max,
    bride: `sign ${b.sign}`,
    groom: `sign ${g.sign}`,
    cell: { row: `groom sign ${g.sign}`, column: `bride sign ${b.sign}` },
    rule: `groom's Moon sign is ${signCount} from the bride's: 2/12, 5/9, 6/8 give 0 (bhakoot dosha), others 7`,
    source: BHAKOOT_TABLE.source,
  };
  const kootas: KootaResult[] = [
    cellOf(
      'varna',
      VARNA_TABLE,
      VARNA_OF_SIGN[g.sign],
      VARNA_OF_SIGN[b.sign],
      "1 when the groom's varna is the bride's or higher",
    ),
    cellOf(
      'vashya',
      VASHYA_TABLE,
      vashyaOf(g.sign, g.degInSign),
      vashyaOf(b.sign, b.degInSign),
      'vashya groups of the Moon signs (Sagittarius and Capricorn split at 15°)',
    ),
    {
      ...cellOf(
        'tara',
        TARA_TABLE,
        taraOfGroom,
        taraOfBride,
        `groom's star is tara ${taraIndex(b.nakshatra, g.nakshatra) + 1} from the bride's, the bride's tara ${taraIndex(g.nakshatra, b.nakshatra) + 1} from the groom's; 1.5 for each count not 3, 5, 7`,
      ),
      bride: taraOfBride,
      groom: taraOfGroom,
    },
    cellOf(
      'yoni',
      YONI_TABLE,
      YONI_OF_NAKSHATRA[g.nakshatra],
      YONI_OF_NAKSHATRA[b.nakshatra],
      'yonis of the two stars',
    ),
    cellOf('graha_maitri', MAITRI_TABLE, lordG, lordB, 'natural relation of the lords of the two Moon signs'),
    cellOf(
      'gana',
      GANA_TABLE,
      GANA_OF_NAKSHATRA[g.nakshatra],
      GANA_OF_NAKSHATRA[b.nakshatra],
      'ganas of the two stars',
    ),
    { ...bhakootCell, dosha: doshaOf(bhakootCell.points === 0, () => bhakootExceptions(b, g)) },
    { ...nadi, dosha: doshaOf(nadi.points === 0, () => nadiExceptions(b, g)) },
  ];
  const total = kootas.reduce((s, k) => s + k.points, 0);
  const totalAfterExceptions = kootas.reduce(
    (s, k) => s + (k.dosha?.present && k.dosha.cancelledBy.length > 0 ? k.max : k.points),
    0,
  );
  return Object.freeze({
    bride,
    groom,
    kootas: Object.freeze(kootas),
    total,
    totalAfterExceptions,
    max: 36 as const,
    verdict: verdictOf(total),
    verdictAfterExceptions: verdictOf(totalAfterExceptions),
  });
}

function doshaOf(present: boolean, exceptions: () => DoshaException[]) {
  return { present, cancelledBy: present ? exceptions() : [] };
}
