export * from './catalogue';
export * from './evaluate';
export * from './present';
export * from './packet';
export { NEECHA_BHANGA_RULES } from './computed';
export { describeCondition } from './conditions';
export type {
  Association,
  ComputedRule,
  Condition,
  From,
  Group,
  LordPair,
  NeechaBhanga,
  Outcome,
  State,
  Subject,
} from './conditions';
