/**
 * Plain-text rendering of an observance's evidence: the explanation that feeds put in an
 * event's DESCRIPTION or a JSON Feed item's content_text. Plain text only; each output format
 * escapes it for its own syntax (RFC 5545 TEXT escaping in ical-generator, JSON by JSON.stringify).
 */
import type { Observance } from '../types';
import { CandidateDayWire, presentEvidence, presentWindow } from './observance';

/** "HH:MM" of an ISO instant with offset (the local wall clock of the place). */
function clock(iso: string): string {
  return iso.slice(11, 16);
}

/** A window in local wall-clock time; the end carries its date when it falls on another day. */
function span(w: { start: string; end: string }): string {
  return w.start.slice(0, 10) === w.end.slice(0, 10)
    ? `${clock(w.start)}–${clock(w.end)}`
    : `${clock(w.start)}–${w.end.slice(0, 16).replace('T', ' ')}`;
}

function candidateLine(c: CandidateDayWire): string {
  const kaala = c.kaala ? `kaala ${span(c.kaala)}` : 'no kaala window';
  const anga = c.anga
    ? `anga ${c.anga.start.slice(0, 16).replace('T', ' ')} → ${c.anga.end.slice(0, 16).replace('T', ' ')}`
    : 'anga absent';
  const overlap = c.touches_kaala ? `overlap ${Math.round(c.overlap_s / 60)} min` : 'does not touch the kaala';
  return `${c.date}: ${kaala}; ${anga}; ${overlap}${c.at_sunrise ? '; prevails at sunrise' : ''}`;
}

/**
 * One observance's explanation: the anga and kaala, every candidate day, the deciding rule, notes and source; times
 * in the place's zone.
 */
export function evidenceText(o: Observance, zone: string): string {
  const e = presentEvidence(o.evidence, zone);
  const lines = [
    `${o.name} on ${o.date}${o.tradition ? ` (${o.tradition})` : ''}${o.region ? ` [${o.region}]` : ''}.`,
    `Anga: ${e.anga} (${e.month_system} months); kaala: ${e.kaala}.`,
    ...e.candidates.map((c) => `Candidate ${candidateLine(c)}`),
    `Decided by: ${e.decided_by}${e.tie_break ? ` (tie-break ${e.tie_break})` : ''}.`,
  ];
  if (o.muhurta) {
    const m = presentWindow(o.muhurta, zone);
    lines.push(`Muhurta: ${m.start} to ${m.end}.`);
  }
  for (const n of e.notes) lines.push(`Note: ${n}`);
  if (o.source) lines.push(`Source: ${o.source}`);
  return lines.join('\n');
}
