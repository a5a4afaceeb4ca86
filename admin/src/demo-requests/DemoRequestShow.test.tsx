import { screen } from '@testing-library/react';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderInAdmin } from '../../test/support/render';
import type { DemoRequestRecord } from '../data/types';
import DemoRequestShow from './DemoRequestShow';

const WRITTEN = 'Our invoices are typed by hand every Friday.';

const demo = (fields: Partial<DemoRequestRecord>): DemoRequestRecord => ({
  id: 12,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Compilers Inc',
  problemArea: 'hr',
  budget: 'core',
  meetingTime: 'morning',
  details: WRITTEN,
  message: WRITTEN,
  status: 'pending',
  adminNotes: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  ...fields,
});

function renderShow(record: DemoRequestRecord) {
  renderInAdmin(
    <ResourceContextProvider value="demo-requests">
      <Routes>
        <Route path="/demo-requests/:id/show" element={<DemoRequestShow />} />
      </Routes>
    </ResourceContextProvider>,
    { getOne: async () => ({ data: record }) } as unknown as Partial<DataProvider>,
    undefined,
    { at: `/demo-requests/${record.id}/show` },
  );
}

describe('DemoRequestShow', () => {
  it("shows the visitor's message once (the form sends it as details and as a copy in message), with the options in words", async () => {
    renderShow(demo({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo request #12' })).toBeInTheDocument();
    expect(screen.getAllByText(WRITTEN)).toHaveLength(1);
    expect(screen.getByText('Human Resources')).toBeInTheDocument();
    expect(screen.getByText('$299-$500/month')).toBeInTheDocument();
    expect(screen.getByText('9-12 PM')).toBeInTheDocument();
  });

  it('shows both texts, one after the other, when an API client sent two different ones', async () => {
    renderShow(demo({ message: 'Also payroll.' }));
    const label = await screen.findByText('Message');
    expect(label.nextElementSibling).toHaveTextContent(`${WRITTEN} Also payroll.`);
    expect(screen.getAllByText(/Also payroll\./)).toHaveLength(1);
  });
});
