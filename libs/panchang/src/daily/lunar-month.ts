/**
 * Lunar month (masa) of an instant, amanta and purnimanta.
 *
 * Amanta month = new moon to new moon (Moon − Sun = 0°). Its name comes from the sidereal sign
 * of the Sun at the new moon that begins it: sign s → masa (s + 1) mod 12 (Sun in Meena at the
 * new moon → Chaitra, the month in which the Sun enters Mesha). A month with no sankranti (the
 * Sun in the same sign at both new moons) is adhika and takes the name of the month after it
 * (which then repeats as the nija month). A month with two sankrantis (the Sun two signs on at
 * its end) is followed by a skipped name (kshaya): the rule above skips it without a special case.
 * Checked against Drik Panchang's amanta month and adhika flag in its New Delhi grid 1900–2050
 * (test/fixtures/golden/drik-grid/).
 *
 * Purnimanta month = full moon to full moon: the Shukla paksha has the amanta name; the Krishna
 * paksha takes the name of the following nija month. The adhika month is kept whole from new
 * moon to new moon (both pakshas adhika), as Drik prints it (2023: Shravana adhika 18 Jul–16 Aug
 * in both systems; the Krishna paksha before it is purnimanta Shravana, not adhika).
 */
import { angleStateSpans, norm360, signOf } from '@pj/ephemeris';
import { MASA_NAMES } from './names';
import { SunMoonSampler } from './sampler';
import { memoisedSpans } from './span-memo';

export interface Masa {
  readonly index: number;
  readonly name: string;
  readonly adhika: boolean;
}

export interface LunarMonth {
  readonly amanta: Masa;
  readonly purnimanta: Masa;
  /** New moons that begin and end the amanta month (JD UT). */
  readonly startJdUt: number;
  readonly endJdUt: number;
  /** Sidereal signs (0–11) of the Sun at those new moons. */
  readonly sunSignAtStart: number;
  readonly sunSignAtEnd: number;
  /** When this month holds two sankrantis, the masa name skipped after it (kshaya); else null. */
  readonly expunged: { index: number; name: string } | null;
}

/**
 * Moon − Sun moves 10.8–14.5°/day: 10 days is ≤ 145° a step (< 180°, the search's precondition);
 * fewer samples outweigh the extra Newton step a wider bracket needs (measured: 5 d 0.26 ms, 7 d 0.20 ms, 10 d 0.18
 * ms).
 */
const NEW_MOON_STEP_DAYS = 10;
/** Synodic months last 29.27–29.83 days. */
const MAX_LUNATION_DAYS = 30;
const NEW_MOON_EPSILON_S = 1;

function masa(index: number, adhika: boolean): Masa {
  return { index, name: MASA_NAMES[index], adhika };
}

/**
 * Amanta and purnimanta month at an instant (for a day: its sunrise).
 * @param jdUt Julian day (UT).
 */
export function lunarMonthAt(sampler: SunMoonSampler, jdUt: number): LunarMonth {
  // new moons: global events on exact positions and a JD-aligned grid, memoised (./span-memo.ts)
  const [month] = memoisedSpans(`newmoon:${sampler.convention}`, jdUt, jdUt, () =>
    angleStateSpans(sampler.exactElongation, 1, jdUt, jdUt, {
      stepDays: NEW_MOON_STEP_DAYS,
      maxSpanDays: MAX_LUNATION_DAYS,
      epsilonS: NEW_MOON_EPSILON_S,
      alignToStep: true,
    }),
  );
  const sunSign = (t: number) => {
    const a = sampler.sunSidereal(t);
    return signOf(a.deg).index;
  };
  const s1 = sunSign(month.startJdUt);
  const s2 = sunSign(month.endJdUt);
  const sankrantis = (s2 - s1 + 12) % 12;
  const index = (s1 + 1) % 12;
  const adhika = sankrantis === 0;
  const amanta = masa(index, adhika);
  const krishna = norm360(sampler.elongation(jdUt).deg) >= 180;
  const expunged = sankrantis === 2 ? { index: (s1 + 2) % 12, name: MASA_NAMES[(s1 + 2) % 12] } : null;
  return {
    amanta,
    purnimanta: purnimantaOf(amanta, s2, krishna),
    startJdUt: month.startJdUt,
    endJdUt: month.endJdUt,
    sunSignAtStart: s1,
    sunSignAtEnd: s2,
    expunged,
  };
}

/**
 * Purnimanta month within an amanta month: Shukla paksha keeps the amanta name; Krishna paksha
 * takes the following nija month, named from the Sun at this month's closing new moon (if the
 * next month is adhika, the nija month after it carries the same name); an adhika month stays whole.
 */
export function purnimantaOf(amanta: Masa, sunSignAtEnd: number, krishna: boolean): Masa {
  return !krishna || amanta.adhika ? amanta : masa((sunSignAtEnd + 1) % 12, false);
}
