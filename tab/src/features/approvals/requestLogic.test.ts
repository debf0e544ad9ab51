import { formatDateTime, localizeDescription, requestRoute, rowActions, rowTexts, sortFields, splitActions, statusColor, summaryTexts } from './requestLogic';
import { addFiles, isAcceptedImage } from './infoChangeFiles';

const flags = { canSubmit: false, canInspect: false, canEdit: false, canCancel: false, canDelete: false, canApprove: false };

describe('row actions', () => {
  it('keeps at most two visible actions and moves the rest to the overflow menu', () => {
    expect(splitActions(['a'])).toEqual({ visible: ['a'], overflow: [] });
    expect(splitActions(['a', 'b'])).toEqual({ visible: ['a', 'b'], overflow: [] });
    expect(splitActions(['a', 'b', 'c', 'd'])).toEqual({ visible: ['a', 'b'], overflow: ['c', 'd'] });
  });

  it('offers actions from the row flags, approver actions first and chain info always', () => {
    expect(rowActions(flags)).toEqual(['chainInfo']);
    expect(rowActions({ ...flags, canApprove: true, canInspect: true })).toEqual(['approve', 'reject', 'return', 'returnToOwner', 'inspect', 'chainInfo']);
    expect(rowActions({ ...flags, canSubmit: true, canDelete: true, canEdit: true })).toEqual(['submit', 'edit', 'delete', 'chainInfo']);
  });
});

describe('status colours and formatting', () => {
  it('maps statuses to the spec colours', () => {
    expect(statusColor('rejected')).toBe('danger');
    expect(statusColor('canceled')).toBe('danger');
    expect(statusColor('approved')).toBe('success');
    expect(statusColor('in_progress')).toBe('brand');
    expect(statusColor('not_initialized')).toBe('informative');
  });

  it('formats timestamps as DD/MM/YYYY HH:mm on the company clock', () => {
    expect(formatDateTime('2026-03-05T07:07:00Z', 'Europe/Vilnius')).toBe('05/03/2026 09:07');
    expect(formatDateTime('2026-03-05T07:07:00Z', 'Europe/London')).toBe('05/03/2026 07:07');
    expect(formatDateTime(null, 'Europe/Vilnius')).toBe('');
  });

  it('offers the owner sort only on tables of other people', () => {
    expect(sortFields('my')).not.toContain('owner');
    expect(sortFields('participated')).toContain('owner');
  });
});

describe('inspect and edit navigation', () => {
  it('sends business trips and expense claims to their pages, others to a modal', () => {
    expect(requestRoute('inspect', { id: 4, requestType: 'business_trip', requestId: 9, status: 'approved' })?.to).toBe('/trip/9');
    expect(requestRoute('edit', { id: 4, requestType: 'business_trip', requestId: 9, status: 'approved' })?.state).toMatchObject({ editAfterCompletion: true, chain_id: 4 });
    expect(requestRoute('edit', { id: 4, requestType: 'expense_claim', requestId: 7, status: 'in_progress' })).toEqual({
      to: '/expense-claim/7', state: { readOnly: false, chainID: 4, requestId: 7 },
    });
    expect(requestRoute('inspect', { id: 4, requestType: 'user_info_change', requestId: 1, status: 'in_progress' })).toBeNull();
    expect(requestRoute('edit', { id: 4, requestType: 'business_trip', requestId: 9, status: 'in_progress' })).toEqual({
      to: '/trip', state: { readOnly: false, request_id: 9, chain_id: 4, editAfterCompletion: false, status: 'in_progress', editor: 'user' },
    });
    expect(requestRoute('edit', { id: 4, requestType: 'business_trip', requestId: null, status: 'in_progress' })).toBeNull();
  });
});

describe('info change images', () => {
  const f = (name: string, size = 100, type = '') => ({ name, size, type });
  it('accepts jpeg, jpg, png and pdf under 10,000,000 bytes', () => {
    expect(isAcceptedImage(f('a.JPG'))).toBe(true);
    expect(isAcceptedImage(f('a.pdf', 9_999_999))).toBe(true);
    expect(isAcceptedImage(f('a.pdf', 10_000_000))).toBe(false);
    expect(isAcceptedImage(f('a.gif'))).toBe(false);
  });

  it('rejects bad files and more than three', () => {
    const r = addFiles([f('1.png'), f('2.png')], [f('3.png'), f('4.png'), f('x.exe')]);
    expect(r.files.map((x) => x.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(r.tooMany).toBe(true);
    expect(r.badType).toBe(true);
  });
});

describe('stored descriptions in the reader\'s language', () => {
  const lt: Record<string, string> = { Type: 'Tipas', Lines: 'Eilutės', Total: 'Iš viso' };
  it('translates the known labels, keeps values and unknown labels', () => {
    expect(localizeDescription('Type: Travel; Lines: 2; Total: 114.50 EUR', (l) => lt[l])).toBe('Tipas: Travel; Eilutės: 2; Iš viso: 114.50 EUR');
    expect(localizeDescription('Purpose: visit: Berlin; Odd: x', (l) => lt[l])).toBe('Purpose: visit: Berlin; Odd: x');
    expect(localizeDescription('Total: 3; Lines: 1', () => undefined)).toBe('Total: 3; Lines: 1');
  });
});

describe('request texts in the reader language', () => {
  /** The requests namespace's `t` of a Lithuanian reader (summaryLabels) and of an English one. */
  const lt = (key: string, o: { defaultValue: string }) => ({ 'summaryLabels.Type': 'Tipas', 'summaryLabels.Total': 'Iš viso' })[key] ?? o.defaultValue;
  const en = (key: string, o: { defaultValue: string }) => ({ 'summaryLabels.Type': 'Type', 'summaryLabels.Total': 'Total' })[key] ?? o.defaultValue;
  const row = { eventName: 'Fuel: 12.00 EUR', description: 'Type: Fuel; Total: 12.00 EUR', eventNameLt: 'Kuras: 12,00 EUR', descriptionLt: 'Tipas: Kuras; Iš viso: 12,00 EUR' };

  it('shows a Lithuanian reader the Lithuanian texts the server stored, an English reader the English ones', () => {
    expect(rowTexts(lt, row, 'lt')).toEqual({ title: 'Kuras: 12,00 EUR', description: 'Tipas: Kuras; Iš viso: 12,00 EUR' });
    expect(rowTexts(en, row, 'en')).toEqual({ title: 'Fuel: 12.00 EUR', description: 'Type: Fuel; Total: 12.00 EUR' });
  });

  it('translates the labels of a row saved before the Lithuanian texts were kept', () => {
    expect(rowTexts(lt, { ...row, eventNameLt: null, descriptionLt: null }, 'lt')).toEqual({ title: 'Fuel: 12.00 EUR', description: 'Tipas: Fuel; Iš viso: 12.00 EUR' });
  });

  it('picks the summary lines of the reader language', () => {
    const s = { title: 'Fuel: 12.00 EUR', lines: [{ label: 'Total', value: '12.00 EUR' }], lt: { title: 'Kuras: 12,00 EUR', lines: [{ label: 'Iš viso', value: '12,00 EUR' }] } };
    expect(summaryTexts(lt, s, 'lt')).toEqual({ title: 'Kuras: 12,00 EUR', lines: [['Iš viso', '12,00 EUR']] });
    expect(summaryTexts(en, s, 'en')).toEqual({ title: 'Fuel: 12.00 EUR', lines: [['Total', '12.00 EUR']] });
  });
});
