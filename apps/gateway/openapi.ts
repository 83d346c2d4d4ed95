import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { CONTRACT_VERSION } from '@pj/contracts';
import { TIERS } from './http/policy';

/** The public contract, generated from the controllers, their DTOs and policy decorators. */
export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Panchang and Jyotish Computation Service')
    .setDescription(
      'Hindu almanac (Panchang) and sidereal astrology (Jyotish) computed from the Swiss Ephemeris. Every response carries _meta with a methodology fingerprint (CONTRACT §1). Errors: 422 validation (detail list), 404, 429, 503 capacity_saturated / capacity_reserved, 504 request_timeout.',
    )
    .setVersion(CONTRACT_VERSION)
    .setLicense('AGPL-3.0-or-later', 'https://www.gnu.org/licenses/agpl-3.0.html')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'API key (operator or partner scope); also accepted as X-API-Key.' })
    .build();
  const document = SwaggerModule.createDocument(app, config);
  (document as unknown as Record<string, unknown>)['x-svc-tiers'] = TIERS;
  return document;
}
