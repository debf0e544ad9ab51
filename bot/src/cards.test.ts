import { approvalCard, listCard, VERBS } from './cards';
import type { RequestCardView } from './ports';

const view = (over: Partial<RequestCardView> = {}): RequestCardView => ({
  requestId: 7, type: 'user_info_change', title: 'Phone number: +370 600 00000', status: 'in_progress',
  owner: { id: 2, name: 'Grace Hall' }, submittedAt: '2026-11-20T08:00:00.000Z', lines: [], ownerMessage: null,
  chain: [{ name: 'HR updates records', status: 'in_progress', who: 'Eglė Žukauskienė', at: null, message: null }],
  currentStepId: 11, currentStepName: 'HR updates records', approverIds: [5], canAct: false, ...over,
});

const texts = (card: object) => JSON.stringify(card);

describe('approval card with tasks that block approval', () => {
  it('lists the open tasks and links to the portal to complete them, without approve buttons', () => {
    const card = approvalCard(view({ openTasks: ['Update the payroll system', 'Tell the accountant'] }), { locale: 'en', links: { publicUrl: 'https://portal.example' } });
    const s = texts(card);
    expect(s).toContain('Complete these tasks before approving:');
    expect(s).toContain('• Update the payroll system');
    expect(s).toContain('• Tell the accountant');
    expect(s).toContain('Complete the tasks in the portal');
    expect(s).toContain('https://portal.example/requests?request=7');
    expect(s).not.toContain(VERBS.approve);
  });

  it('says it in Lithuanian for a Lithuanian user', () => {
    const s = texts(approvalCard(view({ openTasks: ['Atnaujinti duomenis'] }), { locale: 'lt', links: { publicUrl: 'https://portal.example' } }));
    expect(s).toContain('Prieš tvirtindami atlikite šias užduotis:');
    expect(s).toContain('Atlikti užduotis portale');
  });

  it('shows no task section when nothing blocks approval', () => {
    const s = texts(approvalCard(view({ canAct: true, openTasks: [] }), { locale: 'en', links: { publicUrl: 'https://portal.example' } }));
    expect(s).not.toContain('Complete these tasks');
    expect(s).toContain(VERBS.approve);
  });
});

describe('approval card summary in the reader language', () => {
  const claim = view({
    type: 'expense_claim', title: 'Representation: 146.20 EUR',
    lines: [{ label: 'Type', value: 'Representation' }, { label: 'Total', value: '146.20 EUR' }],
    lt: { title: 'Reprezentacinės išlaidos: 146,20 EUR', lines: [{ label: 'Tipas', value: 'Reprezentacinės išlaidos' }, { label: 'Iš viso', value: '146,20 EUR' }] },
  });
  const links = { publicUrl: 'https://portal.example' };

  it('shows a Lithuanian approver the Lithuanian title, labels and values', () => {
    const s = texts(approvalCard(claim, { locale: 'lt', links }));
    expect(s).toContain('Reprezentacinės išlaidos: 146,20 EUR');
    expect(s).toContain('"title":"Tipas","value":"Reprezentacinės išlaidos"');
    expect(s).not.toContain('Representation');
  });

  it('shows an English approver the English ones', () => {
    const s = texts(approvalCard(claim, { locale: 'en', links }));
    expect(s).toContain('Representation: 146.20 EUR');
    expect(s).not.toContain('Reprezentacinės');
  });
});

describe('approval card refusals', () => {
  it('says why an approval was refused, in the reader language', () => {
    const links = { publicUrl: 'https://portal.example' };
    expect(texts(approvalCard(view({ canAct: true }), { locale: 'en', links, notice: { key: 'conference_full', attention: true } }))).toContain('The conference or training is full');
    expect(texts(approvalCard(view({ canAct: true }), { locale: 'lt', links, notice: { key: 'insufficient_leave_balance', attention: true } }))).toContain('Darbuotojui neužtenka atostogų likučio');
  });
});

describe('approval card dates', () => {
  it("shows the submission as the reader's own day (Teams DATE), not the UTC date cut from the instant", () => {
    const s = texts(approvalCard(view({ submittedAt: '2026-11-20T23:30:00.000Z' }), { locale: 'en', links: { publicUrl: 'https://portal.example' } }));
    expect(s).toContain('{{DATE(2026-11-20T23:30:00Z, SHORT)}}');
    expect(s).not.toContain('"2026-11-20"');
  });
});

describe('request lists in the reader language', () => {
  it("shows a Lithuanian reader the request's Lithuanian title", () => {
    const item = { requestId: 3, type: 'expense_claim', title: 'Fuel: 12.00 EUR', titleLt: 'Kuras: 12,00 EUR', status: 'in_progress', owner: 'Ona', currentlyAt: null, submittedAt: null };
    const links = { publicUrl: 'https://portal.example' };
    expect(texts(listCard('pending', [item], { locale: 'lt', links, limit: 10 }))).toContain('Kuras: 12,00 EUR');
    expect(texts(listCard('pending', [item], { locale: 'en', links, limit: 10 }))).toContain('Fuel: 12.00 EUR');
    expect(texts(listCard('pending', [{ ...item, titleLt: null }], { locale: 'lt', links, limit: 10 }))).toContain('Fuel: 12.00 EUR');
  });
});
