/**
 * Adding a certificate one holds: the catalogue is searched on the server by what the user types (a
 * catalogue of any size, not only its first page), the chosen one is sent with its dates.
 */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchRoutes, renderSignedIn, type Call } from '../../test/fetchRoutes';
import { UserCertificateDialog } from './UserCertificateDialog';

const catalogue = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, code: `C-${i + 1}`, name: i === 141 ? 'Kubernetes Administrator' : `Course ${i + 1}`, description: null }));

it('finds a certificate past the first hundred by typing and sends it with its start date', async () => {
  const calls = fetchRoutes({
    'GET /api/v1/certificates': (c: Call) => {
      const q = (c.query.get('q') ?? '').toLowerCase();
      const data = catalogue.filter((x) => `${x.code} ${x.name}`.toLowerCase().includes(q)).slice(0, Number(c.query.get('pageSize') ?? 10));
      return { currentPage: 1, data, totalCount: data.length };
    },
    'POST /api/v1/users/7/certificates': { message: 'certificate_successfully_added', id: 5 },
  });
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderSignedIn(<UserCertificateDialog userId={7} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  const box = await within(dialog).findByRole('combobox', { name: /^Certificate/ });
  await user.type(box, 'kube');
  await user.click(await screen.findByRole('option', { name: 'C-142 — Kubernetes Administrator' }, { timeout: 5000 }));
  const start = within(dialog).getByRole('combobox', { name: /^Start date/ });
  await user.type(start, '10/02/2026');
  await user.tab();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ certificate_id: 142, start_date: '2026-02-10' });
});
