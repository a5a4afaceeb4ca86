import { cookieValue, hintCookie, keepHintCookie, markSignedIn, type CookieJar } from './rendered-pages';

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

  it('writes a hint cookie only when the jar does not hold that value already', () => {
    const written: string[] = [];
    const jar: CookieJar = {
      get cookie() {
        return 'voosh_signed_in=1; voosh_currency=USD';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    markSignedIn(jar, true);
    keepHintCookie(jar, 'voosh_currency', 'USD');
    expect(written).toEqual([]);
    markSignedIn(jar, false);
    keepHintCookie(jar, 'voosh_currency', 'JMD');
    expect(written).toEqual([hintCookie('voosh_signed_in', null), hintCookie('voosh_currency', 'JMD')]);
  });
});
