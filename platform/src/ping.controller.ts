import { Controller, Type } from '@nestjs/common';
import { PING_CONTRACT, PingReply, ServiceName } from '@pj/contracts';
import { Handles } from './handles';

/** Readiness handler of one service: answers who replied (pid, instance) so load sharing is observable. */
export function pingControllerFor(service: ServiceName, instanceId: string): Type<unknown> {
  @Controller()
  class PingController {
    @Handles(PING_CONTRACT[service])
    ping(): PingReply {
      return { service, pid: process.pid, instanceId };
    }
  }
  return PingController;
}
