/**
 * The matching packets: the two births → the two natal charts → the kootas, poruthams, manglik
 * comparison and dasha sandhi → the wire bodies, with the methodology the enveloper fingerprints.
 */
import { InputError } from '@pj/panchang';
import { BirthData } from '../birth';
import { natalChart, NatalChart } from '../chart';
import { jyotishMethodology } from '../methodology';
import type { Packet } from '../present/packets';
import { ashtakoota, moonPlacement } from './ashtakoota';
import { chartInputOfChart } from '../judgement/chart-input';
import { manglik } from '../judgement/dosha';
import { DEFAULT_MANGLIK_SCHOOL } from '../judgement/packets';
import { dashaSandhi, manglikBalanceRule, DASHA_SANDHI_RULE } from './compatibility';
import { dasaPorutham, PORUTHAM_SOURCE } from './porutham';
import {
  CompatibilityWire,
  GunmilanWire,
  presentAshtakoota,
  presentManglik,
  presentMatchPerson,
  presentPorutham,
  presentSandhi,
} from './present';
import { KOOTA_TABLES, VERDICT_BANDS } from './tables';

/** POST body of both matching routes (CONTRACT §3b). */
export interface MatchRequest {
  bride: BirthData;
  groom: BirthData;
}

export type MatchRole = 'bride' | 'groom';

/** The natal chart of one partner; a birth error names the partner's field (`bride.date`, not `person.date`). */
export function partnerChart(role: MatchRole, person: BirthData): NatalChart {
  try {
    return natalChart(person);
  } catch (e) {
    if (e instanceof InputError)
      throw new InputError(
        e.details.map((d) => ({ ...d, loc: d.loc[0] === 'person' ? [role, ...d.loc.slice(1)] : [role, ...d.loc] })),
      );
    throw e;
  }
}

export const GUNMILAN_RULES =
  'ashtakoota from the natal Moons (sidereal): varna, vashya, tara, yoni, graha maitri, gana, bhakoot, nadi (max 1..8, total 36); ' +
  'tables [groom][bride]: ' +
  KOOTA_TABLES.map((t) => `${t.koota}: ${t.source}`).join('; ') +
  '; a nadi or bhakoot dosha cancelled by a classical exception is scored at the maximum only in total_after_exceptions; verdict bands ' +
  VERDICT_BANDS.source;

/** The chart settings of each partner, the matching rules. */
function methodOf(bride: NatalChart, groom: NatalChart, extra: Record<string, string>): Record<string, string> {
  const settings = (c: NatalChart) =>
    `${c.birth.ayanamsa}, ${c.birth.nodeType} node, ${c.birth.houseSystem}, ${c.birth.positionModel}`;
  return {
    ...jyotishMethodology({
      ayanamsa: bride.birth.ayanamsa,
      nodeType: bride.birth.nodeType,
      houseSystem: bride.birth.houseSystem,
      positionModel: bride.birth.positionModel,
    }),
    chart_settings: `bride: ${settings(bride)}; groom: ${settings(groom)}`,
    gunmilan: GUNMILAN_RULES,
    ...extra,
  };
}

/** The two charts and Moons of a request. */
function partners(req: MatchRequest) {
  const bride = partnerChart('bride', req.bride);
  const groom = partnerChart('groom', req.groom);
  const bm = moonPlacement(bride.lon.moon);
  const gm = moonPlacement(groom.lon.moon);
  return {
    bride,
    groom,
    bm,
    gm,
    people: { bride: presentMatchPerson(bride, bm), groom: presentMatchPerson(groom, gm) },
  };
}

export function gunmilanPacket(req: MatchRequest): Packet<GunmilanWire> {
  const { bride, groom, bm, gm, people } = partners(req);
  return { body: { ...people, ...presentAshtakoota(ashtakoota(bm, gm)) }, methodology: methodOf(bride, groom, {}) };
}

export function compatibilityPacket(req: MatchRequest): Packet<CompatibilityWire> {
  const { bride, groom, bm, gm, people } = partners(req);
  const school = DEFAULT_MANGLIK_SCHOOL;
  const kuja = (c: NatalChart) => manglik(chartInputOfChart(c), school);
  return {
    body: {
      ...people,
      ashtakoota: presentAshtakoota(ashtakoota(bm, gm)),
      dasa_porutham: presentPorutham(dasaPorutham(bm, gm)),
      manglik: presentManglik(school, kuja(bride), kuja(groom)),
      dasha_sandhi: presentSandhi(bride.birth, groom.birth, dashaSandhi(bride, groom)),
    },
    methodology: methodOf(bride, groom, {
      dasa_porutham: PORUTHAM_SOURCE,
      manglik: manglikBalanceRule(school),
      dasha_sandhi: DASHA_SANDHI_RULE,
    }),
  };
}
