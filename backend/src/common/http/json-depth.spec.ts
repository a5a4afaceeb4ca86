import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth';

const bytes = (text: string) => Buffer.from(text);
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('nestedDeeperThan', () => {
  it('accepts up to the limit and refuses one level more, for arrays and objects', () => {
    expect(nestedDeeperThan(bytes(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(nestedDeeperThan(bytes(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(nestedDeeperThan(bytes('{"a":'.repeat(3) + '1' + '}'.repeat(3)), 3)).toBe(false);
    expect(nestedDeeperThan(bytes('{"a":'.repeat(4) + '1' + '}'.repeat(4)), 3)).toBe(true);
    expect(nestedDeeperThan(bytes(nested(10_000)))).toBe(true);
  });

  it('counts siblings once, not their sum', () => {
    expect(nestedDeeperThan(bytes(`[${Array.from({ length: 100 }, () => '[[1]]').join(',')}]`), 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestedDeeperThan(bytes(JSON.stringify({ text: '[[[[[[{{{{' })), 1)).toBe(false);
    expect(nestedDeeperThan(bytes(JSON.stringify({ text: 'say \\"[[[[" and \\\\' })), 1)).toBe(false);
    expect(nestedDeeperThan(bytes(JSON.stringify([{ text: '"]]]]' }, [[1]]])), 2)).toBe(true);
  });
});
