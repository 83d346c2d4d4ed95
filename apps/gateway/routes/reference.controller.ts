import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BabyNameSyllablesReply, BirthstarDeityReply, Contracts, GemstoneReply, RudrakshaReply } from '@pj/contracts';
import { referenceMethodology } from '@pj/panchang';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { LagnaQueryDto, NakshatraQueryDto, SyllablesQueryDto } from './reference.dto';

@ApiTags('reference')
@Controller()
export class ReferenceController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'birthstar/deity',
    tier: 'public_read',
    methodology: () => referenceMethodology('birthstar_deity'),
    summary: 'Presiding deity and Vimshottari lord of a birth nakshatra',
    description: 'Table of Brihat Samhita 98 (source in _meta.methodology.source).',
  })
  deity(@Query() q: NakshatraQueryDto, @Ctx() ctx: RequestCtx): Promise<BirthstarDeityReply> {
    return this.rpc.call(Contracts.panchangBirthstarDeity, { nakshatraIdx: q.nakshatra_idx }, ctx);
  }

  @Route({
    get: 'baby-name/syllables',
    tier: 'public_read',
    methodology: () => referenceMethodology('baby_name_syllables'),
    summary: 'Name syllables of a nakshatra pada (Avakahada chakra)',
    description: "Transliteration and Devanagari of each pada, with the pada's rashi.",
  })
  syllables(@Query() q: SyllablesQueryDto, @Ctx() ctx: RequestCtx): Promise<BabyNameSyllablesReply> {
    return this.rpc.call(Contracts.panchangBabyNameSyllables, { nakshatraIdx: q.nakshatra_idx, pada: q.pada }, ctx);
  }

  @Route({
    get: 'gemstone/recommendation',
    tier: 'public_read',
    methodology: () => referenceMethodology('gemstone'),
    summary: 'Gemstones of the lagna, 5th and 9th lords for a natal lagna',
    description: 'Navaratna planet–gem correspondence; a traditional table, not advice.',
  })
  gemstone(@Query() q: LagnaQueryDto, @Ctx() ctx: RequestCtx): Promise<GemstoneReply> {
    return this.rpc.call(Contracts.panchangGemstone, { lagna: q.lagna }, ctx);
  }

  @Route({
    get: 'rudraksha/recommendation',
    tier: 'public_read',
    methodology: () => referenceMethodology('rudraksha'),
    summary: 'Rudraksha (mukhi) for a birth nakshatra, by its Vimshottari lord',
    description: 'Planet-of-mukhi convention named in _meta.methodology.source; a traditional table, not advice.',
  })
  rudraksha(@Query() q: NakshatraQueryDto, @Ctx() ctx: RequestCtx): Promise<RudrakshaReply> {
    return this.rpc.call(Contracts.panchangRudraksha, { nakshatraIdx: q.nakshatra_idx }, ctx);
  }
}
