import { act, screen } from '@testing-library/react';
import { THEME_STORAGE_KEY } from '@voosh/shared';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeToggle } from '../features/shell/components/ThemeToggle';
import { HydratedApart } from '../lib/pageCommitted';
import { stubMatchMedia } from '../../test/support/matchMedia';
import { mockApi } from '../../test/support/render';
import { AppProviders } from './App';
import { createQueryClient } from './queryClient';

const Section = ({ name }: { name: string }) => <section>{name}</section>;
const Router = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

/** A page in the app's providers: the theme toggle (as in the top bar), then a part hydrated apart. */
function Page({ Late }: { Late: ComponentType<{ name: string }> }) {
  return (
    <AppProviders Router={Router} queryClient={createQueryClient()} initialSession={null}>
      <ThemeToggle />
      <HydratedApart>
        <Late name="Contact" />
      </HydratedApart>
    </AppProviders>
  );
}

beforeEach(() => {
  localStorage.clear();
  stubMatchMedia(false);
  mockApi();
});

describe("hydrating the server's markup in a browser that stores the dark theme", () => {
  it('neither mismatches the markup nor makes the parts still to hydrate hydrate at once, and the toggle then follows the stored theme', async () => {
    // The server renders without the browser's storage.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page Late={Section} />);
    document.body.append(container);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    let arrive!: () => void;
    const LateSection = lazy(() => new Promise<{ default: typeof Section }>((resolve) => (arrive = () => resolve({ default: Section }))));
    const recoverableErrors: unknown[] = [];

    const root = await act(async () =>
      hydrateRoot(container, <Page Late={LateSection} />, { onRecoverableError: (error) => recoverableErrors.push(error) }),
    );
    // Hydrated: the toggle shows the stored theme, while the part whose code is late still waits,
    // its server markup in place (an update of the theme's context above it would have made React
    // drop that markup and render the part afresh, reporting it).
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Contact');
    await act(async () => arrive());

    expect(recoverableErrors).toEqual([]);
    expect(container).toHaveTextContent('Contact');
    act(() => root.unmount());
    container.remove();
  });
});
