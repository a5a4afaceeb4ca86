import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES, WEBHOOK_ROTATION_OVERLAP_HOURS } from '@voosh/shared';
import { type DataProvider, Notification, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { failure, mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { WebhookEndpointRecord } from '../data/types';
import WebhookShow from './WebhookShow';
import { rotatedNote, WEBHOOK_SECRET_TEXTS, WEBHOOK_TEXTS as TEXT } from './webhookTexts';

const endpoint = (fields: Partial<WebhookEndpointRecord> = {}): WebhookEndpointRecord => ({
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

const DELIVERIES = 'GET /api/admin/webhook-endpoints/7/deliveries';
const noDeliveries = () => Response.json([], { headers: { 'Content-Range': 'webhook-deliveries 0-0/0' } });

/** The endpoint's page at /webhook-endpoints/7/show (the list and its edit page beside it), with the toasts. */
function renderShow(record: WebhookEndpointRecord, more: Partial<DataProvider> = {}) {
  const getOne = jest.fn(async () => ({ data: record }));
  renderInAdmin(
    <ResourceContextProvider value="webhook-endpoints">
      <Routes>
        <Route path="/webhook-endpoints" element={<p>The list of endpoints</p>} />
        <Route path="/webhook-endpoints/:id/show" element={<WebhookShow />} />
      </Routes>
      <Notification />
    </ResourceContextProvider>,
    { getOne, ...more } as unknown as Partial<DataProvider>,
    undefined,
    { at: '/webhook-endpoints/7/show' },
  );
  return getOne;
}

describe('WebhookShow', () => {
  it('says why the app disabled the endpoint, lists its events, offers no test event, and enables it again', async () => {
    const api = mockApi({
      [DELIVERIES]: noDeliveries,
      'PUT /api/admin/webhook-endpoints/7': endpoint(),
    });
    const getOne = renderShow(endpoint({ enabled: false, disabledReason: 'failing', failingSince: '2026-11-20T08:00:00.000Z' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'https://crm.example.com/hooks/voosh' })).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('webhook-endpoints', expect.objectContaining({ id: '7' }));
    expect(screen.getByRole('alert')).toHaveTextContent(WEBHOOK_MESSAGES.disabledFailing);
    const events = screen.getByRole('list', { name: TEXT.events });
    expect(within(events).getByText(`: ${WEBHOOK_EVENT_LABELS['payment.succeeded']}`)).toBeInTheDocument();
    expect(screen.getByText(new Date('2026-11-20T08:00:00.000Z').toLocaleString())).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.sendTest })).toBeDisabled();

    await userEvent.setup().click(screen.getByRole('button', { name: TEXT.enable }));
    await waitFor(() => expect(api.bodiesTo('PUT /api/admin/webhook-endpoints/7')).toEqual([{ enabled: true }]));
    expect(await screen.findByText(TEXT.enabledNow)).toBeInTheDocument();
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
  });

  it('says an endpoint that answered 410 Gone was disabled for it', async () => {
    mockApi({ [DELIVERIES]: noDeliveries });
    renderShow(endpoint({ enabled: false, disabledReason: 'gone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WEBHOOK_MESSAGES.disabledGone);
    expect(screen.getAllByText(WEBHOOK_MESSAGES.disabledGone)).toHaveLength(1);
  });

  it('sends a test event, then reloads the endpoint and its deliveries', async () => {
    const api = mockApi({
      [DELIVERIES]: noDeliveries,
      'POST /api/admin/webhook-endpoints/7/test': Response.json({ id: 1 }, { status: 202 }),
    });
    const getOne = renderShow(endpoint());
    await userEvent.setup().click(await screen.findByRole('button', { name: TEXT.sendTest }));
    await waitFor(() => expect(api.calls.filter((call) => call.key === 'POST /api/admin/webhook-endpoints/7/test')).toHaveLength(1));
    expect(await screen.findByText(TEXT.testSent)).toBeInTheDocument();
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
    expect(api.calls.filter((call) => call.key === DELIVERIES).length).toBeGreaterThanOrEqual(2);
  });

  it("says the server's reason when the test event is refused", async () => {
    mockApi({ [DELIVERIES]: noDeliveries, 'POST /api/admin/webhook-endpoints/7/test': failure(409, WEBHOOK_MESSAGES.disabled) });
    renderShow(endpoint());
    await userEvent.setup().click(await screen.findByRole('button', { name: TEXT.sendTest }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.disabled)).toBeInTheDocument();
    expect(screen.getByText(TEXT.testFailed)).toBeInTheDocument();
  });

  it('disables an enabled endpoint', async () => {
    const api = mockApi({ [DELIVERIES]: noDeliveries, 'PUT /api/admin/webhook-endpoints/7': endpoint({ enabled: false }) });
    renderShow(endpoint());
    await userEvent.setup().click(await screen.findByRole('button', { name: TEXT.disable }));
    await waitFor(() => expect(api.bodiesTo('PUT /api/admin/webhook-endpoints/7')).toEqual([{ enabled: false }]));
    expect(await screen.findByText(TEXT.disabledNow)).toBeInTheDocument();
  });

  it("rotates the secret with the admin's password, then shows the new one once and how long the old one still signs", async () => {
    const until = '2026-12-02T10:00:00.000Z';
    const api = mockApi({
      [DELIVERIES]: noDeliveries,
      'POST /api/admin/webhook-endpoints/7/rotate-secret': { ...endpoint({ previousSecretUntil: until }), secret: 'whsec_NewSecret123' },
    });
    renderShow(endpoint());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.rotate }));
    const asked = await screen.findByRole('dialog', { name: TEXT.rotateTitle });
    expect(within(asked).getByText(TEXT.rotateWhat)).toBeInTheDocument();
    await user.type(within(asked).getByLabelText(/^Your password/), 'admin-password-1');
    await user.click(within(asked).getByRole('button', { name: TEXT.rotate }));
    await waitFor(() =>
      expect(api.bodiesTo('POST /api/admin/webhook-endpoints/7/rotate-secret')).toEqual([{ currentPassword: 'admin-password-1' }]),
    );

    const shown = await screen.findByRole('dialog', { name: `${TEXT.newSecretTitle}: https://crm.example.com/hooks/voosh` });
    expect(within(shown).getByText(WEBHOOK_MESSAGES.shownOnce)).toBeInTheDocument();
    expect(within(shown).getByText('whsec_NewSecret123')).toBeInTheDocument();
    expect(within(shown).getByText(rotatedNote({ previousSecretUntil: until }))).toBeInTheDocument();
    expect(rotatedNote({ previousSecretUntil: until })).toContain(`${WEBHOOK_ROTATION_OVERLAP_HOURS} hours`);
    await user.click(within(shown).getByRole('button', { name: WEBHOOK_SECRET_TEXTS.done }));
    await waitFor(() => expect(screen.queryByText('whsec_NewSecret123')).not.toBeInTheDocument());
  });

  it('keeps the password dialog open and shows no secret when the password is wrong', async () => {
    mockApi({
      [DELIVERIES]: noDeliveries,
      'POST /api/admin/webhook-endpoints/7/rotate-secret': failure(400, 'Your current password is incorrect.'),
    });
    renderShow(endpoint());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.rotate }));
    const asked = await screen.findByRole('dialog', { name: TEXT.rotateTitle });
    await user.type(within(asked).getByLabelText(/^Your password/), 'wrong');
    await user.click(within(asked).getByRole('button', { name: TEXT.rotate }));
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByText(TEXT.rotateFailed)).toBeInTheDocument();
    expect(asked).toBeInTheDocument();
    expect(screen.queryByText(WEBHOOK_MESSAGES.shownOnce)).not.toBeInTheDocument();
  });

  it('deletes the endpoint after a confirmation, then goes back to the list', async () => {
    mockApi({ [DELIVERIES]: noDeliveries });
    const deleteOne = jest.fn(async () => ({ data: undefined }));
    renderShow(endpoint(), { delete: deleteOne } as unknown as Partial<DataProvider>);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(TEXT.deleteWhat)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('webhook-endpoints', expect.objectContaining({ id: 7 })));
    expect(await screen.findByText('The list of endpoints')).toBeInTheDocument();
  });
});
