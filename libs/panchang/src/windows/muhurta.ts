/**
 * Windows cut from the day (sunrise → sunset) and the night (sunset → next sunrise), each in
 * equal parts: 8 for the kalams, 15 muhurtas for the muhurta windows. Weekday tables and the
 * muhurta numbers are those Drik Panchang prints (matched on a year of its calendar feed and its
 * day pages; see README.md in this folder).
 */
import { DayFrame, part, RawWindow } from './frame';

/** Rahu kalam, yamaganda, gulika kalam: the 1-based eighth of the day, by vara (0 = Sunday). */
export const KALAM_PART: Readonly<Record<'rahu_kalam' | 'yamaganda' | 'gulika_kalam', readonly number[]>> = {
  rahu_kalam: [8, 2, 7, 5, 6, 4, 3],
  yamaganda: [5, 4, 3, 2, 1, 7, 6],
  gulika_kalam: [7, 6, 5, 4, 3, 2, 1],
};
const KALAM_NAME = { rahu_kalam: 'Rahu Kalam', yamaganda: 'Yamaganda', gulika_kalam: 'Gulika Kalam' } as const;

export function kalam(f: DayFrame, kind: keyof typeof KALAM_PART): RawWindow {
  const [s, e] = part(f.sunriseJdUt, f.sunsetJdUt, 8, KALAM_PART[kind][f.vara] - 1);
  return {
    kind,
    name: KALAM_NAME[kind],
    startJdUt: s,
    endJdUt: e,
    quality: 'inauspicious',
    extra: { part: KALAM_PART[kind][f.vara] },
  };
}

/**
 * Dur muhurta by vara: 1-based muhurtas of the day (15 from sunrise), `night` of the night (15
 * from sunset). Drik: Sunday 14; Monday 9, 12; Tuesday 4 and night 7; Wednesday 8; Thursday 6,
 * 12; Friday 4, 9; Saturday 1, 2.
 */
export const DUR_MUHURTA: readonly (readonly { muhurta: number; of: 'day' | 'night' }[])[] = [
  [{ muhurta: 14, of: 'day' }],
  [
    { muhurta: 9, of: 'day' },
    { muhurta: 12, of: 'day' },
  ],
  [
    { muhurta: 4, of: 'day' },
    { muhurta: 7, of: 'night' },
  ],
  [{ muhurta: 8, of: 'day' }],
  [
    { muhurta: 6, of: 'day' },
    { muhurta: 12, of: 'day' },
  ],
  [
    { muhurta: 4, of: 'day' },
    { muhurta: 9, of: 'day' },
  ],
  [
    { muhurta: 1, of: 'day' },
    { muhurta: 2, of: 'day' },
  ],
];

function dayMuhurta(f: DayFrame, n: number): [number, number] {
  return part(f.sunriseJdUt, f.sunsetJdUt, 15, n - 1);
}
function nightMuhurta(f: DayFrame, n: number): [number, number] {
  return part(f.sunsetJdUt, f.nextSunriseJdUt, 15, n - 1);
}

export function durMuhurta(f: DayFrame): RawWindow[] {
  return DUR_MUHURTA[f.vara].map(({ muhurta, of }) => {
    const [s, e] = of === 'day' ? dayMuhurta(f, muhurta) : nightMuhurta(f, muhurta);
    return {
      kind: 'dur_muhurta',
      name: 'Dur Muhurta',
      startJdUt: s,
      endJdUt: e,
      quality: 'inauspicious',
      extra: { muhurta, of },
    };
  });
}

/**
 * Abhijit: the 8th day muhurta (around local noon); Drik prints none on Wednesday, whose 8th muhurta is dur muhurta.
 */
export function abhijit(f: DayFrame): RawWindow | null {
  if (f.vara === 3) return null;
  const [s, e] = dayMuhurta(f, 8);
  return { kind: 'abhijit', name: 'Abhijit Muhurta', startJdUt: s, endJdUt: e, quality: 'auspicious' };
}

/** Vijaya: the 11th day muhurta. */
export function vijaya(f: DayFrame): RawWindow {
  const [s, e] = dayMuhurta(f, 11);
  return { kind: 'vijaya_muhurta', name: 'Vijaya Muhurta', startJdUt: s, endJdUt: e, quality: 'auspicious' };
}

/** Nishita: the 8th night muhurta (around local midnight). */
export function nishita(f: DayFrame): RawWindow {
  const [s, e] = nightMuhurta(f, 8);
  return { kind: 'nishita_muhurta', name: 'Nishita Muhurta', startJdUt: s, endJdUt: e, quality: 'auspicious' };
}

/**
 * Brahma muhurta: the 14th muhurta of the night before sunrise (two night muhurtas before
 * sunrise to one before). `prevSunsetJdUt` is that night's start; its length sets the muhurta.
 */
export function brahmaMuhurta(f: DayFrame, prevSunsetJdUt: number): RawWindow {
  const [s, e] = part(prevSunsetJdUt, f.sunriseJdUt, 15, 13);
  return { kind: 'brahma_muhurta', name: 'Brahma Muhurta', startJdUt: s, endJdUt: e, quality: 'auspicious' };
}

/** Pratah sandhya: from the middle of Brahma muhurta (1.5 night muhurtas before sunrise) to sunrise. */
export function pratahSandhya(f: DayFrame, prevSunsetJdUt: number): RawWindow {
  const m = (f.sunriseJdUt - prevSunsetJdUt) / 15;
  return {
    kind: 'pratah_sandhya',
    name: 'Pratah Sandhya',
    startJdUt: f.sunriseJdUt - 1.5 * m,
    endJdUt: f.sunriseJdUt,
    quality: 'auspicious',
  };
}

/** Sayahna sandhya: sunset to 1.5 night muhurtas after it (the mirror of pratah sandhya). */
export function sayahnaSandhya(f: DayFrame): RawWindow {
  const m = (f.nextSunriseJdUt - f.sunsetJdUt) / 15;
  return {
    kind: 'sayahna_sandhya',
    name: 'Sayahna Sandhya',
    startJdUt: f.sunsetJdUt,
    endJdUt: f.sunsetJdUt + 1.5 * m,
    quality: 'auspicious',
  };
}

/** Pradosha kala: the first fifth of the night (6 of its 30 ghatis) from sunset. */
export function pradoshaKala(f: DayFrame): RawWindow {
  const [s, e] = part(f.sunsetJdUt, f.nextSunriseJdUt, 5, 0);
  return { kind: 'pradosha_kala', name: 'Pradosha Kala', startJdUt: s, endJdUt: e, quality: 'auspicious' };
}
