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

/**
 * The libraries' layers: each lib may import only the libs listed for it (found from the imports of
 * 2026-11; contracts imports the domain libs for their types only). An import not listed is upward
 * or sideways and fails.
 */
const LIB_DEPENDS_ON = {
  ephemeris: [],
  envelope: [],
  config: [],
  panchang: ['ephemeris'],
  sky: ['ephemeris', 'panchang'],
  calendar: ['ephemeris', 'panchang'],
  places: ['ephemeris', 'panchang'],
  jyotish: ['ephemeris', 'panchang', 'sky'],
  muhurta: ['ephemeris', 'panchang', 'sky', 'calendar', 'jyotish'],
  contracts: ['envelope', 'ephemeris', 'panchang', 'sky', 'jyotish', 'calendar', 'muhurta', 'places'],
};
/** Libs that contracts reads for types only (`import type`), so no domain code runs where contracts is loaded. */
const CONTRACTS_TYPE_ONLY = ['ephemeris', 'panchang', 'sky', 'jyotish', 'calendar', 'muhurta', 'places'];

/** The no-restricted-imports patterns that keep `lib` below the libs it may not import. */
function libOrderPatterns(lib) {
  const allowed = new Set([lib, ...LIB_DEPENDS_ON[lib]]);
  const above = Object.keys(LIB_DEPENDS_ON).filter((other) => !allowed.has(other));
  const patterns = above.map((other) => ({
    group: [`@pj/${other}`, `@pj/${other}/*`, `**/libs/${other}/**`, `**/${other}/src/**`],
    message: `libs/${lib} may import only ${[...LIB_DEPENDS_ON[lib]].join(', ') || 'no other lib'} (layer order in eslint.config.mjs).`,
  }));
  if (lib === 'contracts')
    patterns.push({
      group: CONTRACTS_TYPE_ONLY.map((other) => `@pj/${other}`),
      allowTypeImports: true,
      message: 'libs/contracts reads the domain libs for their types only: use `import type`.',
    });
  return patterns;
}

/** Domain modules return typed values; only a family's present/ module writes the wire (STYLE "the seam"). */
const NO_PRESENTER_IN_DOMAIN = {
  group: ['**/present', '**/present/**'],
  message:
    'domain code returns typed values (JD UT, enums); only a presenter (libs/<lib>/src/present) writes the wire.',
};

/** The rules of a library's domain modules: a library's imports, Swiss Ephemeris only in the engine, no presenter. */
const DOMAIN_MODULE_RULES = {
  'no-restricted-imports': [
    'error',
    { patterns: [...LIB_FORBIDDEN.patterns, SWISSEPH_ONLY_IN_ENGINE, NO_PRESENTER_IN_DOMAIN] },
  ],
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
  ...Object.keys(LIB_DEPENDS_ON).map((lib) => ({
    // production sources only: a lib's tests may check it against a higher lib (profiles-golden uses sky)
    files: [`libs/${lib}/src/**/*.ts`],
    ignores: ['**/*.spec.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: libOrderPatterns(lib) }] },
  })),
  {
    files: ['libs/**/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name='loc'] > ArrayExpression > Literal:first-child[value=/^(query|body|path|header)$/]",
          message:
            'libs/** name the field in errors, not the HTTP location (query/body/path/header): the gateway maps fields to the request.',
        },
      ],
    },
  },
  {
    // the gateway receives a transport; only its entry point wires the embedded services (specs may
    // read a service's handlers: subjects.spec checks one handler per subject, response-schemas.spec
    // validates real service bodies against the published schemas)
    files: ['apps/gateway/**/*.ts'],
    ignores: ['apps/gateway/main.ts', 'apps/gateway/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/embedded/**', '**/*-svc/**'],
              message: 'apps/gateway reaches the services through its ServiceConnection, never their modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // the calendar family's domain modules (its index re-exports present/)
    files: ['libs/calendar/src/*.ts', 'libs/calendar/src/{ekadashi,feeds}/**/*.ts'],
    ignores: ['libs/calendar/src/index.ts'],
    rules: DOMAIN_MODULE_RULES,
  },
  {
    // the domain modules of the daily and windows families (their presenters are libs/panchang/src/present)
    files: ['libs/panchang/src/{daily,profiles,bala,windows,reference}/**/*.ts', 'libs/panchang/src/tithi-calendar.ts'],
    rules: DOMAIN_MODULE_RULES,
  },
  {
    // the sky family's domain modules: the packet modules (packets.ts, eclipse-packets.ts,
    // sky-packets.ts) join domain and presenter; utility*.ts and rashifal.ts belong to other families
    files: ['libs/sky/src/*.ts', 'libs/panchang/src/{sunrise,planet-positions}.ts'],
    ignores: ['libs/sky/src/{index,packets,eclipse-packets,utility,utility-scans,rashifal}.ts'],
    rules: DOMAIN_MODULE_RULES,
  },
  {
    // the Jyotish domain modules: only libs/jyotish/src/present writes the wire
    files: ['libs/jyotish/src/*.ts'],
    ignores: ['libs/jyotish/src/index.ts', '**/*.spec.ts'],
    rules: DOMAIN_MODULE_RULES,
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
