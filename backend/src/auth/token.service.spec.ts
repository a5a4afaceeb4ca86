import { JwtService } from '@nestjs/jwt';
import { Role } from '@voosh/shared';
import type { AppConfig } from '../config/app-config';
import type { SettingsService } from '../settings/settings.service';
import type { User } from '../users/entities/user.entity';
import { purposeKey } from '../common/crypto/purpose-keys';
import { TokenService } from './token.service';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';
/** The same service remembering three tokens, so a test can overflow it quickly. */
class SmallTokenService extends TokenService {
  protected override readonly verifiedKept = 3;
}

const config = { jwtSecret: SECRET } as AppConfig;
const user = (id: number) => ({ id, email: `user${id}@example.com`, role: Role.Customer, tokenVersion: 3 }) as User;

describe('TokenService.verify', () => {
  let tokens: TokenService;
  let signatureChecks: jest.SpyInstance;

  beforeEach(() => {
    tokens = new TokenService(config, {} as SettingsService);
    signatureChecks = jest.spyOn(JwtService.prototype, 'verify');
  });
  afterEach(() => {
    jest.useRealTimers();
    signatureChecks.mockRestore();
  });

  it('checks a token’s signature once, then answers the same claims from memory', () => {
    const token = tokens.sign(user(1));
    const first = tokens.verify(token);
    expect(first).toMatchObject({ userId: 1, email: 'user1@example.com', role: Role.Customer, tokenVersion: 3 });
    expect(tokens.verify(token)).toBe(first);
    expect(signatureChecks).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('refuses a remembered token once it expires', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    const token = tokens.sign(user(1), 1);
    expect(tokens.verify(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-25T12:59:59Z'));
    expect(tokens.verify(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-25T13:00:00Z'));
    expect(tokens.verify(token)).toBeNull();
    expect(tokens.verify(token)).toBeNull();
  });

  it('never remembers a forged or malformed token', () => {
    const forged = new JwtService({ secret: `${SECRET}-other` }).sign({ userId: 1, tokenVersion: 3 }, { expiresIn: 3600 });
    for (const token of [forged, forged, 'not-a-token', `${tokens.sign(user(1)).slice(0, -2)}xx`]) expect(tokens.verify(token)).toBeNull();
    expect(signatureChecks).toHaveBeenCalledTimes(4);
  });

  it('keeps a bounded number of tokens, forgetting the oldest first', () => {
    tokens = new SmallTokenService(config, {} as SettingsService);
    const [first, ...others] = [1, 2, 3, 4].map((id) => tokens.sign(user(id)));
    for (const token of [first, ...others]) tokens.verify(token);
    signatureChecks.mockClear();
    expect(tokens.verify(others[2])).toMatchObject({ userId: 4 });
    expect(signatureChecks).not.toHaveBeenCalled();
    expect(tokens.verify(first)).toMatchObject({ userId: 1 });
    expect(signatureChecks).toHaveBeenCalledTimes(1);
  });

  it('refuses a token without an expiry or an id, and a token signed with JWT_SECRET itself or another purpose’s key', () => {
    const claims = { userId: 1, email: 'user1@example.com', role: Role.Customer, tokenVersion: 3, jti: 'a-token-id' };
    const sign = (secret: unknown, options = { expiresIn: 3600 }) =>
      new JwtService({ secret: secret as Buffer }).sign(claims, { algorithm: 'HS256', ...options });
    expect(tokens.verify(sign(purposeKey(SECRET, 'session')))).toMatchObject({ userId: 1 });
    expect(tokens.verify(sign(purposeKey(SECRET, 'session'), {} as { expiresIn: number }))).toBeNull();
    expect(tokens.verify(sign(SECRET))).toBeNull();
    const { jti: _jti, ...idLess } = claims;
    expect(
      tokens.verify(new JwtService({ secret: purposeKey(SECRET, 'session') as unknown as Buffer }).sign(idLess, { expiresIn: 3600 })),
    ).toBeNull();
    expect(tokens.verify(sign(purposeKey(SECRET, 'live-ticket')))).toBeNull();
    expect(tokens.verifyLiveTicket(tokens.sign(user(1)))).toBeNull();
    // Each proof has an id of its own (a proof used once is spent by it) and its expiry.
    const [ticket, again] = [
      tokens.verifyLiveTicket(tokens.signLiveTicket(user(1), 'session-1')),
      tokens.verifyLiveTicket(tokens.signLiveTicket(user(1), 'session-1')),
    ];
    expect(ticket).toEqual({
      sessionId: 'session-1',
      userId: 1,
      tokenVersion: 3,
      tokenId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      expiresAt: expect.any(Number),
    });
    expect(again!.tokenId).not.toBe(ticket!.tokenId);
  });
});
