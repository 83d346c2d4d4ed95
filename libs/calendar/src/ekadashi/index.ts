export {
  ekadashisInRange,
  ekadashisFromTimeline,
  EkadashiObservance,
  EkadashiDetails,
  MadhvaDetails,
  EkadashiQuery,
  EkadashiObservanceKind,
  ParanaWindow,
  MAX_EKADASHI_RANGE_DAYS,
} from './observances';
export { ALL_EKADASHI_NAMES, ekadashiBySlug, ekadashiName, EkadashiName } from './names';
export { EkadashiCase } from './rules';
export { paranaFor, ParanaQuery, ParanaResult, PARANA_VRATS, PARANA_TRADITIONS } from './parana-for';
export { EkadashiTimeline, PAD_DAYS as EKADASHI_PAD_DAYS } from './facts';
export { ParanaRule } from './parana';
