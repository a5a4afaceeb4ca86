import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PriceGuide } from '../../catalogue/api/types';
import { usePriceTexts } from '../../../lib/currency/usePriceTexts';
import { GuideSection } from './GuideSection';

const COMPLEXITY_COLOR = { Low: 'success', Medium: 'warning', High: 'secondary' } as const;

/** The worked examples: workflow, nodes, complexity, project and monthly price. */
export function ExampleCards({ examples }: { examples: PriceGuide['examples'] }) {
  const price = usePriceTexts();
  return (
    <GuideSection id="pricing-examples" title="Product Pricing Examples">
      <Grid container spacing={3}>
        {examples.map((example) => (
          <Grid key={example.name} size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" component="article" sx={{ p: 3, height: '100%' }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                  {example.name}
                </Typography>
                <Chip
                  size="small"
                  label={`${example.complexity} complexity`}
                  color={COMPLEXITY_COLOR[example.complexity as keyof typeof COMPLEXITY_COLOR] ?? 'default'}
                  variant="outlined"
                />
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {example.description}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1.5 }}>
                <strong>{example.nodes} nodes:</strong> {example.details}
              </Typography>
              <Stack direction="row" spacing={4} sx={{ mt: 2 }}>
                <div>
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                    One-time project
                  </Typography>
                  <Typography variant="h6" component="p">
                    {price.setup(example.projectCents)}
                  </Typography>
                </div>
                <div>
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                    Monthly
                  </Typography>
                  <Typography variant="h6" component="p">
                    {price.monthly(example.monthlyCents)}
                  </Typography>
                </div>
              </Stack>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </GuideSection>
  );
}
