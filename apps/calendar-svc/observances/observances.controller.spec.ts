import type { RpcRequest } from '@pj/contracts';
import { PacketEnveloper } from '@pj/platform';
import { ObservancesController } from './observances.controller';

/**
 * The calendar-svc observance handlers as plain methods, without a transport or a build.
 * Expected values: Drik Panchang, New Delhi: Diwali (Lakshmi Puja) 2024 on 2024-11-01; Janmashtami
 * 2023 Smarta on 2023-09-06.
 */
const packets = new PacketEnveloper({ service: 'calendar-svc', instanceId: 'spec' });
const request = <P>(payload: P): RpcRequest<P> => ({ requestId: 'spec-2', deadlineAtMs: Date.now() + 30_000, payload });
const DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };

describe('calendar-svc ObservancesController', () => {
  const controller = new ObservancesController(packets);

  it.each([
    ['diwali', 2024, '2024-11-01'],
    ['janmashtami', 2023, '2023-09-06'],
  ])('festival %s %d at New Delhi → %s (Drik), enveloped by calendar-svc', (slug, year, date) => {
    const r = controller.festival(request({ ...DELHI, slug, year, tradition: null }));
    expect(r.dates).toEqual([date]);
    expect(r._meta.provenance).toMatchObject({ service: 'calendar-svc', request_id: 'spec-2' });
  });

  it('an unknown slug is a not_found domain error, not a crash', () => {
    expect(() =>
      controller.festival(request({ ...DELHI, slug: 'no-such-festival', year: 2024, tradition: null })),
    ).toThrow(expect.objectContaining({ code: 'not_found' }));
  });
});
