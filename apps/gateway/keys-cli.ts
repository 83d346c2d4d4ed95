import { openDatabase } from '@pj/platform';
import { loadConfig } from './config';
import { createApiKey, describeKey, KeyScope, listApiKeys, revokeApiKey } from './http/api-keys';

const USAGE = `usage: npm run keys -- <command>
  create --scope operator|partner --label TEXT [--rate-per-minute N] [--burst-per-second N]
  list
  revoke PREFIX
Reads DATABASE_URL and API_KEY_HASH_SECRET like the gateway. The key is printed once, on creation.`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value`);
  return v;
}

function intOption(args: string[], name: string): number | null {
  const v = option(args, name);
  if (v === undefined) return null;
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 1_000_000)
    throw new Error(`${name} must be an integer between 1 and 1000000`);
  return Number(v);
}

/** `npm run keys -- create|list|revoke`: API keys in the configured database (CONTRACT §5). */
export async function runKeysCli(argv: string[], out: (line: string) => void): Promise<number> {
  const [command, ...args] = argv;
  if (!command || !['create', 'list', 'revoke'].includes(command)) {
    out(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    if (command === 'list') {
      for (const row of await listApiKeys(db.prisma)) out(JSON.stringify(describeKey(row)));
      return 0;
    }
    if (command === 'revoke') {
      const prefix = args[0];
      if (!prefix || !/^[0-9a-f]{12}$/.test(prefix))
        throw new Error('revoke needs the 12-hex-digit PREFIX shown by list');
      const ok = await revokeApiKey(db.prisma, prefix);
      out(ok ? `revoked ${prefix}` : `no active key ${prefix}`);
      return ok ? 0 : 1;
    }
    if (!config.apiKeyHashSecret)
      throw new Error(
        'API_KEY_HASH_SECRET must be set (at least 32 characters) to create keys; the gateway needs the same value',
      );
    const scope = option(args, '--scope');
    if (scope !== 'operator' && scope !== 'partner') throw new Error('--scope must be operator or partner');
    const label = option(args, '--label');
    if (!label || label.length > 200) throw new Error('--label is required (at most 200 characters)');
    const { key, row } = await createApiKey(db.prisma, config.apiKeyHashSecret, {
      scope: scope as KeyScope,
      label,
      ratePerMinute: intOption(args, '--rate-per-minute'),
      burstPerSecond: intOption(args, '--burst-per-second'),
    });
    out(JSON.stringify({ ...describeKey(row), key, note: 'the key is shown only now; store it in a secret manager' }));
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  runKeysCli(process.argv.slice(2), (l) => console.log(l)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`keys: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
