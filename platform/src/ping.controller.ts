import { Controller, Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { PING_SUBJECT, PingReply, ServiceName } from '@pj/contracts';

/** Readiness handler of one service: answers who replied (pid, instance) so load sharing is observable. */
export function pingControllerFor(service: ServiceName, instanceId: string): Type<unknown> {
  @Controller()
  class PingController {
    @MessagePattern(PING_SUBJECT[service])
    ping(): PingReply {
      return { service, pid: process.pid, instanceId };
    }
  }
  return PingController;
}
