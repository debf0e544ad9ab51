/**
 * The role editor locks what the editor cannot give (issue 9 item 2 in the tab; roles.policy): a
 * permission the editor does not hold is disabled and says why; implied ones stay locked by their
 * parent; the rest can be ticked. jsdom, English texts.
 */
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/providers';
import { PermissionGroups } from './PermissionGroups';
import type { PermissionCatalogue } from './rolesApi';

const catalogue: PermissionCatalogue = {
  groups: [
    {
      group: 'users',
      permissions: [
        { name: 'users_read', display_name: 'Users read' },
        { name: 'users_write', display_name: 'Users write' },
        { name: 'roles_read', display_name: 'Roles read' },
      ],
    },
  ],
  implications: {},
};

it('disables a permission the editor does not hold and tells why; the others can be ticked', () => {
  const onChange = jest.fn();
  const held = (p: string) => p !== 'users_write';
  renderWithProviders(<PermissionGroups catalogue={catalogue} selected={[]} onChange={onChange} held={held} />);
  const write = screen.getByRole('checkbox', { name: /Manage users/ });
  expect(write).toBeDisabled();
  expect(write).toHaveAccessibleName(expect.stringContaining("You don't hold this permission"));
  const read = screen.getByRole('checkbox', { name: /See roles/ });
  expect(read).toBeEnabled();
  fireEvent.click(read);
  expect(onChange).toHaveBeenCalledWith(['roles_read']);
});
