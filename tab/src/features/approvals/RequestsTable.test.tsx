/**
 * The requests table shows a business trip row's purpose, project, request date and traveller
 * (spec 2 §3 Business trip: "Request list also shows trip_purpose, project_name, request_date,
 * businesstrip_user"); other rows keep their title, with the labels of a stored description in the
 * reader's language.
 */
import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import i18n from '../../i18n';
import { fetchRoutes, renderSignedIn } from '../../test/fetchRoutes';
import { RequestsTable } from './RequestsTable';

const row = (id: number, extra: Record<string, unknown>) => ({
  id, requestDate: '2026-11-20T08:00:00.000Z', lastAction: null, eventName: null, status: 'in_progress', currentlyAt: 'Manager', assignedUser: 'Mantas Vadovas',
  assignedUserRole: 'direct_manager', assignedUserRoleName: null, description: null, owner: 'Ona Test',
  canSubmit: false, canInspect: true, canEdit: false, canCancel: false, canDelete: false, canApprove: true, ...extra,
});

describe('RequestsTable', () => {
  it("shows a business trip's purpose, project, request date and traveller", async () => {
    fetchRoutes({
      'GET /api/v2/requests/participated': {
        currentPage: 1, totalCount: 2, data: [
          row(1, { requestType: 'business_trip', trip_purpose: 'Trade fair', project_name: 'Green', request_date: '2026-11-18', businesstrip_user: 'Ona Test' }),
          row(2, { requestType: 'event', eventName: 'Vacation' }),
        ],
      },
    });
    renderSignedIn(<RequestsTable kind="participated" title="Requests I participate in" onAction={() => undefined} rowLabel={(r) => String(r.id)} />);
    const table = await screen.findByRole('table', { name: 'Requests I participate in' }, { timeout: 5000 });
    expect(await within(table).findByText('Purpose: Trade fair')).toBeInTheDocument();
    expect(within(table).getByText('Project: Green')).toBeInTheDocument();
    expect(within(table).getByText('Request date: 18/11/2026')).toBeInTheDocument();
    expect(within(table).getByText('Traveller: Ona Test')).toBeInTheDocument();
    expect(within(table).getByText('Vacation')).toBeInTheDocument();
  });

  it('shows a stored description with its labels in Lithuanian for a Lithuanian reader', async () => {
    await act(() => i18n.changeLanguage('lt'));
    try {
      fetchRoutes({
        'GET /api/v2/requests/participated': {
          currentPage: 1, totalCount: 1, data: [row(3, { requestType: 'expense_claim', description: 'Type: Travel; Lines: 2; Total: 114.50 EUR' })],
        },
      });
      renderSignedIn(<RequestsTable kind="participated" title="Prašymai" onAction={() => undefined} rowLabel={(r) => String(r.id)} />);
      const table = await screen.findByRole('table', { name: 'Prašymai' }, { timeout: 5000 });
      expect(await within(table).findByText('Tipas: Travel; Eilutės: 2; Iš viso: 114.50 EUR')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
