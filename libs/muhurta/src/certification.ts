/**
 * Agreement of the `drik` school with published muhurta lists (test/fixtures/golden/muhurta): the golden
 * test (libs/muhurta/test/golden.spec.ts) recomputes every row and fails when a number here differs.
 */
import { ActivityKey } from './activities';

export interface ListAgreement {
  readonly list: string;
  readonly source: string;
  readonly year: number;
  /** Dates in the published list (inside the months it covers). */
  readonly published: number;
  /** Published dates on which the engine finds a window. */
  readonly reproduced: number;
  /** Dates with a window the list does not print (in the months it covers). */
  readonly extra: number;
  readonly note: string;
}

const S = {
  punjab: 'https://nari.punjabkesari.in/nari/news/shaadi-vivah-ke-shubh-muhurat-2025-mein-puri-list-h-yahan-2089458',
  satyaday: 'https://www.satyaday.com/dharm/vivah-muhurat-2025-february-and-may',
  mithila: 'https://newsindialive.in/?p=1232875',
  inh: 'https://www.inhnews.in/amp/News/this-is-an-auspicious-time-for-marriage-in-the-new-year-2026',
  news18: 'https://sonebhadralive.in/?p=398380',
  odia: 'https://www.odiacalendar.com/auspicious-calendar/grihapravesh-dates-2026',
};

export const CERTIFICATION: Partial<Record<ActivityKey, readonly ListAgreement[]>> = {
  marriage: [
    {
      list: 'vivah-2025-punjabkesari',
      source: S.punjab,
      year: 2025,
      published: 30,
      reproduced: 29,
      extra: 7,
      note: 'Jan–Mar 2025. Missed 01-17 (Magha meets only Krishna Chaturthi, a rikta tithi). Extra days hold short windows or dushta yogas the list drops.',
    },
    {
      list: 'vivah-2025-satyaday',
      source: S.satyaday,
      year: 2025,
      published: 21,
      reproduced: 18,
      extra: 9,
      note: 'Jan–Feb 2025. Missed 01-17 (Magha meets only Krishna Chaturthi, rikta), 01-30 (Shravana/Dhanishta) and 02-04 (Ashwini/Bharani): nakshatras outside the eleven vivah nakshatras, which this list admits.',
    },
    {
      list: 'vivah-2025-mithila',
      source: S.mithila,
      year: 2025,
      published: 43,
      reproduced: 33,
      extra: 35,
      note: 'Jan–Jun 2025, Mithila school (Darbhanga): its own nakshatra and tithi choices and fewer days; the lower agreement is the school.',
    },
    {
      list: 'vivah-2026-inhnews',
      source: S.inh,
      year: 2026,
      published: 21,
      reproduced: 17,
      extra: 10,
      note: 'Jan–Mar 2026. Missed 02-04 (Uttara Phalguni meets Bhadra on earth, then Chaturthi), 02-10 and 03-12 (Anuradha, Mula meet only Navami, rikta), 03-03 (Magha ends inside the sutak of the lunar eclipse).',
    },
  ],
  griha_pravesh: [
    {
      list: 'griha-pravesh-2025-news18',
      source: S.news18,
      year: 2025,
      published: 38,
      reproduced: 36,
      extra: 19,
      note: 'Whole 2025. Missed 03-15 (Sun in Meena: kharmas, which this list ignores) and 12-01 (Revati under Vyatipata yoga and Bhadra on earth all day).',
    },
    {
      list: 'griha-pravesh-2026-odiacalendar',
      source: S.odia,
      year: 2026,
      published: 13,
      reproduced: 13,
      extra: 16,
      note: 'Jan–Jun 2026, New Delhi times. Every published date reproduced; the list prints fewer days (short windows dropped).',
    },
  ],
};
