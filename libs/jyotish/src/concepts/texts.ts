/**
 * The prose of the concept pages that no table of the libraries holds: one line per graha, house,
 * karana, dosha and panchang element, written for this project. Every number and relation on a
 * page comes from the classical tables (catalogue.ts reads them); these lines only say what a thing is.
 */
import type { GrahaKey } from '@pj/ephemeris';

export const GRAHA_NATURE: Readonly<Record<GrahaKey, { nature: string; signifies: string }>> = {
  sun: { nature: 'natural malefic (mild)', signifies: 'the self, vitality, the father, authority and the state' },
  moon: {
    nature: 'benefic when waxing, malefic when waning',
    signifies: 'the mind, the mother, feelings and nourishment',
  },
  mars: { nature: 'natural malefic', signifies: 'energy, courage, siblings, land and conflict' },
  mercury: { nature: 'benefic unless joined by malefics', signifies: 'speech, intellect, trade and learning' },
  jupiter: { nature: 'great natural benefic', signifies: 'wisdom, teachers, children, dharma and fortune' },
  venus: { nature: 'natural benefic', signifies: 'love, the spouse, comfort, art and vehicles' },
  saturn: { nature: 'natural malefic', signifies: 'time, discipline, labour, longevity and sorrow' },
  rahu: {
    nature: 'shadow graha (north lunar node), malefic',
    signifies: 'obsession, the foreign and the unconventional',
  },
  ketu: { nature: 'shadow graha (south lunar node), malefic', signifies: 'detachment, loss and liberation' },
};

/** Classical name and the matters of each house (1–12), in this project's words. */
export const HOUSE_MEANING: readonly { readonly name: string; readonly matters: string }[] = [
  { name: 'Tanu bhava', matters: 'the body, temperament and the course of life' },
  { name: 'Dhana bhava', matters: 'wealth, family, speech and food' },
  { name: 'Sahaja bhava', matters: 'younger siblings, courage, effort and short journeys' },
  { name: 'Sukha bhava', matters: 'the mother, home, property, vehicles and inner contentment' },
  { name: 'Putra bhava', matters: 'children, intelligence, merit from past lives and mantra' },
  { name: 'Ripu bhava', matters: 'enemies, illness, debt, service and competition' },
  { name: 'Kalatra bhava', matters: 'the spouse, partnership, trade and travel abroad' },
  { name: 'Ayur bhava', matters: 'longevity, sudden events, inheritance and hidden matters' },
  { name: 'Dharma bhava', matters: 'fortune, the father or teacher, dharma and pilgrimage' },
  { name: 'Karma bhava', matters: 'career, action, status and reputation' },
  { name: 'Labha bhava', matters: 'gains, income, elder siblings and fulfilment of wishes' },
  { name: 'Vyaya bhava', matters: 'expenditure, loss, sleep, foreign lands and liberation' },
];

/** Karanas: the four fixed ones occur once a month, the seven movable ones repeat; Vishti is Bhadra. */
export const KARANA_NOTE: Readonly<Record<string, string>> = {
  Vishti: 'also called Bhadra; avoided for auspicious beginnings in muhurta practice',
  Kimstughna: 'fixed karana: the first half of Shukla Pratipada',
  Shakuni: 'fixed karana: the second half of Krishna Chaturdashi',
  Chatushpada: 'fixed karana: the first half of Amavasya',
  Naga: 'fixed karana: the second half of Amavasya',
};

export interface DoshaText {
  readonly title: string;
  readonly summary: string;
  readonly mechanism: string;
}

/** The doshas of POST /dosha, by their key in its `doshas` object. */
export const DOSHA_TEXT: Readonly<Record<string, DoshaText>> = {
  manglik: {
    title: 'Manglik (Kuja) dosha',
    summary: 'Mars in a house held to disturb marriage, counted from the lagna, the Moon or Venus.',
    mechanism:
      'Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house (the school decides which of these count), with cancellations such as Mars in its own or exaltation sign.',
  },
  kala_sarpa: {
    title: 'Kala Sarpa dosha',
    summary: 'All seven grahas hemmed on one side of the Rahu–Ketu axis.',
    mechanism: 'The Sun to Saturn all lie within the half of the zodiac from Rahu to Ketu (or from Ketu to Rahu).',
  },
  pitru: {
    title: 'Pitru dosha',
    summary: 'Affliction of the Sun or the 9th house by the nodes or Saturn, read as an ancestral debt.',
    mechanism: 'The Sun or the 9th house (or its lord) joined by Rahu, Ketu or Saturn.',
  },
  guru_chandala: {
    title: 'Guru Chandala dosha',
    summary: 'Jupiter joined by Rahu (in some schools also Ketu).',
    mechanism: 'Jupiter and Rahu (or either node, by school) in the same sign.',
  },
  grahan: {
    title: 'Grahan dosha',
    summary: 'A luminary joined by a node, echoing an eclipse in the chart.',
    mechanism: 'The Sun or the Moon in the same sign as Rahu or Ketu.',
  },
  shrapit: {
    title: 'Shrapit dosha',
    summary: 'Saturn joined by Rahu.',
    mechanism: 'Saturn and Rahu in the same sign.',
  },
  kemadruma: {
    title: 'Kemadruma yoga (dosha)',
    summary: 'The Moon left without grahas on either side.',
    mechanism:
      'No graha other than the Sun and the nodes in the 2nd or 12th from the Moon; kendra placements cancel it in most texts.',
  },
  sade_sati: {
    title: 'Sade Sati',
    summary: "Saturn's seven-and-a-half-year transit over the natal Moon sign and the signs either side.",
    mechanism: 'Transit Saturn in the 12th, 1st or 2nd sign from the natal Moon, about 2½ years in each.',
  },
};

/** The five limbs of the Panchang and the other daily elements the API returns. */
export const ELEMENT_TEXT: Readonly<Record<string, { title: string; summary: string; mechanism: string }>> = {
  tithi: {
    title: 'Tithi',
    summary: 'The lunar day: each 12° that the Moon gains on the Sun.',
    mechanism: '30 tithis per synodic month; the tithi index is floor((Moon − Sun) / 12°), 15 in each paksha.',
  },
  vara: {
    title: 'Vara',
    summary: 'The weekday, counted from sunrise to sunrise and ruled by a graha.',
    mechanism: 'Sunday is the Sun’s day and so on in the hora order; the Hindu day changes at sunrise, not midnight.',
  },
  nakshatra: {
    title: 'Nakshatra',
    summary: 'The lunar mansion the Moon occupies: one of 27 equal parts of the sidereal zodiac.',
    mechanism: 'Each nakshatra spans 13°20′ from sidereal 0° Aries, divided into four padas of 3°20′.',
  },
  yoga: {
    title: 'Yoga (nitya yoga)',
    summary: 'One of 27 divisions of the sum of the Sun’s and the Moon’s sidereal longitudes.',
    mechanism: 'The index is floor((Sun + Moon) mod 360° / 13°20′).',
  },
  karana: {
    title: 'Karana',
    summary: 'Half a tithi: 60 karanas per lunar month.',
    mechanism:
      'Four fixed karanas at the end and start of the month, seven movable ones repeating eight times between.',
  },
};
