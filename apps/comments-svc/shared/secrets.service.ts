import { createHmac, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Database } from '@pj/platform';

/**
 * Keys comments-svc needs to agree on across replicas (the challenge HMAC key, the client-address
 * HMAC key): created once, at random, in the `service_secrets` table; the first replica to insert
 * wins and every replica reads the same value. Cached per process; never returned or logged.
 */
@Injectable()
export class ServiceSecrets {
  private readonly cache = new Map<string, Promise<Buffer>>();

  constructor(private readonly db: Database) {}

  key(name: 'challenge_hmac' | 'address_hmac'): Promise<Buffer> {
    let k = this.cache.get(name);
    if (!k) {
      k = this.load(name);
      k.catch(() => this.cache.delete(name));
      this.cache.set(name, k);
    }
    return k;
  }

  /** HMAC-SHA256 of a client address under the address key: what is stored instead of the address. */
  async clientHash(address: string): Promise<string> {
    return `v1:${createHmac('sha256', await this.key('address_hmac'))
      .update(address)
      .digest('base64url')}`;
  }

  private async load(name: string): Promise<Buffer> {
    const prisma = this.db.prisma;
    const found = await prisma.serviceSecret.findUnique({ where: { name } });
    if (found) return Buffer.from(found.value, 'base64url');
    try {
      await prisma.serviceSecret.create({ data: { name, value: randomBytes(32).toString('base64url') } });
    } catch (e) {
      if ((e as { code?: string }).code !== 'P2002') throw e;
    }
    return Buffer.from((await prisma.serviceSecret.findUniqueOrThrow({ where: { name } })).value, 'base64url');
  }
}
