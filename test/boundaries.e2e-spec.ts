import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** The dependency rule is only worth having if it fails the build: check it bites. */
describe('architecture boundary lint rule', () => {
  // The ESLint CLI in a child process: its flat config is an ES module, which Jest's VM cannot import.
  const lint = async (file: string, code: string): Promise<(string | null)[]> => {
    const run = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/eslint/bin/eslint.js'),
        '--format',
        'json',
        '--stdin',
        '--stdin-filename',
        path.join(ROOT, file),
      ],
      {
        cwd: ROOT,
        input: code,
        encoding: 'utf8',
      },
    );
    const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
    return result.messages.map((m) => m.ruleId);
  };

  it.each([
    ["import { Injectable } from '@nestjs/common';\nexport const x = Injectable;\n", 'no-restricted-imports'],
    ["import { connect } from 'nats';\nexport const x = connect;\n", 'no-restricted-imports'],
    ["import { PrismaClient } from '@prisma/client';\nexport const x = PrismaClient;\n", 'no-restricted-imports'],
    ["import { startService } from '@pj/platform';\nexport const x = startService;\n", 'no-restricted-imports'],
    ['export const port = process.env.PORT;\n', 'no-restricted-properties'],
    ["import swe from 'swisseph';\nexport const x = swe;\n", 'no-restricted-imports'],
  ])('refuses in libs/**: %s', async (code, rule) => {
    expect(await lint('libs/ephemeris/src/boundary-probe.ts', code)).toContain(rule);
  });

  it('allows Nest in apps/ and reading the environment only in apps/*/config/', async () => {
    expect(
      await lint(
        'apps/gateway/probe.ts',
        "import { Injectable } from '@nestjs/common';\nexport const x = Injectable;\n",
      ),
    ).toEqual([]);
    expect(await lint('apps/gateway/probe.ts', 'export const p = process.env.PORT;\n')).toContain(
      'no-restricted-properties',
    );
    expect(await lint('apps/gateway/config/probe.ts', 'export const p = process.env.PORT;\n')).toEqual([]);
    expect(await lint('apps/panchang-svc/probe.ts', "import swe from 'swisseph';\nexport const x = swe;\n")).toContain(
      'no-restricted-imports',
    );
  });
});
