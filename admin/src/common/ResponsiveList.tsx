import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

/**
 * A list's table on wide screens, its `small` form (a SimpleList, one line per record) below the
 * md breakpoint, where the table would be wider than the screen (as react-admin's demo does). A
 * table wider than the list scrolls inside it (`contain` keeps it from widening the page).
 */
export function ResponsiveList({ small, children }: { small: ReactNode; children: ReactNode }) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return isSmall ? <>{small}</> : <Box sx={{ contain: 'inline-size', overflowX: 'auto' }}>{children}</Box>;
}
