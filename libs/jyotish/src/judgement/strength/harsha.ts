/**
 * Harsha bala (Tajika; P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", 28.3): four
 * conditions of 5 virupas each (0–20): the graha in its house of joy from the lagna; in its own or
 * exaltation sign; a female graha in the 1st–3rd or 7th–9th house, a male one in the 4th–6th or 10th–12th;
 * a male graha in a day chart, a female one in a night chart.
 */
import { NatalChart } from '../../chart';
import { EXALTATION, PlanetKey, SEVEN, SIGN_LORD } from '../../tables';
import { DayFrame } from './kala';
import { PerPlanet } from './sthana';

/** Houses of joy (Tajika): Mercury 1, Moon 3, Venus 5, Mars 6, Sun 9, Jupiter 11, Saturn 12. */
export const JOY_HOUSE: PerPlanet = { mercury: 1, moon: 3, venus: 5, mars: 6, sun: 9, jupiter: 11, saturn: 12 };
/** Tajika genders: the Sun, Mars and Jupiter male; the Moon, Mercury, Venus and Saturn female. */
const MALE: readonly PlanetKey[] = ['sun', 'mars', 'jupiter'];

export interface HarshaParts {
  readonly sthana: PerPlanet;
  readonly dignity: PerPlanet;
  readonly gender: PerPlanet;
  readonly dayNight: PerPlanet;
  readonly total: PerPlanet;
}

export function harshaBala(core: NatalChart, day: DayFrame): HarshaParts {
  const lagna = Math.floor(core.lon.ascendant / 30);
  const isDay = core.birth.instant.jdUt < day.sunset.jdUt;
  const make = (f: (g: PlanetKey, sign: number, house: number) => boolean) =>
    Object.fromEntries(
      SEVEN.map((g) => {
        const sign = Math.floor(core.lon[g] / 30);
        return [g, f(g, sign, ((sign - lagna + 12) % 12) + 1) ? 5 : 0];
      }),
    ) as Record<PlanetKey, number>;
  const sthana = make((g, _s, house) => JOY_HOUSE[g] === house);
  const dignity = make((g, sign) => SIGN_LORD[sign] === g || EXALTATION[g].sign === sign);
  const gender = make((g, _s, house) =>
    (MALE.includes(g) ? [4, 5, 6, 10, 11, 12] : [1, 2, 3, 7, 8, 9]).includes(house),
  );
  const dayNight = make((g) => MALE.includes(g) === isDay);
  const total = Object.fromEntries(SEVEN.map((g) => [g, sthana[g] + dignity[g] + gender[g] + dayNight[g]])) as Record<
    PlanetKey,
    number
  >;
  return { sthana, dignity, gender, dayNight, total };
}
