import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Contracts, PacketReply, RequestOf, ResponseOf } from '@pj/contracts';
import { DASHA_YEAR_DAYS, jyotishMethodology } from '@pj/jyotish';
import { ContractErrors } from '../http/openapi-responses';
import { Endpoint } from '../http/policy';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import {
  SarvatobhadraBodyDto,
  CharaDashaBodyDto,
  TransitBodyDto,
  ArudhaBodyDto,
  BundleBodyDto,
  DashaBodyDto,
  DivisionalBodyDto,
  DomainPackBodyDto,
  JaiminiBodyDto,
  PersonBodyDto,
} from './jyotish.dto';

/** Methodology for error envelopes (defaults: lahiri, mean node, whole sign). */
const chartMethod = () => jyotishMethodology();
const vargaMethod = () => jyotishMethodology({ vargas: true });
const dashaMethod = () => jyotishMethodology({ dashaYearDays: DASHA_YEAR_DAYS.julian });
const yoginiMethod = () => jyotishMethodology({ dashaYearDays: DASHA_YEAR_DAYS.julian, dashaSystem: 'yogini' });
const ashtottariMethod = () => jyotishMethodology({ dashaYearDays: DASHA_YEAR_DAYS.julian, dashaSystem: 'ashtottari' });
const jaiminiMethod = () => jyotishMethodology({ karakas: 8 });
const arudhaMethod = () => jyotishMethodology({ arudhas: true });
const upagrahaMethod = () => jyotishMethodology({ upagrahas: true });
const argalaMethod = () => jyotishMethodology({ argala: true });
const chalitMethod = () => jyotishMethodology({ bhavChalit: true });
const lagnasMethod = () => jyotishMethodology({ specialLagnas: true });
const transitMethod = () => jyotishMethodology({ transit: true });
const charaMethod = () => jyotishMethodology({ dashaYearDays: DASHA_YEAR_DAYS.julian, dashaSystem: 'chara' });
const narayanaMethod = () => jyotishMethodology({ dashaYearDays: DASHA_YEAR_DAYS.julian, dashaSystem: 'narayana' });
const kalachakraMethod = () => jyotishMethodology({ dashaYearDays: DASHA_YEAR_DAYS.julian, dashaSystem: 'kalachakra' });
const sbcMethod = () => jyotishMethodology({ sarvatobhadra: true });
const bundleMethod = () => jyotishMethodology({ vargas: true, dashaYearDays: DASHA_YEAR_DAYS.julian, karakas: 8 });

/** The body as plain JSON (drops undefined fields, so the payload is the same in both transports). */
const plain = <T>(body: T): T => JSON.parse(JSON.stringify(body)) as T;

/** The jyotish-svc computations (each takes a birth and answers a packet). */
type JyotishContract = (typeof Contracts)[Exclude<Extract<keyof typeof Contracts, `jyotish${string}`>, 'jyotishPing'>];

@ApiTags('jyotish')
@Controller()
export class JyotishController {
  constructor(private readonly rpc: RpcGateway) {}

  private send<C extends JyotishContract>(contract: C, body: RequestOf<C>, ctx: RequestCtx): Promise<ResponseOf<C>> {
    return this.rpc.call(contract, plain(body), ctx);
  }

