import 'reflect-metadata';
import { closeOnSignals } from '@pj/platform';
import { createGateway, listen } from './bootstrap';
import { connectServices } from '../embedded/services';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const gateway = await createGateway(config, await connectServices(config));
  await listen(gateway, config);
  closeOnSignals(() => gateway.close());
}

main().catch((err) => {
  console.error(`gateway: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
