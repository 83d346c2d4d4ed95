/** The sixteen Tajika yogas of a chart, evaluated by the rules of ./tables.ts (TAJIKA_YOGA_RULES). */
import { NatalChart } from '../chart';
import { EXALTATION, MOOLATRIKONA, PlanetKey, SEVEN, SIGN_LORD } from '../tables';
import { TajikaAspect, tajikaAspectOf, tajikaAspects } from './annual';
import { DEEPTAMSHA, TAJIKA_ASPECT_BY_HOUSE, TAJIKA_YOGA_RULES } from './tables';

export interface TajikaYogaInstance {
  readonly planets: readonly PlanetKey[];
  /** Orb of the decisive aspect and its mean deeptamsha (null for the placement yogas). */
  readonly orb: number | null;
  readonly deeptamsha: number | null;
  readonly state: 'applying' | 'separating' | 'exact' | null;
  readonly note?: string;
}

export interface TajikaYoga {
  readonly key: string;
  readonly name: string;
  readonly rule: string;
  readonly present: boolean;
  readonly instances: readonly TajikaYogaInstance[];
}

/** Mean daily motion order, slowest first (for "faster"/"slower" when speeds are compared classically). */
const speed = (c: NatalChart, p: PlanetKey) => Math.abs(c.byKey[p].speed ?? 0);

const strong = (c: NatalChart, p: PlanetKey) => {
  const pt = c.byKey[p];
  const mt = MOOLATRIKONA[p];
  return SIGN_LORD[pt.sign] === p || EXALTATION[p].sign === pt.sign || mt.sign === pt.sign;
};
const weak = (c: NatalChart, p: PlanetKey) => {
  const pt = c.byKey[p];
  return (
    (EXALTATION[p].sign + 6) % 12 === pt.sign || pt.combust === true || pt.retrograde || [6, 8, 12].includes(pt.house)
  );
};

const inst = (a: TajikaAspect, planets: PlanetKey[], note?: string): TajikaYogaInstance => ({
  planets,
  orb: a.orb,
  deeptamsha: a.deeptamsha,
  state: a.state,
  ...(note ? { note } : {}),
});

