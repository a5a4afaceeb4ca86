import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal } from 'react-admin';
import { LiveUpdates } from '../live/LiveUpdates';
import { Menu } from './Menu';
import { UserMenu } from './UserMenu';

function ConsoleAppBar() {
  return (
    <AppBar userMenu={<UserMenu />}>
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
