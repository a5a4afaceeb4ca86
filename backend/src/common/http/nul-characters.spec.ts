import { fieldWithNul } from './nul-characters';

describe('fieldWithNul', () => {
  it('names the first field holding a NUL, nested ones by path', () => {
    expect(fieldWithNul({ productName: 'Snap\0Form' })).toBe('productName');
    expect(fieldWithNul({ emailConfig: { smtpServer: 'ok', username: 'a\0' } })).toBe('emailConfig.username');
    expect(fieldWithNul({ products: [{ name: 'ok' }, { name: '\0' }] })).toBe('products[1].name');
    expect(fieldWithNul('\0')).toBe('value');
    expect(fieldWithNul({ ['a\0b']: 1 })).toBe('a\\0b');
  });

  it('passes clean input, other types and non-plain objects (raw bodies)', () => {
    expect(fieldWithNul({ a: 'text', b: 1, c: null, d: [true, { e: 'é\u0001' }] })).toBeUndefined();
    expect(fieldWithNul(Buffer.from('a\0b'))).toBeUndefined();
    expect(fieldWithNul(undefined)).toBeUndefined();
  });
});
