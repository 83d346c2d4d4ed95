import { DynamicModule, Module } from '@nestjs/common';
import { RPC_TRANSPORT, RpcTransportClient } from '@pj/platform';
import { GatewayEnvelope } from './http/gateway-envelope';
import { DailyController } from './routes/daily.controller';
import { CalendarController } from './routes/calendar.controller';
import { FeedsController } from './routes/feeds.controller';
import { FestivalsController } from './routes/festivals.controller';
import { BalaController } from './routes/bala.controller';
import { ClientLogsController } from './routes/client-logs.controller';
import { CommentsController } from './routes/comments.controller';
import { TIER_TABLE, TierTable } from './http/policy';
import { DiscoveryController } from './routes/discovery.controller';
import { McpController } from './routes/mcp.controller';
import { EclipsesController } from './routes/eclipses.controller';
import { EngageController } from './routes/engage.controller';
import { HealthController, TRANSPORT_MODE } from './routes/health.controller';
import { JyotishController } from './routes/jyotish.controller';
import { AnnualController } from './routes/annual.controller';
import { InterpretationController } from './routes/interpretation.controller';
import { PrashnaController } from './routes/prashna.controller';
import { RiskWindowsController } from './routes/risk-windows.controller';
import { ReportsController } from './routes/reports.controller';
import { JudgementController } from './routes/judgement.controller';
import { JudgementYogasController } from './routes/judgement-yogas.controller';
import { MatchingController } from './routes/matching.controller';
import { MuhurtaController } from './routes/muhurta.controller';
import { OpenApiController, OpenApiDocumentHolder } from './routes/openapi.controller';
import { PagesController } from './routes/pages.controller';
import { ConceptsController } from './routes/concepts.controller';
import { PlacesController } from './routes/places.controller';
import { PlanetsController } from './routes/planets.controller';
import { SeoController } from './routes/seo.controller';
import { SkyController } from './routes/sky.controller';
import { SunriseController } from './routes/sunrise.controller';
import { TithisController } from './routes/tithis.controller';
import { ReferenceController } from './routes/reference.controller';
import { WindowsController } from './routes/windows.controller';
import { RpcGateway } from './rpc/rpc-gateway.service';

export interface GatewayDeps {
  readonly transport: RpcTransportClient;
  readonly mode: 'embedded' | 'nats';
  /** The effective tier table (policy.ts with the TIER_* overrides). */
  readonly tiers: TierTable;
}

@Module({})
export class GatewayModule {
  static register(deps: GatewayDeps): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [
        HealthController,
        SunriseController,
        PlanetsController,
        SkyController,
        EclipsesController,
        TithisController,
        DailyController,
        WindowsController,
        ReferenceController,
        PlacesController,
        ConceptsController,
        CalendarController,
        FestivalsController,
        FeedsController,
        BalaController,
        CommentsController,
        ClientLogsController,
        EngageController,
        SeoController,
        DiscoveryController,
        McpController,
        JyotishController,
        JudgementController,
        AnnualController,
        InterpretationController,
        PrashnaController,
        RiskWindowsController,
        ReportsController,
        JudgementYogasController,
        MatchingController,
        MuhurtaController,
        OpenApiController,
        PagesController,
      ],
      providers: [
        { provide: RPC_TRANSPORT, useValue: deps.transport },
        { provide: TRANSPORT_MODE, useValue: deps.mode },
        RpcGateway,
        GatewayEnvelope,
        OpenApiDocumentHolder,
        { provide: TIER_TABLE, useValue: deps.tiers },
      ],
    };
  }
}
