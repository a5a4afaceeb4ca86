import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazyPage';

describe('lazyPage', () => {
  const module = { Page: () => <h1>The page</h1> };

  it('suspends until its code has loaded when rendered first', async () => {
    const load = jest.fn(() => Promise.resolve(module));
    const Page = lazyPage(load, 'Page');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const Page = lazyPage(() => Promise.resolve(module), 'Page');
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
