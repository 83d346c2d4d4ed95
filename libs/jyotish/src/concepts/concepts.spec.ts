import { NAKSHATRA_NAMES, RASHI_NAMES } from '@pj/ephemeris';
import { CONCEPT_PAGES, conceptPage } from './catalogue';
import { conceptPacket, conceptsIndexPacket } from './present';

/**
 * The concept pages: counts by category and facts checked against the classical tables as printed
 * (BPHS 3.49 exaltation degrees; BPHS 46 Vimshottari years; Brihat Samhita 98 deities; BPHS 7
 * vimshopaka weights), not against the library tables they are generated from.
 */
const factOf = (slug: string, key: string) => conceptPage(slug)!.facts.find((f) => f.key === key)!.value;

describe('Jyotish concept pages', () => {
  it('has at least 150 pages with unique slugs and every part filled', () => {
    expect(CONCEPT_PAGES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CONCEPT_PAGES.map((p) => p.slug)).size).toBe(CONCEPT_PAGES.length);
    for (const p of CONCEPT_PAGES) {
      expect({ slug: p.slug, ok: /^[a-z0-9-]{3,60}$/.test(p.slug) }).toEqual({ slug: p.slug, ok: true });
      for (const part of [p.title, p.summary, p.definition, p.mechanism, p.source])
        expect({ slug: p.slug, empty: part.trim().length === 0 }).toEqual({ slug: p.slug, empty: false });
      expect(p.facts.length).toBeGreaterThan(0);
      for (const r of p.related) expect(conceptPage(r)).not.toBeNull();
    }
    const counts = conceptsIndexPacket().body.categories;
    expect(Object.fromEntries(counts.map((c) => [c.category, c.count]))).toMatchObject({
      graha: 9,
      rashi: 12,
      nakshatra: 27,
      bhava: 12,
      nitya_yoga: 27,
      karana: 11,
      tithi: 30,
      vara: 7,
      dasha: 6,
      varga: 16,
      panchang_element: 5,
      dosha: 8,
    });
  });

  it('graha facts agree with BPHS as printed', () => {
    // BPHS 3.49: Sun Aries 10°, Moon Taurus 3°, Mars Capricorn 28°, Mercury Virgo 15°, Jupiter Cancer 5°,
    // Venus Pisces 27°, Saturn Libra 20°
    const ex: [string, string, number][] = [
      ['sun', 'Mesha', 10],
      ['moon', 'Vrishabha', 3],
      ['mars', 'Makara', 28],
      ['mercury', 'Kanya', 15],
      ['jupiter', 'Karka', 5],
      ['venus', 'Meena', 27],
      ['saturn', 'Tula', 20],
    ];
    for (const [g, sign, deg] of ex) {
      expect([g, factOf(`graha-${g}`, 'exaltation_sign'), factOf(`graha-${g}`, 'exaltation_degree')]).toEqual([
        g,
        sign,
        deg,
      ]);
    }
    expect(factOf('graha-saturn', 'debilitation_sign')).toBe('Mesha');
    // BPHS 46: Ketu 7, Venus 20, Sun 6, Moon 10, Mars 7, Rahu 18, Jupiter 16, Saturn 19, Mercury 17
    const years = { ketu: 7, venus: 20, sun: 6, moon: 10, mars: 7, rahu: 18, jupiter: 16, saturn: 19, mercury: 17 };
    for (const [g, y] of Object.entries(years)) expect([g, factOf(`graha-${g}`, 'vimshottari_years')]).toEqual([g, y]);
    expect(factOf('graha-jupiter', 'own_signs')).toEqual(['Dhanu', 'Meena']);
    expect(factOf('graha-moon', 'nakshatras_ruled')).toEqual(['Rohini', 'Hasta', 'Shravana']);
  });

  it('rashi and nakshatra facts follow from the 30° and 13°20′ divisions', () => {
    expect(factOf('rashi-simha', 'lord')).toBe('sun');
    expect(factOf('rashi-simha', 'nakshatras')).toEqual(['Magha', 'Purva Phalguni', 'Uttara Phalguni']);
    expect(factOf('rashi-mesha', 'exalted_here')).toEqual(['sun']);
    expect(factOf('rashi-karka', 'modality')).toBe('movable');
    expect(factOf('nakshatra-rohini', 'span_deg')).toEqual([40, 53.3333]);
    // Brihat Samhita 98: Rohini's deity is Prajapati (Brahma)
    expect(String(factOf('nakshatra-rohini', 'deity'))).toMatch(/Prajapati|Brahma/);
    expect(factOf('nakshatra-krittika', 'pada_rashis')).toEqual(['Mesha', 'Vrishabha', 'Vrishabha', 'Vrishabha']);
    expect(CONCEPT_PAGES.filter((p) => p.category === 'rashi').map((p) => p.title)).toEqual([...RASHI_NAMES]);
    expect(CONCEPT_PAGES.filter((p) => p.category === 'nakshatra').map((p) => p.title)).toEqual([...NAKSHATRA_NAMES]);
  });

  it('varga weights are the shodasavarga vimshopaka of BPHS 7 (total 20)', () => {
    const vargas = CONCEPT_PAGES.filter((p) => p.category === 'varga');
    const total = vargas.reduce((s, p) => s + Number(p.facts.find((f) => f.key === 'vimshopaka_weight')!.value), 0);
    expect(total).toBe(20);
    expect(factOf('varga-d9', 'vimshopaka_weight')).toBe(3);
    expect(factOf('varga-d60', 'vimshopaka_weight')).toBe(4);
    expect(factOf('varga-d9', 'domains')).toEqual(['marriage']);
  });

  it('a page links its facts to API fields; an unknown slug is a not_found', () => {
    const b = conceptPacket({ slug: 'graha-saturn' }).body;
    expect(b.facts.find((f) => f.key === 'exaltation_sign')!.api_fields).toEqual([
      'POST /chart/calculate points[].dignity.status',
    ]);
    expect(() => conceptPacket({ slug: 'graha-pluto' })).toThrow(expect.objectContaining({ code: 'not_found' }));
  });
});
