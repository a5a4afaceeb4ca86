import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_KEY_PREFIX, BRAND } from '@voosh/shared';
import { closedDuringMaintenance } from './api/maintenance/maintenance-gate';
import { countsAgainstRateLimit } from './api/rate-limit/rate-limited-paths';
import { API_KEY_SECURITY } from './common/decorators/api-key-scope.decorator';

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } };

/** The answers the pipeline gives before any handler runs, referenced by the routes they apply to. */
const PIPELINE_RESPONSES = {
  RateLimited: {
    description:
      'Over the API rate limit per minute: the apiRateLimit setting per customer or visitor address, STAFF_RATE_LIMIT (3,000 by default) per admin; `type` is "rate_limited"',
    headers: { 'Retry-After': { description: 'Seconds until the limit resets', schema: { type: 'integer' } } },
    content: ERROR_CONTENT,
  },
  Maintenance: { description: 'Maintenance mode is on (admins are still served); `type` is "maintenance"', content: ERROR_CONTENT },
};

/** Adds 429 (over the API rate limit) and 503 (maintenance, to all but admins) to the routes they apply to. */
function documentPipelineAnswers(document: OpenAPIObject): OpenAPIObject {
  document.components = { ...document.components, responses: { ...document.components?.responses, ...PIPELINE_RESPONSES } };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const operation of [operations.get, operations.post, operations.put, operations.patch, operations.delete]) {
      if (!operation) continue;
      if (countsAgainstRateLimit(path)) operation.responses['429'] ??= { $ref: '#/components/responses/RateLimited' };
      if (closedDuringMaintenance(path)) operation.responses['503'] ??= { $ref: '#/components/responses/Maintenance' };
    }
  }
  return document;
}

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
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'X-Api-Key',
        description: `An API key made in the console (\`${API_KEY_PREFIX}…\`), also accepted as \`Authorization: Bearer ${API_KEY_PREFIX}…\`. It acts for the admin who made it, only on operations whose \`x-api-key-scope\` it holds.`,
      },
      API_KEY_SECURITY,
    )
    .build();
  return documentPipelineAnswers(
    SwaggerModule.createDocument(app, config, {
      operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
    }),
  );
}

export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: `${BRAND} API`,
  });
}
