import { type OpenApiParameter, type OpenApiRoute, type OpenApiRoutes, openApiRoutes } from '../openapi-routes';
import type { TestApp } from '../test-app';

/** The JSON Schema subset of the OpenAPI 3.0 document (what Nest's swagger module writes). */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  maxItems?: number;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  description?: string;
  example?: unknown;
}

interface DocumentResponse {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}

interface DocumentOperation {
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, DocumentResponse>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
  components: { schemas: Record<string, Schema>; responses?: Record<string, DocumentResponse> };
}

/** A documented answer: its media type and schema, when it has a body. */
export interface DocumentedResponse {
  mediaType?: string;
  schema?: Schema;
}

/** ra-data-simple-rest's list dialect of a route, as its description states it (listDialect in common/http/simple-rest.ts). */
export interface ListDialect {
  sortable: string[];
  filters: string[];
  /** The `Content-Range` resource name, which the CSV export's path takes too. */
  resource: string;
}

export interface Operation extends OpenApiRoute {
  /** Documented answers by status ("200", "404"…), `$ref`s to shared responses resolved. */
  responses: Record<string, DocumentedResponse>;
  /** The raw request body schema (a `$ref` as the document writes it). */
  bodySchema?: Schema;
  list?: ListDialect;
  /** For the CSV export: the dialect of each resource's list. */
  exportDialects?: Record<string, ListDialect>;
}

const DIALECT = /sort: ([^;]+); filter: ([^;]+);.*Content-Range: ([\w-]+) a-b\/total/;

function dialectOf(description: string | undefined): ListDialect | undefined {
  const match = description && DIALECT.exec(description);
  if (!match) return undefined;
  const names = (text: string) => text.split(', ').map((name) => name.replace(/ \(.*\)$/, '').trim());
  return { sortable: names(match[1]!), filters: names(match[2]!), resource: match[3]! };
}

/**
 * Every operation of the document the app serves (its route list is openApiRoutes', shared with
 * the authorization matrix and the bad-input sweep), with its documented answers and list dialect.
 */
export async function loadOperations(t: TestApp): Promise<{ document: OpenApiDocument; routes: OpenApiRoutes; operations: Operation[] }> {
  const routes = await openApiRoutes(t);
  const document = (await t.http.get('/api/docs-json').expect(200)).body as OpenApiDocument;
  const sharedResponse = (response: DocumentResponse): DocumentResponse =>
    response.$ref ? document.components.responses![response.$ref.split('/').pop()!]! : response;
  const operations = routes.routes.map((route): Operation => {
    const operation = document.paths[route.path]![route.method]!;
    const responses = Object.fromEntries(
      Object.entries(operation.responses).map(([status, raw]) => {
        const [mediaType, content] = Object.entries(sharedResponse(raw).content ?? {})[0] ?? [];
        return [status, { mediaType, schema: content?.schema }];
      }),
    );
    return {
      ...route,
      responses,
      bodySchema: operation.requestBody?.content['application/json']?.schema,
      list: dialectOf(operation.description),
    };
  });
  // The CSV export takes the dialect of the list of its resource.
  const exportOperation = operations.find((operation) => operation.path === '/api/admin/exports/{resource}');
  if (exportOperation) {
    const dialects = operations.flatMap((operation) => (operation.list ? [operation.list] : []));
    exportOperation.exportDialects = Object.fromEntries(dialects.map((dialect) => [dialect.resource, dialect]));
  }
  return { document, routes, operations };
}
