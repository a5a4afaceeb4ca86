import { filenameOf } from '@voosh/api-client';
import type { ForeignCurrencyCode } from '@voosh/shared';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils, SortPayload } from 'react-admin';
import { API_ROOT, apiPathOf, exportUrlOf } from './resources';
import { fetchWithSession, httpClient } from './httpClient';
import type {
  AccountSecurityRecord,
  GoogleLinkRecord,
  Analytics,
  ChangePasswordBody,
  DocumentRecord,
  ExchangeRatesRecord,
  LiveTicket,
  PaymentRecord,
  PlanChargeRecord,
  PlanLinesBody,
  PlanRecord,
  ProfilePatch,
  ProfileRecord,
  PurchaseRequestEvent,
  RecordOfflinePaymentBody,
  RecordPlanPaymentBody,
  RefundBody,
  SettingsPatch,
  PaymentsConfigRecord,
  SettingsRecord,
  TestEmailResult,
} from './types';

/** What an admin can do to a plan in one call. */
export type PlanAction = 'pause' | 'resume' | 'cancel';

type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;
type FetchRaw = (url: string, init?: RequestInit) => Promise<Response>;

/** Every answer of a console method comes as `{ data }`, like react-admin's own methods. */
type Answer<T> = Promise<{ data: T }>;

/** What a CSV export brings back: the file and the name the server gave it. */
/** A file the API answered (a CSV export, a document's PDF), for saveFile. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** react-admin's methods on the console's resource names, plus the calls that are not lists. */
export interface ConsoleDataProvider extends DataProvider {
  getRequestEvents(requestId: number): Answer<PurchaseRequestEvent[]>;
  getRequestPayments(requestId: number): Answer<PaymentRecord[]>;
  getRequestDocuments(requestId: number): Answer<DocumentRecord[]>;
  /** One document's PDF, as stored when it was issued. */
  downloadDocument(document: DocumentRecord): Answer<DownloadedFile>;
  recordOfflinePayment(requestId: number, body: RecordOfflinePaymentBody): Answer<PaymentRecord>;
  refundPayment(paymentId: number, body: RefundBody): Answer<PaymentRecord>;
  getAnalytics(): Answer<Analytics>;
  getSettings(): Answer<SettingsRecord>;
  /** Whether card payments are configured (the public answer the storefront reads too). */
  getPaymentsConfig(): Answer<PaymentsConfigRecord>;
  updateSettings(patch: SettingsPatch): Answer<SettingsRecord>;
  getExchangeRates(): Answer<ExchangeRatesRecord>;
  /** Pins `currency` to `rate`, or unpins it (`rate` null). */
  pinExchangeRate(currency: ForeignCurrencyCode, rate: number | null): Answer<ExchangeRatesRecord>;
  sendTestEmail(): Answer<TestEmailResult>;
  changePassword(body: ChangePasswordBody): Answer<{ token: string }>;
  getProfile(): Answer<ProfileRecord>;
  updateProfile(patch: ProfilePatch): Answer<ProfileRecord>;
  createLiveTicket(): Answer<LiveTicket>;
  /** An admin's change of a plan: pause, resume or cancel it now. */
  changePlan(planId: number, action: PlanAction): Answer<PlanRecord>;
  changePlanLines(planId: number, body: PlanLinesBody): Answer<PlanRecord>;
  /** The `count` oldest overdue months of invoice plans, and how many are overdue in all. */
  getOverduePlanCharges(count: number): Promise<{ data: PlanChargeRecord[]; total: number }>;
  recordPlanPayment(chargeId: number, body: RecordPlanPaymentBody): Answer<PlanRecord>;
  refundPlanCharge(chargeId: number, body: RefundBody): Answer<PlanRecord>;
  /** A user's authenticator app (on or off) and what staff did to the account. */
  getUserSecurity(userId: number): Answer<AccountSecurityRecord>;
  /** Removes another user's authenticator app, the admin's own password given again. */
  removeUserTwoFactor(userId: number, currentPassword: string): Answer<AccountSecurityRecord>;
  /** Whether a Google account is linked to the signed-in admin's, and whether Google sign-in is configured. */
  getGoogleLink(): Answer<GoogleLinkRecord>;
  /** Starts linking a Google account (the password again): the Google address to send the browser to. */
  startGoogleLink(currentPassword: string): Answer<{ url: string }>;
  unlinkGoogle(currentPassword: string): Answer<{ success: boolean }>;
  /** The whole list as CSV, with the list's own filter and sort. */
  exportCsv(resource: string, params: { sort: SortPayload; filter: Record<string, unknown> }): Answer<DownloadedFile>;
}

