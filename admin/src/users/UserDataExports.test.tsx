import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATA_EXPORT_TEXTS, DATA_EXPORT_VALID_DAYS } from '@voosh/shared';
import { Notification } from 'react-admin';
import { failure, mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import { dateTime } from '../common/format';
import type { DataExportRecord, UserRecord } from '../data/types';
import { USER_DATA_EXPORT_TEXTS as TEXT } from './securityTexts';
import { BUILDING_POLL_MS, UserDataExports } from './UserDataExports';

const customer = { id: 2, email: 'owner@business.com', role: 'CUSTOMER', isActive: true } as unknown as UserRecord;
const me = { id: 1, fullName: 'admin@voosh.test' };
const LIST = 'GET /api/admin/users/2/data-exports';
const REQUEST = 'POST /api/admin/users/2/data-exports';

const copy = (fields: Partial<DataExportRecord>): DataExportRecord => ({
  id: '6f1c2a52-0000-4000-8000-000000000001',
  status: 'ready',
  createdAt: '2026-12-01T10:00:00.000Z',
  readyAt: '2026-12-01T10:01:00.000Z',
  expiresAt: '2026-12-08T10:01:00.000Z',
  sizeBytes: 20480,
  expired: false,
  ...fields,
});
const building = copy({
  id: '6f1c2a52-0000-4000-8000-000000000004',
  createdAt: '2026-12-04T10:00:00.000Z',
  status: 'building',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
});
const ready = copy({
  id: '6f1c2a52-0000-4000-8000-000000000003',
  createdAt: '2026-12-03T10:00:00.000Z',
  expiresAt: '2026-12-10T10:01:00.000Z',
});
const expired = copy({
  id: '6f1c2a52-0000-4000-8000-000000000002',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-11-08T10:01:00.000Z',
  expired: true,
});
const failed = copy({ status: 'failed', createdAt: '2026-10-01T10:00:00.000Z', readyAt: null, expiresAt: null, sizeBytes: null });

const created = (made: DataExportRecord) => TEXT.created(dateTime(made.createdAt));
const downloadOf = (made: DataExportRecord) => ({ name: `${TEXT.download}: ${created(made)}` });

/** The section on the user's page, with react-admin's toasts. */
const renderSection = () =>
  renderInAdmin(
    <>
      <UserDataExports user={customer} />
      <Notification />
    </>,
    {},
    me,
    { at: '/users/2' },
  );

const rowsOf = async () => within(await screen.findByRole('list', { name: TEXT.title })).getAllByRole('listitem');

describe('UserDataExports', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('says what it is for, and lists each copy with its status: being prepared, until when with its download, expired, failed', async () => {
    mockApi({ [LIST]: [building, ready, expired, failed] });
    renderSection();

    expect(screen.getByRole('heading', { name: TEXT.title })).toBeInTheDocument();
    expect(screen.getByText(TEXT.intro)).toHaveTextContent(/written request \(by post or e-mail\)/);
    expect(TEXT.intro).toContain(`kept ${DATA_EXPORT_VALID_DAYS} days`);
    const rows = await rowsOf();
    expect(rows.map((row) => row.textContent)).toEqual([
      `${created(building)}${TEXT.building}`,
      `${created(ready)}${TEXT.until(dateTime(ready.expiresAt))}${DATA_EXPORT_TEXTS.download}`,
      `${created(expired)}${TEXT.expired}`,
      `${created(failed)}${TEXT.failed}`,
    ]);
    expect(within(rows[1]).getByRole('button', downloadOf(ready))).toBeEnabled();
    expect(screen.getAllByRole('button', { name: new RegExp(`^${DATA_EXPORT_TEXTS.download}`) })).toHaveLength(1);
    // The latest copy is being prepared: no second one meanwhile.
    expect(screen.getByRole('button', { name: TEXT.request })).toBeDisabled();
  });

  it('asks for a copy, shows it as being prepared, and reads the list again every 3 seconds until it is ready', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const nowReady = copy({ ...building, status: 'ready', expiresAt: '2026-12-11T10:01:00.000Z' });
    let lists = [[ready]];
    const api = mockApi({
      [LIST]: () => lists.shift() ?? [nowReady, ready],
      [REQUEST]: () => {
        lists = [[building, ready]];
        return Response.json(building, { status: 202 });
      },
    });
    const reads = () => api.calls.filter((call) => call.key === LIST).length;
    renderSection();
    expect(await rowsOf()).toHaveLength(1);

    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: TEXT.request }));

    expect(await screen.findByText(TEXT.requested)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === REQUEST)).toHaveLength(1);
    expect((await rowsOf())[0]).toHaveTextContent(`${created(building)}${TEXT.building}`);
    expect(screen.getByRole('button', { name: TEXT.request })).toBeDisabled();
    expect(reads()).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(BUILDING_POLL_MS));
    await waitFor(() => expect(reads()).toBe(2));
    expect((await rowsOf())[0]).toHaveTextContent(TEXT.building);

    await act(() => jest.advanceTimersByTimeAsync(BUILDING_POLL_MS));
    expect(await screen.findByRole('button', downloadOf(building))).toBeEnabled();
    expect(reads()).toBe(3);
    expect(screen.getByRole('button', { name: TEXT.request })).toBeEnabled();

    // None is being prepared any more: the list is not read again.
    await act(() => jest.advanceTimersByTimeAsync(5 * BUILDING_POLL_MS));
    expect(reads()).toBe(3);
  });

  it('downloads a ready copy and saves it as the API names it', async () => {
    const api = mockApi({
      [LIST]: [ready, expired],
      [`GET /api/admin/data-exports/${ready.id}/archive`]: new Response('PK\u0003\u0004', {
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="voosh-data-2026-12-03.zip"' },
      }),
    });
    const createObjectURL = jest.fn((_file: Blob) => 'blob:zip');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('voosh-data-2026-12-03.zip');
    });
    renderSection();

    await userEvent.setup().click(await screen.findByRole('button', downloadOf(ready)));

    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(api.calls.map((call) => call.key)).toEqual([LIST, `GET /api/admin/data-exports/${ready.id}/archive`]);
    expect(await createObjectURL.mock.calls[0][0].text()).toBe('PK\u0003\u0004');
  });

  it('tells a refused download with the reason', async () => {
    mockApi({
      [LIST]: [ready],
      [`GET /api/admin/data-exports/${ready.id}/archive`]: failure(410, 'This data export has expired.'),
    });
    renderSection();
    await userEvent.setup().click(await screen.findByRole('button', downloadOf(ready)));
    expect(await screen.findByText(TEXT.downloadFailed)).toBeInTheDocument();
    expect(screen.getByText('This data export has expired.')).toBeInTheDocument();
  });

  it("tells a failed request with the server's reason, and lists nothing new", async () => {
    const api = mockApi({ [LIST]: [], [REQUEST]: failure(503, 'The site is under maintenance.') });
    renderSection();
    expect(await screen.findByText(TEXT.none)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: TEXT.request }));

    expect(await screen.findByText(TEXT.requestFailed)).toBeInTheDocument();
    expect(screen.getByText('The site is under maintenance.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === REQUEST)).toHaveLength(1);
    expect(screen.getByText(TEXT.none)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.request })).toBeEnabled();
  });

  it('says so when the copies cannot be loaded', async () => {
    mockApi({ [LIST]: failure(503, 'Service unavailable') });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.loadFailed);
  });
});
