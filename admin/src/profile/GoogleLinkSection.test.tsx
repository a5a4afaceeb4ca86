import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GOOGLE_LINK_MESSAGES } from '@voosh/shared';
import { type DataProvider, Notification } from 'react-admin';
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
    const getGoogleLink = jest.fn(async () => ({ data: { linked, available: true } }));
    const unlinkGoogle = jest.fn(async () => ((linked = false), { data: { success: true } }));
    renderInAdmin(withToasts, { getGoogleLink, unlinkGoogle } as unknown as Partial<DataProvider>);
    expect(await screen.findByText(TEXT.linked)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: TEXT.unlink }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(TEXT.yourPassword), 'admin-password-1');
    await user.click(within(dialog).getByRole('button', { name: TEXT.unlink }));
    await waitFor(() => expect(unlinkGoogle).toHaveBeenCalledWith('admin-password-1'));
    expect(await screen.findByText(GOOGLE_LINK_MESSAGES.unlinked)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: TEXT.link })).toBeInTheDocument();
  });

  it('shows the reason when linking is refused, and nothing at all when Google sign-in is not configured', async () => {
    const startGoogleLink = jest.fn(async () => {
      throw new Error('Your current password is incorrect.');
    });
    const view = renderInAdmin(withToasts, {
      getGoogleLink: async () => ({ data: { linked: false, available: true } }),
      startGoogleLink,
    } as unknown as Partial<DataProvider>);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.link }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(TEXT.yourPassword), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: TEXT.link }));
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    view.unmount();

    renderInAdmin(<GoogleLinkSection />, {
      getGoogleLink: async () => ({ data: { linked: false, available: false } }),
    } as unknown as Partial<DataProvider>);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('region', { name: TEXT.title })).not.toBeInTheDocument());
  });
});
