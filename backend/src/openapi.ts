import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { BRAND } from '@voosh/shared';

/** The OpenAPI document of the API, as served at /api/docs-json and written to libs/api-client. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`${BRAND} API`)
    .setDescription(
      `Catalogue, accounts, cart, purchase requests, payments and back office of ${BRAND}. ` +
        'Errors always answer `{statusCode, error, message}` (plus `type` where a client branches on it); ' +
        '`error` is the text to show. Money is in integer US cents, with display texts beside it.',
    )
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
}

export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: `${BRAND} API`,
  });
}
