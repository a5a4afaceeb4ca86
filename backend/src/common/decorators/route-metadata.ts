import { Reflector } from '@nestjs/core';

type Targets = Parameters<Reflector['getAllAndOverride']>[1];

/**
 * Route metadata (what the decorators put on handlers and controllers: @Public, @Roles, the rate
 * limits' marks) as the guards read it on every request: looked up once per route and key, then
 * remembered. Decorators run when the classes are defined, so a route's metadata never changes
 * once the app is built; reflect-metadata's lookups walk prototype chains each time (4% of a
 * catalogue answer's CPU, read by two guards for a dozen keys).
 */
export class RouteMetadata extends Reflector {
  private readonly remembered = new WeakMap<object, Map<unknown, unknown>>();

  override getAllAndOverride<T>(key: Parameters<Reflector['getAllAndOverride']>[0], targets: Targets): T {
    // One handler function can sit on several controllers (inherited): remembered per last target too.
    const route = targets[0] as object | undefined;
    if (!route || targets.length > 2) return super.getAllAndOverride(key, targets) as T;
    let values = this.remembered.get(route);
    if (!values) this.remembered.set(route, (values = new Map()));
    const owner = targets[1];
    let byOwner = values.get(key) as Map<unknown, unknown> | undefined;
    if (!byOwner) values.set(key, (byOwner = new Map()));
    if (!byOwner.has(owner)) byOwner.set(owner, super.getAllAndOverride(key, targets));
    return byOwner.get(owner) as T;
  }
}

/** The one RouteMetadata of the app's guards. */
export const routeMetadata = new RouteMetadata();
