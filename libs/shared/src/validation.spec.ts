import { isPasswordLongEnough, isValidQuantity, isVerificationCode, sanitizeCodeInput } from './validation';

describe('input rules', () => {
  it('keeps digits only, at most 6', () => {
    expect(sanitizeCodeInput('12a-345678')).toBe('123456');
    expect(sanitizeCodeInput(' 42 ')).toBe('42');
    expect(sanitizeCodeInput('abc')).toBe('');
  });

  it('accepts exactly 6 ASCII digits', () => {
    expect(isVerificationCode('012345')).toBe(true);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('1234567')).toBe(false);
    expect(isVerificationCode('12345a')).toBe(false);
    expect(isVerificationCode('١٢٣٤٥٦')).toBe(false);
  });

  it('needs passwords of at least 6 characters', () => {
    expect(isPasswordLongEnough('12345')).toBe(false);
    expect(isPasswordLongEnough('123456')).toBe(true);
  });

  it('bounds quantities to 1..99 whole', () => {
    expect([0, 1, 99, 100, 1.5, -1].map(isValidQuantity)).toEqual([false, true, true, false, false, false]);
  });
});
