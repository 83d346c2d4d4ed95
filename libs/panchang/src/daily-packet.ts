/**
 * The daily packet served by /panchang/daily (CONTRACT §3): the daily core, its timing windows
 * (windows, choghadiya, hora, gowri, panchaka, pradosham) and the date in the chosen calendar
 * profile (lunisolar: the profile's month scheme, regional month name and era year, from the
 * core's own month and samvat; solar: the solar month and day by the profile's day-start rule).
 */
import { addDaysToDate, AyanamsaKey, BoundedMemo, riseConventionOf, SunriseConventionKey } from '@pj/ephemeris';
import {
  DailyCoreInput,
  dailyCore,
  DailyCorePacket,
  detailsPacket,
  monthGrid,
  MonthGridInput,
  PanchangConvention,
} from './daily';
import { InputError } from './errors';
import {
  daysBetween,
  DEFAULT_PROFILE,
  isProfileKey,
  lunarDateFromPacket,
  Profile,
  profileEraYear,
  PROFILE_KEYS,
  PROFILES,
  SolarDate,
  solarDateOf,
} from './profiles';
import { resolvePlace } from './place';
import { dailyWindows, windowsMethodology } from './windows';

export interface DailyPacketInput extends DailyCoreInput {
  /** Calendar profile key (profiles/profiles.ts); default north_india_purnimanta. */
  readonly profile?: string;
}

export function profileFor(key: string | undefined): Profile {
  const k = key ?? DEFAULT_PROFILE;
  if (!isProfileKey(k))
    throw new InputError([
      { loc: ['query', 'profile'], msg: `profile must be one of ${PROFILE_KEYS.join(', ')}`, type: 'enum' },
    ]);
  return PROFILES[k];
}

/** The date in a profile's calendar, from a core packet (solar profiles search the sankranti). */
export function calendarOfPacket(
  b: DailyCorePacket,
  p: Profile,
  ayanamsa: AyanamsaKey,
  elevationM: number,
  conv: { convention?: PanchangConvention; sunrise?: SunriseConventionKey } = {},
): Record<string, unknown> {
  const head = { profile: p.key, kind: p.kind, label: p.label };
  if (p.kind === 'lunisolar') return { ...head, ...lunarDateFromPacket(b, p) };
  const { place, zone } = resolvePlace({ lat: b.place.lat, lng: b.place.lng, tz: b.place.tz, elevationM });
  // the solar month opens by the profile's rule on the packet's own sunrise definition and sankranti convention
  return {
    ...head,
    ...solarDateOf(b.date, {
      profile: p,
      zone,
      place,
      ayanamsa,
      convention: conv.convention,
      rise: riseConventionOf(conv.sunrise),
    }),
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

export function dailyPacket(input: DailyPacketInput): {
  body: Record<string, unknown>;
  methodology: Record<string, string>;
} {
  const profile = profileFor(input.profile);
  const core = dailyCore(input);
  const w = dailyWindows(core, {
    ayanamsa: input.ayanamsa,
    convention: input.convention,
    rise: riseConventionOf(input.sunrise),
  });
  return {
    body: {
      ...core.body,
      calendar: calendarOfPacket(core.body, profile, input.ayanamsa, input.elevationM ?? 0, input),
      ...w,
    },
    methodology: packetMethodology(input, core.methodology, profile),
  };
}

/**
 * /panchang/details: the core with how it was found (daily/details.ts) plus, as on /panchang/daily, the
 * date in the chosen profile's calendar (`calendar`), the profile named in the methodology.
 */
export function detailsProfilePacket(input: DailyPacketInput): {
  body: Record<string, unknown>;
  methodology: Record<string, string>;
} {
  const profile = profileFor(input.profile);
  const d = detailsPacket(input);
  const { details, ...core } = d.body;
  const calendar = calendarOfPacket(
    core as unknown as DailyCorePacket,
    profile,
    input.ayanamsa,
    input.elevationM ?? 0,
    input,
  );
  return {
    body: { ...core, calendar, details },
    methodology: { ...d.methodology, profile: `${profile.key}: ${profile.label}` },
  };
}

export interface MonthPacketInput extends MonthGridInput {
  readonly profile?: string;
}

/**
 * /panchang/month: the month grid with each row's date in the profile's calendar. Lunisolar:
 * month in the profile's scheme with its regional name and the era year; solar: month and day,
 * from one sankranti search per solar month touched (about two per Gregorian month).
 */
export function monthPacket(input: MonthPacketInput): {
  body: Record<string, unknown>;
  methodology: Record<string, string>;
} {
  const profile = profileFor(input.profile);
  const grid = monthGrid(input);
  let solar: SolarDate | null = null;
  const days = grid.body.days.map((row) => {
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
    if (solar === null || addDaysToDate(solar.month_start, solar.month_days) <= row.date) {
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
        month_name: s.month_name,
        day: daysBetween(s.month_start, row.date) + 1,
      },
    };
  });
  return {
    body: { ...grid.body, profile: { key: profile.key, kind: profile.kind, label: profile.label }, days },
    methodology: { ...grid.methodology, profile: `${profile.key}: ${profile.label}` },
  };
}
