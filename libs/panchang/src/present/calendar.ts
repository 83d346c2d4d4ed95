/**
 * The calendar routes' presenter (/calendar/convert, /panchang/ritu) and of every profile date on the wire
 * (the `calendar` of /panchang/daily and /panchang/details): the domain values of ../profiles on the wire.
 * Key order as in the types below.
 */
import { formatLocalJdUt } from '@pj/ephemeris';
import type { Paksha, TithiValue } from '../daily/elements';
import type { Masa } from '../daily/lunar-month';
import { WEEKDAY_NAMES } from '../daily/names';
import type { Samvat } from '../daily/samvat';
import {
  CalendarConversion,
  calendarConversion,
  CalendarConvertInput,
  ConvertFrom,
  DEFAULT_CONVERT_FROM,
  KARTIKADI_SAMVATSARA_NOTE,
  LunarDate,
  LunarProfile,
  Profile,
  ProfileDate,
  profileDateFor,
  ProfiledPlaceInput,
  RituAt,
  rituAt,
  RituInput,
  SolarDate,
  SolarProfile,
} from '../profiles';
import type { IsoDate, IsoInstant, MasaWire, NamedWire } from './daily';
import { presentPlace, PlaceWire } from './place';

/** The year of a lunisolar profile: its era, number and samvatsara (null for the Kartikadi Vikram year). */
export interface ProfileYearWire {
  readonly era: LunarProfile['era'];
  readonly year: number;
  readonly samvatsara: NamedWire | null;
}

/** A lunisolar date of a profile, named at sunrise (udaya tithi). */
export interface LunarDateWire {
  readonly scheme: LunarProfile['monthScheme'];
  readonly month: MasaWire & {
    /** The month's name in the profile's language. */
    readonly regional_name: string;
  };
  readonly paksha: Paksha;
  /** Tithi current at sunrise. */
  readonly tithi: TithiValue;
  /** A tithi that begins and ends within the Hindu day (kshaya), else null. */
  readonly skipped_tithi: TithiValue | null;
  /** The tithi at sunrise is also current at the next sunrise (vriddhi: the next date repeats it). */
  readonly tithi_repeats_next_day: boolean;
  /** The profile's year (the Kartikadi Vikram year says why it has no samvatsara). */
  readonly year: ProfileYearWire & {
    /** Why the Kartikadi year has no samvatsara. */
    readonly samvatsara_note?: string;
  };
  readonly samvat: Samvat;
  /** Masa name skipped (kshaya masa) after this amanta month, else null. */
  readonly expunged_month: NamedWire | null;
}

/** The lunisolar date of a daily-core day (the daily packet's `calendar`: no next-day search). */
export type DayLunarDateWire = Omit<LunarDateWire, 'tithi_repeats_next_day' | 'year'> & {
  readonly year: ProfileYearWire;
};

/** A solar date of a profile (Tamil, Malayalam, Bengali, Odia). */
export interface SolarDateWire {
  readonly calendar: SolarProfile['calendar'];
  readonly era: string;
  readonly year: number;
  /** 1–12, month 1 = the profile's first month (Chithirai, Chingam, Boishakh, Baisakha). */
  readonly month: number;
  readonly month_name: string;
  /** Rashi the sidereal Sun is in for this month (0 = Mesha). */
  readonly rashi: NamedWire;
  /** Civil date of day 1 of the month. */
  readonly month_start: IsoDate;
  /** The sankranti that opened the month. */
  readonly sankranti: IsoInstant;
  /** Days in the month (its last day = month_start + month_days − 1). */
  readonly month_days: number;
  /** Day of the month, 1–32. */
  readonly day: number;
}

function lunarHead(l: Omit<LunarDate, 'tithiRepeatsNextDay'>) {
  return {
    scheme: l.scheme,
    month: { index: l.month.index, name: l.month.name, regional_name: l.month.regionalName, adhika: l.month.adhika },
    paksha: l.paksha,
    tithi: l.tithi,
    skipped_tithi: l.skippedTithi,
  };
}

export function presentDayLunarDate(l: Omit<LunarDate, 'tithiRepeatsNextDay'>): DayLunarDateWire {
  return { ...lunarHead(l), year: l.year, samvat: l.samvat, expunged_month: l.expungedMonth };
}

