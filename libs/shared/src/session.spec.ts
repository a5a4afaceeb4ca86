import { isStoredSession } from './session';

describe('isStoredSession', () => {
  const user = { id: 1, email: 'a@b.co', role: 'CUSTOMER' };

  it('accepts a token with a user', () => {
    expect(isStoredSession({ token: 't', user })).toBe(true);
    expect(isStoredSession({ token: 't', user: { ...user, id: '1', role: 'ADMIN', profilePicture: null } })).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'token'],
    ['no token', { user }],
    ['an empty token', { token: '', user }],
    ['no user', { token: 't' }],
    ['an unknown role', { token: 't', user: { ...user, role: 'ROOT' } }],
    ['no e-mail', { token: 't', user: { id: 1, role: 'ADMIN' } }],
    ['no id', { token: 't', user: { email: 'a@b.co', role: 'ADMIN' } }],
  ])('refuses %s', (_case, value) => {
    expect(isStoredSession(value)).toBe(false);
  });
});
