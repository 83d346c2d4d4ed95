/**
 * Feeds parsed back with the independent iCalendar parser ical.js (not the generator that wrote
 * them): the VFREEBUSY of a day's windows against Drik Panchang's printed windows (New Delhi,
 * 2022-01-26, days.json: ±60 s, Drik prints the nearest minute), and the VEVENT calendar's
 * structure, escaping, folding and stable UIDs.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import ICAL from 'ical.js';
import { jdUtOfLocalIso } from '@pj/ephemeris';
import type { Observance } from '../types';
import { JSON_FEED_VERSION, observancesIcs, observancesJsonFeed } from '@pj/calendar';
import { muhurtaFreeBusy, observanceUid } from './index';

const GOLDEN = path.join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'golden');
interface PageWindow {
  start: string | null;
  end: string | null;
}
interface Page {
  date: string;
  windows: Record<string, PageWindow>;
}
const pages = JSON.parse(fs.readFileSync(path.join(GOLDEN, 'drik-daily', 'days.json'), 'utf8')) as Page[];
const DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };

/** Unix seconds of a Drik local minute in IST (+05:30 in 2020–2022). */
const ist = (local: string) => Date.parse(`${local}:00+05:30`) / 1000;

function parse(text: string): ICAL.Component {
  return new ICAL.Component(ICAL.parse(text));
}

