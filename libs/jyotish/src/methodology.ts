/**
 * `_meta.methodology` of the Jyotish packets: every convention a number depends on. Must not
 * load the Swiss Ephemeris (the gateway calls it for error envelopes).
 */
import { AyanamsaKey, HouseSystem, methodologySubset, NodeType, PositionModel } from '@pj/ephemeris';

export const JYOTISH_ALGORITHMS = 'jyotish-1';

const HOUSES: Readonly<Record<HouseSystem, string>> = {
  whole_sign: 'whole_sign: house n = the nth sign from the ascendant sign',
  placidus: 'placidus (swe_houses P), sidereal',
  koch: 'koch (swe_houses K), sidereal',
  equal: 'equal: cusps every 30° from the ascendant degree',
  porphyry: 'porphyry (swe_houses O): quadrants trisected',
  sripati: 'sripati (swe_houses S): bhava madhya at the Porphyry cusps, sandhi midway',
  regiomontanus: 'regiomontanus (swe_houses R), sidereal',
  campanus: 'campanus (swe_houses C), sidereal',
  kp: 'kp (Krishnamurti Paddhati): the Placidus cusps (swe_houses P), sidereal; each cusp and point with its sign lord, star (nakshatra) lord and sub lord: the nakshatra divided in Vimshottari proportions (lord years / 120 of 13°20′) from its own lord; KP practice pairs it with ayanamsa krishnamurti (chosen separately)',
};

export const CONVENTIONS = Object.freeze({
  ascendant:
    'ecliptic degree rising on the east horizon (swe_houses, true obliquity, apparent sidereal time) − true ayanamsa',
  rasi_houses:
    'rasi chart houses are whole signs from the ascendant sign; bhava placement by the chosen house system is given separately',
  dignity:
    'BPHS ch. 3: exaltation/debilitation by sign (nodes: Rahu Taurus, Ketu Scorpio), except where the exaltation sign is also the moolatrikona sign: Moon Taurus exalted 0–3°, moolatrikona 3–30°; Mercury Virgo exalted 0–15°, moolatrikona 15–20°, own 20–30°; moolatrikona ranges (Sun Leo 0–20, Moon Taurus 3–30, Mars Aries 0–12, Mercury Virgo 15–20, Jupiter Sagittarius 0–10, Venus Libra 0–15, Saturn Aquarius 0–20), own sign, else the compound (natural + temporary) relation to the sign lord; temporary friends in houses 2,3,4,10,11,12 from the planet',
  combustion:
    'within the Surya Siddhanta orb (libs/sky COMBUSTION_ORB_DEG) of the Sun in longitude: Moon 12°, Mars 17°, Mercury 14° (12° retrograde), Jupiter 11°, Venus 10° (8° retrograde), Saturn 15°',
  nakshatra: '27 equal nakshatras of 13°20′ from sidereal 0°, 4 padas of 3°20′',
});

export const VARGA_RULES =
  'Parashara (BPHS ch. 6): D2 odd signs Leo then Cancer, even Cancer then Leo; D3 +4 per part; D4 +3 per part; D7 odd from the sign, even from the 7th; ' +
  'D9 movable from the sign, fixed from the 9th, dual from the 5th; D10 odd from the sign, even from the 9th; D12 from the sign; D16 movable Aries, fixed Leo, dual Sagittarius; ' +
  'D20 movable Aries, fixed Sagittarius, dual Leo; D24 odd Leo, even Cancer; D27 fiery Aries, earthy Cancer, airy Libra, watery Capricorn; ' +
  'D30 odd 5/5/8/7/5° Aries, Aquarius, Sagittarius, Gemini, Libra, even 5/7/8/5/5° Taurus, Virgo, Pisces, Capricorn, Scorpio; D40 odd Aries, even Libra; ' +
  'D45 movable Aries, fixed Leo, dual Sagittarius; D60 from the sign; degree in varga = (degree in sign × n) mod 30';

export const VIMSHOPAKA_RULES =
  'shodasavarga weights (BPHS 7): D1 3.5, D2 1, D3 1, D9 3, D16 2, D30 1, D60 4, others 0.5 (total 20); placement points own/exaltation/moolatrikona sign 20, great friend 18, friend 15, neutral 10, enemy 7, great enemy 5 by the compound relation (temporary part from the rasi chart) to the varga sign lord; score = Σ weight × points / 20';

export const DASHA_RULES: Readonly<
  Record<'vimshottari' | 'yogini' | 'ashtottari' | 'chara' | 'narayana' | 'kalachakra', string>