export function tajikaYogas(c: NatalChart): TajikaYoga[] {
  const aspects = tajikaAspects(c);
  const ith = aspects.filter((a) => a.withinOrb && a.state !== 'separating');
  const ish = aspects.filter((a) => a.withinOrb && a.state === 'separating');
  const ithasalaWith = (p: PlanetKey, q: PlanetKey) =>
    ith.find((a) => (a.from === p && a.to === q) || (a.from === q && a.to === p));
  const pairs = (list: TajikaAspect[]) => list.map((a) => [a.from, a.to] as [PlanetKey, PlanetKey]);
  const faster = (p: PlanetKey, q: PlanetKey) => (speed(c, p) >= speed(c, q) ? p : q);
  const houses = SEVEN.map((p) => c.byKey[p].house);
  const found: Record<string, TajikaYogaInstance[]> = {};
  const put = (k: string, i: TajikaYogaInstance) => (found[k] ??= []).push(i);

  const place = (k: string, set: number[]) => {
    if (houses.every((h) => set.includes(h))) put(k, { planets: [...SEVEN], orb: null, deeptamsha: null, state: null });
  };
  place('ikkabala', [1, 2, 4, 5, 7, 8, 10, 11]);
  place('induvara', [3, 6, 9, 12]);
  for (const a of ith) put('ithasala', inst(a, [a.from, a.to], a.orb <= 1 ? 'purna (within 1 degree)' : undefined));
  for (const a of ish) put('ishrafa', inst(a, [a.from, a.to]));

  // nakta / yamaya: p, q without mutual aspect, r in ithasala with both
  SEVEN.forEach((p, i) =>
    SEVEN.slice(i + 1).forEach((q) => {
      const hq = ((c.byKey[q].sign - c.byKey[p].sign + 12) % 12) + 1;
      if (TAJIKA_ASPECT_BY_HOUSE[hq]) return;
      for (const r of SEVEN) {
        if (r === p || r === q) continue;
        const a1 = ithasalaWith(r, p);
        const a2 = ithasalaWith(r, q);
        if (!a1 || !a2) continue;
        if (speed(c, r) > speed(c, p) && speed(c, r) > speed(c, q))
          put('nakta', inst(a1, [p, q, r], `${r} transfers light`));
        if (speed(c, r) < speed(c, p) && speed(c, r) < speed(c, q))
          put('yamaya', inst(a1, [p, q, r], `${r} collects light`));
      }
    }),
  );

  for (const [p, q] of pairs(ith)) {
    const a = ithasalaWith(p, q) as TajikaAspect;
    const fast = faster(p, q);
    const slow = fast === p ? q : p;
    for (const m of ['mars', 'saturn'] as PlanetKey[]) {
      if (m === p || m === q) continue;
      const am = tajikaAspectOf(c, m, fast);
      if (am && am.withinOrb && am.nature.startsWith('inimical'))
        put('manau', inst(am, [p, q, m], `${m} cuts ${fast}`));
    }
    if (p !== 'moon' && q !== 'moon') {
      const mp = ithasalaWith('moon', p) ?? ithasalaWith('moon', q);
      if (mp) put('kamboola', inst(mp, [p, q, 'moon']));
      const moonAspects = aspects.filter((x) => (x.from === 'moon' || x.to === 'moon') && x.withinOrb);
      if (moonAspects.length === 0) put('khallasara', inst(a, [p, q, 'moon'], 'the Moon in no aspect within orb'));
      const moon = c.byKey.moon;
      if (!mp && moon.degInSign >= 30 - DEEPTAMSHA.moon) {
        const next = (moon.sign + 1) % 12;
        const na = [p, q]
          .map((x) => tajikaAspectOf(c, 'moon', x, { sign: next, deg: 0 }))
          .find((x) => x && x.withinOrb && x.state !== 'separating');
        if (na) put('gairi_kamboola', inst(na, [p, q, 'moon'], 'on the Moon entering the next sign'));
      }
    }
    if (
      [p, q].some(
        (x) =>
          c.byKey[x].retrograde || c.byKey[x].combust === true || (EXALTATION[x].sign + 6) % 12 === c.byKey[x].sign,
      )
    )
      put('radda', inst(a, [p, q]));
    if (strong(c, slow) && !strong(c, fast)) put('duhphali_kuttha', inst(a, [p, q], `${slow} strong, ${fast} not`));
    if (!strong(c, p) && !strong(c, q)) {
      for (const r of SEVEN) {
        if (r === p || r === q || !strong(c, r)) continue;
        const ar = ithasalaWith(p, r) ?? ithasalaWith(q, r);
        if (ar) put('dutthottha_davira', inst(ar, [p, q, r], `${r} strong`));
      }
    }
    if (weak(c, p) && weak(c, q)) put('durupha', inst(a, [p, q]));
  }

  // tambira: p in the last degree of its sign, not in ithasala with q; on entering the next sign it forms one
  for (const p of SEVEN) {
    const pt = c.byKey[p];
    if (pt.degInSign < 29 || pt.retrograde) continue;
    for (const q of SEVEN) {
      if (q === p || ithasalaWith(p, q) || !strong(c, q)) continue;
      const na = tajikaAspectOf(c, p, q, { sign: (pt.sign + 1) % 12, deg: 0 });
      if (na && na.withinOrb && na.state !== 'separating')
        put('tambira', inst(na, [p, q], `${p} enters the next sign`));
    }
  }
  for (const p of SEVEN) {
    if (strong(c, p) && [1, 2, 4, 5, 7, 8, 10, 11].includes(c.byKey[p].house))
      put('kuttha', { planets: [p], orb: null, deeptamsha: null, state: null, note: `house ${c.byKey[p].house}` });
  }
  return TAJIKA_YOGA_RULES.map((r) => ({
    ...r,
    present: (found[r.key] ?? []).length > 0,
    instances: found[r.key] ?? [],
  }));
}
