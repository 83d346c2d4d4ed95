/**
 * The classical yes/no indications of a prashna chart, each a rule with its source, only where a rule states
 * one. Data tables here; the evaluation in ./judge.ts.
 */

/** Sign classes by the way a sign rises (Brihat Jataka 1.10; used for prashna in Prashna Marga). */
export const SHIRSHODAYA_SIGNS: readonly number[] = [2, 4, 5, 6, 7, 10];
export const PRISHTODAYA_SIGNS: readonly number[] = [0, 1, 3, 8, 9];
export const UBHAYODAYA_SIGNS: readonly number[] = [11];

export type PrashnaVerdict = 'yes' | 'no' | 'mixed';

export interface PrashnaRuleText {
  readonly key: PrashnaRuleKey;
  readonly rule: string;
  readonly source: string;
}

export type PrashnaRuleKey = 'lagna_karya_ithasala' | 'rising_sign' | 'moon_house';

export const PRASHNA_RULES: Readonly<Record<PrashnaRuleKey, PrashnaRuleText>> = {
  lagna_karya_ithasala: {
    key: 'lagna_karya_ithasala',
    rule:
      'The lagna lord (the querent) and the lord of the house of the matter (the karya lord) in a Tajika aspect ' +
      'within their mean deeptamsha: applying (ithasala) or exact, the matter comes about (yes); separating ' +
      '(ishrafa), it has passed and will not (no). No aspect within orb, or one planet lording both houses: the ' +
      'rule gives no indication.',
    source: 'Neelakantha, Tajika Neelakanthi (Prashna Tantra): ithasala and ishrafa of the lagna and karya lords',
  },
  rising_sign: {
    key: 'rising_sign',
    rule:
      'A shirshodaya sign (Gemini, Leo, Virgo, Libra, Scorpio, Aquarius) rising at the query favours success ' +
      '(yes); a prishtodaya sign (Aries, Taurus, Cancer, Sagittarius, Capricorn) opposes it (no); Pisces ' +
      '(ubhayodaya) is mixed.',
    source: 'Prashna Marga (Harihara), the rising sign at the query; sign classes of Brihat Jataka 1.10',
  },
  moon_house: {
    key: 'moon_house',
    rule:
      'The Moon in a kendra or trikona from the lagna (houses 1, 4, 5, 7, 9, 10) favours the matter (yes); in ' +
      'the 6th, 8th or 12th it opposes it (no); in the 2nd, 3rd or 11th the rule gives no indication.',
    source: 'Prashna Marga (Harihara), the Moon at the query; Prashna Tantra (Neelakantha)',
  },
};

export const MOON_FAVOURABLE_HOUSES: readonly number[] = [1, 4, 5, 7, 9, 10];
export const MOON_ADVERSE_HOUSES: readonly number[] = [6, 8, 12];

export const KP_NUMBER_RULE =
  'KP number (1\u2013249): the querent names a number; the lagna is set to the start of that division of the ' +
  'zodiac (the 27 nakshatras each cut into 9 subs in Vimshottari order, each as wide as its lord\u2019s years ' +
  'out of 120, and a sub cut again where a sign begins inside it: 249 divisions from 0\u00b0 Aries); the ' +
  'grahas are those of the moment of judgement and the houses whole-sign from that lagna. K. S. Krishnamurti, ' +
  'KP Reader VI (Horary Astrology).';

export const QUESTION_ARUDHA_RULE =
  'Arudha of the question: the arudha lagna (A1) of the prashna chart: as many signs from the lagna lord as the ' +
  'lord is from the lagna, moved to the 10th from there when it falls in the lagna or the 7th (BPHS 29).';
