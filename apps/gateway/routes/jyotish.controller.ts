import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ArgalaReply,
  ArudhaReply,
  BhavChalitReply,
  BundleReply,
  CareerD10Reply,
  CharaDashaReply,
  ChartReply,
  Contracts,
  DashaReply,
  DashaSystemReply,
  DivisionalReply,
  DomainPackReply,
  HousesReply,
  JaiminiReply,
  KalachakraReply,
  NarayanaDashaReply,
  RequestOf,
  ResponseOf,
  SarvatobhadraReply,
  SpecialLagnasReply,
  TransitReply,
  UpagrahaReply,
} from '@pj/contracts';
import { DASHA_YEAR_DAYS, JYOTISH_DEFAULTS, jyotishMethodology, JyotishMethodologyOpts } from '@pj/jyotish';
import { Route, RouteOperation } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import {
  SarvatobhadraBodyDto,
  CharaDashaBodyDto,
  TransitBodyDto,
  ArudhaBodyDto,
  BundleBodyDto,
  DashaBodyDto,
  DashaSystemBodyDto,
  DivisionalBodyDto,
  DomainPackBodyDto,
  JaiminiBodyDto,
  PersonBodyDto,
} from './jyotish.dto';

/** Methodology of error envelopes: the chart defaults (lahiri, mean node, whole sign) and the route's parts. */
export const method =
  (o: JyotishMethodologyOpts = {}) =>
  () =>
    jyotishMethodology(o);
const DEFAULT_DASHA_YEAR_DAYS = DASHA_YEAR_DAYS[JYOTISH_DEFAULTS.dashaYear];
const dashaMethod = (system: NonNullable<JyotishMethodologyOpts['dashaSystem']>) =>
  method({ dashaYearDays: DEFAULT_DASHA_YEAR_DAYS, dashaSystem: system });

/** A Jyotish route: POST (200), public_compute tier, its OpenAPI operation and the contract errors. */
export const JyotishRoute = (path: string, methodology: () => Record<string, string>, operation: RouteOperation) =>
  Route({ post: path, httpCode: 200, tier: 'public_compute', methodology, ...operation });

/** The body as plain JSON (drops undefined fields, so the payload is the same in both transports). */
export const plain = <T>(body: T): T => JSON.parse(JSON.stringify(body)) as T;

/** The jyotish-svc computations (each takes a birth and answers a packet). */
type JyotishContract = (typeof Contracts)[Exclude<Extract<keyof typeof Contracts, `jyotish${string}`>, 'jyotishPing'>];

@ApiTags('jyotish')
@Controller()
export class JyotishController {
  constructor(private readonly rpc: RpcGateway) {}

  private send<C extends JyotishContract>(contract: C, body: RequestOf<C>, ctx: RequestCtx): Promise<ResponseOf<C>> {
    return this.rpc.call(contract, plain(body), ctx);
  }

