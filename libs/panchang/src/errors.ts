/** A request the domain cannot answer as asked; crosses the transport by its code and becomes a 422. */
export class InputError extends Error {
  readonly code = 'validation_failed' as const;
  constructor(readonly details: readonly { loc: readonly (string | number)[]; msg: string; type: string }[]) {
    super(details.map((d) => d.msg).join('; '));
    this.name = 'InputError';
  }
}

/** The refusals of coordinates out of range (lat −90…90, lng −180…180, finite), in that order; none when valid. */
export function coordinateErrors(lat: number, lng: number): { loc: string[]; msg: string; type: string }[] {
  const errors: { loc: string[]; msg: string; type: string }[] = [];
  if (!Number.isFinite(lat) || lat < -90 || lat > 90)
    errors.push({ loc: ['lat'], msg: 'lat must be between -90 and 90', type: 'range' });
  if (!Number.isFinite(lng) || lng < -180 || lng > 180)
    errors.push({ loc: ['lng'], msg: 'lng must be between -180 and 180', type: 'range' });
  return errors;
}
