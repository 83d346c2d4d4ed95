/**
 * Agreement of the `drik` school with published muhurta lists (test/fixtures/golden/muhurta): the golden
 * test (libs/muhurta/test/golden.spec.ts) recomputes every row and fails when a number here differs.
 */
import { ActivityKey } from './activities';

export interface ListAgreement {
  readonly list: string;
  readonly source: string;
  readonly year: number;
  /** Dates in the published list (inside the months it covers). */
  readonly published: number;
  /** Published dates on which the engine finds a window. */
  readonly reproduced: number;
  /** Dates with a window the list does not print (in the months it covers). */
  readonly extra: number;
  readonly note: string;
}

export const CERTIFICATION: Partial<Record<ActivityKey, readonly ListAgreement[]>> = {};
