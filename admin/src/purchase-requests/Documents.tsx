import DownloadIcon from '@mui/icons-material/GetApp';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { saveFile } from '@voosh/api-client';
import { DOCUMENT_LIST_TEXTS, documentName, documentSummaryText } from '@voosh/shared';
import { useState } from 'react';
import { dateTime } from '../common/format';
import { reasonOf, useNotifyFailure } from '../common/notifyFailure';
import { Section } from '../common/Section';
import type { DocumentRecord } from '../data/types';
import { useApiCall } from '../data/useApiCall';
import { downloadDocument } from './requestsApi';
import { useRequestDocuments } from './useRequestLedger';

export const DOCUMENT_TEXTS = {
  ...DOCUMENT_LIST_TEXTS,
  title: 'Documents',
  failed: 'Failed to load the documents',
  downloadFailed: 'Failed to download the document',
} as const;

/** The request's quotes, invoices, receipts and credit notes, each with its PDF, as the customer gets them. */
export function Documents({ requestId }: { requestId: number }) {
  const { data: documents, error, isPending } = useRequestDocuments(requestId);
  return (
    <Section title={DOCUMENT_TEXTS.title}>
      {isPending && <Skeleton height={60} />}
      {error && <Alert severity="error">{`${DOCUMENT_TEXTS.failed}: ${reasonOf(error)}`}</Alert>}
      {documents?.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {DOCUMENT_TEXTS.none}
        </Typography>
      )}
      {documents && documents.length > 0 && (
        <List dense aria-label={DOCUMENT_TEXTS.title}>
          {documents.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </List>
      )}
    </Section>
  );
}

function DocumentRow({ document }: { document: DocumentRecord }) {
  const call = useApiCall();
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState(false);
  const name = documentName(document);
  const download = async () => {
    setBusy(true);
    try {
      const file = await call(() => downloadDocument(document));
      saveFile(file.blob, file.filename);
    } catch (error) {
      notifyFailure(DOCUMENT_TEXTS.downloadFailed, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    // The button in the row's flow (not a secondary action laid over it), as on the customer's page: on a phone the text wraps beside it.
    <ListItem divider disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
      <ListItemText
        sx={{ minWidth: 0 }}
        primary={
          <>
            {name}
            {document.supersededAt && <Chip label={DOCUMENT_TEXTS.superseded} size="small" sx={{ ml: 1 }} />}
          </>
        }
        secondary={`${dateTime(document.issuedAt)} · ${documentSummaryText(document)}`}
      />
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={download}
        disabled={busy}
        aria-label={`${DOCUMENT_TEXTS.download}: ${name}`}
        sx={{ flexShrink: 0, mt: 0.5 }}
      >
        {DOCUMENT_TEXTS.download}
      </Button>
    </ListItem>
  );
}
