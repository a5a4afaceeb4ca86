import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiSecurity } from '@nestjs/swagger';
import type { ApiKeyScope as Scope } from '@voosh/shared';

export const API_KEY_SCOPE = 'apiKeyScope';
/** The OpenAPI name of the API-key security scheme. */
export const API_KEY_SECURITY = 'api-key';

/**
 * Opens a route to API keys holding `scope` (a key acts for the admin who made it, so the route's
 * roles apply too). A route without it refuses every key: keys reach only what a scope names.
 * The OpenAPI document lists the key as an alternative to a session and names the scope
 * (`x-api-key-scope`).
 */
export const ApiKeyScope = (scope: Scope) =>
  applyDecorators(SetMetadata(API_KEY_SCOPE, scope), ApiSecurity(API_KEY_SECURITY), ApiExtension('x-api-key-scope', scope));
