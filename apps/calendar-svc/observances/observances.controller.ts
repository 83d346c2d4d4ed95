import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  NewYearRequest,
  ObservanceCompareRequest,
  ObservanceRangeRequest,
  ObservanceWhyNotRequest,
  ObservanceYearRequest,
  ParanaRequest,
  RatificationsRequest,
  RpcRequest,
  SlugRequest,
  Subjects,
} from '@pj/contracts';
import { assertWithinDeadline, stopCheckOf } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';
import { newYearPacket } from './new-year';
import {
  comparePacket,
  debatePacket,
  explainPacket,
  festivalPacket,
  paranaPacket,
  provenancePacket,
  rangePacket,
  ratificationsPacket,
  schemaPacket,
  templePacket,
  traditionsPacket,
  whyNotPacket,
} from './packets';

/** Festivals, vrats, Ekadashi parana and their explanations (SPEC §4.2, §4.4). */
@Controller()
export class ObservancesController {
  constructor(private readonly packets: PacketEnveloper) {}

  @MessagePattern(Subjects.calendarFestivals)
  festivals(@Payload() req: RpcRequest<ObservanceRangeRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, rangePacket(req.payload, stopCheckOf(req)));
  }

  @MessagePattern(Subjects.calendarVrats)
  vrats(@Payload() req: RpcRequest<ObservanceRangeRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, rangePacket(req.payload, stopCheckOf(req)));
  }

  @MessagePattern(Subjects.calendarFestival)
  festival(@Payload() req: RpcRequest<ObservanceYearRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, festivalPacket(req.payload, stopCheckOf(req)));
  }

  @MessagePattern(Subjects.calendarParana)
  parana(@Payload() req: RpcRequest<ParanaRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, paranaPacket(req.payload, stopCheckOf(req)));
  }

  @MessagePattern(Subjects.calendarExplain)
  explain(@Payload() req: RpcRequest<ObservanceYearRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, explainPacket(req.payload, stopCheckOf(req)));
  }

  @MessagePattern(Subjects.calendarCompare)
  compare(@Payload() req: RpcRequest<ObservanceCompareRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, comparePacket(req.payload, stopCheckOf(req)));
  }

  @MessagePattern(Subjects.calendarWhyNot)
  whyNot(@Payload() req: RpcRequest<ObservanceWhyNotRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, whyNotPacket(req.payload, stopCheckOf(req)));
  }

  @MessagePattern(Subjects.calendarDebate)
  debate(@Payload() req: RpcRequest<ObservanceYearRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, debatePacket(req.payload, stopCheckOf(req)));
  }

  @MessagePattern(Subjects.calendarProvenance)
  provenance(@Payload() req: RpcRequest<SlugRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, provenancePacket(req.payload));
  }

  @MessagePattern(Subjects.calendarNewYear)
  newYear(@Payload() req: RpcRequest<NewYearRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, newYearPacket(req.payload, stopCheckOf(req)));
  }

  @MessagePattern(Subjects.calendarTempleObservance)
  temple(@Payload() req: RpcRequest<ObservanceYearRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, templePacket(req.payload, stopCheckOf(req)));
  }

  @MessagePattern(Subjects.calendarTraditions)
  traditions(@Payload() req: RpcRequest<Record<string, never>>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, traditionsPacket());
  }

  @MessagePattern(Subjects.calendarRatifications)
  ratifications(@Payload() req: RpcRequest<RatificationsRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, ratificationsPacket(req.payload));
  }

  @MessagePattern(Subjects.calendarFestivalSchema)
  schema(@Payload() req: RpcRequest<ObservanceYearRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, schemaPacket(req.payload, stopCheckOf(req)));
  }
}
