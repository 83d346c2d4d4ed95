import { MessagePattern } from '@nestjs/microservices';
import type { AnyContract, RequestOf, ResponseOf, RpcRequest } from '@pj/contracts';

/** The signature a handler of contract `C` must have: the contract's request in, its reply out. */
export type HandlerOf<C extends AnyContract> = (
  req: RpcRequest<RequestOf<C>>,
) => ResponseOf<C> | Promise<ResponseOf<C>>;

/**
 * Marks a service method as the handler of `contract` (a `@MessagePattern` on its subject) and
 * checks at compile time that the method takes the contract's request and returns its reply, the
 * same types `RpcGateway.call` sends and expects.
 */
export function Handles<C extends AnyContract>(contract: C) {
  const pattern = MessagePattern(contract.subject);
  return <M extends HandlerOf<C>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    pattern(target, key, descriptor);
  };
}
