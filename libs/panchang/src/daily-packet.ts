/**
 * The daily packet served by /panchang/daily (CONTRACT §3): the daily core, its timing windows
 * (windows, choghadiya, hora, gowri, panchaka, pradosham) and the date in the chosen calendar
 * profile (lunisolar: the profile's month scheme, regional month name and era year, from the
 * core's own month and samvat; solar: the solar month and day by the profile's day-start rule).
 */
import { addDaysToDate, AyanamsaKey, BoundedMemo, riseConventionOf, SunriseConventionKey } from '@pj/ephemeris';
import {
  DailyCoreInput,
  DailyDay,
  dailyDay,
  dailyDetails,
  monthGrid,
  MonthGridDay,
  MonthGridInput,
  PanchangConvention,
} from './daily';
import { InputError } from './errors';
import {
  daysBetween,
  DEFAULT_PROFILE,
  isProfileKey,
  lunarDateOfDay,
  Profile,
  profileEraYear,
  PROFILE_KEYS,
  PROFILES,
  SolarDate,
  solarDateOf,
} from './profiles';
import { PlaceEcho, resolvePlace } from './place';
import {
  DailyCoreWire,
  DailyWindows,
  dailyWindows,
  DayLunarDateWire,
  DetailsWire,
  instantFormatter,
  presentDailyCore,
  presentDayLunarDate,
  presentSolarDate,
  SolarDateWire,
} from './present';
import { presentDetails } from './present/details';
import { windowsMethodology } from './windows';

export interface DailyPacketInput extends DailyCoreInput {
  /** Calendar profile key (profiles/profiles.ts); default north_india_purnimanta. */
  readonly profile?: string;
}

export function profileFor(key: string | undefined): Profile {
  const k = key ?? DEFAULT_PROFILE;
  if (!isProfileKey(k))
    throw new InputError([
      { loc: ['profile'], msg: `profile must be one of ${PROFILE_KEYS.join(', ')}`, type: 'enum' },
    ]);
  return PROFILES[k];
}

/** The head of every profile date: which profile. */
export interface ProfileHead {
  readonly profile: string;
  readonly kind: Profile['kind'];
  readonly label: string;
}

/** The date of a day in a profile's calendar (`calendar` of /panchang/daily and /details). */
export type ProfileDateWire = (ProfileHead & DayLunarDateWire) | (ProfileHead & SolarDateWire);

/** The date in a profile's calendar, of a core day (solar profiles search the sankranti). */
export function calendarOfDay(
  day: DailyDay,
  p: Profile,
  ayanamsa: AyanamsaKey,
  conv: { convention?: PanchangConvention; sunrise?: SunriseConventionKey } = {},
): ProfileDateWire {
  const head = { profile: p.key, kind: p.kind, label: p.label };
  if (p.kind === 'lunisolar') return { ...head, ...presentDayLunarDate(lunarDateOfDay(day, p)) };
  // the solar month opens by the profile's rule on the day's own sunrise definition and sankranti convention
  return {
    ...head,
    ...presentSolarDate(
      solarDateOf(day.date, {
        profile: p,
        zone: day.place.zone,
        place: day.place.place,
        ayanamsa,
        convention: conv.convention,
        rise: riseConventionOf(conv.sunrise),
      }),
      day.place.zone,
    ),
  };
}

export function dailyPacketMethodology(
  ayanamsa: AyanamsaKey,
  core: Record<string, string>,
  p: Profile,
): Record<string, string> {
  return {
    ...core,
    ...windowsMethodology(),
    profile: `${p.key}: ${p.label}`,
  };
}

/**
 * The packet's methodology by its options: merging the core's and the windows' ~30 strings into
 * one object costs ~15 µs (V8 adds the properties one by one), copying a merged one ~0.1 µs. The
 * core's methodology is a function of (ayanamsa, convention, sunrise) — the key here, with the
 * profile. Bounded by the option values (validated before), capped anyway.
 */
const packetMethodologies = new BoundedMemo<string, Readonly<Record<string, string>>>(256);

function packetMethodology(input: DailyPacketInput, core: Record<string, string>, p: Profile): Record<string, string> {
  const key = `${input.ayanamsa} ${input.convention ?? ''} ${input.sunrise ?? ''} ${p.key}`;
  return {
    ...packetMethodologies.getOrCompute(key, () => Object.freeze(dailyPacketMethodology(input.ayanamsa, core, p))),
  };
}

/** The body of /panchang/daily: the core, the date in the profile's calendar, the windows. */
export type DailyPacketWire = DailyCoreWire & { readonly calendar: ProfileDateWire } & DailyWindows;

/** What /panchang/daily is made of, before the wire: the core day, its windows, the profile date. */
export interface DailyPacketParts {
  readonly day: DailyDay;
  readonly windows: DailyWindows;
  readonly calendar: ProfileDateWire;
  readonly methodology: Record<string, string>;
}

