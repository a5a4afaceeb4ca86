import { SESSION_STORAGE_KEY } from '@voosh/shared';
import { filenameOf } from '@voosh/api-client';
import { HttpError } from 'react-admin';
import { failure, mockApi } from '../../test/support/mockApi';
import { api, dataOf, fileOf } from './api';

const session = { token: 'admin-token', user: { id: 1, email: 'admin@voosh.test', role: 'ADMIN' } };

describe("the console's typed API client", () => {
  afterEach(() => localStorage.clear());

  it("sends the stored session's bearer token and answers the data of a 2xx answer", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    const sent = mockApi({ 'GET /api/admin/settings': { maintenanceMode: false } });
    expect(dataOf(await api.GET('/api/admin/settings'))).toEqual({ maintenanceMode: false });
    expect(sent.calls[0].headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it("rejects a non-2xx answer with react-admin's HttpError: its status, its body and the server's text", async () => {
    mockApi({ 'GET /api/admin/settings': failure(401, 'Session expired') });
    const answer = await api.GET('/api/admin/settings');
    let error: unknown;
    try {
      dataOf(answer);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Session expired', body: { statusCode: 401, error: 'Session expired' } });
  });

  it('names a file answer as its Content-Disposition says, else by the fallback name', async () => {
    const pdf = (headers: Record<string, string>) =>
      new Response('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf', ...headers } });
    mockApi({
      'GET /api/purchase-requests/7/documents/1/pdf': pdf({ 'Content-Disposition': 'attachment; filename="Q-2026-00001.pdf"' }),
      'GET /api/purchase-requests/7/documents/2/pdf': pdf({}),
    });
    const ask = (documentId: number) =>
      api.GET('/api/purchase-requests/{id}/documents/{documentId}/pdf', { params: { path: { id: 7, documentId } }, parseAs: 'blob' });
    const named = fileOf(await ask(1), 'fallback.pdf');
    expect(named.filename).toBe('Q-2026-00001.pdf');
    expect(await named.blob.text()).toBe('%PDF-1.3');
    expect(fileOf(await ask(2), 'fallback.pdf').filename).toBe('fallback.pdf');
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(filenameOf('attachment; filename="users.csv"')).toBe('users.csv');
    expect(filenameOf("attachment; filename*=UTF-8''demo%20requests.csv")).toBe('demo requests.csv');
    expect(filenameOf('attachment')).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });
});
