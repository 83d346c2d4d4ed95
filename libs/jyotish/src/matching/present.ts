/**
 * The wire bodies of POST /matching/gunmilan and /compatibility/advanced (CONTRACT §2, §3b): the
 * only code of the matching family that writes snake_case, ISO instants and rounded degrees.
 */
import { NAKSHATRA_NAMES } from '@pj/ephemeris';
import type { ResolvedBirth } from '../birth';
import { NatalChart } from '../chart';
import { NAKSHATRA_LORD } from '../tables';
import { NakshatraWire } from '../present/chart';
import { PersonWire, presentPerson } from '../present/person';
import { formatBirthInstant, GrahaKeyWire, IsoInstant, round6, SignWire, signObj } from '../present/wire';
import { Ashtakoota, DoshaExceptionKey, KootaResult, MoonPlacement } from './ashtakoota';
import { Manglik, ManglikSchool } from '../judgement/dosha';
import { ManglikWire, presentManglikDosha } from '../judgement/present/dosha';
import {
  DASHA_SANDHI_RULE,
  DASHA_SANDHI_WINDOW_DAYS,
  DashaChange,
  DashaSandhi,
  manglikBalanceRule,
} from './compatibility';
import { Porutham, PORUTHAM_SOURCE } from './porutham';
import { Verdict, VERDICT_BANDS } from './tables';

export interface MatchMoonWire {
  /** Sidereal longitude of the natal Moon, degrees [0, 360). */
  readonly longitude: number;
  readonly sign: SignWire;
  readonly nakshatra: NakshatraWire;
  /**
   * @minimum 1
   * @maximum 4
   */
  readonly pada: number;
}

/** One partner: the birth as given and resolved, and the natal Moon the kootas read. */
export interface MatchPersonWire {
  readonly person: PersonWire;
  readonly moon: MatchMoonWire;
}

export interface DoshaExceptionWire {
  readonly key: DoshaExceptionKey;
  readonly rule: string;
  readonly source: string;
}

export interface KootaDoshaWire {
  /** The koota scored 0: nadi dosha or bhakoot dosha. */
  readonly present: boolean;
  /** The classical exceptions met by the pair (empty: the dosha stands). */
  readonly cancelled_by: readonly DoshaExceptionWire[];
}

/** One koota: the domain result with bounded points and the dosha in wire form (null outside nadi and bhakoot). */
export interface KootaWire extends Omit<KootaResult, 'points' | 'max' | 'dosha'> {
  /**
   * @minimum 0
   * @maximum 8
   */
  readonly points: number;
  /**
   * @minimum 1
   * @maximum 8
   */
  readonly max: number;
  /** Nadi and bhakoot only, else null. */
  readonly dosha: KootaDoshaWire | null;
}

export type VerdictWire = Verdict;

export interface AshtakootaWire {
  readonly kootas: readonly KootaWire[];
  /**
   * Σ points of the tables.
   * @minimum 0
   * @maximum 36
   */
  readonly total: number;
  /**
   * Σ points with a cancelled nadi or bhakoot dosha scored at the koota's maximum.
   * @minimum 0
   * @maximum 36
   */
  readonly total_after_exceptions: number;
  readonly max: 36;
  readonly verdict: {
    readonly total: VerdictWire;
    readonly after_exceptions: VerdictWire;
    /** Bands: 31–36 excellent, 21–30 very good, 17–20 middling, 0–16 inauspicious. */
    readonly source: string;
  };
}

/** Body of POST /matching/gunmilan. */
export interface GunmilanWire extends AshtakootaWire {
  readonly bride: MatchPersonWire;
  readonly groom: MatchPersonWire;
}

/** One porutham as the library gives it (its fields are wire-ready: single words, enum values). */
export type PoruthamWire = Porutham;

export interface DashaChangeWire {
  readonly from: GrahaKeyWire;
  readonly to: GrahaKeyWire;
  /** The instant of the change, in the person's own zone rule. */
  readonly at: IsoInstant;
}

