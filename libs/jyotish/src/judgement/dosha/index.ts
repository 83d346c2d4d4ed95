/** /dosha: every dosha of a chart, each with its rule, source and the clauses that decided it. */
import { ChartInput } from '../chart-input';
import { kalaSarpa, KalaSarpa } from './kala-sarpa';
import { manglik, Manglik, ManglikSchool } from './manglik';
import { Kemadruma, kemadruma, SadeSati, sadeSati } from './moon';
import { DoshaCore } from './common';
import { grahan, guruChandala, pitru, shrapit } from './nodes';

export * from './common';
export * from './kala-sarpa';
export * from './manglik';
export * from './moon';
export * from './nodes';

export interface DoshaOptions {
  readonly manglikSchool: ManglikSchool;
  /** YYYY-MM-DD for the sade sati state on that date, or null. */
  readonly onDate: string | null;
}

export interface Doshas {
  readonly manglik: Manglik;
  readonly kalaSarpa: KalaSarpa;
  readonly pitru: DoshaCore;
  readonly guruChandala: ReturnType<typeof guruChandala>;
  readonly grahan: DoshaCore;
  readonly shrapit: DoshaCore;
  readonly kemadruma: Kemadruma;
  readonly sadeSati: SadeSati;
}

export function doshas(input: ChartInput, o: DoshaOptions): Doshas {
  return {
    manglik: manglik(input, o.manglikSchool),
    kalaSarpa: kalaSarpa(input),
    pitru: pitru(input),
    guruChandala: guruChandala(input),
    grahan: grahan(input),
    shrapit: shrapit(input),
    kemadruma: kemadruma(input),
    sadeSati: sadeSati(input, o.onDate),
  };
}
