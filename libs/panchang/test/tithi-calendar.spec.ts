import { TITHI_CATALOG, tithiYearPacket } from '../src';
import { isoJd, MINUTE_S, publishedJd, readJsonLines, SECONDS_PER_DAY } from './support';

interface GridDay {
  date: string;
  sunrise: { local: string };
  tithi_at_sunrise: { index: number };
}

/** A tithi lasts 19.6–26.8 h (Moon−Sun elongation rate 10.8–14.7°/day over 12°). */
const MIN_TITHI_H = 19.5;
const MAX_TITHI_H = 27;

describe('tithi catalog', () => {
  it('has 30 tithis with CONTRACT names, slugs and the fivefold groups', () => {
    expect(TITHI_CATALOG).toHaveLength(30);
    expect(TITHI_CATALOG[10]).toMatchObject({
      index: 10,
      number: 11,
      name: 'Ekadashi',
      paksha: 'shukla',
      slug: 'shukla-ekadashi',
      group: 'nanda',
    });
    expect(TITHI_CATALOG[14]).toMatchObject({ number: 15, name: 'Purnima', slug: 'purnima', group: 'purna' });
    expect(TITHI_CATALOG[29]).toMatchObject({
      number: 30,
      name: 'Amavasya',
      paksha: 'krishna',
      slug: 'amavasya',
      group: 'purna',
    });
    expect(TITHI_CATALOG[3].group).toBe('rikta'); // Chaturthi
    expect(new Set(TITHI_CATALOG.map((t) => t.slug)).size).toBe(30);
  });
});

describe('spans of one tithi in a year vs Drik Panchang tithi at sunrise (New Delhi grid sample)', () => {
  const grid = readJsonLines<GridDay>('drik-grid', 'grid-sample.jsonl.gz');
  const cases = [11, 15, 23, 30].flatMap((number) =>
    grid
      .filter((d) => d.tithi_at_sunrise.index === number)
      .slice(0, 6)
      .map((d) => ({ number, d })),
  );

  it.each(cases.map((c) => [TITHI_CATALOG[c.number - 1].slug, c.d.date, c] as const))(
    '%s contains the sunrise of %s',
    (slug, _date, c) => {
      const year = Number(c.d.date.slice(0, 4));
      const packet = tithiYearPacket({ slug, year, lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' });
      const spans = packet.body.spans;
      expect(spans.length).toBeGreaterThanOrEqual(12);
      expect(spans.length).toBeLessThanOrEqual(14);
      for (const s of spans) {
        expect(s.duration_s / 3600).toBeGreaterThan(MIN_TITHI_H);
        expect(s.duration_s / 3600).toBeLessThan(MAX_TITHI_H);
      }
      const sunrise = publishedJd(c.d.sunrise.local, 'Asia/Kolkata');
      const containing = spans.find((s) => isoJd(s.start) <= sunrise && sunrise < isoJd(s.end));
      // Drik's sunrise minute is ±30 s; a boundary within a minute of it is not decided by this reference
      const nearBoundary = spans.some(
        (s) =>
          Math.min(Math.abs(isoJd(s.start) - sunrise), Math.abs(isoJd(s.end) - sunrise)) * SECONDS_PER_DAY < MINUTE_S,
      );
      if (!nearBoundary) expect(containing).toBeDefined();
    },
  );

  it('an unknown slug is a not_found error', () => {
    expect(() => tithiYearPacket({ slug: 'shukla-trecadashi', year: 2024, lat: 28.6, lng: 77.2 })).toThrow(
      expect.objectContaining({ code: 'not_found' }),
    );
  });
});
