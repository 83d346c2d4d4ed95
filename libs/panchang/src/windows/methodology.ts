/** The conventions behind every window, named for the methodology fingerprint (libs/envelope). */
export const WINDOWS_ALGORITHM = 'panchang-windows-1';

export function windowsMethodology(): Record<string, string> {
  return {
    windows_day_frame:
      'day = sunrise→sunset, night = sunset→next sunrise (upper limb, standard refraction); muhurta = 1/15, kalam = 1/8',
    windows_kalams:
      'rahu kalam eighths Su8 Mo2 Tu7 We5 Th6 Fr4 Sa3; yamaganda Su5 Mo4 Tu3 We2 Th1 Fr7 Sa6; gulika Su7 Mo6 Tu5 We4 Th3 Fr2 Sa1',
    windows_muhurtas:
      'abhijit = day muhurta 8 (none on Wednesday, as Drik); vijaya = day muhurta 11; nishita = night muhurta 8; ' +
      'brahma = muhurta 14 of the previous night; pratah sandhya = 1.5 previous-night muhurtas before sunrise; ' +
      'sayahna sandhya = sunset + 1.5 night muhurtas; pradosha kala = first fifth of the night',
    windows_dur_muhurta:
      'Su d14; Mo d9 d12; Tu d4 n7; We d8; Th d6 d12; Fr d4 d9; Sa d1 d2 (d = day, n = night muhurta)',
    windows_godhuli:
      'airless sunset of the upper limb to the Sun centre at −5.75° geometric (fitted to Drik pages 2020–2023)',
    windows_nakshatra_kalams:
      'varjyam and amrit kalam at the classical tyajya/amrita ghati of the nakshatra (its span = 60 ghatis), 4 ghatis long, ' +
      'listed on the Hindu day they begin in; Mula has two varjyams (20, 56)',
    windows_periods:
      'choghadiya 8+8 (day from the vara lord, night from the 5th vara lord stepping 4 varas); hora 12+12 (Chaldean order from the vara lord); ' +
      'gowri 8+8 (Pambu Panchangam weekday tables as Drik reproduces them: day = vara-order cycle with Visham at the rahu kalam eighth)',
    windows_panchaka: 'sidereal Moon in Kumbha + Meena (300°–360°), named by the vara it begins on',
    windows_pradosham: 'Trayodashi overlapping pradosha kala',
    windows_algorithm: WINDOWS_ALGORITHM,
  };
}

/**
 * The fields `keys` of a methodology, in that order: a route names only the conventions that enter its result
 * (the others are named "not used"). Error for a key the source lacks (a renamed field).
 */
export function methodologyFields(
  source: Readonly<Record<string, string>>,
  keys: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keys) {
    if (source[k] === undefined) throw new Error(`unknown methodology field ${k}`);
    out[k] = source[k];
  }
  return out;
}
