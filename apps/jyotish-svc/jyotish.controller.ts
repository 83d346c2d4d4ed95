import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcRequest, Contracts, PacketReply } from '@pj/contracts';
import {
  argalaPacket,
  ArudhaRequest,
  arudhaPacket,
  bhavChalitPacket,
  housesPacket,
  specialLagnasPacket,
  transitPacket,
  charaDashaPacket,
  narayanaDashaPacket,
  kalachakraDashaPacket,
  sarvatobhadraPacket,
  SarvatobhadraRequest,
  TransitRequest,
  upagrahaPacket,
  bundlePacket,
  BundleRequest,
  careerD10Packet,
  chartPacket,
  DashaRequest,
  DivisionalRequest,
  divisionalPacket,
  domainPackPacket,
  DomainPackRequest,
  jaiminiPacket,
  JaiminiRequest,
  Packet,
  PersonRequest,
  vimshottariPacket,
  yoginiPacket,
  ashtottariPacket,
} from '@pj/jyotish';
import { Handles } from '@pj/platform';
import { JyotishEnveloper } from './packet';

/** Birth-chart computations: each handler is a pure function of its payload. */
@Controller()
export class JyotishController {
  constructor(private readonly packets: JyotishEnveloper) {}

  private run<P>(req: RpcRequest<P>, compute: (p: P) => Packet): PacketReply {
    return this.packets.wrap(req, compute(req.payload));
  }

  @Handles(Contracts.jyotishChart)
  chart(@Payload() req: RpcRequest<PersonRequest>) {
    return this.run(req, chartPacket);
  }

  @Handles(Contracts.jyotishDivisional)
  divisional(@Payload() req: RpcRequest<DivisionalRequest>) {
    return this.run(req, divisionalPacket);
  }

  @Handles(Contracts.jyotishCareerD10)
  careerD10(@Payload() req: RpcRequest<PersonRequest>) {
    return this.run(req, careerD10Packet);
  }

  @Handles(Contracts.jyotishDomainPack)
  domainPack(@Payload() req: RpcRequest<DomainPackRequest>) {
    return this.run(req, domainPackPacket);
  }

  @Handles(Contracts.jyotishVimshottari)
  vimshottari(@Payload() req: RpcRequest<DashaRequest>) {
    return this.run(req, vimshottariPacket);
  }

  @Handles(Contracts.jyotishYogini)
  yogini(@Payload() req: RpcRequest<DashaRequest>) {
    return this.run(req, yoginiPacket);
  }

  @Handles(Contracts.jyotishAshtottari)
  ashtottari(@Payload() req: RpcRequest<DashaRequest>) {
    return this.run(req, ashtottariPacket);
  }

  @Handles(Contracts.jyotishJaimini)
  jaimini(@Payload() req: RpcRequest<JaiminiRequest>) {
    return this.run(req, jaiminiPacket);
  }

  @Handles(Contracts.jyotishBundle)
  bundle(@Payload() req: RpcRequest<BundleRequest>) {
    return this.run(req, bundlePacket);
  }

  @Handles(Contracts.jyotishArudhas)
  arudhas(@Payload() req: RpcRequest<ArudhaRequest>) {
    return this.run(req, arudhaPacket);
  }

  @Handles(Contracts.jyotishUpagrahas)
  upagrahas(@Payload() req: RpcRequest<PersonRequest>) {
    return this.run(req, upagrahaPacket);
  }

  @Handles(Contracts.jyotishArgala)
  argala(@Payload() req: RpcRequest<PersonRequest>) {
    return this.run(req, argalaPacket);
  }

  @Handles(Contracts.jyotishHouses)
  houses(@Payload() req: RpcRequest<PersonRequest>) {
    return this.run(req, housesPacket);
  }

  @Handles(Contracts.jyotishBhavChalit)
  bhavChalit(@Payload() req: RpcRequest<PersonRequest>) {
    return this.run(req, bhavChalitPacket);
  }

  @Handles(Contracts.jyotishSpecialLagnas)
  specialLagnas(@Payload() req: RpcRequest<PersonRequest>) {
    return this.run(req, specialLagnasPacket);
  }

  @Handles(Contracts.jyotishTransit)
  transit(@Payload() req: RpcRequest<TransitRequest>) {
    return this.run(req, transitPacket);
  }

  @Handles(Contracts.jyotishCharaDasha)
  charaDasha(@Payload() req: RpcRequest<DashaRequest>) {
    return this.run(req, charaDashaPacket);
  }

  @Handles(Contracts.jyotishNarayanaDasha)
  narayanaDasha(@Payload() req: RpcRequest<DashaRequest>) {
    return this.run(req, narayanaDashaPacket);
  }

  @Handles(Contracts.jyotishKalachakraDasha)
  kalachakraDasha(@Payload() req: RpcRequest<DashaRequest>) {
    return this.run(req, kalachakraDashaPacket);
  }

  @Handles(Contracts.jyotishSarvatobhadra)
  sarvatobhadra(@Payload() req: RpcRequest<SarvatobhadraRequest>) {
    return this.run(req, sarvatobhadraPacket);
  }
}
