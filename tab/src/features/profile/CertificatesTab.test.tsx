/** Profile → My certificates: the Requests chooser's "Certificate" lands here with the request dialog open. */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { fetchRoutes, renderSignedIn } from '../../test/fetchRoutes';
import { CertificatesTab } from './CertificatesTab';

const routes = {
  'GET /api/v1/users/7/certificates': { currentPage: 1, data: [], totalCount: 0 },
  'GET /api/v1/certificates': { currentPage: 1, data: [], totalCount: 0 },
};

it('opens the request dialog at once when asked to', async () => {
  fetchRoutes(routes);
  renderSignedIn(<CertificatesTab openRequest />);
  expect(await screen.findByRole('dialog', { name: 'Request a certificate' }, { timeout: 5000 })).toBeInTheDocument();
});

it('opens no dialog otherwise', async () => {
  fetchRoutes(routes);
  renderSignedIn(<CertificatesTab />);
  expect(await screen.findByRole('button', { name: 'Request a certificate' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});
