import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Contracts, ReferenceReply } from '@pj/contracts';
import { referenceMethodology } from '@pj/panchang';
import { ContractErrors } from '../http/openapi-responses';
import { Endpoint } from '../http/policy';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { LagnaQueryDto, NakshatraQueryDto, SyllablesQueryDto } from './reference.dto';

@ApiTags('reference')
@Controller()
export class ReferenceController {
  constructor(private readonly rpc: RpcGateway) {}

  @Get('birthstar/deity')
  @Endpoint('public_read', () => referenceMethodology('birthstar_deity'))
  @ApiOperation({
    summary: 'Presiding deity and Vimshottari lord of a birth nakshatra',
    description: 'Table of Brihat Samhita 98 (source in _meta.methodology.source).',
  })
  @ContractErrors()
  deity(@Query() q: NakshatraQueryDto, @Ctx() ctx: RequestCtx): Promise<ReferenceReply> {
    return this.rpc.call(Contracts.panchangReference, { table: 'birthstar_deity', nakshatraIdx: q.nakshatra_idx }, ctx);
  }

  @Get('baby-name/syllables')
  @Endpoint('public_read', () => referenceMethodology('baby_name_syllables'))
  @ApiOperation({
    summary: 'Name syllables of a nakshatra pada (Avakahada chakra)',
    description: "Transliteration and Devanagari of each pada, with the pada's rashi.",
  })
  @ContractErrors()
  syllables(@Query() q: SyllablesQueryDto, @Ctx() ctx: RequestCtx): Promise<ReferenceReply> {
    return this.rpc.call(
      Contracts.panchangReference,
      { table: 'baby_name_syllables', nakshatraIdx: q.nakshatra_idx, pada: q.pada },
      ctx,
    );
  }

  @Get('gemstone/recommendation')
  @Endpoint('public_read', () => referenceMethodology('gemstone'))
  @ApiOperation({
    summary: 'Gemstones of the lagna, 5th and 9th lords for a natal lagna',
    description: 'Navaratna planet–gem correspondence; a traditional table, not advice.',
  })
  @ContractErrors()
  gemstone(@Query() q: LagnaQueryDto, @Ctx() ctx: RequestCtx): Promise<ReferenceReply> {
    return this.rpc.call(Contracts.panchangReference, { table: 'gemstone', lagna: q.lagna }, ctx);
  }

  @Get('rudraksha/recommendation')
  @Endpoint('public_read', () => referenceMethodology('rudraksha'))
  @ApiOperation({
    summary: 'Rudraksha (mukhi) for a birth nakshatra, by its Vimshottari lord',
    description: 'Planet-of-mukhi convention named in _meta.methodology.source; a traditional table, not advice.',
  })
  @ContractErrors()
  rudraksha(@Query() q: NakshatraQueryDto, @Ctx() ctx: RequestCtx): Promise<ReferenceReply> {
    return this.rpc.call(Contracts.panchangReference, { table: 'rudraksha', nakshatraIdx: q.nakshatra_idx }, ctx);
  }
}
