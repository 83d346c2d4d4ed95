/** The /yogas packet: chart input → verdicts → wire body, with its methodology. */
import { jyotishMethodology } from '../../methodology';
import { Packet } from '../../present/packets';
import { ChartInputRequest, chartInputOf } from '../chart-input';
import { YOGA_CATALOGUE } from './catalogue';
import { evaluateYogas } from './evaluate';
import { presentYogas, YogasWire } from './present';

export interface YogasRequest extends ChartInputRequest {
  /** List the absent yogas too, each with the clause that failed. */
  readonly includeAbsent: boolean;
}

export const YOGAS_ALGORITHMS = 'yogas-1';

/** How the yoga rules read a chart (part of `_meta.methodology`). */
export const YOGA_CONVENTIONS =
  `${YOGAS_ALGORITHMS}: ${YOGA_CATALOGUE.length} yogas (libs/jyotish/src/judgement/yogas/catalogue.ts), rasi chart, ` +
  'houses as whole signs from the lagna (or from the graha a clause names); sign lords classical (Scorpio Mars, ' +
  'Aquarius Saturn); benefics Jupiter, Venus and Mercury when alone or only with Jupiter/Venus ' +
  '(the Moon not counted), ' +
  'malefics Sun, Mars, Saturn, Rahu, Ketu; the seven grahas (Sun … Saturn) for nabhasa, chandra and surya yogas; ' +
  'graha drishti BPHS 26 (7th; Mars 4, 8; Jupiter 5, 9; Saturn 3, 10; nodes 7th); natural dignity own > exalted > ' +
  'friend > neutral > enemy > debilitated by the natural relation to the sign lord; lords associated by one sign, ' +
  'mutual graha drishti or exchange; combustion by the Surya Siddhanta orbs (needs longitudes)';

export function yogasMethodology(o: Parameters<typeof jyotishMethodology>[0] = {}): Record<string, string> {
  return { ...jyotishMethodology(o), yogas: YOGA_CONVENTIONS };
}

export function yogasPacket(req: YogasRequest): Packet<YogasWire> {
  const input = chartInputOf(req);
  const body = presentYogas(evaluateYogas(input), req.includeAbsent);
  const b = input.chart?.birth;
  const methodology = yogasMethodology(
    b ? { ayanamsa: b.ayanamsa, nodeType: b.nodeType, houseSystem: b.houseSystem, positionModel: b.positionModel } : {},
  );
  return { body, methodology };
}
