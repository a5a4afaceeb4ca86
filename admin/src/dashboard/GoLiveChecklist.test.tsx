import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GO_LIVE_ITEMS, GO_LIVE_TEXTS, type GoLiveItem } from '@voosh/shared';
import { Notification } from 'react-admin';
import { failure, mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import { GoLiveChecklist } from './GoLiveChecklist';

type State = { done?: boolean; dismissed?: boolean };

/** The API's checklist: every item, to do unless `states` says otherwise. */
const checklist = (states: Partial<Record<GoLiveItem, State>> = {}) => ({
  items: GO_LIVE_ITEMS.map((item) => ({ item, done: false, dismissed: false, ...states[item] })),
});
const { items } = GO_LIVE_TEXTS;

describe('GoLiveChecklist', () => {
  it('lists what is neither done nor dismissed, each with what to do', async () => {
    mockApi({ 'GET /api/admin/go-live': checklist({ cardPayments: { done: true }, firstAdminPasswordFile: { dismissed: true } }) });
    renderInAdmin(<GoLiveChecklist />);
    expect(await screen.findByRole('heading', { name: GO_LIVE_TEXTS.title })).toBeInTheDocument();
    for (const item of ['companyDetails', 'bankDetails', 'outgoingMail'] as const) {
      expect(screen.getByText(items[item].title)).toBeInTheDocument();
      expect(screen.getByText(items[item].todo)).toBeInTheDocument();
    }
    expect(screen.queryByText(items.cardPayments.title)).toBeNull();
    expect(screen.queryByText(items.firstAdminPasswordFile.title)).toBeNull();
  });

  it('dismisses an item through the API and stops showing it', async () => {
    const api = mockApi({
      'GET /api/admin/go-live': checklist(),
      'POST /api/admin/go-live/companyDetails/dismiss': checklist({ companyDetails: { dismissed: true } }),
    });
    renderInAdmin(<GoLiveChecklist />);
    await userEvent.click(await screen.findByRole('button', { name: `${GO_LIVE_TEXTS.dismiss}: ${items.companyDetails.title}` }));
    await waitFor(() => expect(screen.queryByText(items.companyDetails.title)).toBeNull());
    expect(api.calls.map((call) => call.key)).toContain('POST /api/admin/go-live/companyDetails/dismiss');
    expect(screen.getByText(items.bankDetails.title)).toBeInTheDocument();
  });

  it('keeps the item and says so when the dismissal fails', async () => {
    mockApi({
      'GET /api/admin/go-live': checklist(),
      'POST /api/admin/go-live/outgoingMail/dismiss': failure(500, 'Internal server error'),
    });
    renderInAdmin(
      <>
        <GoLiveChecklist />
        <Notification />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: `${GO_LIVE_TEXTS.dismiss}: ${items.outgoingMail.title}` }));
    expect(await screen.findByText(GO_LIVE_TEXTS.dismissFailed)).toBeInTheDocument();
    expect(screen.getByText(items.outgoingMail.title)).toBeInTheDocument();
  });

  it('shows nothing once every item is done or dismissed', async () => {
    const api = mockApi({
      'GET /api/admin/go-live': checklist({
        companyDetails: { done: true },
        bankDetails: { done: true },
        outgoingMail: { dismissed: true },
        cardPayments: { done: true },
        firstAdminPasswordFile: { done: true },
      }),
    });
    renderInAdmin(<GoLiveChecklist />);
    await waitFor(() => expect(api.calls.some((call) => call.key === 'GET /api/admin/go-live')).toBe(true));
    // The answer resolves at once: let React render what it says before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('heading', { name: GO_LIVE_TEXTS.title })).toBeNull();
  });
});
