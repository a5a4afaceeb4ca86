import { screen, within } from '@testing-library/react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES } from '@voosh/shared';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderInAdmin } from '../../test/support/render';
import type { WebhookEndpointRecord } from '../data/types';
import WebhookList from './WebhookList';
import { WEBHOOK_TEXTS as TEXT } from './webhookTexts';

const endpoint = (fields: Partial<WebhookEndpointRecord>): WebhookEndpointRecord => ({
  id: 7,
  url: 'https://crm.example.com/hooks/voosh',
  description: 'CRM sync',
  eventTypes: ['purchase_request.created', 'payment.succeeded'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  previousSecretUntil: null,
  createdBy: 'admin@voosh.test',
  createdAt: '2026-12-01T10:00:00.000Z',
  ...fields,
});

/** The list page at /webhook-endpoints with `endpoints` as the API's answer. */
function renderList(endpoints: WebhookEndpointRecord[]) {
  const getList = jest.fn(async () => ({ data: endpoints, total: endpoints.length }));
  renderInAdmin(
    <ResourceContextProvider value="webhook-endpoints">
      <Routes>
        <Route path="/webhook-endpoints" element={<WebhookList />} />
      </Routes>
    </ResourceContextProvider>,
    { getList } as unknown as Partial<DataProvider>,
    undefined,
    { at: '/webhook-endpoints' },
  );
  return getList;
}

describe('WebhookList', () => {
  it("shows each endpoint's URL, events, status (with why the app disabled it) and since when it fails", async () => {
    const getList = renderList([
      endpoint({}),
      endpoint({
        id: 6,
        url: 'https://old.example.com/hooks',
        description: null,
        eventTypes: ['document.issued'],
        enabled: false,
        disabledReason: 'gone',
      }),
      endpoint({
        id: 5,
        url: 'https://flaky.example.com/hooks',
        enabled: false,
        disabledReason: 'failing',
        failingSince: '2026-11-20T08:00:00.000Z',
      }),
      endpoint({ id: 4, url: 'https://paused.example.com/hooks', enabled: false }),
    ]);
    const enabled = (await screen.findByText('https://crm.example.com/hooks/voosh')).closest('tr')!;
    expect(within(enabled).getByText('CRM sync')).toBeInTheDocument();
    expect(within(enabled).getByText('Enabled')).toBeInTheDocument();
    // Each event chip says what it means.
    expect(within(enabled).getByLabelText(WEBHOOK_EVENT_LABELS['payment.succeeded'])).toHaveTextContent('payment.succeeded');
    expect(within(enabled).getByText('purchase_request.created')).toBeInTheDocument();

    const gone = screen.getByText('https://old.example.com/hooks').closest('tr')!;
    expect(within(gone).getByText('Disabled')).toBeInTheDocument();
    expect(within(gone).getByText(WEBHOOK_MESSAGES.disabledGone)).toBeInTheDocument();

    const failing = screen.getByText('https://flaky.example.com/hooks').closest('tr')!;
    expect(within(failing).getByText(WEBHOOK_MESSAGES.disabledFailing)).toBeInTheDocument();
    expect(within(failing).getByText(new Date('2026-11-20T08:00:00.000Z').toLocaleString())).toBeInTheDocument();

    const paused = screen.getByText('https://paused.example.com/hooks').closest('tr')!;
    expect(within(paused).getByText(TEXT.disabledByAdmin)).toBeInTheDocument();

    expect(getList).toHaveBeenCalledWith('webhook-endpoints', expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }));
    // Endpoints have no CSV export.
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
  });

  it('says what webhooks are for when there is none, with Create', async () => {
    renderList([]);
    expect(await screen.findByText(TEXT.emptyWhat)).toBeInTheDocument();
    expect(screen.getByText(TEXT.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create/ })).toBeInTheDocument();
  });
});
