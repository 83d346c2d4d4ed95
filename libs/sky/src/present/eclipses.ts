/**
 * Presenter of the eclipse routes (/panchang/eclipses, /eclipse/visibility, /eclipse/sutak) and of
 * the eclipse lane of /panchang/utility: instants with the place's offset, magnitudes to 4 and
 * altitudes to 2 decimals, `available:false` with the reason when there is nothing to show.
 * Key order is part of the contract: the order of the types below.
 */
import { Contact, formatLocalJdUt, LunarEclipseType, SolarEclipseType } from '@pj/ephemeris';
import { IsoDate, IsoInstant, PlaceWire, presentPlace } from '@pj/panchang';
import type { Eclipse, EclipseDay, LocalCircumstances } from '../eclipses';
import { SUTAK_HOURS, SUTAK_PRAHARS, SutakBasis, SutakDay, SutakRule } from '../sutak';

const round = (x: number, digits: number) => Number(x.toFixed(digits));

/** A contact of the eclipse as seen from the place. */
export type ContactWire = {
  readonly instant: IsoInstant;
  /** The body is above the horizon at this contact. */
  readonly visible: boolean;
};

/** Not visible from the place: the body is below the horizon throughout. */
export type HiddenWire = { readonly visible: false; readonly reason: 'not_visible_at_place' };

/** Local circumstances of a solar eclipse (null contacts: the phase does not occur here). */
export type LocalSolarWire = {
  readonly visible: true;
  readonly contacts: {
    readonly c1: ContactWire;
    readonly c2: ContactWire | null;
    readonly max: ContactWire;
    readonly c3: ContactWire | null;
    readonly c4: ContactWire;
  };
  readonly local_type: 'total' | 'annular' | 'partial';
  /** NASA convention (4 decimals). */
  readonly magnitude: number;
  /** Fraction of the Sun's disc area covered at maximum (4 decimals). */
  readonly obscuration: number;
  /** Degrees (2 decimals). */
  readonly sun_altitude_at_max_deg: number;
};

/** Local circumstances of a lunar eclipse (null umbral contacts: no umbral phase, or not that one). */
export type LocalLunarWire = {
  readonly visible: true;
  readonly contacts: {
    readonly p1: ContactWire;
    readonly u1: ContactWire | null;
    readonly u2: ContactWire | null;
    readonly max: ContactWire;
    readonly u3: ContactWire | null;
    readonly u4: ContactWire | null;
    readonly p4: ContactWire;
  };
  /** Degrees (2 decimals). */
  readonly moon_altitude_at_max_deg: number;
};

/** A solar eclipse: global circumstances, then the local ones. */
export type SolarEclipseWire = {
  readonly kind: 'solar';
  readonly type: SolarEclipseType;
  readonly central: boolean;
  /** The shadow axis closest to the Earth's centre. */
  readonly greatest_eclipse: IsoInstant;
  /** NASA convention (4 decimals). */
  readonly magnitude: number;
  readonly saros: { readonly series: number; readonly member: number };
  /** Where greatest eclipse is seen, degrees (2 decimals). */
  readonly greatest_point: { readonly lat: number; readonly lng: number };
  readonly local: HiddenWire | LocalSolarWire;
};

/** A lunar eclipse: global circumstances, then the local ones. */
export type LunarEclipseWire = {
  readonly kind: 'lunar';
  readonly type: LunarEclipseType;
  readonly greatest_eclipse: IsoInstant;
  /** 4 decimals. */
  readonly umbral_magnitude: number;
  /** 4 decimals. */
  readonly penumbral_magnitude: number;
  readonly saros: { readonly series: number; readonly member: number };
  readonly local: HiddenWire | LocalLunarWire;
};

export type EclipseWire = SolarEclipseWire | LunarEclipseWire;

const HIDDEN: HiddenWire = { visible: false, reason: 'not_visible_at_place' };

