import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES } from '@voosh/shared';
import { Notification, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { failure, mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { CreatedWebhookEndpointRecord } from '../data/types';
import WebhookCreate, { createBodyOf } from './WebhookCreate';
import { WEBHOOK_SECRET_TEXTS, WEBHOOK_TEXTS as TEXT } from './webhookTexts';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const created: CreatedWebhookEndpointRecord = {
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
  secret: SECRET,
};

/** The create page, the endpoint's page it goes on to, and the console's toasts. */
function renderCreatePage() {
  return renderInAdmin(
    <ResourceContextProvider value="webhook-endpoints">
      <Routes>
        <Route path="/webhook-endpoints/create" element={<WebhookCreate />} />
        <Route path="/webhook-endpoints/:id/show" element={<p>The endpoint&apos;s page</p>} />
      </Routes>
      <Notification />
    </ResourceContextProvider>,
    {},
    undefined,
    { at: '/webhook-endpoints/create' },
  );
}

/** Fills the form: the URL, a description, the events given by their labels, and the password. */
async function fillForm(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(await screen.findByLabelText(new RegExp(`^${TEXT.url}`)), 'https://crm.example.com/hooks/voosh');
  await user.type(screen.getByLabelText(new RegExp(`^${TEXT.description}`)), 'CRM sync');
  await user.click(screen.getByRole('checkbox', { name: new RegExp(WEBHOOK_EVENT_LABELS['payment.succeeded']) }));
  await user.click(screen.getByRole('checkbox', { name: new RegExp(WEBHOOK_EVENT_LABELS['purchase_request.created']) }));
  await user.type(screen.getByLabelText(/^Your password/), password);
}

describe('WebhookCreate', () => {
  it('sends the URL, description, events ticked and the password, shows the secret once, then opens the endpoint', async () => {
    const api = mockApi({ 'POST /api/admin/webhook-endpoints': Response.json(created, { status: 201 }) });
    renderCreatePage();
    const user = userEvent.setup();
    // Every event is offered with what it means.
    for (const label of Object.values(WEBHOOK_EVENT_LABELS)) expect(await screen.findByText(label)).toBeInTheDocument();
    await fillForm(user, 'admin-password-1');
    await user.click(screen.getByRole('button', { name: TEXT.create }));

    await waitFor(() =>
      expect(api.bodiesTo('POST /api/admin/webhook-endpoints')).toEqual([
        {
          url: 'https://crm.example.com/hooks/voosh',
          description: 'CRM sync',
          eventTypes: ['purchase_request.created', 'payment.succeeded'],
          currentPassword: 'admin-password-1',
        },
      ]),
    );
    const dialog = await screen.findByRole('dialog', { name: `${TEXT.secretTitle}: https://crm.example.com/hooks/voosh` });
    expect(within(dialog).getByText(WEBHOOK_MESSAGES.shownOnce)).toBeInTheDocument();
    expect(within(dialog).getByText(SECRET)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: WEBHOOK_SECRET_TEXTS.copy }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText(WEBHOOK_SECRET_TEXTS.copied)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: WEBHOOK_SECRET_TEXTS.done }));
    expect(await screen.findByText("The endpoint's page")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
  });

  it("shows the server's reason when refused, and no secret", async () => {
    const api = mockApi({ 'POST /api/admin/webhook-endpoints': failure(400, WEBHOOK_MESSAGES.privateAddress) });
    renderCreatePage();
    const user = userEvent.setup();
    await fillForm(user, 'admin-password-1');
    await user.click(screen.getByRole('button', { name: TEXT.create }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.privateAddress)).toBeInTheDocument();
    expect(screen.getByText(TEXT.createFailed)).toBeInTheDocument();
    expect(api.bodiesTo('POST /api/admin/webhook-endpoints')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing without an event or with an address that is not a web one, and says why', async () => {
    const api = mockApi({});
    renderCreatePage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(new RegExp(`^${TEXT.url}`)), 'ftp://crm.example.com');
    await user.click(screen.getByRole('button', { name: TEXT.create }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.eventTypesRequired)).toBeInTheDocument();
    expect(screen.getByText(WEBHOOK_MESSAGES.httpsRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('createBodyOf', () => {
  it('trims, sends no description as null and the events in the API order', () => {
    expect(createBodyOf({ url: ' https://a.example.com/h ', description: '  ', eventTypes: ['document.issued', 'plan.created'] })).toEqual({
      url: 'https://a.example.com/h',
      description: null,
      eventTypes: ['plan.created', 'document.issued'],
      currentPassword: '',
    });
  });
});
