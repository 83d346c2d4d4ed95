/** Packets of the judgement routes: the presented body and the methodology, ready for the service's enveloper. */
import { jyotishMethodology } from '../methodology';
import { Packet } from '../present/packets';
import { ashtakavarga } from './ashtakavarga';
import { ChartInput, chartInputOf, ChartInputRequest } from './chart-input';
import { doshas, MANGLIK_SCHOOLS, ManglikSchool } from './dosha';
import { AshtakavargaWire, presentAshtakavarga } from './present/ashtakavarga';
import { DoshaWire, presentDoshas } from './present/dosha';
import { presentShadbala, ShadbalaWire } from './present/shadbala';
import { shadbala } from './strength';

export const ASHTAKAVARGA_RULES =
  'BPHS ch. 66 bindu tables as used by P.V.R. Narasimha Rao (Vedic Astrology: An Integrated Approach, ch. 12); ' +
  'SAV = the seven grahas; trikona shodhana (BPHS 68.1–3); ekadhipatya shodhana (BPHS 68.4–10, occupied = ' +
  'one of the seven grahas, equal bindus with one sign occupied zero the empty one); shodhya pinda = rasi pinda ' +
  '(multipliers 7,10,8,4,10,6,7,8,9,5,11,12) + graha pinda (5,5,8,5,10,7,5) of the reduced BAV';

/** The methodology of a judgement: the chart's (for a birth) and where the chart came from, plus the route's rules. */
export function judgementMethodology(input: ChartInput | null, rules: Record<string, string>): Record<string, string> {
  const birth = input?.chart?.birth;
  const base = birth
    ? jyotishMethodology({
        ayanamsa: birth.ayanamsa,
        nodeType: birth.nodeType,
        houseSystem: birth.houseSystem,
        positionModel: birth.positionModel,
      })
    : jyotishMethodology();
  const source = !input
    ? 'person (computed) or placements (as given)'
    : input.source === 'person'
      ? 'computed from the birth'
      : 'placements as given (no astronomical consistency check; ephemeris settings unused)';
  return { ...base, chart_source: source, ...rules };
}

export const ashtakavargaMethodology = (input: ChartInput | null = null) =>
  judgementMethodology(input, { ashtakavarga: ASHTAKAVARGA_RULES });

export function ashtakavargaPacket(req: ChartInputRequest): Packet<AshtakavargaWire> {
  const input = chartInputOf(req);
  return { body: presentAshtakavarga(input, ashtakavarga(input)), methodology: ashtakavargaMethodology(input) };
}

export interface DoshaRequest extends ChartInputRequest {
  /** The manglik school that sets `present` (all are reported); default north_indian. */
  manglik_school?: ManglikSchool;
  /** YYYY-MM-DD: the sade sati state on that date. */
  on_date?: string | null;
}

export const DEFAULT_MANGLIK_SCHOOL: ManglikSchool = 'north_indian';

export const DOSHA_RULES =
  'each dosha with its rule and source; houses by whole signs; manglik schools ' +
  `${MANGLIK_SCHOOLS.join(', ')}; grahas in one sign = conjunction; graha drishti by signs (BPHS 26); ` +
  'no severity (no classical grading)';

export const doshaMethodology = (input: ChartInput | null = null) =>
  judgementMethodology(input, { dosha: DOSHA_RULES });

export function doshaPacket(req: DoshaRequest): Packet<DoshaWire> {
  const input = chartInputOf(req);
  const school = req.manglik_school ?? DEFAULT_MANGLIK_SCHOOL;
  const onDate = req.on_date ?? null;
  const body = presentDoshas(input, doshas(input, { manglikSchool: school, onDate }), { school, onDate });
  return { body, methodology: doshaMethodology(input) };
}

export const SHADBALA_RULES =
  'BPHS ch. 27 as worked by B. V. Raman (Graha and Bhava Balas): sthana (uchcha, saptavargaja over D1 D2 D3 D7 D9 ' +
  'D12 D30 with rasi-chart compound relations, ojayugma, kendradi by whole signs, drekkana), dig (arc from the ' +
  'powerless cusp: ascendant / midheaven), kala (nathonnatha by local apparent time, paksha, tribhaga, abda and ' +
  'masa lords from the Kali ahargana, vara, hora of 60 min from sunrise (disc centre, no refraction), ayana with ' +
  'a 24 deg parama kranti), cheshta (seeghrochcha from Meeus 31.A mean longitudes; Sun and Moon 0 as Raman), ' +
  'naisargika, drik (BPHS 26 aspect virupas, benefic minus malefic, / 4); yuddha (two of Mars..Saturn within ' +
  '1 deg: difference of sthana + dig + kala-to-hora sums / difference of disc diameters, to the stronger); ' +
  'ishta / kashta phala from uchcha and cheshta (Sun: ayana, Moon: paksha, undoubled); uccha rashmi as JHora; ' +
  'bhava bala = bhavadhipati + bhava dig + bhava drishti (Sripati madhyas; Mercury and Jupiter aspects in ' +
  'full, others / 4); harsha bala (Tajika, PVR 28.3); vimshopaka as /divisional';

export const shadbalaMethodology = (input: ChartInput | null = null) =>
  judgementMethodology(input, { shadbala: SHADBALA_RULES });

export function shadbalaPacket(req: ChartInputRequest): Packet<ShadbalaWire> {
  const input = chartInputOf(req);
  const result = input.chart
    ? shadbala(input.chart)
    : ({
        available: false,
        reason: 'shadbala needs a birth (person): its temporal parts need the time and place',
      } as const);
  return { body: presentShadbala(input, result), methodology: shadbalaMethodology(input) };
}