> = {
  kalachakra:
    "kalachakra (BPHS 46, tables of P.V.R. Narasimha Rao ch. 24): seeded by the Moon's nakshatra pada; savya groups Ashwini (1st and 3rd of the triads Ashwini, Punarvasu, Hasta, Moola, P.Bhadra) and Bharani (2nd), apasavya groups Rohini (Rohini, Magha, Vishakha, Shravana) and Mrigashira (the other 8); 9-sign sequence per pada, sign years Ar 7, Ta 16, Ge 9, Cn 21, Le 5, Vi 9, Li 16, Sc 7, Sg 10, Cp 4, Aq 4, Pi 10, paramayus savya 100/85/83/86, apasavya 86/83/85/100; years already run = elapsed fraction of the pada × paramayus, the sign reached is the birth dasha and its rest the balance; then the next pada's sequence (after pada 4: pada 1 of the other group of the same direction); mahadashas listed until 100 years from birth; no gati adjustments, no antardashas",
  narayana:
    'narayana (P.V.R. Narasimha Rao): from the stronger of lagna and 7th; forward from an odd sign, backward from an even one (Saturn there: forward; Ketu there: reversed); movable: consecutive signs, fixed: every 6th, dual: kendras, panapharas, apoklimas; years as in chara dasha; second cycle 12 − first; mahadashas only',
  chara:
    'chara (Jaimini, P.V.R. Narasimha Rao): 12 signs from the lagna, zodiacal when the 9th from lagna is Aries, Taurus, Gemini, Libra, Scorpio or Sagittarius, else backward; years = count from the sign to its lord (forward for those six signs, backward for the others) − 1, 12 if the lord is in the sign, +1 exalted / −1 debilitated lord, stronger co-lord for Scorpio/Aquarius; second cycle 12 − first; mahadashas only',
  vimshottari:
    "vimshottari (BPHS 46): first lord = lord of the Moon's nakshatra, balance = unelapsed fraction of the nakshatra × the lord's years; sub-periods proportional to years (total 120), starting with the period's lord",
  yogini:
    "yogini (36 years: Mangala/Moon 1, Pingala/Sun 2, Dhanya/Jupiter 3, Bhramari/Mars 4, Bhadrika/Mercury 5, Ulka/Saturn 6, Siddha/Venus 7, Sankata/Rahu 8): first = (nakshatra number + 3) mod 8 (0 = Sankata), balance by the unelapsed fraction of the nakshatra; sub-periods proportional, starting with the period's own yogini",
  ashtottari:
    "ashtottari (BPHS 47, 108 years: Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12, Venus 21) over nakshatra groups from Ardra of 4,3,4,3,3,3,4,3 (Abhijit not counted); the lord's years spread evenly over its nakshatras; sub-periods proportional, starting with the period's lord",
};

export interface JyotishMethodologyOpts {
  ayanamsa?: AyanamsaKey;
  nodeType?: NodeType;
  houseSystem?: HouseSystem;
  positionModel?: PositionModel;
  vargas?: boolean;
  dashaYearDays?: number;
  dashaSystem?: 'vimshottari' | 'yogini' | 'ashtottari' | 'chara' | 'narayana' | 'kalachakra';
  /** The rule of a /dasha system (replaces the DASHA_RULES entry of dashaSystem). */
  dashaRule?: string;
  karakas?: 7 | 8;
  arudhas?: boolean;
  upagrahas?: boolean;
  argala?: boolean;
  bhavChalit?: boolean;
  specialLagnas?: boolean;
  transit?: boolean;
  sarvatobhadra?: boolean;
}

