import { screen } from '@testing-library/react';
import { type DataProvider, useGetList } from 'react-admin';
import { renderInAdmin } from '../../test/support/render';
import { CONSOLE_TOOLBAR } from './Layout';

/** A list whose data never comes: the console is loading for as long as the test looks. */
function PendingList() {
  useGetList('purchase-requests');
  return null;
}

describe("the console's app bar", () => {
  it('names its loading spinner for screen readers while data loads', async () => {
    renderInAdmin(
      <>
        {CONSOLE_TOOLBAR}
        <PendingList />
      </>,
      { getList: () => new Promise(() => undefined) } as unknown as Partial<DataProvider>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
