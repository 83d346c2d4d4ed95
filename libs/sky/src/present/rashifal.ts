/**
 * The rashifal presenter (/panchang/rashifal): the domain values of ../rashifal.ts on the wire, with the
 * bala routes' head (date, place, ayanamsa, Hindu day; libs/panchang present/bala.ts). Key order as in the
 * types below.
 */
import type { GrahaKey } from '@pj/ephemeris';
import { NAKSHATRA_NAMES, RASHI_NAMES } from '@pj/ephemeris';
import {
  InstantFormatter,
  IsoInstant,
  moonDayFormatter,
  MoonDayHeadWire,
  NamedWire,
  presentMoonDayHead,
  presentMoonSpan,
  SaturnPhase,
  SpanWire,
  Tara,
} from '@pj/panchang';
import { utcIso } from '../packets';
import {
  rashifal,
  Rashifal,
  RASHIFAL_SCOPE,
  RASHIFAL_SOURCES,
  RashifalGochar,
  RashifalQuery,
  RashifalSign,
} from '../rashifal';

/** A graha's place at sunrise (sidereal) and its sign ingresses within the Hindu day. */
export interface RashifalGrahaWire {
  readonly key: GrahaKey;
  /** Sidereal longitude at sunrise, degrees [0, 360), 4 decimals. */
  readonly longitude: number;
  readonly sign: NamedWire;
  readonly nakshatra: NamedWire;
  readonly retrograde: boolean;
  readonly ingresses_today: readonly {
    readonly instant: IsoInstant;
    /**
     * The same instant in UTC.
     * @pattern ^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$
     */
    readonly instant_utc: string;
    readonly from: NamedWire;
    readonly to: NamedWire;
  }[];
}

/** A graha's house from the natal Moon sign and its classical result. */
export interface RashifalGocharWire {
  readonly key: GrahaKey;
  readonly sign: NamedWire;
  /** 1–12 from the natal Moon sign. */
  readonly house: number;
  readonly favourable: boolean;
  readonly effect: string;
  /** Saturn only: sade sati, kantaka or ashtama shani by its house, or null. */
  readonly phase?: SaturnPhase;
}

/** The rashifal of one natal Moon sign. */
export interface RashifalSignWire {
  readonly natal_moon_rashi: NamedWire;
  readonly moon: readonly {
    readonly moonsign: NamedWire;
    readonly start: IsoInstant;
    readonly end: IsoInstant;
    /** 1–12 from the natal Moon sign. */
    readonly house: number;
    readonly chandrabala: Tara['quality'];
    readonly effect: string;
  }[];
  readonly tara_bala: readonly {
    readonly natal_nakshatra: NamedWire;
    /** The padas (1–4) of the birth star that lie in the natal sign. */
    readonly padas: readonly number[];
    readonly spans: readonly {
      readonly nakshatra: NamedWire;
      readonly start: IsoInstant;
      readonly end: IsoInstant;
      readonly tara: Pick<Tara, 'index' | 'name' | 'count' | 'quality'>;
    }[];
  }[];
  /** Jupiter, Saturn, Rahu, Ketu, Mars. */
  readonly gochar: readonly RashifalGocharWire[];
  /** Sun, Mercury, Venus (outside the tone). */
  readonly fast_gochar: readonly RashifalGocharWire[];
  readonly summary: {
    readonly favourable_factors: number;
    readonly factors: number;
    readonly tone: RashifalSign['summary']['tone'];
    readonly guidance: readonly string[];
  };
}

/** /panchang/rashifal. */
export type RashifalWire = MoonDayHeadWire & {
  /** What the rashifal is and is not. */
  readonly scope: string;
  readonly hindu_day: MoonDayHeadWire['hindu_day'];
  readonly transits: {
    readonly moonsign: readonly SpanWire[];
    readonly nakshatra: readonly SpanWire[];
    /** The slow grahas, then the fast ones. */
    readonly grahas: readonly RashifalGrahaWire[];
  };
  /** The 12 natal Moon signs in order (0 = Mesha). */
  readonly signs: readonly RashifalSignWire[];
  readonly sources: readonly string[];
};

const named = (names: readonly string[], index: number): NamedWire => ({ index, name: names[index] });

function presentGochar(g: RashifalGochar): RashifalGocharWire {
  const head = { key: g.key, sign: g.lane.start.sign, house: g.house, favourable: g.favourable, effect: g.effect };
  return g.saturnPhase === undefined ? head : { ...head, phase: g.saturnPhase };
}

function presentSign(s: RashifalSign, fmt: InstantFormatter): RashifalSignWire {
  return {
    natal_moon_rashi: named(RASHI_NAMES, s.natal),
    moon: s.moon.map((m) => ({
      moonsign: named(RASHI_NAMES, m.span.index),
      start: fmt(m.span.startJdUt),
      end: fmt(m.span.endJdUt),
      house: m.house,
      chandrabala: m.chandrabala,
      effect: m.effect,
    })),
    tara_bala: s.taraBala.map((t) => ({
      natal_nakshatra: named(NAKSHATRA_NAMES, t.star.index),
      padas: t.star.padas,
      spans: t.spans.map(({ span, tara }) => ({
        nakshatra: named(NAKSHATRA_NAMES, span.index),
        start: fmt(span.startJdUt),
        end: fmt(span.endJdUt),
        tara: { index: tara.index, name: tara.name, count: tara.count, quality: tara.quality },
      })),
    })),
    gochar: s.gochar.map(presentGochar),
    fast_gochar: s.fastGochar.map(presentGochar),
    summary: {
      favourable_factors: s.summary.favourableFactors,
      factors: s.summary.factors,
      tone: s.summary.tone,
      guidance: s.summary.guidance,
    },
  };
}

export function presentRashifal(date: string, x: Rashifal): RashifalWire {
  const fmt = moonDayFormatter(x.day);
  const head = presentMoonDayHead(date, x.day, fmt);
  return {
    date: head.date,
    place: head.place,
    ayanamsa: head.ayanamsa,
    scope: RASHIFAL_SCOPE,
    hindu_day: head.hindu_day,
    transits: {
      moonsign: x.day.moonsign.map((s) => presentMoonSpan(s, fmt)),
      nakshatra: x.day.nakshatra.map((s) => presentMoonSpan(s, fmt)),
      grahas: [...x.lanes, ...x.fastLanes].map((l) => ({
        key: l.planet,
        longitude: Number(l.start.longitudeDeg.toFixed(4)),
        sign: l.start.sign,
        nakshatra: l.start.nakshatra,
        retrograde: l.start.retrograde,
        ingresses_today: l.ingresses.map((i) => ({
          instant: fmt(i.jdUt),
          instant_utc: utcIso(i.jdUt),
          from: i.from,
          to: i.to,
        })),
      })),
    },
    signs: x.signs.map((s) => presentSign(s, fmt)),
    sources: RASHIFAL_SOURCES,
  };
}

/** The rashifal body of a local date at a place, and its methodology. */
export function rashifalPacket(q: RashifalQuery): { body: RashifalWire; methodology: Record<string, string> } {
  const x = rashifal(q);
  return { body: presentRashifal(q.date, x), methodology: x.methodology };
}
