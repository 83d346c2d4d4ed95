/**
 * The windows family's bodies are what their published schemas say: real bodies of every route of the
 * family (timing windows, bala, tithi calendar, calendar conversion, reference tables), computed over
 * polar places, DST days, the date-line, the range edges and every option value, validate with Ajv
 * against the generated schema of their route (response-types/windows.json); a few malformed bodies do not.
 */
import { AYANAMSAS, NAKSHATRA_NAMES, RASHI_NAMES, SUNRISE_CONVENTION_KEYS } from '@pj/ephemeris';
import {
  babyNameSyllablesPacket,
  birthstarDeityPacket,
  calendarConvertPacket,
  chandrabalamPacket,
  choghadiyaPacket,
  gemstonePacket,
  gowriPacket,
  horaPacket,
  inauspiciousWindowsPacket,
  lagnaTablePacket,
  panchakaPacket,
  PANCHANG_CONVENTIONS,
  pradoshamPacket,
  PROFILE_KEYS,
  PROFILES,
  rituPacket,
  rudrakshaPacket,
  tarabalamPacket,
  TITHI_CATALOG,
  tithiCatalogPacket,
  tithiYearPacket,
  vedicTimePacket,
  vehicleMuhurtaPacket,
  WindowsQuery,
} from '@pj/panchang';
import { rashifalPacket } from '@pj/sky';
import { ajv, APIA, DELHI, MCMURDO, NEW_YORK, TROMSO, validatorOf } from '../../../test/support/response-schema';

/** Places and dates: the seasons at New Delhi, DST transitions, polar day and night, the date line, the range edges. */
const DAYS: [string, WindowsQuery][] = [
  ...['01-14', '03-25', '06-21', '08-19', '10-31', '11-01'].map((md): [string, WindowsQuery] => [
    `delhi ${md}`,
    { ...DELHI, date: `2024-${md}` },
  ]),
  ['delhi, zone resolved', { lat: DELHI.lat, lng: DELHI.lng, date: '2024-06-06' }],
  ['delhi, panchaka 2023-01-25', { ...DELHI, date: '2023-01-25' }],
  ['new york dst start', { ...NEW_YORK, date: '2024-03-10' }],
  ['new york dst end', { ...NEW_YORK, date: '2024-11-03' }],
  ['tromso polar day', { ...TROMSO, date: '2024-06-21' }],
  ['tromso polar night', { ...TROMSO, date: '2024-12-21' }],
  ['mcmurdo june', { ...MCMURDO, date: '2024-06-21' }],
  ['mcmurdo december', { ...MCMURDO, date: '2024-12-21' }],
  ['apia', { ...APIA, date: '2024-05-01' }],
  ['range start (local mean time offset)', { ...DELHI, date: '1900-01-01' }],
  ['range end', { ...DELHI, date: '2100-12-31' }],
];
/** Every option value, each on a day that otherwise uses the defaults. */
const OPTIONS: [string, WindowsQuery][] = [
  ...PANCHANG_CONVENTIONS.map((convention): [string, WindowsQuery] => [
    `convention ${convention}`,
    { ...DELHI, date: '2024-04-08', convention },
  ]),
  ...SUNRISE_CONVENTION_KEYS.map((sunrise): [string, WindowsQuery] => [
    `sunrise ${sunrise}`,
    { ...NEW_YORK, date: '2024-07-04', sunrise },
  ]),
  ...AYANAMSAS.map((ayanamsa): [string, WindowsQuery] => [
    `ayanamsa ${ayanamsa}`,
    { ...DELHI, date: '2024-01-14', ayanamsa },
  ]),
  ['elevation 2000 m', { ...DELHI, date: '2024-01-14', elevationM: 2000 }],
];
const CASES = [...DAYS, ...OPTIONS];

/** The failures of `bodies` against the schema of `route`, one line each (empty when all validate). */
function failuresOf(route: string, bodies: [string, unknown][]): string[] {
  const validate = validatorOf(route);
  return bodies
    .filter(([, body]) => !validate(body))
    .map(([label]) => `${route} ${label}: ${ajv.errorsText(validate.errors)}`);
}

