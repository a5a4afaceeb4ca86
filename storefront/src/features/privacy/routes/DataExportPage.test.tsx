import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATA_EXPORT_TEXTS } from '@voosh/shared';
import { customerSession, mockApi, renderApp, storeSession } from '../../../../test/support/render';
import { dayText } from '../../../lib/dates';
import type { DataExport } from '../api/dataExports';

const ID = '5b0c6d3e-8f1a-4c2b-9d7e-1a2b3c4d5e6f';
const building: DataExport = {
  id: ID,
  status: 'building',
  createdAt: '2026-11-28T09:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  expired: false,
};
const ready: DataExport = {
  ...building,
  status: 'ready',
  readyAt: '2026-11-28T09:01:00.000Z',
  expiresAt: '2026-12-05T09:01:00.000Z',
  sizeBytes: 48_213,
};

beforeEach(() => {
  localStorage.clear();
  storeSession(customerSession);
});

describe('a copy of your data', () => {
  it('is asked for from the profile, which shows it being prepared and then ready', async () => {
    let listed: DataExport[] = [];
    const fetchMock = mockApi({
      'GET /api/cart': { body: [] },
      'GET /api/profile': { body: { firstName: 'Ada' } },
      'GET /api/profile/data-exports': () => ({ body: listed }),
      'POST /api/profile/data-exports': () => {
        listed = [building];
        return { status: 202, body: building };
      },
    });
    renderApp('/customer/profile');
    const section = await screen.findByRole('region', { name: DATA_EXPORT_TEXTS.pageTitle }, { timeout: 15_000 });
    expect(within(section).getByText(DATA_EXPORT_TEXTS.intro)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: DATA_EXPORT_TEXTS.button }));
    expect(await screen.findByText(DATA_EXPORT_TEXTS.requestedText)).toBeInTheDocument();
    expect(await within(section).findByText(DATA_EXPORT_TEXTS.building)).toBeInTheDocument();
    // One copy at a time: asking again waits for this one.
    expect(within(section).getByRole('button', { name: DATA_EXPORT_TEXTS.button })).toBeDisabled();
    expect(fetchMock.mock.calls.filter(([input]) => input instanceof Request && input.method === 'POST')).toHaveLength(1);

    listed = [ready];
    // The section asks again while the copy is being prepared.
    expect(
      await within(section).findByText(DATA_EXPORT_TEXTS.ready(dayText(ready.expiresAt!)), undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: DATA_EXPORT_TEXTS.button })).toBeEnabled();
  });

  it("downloads from the e-mailed link's page, and tells why when it cannot", async () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:zip');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    let downloads = 0;
    mockApi({
      'GET /api/cart': { body: [] },
      [`GET /api/profile/data-exports/${ID}`]: { body: ready },
      [`GET /api/profile/data-exports/${ID}/archive`]: () =>
        ++downloads === 1
          ? { body: 'PK zip bytes' }
          : { status: 410, body: { statusCode: 410, error: DATA_EXPORT_TEXTS.downloadedThisSession, type: 'downloaded_this_session' } },
    });
    renderApp(`/customer/profile/data-exports/${ID}`);
    expect(await screen.findByText(DATA_EXPORT_TEXTS.ready(dayText(ready.expiresAt!)), undefined, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: DATA_EXPORT_TEXTS.download }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('"PK zip bytes"');
    await userEvent.click(screen.getByRole('button', { name: DATA_EXPORT_TEXTS.download }));
    expect(await screen.findByText(DATA_EXPORT_TEXTS.downloadedThisSession)).toBeInTheDocument();
  });

  it('says when the link has expired', async () => {
    mockApi({
      'GET /api/cart': { body: [] },
      [`GET /api/profile/data-exports/${ID}`]: { body: { ...ready, expired: true } },
    });
    renderApp(`/customer/profile/data-exports/${ID}`);
    expect(await screen.findByText(DATA_EXPORT_TEXTS.expired, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DATA_EXPORT_TEXTS.download })).not.toBeInTheDocument();
  });

  it('says when the link is not yours', async () => {
    mockApi({
      'GET /api/cart': { body: [] },
      [`GET /api/profile/data-exports/${ID}`]: { status: 404, body: { statusCode: 404, error: DATA_EXPORT_TEXTS.notFound } },
    });
    renderApp(`/customer/profile/data-exports/${ID}`);
    expect(await screen.findByText(DATA_EXPORT_TEXTS.notFound, undefined, { timeout: 15_000 })).toBeInTheDocument();
  });
});
