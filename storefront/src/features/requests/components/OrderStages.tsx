import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { OrderStage, OrderStageState } from '@voosh/shared';
import type { ReactElement } from 'react';
import { submittedAtText } from '../../../lib/dates';

const STATE_TEXT: Record<OrderStageState, string> = { done: 'done', current: 'current stage', upcoming: 'to come' };

const STATE_ICON = {
  done: <CheckCircle color="success" fontSize="small" aria-hidden />,
  current: <RadioButtonChecked color="primary" fontSize="small" aria-hidden />,
  upcoming: <RadioButtonUnchecked color="disabled" fontSize="small" aria-hidden />,
} satisfies Record<OrderStageState, ReactElement>;

/** The stages timeline: each stage with its state and, once reached, when. */
export function OrderStages({ stages, label }: { stages: readonly OrderStage[]; label: string }) {
  return (
    <Stack component="ol" aria-label={label} spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {stages.map((stage) => (
        <Stack
          key={stage.status}
          component="li"
          direction="row"
          spacing={1.5}
          aria-current={stage.state === 'current' ? 'step' : undefined}
          data-state={stage.state}
          sx={{ alignItems: 'center' }}
        >
          {STATE_ICON[stage.state]}
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="body2"
              color={stage.state === 'upcoming' ? 'text.secondary' : 'text.primary'}
              sx={{ fontWeight: stage.state === 'current' ? 700 : 500 }}
            >
              {stage.label}
              <Box component="span" sx={visuallyHidden}>{` (${STATE_TEXT[stage.state]})`}</Box>
            </Typography>
            {stage.date && (
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                <time dateTime={stage.date}>{submittedAtText(stage.date)}</time>
              </Typography>
            )}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
