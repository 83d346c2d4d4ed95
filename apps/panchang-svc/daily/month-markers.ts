/**
 * Festival and vrat markers of the month grid (/panchang/month): every observance dated in the
 * month at the place, from the observance engine (libs/calendar: the rule set and the Ekadashi
 * module on one timeline), attached to its row as { rule_key, slug, name, kind, tradition }. The evidence of each
 * is served by /panchang/festivals and /festival/observance/explain. The grid's `profile` picks the
 * rules' regional variant (e.g. maharashtra_amanta → marathi); north_india_purnimanta → the default.
 */
import { observanceMethodology, observancesInRange, RegionKey } from '@pj/calendar';
import { StopCheck } from '@pj/ephemeris';
import type { MonthPacketRowWire, MonthPacketWire } from '@pj/panchang';

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

export interface MonthMarker {
  readonly rule_key: string;
  readonly slug: string;
  readonly name: string;
  readonly kind: string;
  readonly tradition: string | null;
}

/** The body of /panchang/month: the grid with each row's festival markers. */
export interface MonthWire extends Omit<MonthPacketWire, 'days'> {
  readonly days: readonly (MonthPacketRowWire & { readonly festivals: readonly MonthMarker[] })[];
}

export function withFestivalMarkers(
  computed: { body: MonthPacketWire; methodology: Record<string, string> },
  profile: string,
  stop?: StopCheck,
): { body: MonthWire; methodology: Record<string, string> } {
  const body = computed.body;
  const days = body.days;
  if (days.length === 0) return { body: { ...body, days: [] }, methodology: computed.methodology };
  const q = { lat: body.place.lat, lng: body.place.lng, tz: body.place.tz, fromDate: days[0].date, days: days.length };
  const region = PROFILE_REGION[profile];
  // the rule set and the Ekadashis, evaluated on one timeline of the month
  const all = observancesInRange({ ...q, region, stop }).observances;
  const byDate = new Map<string, MonthMarker[]>();
  for (const o of all)
    byDate.set(o.date, [
      ...(byDate.get(o.date) ?? []),
      { rule_key: o.ruleKey, slug: o.slug, name: o.name, kind: o.kind, tradition: o.tradition },
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