/** Each window view's route and its packet function (one subject each). */
const VIEWS: [string, (q: WindowsQuery) => { body: object }][] = [
  ['/panchang/choghadiya', choghadiyaPacket],
  ['/panchang/hora', horaPacket],
  ['/panchang/gowri', gowriPacket],
  ['/panchang/panchaka', panchakaPacket],
  ['/panchang/pradosham', pradoshamPacket],
  ['/inauspicious-windows', inauspiciousWindowsPacket],
];

describe('windows family: bodies validate against their published schemas', () => {
  it.each(VIEWS)(
    `%s for ${CASES.length} cases`,
    (route, packet) => {
      expect(
        failuresOf(
          route,
          CASES.map(([label, q]) => [label, packet(q).body]),
        ),
      ).toEqual([]);
    },
    120_000,
  );

  it(`/lagna/table for ${CASES.length} cases`, () => {
    expect(
      failuresOf(
        '/lagna/table',
        CASES.map(([label, q]) => [label, lagnaTablePacket(q).body]),
      ),
    ).toEqual([]);
  }, 120_000);

  it('/panchang/vedic-time: before sunrise, day, night, midnight, DST days, polar days', () => {
    const times = ['00:00', '05:30:15', '12:00', '19:45', '23:59:59'];
    const bodies = DAYS.flatMap(([label, q]): [string, unknown][] =>
      times.map((time) => [`${label} ${time}`, vedicTimePacket({ ...q, time }).body]),
    );
    expect(failuresOf('/panchang/vedic-time', bodies)).toEqual([]);
  }, 120_000);

  it(`/muhurat/vehicle for ${CASES.length} cases and a fortnight of varas`, () => {
    const fortnight = Array.from({ length: 14 }, (_, i): [string, WindowsQuery] => [
      `delhi 2024-03-${i + 1}`,
      { ...DELHI, date: `2024-03-${String(i + 1).padStart(2, '0')}` },
    ]);
    const bodies = [...CASES, ...fortnight].map(([label, q]): [string, unknown] => [
      label,
      vehicleMuhurtaPacket(q).body,
    ]);
    expect(failuresOf('/muhurat/vehicle', bodies)).toEqual([]);
  }, 120_000);
});

describe('bala routes: bodies validate against their published schemas', () => {
  /** The bala routes need the ayanamsa (their request type requires it: the gateway sets the default). */
  const balaCases = CASES.map(([label, q]): [string, WindowsQuery & { ayanamsa: (typeof AYANAMSAS)[number] }] => [
    label,
    { ...q, ayanamsa: q.ayanamsa ?? 'lahiri' },
  ]);

  it(`/panchang/chandrabalam for ${CASES.length} cases, with and without each natal sign`, () => {
    const bodies = balaCases.map(([label, q], i): [string, unknown] => [
      `${label} natal ${i % 13 === 12 ? 'none' : i % 13}`,
      chandrabalamPacket({ ...q, natalMoonRashiIdx: i % 13 === 12 ? null : i % 13 }).body,
    ]);
    expect(failuresOf('/panchang/chandrabalam', bodies)).toEqual([]);
  }, 120_000);

  it(`/panchang/tarabalam for ${CASES.length} cases, with and without a natal star`, () => {
    const bodies = balaCases.map(([label, q], i): [string, unknown] => [
      `${label} natal ${i % 3 === 0 ? 'none' : i % 27}`,
      tarabalamPacket({ ...q, natalNakshatraIdx: i % 3 === 0 ? null : i % 27 }).body,
    ]);
    expect(failuresOf('/panchang/tarabalam', bodies)).toEqual([]);
  }, 120_000);

  it('/panchang/rashifal: places, DST, polar, range edges, every convention and a graha ingress day', () => {
    const picked = balaCases.filter(([label]) => !label.startsWith('ayanamsa') || label.endsWith('raman'));
    const bodies = [
      ...picked,
      ['saturn ingress 2025-03-29', { ...DELHI, date: '2025-03-29', ayanamsa: 'lahiri' }] as const,
    ].map(([label, q]): [string, unknown] => [label, rashifalPacket(q).body]);
    expect(failuresOf('/panchang/rashifal', bodies)).toEqual([]);
  }, 300_000);
});

