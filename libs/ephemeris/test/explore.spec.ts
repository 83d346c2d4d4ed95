import * as fs from 'node:fs';
import * as zlib from 'node:zlib';
import * as E from '../src';
test('explore grid', () => {
  const dir = '/work/shared/reference/drik-grid';
  const place = { latDeg: 28.6139, lngDeg: 77.209, elevationM: 0 };
  const errs: { date: string; kind: string; e: number }[] = [];
  for (const f of fs.readdirSync(dir).sort()) {
    const lines = zlib.gunzipSync(fs.readFileSync(`${dir}/${f}`)).toString('utf8').trim().split('\n');
    for (const line of lines) {
      const r = JSON.parse(line);
      const d = E.civilDayRiseSet(r.date, 'Asia/Kolkata', place, E.DEFAULT_RISE_CONVENTION);
      for (const kind of ['sunrise', 'sunset'] as const) {
        const ev = d[kind];
        const exp = E.instantFromLocal(r.date, r[kind].local.slice(11), 'Asia/Kolkata');
        if (exp.kind !== 'ok' || !ev.instant) { errs.push({ date: r.date, kind, e: NaN }); continue; }
        errs.push({ date: r.date, kind, e: (ev.instant.jdUt - exp.instant.jdUt) * 86400 });
      }
    }
  }
  const byDecade: Record<string, number[]> = {};
  for (const x of errs) (byDecade[x.date.slice(0, 3)] ??= []).push(x.e);
  for (const [k, v] of Object.entries(byDecade)) {
    const abs = v.map(Math.abs);
    console.log(k, v.length, 'max', Math.max(...abs).toFixed(1), 'mean', (v.reduce((a, b) => a + b, 0) / v.length).toFixed(2), 'over60', abs.filter((x) => !(x <= 60)).length, 'over30', abs.filter((x) => x > 30).length);
  }
  const bad = errs.filter((x) => !(Math.abs(x.e) <= 60));
  console.log(bad.slice(0, 40));
}, 600000);