  @JyotishRoute('chart/calculate', method(), {
    summary: 'Birth chart: sidereal points, dignity, rasi houses',
    description:
      'The 9 grahas and the ascendant (CONTRACT §3b order): longitude, sign, degree in sign, nakshatra (with lord) and pada, speed, retrograde, combust (Surya Siddhanta orbs), dignity (exalted, debilitated, moolatrikona, own, else the compound natural+temporary relation to the sign lord), whole-sign house and bhava of the chosen house system; the 12 rasi houses with lords and occupants.',
  })
  chart(@Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<ChartReply> {
    return this.send(Contracts.jyotishChart, body, ctx);
  }

  @JyotishRoute('divisional', method({ vargas: true }), {
    summary: 'Shodasavarga: the 16 Parashara divisional charts and vimshopaka bala',
    description:
      "D1, D2, D3, D4, D7, D9, D10, D12, D16, D20, D24, D27, D30, D40, D45, D60 by the BPHS rules (named in _meta.methodology.varga_rules): each varga's sign and amsa degree for every point; vimshopaka strength (shodasavarga weights, out of 20) of the 7 grahas.",
  })
  divisional(@Body() body: DivisionalBodyDto, @Ctx() ctx: RequestCtx): Promise<DivisionalReply> {
    return this.send(Contracts.jyotishDivisional, body, ctx);
  }

  @JyotishRoute('career/d10', method({ vargas: true }), {
    summary: 'Dasamsa (D10) chart: points, houses from the D10 lagna, the 10th house and its lord',
  })
  careerD10(@Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<CareerD10Reply> {
    return this.send(Contracts.jyotishCareerD10, body, ctx);
  }

  @JyotishRoute('varga/domain-pack', method({ vargas: true }), {
    summary:
      'Vargas grouped by life domain (BPHS 6: D9 marriage, D10 career, D7 children, …), each as a chart with houses',
  })
  domainPack(@Body() body: DomainPackBodyDto, @Ctx() ctx: RequestCtx): Promise<DomainPackReply> {
    return this.send(Contracts.jyotishDomainPack, body, ctx);
  }

  @JyotishRoute('dasha-timeline', dashaMethod('vimshottari'), {
    summary: 'Vimshottari dasha: mahadasha → antardasha → pratyantardasha with exact instants',
    description:
      'One 120-year cycle from the start of the birth mahadasha; balance at birth; the dasha year length is a choice (julian 365.25 days by default; sidereal 365.256364 as in Jagannatha Hora).',
  })
  dasha(@Body() body: DashaBodyDto, @Ctx() ctx: RequestCtx): Promise<DashaReply> {
    return this.send(Contracts.jyotishVimshottari, body, ctx);
  }

  @JyotishRoute('dasha', method({ dashaYearDays: DEFAULT_DASHA_YEAR_DAYS }), {
    summary: 'Any dasha system by name (`system` in the body): graha and rasi dashas, to 3 levels',
    description:
      'One period tree for every system of the registry: each period names its graha (`lord`; Naisargika also the lagna) or its sign, with start/end instants and its length in dasha years. Seeded systems report the element read (nakshatra of the Moon or of `starting_planet`, optionally in `varga`; tithi, yoga, karana) and the fraction of the first period elapsed at birth. Options a system does not take are 422s naming the field; the answer carries the rule and its source. `/dasha-timeline`, `/dasha/yogini`, … are unchanged.',
  })
  dashaSystem(@Body() body: DashaSystemBodyDto, @Ctx() ctx: RequestCtx): Promise<DashaSystemReply> {
    return this.send(Contracts.jyotishDashaSystem, body, ctx);
  }

  @JyotishRoute('dasha/yogini', dashaMethod('yogini'), {
    summary: 'Yogini dasha: 3 cycles of 36 years from the birth period, with sub-periods and exact instants',
  })
  yogini(@Body() body: DashaBodyDto, @Ctx() ctx: RequestCtx): Promise<DashaReply> {
    return this.send(Contracts.jyotishYogini, body, ctx);
  }

  @JyotishRoute('dasha/ashtottari', dashaMethod('ashtottari'), {
    summary:
      'Ashtottari dasha: one 108-year cycle from the birth period (nakshatra groups from Ardra), with sub-periods',
  })
  ashtottari(@Body() body: DashaBodyDto, @Ctx() ctx: RequestCtx): Promise<DashaReply> {
    return this.send(Contracts.jyotishAshtottari, body, ctx);
  }

  @JyotishRoute('jaimini/profile', method({ karakas: JYOTISH_DEFAULTS.karakas }), {
    summary: 'Jaimini chara karakas (7 or 8), karakamsa and swamsa',
  })
  jaimini(@Body() body: JaiminiBodyDto, @Ctx() ctx: RequestCtx): Promise<JaiminiReply> {
    return this.send(Contracts.jyotishJaimini, body, ctx);
  }

  @JyotishRoute(
    'jyotish/bundle',
    method({ vargas: true, dashaYearDays: DEFAULT_DASHA_YEAR_DAYS, karakas: JYOTISH_DEFAULTS.karakas }),
    { summary: 'One call: chart + 16 vargas + vimshopaka + Vimshottari (2 levels) + chara karakas' },
  )
  bundle(@Body() body: BundleBodyDto, @Ctx() ctx: RequestCtx): Promise<BundleReply> {
    return this.send(Contracts.jyotishBundle, body, ctx);
  }

  @JyotishRoute('arudha/all', method({ arudhas: true }), {
    summary:
      'Bhava arudhas A1–A12 (A1 = arudha lagna, A12 = upapada) with the classical exceptions, in the rasi chart or a varga',
  })
  arudhas(@Body() body: ArudhaBodyDto, @Ctx() ctx: RequestCtx): Promise<ArudhaReply> {
    return this.send(Contracts.jyotishArudhas, body, ctx);
  }

  @JyotishRoute('upagraha', method({ upagrahas: true }), {
    summary:
      'Upagrahas: the Sun-based five (dhuma, vyatipata, parivesha, indrachapa, upaketu) and the time-based six (kala, mrityu, ardhaprahara, yamaghantaka, gulika, mandi)',
    description:
      "Time-based ones: the ascendant at the start (mandi: middle) of the ruling planet's eighth of the day or night of birth; available:false with a reason at polar day/night.",
  })
  upagrahas(@Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<UpagrahaReply> {
    return this.send(Contracts.jyotishUpagrahas, body, ctx);
  }

  @JyotishRoute('argala', method({ argala: true }), {
    summary: 'Argala and virodha argala on each of the 12 houses (rasi chart)',
  })
  argala(@Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<ArgalaReply> {
    return this.send(Contracts.jyotishArgala, body, ctx);
  }

  @JyotishRoute('houses', method(), {
    summary:
      'House cusps of the chosen system (person.house_system): start, madhya and end of each house, with the grahas in it',
  })
  houses(@Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<HousesReply> {
    return this.send(Contracts.jyotishHouses, body, ctx);
  }

  @JyotishRoute('bhav-chalit', method({ bhavChalit: true }), {
    summary: 'Bhava chalit: bhavas centred on their madhya (the system cusps), sandhi between; grahas by bhava',
  })
  bhavChalit(@Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<BhavChalitReply> {
    return this.send(Contracts.jyotishBhavChalit, body, ctx);
  }

  @JyotishRoute('special-lagnas', method({ specialLagnas: true }), {
    summary:
      'Special lagnas: bhava, hora, ghati, varnada (with the varnada of each house), pranapada, sree and indu lagna, bhrigu bindu',
    description:
      'Vighati lagna is listed with available:false (its definition differs between Jagannatha Hora and PyJHora). Time-based lagnas need a sunrise before the birth; at polar day/night they are absent with sunrise_note.',
  })
  specialLagnas(@Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<SpecialLagnasReply> {
    return this.send(Contracts.jyotishSpecialLagnas, body, ctx);
  }

  @JyotishRoute('transit', method({ transit: true }), {
    summary:
      'Transits (gochara) over the natal chart at a local date/time: houses from the natal lagna and Moon, natal points in the same sign, sade sati',
  })
  transit(@Body() body: TransitBodyDto, @Ctx() ctx: RequestCtx): Promise<TransitReply> {
    return this.send(Contracts.jyotishTransit, body, ctx);
  }

  @JyotishRoute('dasha/chara', dashaMethod('chara'), {
    summary: "Jaimini Chara dasha (P.V.R. Narasimha Rao's rules): two 12-sign cycles of mahadashas from birth",
  })
  charaDasha(@Body() body: CharaDashaBodyDto, @Ctx() ctx: RequestCtx): Promise<CharaDashaReply> {
    return this.send(Contracts.jyotishCharaDasha, body, ctx);
  }

  @JyotishRoute('dasha/narayana', dashaMethod('narayana'), {
    summary:
      "Narayana dasha (P.V.R. Narasimha Rao's rules): two 12-sign cycles of mahadashas from birth, starting from the stronger of lagna and 7th",
  })
  narayanaDasha(@Body() body: CharaDashaBodyDto, @Ctx() ctx: RequestCtx): Promise<NarayanaDashaReply> {
    return this.send(Contracts.jyotishNarayanaDasha, body, ctx);
  }

  @JyotishRoute('dasha/kalachakra', dashaMethod('kalachakra'), {
    summary:
      "Kalachakra dasha (BPHS 46): sign mahadashas from the birth Moon's nakshatra pada, with the balance at birth",
    description:
      "Savya/apasavya group and pada of the Moon, the pada's 9-sign sequence with its years and paramayus, the balance of the birth dasha (elapsed fraction of the pada × paramayus), then mahadashas with start/end instants until 100 years from birth (next pada's sequence after the 9th sign). Mahadashas only; deha/jiva and gatis are not given.",
  })
  kalachakraDasha(@Body() body: CharaDashaBodyDto, @Ctx() ctx: RequestCtx): Promise<KalachakraReply> {
    return this.send(Contracts.jyotishKalachakraDasha, body, ctx);
  }

  @JyotishRoute('sarvatobhadra', method({ sarvatobhadra: true }), {
    summary: 'Sarvatobhadra chakra: the 9×9 grid with the natal points and the vedha of the transits of transit_date',
    description:
      'Grid (row 0 = East, clockwise from NE) of 28 nakshatras, 16 vowels, 20 consonants, 12 rashis and the 5 tithi groups with weekdays; natal points and transit grahas (12:00 local on transit_date) in their nakshatra squares; for each transit graha the squares on its straight and two diagonal vedha lines and the natal targets hit (janma nakshatra, Moon sign, lagna sign, birth tithi group, nakshatras of the other points). Name letters are not evaluated.',
  })
  sarvatobhadra(@Body() body: SarvatobhadraBodyDto, @Ctx() ctx: RequestCtx): Promise<SarvatobhadraReply> {
    return this.send(Contracts.jyotishSarvatobhadra, body, ctx);
  }
}
