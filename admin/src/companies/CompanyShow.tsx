import Stack from '@mui/material/Stack';
import { paymentTermsLabel } from '@voosh/shared';
import Button from '@mui/material/Button';
import { ListButton, Show, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { filteredList } from '../dashboard/dashboardLinks';
import { Detail, Details } from '../common/Detail';
import { dateTime, usd } from '../common/format';
import { Section } from '../common/Section';
import type { CompanyRecord } from '../data/types';
import { CompanyInvitations } from './CompanyInvitations';
import { CompanyMembers } from './CompanyMembers';
import { CompanyRulesForm } from './CompanyRulesForm';
import { CompanyStatement } from './CompanyStatement';
import { CompanyTermsForm } from './CompanyTermsForm';
import { COMPANY_TEXTS as TEXT } from './companyTexts';

function CompanyPanels() {
  const company = useRecordContext<CompanyRecord>();
  const createPath = useCreatePath();
  if (!company) return null;
  return (
    <Stack spacing={2}>
      <Section level={1} title={company.name} subheader={`${TEXT.created} ${dateTime(company.createdAt)}`}>
        <Details>
          <Detail label={TEXT.open}>{usd(company.openBalanceCents)}</Detail>
          <Detail label={TEXT.overdue}>{usd(company.overdueBalanceCents)}</Detail>
          <Detail label={TEXT.terms}>{paymentTermsLabel(company.paymentTermsDays)}</Detail>
          <Detail label={TEXT.approvalAmount}>
            {company.approvalThresholdCents === null ? TEXT.noApproval : usd(company.approvalThresholdCents)}
          </Detail>
          <Detail label={TEXT.poRequired}>{company.poNumberRequired ? TEXT.yes : TEXT.no}</Detail>
        </Details>
      </Section>
      <CompanyMembers company={company} />
      <CompanyInvitations companyId={company.id} />
      <CompanyTermsForm key={`${company.paymentTermsDays}-${company.depositOnTerms}`} company={company} />
      <CompanyRulesForm key={`${company.approvalThresholdCents}-${company.poNumberRequired}`} company={company} />
      <Section title={TEXT.records}>
        <Button
          variant="outlined"
          component={Link}
          to={filteredList(createPath({ resource: 'purchase-requests', type: 'list' }), { companyId: company.id })}
        >
          {TEXT.requests}
        </Button>
      </Section>
      <CompanyStatement companyId={company.id} />
    </Stack>
  );
}

/** One customer company: what it owes, its rules, its members (each to their account) and the payment terms the vendor gives it. */
export default function CompanyShow() {
  return (
    <Show
      title={TEXT.showTitle}
      component="div"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <CompanyPanels />
    </Show>
  );
}
