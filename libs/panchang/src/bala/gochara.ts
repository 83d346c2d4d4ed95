/**
 * Gochara (transits counted from the natal Moon sign): the favourable houses of each graha and a
 * short statement of the classical result in each house.
 *
 * Favourable houses: Phaladeepika (Mantreswara) ch. 26, the same lists as Brihat Samhita
 * (Varahamihira) ch. 104: Sun 3 6 10 11; Moon 1 3 6 7 10 11; Mars 3 6 11; Mercury 2 4 6 8 10
 * 11; Jupiter 2 5 7 9 11; Venus 1 2 3 4 5 8 9 11 12; Saturn, Rahu, Ketu 3 6 11.
 * The effect phrases are this project's own one-line summaries of the results those chapters give
 * for each house (not quotations). Vedha (obstruction by another graha) is not applied.
 * Named Saturn periods: sade sati (Saturn in 12, 1, 2), kantaka shani (4), ashtama shani (8).
 */
import { GrahaKey } from '@pj/ephemeris';

export const GOCHARA_FAVOURABLE_HOUSES: Readonly<Record<GrahaKey, readonly number[]>> = {
  sun: [3, 6, 10, 11],
  moon: [1, 3, 6, 7, 10, 11],
  mars: [3, 6, 11],
  mercury: [2, 4, 6, 8, 10, 11],
  jupiter: [2, 5, 7, 9, 11],
  venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  saturn: [3, 6, 11],
  rahu: [3, 6, 11],
  ketu: [3, 6, 11],
};

type Twelve = readonly [string, string, string, string, string, string, string, string, string, string, string, string];

const NODES: Twelve = [
  'anxiety and low vitality',
  'strain on savings and on speech',
  'courage and gains',
  'unrest at home',
  'a clouded mind, worry over children',
  'recovery and victory over rivals',
  'friction in partnerships',
  'risk of illness or mishap',
  'obstacles to fortune',
  'disturbance at work',
  'gains and wishes fulfilled',
  'expenses and travel',
];

/** Result of each graha in houses 1–12 (index 0 = house 1). */
export const GOCHARA_EFFECTS: Readonly<Record<GrahaKey, Twelve>> = {
  sun: [
    'fatigue, irritability and travel',
    'loss of money, eye or speech troubles',
    'gains, position and victory over rivals',
    'illness and domestic friction',
    'worry, trouble over children or from superiors',
    'recovery and victory over rivals',
    'tiring journeys, digestive trouble, friction with the spouse',
    'quarrels, fevers and fear of authority',
    'humiliation, obstacles and separation from kin',
    'success in work and honour',
    'new position, honour, wealth and health',
    'losses, expenses and quarrels with friends',
  ],
  moon: [
    'comfort and good food',
    'expenses and slights',
    'success and gains',
    'unease and fear',
    'setbacks and disappointment',
    'good health and the upper hand over rivals',
    'comforts and companionship',
    'worry and health troubles',
    'fatigue and obstacles',
    'success in work',
    'gains and cheer',
    'expenditure',
  ],
  mars: [
    'heat, irritability and minor ailments',
    'quarrels and money losses',
    'courage, victory and gains',
    'trouble from opponents, digestive complaints',
    'anger and concern over children',
    'success over rivals and gains',
    'friction with the spouse',
    'risk of injury and fevers',
    'loss of standing and weakness',
    'mixed results at work',
    'gains, land and property',
    'expenses and disputes',
  ],
  jupiter: [
    'an unsettled mind and a change of place',
    'wealth and harmony in the family',
    'obstacles and a change of position',
    'domestic worries, trouble through relatives',
    'children, learning and good fortune',
    'rivals and ailments',
    'marriage, partnership and honour',
    'illness and setbacks',
    'fortune, dharma and success',
    'strain on career and health',
    'gains and recovery of position',
    'expenses and sorrow',
  ],
  saturn: [
    'hardship and fatigue',
    'losses and family friction',
    'success, gains and recovery',
    'loss of domestic comfort',
    'worry over children, confusion',
    'victory over rivals and good health',
    'travel and strain in partnership',
    'obstacles and illness',
    'misfortune and obstacles to dharma',
    'toil at work and loss of status',
    'income and gains',
    'expenses and losses',
  ],
  mercury: [
    'loss of money through words, quarrels',
    'gain of money',
    'fear of rivals, loss of friends',
    'gains and support from family',
    'quarrels with spouse and children',
    'success and popularity',
    'quarrels and poor health',
    'gains, children and success',
    'obstacles to work',
    'gains, happiness, rivals removed',
    'wealth, comforts and good news',
    'humiliation, losses and illness',
  ],
  venus: [
    'enjoyment and comforts',
    'wealth and family happiness',
    'prosperity, honour and gains',
    'friends, happiness and gains',
    'happiness through children, gains',
    'rivals, disgrace and illness',
    'trouble in relations with women and the spouse',
    'wealth, comforts and conveyances',
    'piety, prosperity and comfort',
    'quarrels and disgrace',
    'gains, wealth and safety',
    'gain of money and comforts',
  ],
  rahu: NODES,
  ketu: NODES,
};

export type SaturnPhase =
  'sade_sati_rising' | 'sade_sati_peak' | 'sade_sati_setting' | 'kantaka_shani' | 'ashtama_shani' | null;

/** Named Saturn periods by its house from the natal Moon sign. */
export function saturnPhase(house: number): SaturnPhase {
  switch (house) {
    case 12:
      return 'sade_sati_rising';
    case 1:
      return 'sade_sati_peak';
    case 2:
      return 'sade_sati_setting';
    case 4:
      return 'kantaka_shani';
    case 8:
      return 'ashtama_shani';
    default:
      return null;
  }
}
