import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  ArgalaReply,
  ArudhaReply,
  BhavChalitReply,
  BundleReply,
  CareerD10Reply,
  CharaDashaReply,
  ChartReply,
  Contracts,
  DashaReply,
  DivisionalReply,
  DomainPackReply,
  HousesReply,
  JaiminiReply,
  KalachakraReply,
  NarayanaDashaReply,
  RpcRequest,
  SarvatobhadraReply,
  SpecialLagnasReply,
  TransitReply,
  UpagrahaReply,
} from '@pj/contracts';
import {
  argalaPacket,
  ArudhaRequest,
  arudhaPacket,
  ashtottariPacket,
  bhavChalitPacket,
  bundlePacket,
  BundleRequest,
  careerD10Packet,
  charaDashaPacket,
  chartPacket,
  DashaRequest,
  divisionalPacket,
  DivisionalRequest,
  domainPackPacket,
  DomainPackRequest,
  housesPacket,
  jaiminiPacket,
  JaiminiRequest,
  kalachakraDashaPacket,
  narayanaDashaPacket,
  PersonRequest,
  RasiDashaRequest,
  sarvatobhadraPacket,
  SarvatobhadraRequest,
  specialLagnasPacket,
  transitPacket,
  TransitRequest,
  upagrahaPacket,
  vimshottariPacket,
  yoginiPacket,
} from '@pj/jyotish';
import { Handles, PacketEnveloper } from '@pj/platform';

/** Birth-chart computations: each handler is a pure function of its payload, enveloped with provenance. */
@Controller()
export class JyotishController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.jyotishChart)
  chart(@Payload() req: RpcRequest<PersonRequest>): ChartReply {
    return this.packets.wrap(req, chartPacket(req.payload));
  }

  @Handles(Contracts.jyotishDivisional)
  divisional(@Payload() req: RpcRequest<DivisionalRequest>): DivisionalReply {
    return this.packets.wrap(req, divisionalPacket(req.payload));
  }

  @Handles(Contracts.jyotishCareerD10)
  careerD10(@Payload() req: RpcRequest<PersonRequest>): CareerD10Reply {
    return this.packets.wrap(req, careerD10Packet(req.payload));
  }

  @Handles(Contracts.jyotishDomainPack)
  domainPack(@Payload() req: RpcRequest<DomainPackRequest>): DomainPackReply {
    return this.packets.wrap(req, domainPackPacket(req.payload));
  }

  @Handles(Contracts.jyotishVimshottari)
  vimshottari(@Payload() req: RpcRequest<DashaRequest>): DashaReply {
    return this.packets.wrap(req, vimshottariPacket(req.payload));
  }

  @Handles(Contracts.jyotishYogini)
  yogini(@Payload() req: RpcRequest<DashaRequest>): DashaReply {
    return this.packets.wrap(req, yoginiPacket(req.payload));
  }

  @Handles(Contracts.jyotishAshtottari)
  ashtottari(@Payload() req: RpcRequest<DashaRequest>): DashaReply {
    return this.packets.wrap(req, ashtottariPacket(req.payload));
  }

  @Handles(Contracts.jyotishJaimini)
  jaimini(@Payload() req: RpcRequest<JaiminiRequest>): JaiminiReply {
    return this.packets.wrap(req, jaiminiPacket(req.payload));
  }

  @Handles(Contracts.jyotishBundle)
  bundle(@Payload() req: RpcRequest<BundleRequest>): BundleReply {
    return this.packets.wrap(req, bundlePacket(req.payload));
  }

  @Handles(Contracts.jyotishArudhas)
  arudhas(@Payload() req: RpcRequest<ArudhaRequest>): ArudhaReply {
    return this.packets.wrap(req, arudhaPacket(req.payload));
  }

  @Handles(Contracts.jyotishUpagrahas)
  upagrahas(@Payload() req: RpcRequest<PersonRequest>): UpagrahaReply {
    return this.packets.wrap(req, upagrahaPacket(req.payload));
  }

  @Handles(Contracts.jyotishArgala)
  argala(@Payload() req: RpcRequest<PersonRequest>): ArgalaReply {
    return this.packets.wrap(req, argalaPacket(req.payload));
  }

  @Handles(Contracts.jyotishHouses)
  houses(@Payload() req: RpcRequest<PersonRequest>): HousesReply {
    return this.packets.wrap(req, housesPacket(req.payload));
  }

  @Handles(Contracts.jyotishBhavChalit)
  bhavChalit(@Payload() req: RpcRequest<PersonRequest>): BhavChalitReply {
    return this.packets.wrap(req, bhavChalitPacket(req.payload));
  }

  @Handles(Contracts.jyotishSpecialLagnas)
  specialLagnas(@Payload() req: RpcRequest<PersonRequest>): SpecialLagnasReply {
    return this.packets.wrap(req, specialLagnasPacket(req.payload));
  }

  @Handles(Contracts.jyotishTransit)
  transit(@Payload() req: RpcRequest<TransitRequest>): TransitReply {
    return this.packets.wrap(req, transitPacket(req.payload));
  }

  @Handles(Contracts.jyotishCharaDasha)
  charaDasha(@Payload() req: RpcRequest<RasiDashaRequest>): CharaDashaReply {
    return this.packets.wrap(req, charaDashaPacket(req.payload));
  }

  @Handles(Contracts.jyotishNarayanaDasha)
  narayanaDasha(@Payload() req: RpcRequest<RasiDashaRequest>): NarayanaDashaReply {
    return this.packets.wrap(req, narayanaDashaPacket(req.payload));
  }

  @Handles(Contracts.jyotishKalachakraDasha)
  kalachakraDasha(@Payload() req: RpcRequest<RasiDashaRequest>): KalachakraReply {
    return this.packets.wrap(req, kalachakraDashaPacket(req.payload));
  }

  @Handles(Contracts.jyotishSarvatobhadra)
  sarvatobhadra(@Payload() req: RpcRequest<SarvatobhadraRequest>): SarvatobhadraReply {
    return this.packets.wrap(req, sarvatobhadraPacket(req.payload));
  }
}
