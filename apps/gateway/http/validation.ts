import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { validationError, ValidationDetail } from '@pj/envelope';
import { ContractHttpException } from './contract-exception';

/** class-validator's whitelist rule name → our `type`. Our own rules are already named by type. */
const TYPE_OF_CONSTRAINT: Readonly<Record<string, string>> = {
  whitelistValidation: 'extra_forbidden',
  matches: 'format',
  nestedValidation: 'type',
};

export function toValidationDetails(
  errors: ValidationError[],
  where: 'query' | 'body' | 'path',
  prefix: (string | number)[] = [],
): ValidationDetail[] {
  const out: ValidationDetail[] = [];
  for (const e of errors) {
    const loc = [where, ...prefix, e.property];
    for (const [name, msg] of Object.entries(e.constraints ?? {})) {
      const message = name === 'whitelistValidation' ? `${e.property} is not a parameter of this endpoint` : msg;
      out.push({ loc, msg: message, type: TYPE_OF_CONSTRAINT[name] ?? name });
    }
    if (e.children?.length) out.push(...toValidationDetails(e.children, where, [...prefix, e.property]));
  }
  return out;
}

/** Global pipe: transform to DTOs, refuse unknown parameters, every broken rule reported as a 422 entry. */
export class ContractValidationPipe extends ValidationPipe {
  constructor() {
    super({
      transform: true,
      whitelist: true,
      forbidNonWhitelisted: true,
      validationError: { target: false, value: false },
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const where = metadata.type === 'body' ? 'body' : metadata.type === 'param' ? 'path' : 'query';
    try {
      return await super.transform(value, metadata);
    } catch (err) {
      if (Array.isArray((err as { validationErrors?: unknown }).validationErrors)) {
        const details = toValidationDetails((err as { validationErrors: ValidationError[] }).validationErrors, where);
        throw new ContractHttpException(422, validationError(details));
      }
      throw err;
    }
  }

  override createExceptionFactory() {
    return (validationErrors: ValidationError[] = []) =>
      Object.assign(new Error('validation failed'), { validationErrors });
  }
}
