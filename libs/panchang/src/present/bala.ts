/**
 * The bala routes' presenter (/panchang/chandrabalam, /panchang/tarabalam; libs/sky's rashifal reuses the
 * head): each Moon span of the Hindu day with the public matrix (the bala for every natal index) and, when a
 * natal index is given, the personal projection. Key order as in the types below.
 */
import { AyanamsaKey, formatLocalJdUt, NAKSHATRA_NAMES, RASHI_NAMES } from '@pj/ephemeris';
import {
  BalaSpan,
  ChandraBala,
  CHANDRABALA_FAVOURABLE_HOUSES,
  chandrabalamDay,
  DayBala,
  MoonDay,
  MoonSpan,
  Tara,
  tarabalamDay,
} from '../bala';
import { InstantFormatter, IsoDate, IsoInstant, NamedWire, SpanWire } from './daily';
import { presentPlace, PlaceWire } from './place';

/** The head of every Moon-day body: the date, place, ayanamsa and the Hindu day. */
export interface MoonDayHeadWire {
  readonly date: IsoDate;
  readonly place: PlaceWire;
  readonly ayanamsa: AyanamsaKey;
  /** Sunrise to next sunrise (or the polar fallback: civil midnight). */
  readonly hindu_day: { readonly start: IsoInstant; readonly end: IsoInstant };
}

/** Formatter of a Moon day's instants, at its place. */
export function moonDayFormatter(day: MoonDay): InstantFormatter {
  const zone = day.place.zone;
  return (jdUt) => formatLocalJdUt(jdUt, zone);
}

export function presentMoonDayHead(date: string, day: MoonDay, fmt: InstantFormatter): MoonDayHeadWire {
  return {
    date,
    place: presentPlace(day.place),
    ayanamsa: day.ayanamsa,
    hindu_day: { start: fmt(day.startJdUt), end: fmt(day.endJdUt) },
  };
}

export function presentMoonSpan(s: MoonSpan, fmt: InstantFormatter): SpanWire {
  return { index: s.index, name: s.name, start: fmt(s.startJdUt), end: fmt(s.endJdUt) };
}

const named = (names: readonly string[], index: number): NamedWire => ({ index, name: names[index] });

/** The tara of a transit nakshatra for a birth star. */
export interface TaraWire {
  /** 0–8: Janma, Sampat, Vipat, Kshema, Pratyak, Sadhana, Naidhana, Mitra, Parama Mitra. */
  readonly index: number;
  readonly name: string;
  /** Inclusive count from the birth star to the transit nakshatra, 1–27. */
  readonly count: number;
  /** Round of nine the count falls in: 1 janma, 2 anujanma, 3 trijanma. */
  readonly cycle: 1 | 2 | 3;
  readonly quality: Tara['quality'];
  readonly meaning: string;
}

/** Chandrabala of a Moon sign for one natal Moon sign. */
export interface ChandrabalaCellWire {
  readonly natal_moon_rashi: NamedWire;
  /** House of the transit Moon sign from the natal one, 1–12. */
  readonly house: number;
  readonly quality: ChandraBala['quality'];
}

export interface ChandrabalaSpanWire extends SpanWire {
  /** Natal Moon signs for which the span is favourable. */
  readonly favourable_for: readonly NamedWire[];
  /** The 12 natal Moon signs in order. */
  readonly matrix: readonly ChandrabalaCellWire[];
}

/** /panchang/chandrabalam. */
export type ChandrabalamWire = MoonDayHeadWire & {
  /** Houses (from the natal Moon sign) that give chandrabala. */
  readonly favourable_houses: readonly number[];
  /** The sidereal Moon-sign spans overlapping the Hindu day. */
  readonly moonsign: readonly ChandrabalaSpanWire[];
  /** With natal_moon_rashi_idx: that sign's house per span. */
  readonly personal?: {
    readonly natal_moon_rashi: NamedWire;
    readonly spans: readonly {
      readonly moonsign: NamedWire;
      readonly start: IsoInstant;
      readonly end: IsoInstant;
      readonly house: number;
      readonly quality: ChandraBala['quality'];
    }[];
  };
};

/** Tara of a nakshatra for one birth star. */
export interface TaraCellWire {
  readonly natal_nakshatra: NamedWire;
  readonly tara: TaraWire;
}

