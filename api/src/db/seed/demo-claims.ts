/**
 * Demo expense claims of "Demo UAB" (PORTAL_SEED=demo; issue 13 item 8), so that accounting@demo.lt
 * (Dalia, head of accounting and the direct manager of Thomas and Ona) has something to look at:
 * - the "Expense claim approval" chain (the direct manager approves, then accounting checks with
 *   can_edit) mapped to every expense claim type that has no chain yet;
 * - Justina (sales, with a navision id): a travel claim with two receipt images (taxi and hotel,
 *   rendered as PNG), approved by her manager Sarah and checked by accounting — its report opens, it
 *   waits in GET requests/accounting and goes to the external accounting system on the next sync;
 * - Thomas: a representation claim with one receipt, waiting for Dalia's approval;
 * - Ona: a training claim still a draft (not_initialized).
 * Built with the expense claims service and the approval engine inside the demo seeding transaction
 * (no notifications are sent: the engine's events are not published). Does nothing when claims exist.
 */
import sharp from 'sharp';
import { IsNull, type EntityManager } from 'typeorm';
import type { Permission } from '../../contracts/permissions';
import { createRequest, Outbox, submit } from '../../modules/approvals/engine';
import { RequestStep } from '../../modules/approvals/approvals.entities';
import { Chain, ChainItem } from '../../modules/chains/chains.entities';
import { ExpenseClaim } from '../../modules/expense-claims/expense-claims.entities';
import { createClaim, EXPENSE_CLAIM_TYPE } from '../../modules/expense-claims/expense-claims.service';
import { registerExpenseClaimType } from '../../modules/expense-claims/expense-claims.type';
import { Role } from '../../modules/roles/roles.entities';
import { ExpenseClaimType } from '../../modules/settings/settings.entities';
import { User } from '../../modules/users/users.entities';
import { addCompanyDays, companyDay } from '../../shared/company-time';
import { approveCurrent } from './demo-approvals';
import { DEMO_DOMAIN } from './demo-people';

/** A receipt as a PNG (base64): shop, lines and total in Lithuanian, rendered from SVG by sharp. */
async function receipt(shop: string, lines: string[], total: string): Promise<string> {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const text = [shop, ...lines, `Iš viso: ${total}`].map((s, i) => `<text x="20" y="${40 + i * 30}" font-family="DejaVu Sans, sans-serif" font-size="${i === 0 ? 20 : 15}">${esc(s)}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="${80 + (lines.length + 1) * 30}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
}

/** The chain (made when missing): the direct manager approves, then accounting checks (may edit). */
async function claimChain(em: EntityManager): Promise<number> {
  const name = 'Expense claim approval';
  const existing = await em.getRepository(Chain).findOneBy({ name });
  if (existing) return existing.id;
  const chain = await em.getRepository(Chain).save({ name, description: 'Expense claims: the direct manager approves, accounting checks the receipts' });
  const accounting = await em.getRepository(Role).findOneBy({ name: 'Accounting' });
  const item = { chain_id: chain.id, can_view: true, only_spectator: false, notification_message: null, skip_if_assigned_owner: false };
  await em.getRepository(ChainItem).insert({ ...item, name: 'Tiesioginis vadovas tvirtina', description: 'The direct manager approves', assignee_type: 'direct_manager', role_id: null, order_number: 1, can_edit: false });
  if (accounting) {
    await em.getRepository(ChainItem).insert({ ...item, name: 'Buhalterija tikrina', description: 'Accounting checks the receipts', assignee_type: 'role', role_id: accounting.id, order_number: 2, can_edit: true, skip_if_assigned_owner: true });
  }
  return chain.id;
}

/** Seeds the demo claims (see module doc). */
export async function seedDemoClaims(em: EntityManager, now: Date): Promise<void> {
  if (await em.getRepository(ExpenseClaim).count()) return;
  const person = async (email: string) => em.getRepository(User).findOneBy({ email: `${email}@${DEMO_DOMAIN}` });
  const [dalia, justina, sarah, thomas, ona] = [await person('accounting'), await person('justina'), await person('sarah'), await person('thomas'), await person('ona')];
  if (!dalia || !justina || !sarah || !thomas || !ona) return;
  registerExpenseClaimType(); // the request type is registered again with the routes; the seed runs first
  const chainId = await claimChain(em);
  await em.getRepository(ExpenseClaimType).update({ chain_id: IsNull() }, { chain_id: chainId });
  const day = (n: number) => companyDay(addCompanyDays(now, n));
  const writer = (id: number) => ({ id, permissions: new Set<Permission>(['expense_claims_write']) });
  const out = new Outbox(); // never flushed: the demo sends no notifications

  const file = async (userId: number, body: Record<string, unknown>, daysAgo: number) => {
    const { objectId } = await createClaim(em, writer(userId), body);
    await em.getRepository(ExpenseClaim).update(objectId, { issue_date: addCompanyDays(now, -daysAgo) });
    return createRequest(em, { type: EXPENSE_CLAIM_TYPE, objectId, ownerId: userId, actorId: userId });
  };

  const trip = await file(justina.id, {
    type: 'travel',
    additionalInformation: 'Kelionė į klientų susitikimą Rygoje',
    object: [
      { date: day(-12), description: 'Taksi į Vilniaus oro uostą', cost: 2550, attachments: [{ original_name: 'taksi-kvitas.png', data: await receipt('UAB „Vilniaus taksi“', ['Kvitas Nr. 2026-1045', 'Kelionė: centras – oro uostas'], '25,50 €') }] },
      { date: day(-11), description: 'Viešbutis Rygoje, 1 naktis', cost: 8900, attachments: [{ original_name: 'viesbutis-saskaita.png', data: await receipt('Hotel Riga Centrs', ['Sąskaita Nr. HR-88213', '1 naktis, pusryčiai'], '89,00 €') }] },
    ],
  }, 10);
  await submit(em, out, trip, writer(justina.id));
  await approveCurrent(em, out, trip.id, sarah.id);
  if ((await em.getRepository(RequestStep).countBy({ request_id: trip.id, status: 'in_progress' })) > 0) await approveCurrent(em, out, trip.id, dalia.id);

  const dinner = await file(thomas.id, {
    type: 'representation',
    additionalInformation: 'Vakarienė su partneriais',
    object: [{ date: day(-3), description: 'Vakarienė restorane „Lokys“, 4 asmenys', cost: 14620, attachments: [{ original_name: 'restoranas.png', data: await receipt('Restoranas „Lokys“', ['Čekis Nr. 55120', '4 asmenys'], '146,20 €') }] }],
  }, 2);
  await submit(em, out, dinner, writer(thomas.id));

  await file(ona.id, {
    type: 'training',
    additionalInformation: 'Buhalterinės apskaitos seminaras',
    object: [{ date: day(-1), description: 'Seminaras „Darbo užmokesčio pokyčiai 2027“', cost: 12000, attachments: [] }],
  }, 1);
}