export interface DashaSandhiWire {
  readonly bride: DashaChangeWire;
  readonly groom: DashaChangeWire;
  /** Groom's change minus the bride's, days. */
  readonly gap_days: number;
}

/** Body of POST /compatibility/advanced. */
export interface CompatibilityWire {
  readonly bride: MatchPersonWire;
  readonly groom: MatchPersonWire;
  readonly ashtakoota: AshtakootaWire;
  readonly dasa_porutham: {
    readonly poruthams: readonly PoruthamWire[];
    /**
     * @minimum 0
     * @maximum 10
     */
    readonly agreeing: number;
    readonly of: 10;
    readonly source: string;
  };
  readonly manglik: {
    /** The school whose houses set each partner's `present` (all schools are listed per partner). */
    readonly school: ManglikSchool;
    readonly rule: string;
    readonly bride: ManglikWire;
    readonly groom: ManglikWire;
    /** Both or neither manglik after cancellations (present and not cancelled); null when either is unknown. */
    readonly balanced: boolean | null;
  };
  readonly dasha_sandhi: {
    readonly rule: string;
    readonly window_days: number;
    readonly sandhis: readonly DashaSandhiWire[];
  };
}

export function presentMatchPerson(core: NatalChart, moon: MoonPlacement): MatchPersonWire {
  return {
    person: presentPerson(core.birth),
    moon: {
      longitude: round6(moon.lon),
      sign: signObj(moon.sign),
      nakshatra: {
        index: moon.nakshatra,
        name: NAKSHATRA_NAMES[moon.nakshatra],
        lord: NAKSHATRA_LORD(moon.nakshatra),
      },
      pada: moon.pada,
    },
  };
}

const presentKoota = (k: KootaResult): KootaWire => ({
  key: k.key,
  points: k.points,
  max: k.max,
  bride: k.bride,
  groom: k.groom,
  cell: k.cell,
  rule: k.rule,
  source: k.source,
  dosha: k.dosha
    ? {
        present: k.dosha.present,
        cancelled_by: k.dosha.cancelledBy.map((e) => ({ key: e.key, rule: e.rule, source: e.source })),
      }
    : null,
});

export function presentAshtakoota(a: Ashtakoota): AshtakootaWire {
  return {
    kootas: a.kootas.map(presentKoota),
    total: a.total,
    total_after_exceptions: a.totalAfterExceptions,
    max: 36,
    verdict: { total: a.verdict, after_exceptions: a.verdictAfterExceptions, source: VERDICT_BANDS.source },
  };
}

export const presentPorutham = (list: readonly Porutham[]) => ({
  poruthams: list.map((p) => ({ ...p })),
  agreeing: list.filter((p) => p.agrees).length,
  of: 10 as const,
  source: PORUTHAM_SOURCE,
});

/** Manglik after cancellations: present and not cancelled; null when unknown. */
const effectiveManglik = (m: Manglik): boolean | null =>
  m.present !== true ? m.present : m.cancelled === null ? null : !m.cancelled;

export function presentManglik(school: ManglikSchool, bride: Manglik, groom: Manglik) {
  const b = effectiveManglik(bride);
  const g = effectiveManglik(groom);
  return {
    school,
    rule: manglikBalanceRule(school),
    bride: presentManglikDosha(bride),
    groom: presentManglikDosha(groom),
    balanced: b === null || g === null ? null : b === g,
  };
}

export function presentSandhi(bride: ResolvedBirth, groom: ResolvedBirth, sandhis: readonly DashaSandhi[]) {
  const change = (birth: ResolvedBirth, c: DashaChange): DashaChangeWire => ({
    from: c.from,
    to: c.to,
    at: formatBirthInstant(birth, c.jdUt),
  });
  return {
    rule: DASHA_SANDHI_RULE,
    window_days: DASHA_SANDHI_WINDOW_DAYS,
    sandhis: sandhis.map((s) => ({
      bride: change(bride, s.bride),
      groom: change(groom, s.groom),
      gap_days: Number(s.gapDays.toFixed(3)),
    })),
  };
}
