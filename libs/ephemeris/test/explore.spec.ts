import * as A from 'astronomy-engine';
import * as E from '../src';
test('x', () => {
  const lats = [40, 45, 50, 55, 58, 60, 62, 64, 65, 66];
  const lngs = [-122.4, 2.35, 30.3, 100.5, 151.2];
  for (const lat of lats) {
    let mism = 0, n = 0, maxErr = 0; const ex: string[] = [];
    for (const lng of lngs) {
      const obs = new A.Observer(lat, lng, 0);
      const P = { latDeg: lat, lngDeg: lng, elevationM: 0 };
      for (let d = 0; d < 366; d += 3) {
        const s = E.instantFromUtcMillis(Date.UTC(2024, 0, 1 + d) - (lng / 15) * 3600e3);
        for (const [body, kind, dir] of [['sun', 'rise', 1], ['sun', 'set', -1], ['moon', 'rise', 1], ['moon', 'set', -1]] as const) {
          const ev = E.nextRiseSet(body, kind, s, P, E.DEFAULT_RISE_CONVENTION, 1);
          const ae = A.SearchRiseSet(body === 'sun' ? A.Body.Sun : A.Body.Moon, obs, dir, A.MakeTime(new Date(s.utcIso)), 1);
          n++;
          if (ev.instant && ae) { const e = Math.abs(ev.instant.jdUt - (ae.ut + 2451545)) * 86400; if (e > 600) { mism++; ex.push(`${lng} ${d} ${body}${kind} err ${e.toFixed(0)}`); } else maxErr = Math.max(maxErr, e); }
          else if (!ev.instant && !ae) { }
          else { mism++; ex.push(`${lng} ${d} ${body}${kind} ours ${ev.instant?.utcIso ?? ev.reason} ae ${ae?.date.toISOString()}`); }
        }
      }
    }
    console.log('lat', lat, 'n', n, 'mismatch', mism, 'maxErr(ok) s', maxErr.toFixed(1), ex.slice(0, 4).join(' | '));
  }
}, 600000);
