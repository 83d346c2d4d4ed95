/**
 * PyJHora's koota tables, for the difference list in ashtakoota.spec.ts
 * (github.com/naturalstupid/PyJHora, src/jhora/horoscope/match/compatibility.py; its vashya and
 * gana tables cite saravali.de). PyJHora indexes its tables [bride][groom]; they are given here
 * transposed to [groom][bride], the orientation of tables.ts, with the categories in the same order.
 */
import { Varna } from './tables';

const transpose = (m: readonly (readonly number[])[]) => m[0].map((_, j) => m.map((row) => row[j]));

/** PyJHora's varna of each sign (it makes Taurus, Virgo, Capricorn Shudra and Gemini, Libra, Aquarius Vaishya). */
export const SECOND_VARNA_OF_SIGN: readonly Varna[] = ([1, 3, 2, 0, 1, 3, 2, 0, 1, 3, 2, 0] as const).map(
  (i) => (['brahmin', 'kshatriya', 'vaishya', 'shudra'] as const)[i],
);

export const SECOND_SOURCE = Object.freeze({
  source:
    'PyJHora compatibility.py (naturalstupid/PyJHora; vashya and gana after saravali.de), transposed to [groom][bride]',
  varna: transpose([
    [1, 0, 0, 0],
    [1, 1, 0, 0],
    [1, 1, 1, 0],
    [1, 1, 1, 1],
  ]),
  vashya: transpose([
    [2.0, 0.5, 1.0, 0.0, 2.0],
    [0.5, 2.0, 0.0, 0.0, 0.0],
    [1.0, 0.0, 2.0, 2.0, 2.0],
    [0.0, 0.0, 2.0, 2.0, 0.0],
    [1.0, 0.0, 1.0, 0.0, 2.0],
  ]),
  tara: transpose([
    [3.0, 3.0, 1.5, 3.0, 1.5, 3.0, 1.5, 3.0, 3.0],
    [3.0, 3.0, 1.5, 3.0, 1.5, 3.0, 1.5, 3.0, 3.0],
    [1.5, 1.5, 0.0, 1.5, 0.0, 1.5, 0.0, 1.5, 1.5],
    [3.0, 3.0, 1.5, 3.0, 1.5, 3.0, 1.5, 3.0, 3.0],
    [1.5, 1.5, 0.0, 1.5, 0.0, 1.5, 0.0, 1.5, 1.5],
    [3.0, 3.0, 1.5, 3.0, 1.5, 3.0, 1.5, 3.0, 3.0],
    [1.5, 1.5, 0.0, 1.5, 0.0, 1.5, 0.0, 1.0, 1.0],
    [3.0, 3.0, 1.5, 3.0, 1.5, 3.0, 1.5, 3.0, 3.0],
    [3.0, 3.0, 1.5, 3.0, 1.5, 3.0, 1.5, 3.0, 3.0],
  ]),
  yoni: transpose([
    [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
    [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
    [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
    [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
    [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
    [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
    [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
    [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
    [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
    [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
    [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
    [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
    [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
    [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
  ]),
  graha_maitri: transpose([
    [5.0, 5.0, 5.0, 4.0, 5.0, 0.0, 0.0],
    [5.0, 5.0, 4.0, 1.0, 4.0, 0.5, 0.5],
    [5.0, 4.0, 5.0, 0.5, 5.0, 3.0, 0.5],
    [4.0, 1.0, 0.5, 5.0, 0.5, 5.0, 4.0],
    [5.0, 4.0, 5.0, 0.5, 5.0, 0.5, 3.0],
    [0.0, 0.5, 3.0, 5.0, 0.5, 5.0, 5.0],
    [0.0, 0.5, 0.5, 4.0, 3.0, 5.0, 5.0],
  ]),
  gana: transpose([
    [6, 6, 0],
    [5, 6, 0],
    [1, 0, 6],
  ]),
  /** PyJHora's raasi_array, [bride sign][groom sign]. */
  bhakoot: transpose([
    [7, 0, 7, 7, 0, 0, 7, 0, 0, 7, 7, 0],
    [0, 7, 0, 7, 7, 0, 0, 7, 0, 0, 7, 7],
    [7, 0, 7, 0, 7, 7, 0, 0, 7, 0, 0, 7],
    [7, 7, 0, 7, 0, 7, 7, 0, 0, 7, 0, 0],
    [0, 7, 7, 0, 7, 0, 7, 7, 0, 0, 7, 0],
    [0, 0, 7, 7, 0, 7, 0, 7, 7, 0, 0, 7],
    [7, 0, 0, 7, 7, 0, 7, 0, 7, 7, 0, 0],
    [0, 7, 0, 0, 7, 7, 0, 7, 0, 7, 7, 0],
    [0, 0, 7, 0, 0, 7, 7, 0, 7, 0, 7, 7],
    [7, 0, 0, 7, 0, 0, 7, 7, 0, 7, 0, 7],
    [7, 7, 0, 7, 7, 0, 0, 7, 7, 0, 7, 0],
    [0, 7, 7, 0, 0, 7, 0, 0, 7, 7, 0, 7],
  ]),
  nadi: [
    [0, 8, 8],
    [8, 0, 8],
    [8, 8, 0],
  ],
});
