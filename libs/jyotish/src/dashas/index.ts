/** The /dasha systems (issue 18): graha dashas as data (graha.ts, seeded.ts), rasi dashas (rasi.ts), one tree. */
export { GRAHA_DASHAS, tribhagi } from './graha';
export type { GrahaDashaDef } from './graha';
export { GRAHA_SYSTEMS, grahaDasha, seedLongitude, TRIBHAGI_SYSTEMS } from './seeded';
export type { GrahaDashaOptions, GrahaDashaResult, GrahaSystem } from './seeded';
export { RASI_SYSTEMS } from './rasi';
export { ALL_SYSTEMS, computeDasha, maxLevelsOf, methodsOf, TREE_GRAHA_SYSTEMS } from './systems';
export type { DashaSystemOptions, SystemDasha, TreeSystem } from './systems';
export { buildPeriods, fromScheme } from './tree';
export type { DashaLord, SystemPeriod, Unit } from './tree';
