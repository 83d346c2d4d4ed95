import { AyanamsaKey, GrahaKey, NAKSHATRA_NAMES, RASHI_NAMES, RiseConvention, riseConventionOf } from '@pj/ephemeris';
import {
  balaMethodology,
  DailyCoreInput,
  DEFAULT_PANCHANG_CONVENTION,
  PanchangConvention,
  chandraBalaOf,
  GOCHARA_EFFECTS,
  GOCHARA_FAVOURABLE_HOUSES,
  houseFrom,
  moonDay,
  MoonDay,
  saturnPhase,
  taraOf,
} from '@pj/panchang';
import { GocharLane, gocharScan } from './gochar';
import { utcIso } from './packets';

/**
 * Daily Chandra-rashi rashifal: for each of the 12 natal Moon signs, the Moon's transit house
 * during the Hindu day (with chandrabala), the tara of each nakshatra span for the birth stars
 * of the sign, the houses of the slow grahas (Jupiter, Saturn, Rahu, Ketu, Mars) and of the fast
 * ones (Sun, Mercury, Venus) from the natal Moon sign, and guidance composed only from the classical gochara tables of
 * libs/panchang/src/bala (Phaladeepika 26, Brihat Samhita 104; Muhurta Chintamani for the
 * balas). No randomness, no clock: the same inputs give the same bytes.
 */
export const RASHIFAL_ALGORITHM = 'rashifal-2';
export const RASHIFAL_SCOPE =
  'General sign-level guidance by the natal Moon sign (Chandra rashi) from classical gochara rules; it is not a personal prediction and ignores the rest of a birth chart (lagna, dashas, vedha).';
const SLOW: readonly GrahaKey[] = ['jupiter', 'saturn', 'rahu', 'ketu', 'mars'];
/** The fast grahas: each changes sign about monthly (Mercury and Venus stay within 28° and 47° of the Sun). */
const FAST: readonly GrahaKey[] = ['sun', 'mercury', 'venus'];
const TITLE: Readonly<Record<string, string>> = {
  moon: 'Moon',
  sun: 'Sun',
  mercury: 'Mercury',
  venus: 'Venus',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  rahu: 'Rahu',
  ketu: 'Ketu',
  mars: 'Mars',
};
const TONES = [
  { min: 4, tone: 'favourable', text: 'Most transits support this sign today: a good day to start and to press on.' },
  {
    min: 3,
    tone: 'mixed',
    text: 'Supporting and straining transits balance today: proceed steadily and check details.',
  },
  {
    min: 0,
    tone: 'cautious',
    text: 'Most transits strain this sign today: prefer routine work and postpone new ventures.',
  },
] as const;

export function rashifalMethodology(
  ayanamsa: AyanamsaKey = 'lahiri',
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
  rise: RiseConvention = riseConventionOf(undefined),
): Record<string, string> {
  return {
    ...balaMethodology(ayanamsa, convention, rise),
    graha_frame: 'graha longitudes and ingresses in the sidereal frame of the convention above (libs/sky frame.ts)',
    nodes: 'mean nodes',
    gochara:
      'houses from the natal Moon sign; favourable: Moon 1 3 6 7 10 11, Sun 3 6 10 11, Mars 3 6 11, Mercury 2 4 6 8 10 11, Jupiter 2 5 7 9 11, Venus 1 2 3 4 5 8 9 11 12, Saturn/Rahu/Ketu 3 6 11 (Phaladeepika 26, Brihat Samhita 104); vedha not applied; ' +
      'graha signs at the start of the Hindu day (sunrise), ingresses within the day listed; tone: favourable factors among the Moon at sunrise and the five slow grahas (≥ 4 favourable, 3 mixed, ≤ 2 cautious); ' +
      'the fast grahas (Sun, Mercury, Venus: about a month per sign) are listed in fast_gochar and in the guidance as shorter influences, outside the tone',
    algorithms: RASHIFAL_ALGORITHM,
  };
}

const named = (names: readonly string[], index: number) => ({ index, name: names[index] });

interface Factor {
  readonly key: string;
  readonly house: number;
  readonly favourable: boolean;
  readonly effect: string;
}

function factor(key: GrahaKey, natal: number, sign: number): Factor {
  const house = houseFrom(natal, sign);
  return {
    key,
    house,
    favourable: GOCHARA_FAVOURABLE_HOUSES[key].includes(house),
    effect: GOCHARA_EFFECTS[key]![house - 1],
  };
}

