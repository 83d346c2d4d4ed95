import 'reflect-metadata';
import { Controller, DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { INestMicroservice } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { parseConfig } from '@pj/config';
import { Subjects } from '@pj/contracts';
import { startService } from './bootstrap-service';
import { stopCheckOf } from './deadline';
import { InProcessBus, InProcessClient, InProcessServer } from './in-process.transport';
import { RpcFailure } from './rpc-client';
import { DomainError, RpcErrorFilter } from './rpc-exception.filter';

const SUBJECT = Subjects.panchangSunrise;

function moduleAnswering(name: string, behaviour: 'echo' | 'domain-error' | 'crash' | 'slow'): DynamicModule {
  @Controller()
  class TestController {
    @MessagePattern(SUBJECT)
    async handle(@Payload() data: { n: number }) {
      if (behaviour === 'domain-error')
        throw new DomainError('validation_failed', 'bad n', [{ loc: ['query', 'n'], msg: 'bad n', type: 'range' }]);
      if (behaviour === 'crash') throw new Error('secret internals');
      if (behaviour === 'slow') await new Promise((r) => setTimeout(r, 200));
      return { replica: name, n: data.n, when: new Date(0) };
    }
  }
  @Module({ controllers: [TestController] })
  class TestModule {}
  return { module: TestModule };
}

/** Runs `body` against a service of `module` started through startService on an in-process bus, then closes it. */
async function withService(module: new () => unknown, body: (client: InProcessClient) => Promise<void>): Promise<void> {
  const bus = new InProcessBus();
  const app = await startService('panchang-svc', module, parseConfig({ LOG_LEVEL: 'error' }), bus);
  try {
    await body(new InProcessClient(bus));
  } finally {
    await app.close();
  }
}

async function serve(bus: InProcessBus, mod: DynamicModule): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(mod, { strategy: new InProcessServer(bus), logger: false });
  app.useGlobalFilters(new RpcErrorFilter());
  await app.listen();
  return app;
}

describe('in-process transport', () => {
  const apps: INestMicroservice[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });

  it('shares requests between replicas like a queue group and round-trips JSON', async () => {
    const bus = new InProcessBus();
    apps.push(await serve(bus, moduleAnswering('a', 'echo')), await serve(bus, moduleAnswering('b', 'echo')));
    const client = new InProcessClient(bus);
    const replies = (await Promise.all([1, 2, 3, 4].map((n) => client.request(SUBJECT, { n }, 1000)))) as {
      replica: string;
      n: number;
      when: unknown;
    }[];
    expect(replies.map((r) => r.n)).toEqual([1, 2, 3, 4]);
    expect(new Set(replies.map((r) => r.replica))).toEqual(new Set(['a', 'b']));
    expect(replies[0].when).toBe('1970-01-01T00:00:00.000Z');
  });

  it('reports no responders at once when nothing serves the subject', async () => {
    const client = new InProcessClient(new InProcessBus());
    const started = Date.now();
    await expect(client.request(SUBJECT, {}, 5000)).rejects.toMatchObject({ kind: 'no_responders' });
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('carries domain errors by code and hides unexpected ones', async () => {
    const bus = new InProcessBus();
    apps.push(await serve(bus, moduleAnswering('a', 'domain-error')));
    const client = new InProcessClient(bus);
    const err = (await client.request(SUBJECT, { n: 1 }, 1000).catch((e) => e)) as RpcFailure;
    expect(err.kind).toBe('remote');
    expect(err.remote).toEqual({
      code: 'validation_failed',
      message: 'bad n',
      details: [{ loc: ['query', 'n'], msg: 'bad n', type: 'range' }],
    });

    const bus2 = new InProcessBus();
    apps.push(await serve(bus2, moduleAnswering('b', 'crash')));
    const err2 = (await new InProcessClient(bus2).request(SUBJECT, { n: 1 }, 1000).catch((e) => e)) as RpcFailure;
    expect(err2.remote).toEqual({ code: 'internal', message: 'internal error' });
    expect(JSON.stringify(err2.remote)).not.toContain('secret internals');
  });

  it('times out an attempt that takes longer than its timeout', async () => {
    const bus = new InProcessBus();
    apps.push(await serve(bus, moduleAnswering('a', 'slow')));
    await expect(new InProcessClient(bus).request(SUBJECT, { n: 1 }, 50)).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('in-process transport shutdown', () => {
  it('close() lets a request in flight finish before it returns', async () => {
    const bus = new InProcessBus();
    const app = await serve(bus, moduleAnswering('a', 'slow'));
    const pending = new InProcessClient(bus).request(SUBJECT, { n: 7 }, 1000);
    await new Promise((r) => setTimeout(r, 20));
    await app.close();
    await expect(pending).resolves.toMatchObject({ n: 7 });
    await expect(new InProcessClient(bus).request(SUBJECT, { n: 8 }, 1000)).rejects.toMatchObject({
      kind: 'no_responders',
    });
  });
});

describe('deadlines at the service edge (startService installs DeadlineInterceptor)', () => {
  it('refuses, without running the handler, a request whose absolute deadline has passed; serves one still in time', async () => {
    let ran = 0;
    @Controller()
    class CountingController {
      @MessagePattern(SUBJECT)
      handle(@Payload() data: { payload: { n: number } }) {
        ran++;
        return { n: data.payload.n };
      }
    }
    @Module({ controllers: [CountingController] })
    class CountingModule {}
    await withService(CountingModule, async (client) => {
      const late = (await client
        .request(SUBJECT, { requestId: 'r1', deadlineAtMs: Date.now() - 5, payload: { n: 1 } }, 1000)
        .catch((e) => e)) as RpcFailure;
      expect(late.kind).toBe('remote');
      expect(late.remote).toMatchObject({ code: 'deadline_exceeded' });
      expect(ran).toBe(0);
      await expect(
        client.request(SUBJECT, { requestId: 'r2', deadlineAtMs: Date.now() + 5_000, payload: { n: 2 } }, 1000),
      ).resolves.toEqual({ n: 2 });
      expect(ran).toBe(1);
    });
  });
  it('a running computation given stopCheckOf(req) stops at the deadline; the error crosses the transport as deadline_exceeded (not internal)', async () => {
    let steps = 0;
    @Controller()
    class LoopController {
      @MessagePattern(SUBJECT)
      handle(@Payload() req: { deadlineAtMs: number; payload: { n: number } }) {
        const stop = stopCheckOf(req as never);
        // an unbounded synchronous loop: only the cooperative check ends it
        for (;;) {
          stop();
          steps++;
        }
      }
    }
    @Module({ controllers: [LoopController] })
    class LoopModule {}
    await withService(LoopModule, async (client) => {
      const deadlineAtMs = Date.now() + 50;
      const failure = (await client
        .request(SUBJECT, { requestId: 'r3', deadlineAtMs, payload: { n: 3 } }, 5_000)
        .catch((e) => e)) as RpcFailure;
      const overrun = Date.now() - deadlineAtMs;
      expect(failure.kind).toBe('remote');
      expect(failure.remote).toMatchObject({ code: 'deadline_exceeded' });
      expect((failure.remote as { message: string }).message).toMatch(
        /^deadline passed \d+ ms ago; the computation was stopped$/,
      );
      expect(steps).toBeGreaterThan(0);
      expect(overrun).toBeLessThan(100);
    });
  });
});
