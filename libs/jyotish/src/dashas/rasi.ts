/**
 * Rasi (sign) dashas for /dasha.
 */
import type { TreeSystem } from './systems';

export const RASI_SYSTEMS: Readonly<Record<string, TreeSystem>> = Object.freeze({});
