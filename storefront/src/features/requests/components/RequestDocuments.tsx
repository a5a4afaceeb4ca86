import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { DOCUMENT_LIST_TEXTS, documentName, documentSummaryText, MESSAGES } from '@voosh/shared';
import { useState } from 'react';
import { failureText } from '../../../lib/failureText';
import { useToast } from '../../../lib/toast/useToast';
import { downloadDocument } from '../api/downloadDocument';
import type { RequestDocument } from '../api/useRequestDocuments';
import { dayText, submittedAtText } from '../../../lib/dates';

export const DOCUMENT_TEXTS = {
  ...DOCUMENT_LIST_TEXTS,
  downloading: 'Downloading...',
  failed: 'The document could not be downloaded',
  due: (day: string) => `Due by ${day}`,
} as const;

/** The request's quotes, invoices, receipts and credit notes, each with its PDF to download; a superseded one is marked so. */
export function RequestDocuments({ documents }: { documents: RequestDocument[] }) {
  if (documents.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {DOCUMENT_TEXTS.none}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Documents">
      {documents.map((document) => (
        <DocumentRow key={document.id} document={document} />
      ))}
    </List>
  );
}

function DocumentRow({ document }: { document: RequestDocument }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const name = documentName(document);
  const download = async () => {
    setBusy(true);
    try {
      await downloadDocument(document);
    } catch (error) {
      toast({
        title: DOCUMENT_TEXTS.failed,
        description: failureText(error, MESSAGES.requestFailed, MESSAGES.networkError),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    // The button in the row's flow (not a secondary action laid over it): on a phone the text wraps beside it instead of running under it.
    <ListItem disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
      <ListItemText
        sx={{ minWidth: 0 }}
        primary={
          <>
            {name}
            {document.supersededAt && <Chip label={DOCUMENT_TEXTS.superseded} size="small" sx={{ ml: 1 }} />}
          </>
        }
        secondary={[
          submittedAtText(document.issuedAt),
          documentSummaryText(document),
          ...(document.dueDate ? [DOCUMENT_TEXTS.due(dayText(`${document.dueDate}T00:00:00Z`))] : []),
        ].join(' · ')}
      />
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={download}
        disabled={busy}
        aria-label={`${DOCUMENT_TEXTS.download}: ${name}`}
        sx={{ flexShrink: 0, mt: 0.5 }}
      >
        {busy ? DOCUMENT_TEXTS.downloading : DOCUMENT_TEXTS.download}
      </Button>
    </ListItem>
  );
}
