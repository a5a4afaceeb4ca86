import { BRAND, centsToDecimalText, purchaseRequestStatusText, statusLabel } from '@voosh/shared';
import { compose } from '../mail/templates';

/** The e-mails sent on business events (each gated by its setting in NotificationsService). */
export const demoRequestAlertMail = (to: string, demo: { id: number; name: string; email: string; company: string; problemArea: string | null; details: string | null }) =>
  compose(to, `New demo request from ${demo.name} (${demo.company})`, [
    `${demo.name} <${demo.email}> from ${demo.company} asked for a demo (request #${demo.id}).`,
    `Problem area: ${demo.problemArea ?? 'not given'}. Details: ${demo.details || 'none'}.`,
    'Open the admin console to contact them.',
  ]);

export const purchaseRequestAlertMail = (to: string, request: { id: number; totalCents: number }, customer: { email: string; firstName?: string | null; lastName?: string | null }) =>
  compose(to, `New purchase request #${request.id}`, [
    `${[customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email} <${customer.email}> submitted purchase request #${request.id}.`,
    `Total: $${centsToDecimalText(request.totalCents)}.`,
    'Open the admin console to review it.',
  ]);

export const statusChangedMail = (to: string, request: { id: number }, from: string, status: string) =>
  compose(to, `Your ${BRAND} request #${request.id} is now ${statusLabel(status)}`, [
    `The status of your purchase request #${request.id} changed from ${statusLabel(from)} to ${statusLabel(status)}.`,
    purchaseRequestStatusText(status),
    'You can follow it under Requests in your account.',
  ]);
