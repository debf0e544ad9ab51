/**
 * Job positions in the tab (spec 3 §2 Job position screens, §4, §5): the list's sections with the administrator's
 * star and delete confirmation, the referral dialog that needs its confirmation tick, the self-application
 * prefilled from the profile, and the applications page opening the application named by the hash.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gatedFetch, renderWithProviders } from '../../test/providers';
import { ApplicationDialog } from './ApplicationDialog';
import { ApplicationsPage } from './ApplicationsPage';
import { PositionsPage } from './PositionsPage';

let hash = '';
jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: (...p: string[]) => p.includes('job_positions_write') }) }));
jest.mock('react-router-dom', () => ({
  ...jest.requireActual('react-router-dom'),
  useParams: () => ({ id: '3' }),
  useLocation: () => ({ pathname: '/positions/3/applications', hash, search: '' }),
}));

const can = { edit: true, delete: true, publish: true, prioritize: true, view_applications: true, apply: true };
const position = (over: Record<string, unknown> = {}) => ({
  id: 3, title: 'Backend developer', description: { type: 'doc', content: [] }, is_open: true, hiring_manager_id: 9, hiring_manager_name: 'Tomas Kazlauskas',
  date_open: '2026-11-01', date_valid_until: '2026-12-31', external_link: null, seniority_level_id: 1, seniority_level_name: 'Senior', published: true,
  location: 'Vilnius', referral_level: 'gold', is_priority: false, footer: 'open_until', can, ...over,
});
const application = (id: number, over: Record<string, unknown> = {}) => ({
  id, job_position_id: 3, name: `Name${id}`, surname: 'Petraitis', email: `p${id}@example.lt`, phone_number: '+370 600 11111',
  motivation_description: 'https://www.linkedin.com/in/p', applied_self: false, referred_by_user_id: 7, referee_name: 'Ona Jonaitienė',
  submission_date: '2026-11-20T08:00:00.000Z', attachments: [{ id: 40 + id, name: `cv${id}.pdf`, content_type: 'application/pdf', size: 100 }], can: { delete: true }, ...over,
});

it('shows published cards and drafts to an administrator, stars a position and deletes one after a confirmation', async () => {
  const { calls, release } = gatedFetch((method, path, _calls) => {
    if (method === 'GET' && path === '/api/v1/job-positions') return { currentPage: 1, data: [position(), position({ id: 4, title: 'Draft QA', published: false, footer: 'open', date_valid_until: null })], totalCount: 2 };
    if (path.endsWith('/priority')) return { message: 'priority_status_changed_successfully', position: position({ is_priority: true }) };
    return { message: 'position_deleted_successfully' };
  });
  release();
  renderWithProviders(<PositionsPage />);
  expect(await screen.findByRole('heading', { name: 'Published positions' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Drafts' })).toBeInTheDocument();
  expect((await screen.findAllByText('Open until 31/12/2026')).length).toBeGreaterThan(0);
  expect(screen.getAllByText('Gold referral').length).toBeGreaterThan(0);
  fireEvent.click(screen.getAllByRole('button', { name: 'Prioritise Backend developer' })[0]);
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/v1/job-positions/3/priority')?.body).toEqual({ is_priority: true }));

  fireEvent.click(screen.getAllByRole('button', { name: 'Actions for Backend developer' })[0]);
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const confirm = await screen.findByRole('alertdialog', {}, { timeout: 3000 }).catch(() => screen.findByRole('dialog'));
  expect(within(confirm).getByText(/Backend developer and all its applications will be deleted/)).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  fireEvent.click(await within(confirm).findByRole('button', { name: 'Delete', hidden: true }));
  await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/job-positions/3')).toBe(true));
});

it('refuses a referral without the confirmation tick and sends it with information_presented once ticked', async () => {
  const { calls, release } = gatedFetch(() => ({ message: 'successfully_applied_to_job_possition', application: application(1) }));
  release();
  renderWithProviders(<ApplicationDialog position={{ id: 3, title: 'Backend developer' }} self={false} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Refer a friend for Backend developer' });
  const field = (name: RegExp) => within(dialog).getByRole('textbox', { name, hidden: true });
  fireEvent.change(await within(dialog).findByRole('textbox', { name: /^Name/, hidden: true }), { target: { value: 'Lina' } });
  fireEvent.change(field(/Surname/), { target: { value: 'Linaitė' } });
  fireEvent.change(field(/E-mail/), { target: { value: 'lina@example.lt' } });
  fireEvent.change(field(/Phone/), { target: { value: '+370 600 22222' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit', hidden: true }));
  await waitFor(() => expect(within(dialog).getByText('This field is required.')).toBeInTheDocument());
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  fireEvent.click(within(dialog).getByRole('checkbox', { name: /I confirm that I presented/, hidden: true }));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit', hidden: true })).toBeEnabled());
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit', hidden: true }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: 'Lina', surname: 'Linaitė', email: 'lina@example.lt', phone_number: '+370 600 22222', motivation_description: null,
    applied_self: false, information_presented: true, attachments: [],
  }));
});

it('prefills a self-application from the profile', async () => {
  const { release } = gatedFetch((method, path) => (path === '/api/v1/users/7/info' ? { id: 7, name: 'Ona', surname: 'Jonaitienė', email: 'ona@demo.lt', phone_number: '+370 611 00000' } : {}));
  release();
  renderWithProviders(<ApplicationDialog position={{ id: 3, title: 'Backend developer' }} self onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Apply for Backend developer' });
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Name/, hidden: true })).toHaveValue('Ona'));
  expect(within(dialog).getByRole('textbox', { name: /E-mail/, hidden: true })).toHaveValue('ona@demo.lt');
  expect(within(dialog).getByRole('textbox', { name: /Phone/, hidden: true })).toHaveValue('+370 611 00000');
  expect(within(dialog).queryByRole('checkbox', { hidden: true })).toBeNull();
});

it('opens the application named by the hash and shows its referrer, contacts and CV', async () => {
  hash = '#12';
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  const { release } = gatedFetch((method, path) => {
    if (path === '/api/v1/job-positions/3') return position();
    if (path === '/api/v1/job-positions/3/applications') return { currentPage: 1, data: [application(11, { applied_self: true, referee_name: null, referred_by_user_id: null }), application(12)], totalCount: 2 };
    return {};
  });
  release();
  renderWithProviders(<ApplicationsPage />);
  expect(await screen.findByRole('heading', { name: 'Applications: Backend developer' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Download cv12.pdf' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download cv11.pdf' })).toBeNull();
  expect(screen.getByText('Referred by Ona Jonaitienė')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'p12@example.lt' })).toHaveAttribute('href', 'mailto:p12@example.lt');
  await waitFor(() => expect(scrolled).toHaveBeenCalled());
  hash = '';
});
