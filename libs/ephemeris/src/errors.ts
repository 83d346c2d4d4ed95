/**
 * Domain errors of the ephemeris library. Each carries a closed `code` that crosses the
 * transport unchanged (libs/contracts `RpcErrorCode`); callers identify errors by `code`.
 */
export type EphemerisErrorCode = 'ephemeris_unavailable' | 'ephemeris_range' | 'ephemeris_input';

export class EphemerisError extends Error {
  readonly code: EphemerisErrorCode;

  constructor(code: EphemerisErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.name = 'EphemerisError';
  }
}

/** The Swiss Ephemeris files could not be used (missing, unreadable, or the engine fell back to Moshier). */
export class EphemerisUnavailableError extends EphemerisError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('ephemeris_unavailable', message, options);
    this.name = 'EphemerisUnavailableError';
  }
}

/** The instant lies outside the range covered by the installed ephemeris files. */
export class EphemerisRangeError extends EphemerisError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('ephemeris_range', message, options);
    this.name = 'EphemerisRangeError';
  }
}

/** The arguments are outside the domain of the computation (bad date, unknown zone, polar Placidus, …). */
export class EphemerisInputError extends EphemerisError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('ephemeris_input', message, options);
    this.name = 'EphemerisInputError';
  }
}
