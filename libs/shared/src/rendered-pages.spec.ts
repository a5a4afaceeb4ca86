import { cookieValue, hintCookie } from './rendered-pages';

describe('rendered-page cookies', () => {
  it('reads one cookie of a header, decoded, and nothing for a missing or malformed one', () => {
    expect(cookieValue('a=1; voosh_currency=JMD; b=2', 'voosh_currency')).toBe('JMD');
    expect(cookieValue('voosh_currency_x=EUR', 'voosh_currency')).toBeUndefined();
    expect(cookieValue('name=%E0%A4%A', 'name')).toBeUndefined();
    expect(cookieValue(undefined, 'name')).toBeUndefined();
    expect(cookieValue(hintCookie('name', 'a b;c').split(';')[0], 'name')).toBe('a b;c');
  });

  it('sets a site-wide cookie for a year and removes it with a zero age', () => {
    expect(hintCookie('voosh_signed_in', '1')).toBe('voosh_signed_in=1; Path=/; SameSite=Lax; Max-Age=31536000');
    expect(hintCookie('voosh_signed_in', null)).toBe('voosh_signed_in=; Path=/; SameSite=Lax; Max-Age=0');
  });
});
