/**
 * The matching routes through the embedded gateway: bodies equal the library packets, and the 422
 * rules of the bride/groom birth data (gateway validation and service-side birth errors name the
 * partner's field).
 */
import { compatibilityPacket, gunmilanPacket } from '@pj/jyotish';
import { useEmbeddedGateway } from './support/embedded';

const { post } = useEmbeddedGateway();

const BRIDE = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };
const GROOM = { date: '1993-04-21', time: '06:15:00', lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };
const PAIR = { bride: BRIDE, groom: GROOM };

describe('matching routes (embedded gateway)', () => {
  it('POST /matching/gunmilan: the library packet, 8 kootas of maxima 1..8, methodology names the tables', async () => {
    const r = await post('/matching/gunmilan', PAIR);
    expect(r.status).toBe(200);
    const { _meta, ...body } = r.body;
    expect(body).toEqual(JSON.parse(JSON.stringify(gunmilanPacket(PAIR).body)));
    expect(body.kootas.map((k: { max: number }) => k.max)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(_meta.methodology.gunmilan).toMatch(/PyJHora|Muhurta Chintamani/);
  });

  it('POST /compatibility/advanced: ten poruthams, manglik of both, dasha sandhi, the ashtakoota', async () => {
    const r = await post('/compatibility/advanced', PAIR);
    expect(r.status).toBe(200);
    const { _meta, ...body } = r.body;
    expect(body).toEqual(JSON.parse(JSON.stringify(compatibilityPacket(PAIR).body)));
    expect(body.dasa_porutham.poruthams).toHaveLength(10);
    expect(body.manglik.school).toBe('north_indian');
    expect(Object.keys(body.manglik.bride.mars_house_from)).toEqual(['ascendant', 'moon', 'venus']);
    expect(body.ashtakoota.total).toBe(
      r.body.ashtakoota.kootas.reduce((s: number, k: { points: number }) => s + k.points, 0),
    );
    expect(_meta.methodology.manglik).toMatch(/north_indian school/);
  });

  it.each([
    [
      'missing bride date',
      { bride: { ...BRIDE, date: undefined }, groom: GROOM },
      ['body', 'bride', 'date'],
      'missing',
    ],
    ['groom lat out of range', { bride: BRIDE, groom: { ...GROOM, lat: 95 } }, ['body', 'groom', 'lat'], 'range'],
    ['missing groom', { bride: BRIDE }, ['body', 'groom'], 'missing'],
    ['person instead of bride', { person: BRIDE, groom: GROOM }, ['body', 'person'], 'extra_forbidden'],
    [
      'groom in a DST gap (service-side)',
      { bride: BRIDE, groom: { date: '2024-03-10', time: '02:30', lat: 40.71, lng: -74, tz: 'America/New_York' } },
      ['body', 'groom', 'time'],
      'dst_gap',
    ],
  ])('/matching/gunmilan 422: %s', async (_label, body, loc, type) => {
    const r = await post('/matching/gunmilan', body);
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ loc, type })]));
  });
});
