import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { armSlug } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';
import type { PriceGuide } from '../../catalogue/api/types';
import { GuideSection } from './GuideSection';
import { useRangeText } from './useRangeText';

/** Other arms' per-project price ranges, each linking to its arm page. */
export function OtherArmRanges({ ranges }: { ranges: PriceGuide['otherArmRanges'] }) {
  const range = useRangeText();
  return (
    <GuideSection id="other-products" title="Other Products">
      <Paper variant="outlined">
        <List disablePadding>
          {ranges.map((entry) => (
            <ListItem key={entry.arm} disablePadding divider>
              <ListItemButton component={RouterLink} to={`/arms/${armSlug(entry.arm)}`}>
                <ListItemText primary={entry.arm} secondary={`${range(entry)} per project`} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </GuideSection>
  );
}
