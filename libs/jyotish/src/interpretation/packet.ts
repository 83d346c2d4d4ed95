/** The /interpretation_packet packet: birth → natal chart → the facts per house → wire body, with its methodology. */
import { InputError } from '@pj/panchang';
import { BirthData } from '../birth';
import { natalChart } from '../chart';
import { jyotishMethodology } from '../methodology';
import { Packet } from '../present/packets';
import { DOSHA_RULES, SHADBALA_RULES } from '../judgement/packets';
import { YOGA_CONVENTIONS } from '../judgement/yogas/packet';
import { interpretation } from './interpretation';
import { DASHA_AT_BASIS, InterpretationWire, presentInterpretation, STATEMENT_SOURCES } from './present';

export interface InterpretationRequest {
  person: BirthData;
  /** YYYY-MM-DD: the dasha lords (and sade sati) at 12:00 local time at the natal place; absent: at birth. */
  at?: string | null;
}

export const INTERPRETATION_RULES =
  'per house (whole signs from the lagna): sign, lord and its house, sign and dignity, occupants, graha drishti ' +
  'received, the /shadbala bhava bala row, present yogas whose grahas occupy the house or whose rule names it ' +
  '(/yogas), present doshas whose grahas occupy it (/dosha with on_date = at, north_indian manglik school; manglik ' +
  'Mars, kala sarpa the nodes, kemadruma and sade sati the natal Moon, others the grahas of the clauses that hold), ' +
  'the Vimshottari maha- and antardasha lords (julian dasha year) that rule, occupy or aspect it; dasha moment: ' +
  `${DASHA_AT_BASIS.date}; ${DASHA_AT_BASIS.birth}. Each statement: kind, value, field (JSON path), source. ` +
  `Aspects: ${STATEMENT_SOURCES.aspect}; ${STATEMENT_SOURCES.aspect_node}. No prose, no predictions.`;

export function interpretationMethodology(o: Parameters<typeof jyotishMethodology>[0] = {}): Record<string, string> {
  return {
    ...jyotishMethodology(o),
    interpretation: INTERPRETATION_RULES,
    yogas: YOGA_CONVENTIONS,
    dosha: DOSHA_RULES,
    shadbala: SHADBALA_RULES,
  };
}

export function interpretationPacket(req: InterpretationRequest): Packet<InterpretationWire> {
  const at = req.at ?? null;
  if (at !== null && at < req.person.date) {
    const msg = `at must not be before the birth date (${req.person.date})`;
    throw new InputError([{ loc: ['at'], msg, type: 'range' }]);
  }
  const chart = natalChart(req.person);
  const body = presentInterpretation(interpretation(chart, { atDate: at }));
  const b = chart.birth;
  const methodology = interpretationMethodology({
    ayanamsa: b.ayanamsa,
    nodeType: b.nodeType,
    houseSystem: b.houseSystem,
    positionModel: b.positionModel,
  });
  return { body, methodology };
}
