import { screen, within } from '@testing-library/react';
import { mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { PurchaseRequestEvent } from '../data/types';
import { Timeline, TIMELINE_TEXTS } from './Timeline';

const ada = { id: 1, name: 'Ada Lovelace', role: 'ADMIN' as const };
const statusChange = (id: number, apiKey: string | null): PurchaseRequestEvent => ({
  id,
  type: 'status_changed',
  actor: ada,
  apiKey,
  before: { status: 'submitted' },
  after: { status: 'under_review' },
  createdAt: '2026-12-01T10:00:00.000Z',
});

describe('Timeline', () => {
  it('says a change made through an API key was made via that key, after the admin it acts for', async () => {
    mockApi({ 'GET /api/purchase-requests/7/events': [statusChange(1, null), statusChange(2, 'Accounting sync')] });
    renderInAdmin(<Timeline requestId={7} />);
    const timeline = await screen.findByRole('list', { name: TIMELINE_TEXTS.title });
    const [byHand, byKey] = within(timeline).getAllByRole('listitem');
    expect(byHand).toHaveTextContent(/· Ada Lovelace$/);
    expect(byKey).toHaveTextContent(/· Ada Lovelace via API key “Accounting sync”$/);
  });
});
