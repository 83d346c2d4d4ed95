/** A request the domain cannot answer as asked; crosses the transport by its code and becomes a 422. */
export class InputError extends Error {
  readonly code = 'validation_failed' as const;
  constructor(readonly details: readonly { loc: readonly (string | number)[]; msg: string; type: string }[]) {
    super(details.map((d) => d.msg).join('; '));
    this.name = 'InputError';
  }
}
