import type { TestApp } from './test-app';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  oneOf?: SchemaObject[];
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: SchemaObject;
}

export interface OpenApiRoute {
  /** "METHOD /api/path/{param}", as the document writes it. */
  route: string;
  method: HttpMethod;
  path: string;
  parameters: OpenApiParameter[];
  /** The JSON body's schema, references resolved one level (its properties may still be references). */
  body?: SchemaObject;
  /** The scope an API key needs here (`x-api-key-scope`); none: no key reaches the route. */
  apiKeyScope?: string;
  /** Whether the document asks for a credential (a session or a key). */
  secured: boolean;
}

export interface OpenApiRoutes {
  routes: OpenApiRoute[];
  /** Resolves a `$ref` to its schema (or answers the schema itself). */
  resolve(schema: SchemaObject): SchemaObject;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Partial<
      Record<
        HttpMethod,
        {
          parameters?: OpenApiParameter[];
          requestBody?: { content: Record<string, { schema: SchemaObject }> };
          security?: unknown[];
          'x-api-key-scope'?: string;
        }
      >
    >
  >;
  components: { schemas: Record<string, SchemaObject> };
}

/** Every route of the OpenAPI document the app serves at /api/docs-json. */
export async function openApiRoutes(t: TestApp): Promise<OpenApiRoutes> {
  const document = (await t.http.get('/api/docs-json').expect(200)).body as OpenApiDocument;
  const resolve = (schema: SchemaObject): SchemaObject =>
    schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()!]! : schema;
  const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const body = operation!.requestBody?.content['application/json']?.schema;
      return {
        route: `${method.toUpperCase()} ${path}`,
        method: method as HttpMethod,
        path,
        parameters: operation!.parameters ?? [],
        body: body && resolve(body),
        apiKeyScope: operation!['x-api-key-scope'],
        secured: (operation!.security?.length ?? 0) > 0,
      };
    }),
  );
  return { routes, resolve };
}
