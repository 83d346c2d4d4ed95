import { Subject, Subjects } from './subjects';

/**
 * Subjects whose handler can hold a CPU for more than ~100 ms (worst case over the documented
 * parameter ranges, polar places included). In embedded mode they are served by child processes
 * (platform/src/process-pool.transport.ts) so that they never block the gateway's event loop.
 * Measured by `node scripts/subject-cpu.js` (2026-11-25, shared 2-core host, CPU ms of the worst
 * request): observance compare 3047, festival 2647, feed 1248, new year 1204, explain 1207,
 * festivals 1147, vrats 1140; panchang next transits 180, retrogrades 177, month 164, planet
 * events 136. Below the line: gochar 66, eclipses 37, parana 33, every other subject < 25.
 * The why-not, debate and temple-observance handlers (routes with a path parameter, which the
 * script skips) evaluate an observance year like explain, so they go with it.
 */
export const CPU_HEAVY_SUBJECTS: ReadonlySet<Subject> = new Set<Subject>([
  Subjects.calendarFestivals,
  Subjects.calendarFestival,
  Subjects.calendarVrats,
  Subjects.calendarExplain,
  Subjects.calendarCompare,
  Subjects.calendarWhyNot,
  Subjects.calendarDebate,
  Subjects.calendarNewYear,
  Subjects.calendarTempleObservance,
  Subjects.calendarFeed,
  Subjects.panchangNextTransits,
  Subjects.panchangRetrogrades,
  Subjects.panchangMonth,
  Subjects.panchangPlanetEvents,
  // a year of muhurta search: one timeline (~100 ms) plus the day cuts (measured by scripts/bench.js)
  Subjects.muhurtaSearch,
  Subjects.muhurtaExplain,
  Subjects.muhurtaElectional,
  Subjects.muhurtaTop10,
  // reports (issue 20) run only in reports-svc: embedded, in its own bounded pool, never in the gateway
  Subjects.reportsGenerate,
  Subjects.reportsGeneratePdf,
]);
