import { ApiError } from './api';
import { serverFieldErrors, setServerErrors } from './serverErrors';

describe('server errors at the fields', () => {
  const invalid = new ApiError(400, 'provided_invalid_data', { fields: [{ path: 'trip.project_name', message: 'too long' }, { path: 'flights.0.paid', message: 'x' }] });

  it('lists the paths a reply names: fields, field and the codes a form maps', () => {
    expect(serverFieldErrors(invalid).map((e) => e.path)).toEqual(['trip.project_name', 'flights.0.paid']);
    expect(serverFieldErrors(new ApiError(403, 'missing_permissions', { field: 'flights.paid' }))).toEqual([{ path: 'flights.paid', code: 'missing_permissions' }]);
    expect(serverFieldErrors(new ApiError(409, 'duplicate_user'), { duplicate_user: ['username', 'email'] }).map((e) => e.path)).toEqual(['username', 'email']);
    expect(serverFieldErrors(new Error('network'))).toEqual([]);
  });

  it('marks each mapped field once, focusing the first', () => {
    const set: [string, unknown, unknown][] = [];
    const n = setServerErrors(invalid, ((name: string, e: unknown, o: unknown) => set.push([name, e, o])) as never, (p) => (p.startsWith('trip.') ? p.slice(5) : undefined) as never, (code) => `t:${code}`);
    expect(n).toBe(1);
    expect(set).toEqual([['project_name', { type: 'server', message: 't:provided_invalid_data' }, { shouldFocus: true }]]);
  });
});
