import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import {
  argalaPacket,
  arudhaPacket,
  ashtottariPacket,
  bhavChalitPacket,
  bundlePacket,
  careerD10Packet,
  charaDashaPacket,
  chartPacket,
  dashaSystemPacket,
  divisionalPacket,
  domainPackPacket,
  housesPacket,
  jaiminiPacket,
  kalachakraDashaPacket,
  narayanaDashaPacket,
  sarvatobhadraPacket,
  specialLagnasPacket,
  transitPacket,
  upagrahaPacket,
  vimshottariPacket,
  yoginiPacket,
} from '@pj/jyotish';
import { PacketController, packetHandler } from '@pj/platform';

/** Birth-chart computations: each handler is a pure function of its payload, enveloped with provenance. */
@Controller()
export class JyotishController extends PacketController({
  chart: packetHandler(Contracts.jyotishChart, chartPacket),
  divisional: packetHandler(Contracts.jyotishDivisional, divisionalPacket),
  careerD10: packetHandler(Contracts.jyotishCareerD10, careerD10Packet),
  domainPack: packetHandler(Contracts.jyotishDomainPack, domainPackPacket),
  vimshottari: packetHandler(Contracts.jyotishVimshottari, vimshottariPacket),
  yogini: packetHandler(Contracts.jyotishYogini, yoginiPacket),
  ashtottari: packetHandler(Contracts.jyotishAshtottari, ashtottariPacket),
  jaimini: packetHandler(Contracts.jyotishJaimini, jaiminiPacket),
  bundle: packetHandler(Contracts.jyotishBundle, bundlePacket),
  arudhas: packetHandler(Contracts.jyotishArudhas, arudhaPacket),
  upagrahas: packetHandler(Contracts.jyotishUpagrahas, upagrahaPacket),
  argala: packetHandler(Contracts.jyotishArgala, argalaPacket),
  houses: packetHandler(Contracts.jyotishHouses, housesPacket),
  bhavChalit: packetHandler(Contracts.jyotishBhavChalit, bhavChalitPacket),
  specialLagnas: packetHandler(Contracts.jyotishSpecialLagnas, specialLagnasPacket),
  transit: packetHandler(Contracts.jyotishTransit, transitPacket),
  charaDasha: packetHandler(Contracts.jyotishCharaDasha, charaDashaPacket),
  narayanaDasha: packetHandler(Contracts.jyotishNarayanaDasha, narayanaDashaPacket),
  kalachakraDasha: packetHandler(Contracts.jyotishKalachakraDasha, kalachakraDashaPacket),
  sarvatobhadra: packetHandler(Contracts.jyotishSarvatobhadra, sarvatobhadraPacket),
  dashaSystem: packetHandler(Contracts.jyotishDashaSystem, dashaSystemPacket),
}) {}
