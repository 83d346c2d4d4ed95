import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Contracts, EclipsesReply, EclipseSutakReply, EclipseVisibilityReply } from '@pj/contracts';
import { eclipsesMethodology } from '@pj/sky';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import {
  EclipseDayQueryDto,
  eclipseRequest,
  EclipsesQueryDto,
  eclipsesRequest,
  EclipseSutakQueryDto,
  eclipseSutakRequest,
} from './eclipses.dto';

@ApiTags('eclipses')
@Controller()
export class EclipsesController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'panchang/eclipses',
    tier: 'public_read',
    methodology: eclipsesMethodology,
    summary: 'The next solar and lunar eclipses, with local circumstances at the place',
    description:
      'Type (total, annular, hybrid, partial; lunar total, partial, penumbral), greatest eclipse, magnitude, saros; at lat/lng: visibility, contacts (C1–C4 solar; P1, U1, U2, max, U3, U4, P4 lunar) each with its visibility, obscuration and the altitude of the body at maximum.',
  })
  eclipses(@Query() q: EclipsesQueryDto, @Ctx() ctx: RequestCtx): Promise<EclipsesReply> {
    return this.rpc.call(Contracts.panchangEclipses, eclipsesRequest(q), ctx);
  }

  @Route({
    get: 'eclipse/visibility',
    tier: 'public_read',
    methodology: eclipsesMethodology,
    summary: 'Is the eclipse of this date visible here?',
    description:
      'available:false with reason no_eclipse_on_date or not_visible_at_place; else the eclipse with its local circumstances.',
  })
  visibility(@Query() q: EclipseDayQueryDto, @Ctx() ctx: RequestCtx): Promise<EclipseVisibilityReply> {
    return this.rpc.call(Contracts.panchangEclipseVisibility, eclipseRequest(q), ctx);
  }

  @Route({
    get: 'eclipse/sutak',
    tier: 'public_read',
    methodology: eclipsesMethodology,
    summary: 'Sutak of the eclipse of this date at the place',
    description:
      'Sutak: 4 prahars before a solar and 3 before a lunar eclipse (nominally 12 h / 9 h). Default rule=prahar follows Drik Panchang: the start of the prahar that many prahars before the one holding the first visible contact (solar C1 or sunrise; lunar U1 or moonrise), prahars being quarters of the actual day and night; rule=hours counts 12 h / 9 h. Ends with the last visible contact. sutak_children_elderly_sick: one prahar (3 h with rule=hours). Rules and customary exceptions in `rules`. Only for eclipses visible at the place; otherwise available:false with the reason.',
  })
  sutak(@Query() q: EclipseSutakQueryDto, @Ctx() ctx: RequestCtx): Promise<EclipseSutakReply> {
    return this.rpc.call(Contracts.panchangEclipseSutak, eclipseSutakRequest(q), ctx);
  }
}
