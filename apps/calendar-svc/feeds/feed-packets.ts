/** calendar-svc feed packets: ICS and JSON Feed of a date range, and the free/busy of a day. */
import { FeedKind, FeedRequest, FreeBusyBody, MuhurtaFreeBusyRequest, ObservanceKindInput } from '@pj/contracts';
import {
  Computed,
  FeedTextWire,
  feedsMethodology,
  JsonFeedWire,
  muhurtaFreeBusy,
  observanceRange,
  observancesIcs,
  observancesJsonFeed,
  JSON_FEED_CONTENT_TYPE,
} from '@pj/calendar';
import { NEVER_STOP, StopCheck } from '@pj/ephemeris';
import { windowsPacketMethodology } from '@pj/panchang';

const FESTIVAL_KINDS: readonly ObservanceKindInput[] = ['festival', 'jayanti', 'sankranti', 'eclipse', 'new_year'];
const VRAT_KINDS: readonly ObservanceKindInput[] = ['vrat', 'ekadashi'];

const KINDS: Record<FeedKind, readonly ObservanceKindInput[] | null> = {
  festivals_ics: FESTIVAL_KINDS,
  vrats_ics: VRAT_KINDS,
  observances_ics: null,
  festivals_json: FESTIVAL_KINDS,
  vrats_json: VRAT_KINDS,
};
const TITLES: Record<FeedKind, string> = {
  festivals_ics: 'Festivals',
  vrats_ics: 'Vrats and Ekadashis',
  observances_ics: 'Festivals and vrats',
  festivals_json: 'Festivals',
  vrats_json: 'Vrats and Ekadashis',
};

/** A feed of observances in [fromDate, fromDate + days): ICS text (as FeedReply) or a JSON Feed document. */
export function feedPacket(
  q: FeedRequest,
  stamp: Date = new Date(),
  stop: StopCheck = NEVER_STOP,
): Computed<JsonFeedWire | FeedTextWire> {
  const r = observanceRange(
    { ...q, anchorDate: null, region: null, kinds: KINDS[q.feed], maxPerRule: null, includeTop: false },
    stop,
  );
  const place = { lat: r.place.place.latDeg, lng: r.place.place.lngDeg, tz: r.place.zone };
  const last = r.toDate;
  const title = `${TITLES[q.feed]} ${q.fromDate} to ${last} at ${place.lat.toFixed(4)}, ${place.lng.toFixed(4)}${q.tradition ? ` (${q.tradition})` : ''}`;
  const methodology = { ...r.methodology, ...feedsMethodology() };
  if (q.feed.endsWith('_json')) {
    const feed = observancesJsonFeed({
      title,
      description: `${TITLES[q.feed]} with the evidence of each date (the anga, the kaala, the candidate days and the rule that decided).`,
      place,
      observances: r.observances,
      feedUrl: q.feedUrl,
    });
    return { body: { ...feed }, methodology };
  }
  const body: FeedTextWire = {
    content_type: 'text/calendar; charset=utf-8',
    filename: `${q.feed.replace('_ics', '')}-${q.fromDate}.ics`,
    text: observancesIcs({ name: title, place, observances: r.observances, stamp }),
    count: r.observances.length,
  };
  return { body, methodology };
}

export const JSON_FEED_TYPE = `${JSON_FEED_CONTENT_TYPE}; charset=utf-8`;

/** /calendar/muhurta.ifb. */
export function freeBusyPacket(q: MuhurtaFreeBusyRequest, stamp: Date = new Date()): Computed<FreeBusyBody> {
  const fb = muhurtaFreeBusy({ date: q.date, lat: q.lat, lng: q.lng, tz: q.tz, elevationM: q.elevationM }, stamp);
  return {
    body: {
      content_type: 'text/calendar; charset=utf-8',
      filename: `muhurta-${q.date}.ifb`,
      text: fb.ics,
      periods: fb.periods.length,
      profile: q.profile,
      ...(fb.note ? { note: fb.note } : {}),
    },
    methodology: { ...windowsPacketMethodology('lahiri'), ...feedsMethodology(), profile: q.profile },
  };
}
