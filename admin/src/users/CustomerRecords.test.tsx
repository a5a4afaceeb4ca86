import { screen } from '@testing-library/react';
import { renderInAdmin } from '../../test/support/render';
import type { UserRecord } from '../data/types';
import { CUSTOMER_RECORDS_TEXTS as TEXT, CustomerRecords } from './CustomerRecords';

const customer = { id: 5, email: 'owner@business.com', role: 'CUSTOMER', isActive: true, twoFactorEnabled: false } as UserRecord;

describe('CustomerRecords', () => {
  it("links to the customer's purchase requests, payments and plans: each list filtered by their id", () => {
    renderInAdmin(<CustomerRecords user={customer} />, {}, undefined, { at: '/users/5' });
    const filter = encodeURIComponent(JSON.stringify({ userId: 5 }));
    expect(screen.getByRole('link', { name: TEXT.requests })).toHaveAttribute('href', `/purchase-requests?filter=${filter}`);
    expect(screen.getByRole('link', { name: TEXT.payments })).toHaveAttribute('href', `/payments?filter=${filter}`);
    expect(screen.getByRole('link', { name: TEXT.plans })).toHaveAttribute('href', `/plans?filter=${filter}`);
  });
});
