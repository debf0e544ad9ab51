import { Button } from '@fluentui/react-components';
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../lib/api';
import { renderWithProviders } from '../test/providers';
import { useNotify } from './notify';

function Refused({ err }: { err: unknown }) {
  const notify = useNotify();
  return <Button onClick={() => notify.error(err)}>Book</Button>;
}

describe('error toasts', () => {
  it('show the numbers the reply carries in the translated message', async () => {
    const err = new ApiError(400, 'insufficient_leave_balance', { message: 'insufficient_leave_balance', error_code: 'insufficient_leave_balance', working_days: 5, available_days: 3, overdraft_days: 0 });
    renderWithProviders(<Refused err={err} />);
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Not enough leave left: this leave uses 5 working days, 3 available (overdraft allowed: 0).')).toBeInTheDocument();
  });
});
