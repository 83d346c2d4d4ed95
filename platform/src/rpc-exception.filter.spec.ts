import type { ArgumentsHost } from '@nestjs/common';
import { lastValueFrom } from 'rxjs';
import { isDatabaseUnreachable, RpcErrorFilter } from './rpc-exception.filter';

/** The shape Prisma 7 with @prisma/adapter-pg throws when PostgreSQL does not answer (observed). */
const unreachable = Object.assign(new Error('Can not reach database server'), {
  name: 'PrismaClientKnownRequestError',
  code: 'P1001',
  meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { kind: 'DatabaseNotReachable' } } },
});

async function bodyOf(err: unknown): Promise<unknown> {
  return lastValueFrom(new RpcErrorFilter().catch(err, {} as ArgumentsHost)).catch((b) => b);
}

describe('RpcErrorFilter: database unreachable', () => {
  it('leaves as dependency_unavailable (the gateway answers 503 with Retry-After), not internal', async () => {
    expect(await bodyOf(unreachable)).toEqual({
      code: 'dependency_unavailable',
      message: 'the database is unavailable; nothing was stored',
    });
  });

  it('recognises Prisma codes, adapter kinds and PostgreSQL shutdown states, and nothing else', () => {
    expect(isDatabaseUnreachable({ code: 'P1017' })).toBe(true);
    expect(isDatabaseUnreachable({ meta: { driverAdapterError: { cause: { kind: 'ConnectionClosed' } } } })).toBe(true);
    expect(isDatabaseUnreachable({ meta: { driverAdapterError: { cause: { originalCode: '57P01' } } } })).toBe(true);
    expect(isDatabaseUnreachable({ code: '08006' })).toBe(true);
    expect(isDatabaseUnreachable({ code: 'P2002' })).toBe(false);
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });
});
