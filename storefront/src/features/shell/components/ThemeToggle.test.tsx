import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from '@voosh/shared';
import { stubMatchMedia } from '../../../../test/support/matchMedia';
import { mockApi, renderApp } from '../../../../test/support/render';
import { ThemeToggle } from './ThemeToggle';

const root = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root().className = '';
  stubMatchMedia(false);
  mockApi();
});

describe('theme', () => {
  it('starts from the stored theme', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderApp('/', <ThemeToggle />);
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    await waitFor(() => expect(root()).toHaveClass('dark'));
  });

  it('follows the system preference when nothing is stored', async () => {
    stubMatchMedia(true);
    renderApp('/', <ThemeToggle />);
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    await waitFor(() => expect(root()).toHaveClass('dark'));
  });

  it('toggling flips the dark marker and stores the choice', async () => {
    renderApp('/', <ThemeToggle />);
    await waitFor(() => expect(root()).toHaveClass('light'));
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    await waitFor(() => expect(root()).toHaveClass('dark'));
    expect(root()).not.toHaveClass('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    await waitFor(() => expect(root()).toHaveClass('light'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
