import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARMS, CURRENCY_STORAGE_KEY, findArmBySlug, HOME_PRODUCTS_PER_ARM } from '@voosh/shared';
import { mockApi, renderApp } from '../../../../test/support/render';
import { catalogueAnswers } from '../../catalogue/catalogueFixtures.testing';
import { HERO_BADGE, HERO_DESCRIPTION, HERO_FIGURES, HERO_TAGLINE } from '../heroContent';

async function openHome() {
  renderApp('/');
  // The first render compiles the lazy route's modules: allow it time.
  await screen.findByRole('heading', { name: ARMS[0].name }, { timeout: 15_000 });
}

const armCard = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('.MuiCard-root') as HTMLElement;

describe('the home page', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.scrollTo = jest.fn();
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('has the hero, then the sections with their anchors (services, tiers, contact, about), then the footer', async () => {
    mockApi(catalogueAnswers());
    await openHome();
    expect(screen.getByRole('heading', { level: 1, name: HERO_TAGLINE })).toBeInTheDocument();
    expect(screen.getByText(HERO_DESCRIPTION)).toBeInTheDocument();
    expect(screen.getByText(HERO_BADGE)).toBeInTheDocument();
    for (const figure of HERO_FIGURES) expect(screen.getByText(figure.value)).toBeInTheDocument();
    const ids = Array.from(document.querySelectorAll('main section[id]'), (section) => section.id);
    expect(ids).toEqual(['services', 'tiers', 'contact', 'about']);
    const footer = screen.getByRole('contentinfo');
    for (const path of ['/case-studies', '/blog', '/careers', '/privacy-policy', '/terms-of-service', '/cookie-policy']) {
      expect(
        within(footer)
          .getAllByRole('link')
          .some((link) => link.getAttribute('href') === path),
      ).toBe(true);
    }
  });

  it(`shows the first ${HOME_PRODUCTS_PER_ARM} products of each arm and "+N more" for the rest`, async () => {
    mockApi(catalogueAnswers());
    await openHome();
    const rm = findArmBySlug('vooshrm')!;
    const rmCard = armCard(rm.name);
    expect(within(rmCard).getByText(rm.products[0].name)).toBeInTheDocument();
    expect(within(rmCard).getByText(rm.products[1].name)).toBeInTheDocument();
    expect(within(rmCard).queryByText(rm.products[2].name)).not.toBeInTheDocument();
    expect(within(rmCard).getByText(`+${rm.products.length - HOME_PRODUCTS_PER_ARM} more`)).toBeInTheDocument();
    const plan = findArmBySlug('vooshplan')!;
    expect(plan.products).toHaveLength(HOME_PRODUCTS_PER_ARM);
    expect(within(armCard(plan.name)).queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('shows the tiers, all Coming Soon, with prices in the display currency', async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'GBP');
    mockApi(catalogueAnswers());
    await openHome();
    const tiers = document.getElementById('tiers') as HTMLElement;
    // 199 x 0.79 = 157.21 -> £157; 399 x 0.79 = 315.21 -> £315; 799 x 0.79 = 631.21 -> £631.
    for (const price of ['£157', '£315', '£631']) expect(await within(tiers).findByText(price)).toBeInTheDocument();
    expect(within(tiers).getByText('Most Popular')).toBeInTheDocument();
    expect(within(tiers).getAllByRole('button', { name: 'Coming Soon' })).toHaveLength(3);
  });

  it('Explore Services and Book a Demo scroll to #services and #contact', async () => {
    mockApi(catalogueAnswers());
    await openHome();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Explore Services' }));
    expect(Element.prototype.scrollIntoView).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(document.getElementById('services'));
    await user.click(screen.getByRole('button', { name: 'Book a Demo' }));
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(document.getElementById('contact'));
  });
});
