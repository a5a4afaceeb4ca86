import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEBHOOK_EVENT_LABELS } from '@voosh/shared';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderInAdmin } from '../../test/support/render';
import type { WebhookEndpointRecord } from '../data/types';
import WebhookEdit from './WebhookEdit';
import { WEBHOOK_TEXTS as TEXT } from './webhookTexts';

const record: WebhookEndpointRecord = {
  id: 7,
  url: 'https://crm.example.com/hooks/voosh',
  description: 'CRM sync',
  eventTypes: ['purchase_request.created', 'payment.succeeded'],
  enabled: false,
  disabledReason: 'failing',
  failingSince: '2026-11-20T08:00:00.000Z',
  previousSecretUntil: null,
  createdBy: 'admin@voosh.test',
  createdAt: '2026-12-01T10:00:00.000Z',
};

describe('WebhookEdit', () => {
  it("sends only the URL, description and events (not its state), then opens the endpoint's page", async () => {
    const getOne = jest.fn(async () => ({ data: record }));
    const update = jest.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...record, ...data } }));
    renderInAdmin(
      <ResourceContextProvider value="webhook-endpoints">
        <Routes>
          <Route path="/webhook-endpoints/:id" element={<WebhookEdit />} />
          <Route path="/webhook-endpoints/:id/show" element={<p>The endpoint&apos;s page</p>} />
        </Routes>
      </ResourceContextProvider>,
      { getOne, update } as unknown as Partial<DataProvider>,
      undefined,
      { at: '/webhook-endpoints/7' },
    );
    const user = userEvent.setup();
    const url = await screen.findByLabelText(new RegExp(`^${TEXT.url}`));
    await waitFor(() => expect(url).toHaveValue('https://crm.example.com/hooks/voosh'));
    await user.clear(url);
    await user.type(url, 'https://crm.example.com/hooks/v2');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(WEBHOOK_EVENT_LABELS['payment.succeeded']) }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(WEBHOOK_EVENT_LABELS['document.issued']) }));
    await user.click(screen.getByRole('button', { name: TEXT.save }));

    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'webhook-endpoints',
        expect.objectContaining({
          id: '7',
          data: {
            url: 'https://crm.example.com/hooks/v2',
            description: 'CRM sync',
            eventTypes: ['purchase_request.created', 'document.issued'],
          },
        }),
      ),
    );
    expect(await screen.findByText("The endpoint's page")).toBeInTheDocument();
  });
});
