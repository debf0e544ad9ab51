import { balanceCard, isBalanceRequest } from './leave-cards';

const links = { publicUrl: 'https://portal.example' };
const annual = { typeName: 'Annual leave', entitlementDays: 20, accruedDays: 18.5, carriedOverDays: 4, adjustmentsDays: -1, takenDays: 15, requestedDays: 4, availableDays: 2.5 };
const textOf = (c: unknown) => JSON.stringify(c);

describe('leave balance in chat', () => {
  it.each(['balance', 'Balance?', 'my leave balance', 'balances', 'likutis', 'Atostogų likutis', 'atostogu likutis', 'likučiai'])('"%s" asks for the balance', (t) => {
    expect(isBalanceRequest(t)).toBe(true);
  });
  it.each(['help', 'pending', 'how many vacation days do I have', '', undefined])('"%s" does not', (t) => {
    expect(isBalanceRequest(t)).toBe(false);
  });

  it('shows each type\'s available days, the entitlement and the breakdown, in English and Lithuanian', () => {
    const en = textOf(balanceCard([annual], { locale: 'en', links }));
    for (const s of ['Your leave balance', 'Annual leave', '"2.5"', 'days available · of 20 this year', 'Accrued to date', '"18.5"', 'Requested', 'Open in the portal', 'https://portal.example/profile?tab=leave']) {
      expect(en).toContain(s);
    }
    const lt = textOf(balanceCard([annual], { locale: 'lt', links }));
    for (const s of ['Jūsų atostogų likutis', '"2,5"', 'iš 20 šiais metais', 'Sukaupta iki šiandien', '"18,5"', 'Atverti portale']) expect(lt).toContain(s);
  });

  it('says when no type counts, and when the balance is not available', () => {
    expect(textOf(balanceCard([], { locale: 'en', links }))).toContain('None of your leave types counts against a balance.');
    expect(textOf(balanceCard(null, { locale: 'lt', links }))).toContain('Jūsų atostogų likutis šiuo metu nepasiekiamas.');
  });
});
