/**
 * The period tree every /dasha system is returned as: a graha, the lagna or a sign per period,
 * nested to the requested level, with one builder (`buildPeriods`) for the systems whose periods
 * are not a fixed DashaScheme cycle (Naisargika, the rasi dashas) and one adapter for those that
 * are (`fromScheme`).
 */
import { GrahaKey } from '@pj/ephemeris';
import { DashaLevel, DashaPeriod, LEVEL_NAMES } from '../dasha';

export type DashaLord = GrahaKey | 'lagna';

export interface SystemPeriod {
  /** A graha dasha's lord ('lagna' in Naisargika); null in a rasi dasha. */
  readonly lord: DashaLord | null;
  /** A rasi dasha's sign (0..11); null in a graha dasha. */
  readonly sign: number | null;
  /** Yogini's names (Mangala, …) where the system has them. */
  readonly name?: string;
  readonly level: DashaLevel;
  readonly startJd: number;
  readonly endJd: number;
  readonly subPeriods?: readonly SystemPeriod[];
}

/** One node of a period list: what rules it and its years. */
export interface Unit {
  readonly lord: DashaLord | null;
  readonly sign: number | null;
  readonly years: number;
}

/**
 * Periods from `startJd`: `units` in order, each `years × yearDays` long, each divided `levels − 1`
 * deep by `children(parent, depth)` (the child units; their years are weights, scaled to fill the
 * parent).
 */
export function buildPeriods(
  units: readonly Unit[],
  startJd: number,
  yearDays: number,
  levels: number,
  children: (parent: Unit, depth: number) => readonly Unit[],
  depth = 0,
): SystemPeriod[] {
  let t = startJd;
  return units.map((u) => {
    const len = u.years * yearDays;
    const start = t;
    t += len;
    let subPeriods: SystemPeriod[] | undefined;
    if (depth + 1 < levels) {
      const kids = children(u, depth + 1);
      const total = kids.reduce((a, k) => a + k.years, 0);
      if (kids.length && total > 0)
        subPeriods = buildPeriods(
          kids.map((k) => ({ ...k, years: (u.years * k.years) / total })),
          start,
          yearDays,
          levels,
          children,
          depth + 1,
        );
    }
    return {
      lord: u.lord,
      sign: u.sign,
      level: LEVEL_NAMES[depth],
      startJd: start,
      endJd: t,
      ...(subPeriods ? { subPeriods } : {}),
    };
  });
}

/** dasha.ts's graha periods as /dasha periods (sign null). */
export function fromScheme(ps: readonly DashaPeriod[]): SystemPeriod[] {
  return ps.map((p) => ({
    lord: p.lord,
    sign: null,
    level: p.level,
    startJd: p.startJd,
    endJd: p.endJd,
    ...(p.name ? { name: p.name } : {}),
    ...(p.subPeriods ? { subPeriods: fromScheme(p.subPeriods) } : {}),
  }));
}
