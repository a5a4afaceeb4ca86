export const TRANSFER_MESSAGES = {
  type: 'type must be one of deposit, full, final',
  cardMonth: 'This month is charged to the card on file; it is not paid by bank transfer',
  monthNotOpen: 'This month is not open: it is paid, or closed',
} as const;
