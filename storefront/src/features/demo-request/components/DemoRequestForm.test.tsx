import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@voosh/shared';
import { mockApi, renderApp, sentBody } from '../../../../test/support/render';

async function openContactForm() {
  renderApp('/contact');
  // The first render compiles the lazy route's modules: allow it time.
  return screen.findByRole('form', { name: 'Schedule Consultation' }, { timeout: 15_000 });
}

type User = ReturnType<typeof userEvent.setup>;

/** Types a whole value at once (a paste): per-key typing re-renders MUI fields for every letter. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillRequired(form: HTMLElement) {
  const user = userEvent.setup();
  await fill(user, within(form).getByLabelText(/^Name/), 'Ada Lovelace');
  await fill(user, within(form).getByLabelText(/^Email/), 'ada@engines.com');
  await fill(user, within(form).getByLabelText(/^Company/), 'Analytical Engines');
  return user;
}

const submissionCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      String(input instanceof Request ? input.url : input).endsWith('/api/demo-submissions') &&
      (init?.method ?? (input as Request).method) === 'POST',
  );

describe('the demo / consultation form', () => {
  beforeEach(() => localStorage.clear());

  it('refuses to send without name, e-mail and company, with the required-fields toast', async () => {
    const fetchMock = mockApi({ 'POST /api/demo-submissions': { status: 201, body: { success: true, id: 1 } } });
    const form = await openContactForm();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Name/), 'Ada');
    await user.click(within(form).getByRole('button', { name: 'Schedule Consultation' }));
    expect(await screen.findByText(MESSAGES.demoRequiredTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.demoRequiredText)).toBeInTheDocument();
    expect(submissionCalls(fetchMock)).toHaveLength(0);
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Ada');
  });

  it('sends the fields, the chosen option values, message and status pending; success confirms and clears', async () => {
    const fetchMock = mockApi({ 'POST /api/demo-submissions': { status: 201, body: { success: true, id: 12 } } });
    const form = await openContactForm();
    const user = await fillRequired(form);
    await user.selectOptions(within(form).getByLabelText('Problem Area'), 'finance');
    await user.selectOptions(within(form).getByLabelText('Budget'), '$1000+/month');
    await user.selectOptions(within(form).getByLabelText('Preferred Meeting Time'), 'evening');
    await fill(user, within(form).getByLabelText('Details'), 'Invoices by hand');
    await user.click(within(form).getByRole('button', { name: 'Schedule Consultation' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(MESSAGES.demoScheduledTitle);
    expect(await sentBody(fetchMock, 'POST', '/api/demo-submissions')).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@engines.com',
      company: 'Analytical Engines',
      problemArea: 'finance',
      budget: 'enterprise',
      meetingTime: 'evening',
      details: 'Invoices by hand',
      message: 'Invoices by hand',
      status: 'pending',
    });
    for (const label of [/^Name/, /^Email/, /^Company/, 'Details', 'Budget']) expect(within(form).getByLabelText(label)).toHaveValue('');
  });

  it.each([
    ['a server error', { status: 500, body: { error: 'Internal server error' } }],
    ['a network failure', 'network-error' as const],
  ])('on %s shows the failure toast and keeps the data', async (_case, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /api/demo-submissions': answer });
    const form = await openContactForm();
    const user = await fillRequired(form);
    await user.selectOptions(within(form).getByLabelText('Problem Area'), 'hr');
    await user.click(within(form).getByRole('button', { name: 'Schedule Consultation' }));

    expect(await screen.findByText(MESSAGES.demoFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.demoFailedText)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Schedule Consultation' })).toBeEnabled());
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('ada@engines.com');
    expect(within(form).getByLabelText('Problem Area')).toHaveValue('hr');
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });
});