describe('tithi routes: bodies validate against their published schemas', () => {
  it('/panchang/tithis', () => {
    expect(failuresOf('/panchang/tithis', [['catalogue', tithiCatalogPacket().body]])).toEqual([]);
  });

  it('/panchang/tithi/{tithi_slug}: every slug, polar and DST places, the range edges, every convention', () => {
    const places = [DELHI, NEW_YORK, TROMSO, MCMURDO, APIA, { lat: DELHI.lat, lng: DELHI.lng }];
    const bodies = TITHI_CATALOG.map((t, i): [string, unknown] => {
      const year = [1900, 2024, 2100][i % 3];
      const convention = PANCHANG_CONVENTIONS[i % PANCHANG_CONVENTIONS.length];
      const place = places[i % places.length];
      return [`${t.slug} ${year} ${convention}`, tithiYearPacket({ ...place, slug: t.slug, year, convention }).body];
    });
    expect(failuresOf('/panchang/tithi/{tithi_slug}', bodies)).toEqual([]);
  }, 300_000);
});

describe('calendar routes: bodies validate against their published schemas', () => {
  const base = { ayanamsa: 'lahiri' as const };

  it('/calendar/convert from=gregorian: every profile at polar, DST, date-line places and the range edges', () => {
    const dates: [string, { lat: number; lng: number; tz?: string }, string][] = [
      ['delhi', DELHI, '2025-04-14'],
      ['new york dst start', NEW_YORK, '2024-03-10'],
      ['tromso polar night', TROMSO, '2024-12-21'],
      ['mcmurdo', MCMURDO, '2024-06-21'],
      ['apia', APIA, '2024-05-01'],
      ['range start', DELHI, '1900-01-01'],
      ['range end', DELHI, '2100-12-31'],
    ];
    const bodies = PROFILE_KEYS.flatMap((profile) =>
      dates.map(([label, place, date]): [string, unknown] => [
        `${profile} ${label}`,
        calendarConvertPacket({ ...base, ...place, from: 'gregorian', profile, date }).body,
      ]),
    );
    expect(failuresOf('/calendar/convert', bodies)).toEqual([]);
  }, 300_000);

  it('/calendar/convert from=lunar and from=solar: every profile of the kind, adhika, both pakshas, conventions', () => {
    const lunar = PROFILE_KEYS.filter((k) => PROFILES[k].kind === 'lunisolar');
    const solar = PROFILE_KEYS.filter((k) => PROFILES[k].kind === 'solar');
    const year = (k: (typeof PROFILE_KEYS)[number]) =>
      k === 'north_india_purnimanta' ? 2080 : k === 'gujarat_amanta' ? 2079 : 1945;
    const bodies: [string, unknown][] = [
      ...lunar.map((profile, i): [string, unknown] => [
        `lunar ${profile}`,
        calendarConvertPacket({
          ...base,
          ...DELHI,
          from: 'lunar',
          profile,
          year: year(profile),
          masaIdx: 4,
          adhika: profile !== 'gujarat_amanta',
          paksha: i % 2 === 0 ? 'shukla' : 'krishna',
          tithi: 1 + ((i * 4) % 15),
          convention: PANCHANG_CONVENTIONS[i % PANCHANG_CONVENTIONS.length],
        }).body,
      ]),
      ...solar.map((profile, i): [string, unknown] => [
        `solar ${profile}`,
        calendarConvertPacket({
          ...base,
          ...NEW_YORK,
          from: 'solar',
          profile,
          year:
            profile === 'malayalam_solar'
              ? 1201
              : profile === 'bengali_solar'
                ? 1431
                : profile === 'odia_solar'
                  ? 1432
                  : 1947,
          month: 1 + i * 3,
          day: 1 + i * 7,
        }).body,
      ]),
    ];
    expect(failuresOf('/calendar/convert', bodies)).toEqual([]);
  }, 300_000);

  it('/panchang/ritu: places, polar, range edges, every ayanamsa, convention and sunrise definition', () => {
    const bodies = CASES.map(([label, q]): [string, unknown] => [
      label,
      rituPacket({ ...q, ayanamsa: q.ayanamsa ?? 'lahiri', profile: 'north_india_purnimanta' }).body,
    ]);
    expect(failuresOf('/panchang/ritu', bodies)).toEqual([]);
  }, 300_000);
});