  @Post('chart/calculate')
  @HttpCode(200)
  @Endpoint('public_compute', chartMethod)
  @ApiOperation({
    summary: 'Birth chart: sidereal points, dignity, rasi houses',
    description:
      'The 9 grahas and the ascendant (CONTRACT §3b order): longitude, sign, degree in sign, nakshatra (with lord) and pada, speed, retrograde, combust (Surya Siddhanta orbs), dignity (exalted, debilitated, moolatrikona, own, else the compound natural+temporary relation to the sign lord), whole-sign house and bhava of the chosen house system; the 12 rasi houses with lords and occupants.',
  })
  @ContractErrors()
  chart(@Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishChart, body, ctx);
  }

  @Post('divisional')
  @HttpCode(200)
  @Endpoint('public_compute', vargaMethod)
  @ApiOperation({
    summary: 'Shodasavarga: the 16 Parashara divisional charts and vimshopaka bala',
    description:
      "D1, D2, D3, D4, D7, D9, D10, D12, D16, D20, D24, D27, D30, D40, D45, D60 by the BPHS rules (named in _meta.methodology.varga_rules): each varga's sign and amsa degree for every point; vimshopaka strength (shodasavarga weights, out of 20) of the 7 grahas.",
  })
  @ContractErrors()
  divisional(@Body() body: DivisionalBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishDivisional, body, ctx);
  }

  @Post('career/d10')
  @HttpCode(200)
  @Endpoint('public_compute', vargaMethod)
  @ApiOperation({ summary: 'Dasamsa (D10) chart: points, houses from the D10 lagna, the 10th house and its lord' })
  @ContractErrors()
  careerD10(@Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishCareerD10, body, ctx);
  }

  @Post('varga/domain-pack')
  @HttpCode(200)
  @Endpoint('public_compute', vargaMethod)
  @ApiOperation({
    summary:
      'Vargas grouped by life domain (BPHS 6: D9 marriage, D10 career, D7 children, …), each as a chart with houses',
  })
  @ContractErrors()
  domainPack(@Body() body: DomainPackBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishDomainPack, body, ctx);
  }

  @Post('dasha-timeline')
  @HttpCode(200)
  @Endpoint('public_compute', dashaMethod)
  @ApiOperation({
    summary: 'Vimshottari dasha: mahadasha → antardasha → pratyantardasha with exact instants',
    description:
      'One 120-year cycle from the start of the birth mahadasha; balance at birth; the dasha year length is a choice (julian 365.25 days by default; sidereal 365.256364 as in Jagannatha Hora).',
  })
  @ContractErrors()
  dasha(@Body() body: DashaBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishVimshottari, body, ctx);
  }

  @Post('dasha/yogini')
  @HttpCode(200)
  @Endpoint('public_compute', yoginiMethod)
  @ApiOperation({
    summary: 'Yogini dasha: 3 cycles of 36 years from the birth period, with sub-periods and exact instants',
  })
  @ContractErrors()
  yogini(@Body() body: DashaBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishYogini, body, ctx);
  }

  @Post('dasha/ashtottari')
  @HttpCode(200)
  @Endpoint('public_compute', ashtottariMethod)
  @ApiOperation({
    summary:
      'Ashtottari dasha: one 108-year cycle from the birth period (nakshatra groups from Ardra), with sub-periods',
  })
  @ContractErrors()
  ashtottari(@Body() body: DashaBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishAshtottari, body, ctx);
  }

  @Post('jaimini/profile')
  @HttpCode(200)
  @Endpoint('public_compute', jaiminiMethod)
  @ApiOperation({ summary: 'Jaimini chara karakas (7 or 8), karakamsa and swamsa' })
  @ContractErrors()
  jaimini(@Body() body: JaiminiBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishJaimini, body, ctx);
  }

  @Post('jyotish/bundle')
  @HttpCode(200)
  @Endpoint('public_compute', bundleMethod)
  @ApiOperation({ summary: 'One call: chart + 16 vargas + vimshopaka + Vimshottari (2 levels) + chara karakas' })
  @ContractErrors()
  bundle(@Body() body: BundleBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishBundle, body, ctx);
  }

  @Post('arudha/all')
  @HttpCode(200)
  @Endpoint('public_compute', arudhaMethod)
  @ApiOperation({
    summary:
      'Bhava arudhas A1–A12 (A1 = arudha lagna, A12 = upapada) with the classical exceptions, in the rasi chart or a varga',
  })
  @ContractErrors()
  arudhas(@Body() body: ArudhaBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishArudhas, body, ctx);
  }

  @Post('upagraha')
  @HttpCode(200)
  @Endpoint('public_compute', upagrahaMethod)
  @ApiOperation({
    summary:
      'Upagrahas: the Sun-based five (dhuma, vyatipata, parivesha, indrachapa, upaketu) and the time-based six (kala, mrityu, ardhaprahara, yamaghantaka, gulika, mandi)',
    description:
      "Time-based ones: the ascendant at the start (mandi: middle) of the ruling planet's eighth of the day or night of birth; available:false with a reason at polar day/night.",
  })
  @ContractErrors()
  upagrahas(@Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishUpagrahas, body, ctx);
  }

  @Post('argala')
  @HttpCode(200)
  @Endpoint('public_compute', argalaMethod)
  @ApiOperation({ summary: 'Argala and virodha argala on each of the 12 houses (rasi chart)' })
  @ContractErrors()
  argala(@Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishArgala, body, ctx);
  }

  @Post('houses')
  @HttpCode(200)
  @Endpoint('public_compute', chartMethod)
  @ApiOperation({
    summary:
      'House cusps of the chosen system (person.house_system): start, madhya and end of each house, with the grahas in it',
  })
  @ContractErrors()
  houses(@Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishHouses, body, ctx);
  }

  @Post('bhav-chalit')
  @HttpCode(200)
  @Endpoint('public_compute', chalitMethod)
  @ApiOperation({
    summary: 'Bhava chalit: bhavas centred on their madhya (the system cusps), sandhi between; grahas by bhava',
  })
  @ContractErrors()
  bhavChalit(@Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishBhavChalit, body, ctx);
  }

  @Post('special-lagnas')
  @HttpCode(200)
  @Endpoint('public_compute', lagnasMethod)
  @ApiOperation({
    summary:
      'Special lagnas: bhava, hora, ghati, varnada (with the varnada of each house), pranapada, sree and indu lagna, bhrigu bindu',
    description:
      'Vighati lagna is listed with available:false (its definition differs between Jagannatha Hora and PyJHora). Time-based lagnas need a sunrise before the birth; at polar day/night they are absent with sunrise_note.',
  })
  @ContractErrors()
  specialLagnas(@Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishSpecialLagnas, body, ctx);
  }

  @Post('transit')
  @HttpCode(200)
  @Endpoint('public_compute', transitMethod)
  @ApiOperation({
    summary:
      'Transits (gochara) over the natal chart at a local date/time: houses from the natal lagna and Moon, natal points in the same sign, sade sati',
  })
  @ContractErrors()
  transit(@Body() body: TransitBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishTransit, body, ctx);
  }

  @Post('dasha/chara')
  @HttpCode(200)
  @Endpoint('public_compute', charaMethod)
  @ApiOperation({
    summary: "Jaimini Chara dasha (P.V.R. Narasimha Rao's rules): two 12-sign cycles of mahadashas from birth",
  })
  @ContractErrors()
  charaDasha(@Body() body: CharaDashaBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishCharaDasha, body, ctx);
  }

  @Post('dasha/narayana')
  @HttpCode(200)
  @Endpoint('public_compute', narayanaMethod)
  @ApiOperation({
    summary:
      "Narayana dasha (P.V.R. Narasimha Rao's rules): two 12-sign cycles of mahadashas from birth, starting from the stronger of lagna and 7th",
  })
  @ContractErrors()
  narayanaDasha(@Body() body: CharaDashaBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishNarayanaDasha, body, ctx);
  }

  @Post('dasha/kalachakra')
  @HttpCode(200)
  @Endpoint('public_compute', kalachakraMethod)
  @ApiOperation({
    summary:
      "Kalachakra dasha (BPHS 46): sign mahadashas from the birth Moon's nakshatra pada, with the balance at birth",
    description:
      "Savya/apasavya group and pada of the Moon, the pada's 9-sign sequence with its years and paramayus, the balance of the birth dasha (elapsed fraction of the pada × paramayus), then mahadashas with start/end instants until 100 years from birth (next pada's sequence after the 9th sign). Mahadashas only; deha/jiva and gatis are not given.",
  })
  @ContractErrors()
  kalachakraDasha(@Body() body: CharaDashaBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishKalachakraDasha, body, ctx);
  }

  @Post('sarvatobhadra')
  @HttpCode(200)
  @Endpoint('public_compute', sbcMethod)
  @ApiOperation({
    summary: 'Sarvatobhadra chakra: the 9×9 grid with the natal points and the vedha of the transits of transit_date',
    description:
      'Grid (row 0 = East, clockwise from NE) of 28 nakshatras, 16 vowels, 20 consonants, 12 rashis and the 5 tithi groups with weekdays; natal points and transit grahas (12:00 local on transit_date) in their nakshatra squares; for each transit graha the squares on its straight and two diagonal vedha lines and the natal targets hit (janma nakshatra, Moon sign, lagna sign, birth tithi group, nakshatras of the other points). Name letters are not evaluated.',
  })
  @ContractErrors()
  sarvatobhadra(@Body() body: SarvatobhadraBodyDto, @Ctx() ctx: RequestCtx): Promise<PacketReply> {
    return this.send(Contracts.jyotishSarvatobhadra, body, ctx);
  }
}
