import type { ResolvedBirth } from '../birth';
import { jyotishMethodology, JyotishMethodologyOpts } from '../methodology';

/** The methodology of a route: the birth's chart settings when known (else the defaults) and the route's parts. */
export const birthMethodology = (b: ResolvedBirth | null, opts: JyotishMethodologyOpts = {}) =>
  jyotishMethodology(
    b
      ? {
          ayanamsa: b.ayanamsa,
          nodeType: b.nodeType,
          houseSystem: b.houseSystem,
          positionModel: b.positionModel,
          ...opts,
        }
      : opts,
  );
