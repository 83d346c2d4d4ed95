/**
 * For the fuzz tests: strings that a documented `pattern` (with its length bounds) refuses, taken from
 * candidates that break the patterns the API uses (times, months, offsets, free text).
 */
export function refusedByPattern(s: { pattern: string; minLength?: number; maxLength?: number }): string[] {
  const re = new RegExp(s.pattern);
  return [
    '25:00',
    '7:30',
    '12:60',
    'noon',
    '',
    '💥',
    '2024-13',
    '+15:00',
    '05:30',
    '<script>x</script>',
    'x'.repeat((s.maxLength ?? 400) + 1),
  ].filter(
    (v) =>
      !re.test(v) ||
      (s.maxLength !== undefined && v.length > s.maxLength) ||
      (s.minLength !== undefined && v.length < s.minLength),
  );
}
