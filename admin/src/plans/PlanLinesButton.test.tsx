import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { PlanRecord } from '../data/types';
import { PlanLinesButton } from './PlanLinesButton';
import { PLAN_TEXTS } from './planTexts';

const plan = {
  id: 2,
  status: 'active',
  lines: [{ id: 1, productName: 'SnapForm', armName: 'VOOSHDesk', quantity: 2, unitMonthlyCents: 12500 }],
} as PlanRecord;

describe('PlanLinesButton', () => {
  it("sends the plan's lines as edited, the monthly price in cents", async () => {
    const api = mockApi({ 'PUT /api/admin/plans/2/lines': plan });
    renderInAdmin(<PlanLinesButton plan={plan} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: PLAN_TEXTS.editLines }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(PLAN_TEXTS.linesHelp)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Qty/), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText(/^Monthly per unit/), { target: { value: '99.5' } });
    await user.click(within(dialog).getByRole('button', { name: PLAN_TEXTS.save }));
    await waitFor(() =>
      expect(api.bodiesTo('PUT /api/admin/plans/2/lines')).toContainEqual({
        lines: [{ productName: 'SnapForm', armName: 'VOOSHDesk', quantity: 3, unitMonthlyCents: 9950 }],
      }),
    );
  });

  it('is not offered on a canceled plan', () => {
    renderInAdmin(<PlanLinesButton plan={{ ...plan, status: 'canceled' }} />);
    expect(screen.queryByRole('button', { name: PLAN_TEXTS.editLines })).not.toBeInTheDocument();
  });
});
