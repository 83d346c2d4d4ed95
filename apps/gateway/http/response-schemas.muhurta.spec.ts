/**
 * The muhurta family's bodies against their published schemas (response-types/muhurta.json →
 * response-schemas.generated.json): packets of the library for New Delhi (both schools), a polar place
 * (Tromsø at midsummer: days without a frame) and a couple, validated with Ajv; a malformed body is refused.
 */
import { activityCertificationPacket, electionalPacket, muhurtaExplainPacket, muhurtaSearchPacket } from '@pj/muhurta';
import { ajv, validatorOf } from '../../../test/support/response-schema';

const DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };
const QUERIES = [
  { ...DELHI, startDate: '2025-01-14', days: 20, activity: 'marriage', topN: 5 },
  { ...DELHI, startDate: '2025-02-01', days: 20, activity: 'griha_pravesh', school: 'muhurta_chintamani' as const },
  { lat: 69.65, lng: 18.96, tz: 'Europe/Oslo', startDate: '2024-06-15', days: 5, activity: 'travel' },
];
const GROOM = { date: '1993-04-21', time: '06:15', lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };
const BRIDE = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

describe('muhurta family: bodies validate against the published schemas', () => {
  it.each([
    ['/muhurta/search', muhurtaSearchPacket],
    ['/muhurta/explain', muhurtaExplainPacket],
  ] as const)(
    '%s: every query',
    (route, packet) => {
      const validate = validatorOf(route);
      const failures = QUERIES.flatMap((q, i) =>
        validate(packet(q).body) ? [] : [`query ${i}: ${ajv.errorsText(validate.errors)}`],
      );
      expect(failures).toEqual([]);
    },
    60_000,
  );

  it('/muhurta/activity-certification and the electional routes', () => {
    expect(validatorOf('/muhurta/activity-certification')(activityCertificationPacket().body)).toBe(true);
    const q = { ...QUERIES[0], tz: DELHI.tz };
    for (const route of ['POST /muhurat/electional', 'POST /muhurat/top10']) {
      const validate = validatorOf(route);
      expect(validate(electionalPacket({ ...q, person: GROOM }).body)).toBe(true);
      expect(validate(electionalPacket({ ...q, bride: BRIDE, groom: GROOM }, undefined, 10).body)).toBe(true);
    }
  }, 60_000);

  it('a window without its score, a verdict outside the set or an extra field is refused', () => {
    const body = muhurtaSearchPacket({ ...QUERIES[0], tz: DELHI.tz }).body;
    const validate = validatorOf('/muhurta/search');
    expect(validate(body)).toBe(true);
    expect(validate({ ...body, extra: 1 })).toBe(false);
    const { score: _score, ...noScore } = body.windows[0];
    expect(validate({ ...body, windows: [noScore] })).toBe(false);
    const ex = muhurtaExplainPacket({ ...QUERIES[0], tz: DELHI.tz }).body;
    const day = { ...ex.days_explained[0], rules: [{ rule: 'tithi', verdict: 'maybe', why: '' }] };
    expect(validatorOf('/muhurta/explain')({ ...ex, days_explained: [day] })).toBe(false);
  }, 60_000);
});
