import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface InfoCard {
  title: string;
  /** A figure shown large under the title. */
  value?: string;
  text: string;
}

/**
 * A row of three outlined cards, each a title (h3, or h2 where no section heading stands above
 * them: headings go down one level at a time), an optional figure and a short text.
 */
export function InfoCards({ items, headingLevel = 'h3' }: { items: readonly InfoCard[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Grid container spacing={3}>
      {items.map((item) => (
        <Grid key={item.title} size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
            <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 700, mb: item.value ? 0 : 1 }}>
              {item.title}
            </Typography>
            {item.value && (
              <Typography variant="h4" component="p" sx={{ my: 1, fontWeight: 800, color: 'primary.main' }}>
                {item.value}
              </Typography>
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {item.text}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
