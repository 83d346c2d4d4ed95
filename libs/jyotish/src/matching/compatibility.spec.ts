/**
 * /compatibility/advanced's manglik part is the /dosha manglik of each partner (one implementation,
 * one school named), and `balanced` compares the partners after cancellations.
 */
import { doshaPacket } from '../judgement/packets';
import { compatibilityPacket } from './packets';

const BRIDE = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };
const GROOM = { date: '1993-04-21', time: '06:15:00', lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };
const OTHER = { date: '1985-01-15', time: '18:20:00', lat: 19.07, lng: 72.88, tz: 'Asia/Kolkata' };

describe('compatibility: manglik from judgement/dosha', () => {
  it.each([
    ['bride', BRIDE, GROOM],
    ['groom', OTHER, BRIDE],
  ] as const)('each partner equals the /dosha manglik of that birth (%s pair)', (_, bride, groom) => {
    const { body, methodology } = compatibilityPacket({ bride, groom });
    expect(body.manglik.school).toBe('north_indian');
    expect(body.manglik.bride).toEqual(doshaPacket({ person: bride }).body.doshas.manglik);
    expect(body.manglik.groom).toEqual(doshaPacket({ person: groom }).body.doshas.manglik);
    expect(methodology.manglik).toMatch(/north_indian school \(Mars in house 1, 4, 7, 8, 12/);
  });

  it('balanced: both or neither manglik after cancellations', () => {
    for (const [bride, groom] of [
      [BRIDE, GROOM],
      [OTHER, BRIDE],
      [GROOM, OTHER],
    ]) {
      const m = compatibilityPacket({ bride, groom }).body.manglik;
      const after = (p: typeof m.bride) => p.present === true && p.cancelled === false;
      expect(m.balanced).toBe(after(m.bride) === after(m.groom));
    }
  });
});
