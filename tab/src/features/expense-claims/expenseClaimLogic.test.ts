/** Expense claim rules of the tab (spec 2 §4, §5, §9): money in cents, receipt limits, buttons, the request body. */
import { ApiError } from '../../lib/api';
import { afterSave, claimBody, claimButtons, claimSaveError, formatEuros, formatMb, isAcceptedReceipt, lineFormSchema, parseEuros, pickReceipts, receiptBytes, totalCents } from './expenseClaimLogic';

const can = (edit: boolean, submit = edit, report = false) => ({ edit, delete: edit, submit, report });

it('reads euros typed with a comma or a dot into integer cents and refuses more than two decimals', () => {
  expect(parseEuros('12.5')).toBe(1250);
  expect(parseEuros('1 234,56')).toBe(123456);
  expect(parseEuros('0')).toBe(0);
  expect(parseEuros('0.07')).toBe(7);
  expect(parseEuros('1.234')).toBeNull();
  expect(parseEuros('-3')).toBeNull();
  expect(parseEuros('abc')).toBeNull();
  expect(lineFormSchema.safeParse({ date: '2026-11-02', description: 'Taxi', cost: '12,50' }).success).toBe(true);
  expect(lineFormSchema.safeParse({ date: '2026-11-02', description: 'x'.repeat(256), cost: '1' }).success).toBe(false);
  expect(lineFormSchema.safeParse({ date: '', description: 'Taxi', cost: '1' }).success).toBe(false);
});

it('shows totals in euros with two decimals in the interface language', () => {
  expect(totalCents([{ cost: 1250 }, { cost: 4999 }])).toBe(6249);
  expect(formatEuros(6249, 'en')).toBe('€62.49');
  expect(formatEuros(123456, 'lt').replace(/\s/g, ' ')).toBe('1 234,56 €');
  expect(formatMb(2 * 1024 * 1024 + 1024 * 512, 'en')).toBe('2.50');
});

it('accepts jpeg, png and pdf receipts up to 4,000,000 bytes and at most the room left', () => {
  expect(isAcceptedReceipt({ name: 'taxi.PNG', size: 10, type: '' })).toBe(true);
  expect(isAcceptedReceipt({ name: 'scan.pdf', size: 4_000_000, type: 'application/pdf' })).toBe(true);
  expect(isAcceptedReceipt({ name: 'scan.pdf', size: 4_000_001, type: 'application/pdf' })).toBe(false);
  expect(isAcceptedReceipt({ name: 'tool.exe', size: 10, type: 'application/octet-stream' })).toBe(false);
  const f = (name: string) => ({ name, size: 1, type: 'image/png' });
  const r = pickReceipts([f('a.png'), f('b.gif'), f('c.png'), f('d.png')], 2);
  expect(r.accepted.map((x) => x.name)).toEqual(['a.png', 'c.png']);
  expect(r.rejected.map((x) => x.name)).toEqual(['b.gif']);
  expect(r.overflow.map((x) => x.name)).toEqual(['d.png']);
  expect(receiptBytes([{ size: 3 }, { size: 4 }])).toBe(7);
});

it('offers save and submit only for new or not-initialized claims, hides save when read-only or approved', () => {
  expect(claimButtons(null, false, null, false)).toEqual({ editable: true, save: true, submit: true, report: false });
  expect(claimButtons('not_initialized', false, can(true), false)).toEqual({ editable: true, save: true, submit: true, report: false });
  expect(claimButtons('not_initialized', true, can(true), false)).toEqual({ editable: false, save: false, submit: false, report: false });
  expect(claimButtons('in_progress', false, can(false), false)).toEqual({ editable: false, save: false, submit: false, report: false });
  // a chain item with edit rights edits an in-progress claim: save, never submit
  expect(claimButtons('in_progress', false, can(false), true)).toEqual({ editable: true, save: true, submit: false, report: false });
  expect(claimButtons('approved', false, can(false, false, true), true)).toEqual({ editable: false, save: false, submit: false, report: true });
  expect(afterSave(true, false)).toBe('/requests');
  expect(afterSave(false, true)).toBe('/requests');
  expect(afterSave(false, false)).toBe('/expenses');
});

it('sends lines in cents, kept receipts by id and new ones as base64', () => {
  const body = claimBody({ type: 'travel', additionalInformation: '  ', business_trip_id: '4' }, [
    { key: 'a', date: '2026-11-02', description: ' Taxi ', cost: 1250, attachments: [{ id: 9, original_name: 'old.png', size: 5, data: 'AAA=' }, { original_name: 'new.png', size: 3, data: 'QUJD' }] },
  ]);
  expect(body).toEqual({
    type: 'travel', additionalInformation: null, business_trip_id: 4,
    object: [{ date: '2026-11-02', description: 'Taxi', cost: 1250, attachments: [{ id: 9 }, { original_name: 'new.png', data: 'QUJD', size: 3 }] }],
  });
});

it('says a refused receipt name clash as duplicate_expense_claim_receipt_name with the file; other errors stay as they are', () => {
  const clash = claimSaveError(new ApiError(400, 'invalid_expense_claim_attachment', { file: 'taxi.png', reason: 'duplicate' }));
  expect(clash).toMatchObject({ status: 400, code: 'duplicate_expense_claim_receipt_name', body: { file: 'taxi.png' } });
  const type = new ApiError(400, 'invalid_expense_claim_attachment', { file: 'x.exe', reason: 'type' });
  expect(claimSaveError(type)).toBe(type);
  const other = new Error('offline');
  expect(claimSaveError(other)).toBe(other);
});
