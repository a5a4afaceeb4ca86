import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Node's garbage collector, callable without starting Node with --expose-gc: a memory figure
 * taken right after it is what the process really holds, not garbage awaiting collection.
 */
export function forceGc(): () => void {
  setFlagsFromString('--expose_gc');
  return runInNewContext('gc') as () => void;
}
