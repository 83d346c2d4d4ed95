/** The conventions of the feeds, named for the methodology fingerprint (libs/envelope). */
export const FEEDS_ALGORITHM = 'calendar-feeds-1';

export function feedsMethodology(): Record<string, string> {
  return {
    feeds_ics:
      "RFC 5545 VCALENDAR (METHOD:PUBLISH) written by ical-generator 10: one all-day VEVENT (DTSTART;VALUE=DATE, DTEND next day) per observance on its civil date at the place; UID = date + slug + sha256(rule key, slug, tradition, date, place to 4 decimals); X-WR-TIMEZONE the place's zone; GEO the coordinates; DESCRIPTION the evidence (anga, kaala, candidates, deciding rule, notes, source)",
    feeds_freebusy:
      'RFC 5545 VFREEBUSY of one Hindu day: auspicious windows FBTYPE=FREE, inauspicious FBTYPE=BUSY (neutral ones left out), UTC periods to the second, one FREEBUSY property per window named in X-PJ-WINDOW/X-PJ-NAME; DTSTART/DTEND span the day (sunrise to next sunrise) and every window',
    feeds_json:
      'JSON Feed 1.1: item id = the ICS UID, date_published = local midnight of the date at the place, content_text = the evidence, _observance = the observance',
    feeds_algorithm: FEEDS_ALGORITHM,
  };
}
