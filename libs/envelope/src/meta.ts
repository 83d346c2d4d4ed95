import { Methodology, MethodologyFields, withFingerprint } from './methodology';

export interface LicenseMeta {
  readonly content: string;
  readonly terms_url: string;
  readonly attribution: string;
}

export interface UpstreamSource {
  readonly name: string;
  readonly license: string;
  readonly url: string;
  readonly attribution: string;
}

export interface Provenance {
  readonly service: string;
  readonly contract_version: string;
  readonly computed_at: string;
  readonly request_id: string;
  /** Extension: which replica computed the response (queue-group load sharing is observable). */
  readonly instance?: string;
}

export interface Meta {
  readonly methodology: Methodology;
  readonly license: LicenseMeta;
  readonly provenance: Provenance;
  readonly upstream_sources: readonly UpstreamSource[];
}

export const DEFAULT_LICENSE: LicenseMeta = Object.freeze({
  content:
    'Computed astronomical and calendrical results. The software that computes them is licensed AGPL-3.0-or-later; its corresponding source is offered to every user (see terms_url).',
  terms_url: '/terms',
  attribution: 'Computed with the Swiss Ephemeris, © Astrodienst AG, Zürich, used under the GNU AGPL.',
});

export interface MetaInput {
  readonly methodology: MethodologyFields;
  readonly service: string;
  readonly contractVersion: string;
  readonly requestId: string;
  readonly computedAt: Date;
  readonly instance?: string;
  readonly license?: LicenseMeta;
  readonly upstreamSources?: readonly UpstreamSource[];
}

export function buildMeta(input: MetaInput): Meta {
  return {
    methodology: withFingerprint(input.methodology),
    license: input.license ?? DEFAULT_LICENSE,
    provenance: {
      service: input.service,
      contract_version: input.contractVersion,
      computed_at: input.computedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      request_id: input.requestId,
      ...(input.instance ? { instance: input.instance } : {}),
    },
    upstream_sources: input.upstreamSources ?? [],
  };
}

/** The envelope: packet fields at the top level plus `_meta`. */
export function envelope<T extends object>(body: T, meta: Meta): T & { _meta: Meta } {
  if ('_meta' in body) throw new TypeError('packet must not carry its own _meta');
  return { ...body, _meta: meta };
}
