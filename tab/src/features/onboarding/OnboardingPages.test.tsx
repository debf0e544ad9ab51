/**
 * The checklist screens in jsdom (spec 3 §2): the per-person modal opens the first category with an open task,
 * ticks a task through PUT onboarding/progress/toggle and shows the new count; a task the caller may not tick is
 * disabled. The category form sends days × 86400 as seconds_to_complete.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PersonProgress } from '@contracts/onboarding';
import { fetchRoutes, renderSignedIn, reply } from '../../test/fetchRoutes';
import { OffboardingCategoriesPage, OnboardingCategoriesPage } from './CategoriesPage';
import { OnboardingPage } from './ChecklistPage';
import type { ChecklistTask } from './onboardingApi';
import { TaskNotificationsDialog } from './TaskNotificationsDialog';

const progress = (welcomeDone: boolean): PersonProgress => ({
  user: { id: 21, name: 'Nora', surname: 'Newcomer', email: 'nora@demo.lt' },
  reference_date: '2026-12-01',
  categories: [
    { id: 1, name: 'Before the start', seconds_to_complete: -86400, completed: 1, total: 1, tasks_in_category: [
      { task_id: 10, task_name: 'Contract signing', completed: true, deadline: '2026-11-30', overdue: false, responsible: 'manager', role_name: null, can_toggle: true },
    ] },
    { id: 2, name: 'First day', seconds_to_complete: 0, completed: welcomeDone ? 1 : 0, total: 2, tasks_in_category: [
      { task_id: 11, task_name: 'Welcome meeting', completed: welcomeDone, deadline: '2026-12-01', overdue: false, responsible: 'manager', role_name: null, can_toggle: true },
      { task_id: 12, task_name: 'Laptop', completed: false, deadline: '2026-12-01', overdue: false, responsible: 'role', role_name: 'IT support', can_toggle: false },
    ] },
  ],
});

it('opens the first incomplete category, ticks a task and shows the new count', async () => {
  let done = false;
  const calls = fetchRoutes({
    'GET /api/v1/onboarding/subordinates': () => [{ id: 21, name: 'Nora', surname: 'Newcomer', email: 'nora@demo.lt', start_work_date: '2026-12-01', probation_end_date: '2027-03-01', contract_end_date: null, completed: done ? 2 : 1, total: 3, ended: false }],
    'GET /api/v1/onboarding/progress/21': () => progress(done),
    'PUT /api/v1/onboarding/progress/toggle': () => {
      done = true;
      return { message: 'onboarding_task_toggled', completed: true, progress: progress(true) };
    },
  });
  renderSignedIn(<OnboardingPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Nora Newcomer', hidden: true }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  const welcome = await within(dialog).findByRole('checkbox', { name: 'Welcome meeting', hidden: true }, { timeout: 5000 });
  expect(within(dialog).queryByRole('checkbox', { name: 'Contract signing', hidden: true })).toBeNull();
  expect(await within(dialog).findByRole('checkbox', { name: 'Laptop', hidden: true }, { timeout: 5000 })).toBeDisabled();
  fireEvent.click(welcome);
  await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ user_id: 21, task_id: 11 });
  await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Welcome meeting', hidden: true })).toBeChecked());
  expect(within(dialog).getAllByText('1/2').length).toBeGreaterThan(0);
});

it('sends the category deadline in seconds (days × 86400)', async () => {
  const calls = fetchRoutes({
    'GET /api/v1/onboarding/categories': [],
    'POST /api/v1/onboarding/categories': { message: 'onboarding_category_added', category: { id: 3, name: 'Paperwork', seconds_to_complete: -172800, tasks_count: 0 } },
  }, { id: 7, permissions: ['onboarding_tasks_read', 'onboarding_tasks_write'] });
  renderSignedIn(<OnboardingCategoriesPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'New category', hidden: true }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  fireEvent.change(await within(dialog).findByRole('textbox', { name: /Name/, hidden: true }, { timeout: 5000 }), { target: { value: 'Paperwork' } });
  fireEvent.change(within(dialog).getByLabelText(/Task deadline in days/), { target: { value: '-2' } });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Save', hidden: true }, { timeout: 5000 }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Paperwork', seconds_to_complete: -172800 });
});

it("says which read failed (spec 3 §8 load failures) unless the server named the reason", async () => {
  fetchRoutes({ 'GET /api/v1/offboarding/categories': reply(502, {}) }, { id: 7, permissions: ['offboarding_tasks_read'] });
  const first = renderSignedIn(<OffboardingCategoriesPage />);
  expect(await screen.findByText('Failed to load the offboarding categories.', {}, { timeout: 5000 })).toBeInTheDocument();
  first.unmount();

  fetchRoutes({ 'GET /api/v1/offboarding/categories': reply(403, { error_code: 'missing_permissions' }) }, { id: 7, permissions: ['offboarding_tasks_read'] });
  const second = renderSignedIn(<OffboardingCategoriesPage />);
  expect(await screen.findByText('You do not have permission to do this.', {}, { timeout: 5000 })).toBeInTheDocument();
  second.unmount();

  fetchRoutes({ 'GET /api/v1/onboarding/tasks/10/notifications': reply(400, {}) }, { id: 7, permissions: ['onboarding_tasks_read'] });
  renderSignedIn(<TaskNotificationsDialog kind="onboarding" task={{ id: 10, name: 'Laptop' } as ChecklistTask} writable={false} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 });
  expect(await within(dialog).findByText('Failed to load the notifications.', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(within(dialog).queryByText('No notifications yet.')).toBeNull();
});
