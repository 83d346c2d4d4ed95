import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
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
  Contracts,
  CompareReply,
  DebateReply,
  EmptyRequest,
  ExplainReply,
  FestivalSchemaReply,
  FestivalYearReply,
  NewYearReply,
  ObservanceRangeReply,
  ParanaReply,
  ProvenanceReply,
  RatificationsReply,
  TempleReply,
  TraditionsReply,
  WhyNotReply,
} from '@pj/contracts';
import { stopCheckOf, Handles } from '@pj/platform';
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

  @Handles(Contracts.calendarFestivals)
  festivals(@Payload() req: RpcRequest<ObservanceRangeRequest>): ObservanceRangeReply {
    return this.packets.wrap(req, rangePacket(req.payload, stopCheckOf(req)));
  }

  @Handles(Contracts.calendarVrats)
  vrats(@Payload() req: RpcRequest<ObservanceRangeRequest>): ObservanceRangeReply {
    return this.packets.wrap(req, rangePacket(req.payload, stopCheckOf(req)));
  }

  @Handles(Contracts.calendarFestival)
  festival(@Payload() req: RpcRequest<ObservanceYearRequest>): FestivalYearReply {
    return this.packets.wrap(req, festivalPacket(req.payload, stopCheckOf(req)));
  }

  @Handles(Contracts.calendarParana)
  parana(@Payload() req: RpcRequest<ParanaRequest>): ParanaReply {
    return this.packets.wrap(req, paranaPacket(req.payload, stopCheckOf(req)));
  }

  @Handles(Contracts.calendarExplain)
  explain(@Payload() req: RpcRequest<ObservanceYearRequest>): ExplainReply {
    return this.packets.wrap(req, explainPacket(req.payload, stopCheckOf(req)));
  }

  @Handles(Contracts.calendarCompare)
  compare(@Payload() req: RpcRequest<ObservanceCompareRequest>): CompareReply {
    return this.packets.wrap(req, comparePacket(req.payload, stopCheckOf(req)));
  }

  @Handles(Contracts.calendarWhyNot)
  whyNot(@Payload() req: RpcRequest<ObservanceWhyNotRequest>): WhyNotReply {
    return this.packets.wrap(req, whyNotPacket(req.payload, stopCheckOf(req)));
  }

  @Handles(Contracts.calendarDebate)
  debate(@Payload() req: RpcRequest<ObservanceYearRequest>): DebateReply {
    return this.packets.wrap(req, debatePacket(req.payload, stopCheckOf(req)));
  }

  @Handles(Contracts.calendarProvenance)
  provenance(@Payload() req: RpcRequest<SlugRequest>): ProvenanceReply {
    return this.packets.wrap(req, provenancePacket(req.payload));
  }

  @Handles(Contracts.calendarNewYear)
  newYear(@Payload() req: RpcRequest<NewYearRequest>): NewYearReply {
    return this.packets.wrap(req, newYearPacket(req.payload, stopCheckOf(req)));
  }

  @Handles(Contracts.calendarTempleObservance)
  temple(@Payload() req: RpcRequest<ObservanceYearRequest>): TempleReply {
    return this.packets.wrap(req, templePacket(req.payload, stopCheckOf(req)));
  }

  @Handles(Contracts.calendarTraditions)
  traditions(@Payload() req: RpcRequest<EmptyRequest>): TraditionsReply {
    return this.packets.wrap(req, traditionsPacket());
  }

  @Handles(Contracts.calendarRatifications)
  ratifications(@Payload() req: RpcRequest<RatificationsRequest>): RatificationsReply {
    return this.packets.wrap(req, ratificationsPacket(req.payload));
  }

  @Handles(Contracts.calendarFestivalSchema)
  schema(@Payload() req: RpcRequest<ObservanceYearRequest>): FestivalSchemaReply {
    return this.packets.wrap(req, schemaPacket(req.payload, stopCheckOf(req)));
  }
}
