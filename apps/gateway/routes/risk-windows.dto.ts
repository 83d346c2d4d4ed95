import { RISK_DEFAULTS, RISK_MIN_INDICATORS_MAX, RISK_RANGE_MAX_DAYS } from '@pj/jyotish';
import { DateParam, NumberParam } from '../http/params';

export const RISK_DATE_MIN = '1850-01-01';
export const RISK_DATE_MAX = '2390-12-31';

/** The query of /health/risk-windows: a local date range in the birth's zone rule, at most 1096 days. */
export class RiskWindowsQueryDto {
  @DateParam({
    min: RISK_DATE_MIN,
    max: RISK_DATE_MAX,
    description: 'First local date of the range (the birth\u2019s time zone rule).',
    example: '2024-01-01',
  })
  from!: string;

  @DateParam({
    min: RISK_DATE_MIN,
    max: RISK_DATE_MAX,
    description: `Last local date of the range, included; on or after from and at most ${RISK_RANGE_MAX_DAYS} days after it.`,
    example: '2025-12-31',
  })
  to!: string;

  @NumberParam({
    min: 1,
    max: RISK_MIN_INDICATORS_MAX,
    integer: true,
    required: false,
    default: RISK_DEFAULTS.minIndicators,
    description: 'Indicators that must be active at once for a window.',
  })
  min_indicators?: number;
}
