// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

/** Imports a pure lib must never make: frameworks, transports, persistence. */
const LIB_FORBIDDEN = {
  patterns: [
    { group: ['@nestjs/*'], message: 'libs/** are pure domain code: no NestJS (put Nest code in apps/ or platform/).' },
    { group: ['@prisma/*', 'prisma', '.prisma/*'], message: 'libs/** may not use Prisma.' },
    { group: ['nats', 'nats/*'], message: 'libs/** may not use NATS.' },
    { group: ['**/apps/**', '**/platform/**', '@pj/platform'], message: 'dependencies point one way: apps → libs.' },
  ],
};

/** The native addon holds global state; one module (libs/ephemeris/src/engine.ts) owns it. */
const SWISSEPH_ONLY_IN_ENGINE = {
  group: ['swisseph'],
  message:
    'only libs/ephemeris/src/engine.ts talks to the Swiss Ephemeris addon (it sets all global state at one call site).',
};

/** Domain modules return typed values; only libs/panchang/src/present writes the wire (STYLE "the seam"). */
const NO_PRESENTER_IN_DOMAIN = {
  group: ['**/present', '**/present/**'],
  message:
    'domain code returns typed values (JD UT, enums); only a presenter (libs/panchang/src/present) writes the wire.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'var/**', 'coverage/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Prettier sets the layout at 120 columns; it cannot break strings or comments, so this rule keeps those short too.
      'max-len': [
        'error',
        { code: 120, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  {
    files: ['apps/**/*.ts', 'platform/**/*.ts', 'test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SWISSEPH_ONLY_IN_ENGINE] }] },
  },
  {
    files: ['libs/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...LIB_FORBIDDEN.patterns, SWISSEPH_ONLY_IN_ENGINE] }],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'libs/** take configuration as parameters; read process.env only in apps/*/config/.',
        },
      ],
    },
  },
  {
    // the daily family's domain modules (windows/packets.ts still assembles the window routes' bodies)
    files: ['libs/panchang/src/{daily,profiles,bala,windows}/**/*.ts'],
    ignores: ['libs/panchang/src/windows/packets.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...LIB_FORBIDDEN.patterns, SWISSEPH_ONLY_IN_ENGINE, NO_PRESENTER_IN_DOMAIN] },
      ],
    },
  },
  {
    // the engine itself, and its tests that pin the addon's constants and simulate its failure
    files: ['libs/ephemeris/src/engine.ts', 'libs/ephemeris/test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', LIB_FORBIDDEN] },
  },
  {
    files: ['apps/**/*.ts', 'platform/**/*.ts'],
    ignores: ['apps/*/config/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read process.env only in apps/*/config/.' },
      ],
    },
  },
  {
    // tests read untyped JSON bodies
    files: ['test/**/*.ts', '**/*.spec.ts', '**/*.e2e-spec.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
