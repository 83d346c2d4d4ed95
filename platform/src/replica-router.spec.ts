import { ReplicaRouter } from './replica-router';

describe('ReplicaRouter', () => {
  it('picks the least loaded replica of the service, in turn on ties', () => {
    const r = new ReplicaRouter(3000, () => 0);
    r.seen('panchang-svc', 'a');
    r.seen('panchang-svc', 'b');
    r.seen('calendar-svc', 'c');
    const first = r.pick('panchang-svc');
    expect(['a', 'b']).toContain(first);
    r.begin(first!);
    expect(r.pick('panchang-svc')).toBe(first === 'a' ? 'b' : 'a');
    expect(r.pick('calendar-svc')).toBe('c');
    expect(r.pick('reports-svc')).toBeNull();
  });

  it('skips a suspect replica until it answers a probe or acknowledges, and forgets a silent one', () => {
    let now = 0;
    const r = new ReplicaRouter(3000, () => now);
    r.seen('panchang-svc', 'a');
    r.seen('panchang-svc', 'b');
    r.missed('a');
    expect(new Set([r.pick('panchang-svc'), r.pick('panchang-svc')])).toEqual(new Set(['b']));
    expect(r.suspects()).toEqual(['a']);
    r.healthy('a');
    r.missed('b');
    expect(r.pick('panchang-svc')).toBe('a');
    r.seen('panchang-svc', 'b', true);
    expect(r.suspects()).toEqual([]);
    expect(r.pick('panchang-svc', new Set(['a']))).toBe('b');
    now = 2500;
    r.seen('panchang-svc', 'b');
    now = 3500;
    expect(r.pick('panchang-svc')).toBe('b');
    expect(r.view().map((v) => v.token)).toEqual(['b']);
    r.forget('b');
    expect(r.pick('panchang-svc')).toBeNull();
  });
});