export function createDataProvider(http: HttpClient = httpClient, fetchRaw: FetchRaw = fetchWithSession): ConsoleDataProvider {
  const rest = simpleRestProvider(API_ROOT, http as typeof httpClient);
  const json = async <T>(path: string, init: fetchUtils.Options = {}): Answer<T> => ({
    data: (await http(`${API_ROOT}${path}`, init)).json as T,
  });
  /** A file answer, named as its Content-Disposition says (else `fallbackName`). */
  const download = async (url: string, accept: string, fallbackName: string): Answer<DownloadedFile> => {
    const response = await fetchRaw(url, { headers: { Accept: accept } });
    const filename = filenameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
    return { data: { blob: await response.blob(), filename } };
  };
  const send = <T>(method: string, path: string, body?: unknown) =>
    json<T>(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

  return {
    // The console's names (users, demo-requests, ...) become the API's paths (admin/users, demo-submissions, ...);
    // async, so an unknown name is a rejected promise as react-admin expects.
    getList: async (resource, params) => rest.getList(apiPathOf(resource), params),
    getOne: async (resource, params) => rest.getOne(apiPathOf(resource), params),
    getMany: async (resource, params) => rest.getMany(apiPathOf(resource), params),
    getManyReference: async (resource, params) => rest.getManyReference(apiPathOf(resource), params),
    create: async (resource, params) => rest.create(apiPathOf(resource), params),
    update: async (resource, params) => rest.update(apiPathOf(resource), params),
    updateMany: async (resource, params) => rest.updateMany(apiPathOf(resource), params),
    delete: async (resource, params) => rest.delete(apiPathOf(resource), params),
    deleteMany: async (resource, params) => rest.deleteMany(apiPathOf(resource), params),

    getRequestEvents: (requestId) => json(`/purchase-requests/${requestId}/events`),
    getRequestPayments: (requestId) => json(`/purchase-requests/${requestId}/payments`),
    getRequestDocuments: (requestId) => json(`/purchase-requests/${requestId}/documents`),
    downloadDocument: (document) =>
      download(
        `${API_ROOT}/purchase-requests/${document.requestId}/documents/${document.id}/pdf`,
        'application/pdf',
        `${document.number}.pdf`,
      ),
    recordOfflinePayment: (requestId, body) => send('POST', `/purchase-requests/${requestId}/payments`, body),
    refundPayment: (paymentId, body) => send('POST', `/payments/${paymentId}/refund`, body),
    getAnalytics: () => json('/admin/analytics'),
    getSettings: () => json('/admin/settings'),
    getPaymentsConfig: () => json('/payments/config'),
    updateSettings: (patch) => send('PUT', '/admin/settings', patch),
    getExchangeRates: () => json('/currency/rates'),
    pinExchangeRate: (currency, rate) =>
      rate === null ? send('DELETE', `/admin/currency/pins/${currency}`) : send('PUT', `/admin/currency/pins/${currency}`, { rate }),
    sendTestEmail: () => send('POST', '/admin/test-email'),
    changePassword: (body) => send('POST', '/auth/change-password', body),
    getProfile: () => json('/profile'),
    updateProfile: (patch) => send('PUT', '/profile', patch),
    createLiveTicket: () => send('POST', '/admin/live/ticket'),
    changePlan: (planId, action) => send('POST', `/admin/plans/${planId}/${action}`),
    changePlanLines: (planId, body) => send('PUT', `/admin/plans/${planId}/lines`, body),
    getOverduePlanCharges: async (count) => {
      const { data, total } = await rest.getList<PlanChargeRecord>('admin/plan-charges/overdue', {
        pagination: { page: 1, perPage: count },
        sort: { field: 'dueAt', order: 'ASC' },
        filter: {},
      });
      return { data, total: total ?? data.length };
    },
    recordPlanPayment: (chargeId, body) => send('POST', `/admin/plan-charges/${chargeId}/payments`, body),
    refundPlanCharge: (chargeId, body) => send('POST', `/admin/plan-charges/${chargeId}/refund`, body),
    getUserSecurity: (userId) => json(`/admin/users/${userId}/security`),
    getGoogleLink: () => json('/auth/google/link'),
    startGoogleLink: (currentPassword) => send('POST', '/auth/google/link', { currentPassword }),
    unlinkGoogle: (currentPassword) => send('POST', '/auth/google/unlink', { currentPassword }),
    removeUserTwoFactor: (userId, currentPassword) => send('POST', `/admin/users/${userId}/two-factor/remove`, { currentPassword }),

    exportCsv: async (resource, { sort, filter }) => {
      const query = new URLSearchParams({ sort: JSON.stringify([sort.field, sort.order]), filter: JSON.stringify(filter) });
      return download(`${exportUrlOf(resource)}?${query}`, 'text/csv', `${resource}.csv`);
    },
  };
}

export const dataProvider = createDataProvider();