const phrase = (f: Factor) => `${TITLE[f.key]} in the ${ordinal(f.house)} (${f.effect})`;
function ordinal(n: number): string {
  const s = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${s}`;
}

/** Birth stars (nakshatras) that share a natal Moon sign: its nine padas span three nakshatras. */
function natalNakshatras(sign: number): { index: number; padas: number[] }[] {
  const out: { index: number; padas: number[] }[] = [];
  for (let p = sign * 9; p < sign * 9 + 9; p++) {
    const index = Math.floor(p / 4);
    const last = out[out.length - 1];
    if (last && last.index === index) last.padas.push((p % 4) + 1);
    else out.push({ index, padas: [(p % 4) + 1] });
  }
  return out;
}

function signEntry(natal: number, day: MoonDay, lanes: readonly GocharLane[], fastLanes: readonly GocharLane[]) {
  const moonSpans = day.moonsign.map((s) => {
    const f = factor('moon', natal, s.index);
    return {
      moonsign: named(RASHI_NAMES, s.index),
      start: day.fmt(s.startJdUt),
      end: day.fmt(s.endJdUt),
      house: f.house,
      chandrabala: chandraBalaOf(natal, s.index).quality,
      effect: f.effect,
    };
  });
  const taras = natalNakshatras(natal).map((n) => ({
    natal_nakshatra: named(NAKSHATRA_NAMES, n.index),
    padas: n.padas,
    spans: day.nakshatra.map((s) => {
      const t = taraOf(n.index, s.index);
      return {
        nakshatra: named(NAKSHATRA_NAMES, s.index),
        start: day.fmt(s.startJdUt),
        end: day.fmt(s.endJdUt),
        tara: { index: t.index, name: t.name, count: t.count, quality: t.quality },
      };
    }),
  }));
  const gochar = lanes.map((l) => {
    const f = factor(l.planet, natal, l.start.sign.index);
    return {
      key: l.planet,
      sign: l.start.sign,
      house: f.house,
      favourable: f.favourable,
      effect: f.effect,
      ...(l.planet === 'saturn' ? { phase: saturnPhase(f.house) } : {}),
    };
  });
  const fast = fastLanes.map((l) => {
    const f = factor(l.planet, natal, l.start.sign.index);
    return { key: l.planet, sign: l.start.sign, house: f.house, favourable: f.favourable, effect: f.effect };
  });
  const fastFactors = fastLanes.map((l) => factor(l.planet, natal, l.start.sign.index));
  const fastGood = fastFactors.filter((f) => f.favourable);
  const fastBad = fastFactors.filter((f) => !f.favourable);
  const factors: Factor[] = [
    factor('moon', natal, day.moonsign[0].index),
    ...lanes.map((l) => factor(l.planet, natal, l.start.sign.index)),
  ];
  const good = factors.filter((f) => f.favourable);
  const bad = factors.filter((f) => !f.favourable);
  const tone = TONES.find((t) => good.length >= t.min)!;
  const taraGood = taras.filter((t) => t.spans[0].tara.quality === 'auspicious').map((t) => t.natal_nakshatra.name);
  const taraBad = taras.filter((t) => t.spans[0].tara.quality !== 'auspicious').map((t) => t.natal_nakshatra.name);
  const guidance = [
    tone.text,
    good.length ? `Supporting: ${good.map(phrase).join('; ')}.` : '',
    bad.length ? `Straining: ${bad.map(phrase).join('; ')}.` : '',
    fastGood.length ? `Shorter influences helping: ${fastGood.map(phrase).join('; ')}.` : '',
    fastBad.length ? `Shorter influences hindering: ${fastBad.map(phrase).join('; ')}.` : '',
    taraGood.length ? `Tara bala at sunrise favours those born in ${taraGood.join(', ')}.` : '',
    taraBad.length ? `Tara bala at sunrise is weak for those born in ${taraBad.join(', ')}.` : '',
  ].filter((s) => s !== '');
  return {
    natal_moon_rashi: named(RASHI_NAMES, natal),
    moon: moonSpans,
    tara_bala: taras,
    gochar,
    fast_gochar: fast,
    summary: { favourable_factors: good.length, factors: factors.length, tone: tone.tone, guidance },
  };
}

/** A local date at a place (the daily core's input). */
export type RashifalQuery = DailyCoreInput;

/** The rashifal packet of a local date at a place (spans over sunrise → next sunrise in the place's zone). */
export function rashifalPacket(q: RashifalQuery): {
  body: Record<string, unknown>;
  methodology: Record<string, string>;
} {
  const day = moonDay(q);
  const convention = q.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const lanes = gocharScan(day.startJdUt, day.endJdUt - day.startJdUt, q.ayanamsa, SLOW, convention);
  const fastLanes = gocharScan(day.startJdUt, day.endJdUt - day.startJdUt, q.ayanamsa, FAST, convention);
  return {
    body: {
      date: q.date,
      place: day.place,
      ayanamsa: q.ayanamsa,
      scope: RASHIFAL_SCOPE,
      hindu_day: { start: day.fmt(day.startJdUt), end: day.fmt(day.endJdUt) },
      transits: {
        moonsign: day.moonsign.map((s) => ({
          index: s.index,
          name: s.name,
          start: day.fmt(s.startJdUt),
          end: day.fmt(s.endJdUt),
        })),
        nakshatra: day.nakshatra.map((s) => ({
          index: s.index,
          name: s.name,
          start: day.fmt(s.startJdUt),
          end: day.fmt(s.endJdUt),
        })),
        grahas: [...lanes, ...fastLanes].map((l) => ({
          key: l.planet,
          longitude: Number(l.start.longitudeDeg.toFixed(4)),
          sign: l.start.sign,
          nakshatra: l.start.nakshatra,
          retrograde: l.start.retrograde,
          ingresses_today: l.ingresses.map((i) => ({
            instant: day.fmt(i.jdUt),
            instant_utc: utcIso(i.jdUt),
            from: i.from,
            to: i.to,
          })),
        })),
      },
      signs: RASHI_NAMES.map((_, natal) => signEntry(natal, day, lanes, fastLanes)),
      sources: [
        'Phaladeepika (Mantreswara) ch. 26 and Brihat Samhita (Varahamihira) ch. 104: favourable gochara houses; effect phrases are this project\u2019s summaries',
        'Muhurta Chintamani ch. 1; B. V. Raman, Muhurtha ch. 3: tara bala and chandrabala',
      ],
    },
    methodology: rashifalMethodology(q.ayanamsa, convention, riseConventionOf(q.sunrise)),
  };
}
