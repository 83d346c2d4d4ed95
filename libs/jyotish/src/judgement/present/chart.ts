/**
 * Wire form of the judged chart (the `chart` member of every judgement body): where it came from,
 * the birth echo and settings when computed, and each body as placed. Snake_case lives here only.
 */
import { ChartSettingsWire, PersonWire, presentPerson, presentSettings } from '../../present/person';
import { round6, signObj, SignWire } from '../../present/wire';
import { CHART_BODIES, ChartBody, ChartInput, describeMissing, MissingNeed } from '../chart-input';

export interface PlacementWire {
  key: ChartBody;
  sign: SignWire;
  /** Sidereal longitude in degrees, or null when only the sign was given. */
  longitude: number | null;
  /** Retrograde, or null when not known (the ascendant; placements without the flag). */
  retrograde: boolean | null;
}

export interface ChartInputWire {
  /** 'person': computed from the birth; 'placements': the caller's signs, taken as given (no consistency check). */
  source: 'person' | 'placements';
  person: PersonWire | null;
  settings: ChartSettingsWire | null;
  /** Bodies placed, in the order sun … ketu, ascendant. */
  placements: PlacementWire[];
  /** Bodies the placements did not give. */
  absent: ChartBody[];
}

export interface MissingWire {
  body: ChartBody;
  what: 'sign' | 'longitude';
}

/** A judgement that cannot be made on the given placements: what it needed. */
export interface UnavailableWire {
  available: false;
  reason: string;
  missing: MissingWire[];
}

export function presentUnavailable(missing: readonly MissingNeed[]): UnavailableWire {
  return { available: false, reason: describeMissing(missing), missing: missing.map((m) => ({ ...m })) };
}

export function presentChartInput(input: ChartInput): ChartInputWire {
  const birth = input.chart?.birth ?? null;
  return {
    source: input.source,
    person: birth && presentPerson(birth),
    settings: birth && presentSettings(birth),
    placements: CHART_BODIES.flatMap((key) => {
      const p = input.placements[key];
      if (!p) return [];
      return [
        {
          key,
          sign: signObj(p.sign),
          longitude: p.lonDeg === null ? null : round6(p.lonDeg),
          retrograde: p.retrograde,
        },
      ];
    }),
    absent: CHART_BODIES.filter((key) => !input.placements[key]),
  };
}
