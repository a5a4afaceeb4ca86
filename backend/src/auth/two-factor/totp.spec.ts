import { base32Decode, base32Encode, codeAt, matchingStep, otpauthUrl, stepAt } from './totp';

/** RFC 6238 appendix B's SHA-1 secret: the ASCII of "12345678901234567890". */
const RFC_SECRET = Buffer.from('12345678901234567890');

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])("gives the RFC's 8-digit SHA-1 code at %i s", (seconds, code) => {
    expect(codeAt(RFC_SECRET, stepAt(seconds * 1000), 8)).toBe(code);
  });

  it('gives the 6 low digits authenticator apps show', () => {
    expect(codeAt(RFC_SECRET, stepAt(59_000))).toBe('287082');
  });

  it('round-trips base32 (RFC 4648 vectors)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw6ytboi======').toString()).toBe('foobar');
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('accepts the code of the step before, now and after, once, and nothing else', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, step), now, null)).toBe(step);
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, step - 1), now, null)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, step + 1), now, null)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, step - 2), now, null)).toBeNull();
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, step + 2), now, null)).toBeNull();
    // Used once: the same step again, or an earlier one, is refused.
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, step), now, step)).toBeNull();
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, step - 1), now, step - 1)).toBeNull();
    expect(matchingStep(RFC_SECRET, '12345', now, null)).toBeNull();
    expect(matchingStep(RFC_SECRET, '12345a', now, null)).toBeNull();
  });

  it('writes the otpauth address apps read', () => {
    expect(otpauthUrl('VOOSH', 'ada@example.com', 'MZXW6YTBOI')).toBe(
      'otpauth://totp/VOOSH:ada%40example.com?secret=MZXW6YTBOI&issuer=VOOSH&algorithm=SHA1&digits=6&period=30',
    );
  });
});
