import { DynamicModule } from '@nestjs/common';
import { AppConfig } from '@pj/config';
import { ServiceName } from '@pj/contracts';
import { startService } from './bootstrap-service';
import { InProcessBus } from './in-process.transport';
import type { PoolReply, PoolRequest } from './process-pool.transport';

/**
 * Entry point of an embedded-mode pool process (`apps/<service>/pool-worker.ts`, forked by `ProcessPool`):
 * the service's module on a private in-process bus, fed by the packets that arrive over the IPC channel,
 * each reply sent back with the request's sequence number. The child lives as long as its parent: it
 * exits when the channel closes, and leaves SIGINT (a terminal's Ctrl-C reaches the whole process group)
 * to the parent, which drains it with a `close` message.
 */
export function runPoolWorker(
  service: ServiceName,
  moduleFor: (instanceId: string) => DynamicModule,
  loadConfig: () => AppConfig,
): void {
  const send = process.send?.bind(process);
  if (!send) {
    console.error(`${service}: the pool worker runs only as a child of the embedded gateway (no IPC channel)`);
    process.exit(1);
  }
  let unsent = 0;
  const reply = (message: PoolReply) => {
    unsent++;
    send(message, undefined, {}, () => unsent--);
  };
  const run = async () => {
    const config = loadConfig();
    const bus = new InProcessBus();
    const app = await startService(service, moduleFor(config.instanceId), config, bus);
    let closing = false;
    const close = async () => {
      closing = true;
      await app.close();
      const until = Date.now() + 1000;
      while (unsent > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
      process.exit(0);
    };
    process.on('message', (m: PoolRequest) => {
      if (m.kind === 'close') {
        if (!closing) void close();
        return;
      }
      const dispatch = bus.pick(m.subject);
      if (!dispatch) {
        reply({ kind: 'reply', seq: m.seq, wire: JSON.stringify({ err: `no handler for ${m.subject}` }) });
        return;
      }
      void dispatch(m.subject, m.wire).then((wire) => reply({ kind: 'reply', seq: m.seq, wire }));
    });
    process.on('disconnect', () => process.exit(closing ? 0 : 1));
    process.on('SIGINT', () => undefined);
    reply({ kind: 'ready' });
  };
  run().catch((err) => {
    console.error(`${service} pool worker: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
