/**
 * The pages' languages (issue 22): page chrome and element names in English, Hindi and Tamil from
 * names.json (a translation table as data). English element names are the packets' own canonical
 * names (CONTRACT §2); the other languages look the packet's `index` up, and fall back to the
 * packet's name for anything the table does not hold.
 */
import NAMES from './names.json';

export const PAGE_LANGS = ['en', 'hi', 'ta'] as const;
export type PageLang = (typeof PAGE_LANGS)[number];

export type ChromeKey = keyof typeof NAMES.chrome.en;
type IndexedTable = 'tithi' | 'nakshatra' | 'yoga' | 'karana' | 'vara' | 'masa' | 'rashi';
type KeyedTable = 'graha' | 'choghadiya' | 'window';

/** The words of one language. */
export interface Words {
  readonly lang: PageLang;
  /** Page chrome. */
  t(key: ChromeKey): string;
  /** An element's name by its table and index (tithi: by number 1–30), else the packet's name. */
  el(table: IndexedTable, index: number, fallback: string): string;
  /** A named thing (graha key, choghadiya name, window kind), else the fallback. */
  named(table: KeyedTable, key: string, fallback: string): string;
}

export function wordsFor(lang: PageLang): Words {
  const chrome = NAMES.chrome[lang] as Record<ChromeKey, string>;
  return {
    lang,
    t: (key) => chrome[key] ?? NAMES.chrome.en[key],
    el: (table, index, fallback) => {
      if (lang === 'en') return fallback;
      const names = NAMES[table][lang] as readonly string[];
      if (table === 'tithi') {
        // tithi numbers 1–30: the name repeats per paksha, 30 is Amavasya (the table's 16th entry)
        const i = index === 30 ? 15 : (index - 1) % 15;
        return names[i] ?? fallback;
      }
      return names[index] ?? fallback;
    },
    named: (table, key, fallback) => {
      if (lang === 'en') return fallback;
      return (NAMES[table][lang] as Readonly<Record<string, string>>)[key] ?? fallback;
    },
  };
}