describe('muhurta free/busy (VFREEBUSY)', () => {
  const page = pages.find((p) => p.date === '2022-01-26')!;
  const fb = muhurtaFreeBusy({ date: '2022-01-26', ...DELHI }, new Date('2026-01-01T00:00:00Z'));
  const cal = parse(fb.ics);
  const vfb = cal.getFirstSubcomponent('vfreebusy')!;
  const props = vfb.getAllProperties('freebusy');
  const byWindow = (kind: string) => props.filter((p) => p.getParameter('x-pj-window') === kind);

  it('is a published VFREEBUSY with UID, DTSTAMP and a UTC range over the Hindu day', () => {
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(vfb.getFirstPropertyValue('uid')).toMatch(/^20220126-muhurta-[0-9a-f]{24}@/);
    const start = vfb.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = vfb.getFirstPropertyValue('dtend') as ICAL.Time;
    expect(start.zone?.tzid).toBe('UTC');
    // the span starts at brahma muhurta (05:26 IST per Drik) and ends at the next sunrise (07:12 IST on the 27th)
    expect(Math.abs(start.toUnixTime() - ist('2022-01-26T05:26'))).toBeLessThanOrEqual(60);
    expect(Math.abs(end.toUnixTime() - ist('2022-01-27T07:12'))).toBeLessThanOrEqual(60);
  });

  it.each([
    ['rahu_kalam', 'rahu_kalam', 'BUSY'],
    ['yamaganda', 'yamaganda', 'BUSY'],
    ['gulika_kalam', 'gulikai_kalam', 'BUSY'],
    ['dur_muhurta', 'dur_muhurtam', 'BUSY'],
    ['brahma_muhurta', 'brahma_muhurta', 'FREE'],
    ['vijaya_muhurta', 'vijaya_muhurta', 'FREE'],
    ['amrit_kalam', 'amrit_kalam', 'FREE'],
  ])('%s is one %s… period equal to Drik within 60 s', (kind, drikKey, fbtype) => {
    const found = byWindow(kind);
    expect(found).toHaveLength(1);
    expect(found[0].getParameter('fbtype')).toBe(fbtype);
    const period = found[0].getFirstValue() as ICAL.Period;
    const drik = page.windows[drikKey];
    expect(Math.abs(period.start.toUnixTime() - ist(drik.start!))).toBeLessThanOrEqual(60);
    expect(Math.abs(period.getEnd().toUnixTime() - ist(drik.end!))).toBeLessThanOrEqual(60);
  });

  it('has no abhijit period on a Wednesday (Drik prints "None")', () => {
    expect(page.windows.abhijit.start).toBeNull();
    expect(byWindow('abhijit')).toHaveLength(0);
  });

  it('writes CRLF lines of at most 75 octets', () => {
    const lines = fb.ics.split('\r\n');
    expect(lines[lines.length - 1]).toBe('');
    for (const l of lines) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
    expect(fb.ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});

describe('observance VEVENT calendar', () => {
  const at = (start: string, end: string) => ({ startJdUt: jdUtOfLocalIso(start), endJdUt: jdUtOfLocalIso(end) });
  // A hand-written observance with hostile text: the calendar must carry it back unchanged.
  const hostile: Observance = {
    ruleKey: 'test_rule',
    slug: 'test-rule',
    name: 'Test; "quoted", back\\slash\nnewline <b>x</b> ' + 'अ'.repeat(40),
    names: { en: 'Test' },
    aliases: [],
    kind: 'festival',
    date: '2024-11-01',
    tradition: 'smarta',
    region: null,
    muhurta: at('2024-11-01T17:36:00+05:30', '2024-11-01T18:16:00+05:30'),
    source: 'Nirnayasindhu (test)',
    evidence: {
      anga: 'Kartika Amavasya (tithi 30)',
      monthSystem: 'amanta',
      kaala: 'pradosha',
      candidates: [
        {
          date: '2024-10-31',
          kaala: at('2024-10-31T17:36:00+05:30', '2024-10-31T20:11:00+05:30'),
          anga: at('2024-10-31T15:52:00+05:30', '2024-11-01T18:16:00+05:30'),
          overlapS: 9300,
          atSunrise: false,
          touchesKaala: true,
        },
      ],
      decidedBy: 'test',
      tieBreak: 'vyapti',
      notes: ['note, with; separators'],
    },
  };
  const stamp = new Date('2026-01-01T00:00:00Z');
  const text = observancesIcs({ name: 'Festivals; test', place: DELHI, observances: [hostile], stamp });
  const ev = parse(text).getFirstSubcomponent('vevent')!;

  it('round-trips the summary and description text exactly (RFC 5545 TEXT escaping, folding)', () => {
    expect(ev.getFirstPropertyValue('summary')).toBe(hostile.name);
    const description = ev.getFirstPropertyValue('description') as string;
    expect(description).toContain('Decided by: test (tie-break vyapti).');
    expect(description).toContain('Note: note, with; separators');
    expect(description).toContain(
      'Candidate 2024-10-31: kaala 17:36–20:11; anga 2024-10-31 15:52 → 2024-11-01 18:16; overlap 155 min',
    );
    for (const l of text.split('\r\n')) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
  });

  it('is an all-day event on the observance date with a stable UID, GEO and DTSTAMP in UTC', () => {
    const start = ev.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe('2024-11-01');
    expect((ev.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe('2024-11-02');
    expect(ev.getFirstPropertyValue('uid')).toBe(observanceUid(hostile, DELHI));
    expect(observanceUid(hostile, DELHI)).toBe(observanceUid({ ...hostile }, { ...DELHI }));
    expect(observanceUid(hostile, DELHI)).not.toBe(observanceUid({ ...hostile, date: '2024-11-02' }, DELHI));
    expect(observanceUid(hostile, DELHI)).not.toBe(observanceUid(hostile, { ...DELHI, lat: 19.076 }));
    expect(ev.getFirstPropertyValue('geo')).toEqual([28.6139, 77.209]);
    expect((ev.getFirstPropertyValue('dtstamp') as ICAL.Time).toString()).toBe('2026-01-01T00:00:00Z');
  });

  it('JSON Feed 1.1 items carry the same UID as id and the evidence as content_text', () => {
    const feed = observancesJsonFeed({ title: 't', description: 'd', place: DELHI, observances: [hostile] });
    expect(feed.version).toBe(JSON_FEED_VERSION);
    expect(feed.items[0].id).toBe(observanceUid(hostile, DELHI));
    expect(feed.items[0].date_published).toBe('2024-11-01T00:00:00+05:30');
    expect(feed.items[0].content_text).toContain('Anga: Kartika Amavasya (tithi 30) (amanta months); kaala: pradosha.');
    expect(JSON.parse(JSON.stringify(feed)).items[0].title).toBe(`${hostile.name} — 2024-11-01`);
  });
});
