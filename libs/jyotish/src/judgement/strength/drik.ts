/**
 * Drik bala (BPHS 27.38–40; B. V. Raman, "Graha and Bhava Balas"): a quarter of the aspect virupas a graha
 * receives from benefics minus those from malefics. Aspect virupas by the arc d from the aspecting to the
 * aspected graha (BPHS 26.2–5), with the special aspects of Mars, Jupiter and Saturn.
 */
import { NatalChart } from '../../chart';
import { PlanetKey, SEVEN } from '../../tables';
import { PerPlanet } from './sthana';

/** Aspect value (virupas, 0..60) of an arc d (degrees, 0..360) for a graha. */
export function drishtiVirupas(d: number, from: PlanetKey): number {
  let v = 0;
  if (d >= 30 && d < 60) v = (d - 30) / 2;
  else if (d >= 60 && d < 90) v = d - 60 + 15;
  else if (d >= 90 && d < 120) v = (120 - d) / 2 + 30;
  else if (d >= 120 && d < 150) v = 150 - d;
  else if (d >= 150 && d < 180) v = (d - 150) * 2;
  else if (d >= 180 && d < 300) v = (300 - d) / 2;
  // special aspects (BPHS 26.5): full on their houses, raising the general value there
  if (from === 'mars' && ((d >= 90 && d < 120) || (d >= 210 && d < 240))) v += 15;
  if (from === 'jupiter' && ((d >= 120 && d < 150) || (d >= 240 && d < 270))) v += 30;
  if (from === 'saturn' && ((d >= 60 && d < 90) || (d >= 270 && d < 300))) v += 45;
  return v;
}

/**
 * Natural benefics for drik and paksha bala: Jupiter, Venus, a waxing Moon, and Mercury unless in one sign with a
 * malefic (the Sun, Mars, Saturn, Rahu, Ketu).
 */
export function isBenefic(core: NatalChart, g: PlanetKey): boolean {
  if (g === 'jupiter' || g === 'venus') return true;
  if (g === 'moon') return (core.lon.moon - core.lon.sun + 360) % 360 < 180;
  if (g === 'mercury') {
    const sign = (k: keyof typeof core.lon) => Math.floor(core.lon[k] / 30);
    return !(['sun', 'mars', 'saturn', 'rahu', 'ketu'] as const).some((m) => sign(m) === sign('mercury'));
  }
  return false;
}

export function drikBala(core: NatalChart): PerPlanet {
  return Object.fromEntries(
    SEVEN.map((target) => {
      const sum = SEVEN.filter((g) => g !== target).reduce((acc, g) => {
        const d = (core.lon[target] - core.lon[g] + 360) % 360;
        const v = drishtiVirupas(d, g);
        return acc + (isBenefic(core, g) ? v : -v);
      }, 0);
      return [target, sum / 4];
    }),
  ) as Record<PlanetKey, number>;
}
