import { screen } from '@testing-library/react';
import { purchaseRequestAnswer, requestItemAnswer } from '@voosh/test-support/answers/purchase-request';
import type { DataProvider } from 'react-admin';
import { renderInAdmin } from '../../test/support/render';
import { LatestRequests } from './LatestRequests';

const request = purchaseRequestAnswer(
  { id: 7, status: 'paid', items: [requestItemAnswer('SnapForm', 1, 25_000, 12_500)], adminAdjustedCents: 199_999, amountPaid: 100_000 },
  { user: { id: 3, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }, createdAt: '2026-11-27T10:00:00.000Z' },
);

describe('LatestRequests', () => {
  it('names each request with the amount agreed (an adjusted amount where set, to the cent), not the total as submitted', async () => {
    const getList = jest.fn(async (resource: string) => ({
      data: resource === 'purchase-requests' ? [request] : [],
      total: resource === 'purchase-requests' ? 1 : 0,
    }));
    renderInAdmin(<LatestRequests />, { getList } as unknown as Partial<DataProvider>);
    expect(await screen.findByText('Request #7 · Ada Lovelace · $1,999.99')).toBeInTheDocument();
  });
});
