import { mockApi } from '../../test/support/mockApi';
import { createLiveTicket } from './liveApi';

describe('createLiveTicket', () => {
  it('asks POST /api/admin/live/ticket for a ticket, and answers it', async () => {
    const ticket = { ticket: 'one', expiresInSeconds: 60 };
    const api = mockApi({ 'POST /api/admin/live/ticket': ticket });
    expect(await createLiveTicket()).toEqual(ticket);
    expect(api.calls.map(({ key, body }) => [key, body])).toEqual([['POST /api/admin/live/ticket', undefined]]);
  });
});
