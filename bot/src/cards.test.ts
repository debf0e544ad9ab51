import { approvalCard, VERBS } from './cards';
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
