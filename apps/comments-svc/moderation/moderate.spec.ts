import fixtures from '../../../test/fixtures/moderation/comments.json';
import { moderate, MODERATION_THRESHOLDS } from './moderate';

type Fixture = { body: string; expect: 'approved' | 'held' | 'rejected'; rating?: number };
const groups = fixtures as Record<string, Fixture[]>;

describe('moderation on the hand-labelled fixture set (test/fixtures/moderation)', () => {
  const cases = Object.entries(groups).flatMap(([group, xs]) => xs.map((x) => ({ group, ...x })));

  it('holds 31 comments in five groups', () => {
    expect(Object.fromEntries(Object.entries(groups).map(([g, xs]) => [g, xs.length]))).toEqual({
      positive: 7,
      neutral: 6,
      negative: 3,
      spam: 8,
      hostile: 7,
    });
  });

  it.each(cases)('$group: "$body" → $expect', ({ body, rating, expect: want }) => {
    expect(moderate(body, rating ?? null).state).toBe(want);
  });

  it('never approves anything outside the positive group', () => {
    for (const c of cases.filter((x) => x.group !== 'positive'))
      expect({ body: c.body, state: moderate(c.body, c.rating ?? null).state }).not.toEqual({
        body: c.body,
        state: 'approved',
      });
  });
});

describe('moderation rules and thresholds', () => {
  it('documents its thresholds', () => {
    expect(MODERATION_THRESHOLDS).toEqual({
      APPROVE_MIN_SCORE: 2,
      APPROVE_MIN_COMPARATIVE: 0.2,
      APPROVE_MIN_TOKENS: 3,
      APPROVE_MIN_RATING: 4,
      HOSTILE_SCORE: -6,
      HOSTILE_COMPARATIVE: -0.5,
    });
  });

  it('scores with AFINN-165: "Great site, helpful and clear." = great 3 + helpful 2 + clear 1 = 6 over 5 tokens', () => {
    expect(moderate('Great site, helpful and clear.')).toEqual({
      state: 'approved',
      score: 6,
      comparative: 1.2,
      reasons: [],
    });
  });

  it('sits exactly on the threshold: "thank" (+2) in 7 tokens is 0.2857 ≥ 0.2, in 11 tokens 0.182 < 0.2', () => {
    expect(moderate('Very accurate panchang, thank you so much!').state).toBe('approved');
    expect(moderate('Very accurate panchang for my town and my village, thank you').reasons).toEqual([
      'not_confidently_positive',
    ]);
  });

  it('holds mixed feelings: a positive total with any negative word', () => {
    expect(moderate('Great great great site but one wrong time').reasons).toEqual(['not_confidently_positive']);
  });

  it('tells hostility from a complaint: "Disappointed … missing" is −4 (held), "Useless garbage, terrible …" is −14 (rejected)', () => {
    expect(moderate('Disappointed, the moonrise is missing for my city.')).toMatchObject({ state: 'held', score: -4 });
    expect(moderate('Useless garbage, terrible and stupid. I hate this awful site.')).toMatchObject({
      state: 'rejected',
      score: -14,
      comparative: -1.4,
      reasons: ['hostile'],
    });
  });

  it('names every reason that applied', () => {
    // fuck −4 + spam −2 = −6 over 7 tokens: hostile as well as profane
    expect(moderate('fuck this, see http://spam.example.com').reasons).toEqual(['profanity', 'hostile', 'link']);
    expect(moderate('mail me: a.b@example.com').reasons).toEqual(['contact_details']);
    expect(moderate('Lovely <script>x()</script>').reasons).toEqual(['script_injection']);
  });

  it('does not take dates, times or short numbers for phone numbers', () => {
    expect(moderate('Sunrise 06:42 on 2024-01-15, tithi ends 14:05. Excellent and helpful!').state).toBe('approved');
  });
});
