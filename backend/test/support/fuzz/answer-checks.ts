import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenApiDocument, Operation, Schema } from './operations';

type JsonSchema = Record<string, unknown>;

const DOCUMENT_ID = 'openapi';

/**
 * OpenAPI 3.0's schema dialect as JSON Schema (draft 7, Ajv's): `nullable` becomes "null or the
 * schema" (also around Nest's `{nullable, allOf: [$ref]}`, where a `type: null` beside the
 * reference would not do), a boolean `exclusiveMinimum` becomes the bound itself, `example` goes,
 * and references point into the document registered under DOCUMENT_ID.
 */
export function toJsonSchema(schema: Schema): JsonSchema {
  const { nullable, example: _example, exclusiveMinimum, exclusiveMaximum, minimum, maximum, ...rest } = schema;
  const converted: JsonSchema = { ...rest };
  if (rest.$ref) converted.$ref = `${DOCUMENT_ID}#/definitions/${rest.$ref.split('/').pop()}`;
  if (exclusiveMinimum === true) converted.exclusiveMinimum = minimum;
  else if (minimum !== undefined) converted.minimum = minimum;
  if (typeof exclusiveMinimum === 'number') converted.exclusiveMinimum = exclusiveMinimum;
  if (exclusiveMaximum === true) converted.exclusiveMaximum = maximum;
  else if (maximum !== undefined) converted.maximum = maximum;
  if (typeof exclusiveMaximum === 'number') converted.exclusiveMaximum = exclusiveMaximum;
  if (rest.properties)
    converted.properties = Object.fromEntries(Object.entries(rest.properties).map(([key, value]) => [key, toJsonSchema(value)]));
  if (rest.items) converted.items = toJsonSchema(rest.items);
  if (rest.additionalProperties && typeof rest.additionalProperties === 'object')
    converted.additionalProperties = toJsonSchema(rest.additionalProperties);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) if (rest[key]) converted[key] = rest[key].map(toJsonSchema);
  return nullable ? { anyOf: [{ type: 'null' }, converted] } : converted;
}

/** The error shape of every 4xx (backend/src/common/http/error-response.ts). */
export function errorShapeProblem(status: number, body: unknown): string | undefined {
  const answer = body as Record<string, unknown> | null;
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return 'the body is not an object';
  if (answer.statusCode !== status) return `statusCode is ${JSON.stringify(answer.statusCode)}, not ${status}`;
  if (typeof answer.error !== 'string' || !answer.error) return 'error is not a text';
  if (typeof answer.message !== 'string' || !answer.message) return 'message is not a text';
  return undefined;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON, when the answer was JSON (for a server-sent event stream: its first event's data). */
  body: unknown;
  text: string;
}

/** Checks answers against the document: Ajv over its components, with ajv-formats' `date-time` and the like. */
export class AnswerChecks {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<Schema, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
    addFormats(this.ajv);
    // A UI hint of the request bodies (a masked input), not a constraint.
    this.ajv.addFormat('password', true);
    this.ajv.addSchema(
      {
        $id: DOCUMENT_ID,
        definitions: Object.fromEntries(Object.entries(document.components.schemas).map(([name, schema]) => [name, toJsonSchema(schema)])),
      },
      DOCUMENT_ID,
    );
  }

  private validator(schema: Schema): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) this.compiled.set(schema, (validate = this.ajv.compile(toJsonSchema(schema))));
    return validate;
  }

  private schemaProblem(schema: Schema, body: unknown): string | undefined {
    const validate = this.validator(schema);
    if (validate(body)) return undefined;
    return `not as documented: ${this.ajv.errorsText(validate.errors, { separator: '; ', dataVar: 'body' }).slice(0, 600)}`;
  }

  /** What is wrong with the answer, or undefined: any 5xx, a 4xx out of the error shape, a 2xx or 3xx not as documented. */
  problem(operation: Operation, answer: Answer): string | undefined {
    const { status, headers } = answer;
    const documented = operation.responses[String(status)];
    const contentType = String(headers['content-type'] ?? '');
    if (status >= 500) return `a ${status}`;
    if (status >= 400) {
      const shape = errorShapeProblem(status, answer.body);
      if (shape) return `a ${status} not in the error shape: ${shape}`;
      return documented?.schema ? this.schemaProblem(documented.schema, answer.body) : undefined;
    }
    if (!documented) return `a ${status}, which the document does not list for ${operation.route}`;
    if (status === 204) return answer.text ? 'a 204 with a body' : undefined;
    if (status >= 300) return headers.location ? undefined : `a ${status} without a Location`;
    if (!documented.schema) return undefined;
    if (!documented.mediaType || !contentType.startsWith(documented.mediaType))
      return `Content-Type ${contentType || 'none'}, documented ${documented.mediaType}`;
    // A CSV export is text; JSON and a server-sent event's data (parsed by the caller) follow their schema.
    if (documented.schema.type === 'string') return typeof answer.text === 'string' ? undefined : 'no text';
    return this.schemaProblem(documented.schema, answer.body);
  }
}
