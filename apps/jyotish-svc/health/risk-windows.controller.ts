import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { riskWindowsPacket } from '@pj/jyotish';
import { PacketController, packetHandler } from '@pj/platform';

/** /health/risk-windows (issue 18): coinciding classical health indicators in a date range. */
@Controller()
export class RiskWindowsController extends PacketController({
  riskWindows: packetHandler(Contracts.jyotishRiskWindows, riskWindowsPacket),
}) {}
