import { SESSION_STORAGE_KEY } from './brand';
import {
  clearStoredSession,
  isStoredSession,
  readStoredSession,
  type SessionStore,
  UNREADABLE_SESSION,
  writeStoredSession,
} from './session';

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

describe('the stored session', () => {
  const memoryStore = (): SessionStore & { items: Map<string, string> } => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    };
  };
  const session = { token: 't', user: { id: 7, email: 'a@b.co', role: 'ADMIN' as const } };
  const fail = (message: string) => {
    throw new Error(`unexpected report: ${message}`);
  };

  it('writes, reads back and clears under SESSION_STORAGE_KEY', () => {
    const store = memoryStore();
    expect(readStoredSession(store, fail)).toBeNull();
    writeStoredSession(store, session);
    expect(JSON.parse(store.items.get(SESSION_STORAGE_KEY)!)).toEqual(session);
    expect(readStoredSession(store, fail)).toEqual(session);
    clearStoredSession(store);
    expect(store.items.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it.each([
    ['not JSON', '{'],
    ['the wrong shape', JSON.stringify({ token: 't' })],
  ])('clears and logs %s', (_case, raw) => {
    const store = memoryStore();
    store.items.set(SESSION_STORAGE_KEY, raw);
    const report = jest.fn();
    expect(readStoredSession(store, report)).toBeNull();
    expect(store.items.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(report).toHaveBeenCalledWith(UNREADABLE_SESSION);
  });
});
