import { DynamicModule, Module } from '@nestjs/common';
import { RPC_TRANSPORT, RpcTransportClient } from '@pj/platform';
import { GatewayEnvelope } from './http/gateway-envelope';
import { EclipsesController } from './routes/eclipses.controller';
import { HealthController, TRANSPORT_MODE } from './routes/health.controller';
import { JyotishController } from './routes/jyotish.controller';
import { OpenApiController, OpenApiDocumentHolder } from './routes/openapi.controller';
import { PlanetsController } from './routes/planets.controller';
import { SkyController } from './routes/sky.controller';
import { SunriseController } from './routes/sunrise.controller';
import { TithisController } from './routes/tithis.controller';
import { RPC_ATTEMPT_TIMEOUT_MS, RpcGateway } from './rpc/rpc-gateway.service';

export interface GatewayDeps {
  readonly transport: RpcTransportClient;
  readonly mode: 'embedded' | 'nats';
  readonly attemptTimeoutMs: number;
}

@Module({})
export class GatewayModule {
  static register(deps: GatewayDeps): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [HealthController, SunriseController, PlanetsController, SkyController, EclipsesController, TithisController, OpenApiController, JyotishController],
      providers: [
        { provide: RPC_TRANSPORT, useValue: deps.transport },
        { provide: TRANSPORT_MODE, useValue: deps.mode },
        { provide: RPC_ATTEMPT_TIMEOUT_MS, useValue: deps.attemptTimeoutMs },
        RpcGateway,
        GatewayEnvelope,
        OpenApiDocumentHolder,
      ],
    };
  }
}
