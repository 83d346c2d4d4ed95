/**
 * The daily packet served by /panchang/daily (CONTRACT §3): the daily core; timing windows and
 * choghadiya join it from the windows module.
 */
import { DailyCoreInput, dailyCore } from './daily-core';

export function dailyPacket(input: DailyCoreInput): { body: Record<string, unknown>; methodology: Record<string, string> } {
  const core = dailyCore(input);
  return { body: { ...core.body }, methodology: core.methodology };
}
