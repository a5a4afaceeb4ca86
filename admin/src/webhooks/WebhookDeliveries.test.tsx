import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS, WEBHOOK_EVENT_LABELS, webhookDeliveryGoneText, webhookRetentionText } from '@voosh/shared';
import { Notification } from 'react-admin';
import { failure, mockApi, type SentCall } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from '../data/types';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WEBHOOK_TEXTS as TEXT } from './webhookTexts';

const endpoint: WebhookEndpointRecord = {
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
};

const delivery = (fields: Partial<WebhookDeliveryRecord>): WebhookDeliveryRecord => ({
  id: 30,
  messageId: 'msg_2Lz0',
  eventType: 'payment.succeeded',
  status: 'succeeded',
  attempts: 1,
  lastStatusCode: 200,
  lastResponse: '{"ok":true}',
  lastError: null,
  lastAttemptAt: '2026-12-02T09:00:00.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-12-02T09:00:01.000Z',
  createdAt: '2026-12-02T09:00:00.000Z',
  ...fields,
});

const NEXT_TRY = '2026-12-02T11:30:00.000Z';
const DELIVERIES = [
  delivery({
    id: 32,
    eventType: 'purchase_request.created',
    status: 'retrying',
    attempts: 3,
    lastStatusCode: 503,
    lastResponse: 'Service Unavailable: maintenance until noon',
    deliveredAt: null,
    nextAttemptAt: NEXT_TRY,
  }),
  delivery({
    id: 31,
    status: 'failed',
    attempts: 9,
    lastStatusCode: null,
    lastResponse: null,
    lastError: 'connect ECONNREFUSED 203.0.113.7:443',
    deliveredAt: null,
  }),
  delivery({}),
];

const LIST = 'GET /api/admin/webhook-endpoints/7/deliveries';
/** The deliveries as the API pages them: the range asked, with the Content-Range total. */
const paged =
  (all: WebhookDeliveryRecord[], total = all.length) =>
  (call: SentCall) => {
    const [first] = JSON.parse(call.query.range) as [number, number];
    return Response.json(all, { headers: { 'Content-Range': `webhook-deliveries ${first}-${first + all.length - 1}/${total}` } });
  };

