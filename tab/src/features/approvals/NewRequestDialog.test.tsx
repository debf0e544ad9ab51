/** The new-request chooser (spec 2 §2): business trip → /trip (editor=user), expense claim → /expenses only for who may open it. */
import '../auth/testEnv';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fetchRoutes, renderSignedIn } from '../../test/fetchRoutes';
import { NewRequestDialog } from './NewRequestDialog';

function Where() {
  const l = useLocation();
  return <p>{`at ${l.pathname} ${JSON.stringify(l.state)}`}</p>;
}

const ui = (
  <Routes>
    <Route path="/" element={<NewRequestDialog onClose={() => undefined} />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

describe('NewRequestDialog', () => {
  it('sends a business trip to /trip with editor=user', async () => {
    fetchRoutes({}, { id: 7, permissions: ['event_types_read', 'expense_claims_read'] });
    renderSignedIn(ui);
    expect(await screen.findByRole('button', { name: 'Expense claim' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Business trip' }));
    expect(await screen.findByText('at /trip {"editor":"user"}')).toBeInTheDocument();
  });

  it('sends an expense claim to /expenses, and leaves it out without expense_claims_read', async () => {
    fetchRoutes({}, { id: 7, permissions: ['event_types_read', 'expense_claims_read'] });
    const first = renderSignedIn(ui);
    fireEvent.click(await screen.findByRole('button', { name: 'Expense claim' }));
    expect(await screen.findByText(/^at \/expenses/)).toBeInTheDocument();
    first.unmount();

    fetchRoutes({}, { id: 7, permissions: ['event_types_read'] });
    renderSignedIn(ui);
    expect(await screen.findByRole('button', { name: 'Business trip' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Expense claim' })).not.toBeInTheDocument();
  });
});
