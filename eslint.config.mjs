// @ts-check
import js from '@eslint/js';
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

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'var/**', 'coverage/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['libs/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', LIB_FORBIDDEN],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'libs/** take configuration as parameters; read process.env only in apps/*/config/.' }],
    },
  },
  {
    files: ['apps/**/*.ts', 'platform/**/*.ts'],
    ignores: ['apps/*/config/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'read process.env only in apps/*/config/.' }],
    },
  },
);
