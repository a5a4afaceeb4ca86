import MuiLink from '@mui/material/Link';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type Identifier, useBasename, useCreatePath } from 'react-admin';

const stop = (event: MouseEvent) => event.stopPropagation();

/** A link to a record's page in the console (under its basename), that does not trigger the row's click. */
export function RecordLink({
  resource,
  id,
  type = 'edit',
  children,
}: {
  resource: string;
  id: Identifier;
  type?: 'edit' | 'show';
  children: ReactNode;
}) {
  const createPath = useCreatePath();
  return (
    <MuiLink component={RouterLink} to={createPath({ resource, id, type })} onClick={stop}>
      {children}
    </MuiLink>
  );
}

/** Paths of the console's own pages (dashboard, settings, ...) under its basename: '/settings' -> '/admin/settings'. */
export function useConsolePath() {
  const basename = useBasename();
  return (path: string) => `${basename}${path}`;
}
