import Chip, { type ChipProps } from '@mui/material/Chip';

/** The four badge styles: default, secondary, destructive and outline. */
export const BADGE_VARIANTS = ['default', 'secondary', 'destructive', 'outline'] as const;
export type BadgeVariant = (typeof BADGE_VARIANTS)[number];

const STYLE: Record<BadgeVariant, Pick<ChipProps, 'color' | 'variant'>> = {
  default: { color: 'primary', variant: 'filled' },
  secondary: { color: 'secondary', variant: 'filled' },
  destructive: { color: 'error', variant: 'filled' },
  outline: { color: 'primary', variant: 'outlined' },
};

export interface BadgeProps extends Omit<ChipProps, 'color' | 'variant' | 'size'> {
  variant?: BadgeVariant;
}

/** A small label (prices, statuses, "Coming Soon"): one look per variant, in both themes. */
export function Badge({ variant = 'default', ...props }: BadgeProps) {
  return <Chip size="small" data-variant={variant} {...STYLE[variant]} {...props} />;
}
