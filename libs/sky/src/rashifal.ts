import {
  AyanamsaKey,
  DEFAULT_AYANAMSA,
  GrahaKey,
  NAKSHATRA_NAMES,
  RASHI_NAMES,
  RiseConvention,
  riseConventionOf,
} from '@pj/ephemeris';
import {
  balaMethodology,
  BalaQuality,
  DEFAULT_PANCHANG_CONVENTION,
  PanchangConvention,
  chandraBalaOf,
  GOCHARA_EFFECTS,
  GOCHARA_FAVOURABLE_HOUSES,
  houseFrom,
  moonDay,
  MoonDay,
  MoonDayQuery,
  MoonSpan,
  SaturnPhase,
  saturnPhase,
  Tara,
  taraOf,
} from '@pj/panchang';
import { GocharLane, gocharScan } from './gochar';

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
const TITLE: Readonly<Record<GrahaKey, string>> = {
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
  ayanamsa: AyanamsaKey = DEFAULT_AYANAMSA,
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

/** One graha's gochara for a natal Moon sign: its house from that sign and the classical result. */
export interface RashifalFactor {
  readonly key: GrahaKey;
  /** House from the natal Moon sign, 1–12. */
  readonly house: number;
  readonly favourable: boolean;
  readonly effect: string;
}

function factor(key: GrahaKey, natal: number, sign: number): RashifalFactor {
  const house = houseFrom(natal, sign);
  return {
    key,
    house,
    favourable: GOCHARA_FAVOURABLE_HOUSES[key].includes(house),
    effect: GOCHARA_EFFECTS[key]![house - 1],
  };
}

const phrase = (f: RashifalFactor) => `${TITLE[f.key]} in the ${ordinal(f.house)} (${f.effect})`;
function ordinal(n: number): string {
  const s = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${s}`;
}

/** A birth star of a natal Moon sign and the padas of it that lie in the sign. */
interface NatalStar {
  readonly index: number;
  readonly padas: number[];
}

/** Birth stars (nakshatras) that share a natal Moon sign: its nine padas span three nakshatras. */
function natalNakshatras(sign: number): NatalStar[] {
  const out: NatalStar[] = [];
  for (let p = sign * 9; p < sign * 9 + 9; p++) {
    const index = Math.floor(p / 4);
    const last = out[out.length - 1];
    if (last && last.index === index) last.padas.push((p % 4) + 1);
    else out.push({ index, padas: [(p % 4) + 1] });
  }
  return out;
}

/** A graha's lane (its place at sunrise) read for one natal Moon sign; Saturn adds its named phase. */
export interface RashifalGochar extends RashifalFactor {
  readonly lane: GocharLane;
  /** Saturn only: sade sati, kantaka or ashtama shani by its house, else null; undefined for the other grahas. */
  readonly saturnPhase?: SaturnPhase;
}

/** The rashifal of one natal Moon sign for the day. */
export interface RashifalSign {
  /** Natal Moon sign, 0 = Mesha. */
  readonly natal: number;
  /** The Moon's sign spans with their house, chandrabala and result for this sign. */
  readonly moon: readonly { span: MoonSpan; house: number; chandrabala: BalaQuality; effect: string }[];
  /** The sign's birth stars (with their padas in the sign) and the tara of each nakshatra span for them. */
  readonly taraBala: readonly { star: NatalStar; spans: readonly { span: MoonSpan; tara: Tara }[] }[];
  /** The slow grahas (Jupiter, Saturn, Rahu, Ketu, Mars). */
  readonly gochar: readonly RashifalGochar[];
  /** The fast grahas (Sun, Mercury, Venus): outside the tone. */
  readonly fastGochar: readonly RashifalGochar[];
  readonly summary: {
    /** Favourable factors among the Moon at sunrise and the slow grahas. */
    readonly favourableFactors: number;
    readonly factors: number;
    readonly tone: (typeof TONES)[number]['tone'];
    /** Sentences composed from the classical tables only. */
    readonly guidance: readonly string[];
  };
}

function gocharOf(l: GocharLane, natal: number): RashifalGochar {
  const f = factor(l.planet, natal, l.start.sign.index);
  return l.planet === 'saturn' ? { ...f, lane: l, saturnPhase: saturnPhase(f.house) } : { ...f, lane: l };
}

function signEntry(natal: number, day: MoonDay, lanes: readonly GocharLane[], fastLanes: readonly GocharLane[]) {
  const moon = day.moonsign.map((span) => {
    const f = factor('moon', natal, span.index);
    return { span, house: f.house, chandrabala: chandraBalaOf(natal, span.index).quality, effect: f.effect };
  });
  const taraBala = natalNakshatras(natal).map((star) => ({
    star,
    spans: day.nakshatra.map((span) => ({ span, tara: taraOf(star.index, span.index) })),
  }));
  const gochar = lanes.map((l) => gocharOf(l, natal));
  const fastGochar = fastLanes.map((l) => gocharOf(l, natal));
  const fastGood = fastGochar.filter((f) => f.favourable);
  const fastBad = fastGochar.filter((f) => !f.favourable);
  const factors: RashifalFactor[] = [factor('moon', natal, day.moonsign[0].index), ...gochar];
  const good = factors.filter((f) => f.favourable);
  const bad = factors.filter((f) => !f.favourable);
  const tone = TONES.find((t) => good.length >= t.min)!;
  const starName = (t: (typeof taraBala)[number]) => NAKSHATRA_NAMES[t.star.index];
  const taraGood = taraBala.filter((t) => t.spans[0].tara.quality === 'auspicious').map(starName);
  const taraBad = taraBala.filter((t) => t.spans[0].tara.quality !== 'auspicious').map(starName);
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
    natal,
    moon,
    taraBala,
    gochar,
    fastGochar,
    summary: { favourableFactors: good.length, factors: factors.length, tone: tone.tone, guidance },
  };
}

/** A local date at a place (the daily core's input). */
export type RashifalQuery = MoonDayQuery;

/** The day's Moon spans and graha lanes, and the rashifal of each of the 12 natal Moon signs. */
export interface Rashifal {
  readonly day: MoonDay;
  /** The slow grahas' lanes (sign at sunrise, ingresses within the day). */
  readonly lanes: readonly GocharLane[];
  /** The fast grahas' lanes. */
  readonly fastLanes: readonly GocharLane[];
  /** By natal Moon sign, 0 = Mesha … 11 = Meena. */
  readonly signs: readonly RashifalSign[];
  readonly methodology: Record<string, string>;
}

/** The rashifal of a local date at a place (spans over sunrise → next sunrise in the place's zone). */
export function rashifal(q: RashifalQuery): Rashifal {
  const day = moonDay(q);
  const convention = q.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const lanes = gocharScan(day.startJdUt, day.endJdUt - day.startJdUt, day.ayanamsa, SLOW, convention);
  const fastLanes = gocharScan(day.startJdUt, day.endJdUt - day.startJdUt, day.ayanamsa, FAST, convention);
  return {
    day,
    lanes,
    fastLanes,
    signs: RASHI_NAMES.map((_, natal) => signEntry(natal, day, lanes, fastLanes)),
    methodology: rashifalMethodology(day.ayanamsa, convention, riseConventionOf(q.sunrise)),
  };
}

/** The sources the body cites. */
export const RASHIFAL_SOURCES: readonly string[] = [
  'Phaladeepika (Mantreswara) ch. 26 and Brihat Samhita (Varahamihira) ch. 104: favourable gochara houses; effect phrases are this project\u2019s summaries',
  'Muhurta Chintamani ch. 1; B. V. Raman, Muhurtha ch. 3: tara bala and chandrabala',
];
