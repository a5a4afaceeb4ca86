import CheckCircle from '@mui/icons-material/CheckCircle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { ABOUT_POINTS } from '../aboutContent';

/** The three points of the vision. */
export function AboutPoints() {
  return (
    <List>
      {ABOUT_POINTS.map((point) => (
        <ListItem key={point.title} disableGutters alignItems="flex-start">
          <ListItemIcon sx={{ minWidth: 36, mt: 0.75 }}>
            <CheckCircle color="primary" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={point.title} secondary={point.text} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
        </ListItem>
      ))}
    </List>
  );
}
