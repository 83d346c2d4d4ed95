import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ActivityCertificationReply,
  Contracts,
  ElectionalReply,
  MuhurtaExplainReply,
  MuhurtaSearchReply,
} from '@pj/contracts';
import { DEFAULT_SCHOOL, muhurtaMethodology } from '@pj/muhurta';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { plain } from './jyotish.controller';
import { ElectionalBodyDto, muhurtaRequestOf, MuhurtaQueryDto } from './muhurta.dto';

const methodology = () => muhurtaMethodology(DEFAULT_SCHOOL);
const electional = (b: ElectionalBodyDto) =>
  plain({ ...muhurtaRequestOf(b), person: b.person ?? null, bride: b.bride ?? null, groom: b.groom ?? null });
const RULES =
  'Rules by activity and school: /muhurta/activity-certification; conventions in _meta.methodology (muhurta_*). ';

/** Muhurta (issue 19): search, explain and certification (GET), the personal choice (POST); from calendar-svc. */
@ApiTags('muhurta')
@Controller()
export class MuhurtaController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'muhurta/search',
    tier: 'public_read',
    methodology,
    summary: 'Muhurta windows for an activity over a range of days, best first, each with the rules it passes',
    description:
      'Each window is a stretch in which every rule of the activity holds (period bars, panchanga shuddhi, Bhadra and the school’s day windows, lagna under muhurta_chintamani); ' +
      'its edges are the element, lagna, bar or window changes named in start_cause/end_cause. ' +
      RULES,
  })
  search(@Query() q: MuhurtaQueryDto, @Ctx() ctx: RequestCtx): Promise<MuhurtaSearchReply> {
    return this.rpc.call(Contracts.muhurtaSearch, muhurtaRequestOf(q), ctx);
  }

  @Route({
    get: 'muhurta/explain',
    tier: 'public_read',
    methodology,
    summary: 'Every day of a muhurta search with each rule’s verdict and the first rule that rejected it',
    description:
      'Per Hindu day: every rule with pass (all day), partial (part of the day) or fail (nowhere), why, and first_rejecting_rule — the first rule, in rule order, after which no moment of the day remains. ' +
      RULES,
  })
  explain(@Query() q: MuhurtaQueryDto, @Ctx() ctx: RequestCtx): Promise<MuhurtaExplainReply> {
    return this.rpc.call(Contracts.muhurtaExplain, muhurtaRequestOf(q), ctx);
  }

  @Route({
    get: 'muhurta/activity-certification',
    tier: 'public_read',
    methodology,
    summary: 'The activities the muhurta engine knows: rule tables, sources, schools, agreement with published lists',
    description:
      'For each activity: favourable nakshatras, forbidden tithis, varas, yogas and months, period bars, panchaka, day windows, lagnas, its source, and how many dates of each published list (test/fixtures/golden/muhurta) it reproduces.',
  })
  certification(@Ctx() ctx: RequestCtx): Promise<ActivityCertificationReply> {
    return this.rpc.call(Contracts.muhurtaCertification, {}, ctx);
  }

  @Route({
    post: 'muhurat/electional',
    httpCode: 200,
    tier: 'public_compute',
    methodology,
    summary: 'Electional muhurta for a person or a couple: windows best first, with tara bala and chandra bala',
    description:
      'The search of /muhurta/search with the personal rules: tara bala and chandra bala of every person (both partners for a couple), the janma nakshatra excluded, and (under lagna rules) no lagna 8th from a natal Moon sign. ' +
      'Natal Moons echoed under persons; the days of the chosen windows explained. ' +
      RULES,
  })
  electional(@Body() body: ElectionalBodyDto, @Ctx() ctx: RequestCtx): Promise<ElectionalReply> {
    return this.rpc.call(Contracts.muhurtaElectional, electional(body), ctx);
  }

  @Route({
    post: 'muhurat/top10',
    httpCode: 200,
    tier: 'public_compute',
    methodology,
    summary: 'The ten best electional muhurta windows for a person or a couple, with their explanations',
    description: 'As /muhurat/electional with top_n fixed at 10. ' + RULES,
  })
  top10(@Body() body: ElectionalBodyDto, @Ctx() ctx: RequestCtx): Promise<ElectionalReply> {
    return this.rpc.call(Contracts.muhurtaTop10, electional(body), ctx);
  }
}
