import type { ReactNode } from 'react';
import { AppBar, LoadingIndicator, Layout as RaLayout, TitlePortal, ToggleThemeButton } from 'react-admin';
import { LiveUpdates } from '../live/LiveUpdates';
import { Menu } from './Menu';
import { UserMenu } from './UserMenu';

/** The app bar's own tools, as react-admin's default has them, the loading spinner named for screen readers (axe's aria-progressbar-name). */
export const CONSOLE_TOOLBAR = (
  <>
    <ToggleThemeButton />
    <LoadingIndicator aria-label="Loading" />
  </>
);

function ConsoleAppBar() {
  return (
    <AppBar userMenu={<UserMenu />} toolbar={CONSOLE_TOOLBAR}>
      <TitlePortal />
    </AppBar>
  );
}

/** react-admin's layout (app bar, side panel that is a drawer on small screens) with the live feed. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={ConsoleAppBar} menu={Menu}>
      <LiveUpdates />
      {children}
    </RaLayout>
  );
}