describe('reference routes: bodies validate against their published schemas', () => {
  const stars = NAKSHATRA_NAMES.map((_, i) => i);

  it('every nakshatra, every pada, every lagna', () => {
    const failures = [
      ...failuresOf(
        '/birthstar/deity',
        stars.map((i): [string, unknown] => [`${i}`, birthstarDeityPacket({ nakshatraIdx: i }).body]),
      ),
      ...failuresOf(
        '/baby-name/syllables',
        stars.flatMap((i) =>
          [null, 1, 2, 3, 4].map((pada): [string, unknown] => [
            `${i} pada ${pada}`,
            babyNameSyllablesPacket({ nakshatraIdx: i, pada }).body,
          ]),
        ),
      ),
      ...failuresOf(
        '/gemstone/recommendation',
        RASHI_NAMES.map((lagna): [string, unknown] => [lagna, gemstonePacket({ lagna }).body]),
      ),
      ...failuresOf(
        '/rudraksha/recommendation',
        stars.map((i): [string, unknown] => [`${i}`, rudrakshaPacket({ nakshatraIdx: i }).body]),
      ),
    ];
    expect(failures).toEqual([]);
  });
});

describe('windows family: the schemas refuse malformed bodies', () => {
  it('an undeclared field, an instant without its offset, a missing field', () => {
    const validate = validatorOf('/lagna/table');
    const body = lagnaTablePacket(DAYS[0][1]).body;
    expect(validate(body)).toBe(true);
    expect(validate({ ...body, extra: 1 })).toBe(false);
    expect(validate({ ...body, sunrise: body.sunrise?.slice(0, 19) })).toBe(false);
    expect(validate({ ...body, lagna: [{ ...body.lagna[0], start: 'soon' }] })).toBe(false);
    const { hindu_day: _, ...withoutDay } = body;
    expect(validate(withoutDay)).toBe(false);
  });

  it('a reference body of another table, or a gem row with an extra key', () => {
    const validate = validatorOf('/gemstone/recommendation');
    const body = gemstonePacket({ lagna: 'Mesha' }).body;
    expect(validate(body)).toBe(true);
    expect(validate(rudrakshaPacket({ nakshatraIdx: 3 }).body)).toBe(false);
    const [first, ...rest] = body.recommendations;
    expect(validate({ ...body, recommendations: [{ ...first, carat: 3 }, ...rest] })).toBe(false);
  });

  it('a window with a field its kind does not have, or without its own', () => {
    const validate = validatorOf('/panchang/hora');
    const body = horaPacket(DAYS[0][1]).body;
    expect(validate(body)).toBe(true);
    const [first, ...rest] = body.hora.day;
    const withDay = (w: unknown) => ({ ...body, hora: { ...body.hora, day: [w, ...rest] } });
    expect(validate(withDay({ ...first, colour: 'red' }))).toBe(false);
    const { quality: _, ...withoutQuality } = first;
    expect(validate(withDay(withoutQuality))).toBe(false);
    expect(validate(withDay({ ...first, start: '2024-01-01T07:14:32' }))).toBe(false);
  });

  it('a tara outside its names or a matrix cell with an extra key', () => {
    const validate = validatorOf('/panchang/tarabalam');
    const body = tarabalamPacket({ ...DELHI, date: '2024-01-01', ayanamsa: 'lahiri', natalNakshatraIdx: 3 }).body;
    expect(validate(body)).toBe(true);
    const [row] = body.nakshatra;
    const cell = { ...row.matrix[0], extra: true };
    expect(validate({ ...body, nakshatra: [{ ...row, matrix: [cell, ...row.matrix.slice(1)] }] })).toBe(false);
    expect(
      validate({
        ...body,
        personal: { ...body.personal!, spans: [{ ...body.personal!.spans[0], tara: { index: 0 } }] },
      }),
    ).toBe(false);
  });
});
