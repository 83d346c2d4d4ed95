#!/usr/bin/env node
/**
 * Byte-identity check of the daily family's wire bodies: runs the panchang-svc handlers of
 * /panchang/daily, /details, /utility, /month and the window routes (choghadiya … inauspicious,
 * /lagna/table, /panchang/vedic-time, /muhurat/vehicle) from dist/, plus the muhurta free/busy
 * feed, for ~40 place/date/option combinations, and writes one line per call: `key<TAB>JSON` of
 * { body, methodology } (the envelope's _meta, with its clock and request id, is left out).
 *
 *   npm run build && node scripts/experiments/daily-bodies.js > /tmp/before.txt
 *   … change …
 *   npm run build && node scripts/experiments/daily-bodies.js > /tmp/after.txt && diff /tmp/before.txt /tmp/after.txt
 */
'use strict';
require('reflect-metadata');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const { DailyController } = require(path.join(root, 'dist/apps/panchang-svc/daily/daily.controller'));
const { WindowsController } = require(path.join(root, 'dist/apps/panchang-svc/windows/windows.controller'));
const { muhurtaFreeBusy } = require(path.join(root, 'dist/libs/calendar/src'));
const { PROFILE_KEYS, PANCHANG_CONVENTIONS } = require(path.join(root, 'dist/libs/panchang/src'));
const { SUNRISE_CONVENTION_KEYS, AYANAMSAS } = require(path.join(root, 'dist/libs/ephemeris/src'));

/** The enveloper's computed part only: { body, methodology }. */
const enveloper = { wrap: (_req, computed) => computed };
const daily = new DailyController(enveloper);
const windows = new WindowsController(enveloper);
const req = (payload) => ({ requestId: 'compare', deadlineAtMs: Number.MAX_SAFE_INTEGER, payload });

const DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };
const NEW_YORK = { lat: 40.7128, lng: -74.006, tz: 'America/New_York' };
const TROMSO = { lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' };
const MCMURDO = { lat: -77.846, lng: 166.676, tz: 'Antarctica/McMurdo' };
const APIA = { lat: -13.83, lng: -171.76, tz: 'Pacific/Apia' };
const DEFAULTS = { ayanamsa: 'lahiri', convention: 'drik', profile: 'north_india_purnimanta', elevationM: 0 };

/** [label, request] — the daily requests. */
const cases = [];
const add = (label, place, date, extra = {}) => cases.push([label, { ...DEFAULTS, ...place, date, ...extra }]);
for (const md of ['01-14', '02-09', '03-25', '04-08', '05-23', '06-21', '07-17', '08-19', '09-17', '10-31', '11-15'])
  add(`delhi ${md}`, DELHI, `2024-${md}`);
add('delhi 12-30 elev', DELHI, '2024-12-30', { elevationM: 216 });
add('delhi no tz', { lat: DELHI.lat, lng: DELHI.lng }, '2024-06-06');
add('new york dst start', NEW_YORK, '2024-03-10');
add('new york dst end', NEW_YORK, '2024-11-03');
add('tromso june', TROMSO, '2024-06-21');
add('tromso december', TROMSO, '2024-12-21');
add('tromso may edge', TROMSO, '2024-05-20');
add('mcmurdo june', MCMURDO, '2024-06-21');
add('mcmurdo december', MCMURDO, '2024-12-21');
add('apia', APIA, '2024-05-01');
add('apia before dateline skip', APIA, '2011-12-29');
add('apia after dateline skip', APIA, '2011-12-31');
add('range start', DELHI, '1900-01-01');
add('range end', DELHI, '2100-12-31');
for (const convention of PANCHANG_CONVENTIONS) add(`convention ${convention}`, DELHI, '2024-04-08', { convention });
for (const sunrise of SUNRISE_CONVENTION_KEYS) add(`sunrise ${sunrise}`, NEW_YORK, '2024-07-04', { sunrise });
for (const ayanamsa of AYANAMSAS) add(`ayanamsa ${ayanamsa}`, DELHI, '2024-01-14', { ayanamsa });
for (const profile of PROFILE_KEYS) add(`profile ${profile}`, DELHI, '2024-04-13', { profile });

const months = [
  ['delhi 2024-03', { ...DEFAULTS, ...DELHI, ym: '2024-03' }],
  ['new york 2024-11', { ...DEFAULTS, ...NEW_YORK, ym: '2024-11', sunrise: 'center_refracted' }],
  ['tromso 2024-12 tamil', { ...DEFAULTS, ...TROMSO, ym: '2024-12', profile: 'tamil_solar' }],
  ['mcmurdo 2024-06', { ...DEFAULTS, ...MCMURDO, ym: '2024-06', convention: 'ephemeris' }],
  ['range start 1900-01 bengali', { ...DEFAULTS, ...DELHI, ym: '1900-01', profile: 'bengali_solar' }],
  ['range end 2100-12 gujarat', { ...DEFAULTS, ...DELHI, ym: '2100-12', profile: 'gujarat_amanta' }],
];

const VIEWS = ['choghadiya', 'hora', 'gowri', 'panchaka', 'pradosham', 'inauspicious'];
const STAMP = new Date(Date.UTC(2026, 0, 1));
const out = [];
const emit = (key, f) => {
  let value;
  try {
    value = f();
  } catch (e) {
    value = { error: e.constructor.name, code: e.code ?? null, message: e.message };
  }
  out.push(`${key}\t${JSON.stringify(value)}`);
};

cases.forEach(([label, q], i) => {
  const { profile: _profile, ...place } = q;
  emit(`daily ${label}`, () => daily.daily(req(q)));
  emit(`details ${label}`, () => daily.details(req(q)));
  const natal =
    i % 2 === 0
      ? { natalMoonRashiIdx: i % 12, natalLagna: 'mesha', natalNakshatraIdx: i % 27 }
      : { natalMoonRashiIdx: null, natalLagna: null, natalNakshatraIdx: null };
  emit(`utility ${label}`, () =>
    daily.utility(
      req({
        ...q,
        ...natal,
        includeWindows: i % 3 !== 1,
        includeEphemerisScans: i % 10 === 0,
        includeLagnaTable: i % 2 === 0,
        compact: i % 4 !== 3,
      }),
    ),
  );
  for (const view of VIEWS) emit(`windows ${view} ${label}`, () => windows.windows(req({ ...place, view })));
  emit(`lagna ${label}`, () => windows.lagna(req(place)));
  for (const time of ['00:30', '05:00', '12:00', '23:59:59'])
    emit(`vedic-time ${time} ${label}`, () => windows.vedicTime(req({ ...place, time })));
  emit(`vehicle ${label}`, () => windows.vehicle(req(place)));
  emit(`freebusy ${label}`, () => muhurtaFreeBusy(place, STAMP));
});
for (const [label, q] of months) emit(`month ${label}`, () => daily.month(req(q)));

process.stdout.write(`${out.join('\n')}\n`);
process.stderr.write(`${out.length} bodies (${cases.length} daily cases, ${months.length} months)\n`);
