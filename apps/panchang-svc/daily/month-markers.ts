/**
 * Festival and vrat markers of the month grid (/panchang/month): every observance dated in the
 * month at the place, from the observance engine (libs/calendar: the rule set and the Ekadashi
 * module on one timeline), attached to its row as { rule_key, slug, name, kind, tradition }. The evidence of each
 * is served by /panchang/festivals and /festival/observance/explain. The grid's `profile` picks the
 * rules' regional variant (e.g. maharashtra_amanta → marathi); north_india_purnimanta → the default.
 */
import { observanceMethodology, observancesInRange, RegionKey } from '@pj/calendar';
import { StopCheck } from '@pj/ephemeris';

/** The regional rule variant of each calendar profile (libs/panchang/src/profiles). */
export const PROFILE_REGION: Readonly<Record<string, RegionKey | undefined>> = {
  north_india_purnimanta: undefined,
  gujarat_amanta: 'gujarati',
  maharashtra_amanta: 'marathi',
  karnataka_amanta: 'kannada',
  andhra_telangana_amanta: 'telugu',
  tamil_solar: 'tamil',
  malayalam_solar: 'malayalam',
  bengali_solar: 'bengali',
  odia_solar: 'odia',
};

interface Row {
  readonly date: string;
}

export interface MonthMarker {
  readonly rule_key: string;
  readonly slug: string;
  readonly name: string;
  readonly kind: string;
  readonly tradition: string | null;
}

export function withFestivalMarkers(
  computed: { body: Record<string, unknown>; methodology: Record<string, string> },
  profile: string,
  stop?: StopCheck,
): { body: Record<string, unknown>; methodology: Record<string, string> } {
  const body = computed.body as {
    days: Row[];
    place: { lat: number; lng: number; tz: string };
  } & Record<string, unknown>;
  const days = body.days as Row[];
  if (days.length === 0) return computed;
  const q = { lat: body.place.lat, lng: body.place.lng, tz: body.place.tz, fromDate: days[0].date, days: days.length };
  const region = PROFILE_REGION[profile];
  // the rule set and the Ekadashis, evaluated on one timeline of the month
  const all = observancesInRange({ ...q, region, stop }).observances;
  const byDate = new Map<string, MonthMarker[]>();
  for (const o of all)
    byDate.set(o.date, [
      ...(byDate.get(o.date) ?? []),
      { rule_key: o.rule_key, slug: o.slug, name: o.name, kind: o.kind, tradition: o.tradition },
    ]);
  return {
    body: { ...body, days: days.map((row) => ({ ...row, festivals: byDate.get(row.date) ?? [] })) },
    methodology: {
      ...computed.methodology,
      ...Object.fromEntries(Object.entries(observanceMethodology()).map(([k, v]) => [`markers_${k}`, v])),
      markers_region: region ?? 'default rules',
    },
  };
}
