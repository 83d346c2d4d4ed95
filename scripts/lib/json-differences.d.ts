/** Types of json-differences.js for the TypeScript tests. */
export function jsonDifferences(a: unknown, b: unknown, max?: number): string[];
