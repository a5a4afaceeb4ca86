import { render, screen } from '@testing-library/react';
import { Badge, BADGE_VARIANTS } from './Badge';

describe('Badge', () => {
  it.each(BADGE_VARIANTS)('renders the %s style with its own colour and fill', (variant) => {
    render(<Badge variant={variant} label={`A ${variant} badge`} />);
    const badge = screen.getByText(`A ${variant} badge`).closest('[data-variant]')!;
    expect(badge).toHaveAttribute('data-variant', variant);
    const expected = {
      default: ['MuiChip-colorPrimary', 'MuiChip-filled'],
      secondary: ['MuiChip-colorSecondary', 'MuiChip-filled'],
      destructive: ['MuiChip-colorError', 'MuiChip-filled'],
      outline: ['MuiChip-colorPrimary', 'MuiChip-outlined'],
    }[variant];
    for (const className of expected) expect(badge).toHaveClass(className);
  });

  it('is the default style when no variant is given', () => {
    render(<Badge label="Plain" />);
    expect(screen.getByText('Plain').closest('[data-variant]')).toHaveAttribute('data-variant', 'default');
  });
});
