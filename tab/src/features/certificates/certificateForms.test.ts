/** The certificate dialogs' form rules (certificateForms.ts) over the contracts. */
import { followStart, requestForm, userCertificateForm } from './certificateForms';

it('a user certificate needs a certificate and a start; an empty end is "does not expire"; the end is not before the start', () => {
  expect(userCertificateForm.safeParse({ certificate_id: '', start_date: '', end_date: '' }).error?.issues.map((i) => i.path[0])).toEqual(['certificate_id', 'start_date']);
  expect(userCertificateForm.parse({ certificate_id: '4', start_date: '2026-01-02', end_date: '' })).toEqual({ certificate_id: 4, start_date: '2026-01-02', end_date: null });
  expect(userCertificateForm.safeParse({ certificate_id: '4', start_date: '2026-01-02', end_date: '2026-01-01' }).error?.issues[0].path).toEqual(['end_date']);
});

it('a request clears its dates without add_on_approve and needs the start with it', () => {
  const base = { code: 'AZ-104', name: 'Azure Administrator', description: '', add_on_approve: false, date_start: '2026-02-01', date_end: '' };
  expect(requestForm.parse(base)).toEqual({ code: 'AZ-104', name: 'Azure Administrator', description: null, add_on_approve: false, date_start: null, date_end: null });
  expect(requestForm.safeParse({ ...base, add_on_approve: true, date_start: '' }).error?.issues[0].path).toEqual(['date_start']);
  expect(requestForm.safeParse({ ...base, add_on_approve: true, date_end: '2026-01-31' }).error?.issues[0].path).toEqual(['date_end']);
  expect(requestForm.safeParse({ ...base, code: ' ' }).error?.issues[0].path).toEqual(['code']);
});

it('a later start moves the end forward', () => {
  expect(followStart('2026-03-10', '2026-03-01')).toBe('2026-03-10');
  expect(followStart('2026-03-10', '2026-04-01')).toBeNull();
  expect(followStart('2026-03-10', '')).toBeNull();
});
