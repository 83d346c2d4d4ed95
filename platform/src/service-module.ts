import { DynamicModule, ModuleMetadata, Type } from '@nestjs/common';
import type { ServiceName } from '@pj/contracts';
import { packetEnveloperProviders } from './packet-enveloper';
import { pingControllerFor } from './ping.controller';

/**
 * The module of one instance of a service: its readiness ping, then its `controllers`, with the packet
 * enveloper that their handlers use; `more` adds imports and providers (comments-svc: its database).
 */
export function serviceModule(
  module: Type<unknown>,
  service: ServiceName,
  instanceId: string,
  controllers: Type<unknown>[],
  more: Pick<ModuleMetadata, 'imports' | 'providers'> = {},
): DynamicModule {
  return {
    module,
    imports: more.imports ?? [],
    controllers: [pingControllerFor(service, instanceId), ...controllers],
    providers: [...packetEnveloperProviders(service, instanceId), ...(more.providers ?? [])],
  };
}
