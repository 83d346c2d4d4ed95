import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CompatibilityReply, Contracts, GunmilanReply } from '@pj/contracts';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { JyotishRoute, method, plain } from './jyotish.controller';
import { MatchBodyDto } from './matching.dto';

/** Matching of a bride and a groom (issue 17): both routes answer from jyotish-svc. */
@ApiTags('jyotish')
@Controller()
export class MatchingController {
  constructor(private readonly rpc: RpcGateway) {}

  @JyotishRoute('matching/gunmilan', method(), {
    summary: 'Ashtakoota gunmilan (36 points) of a bride and a groom, each koota with its table cell and source',
    description:
      'Varna, vashya, tara, yoni, graha maitri, gana, bhakoot, nadi from the two natal Moons: points, maximum, the two values compared, the table cell ([groom][bride]) and its source; nadi and bhakoot doshas with the classical exceptions that cancel them (named, with source); total, total_after_exceptions and the verdict bands with their source.',
  })
  gunmilan(@Body() body: MatchBodyDto, @Ctx() ctx: RequestCtx): Promise<GunmilanReply> {
    return this.rpc.call(Contracts.jyotishGunmilan, plain(body), ctx);
  }

  @JyotishRoute('compatibility/advanced', method(), {
    summary:
      'Advanced compatibility: dasa porutham, manglik comparison, dasha sandhi and the ashtakoota, in one packet',
    description:
      'The ten South Indian poruthams (dina, gana, mahendra, stree deergha, yoni, rasi, rasyadhipati, vasya, rajju, vedha) each with its rule; kuja dosha from lagna, Moon and Venus of both charts (South Indian school, 2nd house counted) and whether it is balanced; the Vimshottari mahadasha changes of the two falling within a year of each other; the ashtakoota result of /matching/gunmilan.',
  })
  compatibility(@Body() body: MatchBodyDto, @Ctx() ctx: RequestCtx): Promise<CompatibilityReply> {
    return this.rpc.call(Contracts.jyotishCompatibility, plain(body), ctx);
  }
}
