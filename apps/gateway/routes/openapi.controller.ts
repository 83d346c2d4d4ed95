import { Controller, Get, Injectable } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';

/** Holds the OpenAPI document generated from the real controllers once the app is initialised. */
@Injectable()
export class OpenApiDocumentHolder {
  document: OpenAPIObject | null = null;
}

@ApiExcludeController()
@Controller()
export class OpenApiController {
  constructor(private readonly holder: OpenApiDocumentHolder) {}

  @Get('api-docs/openapi.json')
  openapi(): OpenAPIObject {
    if (!this.holder.document) throw new Error('OpenAPI document not generated yet');
    return this.holder.document;
  }
}