/** An eclipse as the eclipse routes print it, instants in `zone`. */
export function presentEclipse(e: Eclipse, local: LocalCircumstances | null, zone: string): EclipseWire {
  const at = (jdUt: number) => formatLocalJdUt(jdUt, zone);
  const contact = (c: Contact): ContactWire => ({ instant: at(c.jdUt), visible: c.visible });
  const maybe = (c: Contact | null) => (c ? contact(c) : null);
  const shown = local && local.visible ? local : null;
  if (e.kind === 'solar') {
    const l = shown && 'c1' in shown ? shown : null;
    return {
      kind: e.kind,
      type: e.type,
      central: e.central,
      greatest_eclipse: at(e.maxJdUt),
      magnitude: round(e.magnitude, 4),
      saros: e.saros,
      greatest_point: { lat: round(e.greatest.latDeg, 2), lng: round(e.greatest.lngDeg, 2) },
      local: l
        ? {
            visible: true,
            contacts: {
              c1: contact(l.c1),
              c2: maybe(l.c2),
              max: contact(l.max),
              c3: maybe(l.c3),
              c4: contact(l.c4),
            },
            local_type: l.type,
            magnitude: round(l.magnitude, 4),
            obscuration: round(l.obscuration, 4),
            sun_altitude_at_max_deg: round(l.sunAltitudeAtMaxDeg, 2),
          }
        : HIDDEN,
    };
  }
  const l = shown && 'p1' in shown ? shown : null;
  return {
    kind: e.kind,
    type: e.type,
    greatest_eclipse: at(e.maxJdUt),
    umbral_magnitude: round(e.umbralMagnitude, 4),
    penumbral_magnitude: round(e.penumbralMagnitude, 4),
    saros: e.saros,
    local: l
      ? {
          visible: true,
          contacts: {
            p1: contact(l.p1),
            u1: maybe(l.u1),
            u2: maybe(l.u2),
            max: contact(l.max),
            u3: maybe(l.u3),
            u4: maybe(l.u4),
            p4: contact(l.p4),
          },
          moon_altitude_at_max_deg: round(l.moonAltitudeAtMaxDeg, 2),
        }
      : HIDDEN,
  };
}

/** Body of /panchang/eclipses. */
export interface EclipsesWire {
  /** Local date at the place where the scan starts. */
  readonly from_date: IsoDate;
  readonly place: PlaceWire;
  readonly count: number;
  /** Solar and lunar, in time order. */
  readonly eclipses: readonly EclipseWire[];
}

export function presentEclipses(
  date: string,
  place: EclipseDay['place'],
  eclipses: readonly { eclipse: Eclipse; local: LocalCircumstances | null }[],
): EclipsesWire {
  return {
    from_date: date,
    place: presentPlace(place),
    count: eclipses.length,
    eclipses: eclipses.map((x) => presentEclipse(x.eclipse, x.local, place.zone)),
  };
}

/** Why a date has no eclipse to show at the place. */
export type EclipseAbsence = 'no_eclipse_on_date' | 'not_visible_at_place';

/** Body of /eclipse/visibility. */
export type EclipseVisibilityWire = { readonly date: IsoDate; readonly place: PlaceWire } & (
  | { readonly available: false; readonly reason: 'no_eclipse_on_date' }
  | { readonly available: false; readonly reason: 'not_visible_at_place'; readonly eclipse: EclipseWire }
  | { readonly available: true; readonly eclipse: EclipseWire }
);

export function presentEclipseVisibility(d: EclipseDay): EclipseVisibilityWire {
  const head = { date: d.date, place: presentPlace(d.place) };
  if (d.status === 'no_eclipse_on_date') return { ...head, available: false, reason: d.status };
  const eclipse = presentEclipse(d.eclipse, d.local, d.place.zone);
  return d.status === 'visible'
    ? { ...head, available: true, eclipse }
    : { ...head, available: false, reason: d.status, eclipse };
}

