import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchRoutes, renderSignedIn, reply } from '../../test/fetchRoutes';
import { SubstitutionsCard, type Substitution } from './SubstitutionsCard';

/** `h` o'clock on `d` December 2026 in the company zone (Europe/Vilnius, UTC+2 in winter). */
const at = (d: number, h: number) => new Date(Date.UTC(2026, 11, d, h - 2, 0)).toISOString();
const vacation = { name: 'Annual leave', background_color: '#0f6cbd' };
const pending: Substitution = {
  id: 11, title: 'Skiing', date_start: at(7, 8), date_end: at(11, 17), status: 'waiting_for_approval',
  user: { id: 3, name: 'Grace', surname: 'Thompson' }, substitute_confirmed: null, event_type: vacation,
};
const confirmed: Substitution = {
  id: 12, title: 'Family trip', date_start: at(14, 8), date_end: at(18, 17), status: 'waiting_for_approval',
  user: { id: 4, name: 'Tomas', surname: 'Žemaitis' }, substitute_confirmed: true, event_type: vacation,
};
const LIST = 'GET /api/v1/users/7/substitutions';
const FAILED = 'Failed to retrieve data.';

/** Fluent keeps the confirmation's surface aria-hidden while its open motion runs: slow on a loaded machine. */
const SLOW = { timeout: 5000 };

describe('SubstitutionsCard', () => {
  it('lists pending requests with owner, type, title and dates, and confirmed substitutions', async () => {
    fetchRoutes({ [LIST]: [pending, confirmed] });
    renderSignedIn(<SubstitutionsCard />);
    const toConfirm = await screen.findByRole('region', { name: 'Requests to confirm' });
    expect(within(toConfirm).getByText('Grace Thompson asks you to substitute')).toBeInTheDocument();
    expect(within(toConfirm).getByText('Annual leave · Skiing')).toBeInTheDocument();
    expect(within(toConfirm).getByText(/^07\/12\/2026 08:00 – 11\/12\/2026 17:00( \(Europe\/Vilnius\))?$/)).toBeInTheDocument();
    const done = screen.getByRole('region', { name: 'Confirmed substitutions' });
    expect(within(done).getByText('You substitute Tomas Žemaitis')).toBeInTheDocument();
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
  });

  it('confirms with one click and shows a toast', async () => {
    const calls = fetchRoutes({ [LIST]: [pending], 'PATCH /api/v1/users/7/substitutions/11': { message: 'substitution_confirmed', event: {} } });
    renderSignedIn(<SubstitutionsCard />);
    const confirm = await screen.findByRole('button', { name: 'Confirm substitution for Grace Thompson' });
    expect(confirm).toHaveTextContent('Confirm');
    fireEvent.click(confirm);
    expect(await screen.findByText('Substitution confirmed for Grace Thompson.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ action: 'approve' });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/v1/users/7/substitutions' && c.method === 'GET')).toHaveLength(2));
  });

  it('asks before rejecting; cancel sends nothing, Reject sends reject', async () => {
    const calls = fetchRoutes({ [LIST]: [pending], 'PATCH /api/v1/users/7/substitutions/11': { message: 'substitution_rejected', event: {} } });
    renderSignedIn(<SubstitutionsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject substitution for Grace Thompson' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Grace Thompson will have to choose another substitute for “Skiing”');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }, SLOW));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Reject substitution for Grace Thompson' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reject' }, SLOW));
    expect(await screen.findByText('Substitution rejected for Grace Thompson.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ action: 'reject' });
  });

  it("shows the server's error when the answer fails", async () => {
    fetchRoutes({ [LIST]: [pending], 'PATCH /api/v1/users/7/substitutions/11': reply(409, { error_code: 'substitution_already_answered' }) });
    renderSignedIn(<SubstitutionsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm substitution for Grace Thompson' }));
    expect(await screen.findByText('The substitution has already been answered.')).toBeInTheDocument();
  });

  it('has empty and failure states', async () => {
    fetchRoutes({ [LIST]: [] });
    const { unmount } = renderSignedIn(<SubstitutionsCard />);
    expect(await screen.findByText('No substitution requests or confirmed substitutions yet.')).toBeInTheDocument();
    unmount();
    fetchRoutes({ [LIST]: reply(500, { error_code: 'internal_server_error' }) });
    renderSignedIn(<SubstitutionsCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  });

  it('says so when only one of the two lists is empty', async () => {
    fetchRoutes({ [LIST]: [confirmed] });
    renderSignedIn(<SubstitutionsCard />);
    expect(await screen.findByText('No substitution requests waiting for you.')).toBeInTheDocument();
    expect(screen.getByText('You substitute Tomas Žemaitis')).toBeInTheDocument();
  });
});
