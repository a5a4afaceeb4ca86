import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bankDetailsLines, chargeText, formatUsd, includedTaxText, MESSAGES } from '@voosh/shared';
import { useState } from 'react';
import { useCurrency } from '../../../lib/currency/useCurrency';
import { failureText } from '../../../lib/failureText';
import { useToast } from '../../../lib/toast/useToast';
import { downloadDocument } from '../../requests/api/downloadDocument';
import type { Transfer } from '../api/useTransfer';
import { TRANSFER_TEXTS } from './transferTexts';

/**
 * What to send (USD to the cent, the tax it holds, the display currency's indicative equivalent),
 * the reference to quote, where to, and the invoice.
 */
export function TransferDetails({ transfer }: { transfer: Transfer }) {
  const { currency, formatAmount } = useCurrency();
  const { toast } = useToast();
  const [downloading, setDownloading] = useState(false);
  const { invoice, bank } = transfer;
  const includedTax = includedTaxText(transfer.taxRate, transfer.taxUsdCents);
  const download = async () => {
    if (!invoice) return;
    setDownloading(true);
    try {
      await downloadDocument({ requestId: transfer.requestId, id: invoice.id, number: invoice.number });
    } catch (error) {
      toast({
        title: TRANSFER_TEXTS.downloadFailed,
        description: failureText(error, MESSAGES.requestFailed, MESSAGES.networkError),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <section aria-labelledby="transfer-amount-heading">
          <Typography id="transfer-amount-heading" variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
            {TRANSFER_TEXTS.amount}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {formatUsd(transfer.amountUsdCents)}{' '}
            <Typography component="span" variant="body1" sx={{ color: 'text.secondary' }}>
              {TRANSFER_TEXTS.inUsd}
            </Typography>
          </Typography>
          {includedTax && <Typography variant="body2">{includedTax}</Typography>}
          {transfer.charged && (
            <Typography variant="body2">
              {TRANSFER_TEXTS.invoiceAsks(chargeText(transfer.charged.amountMinor, transfer.charged.currency))}
            </Typography>
          )}
          {currency !== 'USD' && !transfer.charged && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {TRANSFER_TEXTS.indicative(formatAmount(transfer.amountUsdCents))}
            </Typography>
          )}
        </section>
        <section aria-labelledby="transfer-reference-heading">
          <Typography id="transfer-reference-heading" variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
            {TRANSFER_TEXTS.reference}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontFamily: 'monospace' }}>
            {transfer.reference}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {TRANSFER_TEXTS.referenceHelp}
          </Typography>
        </section>
        <section aria-labelledby="transfer-bank-heading">
          <Typography id="transfer-bank-heading" variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
            {TRANSFER_TEXTS.bankDetails}
          </Typography>
          {bank ? (
            <>
              {bankDetailsLines(bank).map((line) => (
                <Typography key={line} variant="body1">
                  {line}
                </Typography>
              ))}
              {bank.instructions && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, whiteSpace: 'pre-line' }}>
                  {bank.instructions}
                </Typography>
              )}
            </>
          ) : (
            <Typography variant="body1">
              {TRANSFER_TEXTS.noBank(transfer.contactEmail).split(transfer.contactEmail)[0]}
              <Link href={`mailto:${transfer.contactEmail}`}>{transfer.contactEmail}</Link>
              {TRANSFER_TEXTS.noBank(transfer.contactEmail).split(transfer.contactEmail)[1]}
            </Typography>
          )}
        </section>
        {invoice && (
          <div>
            <Button variant="outlined" onClick={() => void download()} disabled={downloading}>
              {TRANSFER_TEXTS.downloadInvoice(invoice.number)}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