export function dailyPacketParts(input: DailyPacketInput): DailyPacketParts {
  const profile = profileFor(input.profile);
  const core = dailyDay(input);
  const windows = dailyWindows(core.day, {
    ayanamsa: input.ayanamsa,
    convention: input.convention,
    rise: riseConventionOf(input.sunrise),
  });
  return {
    day: core.day,
    windows,
    calendar: calendarOfDay(core.day, profile, input.ayanamsa, input),
    methodology: packetMethodology(input, core.methodology, profile),
  };
}

export function presentDailyPacket(parts: DailyPacketParts): DailyPacketWire {
  return { ...presentDailyCore(parts.day), calendar: parts.calendar, ...parts.windows };
}

export function dailyPacket(input: DailyPacketInput): {
  body: DailyPacketWire;
  methodology: Record<string, string>;
} {
  const parts = dailyPacketParts(input);
  return { body: presentDailyPacket(parts), methodology: parts.methodology };
}

/** The body of /panchang/details: the core, the date in the profile's calendar, how it was found. */
export type DetailsPacketWire = DailyCoreWire & { readonly calendar: ProfileDateWire; readonly details: DetailsWire };

/**
 * /panchang/details: the core with how it was found (daily/details.ts) plus, as on /panchang/daily, the
 * date in the chosen profile's calendar (`calendar`), the profile named in the methodology.
 */
export function detailsProfilePacket(input: DailyPacketInput): {
  body: DetailsPacketWire;
  methodology: Record<string, string>;
} {
  const profile = profileFor(input.profile);
  const d = dailyDetails(input);
  const fmt = instantFormatter(d.day);
  return {
    body: {
      ...presentDailyCore(d.day, fmt),
      calendar: calendarOfDay(d.day, profile, input.ayanamsa, input),
      details: presentDetails(d.details, fmt),
    },
    methodology: { ...d.methodology, profile: `${profile.key}: ${profile.label}` },
  };
}

export interface MonthPacketInput extends MonthGridInput {
  readonly profile?: string;
}

/** A month row's date in the profile's calendar (lunisolar: month and era year; solar: month and day). */
export type MonthRowCalendarWire =
  | {
      readonly profile: string;
      readonly month: { index: number; name: string; regional_name: string; adhika: boolean };
      readonly year: { era: string; year: number };
    }
  | {
      readonly profile: string;
      readonly era: string;
      readonly year: number;
      readonly month: number;
      readonly month_name: string;
      readonly day: number;
    };

export type MonthPacketRowWire = MonthGridDay & { readonly calendar: MonthRowCalendarWire };

/** The body of /panchang/month before the festival markers (apps/panchang-svc/daily/month-markers.ts). */
export interface MonthPacketWire {
  readonly ym: string;
  readonly place: PlaceEcho;
  readonly days: readonly MonthPacketRowWire[];
  readonly profile: { readonly key: string; readonly kind: Profile['kind']; readonly label: string };
}

/**
 * /panchang/month: the month grid with each row's date in the profile's calendar. Lunisolar:
 * month in the profile's scheme with its regional name and the era year; solar: month and day,
 * from one sankranti search per solar month touched (about two per Gregorian month).
 */
export function monthPacket(input: MonthPacketInput): {
  body: MonthPacketWire;
  methodology: Record<string, string>;
} {
  const profile = profileFor(input.profile);
  const grid = monthGrid(input);
  let solar: SolarDate | null = null;
  const days = grid.body.days.map((row): MonthPacketRowWire => {
    const head = { profile: profile.key };
    if (profile.kind === 'lunisolar') {
      const m = profile.monthScheme === 'amanta' ? row.lunar_month.amanta : row.lunar_month.purnimanta;
      return {
        ...row,
        calendar: {
          ...head,
          month: { index: m.index, name: m.name, regional_name: profile.regionalMonthNames[m.index], adhika: m.adhika },
          year: {
            era: profile.era,
            year: profileEraYear(profile, row.lunar_month.amanta.index, row.samvat.vikram, row.samvat.shaka),
          },
        },
      };
    }
    if (solar === null || addDaysToDate(solar.monthStart, solar.monthDays) <= row.date) {
      const { place, zone } = resolvePlace({
        lat: input.lat,
        lng: input.lng,
        tz: grid.body.place.tz,
        elevationM: input.elevationM,
      });
      solar = solarDateOf(row.date, {
        profile,
        zone,
        place,
        ayanamsa: input.ayanamsa,
        convention: input.convention,
        rise: riseConventionOf(input.sunrise),
      });
    }
    const s: SolarDate = solar;
    return {
      ...row,
      calendar: {
        ...head,
        era: s.era,
        year: s.year,
        month: s.month,
        month_name: s.monthName,
        day: daysBetween(s.monthStart, row.date) + 1,
      },
    };
  });
  return {
    body: { ...grid.body, profile: { key: profile.key, kind: profile.kind, label: profile.label }, days },
    methodology: { ...grid.methodology, profile: `${profile.key}: ${profile.label}` },
  };
}
