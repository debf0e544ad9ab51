/** A request's trail in its details: transitions oldest first with who, on whose behalf and the client; an empty trail says so. */
import { screen } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '../../test/providers';
import { RequestTrail } from './RequestTrail';

const base = { actor_id: 2, on_behalf_of_id: null, on_behalf_of_name: null, action: 'request.transition', target_type: 'request', target_id: '9', target_name: null, client: 'tab' };

it('lists the transitions with the substitute and the client', async () => {
  fakeApi((c) =>
    c.path === '/api/v2/requests/9/audit'
      ? {
          data: [
            { ...base, id: 1, time: '2026-11-20T08:00:00.000Z', actor_name: 'Ona Onaitė', details: { transition: 'submit' } },
            { ...base, id: 2, time: '2026-11-20T09:00:00.000Z', actor_id: 3, actor_name: 'Jonas Jonaitis', on_behalf_of_id: 4, on_behalf_of_name: 'Rasa Rasaitė', client: 'teams', details: { transition: 'approve' } },
          ],
        }
      : undefined,
  );
  renderWithProviders(<RequestTrail requestId={9} />);
  expect(await screen.findByText('Submitted')).toBeInTheDocument();
  const items = screen.getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    expect.stringMatching(/^Submitted .*Ona Onaitė · Portal$/),
    expect.stringMatching(/^Approved .*Jonas Jonaitis · on behalf of Rasa Rasaitė · Teams card$/),
  ]);
});

it('says when nothing is recorded yet', async () => {
  fakeApi((c) => (c.path === '/api/v2/requests/5/audit' ? { data: [] } : undefined));
  renderWithProviders(<RequestTrail requestId={5} />);
  expect(await screen.findByText('No recorded actions for this request yet.')).toBeInTheDocument();
});