/** A lunisolar date as /calendar/convert gives it; the Kartikadi year says why it has no samvatsara. */
export function presentLunarDate(l: LunarDate): LunarDateWire {
  return {
    ...lunarHead(l),
    tithi_repeats_next_day: l.tithiRepeatsNextDay,
    year: l.year.era === 'vikram_kartikadi' ? { ...l.year, samvatsara_note: KARTIKADI_SAMVATSARA_NOTE } : l.year,
    samvat: l.samvat,
    expunged_month: l.expungedMonth,
  };
}

/** A solar date; `zone` is the place's, for the sankranti instant. */
export function presentSolarDate(s: SolarDate, zone: string): SolarDateWire {
  return {
    calendar: s.calendar,
    era: s.era,
    year: s.year,
    month: s.month,
    month_name: s.monthName,
    rashi: s.rashi,
    month_start: s.monthStart,
    sankranti: formatLocalJdUt(s.sankrantiJdUt, zone),
    month_days: s.monthDays,
    day: s.day,
  };
}

export function presentProfileDate(d: ProfileDate): LunarDateWire | SolarDateWire {
  return d.kind === 'solar' ? presentSolarDate(d.solar, d.zone) : presentLunarDate(d.lunar);
}

/**
 * The date in a profile's calendar for a civil date at a place, on the wire (`calendar_date` of /calendar/convert).
 * RangeError for an unknown profile key (validate at the edge first).
 */
export function calendarDateFor(date: string, q: ProfiledPlaceInput): LunarDateWire | SolarDateWire {
  return presentProfileDate(profileDateFor(date, q));
}

/** The profile a conversion used. */
export interface ProfileEchoWire {
  readonly key: Profile['key'];
  readonly kind: Profile['kind'];
  readonly label: string;
}

interface ConversionHeadWire {
  readonly place: PlaceWire;
  readonly profile: ProfileEchoWire;
}

/** 0 = Sunday … 6 = Saturday. */
type WeekdayWire = NamedWire;

/** /calendar/convert from=gregorian. */
export type GregorianConversionWire = { readonly from: 'gregorian' } & ConversionHeadWire & {
    readonly date: IsoDate;
    readonly weekday: WeekdayWire;
    readonly calendar_date: LunarDateWire | SolarDateWire;
  };

/** /calendar/convert from=lunar. */
export type LunarConversionWire = { readonly from: 'lunar' } & ConversionHeadWire & {
    /** The lunisolar date asked for (adhika false when not given). */
    readonly input: {
      readonly year: number;
      /** 0 = Chaitra, in the profile's month scheme. */
      readonly masa_idx: number;
      readonly adhika: boolean;
      readonly paksha: Paksha;
      /** 1–15 within the paksha. */
      readonly tithi: number;
    };
    /** The civil date chosen for the tithi. */
    readonly date: IsoDate;
    readonly weekday: WeekdayWire;
    readonly selection: {
      /** sunrise_in_tithi: the date whose sunrise lies in the tithi; kshaya_day_it_runs: none does. */
      readonly rule: 'kshaya_day_it_runs' | 'sunrise_in_tithi';
      readonly tithi_start: IsoInstant;
      readonly tithi_end: IsoInstant;
      readonly skipped: boolean;
      /** Vriddhi: the later date whose sunrise the tithi also holds, else null. */
      readonly repeated_on: IsoDate | null;
    };
    readonly calendar_date: LunarDateWire | SolarDateWire;
  };

/** /calendar/convert from=solar. */
export type SolarConversionWire = { readonly from: 'solar' } & ConversionHeadWire & {
    readonly input: { readonly year: number; readonly month: number; readonly day: number };
    readonly date: IsoDate;
    readonly weekday: WeekdayWire;
    readonly calendar_date: SolarDateWire;
  };

/** /calendar/convert, by `from`. */
export type CalendarConvertWire = GregorianConversionWire | LunarConversionWire | SolarConversionWire;

/** Body type by `from`. */
export interface CalendarConvertWires extends Record<ConvertFrom, CalendarConvertWire> {
  readonly gregorian: GregorianConversionWire;
  readonly lunar: LunarConversionWire;
  readonly solar: SolarConversionWire;
}

