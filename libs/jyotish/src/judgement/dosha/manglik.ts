/**
 * Manglik (kuja) dosha: Mars in certain houses counted from the lagna, the Moon and Venus. The schools
 * differ in the houses; each is evaluated and named, and the request picks the one that sets `present`.
 */
import { norm180 } from '@pj/ephemeris';
import { COMBUSTION_ORB_DEG } from '@pj/sky';
import { ChartInput, MissingNeed } from '../chart-input';
import { aspectsSign, Cancellation, clause, houseOf, missingFor, signsOf } from './common';

export const MANGLIK_SCHOOLS = ['north_indian', 'south_indian', 'inclusive'] as const;
export type ManglikSchool = (typeof MANGLIK_SCHOOLS)[number];

export const MANGLIK_SCHOOL_RULES: Readonly<Record<ManglikSchool, { houses: readonly number[]; source: string }>> = {
  north_indian: {
    houses: [1, 4, 7, 8, 12],
    source:
      "the verse 'lagne vyaye ca pātāle jāmitre cāṣṭame kuje' (Mars in the 1st, 12th, 4th, 7th or 8th), " +
      'as quoted in marriage-matching manuals (e.g. B. V. Raman, Muhurtha)',
  },
  south_indian: {
    houses: [2, 4, 7, 8, 12],
    source:
      'South Indian (sevvai dosham) usage: the 2nd replaces the 1st; S. Rath notes the lagna is not in the old texts',
  },
  inclusive: {
    houses: [1, 2, 4, 7, 8, 12],
    source: 'the union of both lists, as most software and almanacs print it',
  },
};

export const MANGLIK_REFERENCES = ['ascendant', 'moon', 'venus'] as const;
export type ManglikReference = (typeof MANGLIK_REFERENCES)[number];

export interface ManglikSchoolVerdict {
  readonly school: ManglikSchool;
  readonly houses: readonly number[];
  readonly source: string;
  /** The references Mars is in one of the school's houses from; null when the chart lacks Mars. */
  readonly fromReferences: readonly ManglikReference[] | null;
  readonly present: boolean | null;
}

export interface Manglik {
  readonly school: ManglikSchool;
  readonly present: boolean | null;
  /** Present, and a cancelling exception holds. */
  readonly cancelled: boolean | null;
  readonly marsHouseFrom: Readonly<Record<ManglikReference, number | null>>;
  readonly schools: readonly ManglikSchoolVerdict[];
  readonly cancellations: readonly Cancellation[];
  readonly missing: readonly MissingNeed[];
  readonly rule: string;
}

const RAMAN = "B. V. Raman's exceptions (as collected in PyJHora dosha.py)";
/** Raman's house-and-sign exceptions: Mars in this house from the lagna, in these signs. */
const HOUSE_SIGN_EXCEPTIONS: readonly [number, readonly number[], string][] = [
  [2, [2, 5], 'Gemini or Virgo'],
  [4, [0, 7], 'Aries or Scorpio'],
  [7, [3, 9], 'Cancer or Capricorn'],
  [8, [8, 11], 'Sagittarius or Pisces'],
  [12, [1, 6], 'Taurus or Libra'],
];

