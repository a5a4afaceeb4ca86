import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { statusLabel } from '@voosh/shared';
import type { SyntheticEvent } from 'react';
import { Count, useListContext } from 'react-admin';

const ALL = 'all';
export const ALL_TAB_LABEL = 'All';

/** Tabs over a list's status filter (All, then each status), each with its count under the other filters. */
export function StatusTabs({ statuses, label }: { statuses: readonly string[]; label: string }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = typeof filterValues.status === 'string' ? filterValues.status : ALL;
  const choose = (_event: SyntheticEvent, value: string) => {
    const { status: _status, ...others } = filterValues;
    setFilters(value === ALL ? others : { ...others, status: value }, displayedFilters);
  };
  const { status: _status, ...otherFilters } = filterValues;
  return (
    // `contain`: the tabs scroll inside the list's width instead of widening the page on a phone.
    <Box sx={{ contain: 'inline-size' }}>
      <Tabs value={current} onChange={choose} variant="scrollable" scrollButtons="auto" aria-label={label}>
        {[ALL, ...statuses].map((status) => (
          <Tab
            key={status}
            value={status}
            label={
              <span>
                {status === ALL ? ALL_TAB_LABEL : statusLabel(status)} (
                <Count
                  filter={status === ALL ? otherFilters : { ...otherFilters, status }}
                  component="span"
                  sx={{ lineHeight: 'inherit', fontSize: 'inherit' }}
                />
                )
              </span>
            }
          />
        ))}
      </Tabs>
      <Divider />
    </Box>
  );
}
