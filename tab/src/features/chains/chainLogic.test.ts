import { canMove, emptyItem, itemBody, itemErrors, timeHHmm, updateItem } from './chainLogic';
import { notificationErrors } from './ChainItemNotificationsDialog';

describe('chain item rules', () => {
  it('spectator-only forces can_view on, can_edit off and clears the notification message', () => {
    let d = { ...emptyItem(), can_edit: true, can_view: false, notification_message: 'hi' };
    d = updateItem(d, 'only_spectator', true);
    expect(d).toMatchObject({ only_spectator: true, can_view: true, can_edit: false, notification_message: '' });
    expect(updateItem(d, 'only_spectator', false).can_view).toBe(true);
  });

  it('leaving the role assignee type clears the role', () => {
    const d = { ...emptyItem(), assignee_type: 'role' as const, role_id: 3 };
    expect(updateItem(d, 'assignee_type', 'direct_manager').role_id).toBeNull();
    expect(updateItem(d, 'name', 'x').role_id).toBe(3);
  });

  it('requires name, assignee type and the role when the type is role', () => {
    expect(itemErrors(emptyItem())).toMatchObject({ name: 'required', assignee_type: 'required' });
    expect(itemErrors({ ...emptyItem(), name: 'a', assignee_type: 'role' })).toEqual({ role_id: 'required' });
    expect(itemErrors({ ...emptyItem(), name: 'a'.repeat(256), assignee_type: 'request_owner' })).toEqual({ name: 'tooLong' });
  });

  it('sends the placement only when adding', () => {
    const d = { ...emptyItem(), name: 'a', assignee_type: 'request_owner' as const };
    expect(itemBody(d, 1, false)).toHaveProperty('order_number', -1);
    expect(itemBody(d, 1, true)).not.toHaveProperty('order_number');
  });

  it('first cannot move up, last cannot move down', () => {
    expect(canMove(0, 3, 'up')).toBe(false);
    expect(canMove(0, 3, 'down')).toBe(true);
    expect(canMove(2, 3, 'down')).toBe(false);
    expect(canMove(2, 3, 'up')).toBe(true);
  });

  it('shows notification times as HH:mm UTC', () => {
    expect(timeHHmm('1970-01-01T08:30:00.000Z')).toBe('08:30');
    expect(timeHHmm('17:05:00')).toBe('17:05');
  });
});

describe('notification form rules', () => {
  it('requires the type and time; week_day 1–7 and month_day 1–31 need a value, daily none', () => {
    expect(notificationErrors('', '', '')).toEqual({ type: 'required', time: 'required' });
    expect(notificationErrors('daily', '', '08:30')).toEqual({});
    expect(notificationErrors('week_day', '', '08:30')).toEqual({ value: 'required' });
    expect(notificationErrors('week_day', '8', '08:30')).toEqual({ value: 'range' });
    expect(notificationErrors('month_day', '31', '23:59')).toEqual({});
    expect(notificationErrors('month_day', '0', '24:00')).toEqual({ value: 'range', time: 'required' });
  });
});
