/**
 * Names of the 26 Ekadashis as Drik Panchang prints them (its New Delhi lists 1900–2050,
 * /work/shared/reference/ekadashi): one per paksha of each lunar month, plus Padmini (Shukla)
 * and Parama (Krishna) in an adhika month.
 *
 * Month system: the name follows the AMANTA month that holds the Ekadashi tithi (new moon to
 * new moon). A Krishna-paksha Ekadashi of amanta month M is the Krishna Ekadashi of purnimanta
 * month M + 1, which is how Drik's North Indian lists are usually read (Shattila = Magha Krishna
 * purnimanta = Pausha Krishna amanta): the same day, two month names. An adhika month is whole
 * in both systems (libs/panchang lunar-month.ts), so both its Ekadashis take the adhika names.
 */
import { LocalizedNames } from '../types';

export interface EkadashiName {
  readonly slug: string;
  readonly names: LocalizedNames;
  readonly aliases: readonly string[];
}

const n = (slug: string, en: string, hi: string, ta: string, aliases: string[] = []): EkadashiName => ({
  slug,
  names: { en, hi, ta },
  aliases,
});

/** [amanta month index 0 = Chaitra][0 = shukla, 1 = krishna] */
const BY_MONTH: readonly (readonly [EkadashiName, EkadashiName])[] = [
  [
    n('kamada-ekadashi', 'Kamada Ekadashi', 'कामदा एकादशी', 'காமதா ஏகாதசி'),
    n('varuthini-ekadashi', 'Varuthini Ekadashi', 'वरूथिनी एकादशी', 'வருதினி ஏகாதசி'),
  ],
  [
    n('mohini-ekadashi', 'Mohini Ekadashi', 'मोहिनी एकादशी', 'மோகினி ஏகாதசி'),
    n('apara-ekadashi', 'Apara Ekadashi', 'अपरा एकादशी', 'அபரா ஏகாதசி', ['Achala Ekadashi']),
  ],
  [
    n('nirjala-ekadashi', 'Nirjala Ekadashi', 'निर्जला एकादशी', 'நிர்ஜலா ஏகாதசி', [
      'Pandava Nirjala Ekadashi',
      'Bhimseni Ekadashi',
    ]),
    n('yogini-ekadashi', 'Yogini Ekadashi', 'योगिनी एकादशी', 'யோகினி ஏகாதசி'),
  ],
  [
    n('devshayani-ekadashi', 'Devshayani Ekadashi', 'देवशयनी एकादशी', 'தேவசயனி ஏகாதசி', [
      'Ashadhi Ekadashi',
      'Padma Ekadashi',
      'Harishayani Ekadashi',
    ]),
    n('kamika-ekadashi', 'Kamika Ekadashi', 'कामिका एकादशी', 'காமிகா ஏகாதசி'),
  ],
  [
    n('shravana-putrada-ekadashi', 'Shravana Putrada Ekadashi', 'श्रावण पुत्रदा एकादशी', 'சிராவண புத்ரதா ஏகாதசி', [
      'Pavitropana Ekadashi',
    ]),
    n('aja-ekadashi', 'Aja Ekadashi', 'अजा एकादशी', 'அஜா ஏகாதசி', ['Annada Ekadashi']),
  ],
  [
    n('parsva-ekadashi', 'Parsva Ekadashi', 'पार्श्व एकादशी', 'பார்ஸ்வ ஏகாதசி', [
      'Parivartini Ekadashi',
      'Vamana Ekadashi',
    ]),
    n('indira-ekadashi', 'Indira Ekadashi', 'इन्दिरा एकादशी', 'இந்திரா ஏகாதசி'),
  ],
  [
    n('papankusha-ekadashi', 'Papankusha Ekadashi', 'पापांकुशा एकादशी', 'பாபாங்குசா ஏகாதசி'),
    n('rama-ekadashi', 'Rama Ekadashi', 'रमा एकादशी', 'ரமா ஏகாதசி'),
  ],
  [
    n('devutthana-ekadashi', 'Devutthana Ekadashi', 'देवउत्थान एकादशी', 'தேவுத்தான ஏகாதசி', [
      'Prabodhini Ekadashi',
      'Dev Uthani Ekadashi',
    ]),
    n('utpanna-ekadashi', 'Utpanna Ekadashi', 'उत्पन्ना एकादशी', 'உத்பன்ன ஏகாதசி'),
  ],
  [
    n('mokshada-ekadashi', 'Mokshada Ekadashi', 'मोक्षदा एकादशी', 'மோக்ஷதா ஏகாதசி', ['Vaikuntha Ekadashi']),
    n('saphala-ekadashi', 'Saphala Ekadashi', 'सफला एकादशी', 'சபலா ஏகாதசி'),
  ],
  [
    n('pausha-putrada-ekadashi', 'Pausha Putrada Ekadashi', 'पौष पुत्रदा एकादशी', 'பௌஷ புத்ரதா ஏகாதசி', [
      'Vaikuntha Ekadashi',
    ]),
    n('shattila-ekadashi', 'Shattila Ekadashi', 'षटतिला एकादशी', 'ஷட்திலா ஏகாதசி'),
  ],
  [
    n('jaya-ekadashi', 'Jaya Ekadashi', 'जया एकादशी', 'ஜயா ஏகாதசி', ['Bhaimi Ekadashi']),
    n('vijaya-ekadashi', 'Vijaya Ekadashi', 'विजया एकादशी', 'விஜயா ஏகாதசி'),
  ],
  [
    n('amalaki-ekadashi', 'Amalaki Ekadashi', 'आमलकी एकादशी', 'ஆமலகி ஏகாதசி'),
    n('papamochani-ekadashi', 'Papamochani Ekadashi', 'पापमोचिनी एकादशी', 'பாபமோசனி ஏகாதசி'),
  ],
];

const ADHIKA: readonly [EkadashiName, EkadashiName] = [
  n('padmini-ekadashi', 'Padmini Ekadashi', 'पद्मिनी एकादशी', 'பத்மினி ஏகாதசி', ['Kamala Ekadashi']),
  n('parama-ekadashi', 'Parama Ekadashi', 'परमा एकादशी', 'பரமா ஏகாதசி'),
];

/** The Ekadashi of an amanta month (0 = Chaitra) and paksha. */
export function ekadashiName(amantaIndex: number, adhika: boolean, paksha: 'shukla' | 'krishna'): EkadashiName {
  const pair = adhika ? ADHIKA : BY_MONTH[amantaIndex];
  return pair[paksha === 'shukla' ? 0 : 1];
}

export const ALL_EKADASHI_NAMES: readonly EkadashiName[] = [...BY_MONTH.flat(), ...ADHIKA];

export function ekadashiBySlug(slug: string): EkadashiName | undefined {
  return ALL_EKADASHI_NAMES.find((e) => e.slug === slug);
}
