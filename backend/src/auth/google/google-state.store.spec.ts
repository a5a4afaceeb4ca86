import { Role } from '@voosh/shared';
import type { AppConfig } from '../../config/app-config';
import type { SettingsService } from '../../settings/settings.service';
import type { User } from '../../users/entities/user.entity';
import { bindingCookie, hashOf } from '../google-binding';
import { TokenService } from '../token.service';
import { type GoogleFlow, GoogleStateStore } from './google-state.store';

const config = { jwtSecret: 'a-test-secret-that-is-long-enough-for-hs256-0123456789' } as AppConfig;
const VERIFIER = 'a-pkce-verifier-passport-made-0123456789abc';

/** The state the store signs for `flow`, as passport-oauth2 asks for it. */
function stateFor(store: GoogleStateStore, flow: GoogleFlow): string {
  let state = '';
  store.store({}, VERIFIER, flow, {}, (error, made) => {
    if (error) throw error;
    state = made!;
  });
  return state;
}

/** What the store answers passport for `state` come back to a browser holding `binding` (or no cookie): the verifier and the flow, or false. */
function verify(store: GoogleStateStore, state: unknown, binding?: string): { verifier: string | false; flow: unknown } {
  const cookie = binding ? bindingCookie(binding, false).split(';')[0] : undefined;
  let answer = { verifier: false as string | false, flow: undefined as unknown };
  store.verify({ headers: { cookie } }, state, {}, (error, verifier, flow) => {
    if (error) throw error;
    answer = { verifier, flow };
  });
  return answer;
}

describe('GoogleStateStore', () => {
  const store = new GoogleStateStore(config);
  afterEach(() => jest.useRealTimers());

  it('gives the verifier and the flow back to the browser that started it, the account to link too', () => {
    expect(verify(store, stateFor(store, { bindingHash: hashOf('binding') }), 'binding')).toEqual({
      verifier: VERIFIER,
      flow: { binding: 'binding' },
    });
    // A linking flow's state names the account and its token version then.
    const linking = stateFor(store, { bindingHash: hashOf('binding'), linkTo: { userId: 1, tokenVersion: 3 } });
    expect(verify(store, linking, 'binding')).toEqual({
      verifier: VERIFIER,
      flow: { binding: 'binding', linkTo: { userId: 1, tokenVersion: 3 } },
    });
  });

  it('names the browser by its binding’s hash and carries the verifier sealed: neither can be read in the state', () => {
    const state = stateFor(store, { bindingHash: hashOf('binding') });
    const payload = Buffer.from(state.split('.')[1]!, 'base64url').toString();
    const claims = JSON.parse(payload) as Record<string, unknown>;
    expect(claims.bind).toBe(hashOf('binding'));
    expect(Object.values(claims)).not.toContain('binding');
    expect(payload).not.toContain(VERIFIER);
  });

  it('refuses a state of another browser, without the cookie, expired, forged, or signed for another purpose', () => {
    const state = stateFor(store, { bindingHash: hashOf('binding') });
    expect(verify(store, state, 'another browser').verifier).toBe(false);
    expect(verify(store, state).verifier).toBe(false);
    expect(verify(store, `${state.slice(0, -2)}xx`, 'binding').verifier).toBe(false);
    expect(verify(store, ['an', 'array'], 'binding').verifier).toBe(false);
    const session = new TokenService(config, {} as SettingsService).sign({
      id: 1,
      email: 'a@example.com',
      role: Role.Customer,
      tokenVersion: 3,
    } as User);
    expect(verify(store, session, 'binding').verifier).toBe(false);

    jest.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    const fresh = stateFor(store, { bindingHash: hashOf('binding') });
    jest.setSystemTime(new Date('2026-11-25T12:09:59Z'));
    expect(verify(store, fresh, 'binding').verifier).toBe(VERIFIER);
    jest.setSystemTime(new Date('2026-11-25T12:10:00Z'));
    expect(verify(store, fresh, 'binding').verifier).toBe(false);
  });
});
