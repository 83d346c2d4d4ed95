/** Jest: unit projects (no servers) and integration projects (real NATS, PostgreSQL, Redis, child processes). */
const moduleNameMapper = {
  '^@pj/ephemeris$': '<rootDir>/libs/ephemeris/src',
  '^@pj/envelope$': '<rootDir>/libs/envelope/src',
  '^@pj/contracts$': '<rootDir>/libs/contracts/src',
  '^@pj/config$': '<rootDir>/libs/config/src',
  '^@pj/panchang$': '<rootDir>/libs/panchang/src',
  '^@pj/sky$': '<rootDir>/libs/sky/src',
  '^@pj/jyotish$': '<rootDir>/libs/jyotish/src',
  '^@pj/calendar$': '<rootDir>/libs/calendar/src',
  '^@pj/muhurta$': '<rootDir>/libs/muhurta/src',
  '^@pj/places$': '<rootDir>/libs/places/src',
  '^@pj/platform$': '<rootDir>/platform/src',
};
const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] };
const base = {
  rootDir: __dirname,
  testEnvironment: 'node',
  moduleNameMapper,
  transform,
  moduleFileExtensions: ['ts', 'js', 'json'],
};
module.exports = {
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs,platform}/**/*.spec.ts'] },
    { ...base, displayName: 'e2e', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
  ],
};
