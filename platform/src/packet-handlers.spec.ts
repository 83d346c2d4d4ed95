import 'reflect-metadata';
import { PARAMTYPES_METADATA } from '@nestjs/common/constants';
import { PARAM_ARGS_METADATA, PATTERN_METADATA } from '@nestjs/microservices/constants';
import { Contracts, type RpcRequest } from '@pj/contracts';
import type { StopCheck } from '@pj/ephemeris';
import { PacketEnveloper } from './packet-enveloper';
import { PacketController, packetHandler } from './packet-handlers';

/** A handler table builds the same methods a `@Handles` method gives: pattern, payload, stop check, envelope. */
const packets = new PacketEnveloper({ service: 'panchang-svc', instanceId: 'spec' });
const seen: { payload: unknown; stop: StopCheck }[] = [];
const methodology = { engine: 'spec' };

class SpecController extends PacketController({
  catalog: packetHandler(Contracts.panchangTithis, (payload, stop) => {
    seen.push({ payload, stop });
    stop();
    return { body: { count: 0, tithis: [] }, methodology };
  }),
}) {}

const request = (deadlineAtMs: number): RpcRequest<Record<string, never>> => ({
  requestId: 'spec-7',
  deadlineAtMs,
  payload: {},
});

describe('PacketController', () => {
  beforeEach(() => (seen.length = 0));

  it('each entry is a method on the subject, its argument the payload, the enveloper injected', () => {
    const proto = Object.getPrototypeOf(SpecController.prototype) as Record<string, object>;
    expect(Reflect.getMetadata(PATTERN_METADATA, proto.catalog)).toEqual([Contracts.panchangTithis.subject]);
    const args = Reflect.getMetadata(PARAM_ARGS_METADATA, SpecController, 'catalog') as Record<
      string,
      { index: number }
    >;
    expect(Object.values(args)).toEqual([expect.objectContaining({ index: 0 })]);
    expect(Reflect.getMetadata(PARAMTYPES_METADATA, SpecController)).toEqual([PacketEnveloper]);
  });

  it('computes from the payload with the request stop check and envelopes with provenance', () => {
    const reply = new SpecController(packets).catalog(request(Date.now() + 30_000));
    expect(seen).toHaveLength(1);
    expect(seen[0].payload).toEqual({});
    expect(reply).toMatchObject({ tithis: [] });
    expect(reply._meta.provenance).toMatchObject({ request_id: 'spec-7', instance: 'panchang-svc/spec' });
  });

  it('the stop check throws deadline_exceeded once the deadline has passed', () => {
    expect(() => new SpecController(packets).catalog(request(Date.now() - 1))).toThrow(
      expect.objectContaining({ code: 'deadline_exceeded' }),
    );
  });
});
