import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { fullName, type CurrencyCode } from '@voosh/shared';
import { User } from '../users/entities/user.entity';
import { StripeGateway } from './stripe-gateway';

/**
 * A user's Stripe Customer for a currency, made once (see StripeCustomer for why per currency). Made with no lock held (a Stripe call), under an
 * idempotency key of the user's, so concurrent first payments get the same Customer from Stripe;
 * the first id stored wins should they not.
 */
@Injectable()
export class StripeCustomersService {
  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
  ) {}

  async customerIdOf(userId: number, currency: CurrencyCode): Promise<string> {
    const em = this.em.fork();
    const [stored] = await em.execute<{ id: string }[]>(
      'select stripe_customer_id as id from stripe_customers where user_id = ? and currency = ?',
      [userId, currency],
    );
    if (stored) return stored.id;
    const user = await em.findOneOrFail(User, userId);
    const customer = await this.stripe.createCustomer(
      { email: user.email, name: fullName(user) || undefined, metadata: { userId: String(user.id), currency } },
      `voosh-customer-${user.id}-${currency}`,
    );
    const [kept] = await em.execute<{ id: string }[]>(
      `insert into stripe_customers (user_id, currency, stripe_customer_id) values (?, ?, ?)
       on conflict (user_id, currency) do update set user_id = excluded.user_id
       returning stripe_customer_id as id`,
      [user.id, currency, customer.id],
    );
    return kept!.id;
  }
}