export function jyotishMethodology(o: JyotishMethodologyOpts = {}): Record<string, string> {
  const m: Record<string, string> = {
    ...methodologySubset(
      ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'sidereal', 'nodes', 'positions', 'time_zones'],
      {
        ayanamsa: o.ayanamsa ?? 'lahiri',
        nodeType: o.nodeType ?? 'mean',
        positionModel: o.positionModel ?? 'apparent',
      },
    ),
    ...CONVENTIONS,
    house_system: HOUSES[o.houseSystem ?? 'whole_sign'],
    algorithms: JYOTISH_ALGORITHMS,
  };
  if (o.vargas) {
    m.varga_rules = VARGA_RULES;
    m.vimshopaka = VIMSHOPAKA_RULES;
  }
  if (o.dashaYearDays !== undefined) {
    m.dasha = o.dashaRule ?? DASHA_RULES[o.dashaSystem ?? 'vimshottari'];
    m.dasha_year = `${o.dashaYearDays} days per dasha year`;
  }
  if (o.arudhas) {
    m.arudhas =
      'A(n) = as many signs from the house lord as the lord is from the house; in the house itself or its 7th → the 10th from there; Scorpio/Aquarius: the stronger of Mars/Ketu, Saturn/Rahu (one in the sign → the other; more grahas joined; exalted; more degrees); upapada = A12; graha arudhas from the graha to its own sign (of two: more grahas in it, more of Jupiter/Mercury/lord joining or aspecting it by rasi drishti, lord in a sign of the other oddity, dual > fixed > movable)';
  }
  if (o.upagrahas) {
    m.upagrahas =
      "BPHS 3.61–65: Dhuma = Sun + 133°20′, Vyatipata = 360° − Dhuma, Parivesha = Vyatipata + 180°, Indrachapa = 360° − Parivesha, Upaketu = Indrachapa + 16°40′; time-based (BPHS 3.66–69): day (sunrise–sunset) or night in 8 equal parts ruled from the weekday lord (night: from the 5th weekday lord), 8th lordless; kala/mrityu/ardhaprahara/yamaghantaka/gulika = ascendant at the start of the Sun/Mars/Mercury/Jupiter/Saturn part, mandi = at the middle of Saturn's part; sunrise of the disc centre, geometric horizon";
  }
  if (o.argala)
    m.argala =
      'Jaimini: grahas in the 2nd, 4th, 11th (5th secondary) from a house make argala, those in the 12th, 10th, 3rd (9th) obstruct; unobstructed when more grahas make it than obstruct it';
  if (o.bhavChalit)
    m.bhav_chalit =
      'bhava madhya = the system cusps (whole sign and equal: ascendant degree + 30° steps; sripati: porphyry cusps), sandhi midway between madhyas; grahas placed between sandhis';
  if (o.specialLagnas) {
    m.special_lagnas =
      "day start = sunrise of the disc centre on the geometric horizon (no refraction); bhava/hora/ghati lagna = Sun at sunrise + 1 sign per 120/60/24 min; sree lagna = ascendant + elapsed fraction of the Moon's nakshatra × 360°; indu lagna = (kalas of the 9th lords from lagna and Moon: Sun 30, Moon 16, Mars 6, Mercury 8, Jupiter 10, Venus 12, Saturn 1) mod 12 signs from the Moon, at the Moon's degree; varnada (Raman/Narasimha Rao): counts to the house sign and the matching sign from the hora lagna (odd from Aries, even backward from Pisces), added if of equal oddity else differenced, counted from Aries or backward from Pisces, at the ascendant's degree; pranapada = Sun at birth + 2° per vighati since sunrise (+240° when the Sun is in a fixed sign, +120° in a dual one); bhrigu bindu = midpoint of Rahu and the Moon, forward from Rahu; vighati lagna not computed";
  }
  if (o.transit)
    m.transit =
      'grahas at the given local moment at the natal place (same zone/offset rule), houses counted by whole signs from the natal lagna and natal Moon sign; sade sati = Saturn in the 12th, 1st or 2nd sign from the natal Moon';
  if (o.sarvatobhadra) {
    m.sarvatobhadra =
      'grid as in P.V.R. Narasimha Rao (Vedic Astrology: An Integrated Approach, example 7) and S. Adawal (Encyclopedia of Vedic Astrology 12.2.2): row 0 = East, clockwise from the NE corner; 28 nakshatras (Abhijit = 276°40′–280°, the last pada of U.Ashadha), 16 vowels on the diagonals, 20 consonants, 12 rashis, tithi groups Nanda (Sun, Tue) E, Bhadra (Mon, Wed) S, Jaya (Thu) W, Rikta (Fri) N, Purna (Sat) centre; vedha (Narasimha Rao): every transit graha obstructs the squares on the straight line and both diagonals from its nakshatra to the border, whatever its motion; transits at 12:00 local time of transit_date at the natal place; natal targets: janma nakshatra, Moon sign, lagna sign, birth tithi group (tithi from the Moon–Sun elongation), nakshatras of the other points';
  }
  if (o.karakas !== undefined) {
    m.chara_karakas = `${o.karakas} chara karakas by degree in sign${o.karakas === 8 ? ' (Rahu counted as 30° − degree)' : ' (Rahu excluded)'}; karakamsa = navamsa sign of the atmakaraka; swamsa = houses of the navamsa chart counted from it`;
  }
  return m;
}
