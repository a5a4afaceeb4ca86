import { ARMS, MESSAGES } from '@voosh/shared';
import { expectNoAxeViolations, PAGE_WALK_TIMEOUT_MS, signedInCustomerPage, TEST_ADMIN, useSite } from './support/site';
import { eventually } from '@voosh/test-support/eventually';

const HOME_SECTION_IDS = ['services', 'tiers', 'contact', 'about'];

describe('public pages in the browser', () => {
  const site = useSite();

  it('home shows its sections in the spec order with their anchors, and passes axe in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await site.newPage({ colorScheme });
      await page.goto('/');
      await page.getByRole('heading', { name: 'Speed Where It Matters' }).waitFor();
      await page.getByText('Automation Active').waitFor();
      await page.getByRole('heading', { name: ARMS[0].name }).waitFor();
      const ids = await page.evaluate(() => Array.from(document.querySelectorAll('main section[id]'), (section) => section.id));
      expect(ids).toEqual(HOME_SECTION_IDS);
      await expectNoAxeViolations(page);
    }
  });

  it('Explore Services smooth-scrolls to #services, and the position is restored within the session', async () => {
    const page = await site.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: ARMS[0].name }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Explore Services' }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('services')!.getBoundingClientRect().top) < 100);
    // The smooth scroll has settled (no move over two frames) and its position is saved.
    const settled = () =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const y = window.scrollY;
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(window.scrollY === y && sessionStorage.getItem('voosh.home.scrollY') === String(Math.round(y))),
              ),
            );
          }),
      );
    await eventually(async () => expect(await settled()).toBe(true));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);

    await page.goto('/about');
    await page.getByRole('heading', { name: 'Our Vision' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: ARMS[0].name }).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, scrolled);
  });

  it('the packages carousel loops in 20 s, pauses on hover, and stands still for reduced motion', async () => {
    const page = await site.newPage();
    await page.goto('/');
    const track = page.locator('.packages-track');
    await track.waitFor();
    const animation = () =>
      track.evaluate((element) => {
        const style = getComputedStyle(element);
        return { name: style.animationName, duration: style.animationDuration, state: style.animationPlayState };
      });
    expect(await animation()).toEqual({ name: 'packages-loop', duration: '20s', state: 'running' });
    await page.getByTestId('packages-carousel').hover();
    expect((await animation()).state).toBe('paused');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect((await animation()).name).toBe('none');
  });

  it('the home demo form asks for the required fields, then posts a pending demo request that admins can see', async () => {
    const page = await site.newPage();
    await page.goto('/');
    const email = `browser-demo-${Date.now()}@example.com`;
    await page.getByRole('heading', { name: ARMS[0].name }).waitFor();
    // Below the fold, the form is not part of the first load: it loads as the visitor nears it.
    const formChunkLoaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('DemoRequestForm')));
    expect(await formChunkLoaded()).toBe(false);
    await page.getByRole('button', { name: 'Book a Demo' }).click();
    const form = page.getByRole('form', { name: 'Book My Demo' });
    await form.getByRole('button', { name: 'Book My Demo' }).click();
    expect(await formChunkLoaded()).toBe(true);
    await page.getByText(MESSAGES.demoRequiredTitle).waitFor();
    await page.getByText(MESSAGES.demoRequiredText).waitFor();
    await form.getByLabel('Name').fill('Browser Demo');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Company').fill('Browser Co');
    await form.getByLabel('Budget').selectOption('pro');
    await form.getByRole('button', { name: 'Book My Demo' }).click();
    await form.getByRole('status').waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe('');

    const login = await site.http.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const list = await site.http
      .get('/api/demo-submissions')
      .query({ filter: JSON.stringify({ q: email }) })
      .set('Authorization', `Bearer ${login.body.token}`)
      .expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ name: 'Browser Demo', email, company: 'Browser Co', budget: 'pro', status: 'pending' }),
    ]);
  });

  it(
    'every arm page loads with its name and products and is left by Back to Home; an unknown arm says so',
    async () => {
      const page = await site.newPage();
      for (const arm of ARMS) {
        await page.goto(`/arms/${arm.slug}`);
        await page.getByRole('heading', { level: 1, name: arm.name }).waitFor();
        await page.getByRole('heading', { level: 3, name: arm.products[0].name }).waitFor();
      }
      await expectNoAxeViolations(page);
      await page.goto('/arms/vooshdesk');
      await page.getByRole('heading', { level: 1, name: 'VOOSHDesk' }).waitFor();
      await expectNoAxeViolations(page);
      // Leaving unmounts the page and runs its effects' clean-ups (one returned a Promise: blank page).
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.getByRole('heading', { name: 'Speed Where It Matters' }).waitFor();
      await page.goto('/arms/nothing-here');
      await page.getByRole('heading', { name: MESSAGES.armNotFound }).waitFor();
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it('a visitor who presses Purchase gets the Login Required dialog', async () => {
    const page = await site.newPage();
    await page.goto('/arms/vooshrm');
    await page.getByRole('button', { name: `Purchase: ${ARMS[1].products[0].name}` }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.loginRequiredTitle });
    await dialog.getByText(MESSAGES.loginRequiredText).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('link', { name: MESSAGES.loginNow }).click();
    await page.waitForURL('**/login');
    await page.close();
  });

  it('a signed-in customer adds a product to the cart and requests a custom quote from the arm pages', async () => {
    const { customer, page } = await signedInCustomerPage(site);
    await page.goto('/arms/vooshdesk');
    await page.getByRole('button', { name: 'Purchase: SnapForm' }).click();
    await page.getByText(MESSAGES.addedToCartTitle).waitFor();
    const cart = await site.http.get('/api/cart').set(customer.auth).expect(200);
    expect(cart.body).toEqual([expect.objectContaining({ productName: 'SnapForm', quantity: 1 })]);

    const quoted = ARMS.find((arm) => arm.key === 'custom')!.products[0].name;
    await page.goto('/arms/vooshcustom');
    await page.getByRole('button', { name: `Request Quote: ${quoted}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Custom Quote' });
    await dialog.getByRole('button', { name: 'Send Quote Request' }).click();
    await page.getByText(MESSAGES.requestSubmittedTitle).waitFor();
    const requests = await site.http.get('/api/purchase-requests').set(customer.auth).expect(200);
    expect(JSON.stringify(requests.body)).toContain(quoted);
  });

  it('/services lists every arm; its pricing dialog passes axe', async () => {
    const page = await site.newPage();
    await page.goto('/services');
    for (const arm of ARMS) await page.getByRole('heading', { level: 2, name: arm.name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Learn More: TaskMaster' }).click();
    const dialog = page.getByRole('dialog', { name: 'TaskMaster' });
    await dialog.getByText('includes ongoing maintenance and support').waitFor();
    await expectNoAxeViolations(page);
  });

  it('an unknown path shows the 404 page', async () => {
    const page = await site.newPage();
    await page.goto('/nonexistent');
    await page.getByRole('heading', { name: MESSAGES.notFoundTitle }).waitFor();
  });
});