/** The customary rules printed with every sutak. */
const SUTAK_TEXT = [
  'Default (Drik Panchang\u2019s practice): prahars are quarters of the actual day (sunrise to sunset) and night (sunset to next sunrise); sutak starts at a prahar boundary. rule=hours gives the nominal 12 h / 9 h count instead.',
  'Only an eclipse visible at the place has a sutak; a penumbral-only lunar eclipse has none.',
  'Exceptions by custom: children, the elderly, the sick and pregnant women keep only the last prahar before the eclipse (sutak_children_elderly_sick); food, water and medicine are not restricted for them before it.',
  'During sutak, by custom: no cooking or eating, no new undertakings or temple worship; japa and meditation are encouraged; bathing after the eclipse ends it.',
];

const SUTAK_KIND = {
  solar: 'solar: 4 prahars (nominally 12 h)',
  lunar: 'lunar: 3 prahars (nominally 9 h), counted from the umbral contact',
} as const;

function basisText(basis: SutakBasis, kind: Eclipse['kind']): string {
  if (basis === 'prahar')
    return `prahar: ${SUTAK_PRAHARS[kind]} prahars before the prahar holding the first visible contact (prahar = a quarter of the day or of the night)`;
  if (basis === 'hours') return `hours: ${SUTAK_HOURS[kind]} h before the first visible contact`;
  return `hours (fallback: the Sun does not rise or set here around the date, so there are no prahars): ${SUTAK_HOURS[kind]} h`;
}

/** Body of /eclipse/sutak: no sutak (no eclipse, not visible here, no umbral phase visible), or the sutak. */
export type EclipseSutakWire = { readonly date: IsoDate; readonly place: PlaceWire } & (
  | { readonly available: false; readonly reason: 'no_eclipse_on_date' }
  | {
      readonly available: false;
      /** no_umbral_phase_visible: the eclipse is visible here, but not its umbral phase (penumbral-only here). */
      readonly reason: 'not_visible_at_place' | 'no_umbral_phase_visible';
      readonly eclipse: EclipseWire;
    }
  | {
      readonly available: true;
      readonly eclipse: EclipseWire;
      readonly rule: SutakRule;
      readonly sutak: {
        readonly start: IsoInstant;
        /** The last visible moment of the eclipse. */
        readonly end: IsoInstant;
        readonly first_visible_contact: IsoInstant;
        readonly basis: string;
      };
      /** Children, the elderly and the sick: one prahar (or 3 h) before the first visible contact. */
      readonly sutak_children_elderly_sick: {
        readonly start: IsoInstant;
        readonly end: IsoInstant;
        readonly basis: string;
      };
      /** The rules and customary exceptions, as text. */
      readonly rules: readonly string[];
    }
);

export function presentSutak(s: SutakDay): EclipseSutakWire {
  const visibility = presentEclipseVisibility(s.day);
  if (!visibility.available) return visibility;
  const { date, place, eclipse } = visibility;
  if (s.sutak === null) return { date, place, available: false, reason: 'no_umbral_phase_visible', eclipse };
  const at = (jdUt: number) => formatLocalJdUt(jdUt, s.day.place.zone);
  const kind = eclipse.kind;
  const t = s.sutak;
  return {
    date,
    place,
    available: true,
    eclipse,
    rule: s.rule,
    sutak: {
      start: at(t.startJdUt),
      end: at(t.endJdUt),
      first_visible_contact: at(t.firstVisibleJdUt),
      basis: basisText(t.basis, kind),
    },
    sutak_children_elderly_sick: {
      start: at(t.exemptStartJdUt),
      end: at(t.endJdUt),
      basis:
        t.basis === 'prahar'
          ? 'one prahar: the start of the prahar before the one holding the first visible contact'
          : `${SUTAK_HOURS.exempt} h before the first visible contact`,
    },
    rules: [
      `Sutak precedes the grahan (${SUTAK_KIND[kind]}) and ends when the eclipse ends as seen here (the last visible contact, or the body setting eclipsed).`,
      ...SUTAK_TEXT,
    ],
  };
}
