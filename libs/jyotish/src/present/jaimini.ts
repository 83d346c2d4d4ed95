/** /jaimini/profile and the chara karakas of /jyotish/bundle on the wire. */
import { GrahaKey } from '@pj/ephemeris';
import type { NatalChart } from '../chart';
import { CharaKaraka, jaiminiProfile, KarakaRole, KarakaScheme } from '../karakas';
import { presentHouses, RasiHouseWire } from './chart';
import { PersonWire, presentPerson } from './person';
import { round6, signObj, SignWire } from './wire';

export interface CharaKarakaWire {
  readonly role: KarakaRole;
  readonly key: GrahaKey;
  /** Degrees in sign that ranked it (Rahu: 30° − degrees in sign). */
  readonly degrees: number;
}

/** A house counted from the karakamsa sign. */
export type KarakamsaHouseWire = RasiHouseWire;

/** Body of POST /jaimini/profile. */
export interface JaiminiWire {
  readonly person: PersonWire;
  /** 7 or 8 karakas. */
  readonly scheme: KarakaScheme;
  readonly karakas: readonly CharaKarakaWire[];
  readonly atmakaraka: GrahaKey;
  readonly karakamsa: { readonly sign: SignWire; readonly note: string };
  /** Houses from the karakamsa sign with the rasi chart's occupants. */
  readonly karakamsa_in_rasi: readonly KarakamsaHouseWire[];
  /** Houses from the karakamsa sign with the navamsa's occupants. */
  readonly swamsa: readonly KarakamsaHouseWire[];
}

export const presentKarakas = (karakas: readonly CharaKaraka[]): CharaKarakaWire[] =>
  karakas.map((k) => ({ role: k.role, key: k.key, degrees: round6(k.degrees) }));

export function jaiminiBody(core: NatalChart, scheme: KarakaScheme): JaiminiWire {
  const j = jaiminiProfile(core, scheme);
  return {
    person: presentPerson(core.birth),
    scheme: j.scheme,
    karakas: presentKarakas(j.karakas),
    atmakaraka: j.atmakaraka,
    karakamsa: { sign: signObj(j.karakamsa), note: 'navamsa sign of the atmakaraka' },
    karakamsa_in_rasi: presentHouses(j.karakamsaInRasi),
    swamsa: presentHouses(j.swamsa),
  };
}