export interface TarabalaSpanWire extends SpanWire {
  /** Birth stars for which the span is favourable. */
  readonly favourable_for: readonly NamedWire[];
  /** The 27 birth stars in order. */
  readonly matrix: readonly TaraCellWire[];
}

/** /panchang/tarabalam. */
export type TarabalamWire = MoonDayHeadWire & {
  /** The sidereal nakshatra spans overlapping the Hindu day. */
  readonly nakshatra: readonly TarabalaSpanWire[];
  /** With natal_nakshatra_idx: that star's tara per span. */
  readonly personal?: {
    readonly natal_nakshatra: NamedWire;
    readonly spans: readonly {
      readonly nakshatra: NamedWire;
      readonly start: IsoInstant;
      readonly end: IsoInstant;
      readonly tara: TaraWire;
    }[];
  };
};

export function presentTara(t: Tara): TaraWire {
  return { index: t.index, name: t.name, count: t.count, cycle: t.cycle, quality: t.quality, meaning: t.meaning };
}

/** A span row of the public matrix: the span, the natal indices it favours, and every natal index's cell. */
function matrixRow<C extends { quality: string }, W>(
  s: BalaSpan<C>,
  fmt: InstantFormatter,
  natalNames: readonly string[],
  cell: (natal: NamedWire, c: C) => W,
) {
  return {
    ...presentMoonSpan(s.span, fmt),
    favourable_for: s.byNatal.flatMap((c, n) => (c.quality === 'auspicious' ? [named(natalNames, n)] : [])),
    matrix: s.byNatal.map((c, n) => cell(named(natalNames, n), c)),
  };
}

export function presentChandrabalam(date: string, x: DayBala<ChandraBala>): ChandrabalamWire {
  const fmt = moonDayFormatter(x.day);
  const cell = (natal: NamedWire, c: ChandraBala) => ({ natal_moon_rashi: natal, house: c.house, quality: c.quality });
  const body: ChandrabalamWire = {
    ...presentMoonDayHead(date, x.day, fmt),
    favourable_houses: CHANDRABALA_FAVOURABLE_HOUSES,
    moonsign: x.spans.map((s) => matrixRow(s, fmt, RASHI_NAMES, cell)),
  };
  if (x.natal === null) return body;
  const natal = x.natal;
  return {
    ...body,
    personal: {
      natal_moon_rashi: named(RASHI_NAMES, natal),
      spans: x.spans.map((s) => ({
        moonsign: named(RASHI_NAMES, s.span.index),
        start: fmt(s.span.startJdUt),
        end: fmt(s.span.endJdUt),
        house: s.byNatal[natal].house,
        quality: s.byNatal[natal].quality,
      })),
    },
  };
}

export function presentTarabalam(date: string, x: DayBala<Tara>): TarabalamWire {
  const fmt = moonDayFormatter(x.day);
  const cell = (natal: NamedWire, t: Tara) => ({ natal_nakshatra: natal, tara: presentTara(t) });
  const body: TarabalamWire = {
    ...presentMoonDayHead(date, x.day, fmt),
    nakshatra: x.spans.map((s) => matrixRow(s, fmt, NAKSHATRA_NAMES, cell)),
  };
  if (x.natal === null) return body;
  const natal = x.natal;
  return {
    ...body,
    personal: {
      natal_nakshatra: named(NAKSHATRA_NAMES, natal),
      spans: x.spans.map((s) => ({
        nakshatra: named(NAKSHATRA_NAMES, s.span.index),
        start: fmt(s.span.startJdUt),
        end: fmt(s.span.endJdUt),
        tara: presentTara(s.byNatal[natal]),
      })),
    },
  };
}

export function chandrabalamPacket(q: Parameters<typeof chandrabalamDay>[0]): {
  body: ChandrabalamWire;
  methodology: Record<string, string>;
} {
  const x = chandrabalamDay(q);
  return { body: presentChandrabalam(q.date, x), methodology: x.methodology };
}

export function tarabalamPacket(q: Parameters<typeof tarabalamDay>[0]): {
  body: TarabalamWire;
  methodology: Record<string, string>;
} {
  const x = tarabalamDay(q);
  return { body: presentTarabalam(q.date, x), methodology: x.methodology };
}
