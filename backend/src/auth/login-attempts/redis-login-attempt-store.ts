import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_KNOWN_ADDRESS_MS } from '@voosh/shared';
import type Redis from 'ioredis';
import { connectRedis, RedisOutageLog } from '../../common/redis/redis-client';
import { type CountedAttempt, EVERY_ADDRESS, type LoginAttemptStore } from './login-attempt-store';
import { NO_FAILURES, NOTHING_KNOWN, type FailureCount, type LoginRecord } from './login-wait';

/**
 * The keys of one account's counts under the key prefix: failure counts are hashes of `count`
 * and `at` (epoch ms of the latest), a sign-in is its epoch ms. The address comes first: it has
 * no '/', so no e-mail can make two (address, e-mail) pairs share a key.
 */
function loginKeys(prefix: string, email: string, address: string) {
  return {
    addressFailures: `${prefix}login:failures:${address}/${email}`,
    accountFailures: `${prefix}login:failures:${EVERY_ADDRESS}/${email}`,
    /** The addresses with failures for the account, to forget them all at once. */
    failingAddresses: `${prefix}login:failing-addresses:${email}`,
    signIn: `${prefix}login:signed-in:${address}/${email}`,
  };
}

/**
 * KEYS: address failures, account failures, failing addresses. ARGV: now, window, address, 1 if
 * the attempt counts for the account. Answers the counts.
 */
const COUNT_FAILURE = `
local staleBefore = tonumber(ARGV[1]) - tonumber(ARGV[2])
local counts = {0, 0}
for i = 1, ARGV[4] == '1' and 2 or 1 do
  local at = tonumber(redis.call('HGET', KEYS[i], 'at'))
  local count = 1
  if at and at >= staleBefore then count = redis.call('HINCRBY', KEYS[i], 'count', 1) else redis.call('HSET', KEYS[i], 'count', 1) end
  redis.call('HSET', KEYS[i], 'at', ARGV[1])
  redis.call('PEXPIRE', KEYS[i], ARGV[2])
  counts[i] = count
end
redis.call('SADD', KEYS[3], ARGV[3])
redis.call('PEXPIRE', KEYS[3], ARGV[2])
return counts`;

/**
 * KEYS: address failures, account failures, failing addresses, sign-in. ARGV: address, now, how
 * long a sign-in is kept, 1 if the attempt counted for the account.
 */
const RECORD_SUCCESS = `
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[3], ARGV[1])
if ARGV[4] == '1' and (tonumber(redis.call('HGET', KEYS[2], 'count')) or 0) > 0 then
  redis.call('HINCRBY', KEYS[2], 'count', -1)
end
redis.call('SET', KEYS[4], ARGV[2], 'PX', ARGV[3])`;

type Arg = string | number;
interface LoginCommands {
  countLoginFailure(...keysAndArgs: Arg[]): Promise<[number, number]>;
  recordLoginSuccess(...keysAndArgs: Arg[]): Promise<unknown>;
}

const flag = (value: boolean) => (value ? 1 : 0);

const failureCount = ([count, at]: (string | null)[]): FailureCount =>
  count && at ? { failures: Number(count), lastFailureAt: Number(at) } : NO_FAILURES;

/**
 * The sign-in counts in Redis (REDIS_URL), shared by every instance on the same server and key
 * prefix, like the API rate limit; each change is one script, so concurrent attempts lose no count,
 * and keys expire with their window. Sign-ins go on when Redis does not answer: attempts pass
 * uncounted meanwhile, as API calls do, and the outage is logged once a minute.
 */
export class RedisLoginAttemptStore implements LoginAttemptStore, OnApplicationShutdown {
  private readonly outages = new RedisOutageLog(new Logger('LoginAttempts'), 'Sign-in count store unavailable, attempts pass uncounted');
  private readonly redis: Redis & LoginCommands;

  constructor(
    url: string,
    private readonly keyPrefix: string,
  ) {
    const redis = connectRedis(url);
    redis.defineCommand('countLoginFailure', { numberOfKeys: 3, lua: COUNT_FAILURE });
    redis.defineCommand('recordLoginSuccess', { numberOfKeys: 4, lua: RECORD_SUCCESS });
    this.redis = redis as Redis & LoginCommands;
  }

  async read(email: string, address: string): Promise<LoginRecord> {
    const keys = loginKeys(this.keyPrefix, email, address);
    try {
      const [addressFailures, accountFailures, signIn] = await Promise.all([
        this.redis.hmget(keys.addressFailures, 'count', 'at'),
        this.redis.hmget(keys.accountFailures, 'count', 'at'),
        this.redis.get(keys.signIn),
      ]);
      return { address: failureCount(addressFailures), account: failureCount(accountFailures), lastSignInAt: Number(signIn ?? 0) };
    } catch (error) {
      return this.outage(error, NOTHING_KNOWN);
    }
  }

  async countFailure({ email, address, countsForAccount }: CountedAttempt, now: number): Promise<{ address: number; account: number }> {
    const keys = loginKeys(this.keyPrefix, email, address);
    try {
      const [addressCount, accountCount] = await this.redis.countLoginFailure(
        keys.addressFailures,
        keys.accountFailures,
        keys.failingAddresses,
        now,
        LOGIN_FAILURE_WINDOW_MS,
        address,
        flag(countsForAccount),
      );
      return { address: addressCount, account: accountCount };
    } catch (error) {
      return this.outage(error, { address: 0, account: 0 });
    }
  }

  async recordSuccess({ email, address, countsForAccount }: CountedAttempt, now: number): Promise<void> {
    const keys = loginKeys(this.keyPrefix, email, address);
    try {
      await this.redis.recordLoginSuccess(
        keys.addressFailures,
        keys.accountFailures,
        keys.failingAddresses,
        keys.signIn,
        address,
        now,
        LOGIN_KNOWN_ADDRESS_MS,
        flag(countsForAccount),
      );
    } catch (error) {
      this.outage(error, undefined);
    }
  }

  async forgetFailures(email: string): Promise<void> {
    const { accountFailures, failingAddresses } = loginKeys(this.keyPrefix, email, EVERY_ADDRESS);
    try {
      const addresses = await this.redis.smembers(failingAddresses);
      const addressFailures = addresses.map((address) => loginKeys(this.keyPrefix, email, address).addressFailures);
      await this.redis.del(accountFailures, failingAddresses, ...addressFailures);
    } catch (error) {
      this.outage(error, undefined);
    }
  }

  async forgetFailuresFrom(email: string, address: string): Promise<void> {
    const { addressFailures, failingAddresses } = loginKeys(this.keyPrefix, email, address);
    try {
      await this.redis.multi().del(addressFailures).srem(failingAddresses, address).exec();
    } catch (error) {
      this.outage(error, undefined);
    }
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }

  private outage<T>(error: unknown, meanwhile: T): T {
    this.outages.report(error);
    return meanwhile;
  }
}
