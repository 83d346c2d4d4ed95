import 'reflect-metadata';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { SERVICES, Subjects, SUBJECT_OWNER } from '@pj/contracts';
import { SERVICE_MODULES } from './embedded';

/** Every subject has exactly one handler, in the service that owns it; no handler listens on an unlisted subject. */
describe('message subjects', () => {
  const handlers: { service: string; subject: string }[] = [];
  for (const service of SERVICES) {
    const mod = SERVICE_MODULES[service]('test');
    for (const controller of mod.controllers ?? []) {
      const proto = (controller as { prototype: Record<string, unknown> }).prototype;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const patterns = Reflect.getMetadata(PATTERN_METADATA, proto[name] as object) as string[] | undefined;
        for (const subject of patterns ?? []) handlers.push({ service, subject });
      }
    }
  }

  it.each(Object.values(Subjects))('%s has exactly one handler, in its owning service', (subject) => {
    const found = handlers.filter((h) => h.subject === subject);
    expect(found).toEqual([{ service: SUBJECT_OWNER[subject], subject }]);
  });

  it('no handler listens on a subject missing from the contracts', () => {
    const known = new Set<string>(Object.values(Subjects));
    expect(handlers.filter((h) => !known.has(h.subject))).toEqual([]);
  });

  it('subjects are versioned', () => {
    for (const s of Object.values(Subjects)) expect(s).toMatch(/^[a-z]+(\.[a-z-]+)+\.v\d+$/);
  });
});
