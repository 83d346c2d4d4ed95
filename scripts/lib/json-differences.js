/** Where two JSON values differ, as paths: for the snapshot diffs (route bodies, the OpenAPI document). */
'use strict';

/** `.name` for identifier keys, `["/a.b"]` for the rest (paths, media types), so a path reads back unambiguously. */
const member = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`);
const kindOf = (v) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

/**
 * The first `max` JSON paths (`$.a.b[2]`) where `a` and `b` differ: a value, a type, a key or element present
 * on one side only, or (when nothing else differs) the order of an object's keys.
 */
function jsonDifferences(a, b, max = 5, at = '$', out = []) {
  if (out.length >= max) return out;
  const kind = kindOf(a);
  if (kind !== kindOf(b)) out.push(`${at} (${kind} → ${kindOf(b)})`);
  else if (kind === 'array') {
    for (let i = 0; i < Math.max(a.length, b.length) && out.length < max; i++)
      if (i >= a.length || i >= b.length) out.push(`${at}[${i}] (${i >= a.length ? 'added' : 'removed'})`);
      else jsonDifferences(a[i], b[i], max, `${at}[${i}]`, out);
  } else if (kind === 'object') {
    const before = out.length;
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    for (const k of new Set([...keysA, ...keysB])) {
      if (out.length >= max) break;
      if (!Object.hasOwn(b, k)) out.push(`${at}${member(k)} (removed)`);
      else if (!Object.hasOwn(a, k)) out.push(`${at}${member(k)} (added)`);
      else jsonDifferences(a[k], b[k], max, `${at}${member(k)}`, out);
    }
    if (out.length === before && keysA.join('\0') !== keysB.join('\0')) out.push(`${at} (key order)`);
  } else if (a !== b) out.push(`${at}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`);
  return out;
}

module.exports = { jsonDifferences };
