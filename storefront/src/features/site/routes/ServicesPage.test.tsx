import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARMS, MESSAGES } from '@voosh/shared';
import { mockApi, renderApp } from '../../../../test/support/render';
import { catalogueAnswers } from '../../catalogue/catalogueFixtures.testing';

describe('/services (all products)', () => {
  beforeEach(() => localStorage.clear());

  it('lists every arm with its product cards; Learn More opens the pricing dialog', async () => {
    mockApi(catalogueAnswers());
    renderApp('/services');
    await screen.findByRole('heading', { level: 2, name: ARMS[0].name }, { timeout: 15_000 });
    for (const arm of ARMS) expect(screen.getByRole('heading', { level: 2, name: arm.name })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(ARMS.reduce((count, arm) => count + arm.products.length, 0));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Learn More: TaskMaster' }));
    const dialog = await screen.findByRole('dialog', { name: 'TaskMaster' });
    expect(dialog).toHaveTextContent('One-time project price');
    expect(dialog).toHaveTextContent('$500');
    expect(dialog).toHaveTextContent('includes ongoing maintenance and support');
    expect(dialog).toHaveTextContent(/node-based structure/);
    expect(within(dialog).getByRole('link', { name: 'Login to purchase' })).toHaveAttribute('href', '/login');

    await user.click(within(dialog).getByRole('button', { name: 'Purchase This Product' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.loginRequiredTitle })).toHaveTextContent(MESSAGES.loginRequiredText);
  });
});
