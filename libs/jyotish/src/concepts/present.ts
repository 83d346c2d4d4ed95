/**
 * The wire of /jyotish/concepts and /jyotish/concepts/{slug}: the only place concept pages are
 * written out (snake_case). An unknown slug is a NotFoundError (404).
 */
import { NotFoundError } from '@pj/panchang';
import { ConceptCategory, ConceptPage, conceptPage, CONCEPT_PAGES, FactValue } from './catalogue';

export interface ConceptSummaryWire {
  readonly slug: string;
  readonly title: string;
  readonly category: ConceptCategory;
  readonly summary: string;
}

export interface ConceptIndexWire {
  readonly count: number;
  readonly categories: readonly { readonly category: ConceptCategory; readonly count: number }[];
  readonly concepts: readonly ConceptSummaryWire[];
}

export interface ConceptFactWire {
  readonly key: string;
  readonly value: FactValue;
  /** Where the fact appears in the API: method, route and field path. */
  readonly api_fields: readonly string[];
}

export interface ConceptWire extends ConceptSummaryWire {
  readonly definition: string;
  readonly mechanism: string;
  readonly facts: readonly ConceptFactWire[];
  /** Slugs of related pages. */
  readonly related: readonly string[];
  readonly source: string;
}

export const CONCEPTS_ALGORITHMS = 'jyotish-concepts-1';

export function conceptsMethodology(): Record<string, string> {
  return {
    algorithms: CONCEPTS_ALGORITHMS,
    source:
      'pages generated from the classical tables of the libraries (BPHS dignities, lords and Vimshottari years; ' +
      'Brihat Samhita nakshatra deities; the yoga catalogue; the dasha and varga rules); prose written for this project',
  };
}

const summaryWire = (p: ConceptPage): ConceptSummaryWire => ({
  slug: p.slug,
  title: p.title,
  category: p.category,
  summary: p.summary,
});

export function conceptsIndexPacket(): { body: ConceptIndexWire; methodology: Record<string, string> } {
  const counts = new Map<ConceptCategory, number>();
  for (const p of CONCEPT_PAGES) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  return {
    body: {
      count: CONCEPT_PAGES.length,
      categories: [...counts].map(([category, count]) => ({ category, count })),
      concepts: CONCEPT_PAGES.map(summaryWire),
    },
    methodology: conceptsMethodology(),
  };
}

export function conceptPacket(q: { slug: string }): { body: ConceptWire; methodology: Record<string, string> } {
  const p = conceptPage(q.slug);
  if (!p) throw new NotFoundError(`unknown concept slug ${JSON.stringify(q.slug)}; GET /jyotish/concepts lists them`);
  return {
    body: {
      ...summaryWire(p),
      definition: p.definition,
      mechanism: p.mechanism,
      facts: p.facts.map((f) => ({ key: f.key, value: f.value, api_fields: f.fields })),
      related: p.related,
      source: p.source,
    },
    methodology: conceptsMethodology(),
  };
}
