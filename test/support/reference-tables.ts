/**
 * One lookup of each reference table with its expected values (both the embedded and the NATS specs ask them):
 * Brihat Samhita 98 (Bharani: Yama; Venus its Vimshottari lord), the Avakahada chakra (Ashvini pada 1: Chu),
 * the Navaratna correspondence (Simha lagna: the Sun's Ruby first) and the mukhi of the Sun (1, or 12) for Krittika.
 */
export const REFERENCE_LOOKUPS: readonly {
  readonly path: string;
  readonly part: (body: Record<string, unknown>) => unknown;
  readonly expected: unknown;
}[] = [
  {
    path: '/birthstar/deity?nakshatra_idx=1',
    part: (b) => b,
    expected: { nakshatra: { index: 1, name: 'Bharani' }, deity: 'Yama', lord: 'venus' },
  },
  {
    path: '/baby-name/syllables?nakshatra_idx=0&pada=1',
    part: (b) => b.padas,
    expected: [{ pada: 1, syllable: 'Chu' }],
  },
  {
    path: '/gemstone/recommendation?lagna=Simha',
    part: (b) => (b.recommendations as unknown[])[0],
    expected: { lord: 'sun', gem: 'Ruby' },
  },
  {
    path: '/rudraksha/recommendation?nakshatra_idx=2',
    part: (b) => b,
    expected: { lord: 'sun', mukhi: 1, alternative: 12 },
  },
];
