/**
 * Calls every GET operation of the served OpenAPI document with its documented examples (or
 * defaults, or minimum) for the required parameters, so a route that the document lists but the
 * transport or the service cannot answer shows up. Returns one row per operation.
 */
interface Param {
  name: string;
  in: string;
  required?: boolean;
  /**
   * Optional parameter that is required when the other parameters keep their defaults (e.g. /calendar/convert date with
   * from=gregorian).
   */
  'x-required-by-default'?: boolean;
  example?: unknown;
  schema?: { example?: unknown; default?: unknown; minimum?: number; enum?: unknown[] };
}

export async function sweepGetRoutes(
  base: string,
  headers: Record<string, string> = {},
): Promise<{ path: string; status: number; fingerprint: string | null }[]> {
  const doc = (await (await fetch(`${base}/api-docs/openapi.json`)).json()) as {
    paths: Record<string, { get?: { parameters?: Param[]; security?: unknown[] } }>;
  };
  const rows: { path: string; status: number; fingerprint: string | null }[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!ops.get || path.includes('{')) continue;
    // Operations that declare a credential (operator-only reads) answer 401 without one; their tests send it.
    if (ops.get.security?.length) continue;
    const query = new URLSearchParams();
    for (const p of ops.get.parameters ?? []) {
      if (p.in !== 'query' || !(p.required || p['x-required-by-default'])) continue;
      const value = p.example ?? p.schema?.example ?? p.schema?.default ?? p.schema?.enum?.[0] ?? p.schema?.minimum;
      if (value === undefined)
        throw new Error(`${path}: required parameter ${p.name} has no example, default or minimum in the document`);
      query.set(p.name, String(value));
    }
    const url = `${base}${path}${query.size ? `?${query}` : ''}`;
    const res = await fetch(url, { headers });
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('json')
      ? ((await res.json()) as { _meta?: { methodology?: { fingerprint?: string } } })
      : (await res.text(), null);
    rows.push({
      path,
      status: res.status,
      fingerprint: body ? (body._meta?.methodology?.fingerprint ?? null) : 'text',
    });
  }
  return rows;
}
