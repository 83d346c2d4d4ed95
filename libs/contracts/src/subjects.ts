/**
 * Message subjects: typed, versioned constants shared by the gateway (sender) and the
 * services (handlers). A subject's version changes whenever its payload or reply shape does.
 */
export const SERVICES = ['panchang-svc', 'jyotish-svc', 'calendar-svc', 'reports-svc', 'comments-svc'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const Subjects = {
  panchangPing: 'panchang.ping.v1',
  panchangSunrise: 'panchang.sunrise.v1',
  panchangPlanetPositions: 'panchang.planets.positions.v1',
  panchangSeasons: 'panchang.sky.seasons.v1',
  panchangNextTransits: 'panchang.sky.next-transits.v1',
  panchangRetrogrades: 'panchang.sky.retrogrades.v1',
  panchangCombustions: 'panchang.sky.combustions.v1',
  panchangPlanetEvents: 'panchang.sky.planet-events.v1',
  panchangEclipses: 'panchang.sky.eclipses.v1',
  panchangGochar: 'panchang.sky.gochar.v1',
  panchangTithis: 'panchang.tithis.v1',
  panchangSankrantiYear: 'panchang.sankranti-year.v1',
  panchangTithiYear: 'panchang.tithi-year.v1',
  panchangEclipseVisibility: 'panchang.sky.eclipse-visibility.v1',
  panchangEclipseSutak: 'panchang.sky.eclipse-sutak.v1',
  jyotishPing: 'jyotish.ping.v1',
  jyotishChart: 'jyotish.chart.v1',
  jyotishDivisional: 'jyotish.divisional.v1',
  jyotishCareerD10: 'jyotish.career-dasamsa.v1',
  jyotishDomainPack: 'jyotish.varga-domain-pack.v1',
  jyotishVimshottari: 'jyotish.dasha.vimshottari.v1',
  jyotishYogini: 'jyotish.dasha.yogini.v1',
  jyotishAshtottari: 'jyotish.dasha.ashtottari.v1',
  jyotishJaimini: 'jyotish.jaimini-profile.v1',
  jyotishBundle: 'jyotish.bundle.v1',
  jyotishArudhas: 'jyotish.arudhas.v1',
  jyotishUpagrahas: 'jyotish.upagrahas.v1',
  jyotishArgala: 'jyotish.argala.v1',
  jyotishHouses: 'jyotish.houses.v1',
  jyotishBhavChalit: 'jyotish.bhav-chalit.v1',
  jyotishSpecialLagnas: 'jyotish.special-lagnas.v1',
  jyotishTransit: 'jyotish.transit.v1',
  jyotishCharaDasha: 'jyotish.dasha.chara.v1',
  jyotishNarayanaDasha: 'jyotish.dasha.narayana.v1',
  calendarPing: 'calendar.ping.v1',
  reportsPing: 'reports.ping.v1',
  commentsPing: 'comments.ping.v1',
} as const;
export type Subject = (typeof Subjects)[keyof typeof Subjects];

/** Which service owns each subject (one handler per subject, checked by a test). */
export const SUBJECT_OWNER: Readonly<Record<Subject, ServiceName>> = {
  [Subjects.panchangPing]: 'panchang-svc',
  [Subjects.panchangSunrise]: 'panchang-svc',
  [Subjects.panchangPlanetPositions]: 'panchang-svc',
  [Subjects.panchangSeasons]: 'panchang-svc',
  [Subjects.panchangNextTransits]: 'panchang-svc',
  [Subjects.panchangRetrogrades]: 'panchang-svc',
  [Subjects.panchangCombustions]: 'panchang-svc',
  [Subjects.panchangPlanetEvents]: 'panchang-svc',
  [Subjects.panchangEclipses]: 'panchang-svc',
  [Subjects.panchangGochar]: 'panchang-svc',
  [Subjects.panchangTithis]: 'panchang-svc',
  [Subjects.panchangSankrantiYear]: 'panchang-svc',
  [Subjects.panchangTithiYear]: 'panchang-svc',
  [Subjects.panchangEclipseVisibility]: 'panchang-svc',
  [Subjects.panchangEclipseSutak]: 'panchang-svc',
  [Subjects.jyotishPing]: 'jyotish-svc',
  [Subjects.jyotishChart]: 'jyotish-svc',
  [Subjects.jyotishDivisional]: 'jyotish-svc',
  [Subjects.jyotishCareerD10]: 'jyotish-svc',
  [Subjects.jyotishDomainPack]: 'jyotish-svc',
  [Subjects.jyotishVimshottari]: 'jyotish-svc',
  [Subjects.jyotishYogini]: 'jyotish-svc',
  [Subjects.jyotishAshtottari]: 'jyotish-svc',
  [Subjects.jyotishJaimini]: 'jyotish-svc',
  [Subjects.jyotishBundle]: 'jyotish-svc',
  [Subjects.jyotishArudhas]: 'jyotish-svc',
  [Subjects.jyotishUpagrahas]: 'jyotish-svc',
  [Subjects.jyotishArgala]: 'jyotish-svc',
  [Subjects.jyotishHouses]: 'jyotish-svc',
  [Subjects.jyotishBhavChalit]: 'jyotish-svc',
  [Subjects.jyotishSpecialLagnas]: 'jyotish-svc',
  [Subjects.jyotishTransit]: 'jyotish-svc',
  [Subjects.jyotishCharaDasha]: 'jyotish-svc',
  [Subjects.jyotishNarayanaDasha]: 'jyotish-svc',
  [Subjects.calendarPing]: 'calendar-svc',
  [Subjects.reportsPing]: 'reports-svc',
  [Subjects.commentsPing]: 'comments-svc',
};

export const PING_SUBJECT: Readonly<Record<ServiceName, Subject>> = {
  'panchang-svc': Subjects.panchangPing,
  'jyotish-svc': Subjects.jyotishPing,
  'calendar-svc': Subjects.calendarPing,
  'reports-svc': Subjects.reportsPing,
  'comments-svc': Subjects.commentsPing,
};

/**
 * Subjects whose handlers are pure computations: repeating one gives the same answer and
 * changes nothing, so the gateway may retry them once when a reply is lost.
 */
export const IDEMPOTENT_SUBJECTS: ReadonlySet<Subject> = new Set<Subject>([
  Subjects.panchangPing,
  Subjects.panchangSunrise,
  Subjects.panchangPlanetPositions,
  Subjects.panchangSeasons,
  Subjects.panchangNextTransits,
  Subjects.panchangRetrogrades,
  Subjects.panchangCombustions,
  Subjects.panchangPlanetEvents,
  Subjects.panchangEclipses,
  Subjects.panchangGochar,
  Subjects.panchangTithis,
  Subjects.panchangSankrantiYear,
  Subjects.panchangTithiYear,
  Subjects.panchangEclipseVisibility,
  Subjects.panchangEclipseSutak,
  Subjects.jyotishPing,
  Subjects.jyotishChart,
  Subjects.jyotishDivisional,
  Subjects.jyotishCareerD10,
  Subjects.jyotishDomainPack,
  Subjects.jyotishVimshottari,
  Subjects.jyotishYogini,
  Subjects.jyotishAshtottari,
  Subjects.jyotishJaimini,
  Subjects.jyotishBundle,
  Subjects.jyotishArudhas,
  Subjects.jyotishUpagrahas,
  Subjects.jyotishArgala,
  Subjects.jyotishHouses,
  Subjects.jyotishBhavChalit,
  Subjects.jyotishSpecialLagnas,
  Subjects.jyotishTransit,
  Subjects.jyotishCharaDasha,
  Subjects.jyotishNarayanaDasha,
  Subjects.calendarPing,
  Subjects.reportsPing,
  Subjects.commentsPing,
]);

/** NATS queue group of a service: replicas of one service share its subjects' load. */
export function queueGroupOf(service: ServiceName): string {
  return service;
}
