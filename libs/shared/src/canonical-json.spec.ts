import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson({ quantity: 1, productName: 'SnapForm' })).toBe(canonicalJson({ productName: 'SnapForm', quantity: 1 }));
  });

  it('leaves out undefined members and tells different values apart', () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
    expect(canonicalJson({ quantity: 1 })).not.toBe(canonicalJson({ quantity: 2 }));
    expect(canonicalJson({ quantity: 1 })).not.toBe(canonicalJson({ quantity: '1' }));
  });

  it('reads class instances by their own fields, and answers text for anything', () => {
    class Body {
      productName = 'SnapForm';
      quantity: number | undefined = undefined;
    }
    expect(canonicalJson(new Body())).toBe('{"productName":"SnapForm"}');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson('x')).toBe('"x"');
  });
});