function renderDeliveries() {
  renderInAdmin(
    <>
      <WebhookDeliveries endpoint={endpoint} />
      <Notification />
    </>,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('WebhookDeliveries', () => {
  it('lists the deliveries newest first: event, status, attempts, code, answer or error, next try, delivered; Replay on the undelivered', async () => {
    const api = mockApi({ [LIST]: paged(DELIVERIES) });
    renderDeliveries();
    const table = await screen.findByRole('table', { name: TEXT.deliveries });
    expect(api.calls[0].query).toEqual({ sort: '["createdAt","DESC"]', range: '[0,24]', filter: '{}' });

    const retrying = rowOf(WEBHOOK_EVENT_LABELS['purchase_request.created']);
    expect(within(retrying).getByText('Retrying')).toBeInTheDocument();
    expect(within(retrying).getByText('3')).toBeInTheDocument();
    expect(within(retrying).getByText('503')).toBeInTheDocument();
    expect(within(retrying).getByText('Service Unavailable: maintenance until noon')).toBeInTheDocument();
    expect(within(retrying).getByText(new Date(NEXT_TRY).toLocaleString())).toBeInTheDocument();
    expect(within(retrying).getByRole('button', { name: /^Replay/ })).toBeInTheDocument();

    const [failed, succeeded] = within(table)
      .getAllByText(WEBHOOK_EVENT_LABELS['payment.succeeded'])
      .map((cell) => cell.closest('tr')!);
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('9')).toBeInTheDocument();
    expect(within(failed).getByText('connect ECONNREFUSED 203.0.113.7:443')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: /^Replay/ })).toBeInTheDocument();

    expect(within(succeeded).getByText('Succeeded')).toBeInTheDocument();
    expect(within(succeeded).getByText(new Date('2026-12-02T09:00:01.000Z').toLocaleString())).toBeInTheDocument();
    expect(within(succeeded).queryByRole('button', { name: /^Replay/ })).not.toBeInTheDocument();
  });

  it('replays one failed delivery from its row, then reloads the list', async () => {
    const api = mockApi({
      [LIST]: paged(DELIVERIES),
      'POST /api/admin/webhook-endpoints/7/deliveries/31/replay': Response.json(delivery({ id: 31, status: 'pending' }), { status: 202 }),
    });
    renderDeliveries();
    await screen.findByRole('table', { name: TEXT.deliveries });
    const failed = screen.getByText('connect ECONNREFUSED 203.0.113.7:443').closest('tr')!;
    await userEvent.setup().click(within(failed).getByRole('button', { name: /^Replay/ }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.key === 'POST /api/admin/webhook-endpoints/7/deliveries/31/replay')).toHaveLength(1),
    );
    expect(await screen.findByText(TEXT.replayed)).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((call) => call.key === LIST)).toHaveLength(2));
  });

  it('says why a delivery deleted past the retention period cannot be replayed', async () => {
    mockApi({
      [LIST]: paged(DELIVERIES),
      'POST /api/admin/webhook-endpoints/7/deliveries/31/replay': failure(410, webhookDeliveryGoneText(90)),
    });
    renderDeliveries();
    await screen.findByRole('table', { name: TEXT.deliveries });
    const failed = screen.getByText('connect ECONNREFUSED 203.0.113.7:443').closest('tr')!;
    await userEvent.setup().click(within(failed).getByRole('button', { name: /^Replay/ }));
    expect(await screen.findByText(webhookDeliveryGoneText(90))).toBeInTheDocument();
    expect(screen.getByText(TEXT.replayFailed)).toBeInTheDocument();
  });

  it('replays every failed delivery since the time given, and says how many', async () => {
    const api = mockApi({
      [LIST]: paged(DELIVERIES),
      'POST /api/admin/webhook-endpoints/7/replay': Response.json({ replayed: 4 }, { status: 202 }),
    });
    renderDeliveries();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.replaySince }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.replaySinceTitle });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${TEXT.since}`)), { target: { value: '2026-12-01T08:00' } });
    await user.click(within(dialog).getByRole('button', { name: TEXT.replay }));
    await waitFor(() =>
      expect(api.bodiesTo('POST /api/admin/webhook-endpoints/7/replay')).toEqual([{ since: new Date('2026-12-01T08:00').toISOString() }]),
    );
    expect(await screen.findByText(TEXT.replayedCount(4))).toBeInTheDocument();
  });

  it('sends nothing until a time is given', async () => {
    const api = mockApi({ [LIST]: paged(DELIVERIES) });
    renderDeliveries();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.replaySince }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.replaySinceTitle });
    await user.click(within(dialog).getByRole('button', { name: TEXT.replay }));
    expect(await within(dialog).findByText(/Required/)).toBeInTheDocument();
    expect(api.bodiesTo('POST /api/admin/webhook-endpoints/7/replay')).toHaveLength(0);
  });

  it('asks for one status only when filtered, and for the next page', async () => {
    const api = mockApi({ [LIST]: paged(DELIVERIES, 30) });
    renderDeliveries();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: TEXT.deliveries });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.range).toBe('[25,49]'));

    await user.click(screen.getByRole('combobox', { name: TEXT.statusFilter }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() =>
      expect(api.calls.at(-1)?.query).toEqual({ sort: '["createdAt","DESC"]', range: '[0,24]', filter: '{"status":"failed"}' }),
    );
  });

  it('says how far back the log goes: the retention setting in force', async () => {
    mockApi({ [LIST]: paged(DELIVERIES), 'GET /api/admin/settings': { ...DEFAULT_SETTINGS, webhookRetentionDays: 30 } });
    renderDeliveries();
    expect(await screen.findByText(webhookRetentionText(30))).toHaveTextContent('Deliveries are kept for 30 days, then deleted.');
  });

  it('says when there is no delivery yet', async () => {
    mockApi({ [LIST]: paged([]) });
    renderDeliveries();
    expect(await screen.findByText(TEXT.noDeliveries)).toBeInTheDocument();
  });

  it('shows each delivery as an item with its facts on a phone, where the table would not fit', async () => {
    const wide = window.matchMedia;
    // A 375 px screen: every max-width query (MUI's breakpoints down) matches.
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
    try {
      mockApi({ [LIST]: paged(DELIVERIES) });
      renderDeliveries();
      const list = await screen.findByRole('list', { name: TEXT.deliveries });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const retrying = within(list).getByText(WEBHOOK_EVENT_LABELS['purchase_request.created']).closest('li')!;
      expect(within(retrying).getByText('Retrying')).toBeInTheDocument();
      expect(within(retrying).getByText(`${TEXT.attempts}: 3 · ${TEXT.lastStatusCode} 503`, { exact: false })).toBeInTheDocument();
      expect(within(retrying).getByText(`${TEXT.nextAttempt}: ${new Date(NEXT_TRY).toLocaleString()}`)).toBeInTheDocument();
      expect(within(retrying).getByRole('button', { name: /^Replay/ })).toBeInTheDocument();
    } finally {
      window.matchMedia = wide;
    }
  });
});
