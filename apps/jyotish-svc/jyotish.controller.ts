import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RpcRequest, Subjects } from '@pj/contracts';
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
import { assertWithinDeadline } from '@pj/platform';
import { JyotishEnveloper } from './packet';

/** Birth-chart computations: each handler is a pure function of its payload. */
@Controller()
export class JyotishController {
  constructor(private readonly packets: JyotishEnveloper) {}

  private run<P>(req: RpcRequest<P>, compute: (p: P) => Packet): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, compute(req.payload));
  }

  @MessagePattern(Subjects.jyotishChart)
  chart(@Payload() req: RpcRequest<PersonRequest>) {
    return this.run(req, chartPacket);
  }

  @MessagePattern(Subjects.jyotishDivisional)
  divisional(@Payload() req: RpcRequest<DivisionalRequest>) {
    return this.run(req, divisionalPacket);
  }

  @MessagePattern(Subjects.jyotishCareerD10)
  careerD10(@Payload() req: RpcRequest<PersonRequest>) {
    return this.run(req, careerD10Packet);
  }

  @MessagePattern(Subjects.jyotishDomainPack)
  domainPack(@Payload() req: RpcRequest<DomainPackRequest>) {
    return this.run(req, domainPackPacket);
  }

  @MessagePattern(Subjects.jyotishVimshottari)
  vimshottari(@Payload() req: RpcRequest<DashaRequest>) {
    return this.run(req, vimshottariPacket);
  }

  @MessagePattern(Subjects.jyotishYogini)
  yogini(@Payload() req: RpcRequest<DashaRequest>) {
    return this.run(req, yoginiPacket);
  }

  @MessagePattern(Subjects.jyotishAshtottari)
  ashtottari(@Payload() req: RpcRequest<DashaRequest>) {
    return this.run(req, ashtottariPacket);
  }

  @MessagePattern(Subjects.jyotishJaimini)
  jaimini(@Payload() req: RpcRequest<JaiminiRequest>) {
    return this.run(req, jaiminiPacket);
  }

  @MessagePattern(Subjects.jyotishBundle)
  bundle(@Payload() req: RpcRequest<BundleRequest>) {
    return this.run(req, bundlePacket);
  }

  @MessagePattern(Subjects.jyotishArudhas)
  arudhas(@Payload() req: RpcRequest<ArudhaRequest>) {
    return this.run(req, arudhaPacket);
  }

  @MessagePattern(Subjects.jyotishUpagrahas)
  upagrahas(@Payload() req: RpcRequest<PersonRequest>) {
    return this.run(req, upagrahaPacket);
  }

  @MessagePattern(Subjects.jyotishArgala)
  argala(@Payload() req: RpcRequest<PersonRequest>) {
    return this.run(req, argalaPacket);
  }

  @MessagePattern(Subjects.jyotishHouses)
  houses(@Payload() req: RpcRequest<PersonRequest>) {
    return this.run(req, housesPacket);
  }

  @MessagePattern(Subjects.jyotishBhavChalit)
  bhavChalit(@Payload() req: RpcRequest<PersonRequest>) {
    return this.run(req, bhavChalitPacket);
  }

  @MessagePattern(Subjects.jyotishSpecialLagnas)
  specialLagnas(@Payload() req: RpcRequest<PersonRequest>) {
    return this.run(req, specialLagnasPacket);
  }

  @MessagePattern(Subjects.jyotishTransit)
  transit(@Payload() req: RpcRequest<TransitRequest>) {
    return this.run(req, transitPacket);
  }

  @MessagePattern(Subjects.jyotishCharaDasha)
  charaDasha(@Payload() req: RpcRequest<DashaRequest>) {
    return this.run(req, charaDashaPacket);
  }

  @MessagePattern(Subjects.jyotishNarayanaDasha)
  narayanaDasha(@Payload() req: RpcRequest<DashaRequest>) {
    return this.run(req, narayanaDashaPacket);
  }

  @MessagePattern(Subjects.jyotishKalachakraDasha)
  kalachakraDasha(@Payload() req: RpcRequest<DashaRequest>) {
    return this.run(req, kalachakraDashaPacket);
  }

  @MessagePattern(Subjects.jyotishSarvatobhadra)
  sarvatobhadra(@Payload() req: RpcRequest<SarvatobhadraRequest>) {
    return this.run(req, sarvatobhadraPacket);
  }
}
