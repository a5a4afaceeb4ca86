/**
 * The first string holding a NUL character in a parsed body, query or parameter, as a field path
 * (`products[0].name`), or undefined. PostgreSQL cannot store NUL in text, and no form of this API
 * has a use for one, so every input is refused in one place before validation.
 */
export function fieldWithNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path || 'value' : undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = fieldWithNul(value[index], `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return path ? `${path}.${key.replace(/\0/g, '\\0')}` : key.replace(/\0/g, '\\0');
    const found = fieldWithNul(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

export const nulRefused = (field: string) => `${field} must not contain a NUL character`;
