import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEBHOOK_EVENT_LABELS } from '@voosh/shared';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderInAdmin } from '../../test/support/render';
import type { WebhookEndpointRecord } from '../data/types';
import { CURRENT_PASSWORD_LABEL } from '../common/CurrentPasswordInput';
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

const renderEdit = () => {
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
  return { update, user: userEvent.setup() };
};

const urlField = async () => {
  const url = await screen.findByLabelText(new RegExp(`^${TEXT.url}`));
  await waitFor(() => expect(url).toHaveValue('https://crm.example.com/hooks/voosh'));
  return url;
};

const eventBox = (type: keyof typeof WEBHOOK_EVENT_LABELS) =>
  screen.getByRole('checkbox', { name: new RegExp(WEBHOOK_EVENT_LABELS[type]) });

describe('WebhookEdit', () => {
  it("asks your password for a new URL or new events and sends it with them, then opens the endpoint's page", async () => {
    const { update, user } = renderEdit();
    const url = await urlField();
    expect(screen.queryByLabelText(new RegExp(`^${CURRENT_PASSWORD_LABEL}`))).not.toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://crm.example.com/hooks/v2');
    expect(screen.getByText(TEXT.redirectPasswordHelp)).toBeInTheDocument();
    await user.click(eventBox('payment.succeeded'));
    await user.click(eventBox('document.issued'));
    await user.type(screen.getByLabelText(new RegExp(`^${CURRENT_PASSWORD_LABEL}`)), 'correct-horse-1');
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
            currentPassword: 'correct-horse-1',
          },
        }),
      ),
    );
    expect(await screen.findByText("The endpoint's page")).toBeInTheDocument();
  });

  it('asks no password for a description or fewer events, and sends none', async () => {
    const { update, user } = renderEdit();
    await urlField();
    await user.click(eventBox('payment.succeeded'));
    // An event added, then taken off again: the deliveries go where they went.
    await user.click(eventBox('document.issued'));
    expect(screen.getByLabelText(new RegExp(`^${CURRENT_PASSWORD_LABEL}`))).toBeInTheDocument();
    await user.click(eventBox('document.issued'));
    const description = screen.getByLabelText(new RegExp(`^${TEXT.description}`));
    await user.clear(description);
    await user.type(description, 'Accounting');
    expect(screen.queryByLabelText(new RegExp(`^${CURRENT_PASSWORD_LABEL}`))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXT.save }));

    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'webhook-endpoints',
        expect.objectContaining({
          data: { url: 'https://crm.example.com/hooks/voosh', description: 'Accounting', eventTypes: ['purchase_request.created'] },
        }),
      ),
    );
  });
});