export function presentCalendarConversion(x: CalendarConversion): CalendarConvertWire {
  const zone = x.place.zone;
  const fmt = (jd: number) => formatLocalJdUt(jd, zone);
  const head = {
    place: presentPlace(x.place),
    profile: { key: x.profile.key, kind: x.profile.kind, label: x.profile.label },
  };
  const weekday = { index: x.weekday, name: WEEKDAY_NAMES[x.weekday] };
  switch (x.from) {
    case 'gregorian':
      return {
        from: x.from,
        ...head,
        date: x.date,
        weekday,
        calendar_date: presentProfileDate(x.calendarDate),
      };
    case 'lunar':
      return {
        from: x.from,
        ...head,
        input: {
          year: x.input.year,
          masa_idx: x.input.masaIndex,
          adhika: x.input.adhika,
          paksha: x.input.paksha,
          tithi: x.input.tithi,
        },
        date: x.date,
        weekday,
        selection: {
          rule: x.selection.rule,
          tithi_start: fmt(x.selection.tithiStartJdUt),
          tithi_end: fmt(x.selection.tithiEndJdUt),
          skipped: x.selection.skipped,
          repeated_on: x.selection.repeatedOn,
        },
        calendar_date: presentProfileDate(x.calendarDate),
      };
    case 'solar':
      return {
        from: x.from,
        ...head,
        input: x.input,
        date: x.date,
        weekday,
        calendar_date: presentSolarDate(x.calendarDate, zone),
      };
  }
}

/**
 * GET /calendar/convert: the body (its type follows `from`) and the methodology. InputError (→ 422) for a date
 * that does not exist or an input `from` does not use.
 */
export function calendarConvertPacket<F extends ConvertFrom = typeof DEFAULT_CONVERT_FROM>(
  q: CalendarConvertInput & { readonly from?: F },
): { body: CalendarConvertWires[F]; methodology: Record<string, string> } {
  const x = calendarConversion(q);
  return { body: presentCalendarConversion(x) as CalendarConvertWires[F], methodology: x.methodology };
}

/** /panchang/ritu. */
export interface RituWire {
  readonly date: IsoDate;
  readonly place: PlaceWire;
  /** The sunrise of the date the seasons are taken at (civil midnight where the Sun does not rise). */
  readonly at: IsoInstant;
  /** Drik ritu: the tropical Sun in 60° parts from 330° (Vasanta), with its start and end. */
  readonly ritu: NamedWire & { readonly basis: 'tropical_sun'; readonly start: IsoInstant; readonly end: IsoInstant };
  /** Vedic ritu: two amanta months each from Chaitra. */
  readonly vedic_ritu: NamedWire & { readonly basis: 'amanta_month'; readonly amanta_month: MasaWire };
  /** Uttarayana (0) or Dakshinayana (1) of the tropical Sun. */
  readonly ayana: NamedWire & { readonly basis: 'tropical_sun' };
  /** Uttarayana (0) or Dakshinayana (1) of the sidereal Sun. */
  readonly sidereal_ayana: NamedWire & { readonly basis: 'sidereal_sun' };
}

const masaWire = (m: Masa): MasaWire => ({ index: m.index, name: m.name, adhika: m.adhika });

export function presentRitu(x: RituAt): RituWire {
  const fmt = (jd: number) => formatLocalJdUt(jd, x.place.zone);
  return {
    date: x.date,
    place: presentPlace(x.place),
    at: fmt(x.atJdUt),
    ritu: {
      index: x.ritu.index,
      name: x.ritu.name,
      basis: 'tropical_sun',
      start: fmt(x.ritu.startJdUt),
      end: fmt(x.ritu.endJdUt),
    },
    vedic_ritu: {
      index: x.vedicRitu.index,
      name: x.vedicRitu.name,
      basis: 'amanta_month',
      amanta_month: masaWire(x.vedicRitu.amantaMonth),
    },
    ayana: { ...x.ayana, basis: 'tropical_sun' },
    sidereal_ayana: { ...x.siderealAyana, basis: 'sidereal_sun' },
  };
}

export function rituPacket(q: RituInput): { body: RituWire; methodology: Record<string, string> } {
  const x = rituAt(q);
  return { body: presentRitu(x), methodology: x.methodology };
}
