/** Paying by bank transfer: the vendor's bank details, the transfer page's address and the customer's notice of a transfer sent. */
import type { DocumentPaymentKind } from './documents';
import { PAYMENT_REQUEST_PARAM, PAYMENT_TYPE_PARAM, type PaymentKind } from './payments';

/** The vendor's bank account as invoices and the transfer page print it; admins edit it under Settings → Company details. */
export interface BankDetails {
  bank: string;
  accountName: string;
  /** The account number or the IBAN. */
  accountNumber: string;
  /** SWIFT/BIC; empty when none is printed. */
  swift: string;
  /** Routing number or sort code; empty when none is printed. */
  routing: string;
  /** Free text printed under the details, e.g. 'Use the invoice number as the reference'. */
  instructions: string;
}

export const DEFAULT_BANK_DETAILS: Readonly<BankDetails> = Object.freeze({
  bank: '',
  accountName: '',
  accountNumber: '',
  swift: '',
  routing: '',
  instructions: '',
});

/** The fields a transfer cannot be made without: all of them set, or none (the details cleared). */
export const BANK_DETAILS_REQUIRED = ['bank', 'accountName', 'accountNumber'] as const;

export const BANK_DETAILS_MAX = { bank: 120, accountName: 120, accountNumber: 40, swift: 11, routing: 30, instructions: 500 } as const;

/** A SWIFT/BIC code: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const SWIFT_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** An account number or IBAN: letters, digits, spaces and dashes. */
export const ACCOUNT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** Whether a customer can be told where to send a transfer. */
export function bankDetailsSet(details: BankDetails): boolean {
  return BANK_DETAILS_REQUIRED.every((field) => details[field].trim() !== '');
}

/** The bank details as printed lines: 'Bank: NCB', 'Account name: VOOSH Ltd', ... (empty fields left out). */
export function bankDetailsLines(details: BankDetails): string[] {
  const lines: [string, string][] = [
    ['Bank', details.bank],
    ['Account name', details.accountName],
    ['Account number / IBAN', details.accountNumber],
    ['SWIFT/BIC', details.swift],
    ['Routing / sort code', details.routing],
  ];
  return lines.filter(([, value]) => value.trim() !== '').map(([label, value]) => `${label}: ${value}`);
}

/** What a transfer pays: a payment of the request, or a month of its invoice plan (what its invoice asks). */
export type TransferKind = DocumentPaymentKind;

/** The customer's notice of a transfer: its reference and note. */
export const TRANSFER_REFERENCE_MAX = 100;
export const TRANSFER_NOTE_MAX = 500;
/** How far back a transfer's date may be, in days. */
export const TRANSFER_SENT_MAX_AGE_DAYS = 365;

export const TRANSFER_PAGE_PATH = '/customer/transfer';
export const TRANSFER_PLAN_PARAM = 'plan';
export const TRANSFER_MONTH_PARAM = 'month';

/** The transfer page of a payment of a request: (12, 'final') -> '/customer/transfer?request=12&type=final'. */
export function transferPagePath(requestId: number, kind: PaymentKind): string {
  return `${TRANSFER_PAGE_PATH}?${PAYMENT_REQUEST_PARAM}=${requestId}&${PAYMENT_TYPE_PARAM}=${kind}`;
}

/** The transfer page of a month of an invoice plan: (3, 41) -> '/customer/transfer?plan=3&month=41'. */
export function planTransferPagePath(planId: number, chargeId: number): string {
  return `${TRANSFER_PAGE_PATH}?${TRANSFER_PLAN_PARAM}=${planId}&${TRANSFER_MONTH_PARAM}=${chargeId}`;
}

/**
 * Why a transfer's date (YYYY-MM-DD) cannot be the day it was sent, or null: not a date, after
 * today (today anywhere on Earth, so a customer ahead of UTC is not refused), or over a year ago.
 */
export function transferDateProblem(sentOn: string, now: Date): string | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(sentOn) ? new Date(`${sentOn}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== sentOn) return 'sentOn must be a date, YYYY-MM-DD';
  const latestToday = new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
  if (sentOn > latestToday) return 'sentOn cannot be in the future';
  const earliest = new Date(now.getTime() - TRANSFER_SENT_MAX_AGE_DAYS * 86_400_000).toISOString().slice(0, 10);
  if (sentOn < earliest) return `sentOn must be within the last ${TRANSFER_SENT_MAX_AGE_DAYS} days`;
  return null;
}
