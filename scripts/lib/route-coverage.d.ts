/** Types of route-coverage.js for the TypeScript tests. */
export interface RouteSetEntry {
  readonly method: string;
  readonly path?: string;
  readonly route?: string;
}
export interface RouteSet {
  readonly requests: readonly RouteSetEntry[];
  readonly skipped: readonly RouteSetEntry[];
}
export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): string[];
export function operationOf(entry: RouteSetEntry): string;
export function uncoveredOperations(doc: { paths: Record<string, Record<string, unknown>> }, set: RouteSet): string[];
