import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { BUDGET_OPTIONS, MEETING_TIME_OPTIONS, optionLabel, PROBLEM_AREA_OPTIONS } from '@voosh/shared';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Detail, Details } from '../common/Detail';
import { dateTime } from '../common/format';
import { Section } from '../common/Section';
import { StatusChip } from '../common/StatusChip';
import type { DemoRequestRecord } from '../data/types';
import { DemoRequestUpdate } from './DemoRequestUpdate';

/**
 * What the visitor wrote: the form sends it as `details` and a copy as `message`, so it is shown
 * once; both, one after the other, only when an API client sent two different texts.
 */
export function demoMessage({ details, message }: Pick<DemoRequestRecord, 'details' | 'message'>): string | null {
  const texts = [details, message].filter((text): text is string => Boolean(text?.trim()));
  return texts.length ? [...new Set(texts)].join('\n\n') : null;
}

function DemoRequestDetails() {
  const record = useRecordContext<DemoRequestRecord>();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <Section
        level={1}
        title={`Demo request #${record.id}`}
        subheader={record.company}
        action={<StatusChip status={record.status} size="medium" />}
      >
        <Details>
          <Detail label="Name">{record.name}</Detail>
          <Detail label="E-mail">
            <Link href={`mailto:${record.email}`}>{record.email}</Link>
          </Detail>
          <Detail label="Company">{record.company}</Detail>
          <Detail label="Problem area">{optionLabel(PROBLEM_AREA_OPTIONS, record.problemArea)}</Detail>
          <Detail label="Budget">{optionLabel(BUDGET_OPTIONS, record.budget)}</Detail>
          <Detail label="Meeting time">{optionLabel(MEETING_TIME_OPTIONS, record.meetingTime)}</Detail>
          <Detail label="Message">{demoMessage(record)}</Detail>
          <Detail label="Admin notes">{record.adminNotes}</Detail>
          <Detail label="Received">{dateTime(record.createdAt)}</Detail>
          <Detail label="Last updated">{dateTime(record.updatedAt)}</Detail>
        </Details>
      </Section>
      <DemoRequestUpdate record={record} />
    </Stack>
  );
}

/** Every field of a demo request, and the panel that sets its status and notes. */
export default function DemoRequestShow() {
  return (
    <Show
      title="Demo request"
      component="div"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <DemoRequestDetails />
    </Show>
  );
}