function cancellations(input: ChartInput): Cancellation[] {
  const s = signsOf(input, ['ascendant', 'moon', 'mars', 'jupiter', 'venus', 'saturn', 'sun'] as const);
  const mars = input.placements.mars;
  const c = (effect: 'cancels' | 'reduces', x: ReturnType<typeof clause>, source = RAMAN): Cancellation => ({
    ...x,
    effect,
    source,
  });
  const lagnaHouse = s.mars === null || s.ascendant === null ? null : houseOf(s.ascendant, s.mars);
  const houseSign = HOUSE_SIGN_EXCEPTIONS.find(([h]) => h === lagnaHouse);
  const sunLon = input.placements.sun?.lonDeg ?? null;
  const marsLon = mars?.lonDeg ?? null;
  return [
    c(
      'cancels',
      clause('mars_in_leo_or_aquarius', 'Mars in Leo or Aquarius', [s.mars], () => s.mars === 4 || s.mars === 10),
    ),
    c(
      'cancels',
      clause(
        'mars_house_sign_exception',
        'Mars in the 2nd from the lagna in Gemini/Virgo, 4th in Aries/Scorpio, 7th in Cancer/Capricorn, ' +
          '8th in Sagittarius/Pisces or 12th in Taurus/Libra',
        [s.mars, s.ascendant],
        () => houseSign !== undefined && houseSign[1].includes(s.mars!),
      ),
    ),
    c(
      'cancels',
      clause(
        'jupiter_or_saturn_with_or_aspecting_mars',
        'Jupiter or Saturn in the sign of Mars or aspecting it (graha drishti)',
        [s.mars, s.jupiter, s.saturn],
        () => (['jupiter', 'saturn'] as const).filter((g) => s[g] === s.mars || aspectsSign(g, s[g]!, s.mars!)),
      ),
    ),
    c(
      'cancels',
      clause(
        'mars_retrograde',
        'Mars retrograde',
        [mars && mars.retrograde !== null ? 0 : null],
        () => mars!.retrograde === true,
      ),
    ),
    c(
      'cancels',
      clause(
        'mars_combust',
        `Mars combust: within ${COMBUSTION_ORB_DEG.mars.direct}° of the Sun (Surya Siddhanta orb)`,
        [sunLon, marsLon],
        () => Math.abs(norm180(marsLon! - sunLon!)) <= COMBUSTION_ORB_DEG.mars.direct,
      ),
    ),
    c(
      'cancels',
      clause('lagna_cancer_or_leo', 'Lagna in Cancer or Leo (Mars is the yogakaraka)', [s.ascendant], () =>
        [3, 4].includes(s.ascendant!),
      ),
    ),
    c(
      'reduces',
      clause('mars_own_or_exalted', 'Mars in Aries or Scorpio (own) or Capricorn (exalted)', [s.mars], () =>
        [0, 7, 9].includes(s.mars!),
      ),
    ),
    c(
      'reduces',
      clause(
        'mars_with_jupiter_or_moon',
        'Mars in one sign with Jupiter or the Moon',
        [s.mars, s.jupiter, s.moon],
        () => (['jupiter', 'moon'] as const).filter((g) => s[g] === s.mars),
      ),
    ),
    c(
      'reduces',
      clause('jupiter_or_venus_in_lagna', 'Jupiter or Venus in the lagna', [s.ascendant, s.jupiter, s.venus], () =>
        (['jupiter', 'venus'] as const).filter((g) => s[g] === s.ascendant),
      ),
    ),
  ];
}

export function manglik(input: ChartInput, school: ManglikSchool): Manglik {
  const s = signsOf(input, ['mars', ...MANGLIK_REFERENCES] as const);
  const marsHouseFrom = Object.fromEntries(
    MANGLIK_REFERENCES.map((r) => [r, s.mars === null || s[r] === null ? null : houseOf(s[r]!, s.mars)]),
  ) as Record<ManglikReference, number | null>;
  const schools = MANGLIK_SCHOOLS.map((key): ManglikSchoolVerdict => {
    const { houses, source } = MANGLIK_SCHOOL_RULES[key];
    const known = MANGLIK_REFERENCES.filter((r) => marsHouseFrom[r] !== null);
    const from = known.filter((r) => houses.includes(marsHouseFrom[r]!));
    // present from any reference; absent only when every reference could be counted
    const present = from.length > 0 ? true : known.length === MANGLIK_REFERENCES.length ? false : null;
    return { school: key, houses, source, fromReferences: s.mars === null ? null : from, present };
  });
  const present = schools.find((v) => v.school === school)!.present;
  const cancels = cancellations(input);
  const cancelled =
    present !== true ? (present === false ? false : null) : cancels.some((c) => c.effect === 'cancels' && c.holds);
  return {
    school,
    present,
    cancelled,
    marsHouseFrom,
    schools,
    cancellations: cancels,
    missing: missingFor(input, ['mars', ...MANGLIK_REFERENCES]),
    rule:
      `Mars in house ${MANGLIK_SCHOOL_RULES[school].houses.join(', ')} (${school}) counted by whole signs from ` +
      'the lagna, the Moon or Venus',
  };
}
