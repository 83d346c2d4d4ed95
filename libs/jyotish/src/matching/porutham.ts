/**
 * South Indian dasa porutham (ten agreements) from the two Moons. Each porutham says whether it
 * agrees (`agrees`, with `grade` where the rule has a middle grade), the values compared and the
 * rule. Counts are 1-based and inclusive from the bride's star (or sign) to the groom's.
 */
import { naturalRelation, SIGN_LORD } from '../tables';
import { countFrom, MoonPlacement } from './ashtakoota';
import {
  GANA_OF_NAKSHATRA,
  MAHENDRA_COUNTS,
  RAJJU_OF_NAKSHATRA,
  VASYA_SIGNS,
  VEDHA_SUMS,
  YONI_ENEMIES,
  YONI_OF_NAKSHATRA,
} from './tables';

export type PoruthamKey =
  'dina' | 'gana' | 'mahendra' | 'stree_deergha' | 'yoni' | 'rasi' | 'rasyadhipati' | 'vasya' | 'rajju' | 'vedha';

export type PoruthamGrade = 'uttama' | 'madhyama' | 'adhama';

export interface Porutham {
  readonly key: PoruthamKey;
  readonly agrees: boolean;
  readonly grade: PoruthamGrade;
  readonly bride: string;
  readonly groom: string;
  readonly rule: string;
}

export const PORUTHAM_SOURCE =
  'Tamil/Kerala almanac practice as summarised at poorvapunya.com ("Ten match": dina, gana, mahendra, stree deergha) and in PyJHora compatibility.py (rajju, vedha and vasya lists)';

const grade = (agrees: boolean, middle = false): PoruthamGrade =>
  agrees ? (middle ? 'madhyama' : 'uttama') : 'adhama';

/** The ten poruthams of a bride and a groom. */
export function dasaPorutham(bride: MoonPlacement, groom: MoonPlacement): readonly Porutham[] {
  const b = bride;
  const g = groom;
  const starCount = countFrom(b.nakshatra, g.nakshatra, 27);
  const signCount = countFrom(b.sign, g.sign, 12);
  const star = (m: MoonPlacement) => `nakshatra ${m.nakshatra}`;
  const sign = (m: MoonPlacement) => `sign ${m.sign}`;
  const at = (count: number) => `count ${count}`;

  const dinaGood = [2, 4, 6, 8, 0].includes(starCount % 9);
  const gb = GANA_OF_NAKSHATRA[b.nakshatra];
  const gg = GANA_OF_NAKSHATRA[g.nakshatra];
  const ganaAgrees = gb === gg || gb !== 'rakshasa';
  const ganaMiddle = gb !== gg;
  const yb = YONI_OF_NAKSHATRA[b.nakshatra];
  const yg = YONI_OF_NAKSHATRA[g.nakshatra];
  const yoniEnemy = YONI_ENEMIES.some(([x, y]) => (x === yb && y === yg) || (x === yg && y === yb));
  const rasiAgrees = signCount === 1 || signCount >= 7;
  const lb = SIGN_LORD[b.sign];
  const lg = SIGN_LORD[g.sign];
  const lordsAgree = lb === lg || (naturalRelation(lb, lg) !== 'enemy' && naturalRelation(lg, lb) !== 'enemy');
  const vasya = VASYA_SIGNS[b.sign].includes(g.sign) || VASYA_SIGNS[g.sign].includes(b.sign);
  const rb = RAJJU_OF_NAKSHATRA[b.nakshatra];
  const rg = RAJJU_OF_NAKSHATRA[g.nakshatra];
  const vedha = b.nakshatra !== g.nakshatra && VEDHA_SUMS.includes(b.nakshatra + g.nakshatra + 2);

  return Object.freeze([
    {
      key: 'dina',
      agrees: dinaGood,
      grade: grade(dinaGood),
      bride: star(b),
      groom: at(starCount),
      rule: "groom's star counted from the bride's; remainder mod 9 of 2, 4, 6, 8 or 0 agrees",
    },
    {
      key: 'gana',
      agrees: ganaAgrees,
      grade: grade(ganaAgrees, ganaMiddle),
      bride: gb,
      groom: gg,
      rule: 'same gana uttama; a deva or manushya bride with another gana madhyama; a rakshasa bride with a deva or manushya groom does not agree',
    },
    {
      key: 'mahendra',
      agrees: MAHENDRA_COUNTS.includes(starCount),
      grade: grade(MAHENDRA_COUNTS.includes(starCount)),
      bride: star(b),
      groom: at(starCount),
      rule: "groom's star is the 4th, 7th, 10th, 13th, 16th, 19th, 22nd or 25th from the bride's",
    },
    {
      key: 'stree_deergha',
      agrees: starCount > 7,
      grade: grade(starCount > 7, starCount <= 13),
      bride: star(b),
      groom: at(starCount),
      rule: "groom's star beyond the 13th from the bride's uttama, beyond the 7th madhyama",
    },
    {
      key: 'yoni',
      agrees: !yoniEnemy,
      grade: grade(!yoniEnemy, yb !== yg),
      bride: yb,
      groom: yg,
      rule: 'sworn-enemy yonis do not agree; the same yoni is uttama',
    },
    {
      key: 'rasi',
      agrees: rasiAgrees,
      grade: grade(rasiAgrees),
      bride: sign(b),
      groom: at(signCount),
      rule: "groom's Moon sign the same as the bride's or the 7th or beyond from it",
    },
    {
      key: 'rasyadhipati',
      agrees: lordsAgree,
      grade: grade(lordsAgree),
      bride: lb,
      groom: lg,
      rule: 'lords of the Moon signs the same, or neither an enemy of the other (BPHS 3.55 natural relations)',
    },
    {
      key: 'vasya',
      agrees: vasya,
      grade: grade(vasya),
      bride: sign(b),
      groom: sign(g),
      rule: 'one Moon sign is vasya to the other (Aries: Leo, Scorpio; Taurus: Cancer, Libra; Gemini: Virgo; Cancer: Scorpio, Sagittarius; Leo: Libra; Virgo: Pisces, Gemini; Libra: Capricorn, Virgo; Scorpio: Cancer; Sagittarius: Pisces; Capricorn: Aries, Aquarius; Aquarius: Aries; Pisces: Capricorn)',
    },
    {
      key: 'rajju',
      agrees: rb !== rg,
      grade: grade(rb !== rg),
      bride: rb,
      groom: rg,
      rule: 'the two stars in different rajjus (foot, waist, stomach, neck, head)',
    },
    {
      key: 'vedha',
      agrees: !vedha,
      grade: grade(!vedha),
      bride: star(b),
      groom: star(g),
      rule: 'the stars do not obstruct each other (1-based star numbers summing to 19, 28 or 37)',
    },
  ] satisfies Porutham[]);
}
