import 'reflect-metadata';
import { Payload } from '@nestjs/microservices';
import type { AnyContract, RequestOf, ResponseOf, RpcRequest } from '@pj/contracts';
import type { UpstreamSource } from '@pj/envelope';
import type { StopCheck } from '@pj/ephemeris';
import { stopCheckOf } from './deadline';
import { Handles } from './handles';
import { PacketEnveloper } from './packet-enveloper';

/** What a family's packet function returns: the presenter's body and the methodology it was computed with. */
export interface ComputedPacket<Body extends object> {
  readonly body: Body;
  readonly methodology: Record<string, string>;
  /** Credits of the open datasets used (`_meta.upstream_sources`); none when absent. */
  readonly upstreamSources?: readonly UpstreamSource[];
}

/** One pure handler: the contract it serves and the computation of its packet from the payload. */
export interface PacketHandler<C extends AnyContract> {
  readonly contract: C;
  readonly compute: (payload: RequestOf<C>, stop: StopCheck) => ComputedPacket<object>;
}

/** The body of a contract's reply: the reply without the `_meta` the enveloper adds. */
export type BodyOf<C extends AnyContract> = Omit<ResponseOf<C>, '_meta'>;

/**
 * One entry of a handler table: `packetHandler(Contracts.x, (payload, stop) => xPacket({ ...payload, stop }))`.
 * `stop` is the request's cooperative deadline (`stopCheckOf`). The packet's body must be the
 * body of the contract's reply, checked at compile time as `@Handles` checks a method.
 */
export function packetHandler<C extends AnyContract>(
  contract: C,
  compute: (payload: RequestOf<C>, stop: StopCheck) => ComputedPacket<BodyOf<C>>,
): PacketHandler<C> {
  return { contract, compute };
}

/** The method a handler table entry becomes: the contract's request in, its enveloped reply out. */
export type PacketMethod<H> =
  H extends PacketHandler<infer C> ? (req: RpcRequest<RequestOf<C>>) => ResponseOf<C> : never;

export type PacketHandlerTable = Record<string, PacketHandler<AnyContract>>;

/** An instance of a table's controller: one method per entry, named by its key. */
export type PacketMethods<T extends PacketHandlerTable> = { readonly [K in keyof T]: PacketMethod<T[K]> } & {
  readonly packets: PacketEnveloper;
};

/**
 * The base class of a service controller whose handlers are pure computations: each table entry
 * becomes a method named by its key, `@Handles(contract)` with `@Payload()`, that computes the
 * packet with the request's stop check and envelopes it (PacketEnveloper). The Nest DI injects
 * the enveloper; specs call the methods as before (`new XController(packets).name(request)`).
 *
 *   @Controller()
 *   export class SunriseController extends PacketController({
 *     sunrise: packetHandler(Contracts.panchangSunrise, (payload) => sunrisePacket(payload)),
 *   }) {}
 *
 * A handler that is not a pure computation (a write, a database read) stays a `@Handles` method
 * of the derived class.
 */
export function PacketController<T extends PacketHandlerTable>(
  handlers: T,
): new (packets: PacketEnveloper) => PacketMethods<T> {
  class PacketControllerBase {
    constructor(readonly packets: PacketEnveloper) {}
  }
  Reflect.defineMetadata('design:paramtypes', [PacketEnveloper], PacketControllerBase);
  const proto: object = PacketControllerBase.prototype;
  for (const [name, handler] of Object.entries(handlers)) {
    const method = function (this: PacketControllerBase, req: RpcRequest<unknown>): object {
      return this.packets.wrap(req, handler.compute(req.payload as never, stopCheckOf(req)));
    };
    Object.defineProperty(method, 'name', { value: name });
    Object.defineProperty(proto, name, { value: method, writable: true, configurable: true, enumerable: false });
    const descriptor = Object.getOwnPropertyDescriptor(proto, name) as PropertyDescriptor;
    Payload()(proto, name, 0);
    Handles(handler.contract)(proto, name, descriptor);
  }
  return PacketControllerBase as unknown as new (packets: PacketEnveloper) => PacketMethods<T>;
}
