/** Deepest nesting of arrays and objects a JSON body may have; the API's own bodies use three levels. */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP = `JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether the JSON text in `bytes` nests arrays and objects deeper than `max`, read in one pass
 * before parsing (brackets inside strings do not count). A body nested thousands of levels deep
 * parses, but then exhausts the stack of every recursive step after it (validation, transformation).
 */
export function nestedDeeperThan(bytes: Uint8Array, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
  return false;
}
