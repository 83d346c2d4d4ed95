import 'reflect-metadata';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { Contracts, IDEMPOTENT_SUBJECTS, PING_CONTRACT, SERVICES, SUBJECT_OWNER, Subjects } from '@pj/contracts';
import { SERVICE_MODULES } from '../embedded/services';

/** Every contract has exactly one handler, in the service that owns it; no handler listens on an unlisted subject. */
describe('message contracts', () => {
  const handlers: { service: string; subject: string }[] = [];
  for (const service of SERVICES) {
    const mod = SERVICE_MODULES[service]('test');
    for (const controller of mod.controllers ?? []) {
      // the handlers of a PacketController table are methods of its base class: walk the prototype chain
      const names = new Set<string>();
      let proto = (controller as { prototype: object }).prototype;
      for (; proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object)
        for (const name of Object.getOwnPropertyNames(proto)) names.add(name);
      const own = (controller as { prototype: Record<string, unknown> }).prototype;
      for (const name of names) {
        const patterns = Reflect.getMetadata(PATTERN_METADATA, own[name] as object) as string[] | undefined;
        for (const subject of patterns ?? []) handlers.push({ service, subject });
      }
    }
  }
  const contracts = Object.values(Contracts);

  it.each(contracts.map((c) => [c.subject, c] as const))('%s has exactly one handler, in its owner', (subject, c) => {
    const found = handlers.filter((h) => h.subject === subject);
    expect(found).toEqual([{ service: c.owner, subject }]);
  });

  it('no handler listens on a subject missing from the contracts', () => {
    const known = new Set<string>(contracts.map((c) => c.subject));
    expect(handlers.filter((h) => !known.has(h.subject))).toEqual([]);
  });

  it('subjects are versioned, unique, and frozen with their contract', () => {
    for (const c of contracts) {
      expect(c.subject).toMatch(/^[a-z]+(\.[a-z-]+)+\.v\d+$/);
      expect(Object.isFrozen(c)).toBe(true);
    }
    expect(new Set(contracts.map((c) => c.subject)).size).toBe(contracts.length);
  });

  it('the derived tables agree with the contracts', () => {
    for (const [key, c] of Object.entries(Contracts)) {
      expect(Subjects[key as keyof typeof Subjects]).toBe(c.subject);
      expect(SUBJECT_OWNER[c.subject]).toBe(c.owner);
      expect(IDEMPOTENT_SUBJECTS.has(c.subject)).toBe(c.idempotent);
    }
    for (const service of SERVICES) expect(PING_CONTRACT[service].owner).toBe(service);
  });
});
