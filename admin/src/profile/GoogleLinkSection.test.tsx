import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GOOGLE_LINK_MESSAGES } from '@voosh/shared';
import { Notification } from 'react-admin';
import { failure, mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import { GOOGLE_LINK_TEXTS as TEXT, GoogleLinkSection } from './GoogleLinkSection';

/** The section with the console's toasts. */
const withToasts = (
  <>
    <GoogleLinkSection />
    <Notification />
  </>
);

describe('GoogleLinkSection', () => {
  it('unlinks with your password, then offers linking', async () => {
    let linked = true;
    const api = mockApi({
      'GET /api/auth/google/link': () => ({ linked, available: true }),
      'POST /api/auth/google/unlink': () => ((linked = false), { success: true }),
    });
    renderInAdmin(withToasts);
    expect(await screen.findByText(TEXT.linked)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: TEXT.unlink }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(TEXT.yourPassword), 'admin-password-1');
    await user.click(within(dialog).getByRole('button', { name: TEXT.unlink }));
    await waitFor(() => expect(api.bodiesTo('POST /api/auth/google/unlink')).toContainEqual({ currentPassword: 'admin-password-1' }));
    expect(await screen.findByText(GOOGLE_LINK_MESSAGES.unlinked)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: TEXT.link })).toBeInTheDocument();
  });

  it('shows the reason when linking is refused, and nothing at all when Google sign-in is not configured', async () => {
    mockApi({
      'GET /api/auth/google/link': { linked: false, available: true },
      'POST /api/auth/google/link': failure(400, 'Your current password is incorrect.'),
    });
    const view = renderInAdmin(withToasts);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.link }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(TEXT.yourPassword), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: TEXT.link }));
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    view.unmount();

    mockApi({ 'GET /api/auth/google/link': { linked: false, available: false } });
    renderInAdmin(<GoogleLinkSection />);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('region', { name: TEXT.title })).not.toBeInTheDocument());
  });
});
