/**
 * Demo conferences and trainings (issue 14 item 6): two conferences and a training with participants in
 * every state, their requests made through the approval engine (no notifications are sent):
 * - the "Conference participation" and "Training participation" chains (made when missing; the direct
 *   manager approves), each mapped to its request type when that has no chain;
 * - "Baltic DevOps Days" (Riga, international conference, created by the office manager, 5 places):
 *   Tomas attending, Ieva waiting for approval, Grace asked but not submitted, Jonas rejected, Oliver withdrawn;
 * - "Frontend Days Vilnius" (created by Daniel, 3 places, full): Gabija and Dovydas attending, Emma attending
 *   with her leave waiting for approval, Karolis waiting for approval;
 * - "First aid at work" training (office, free, unlimited): Lukas attending, Ugnė and Simona waiting.
 * Dates are relative to the seeding moment.
 */
import type { EntityManager } from 'typeorm';
import type { Permission } from '../../contracts/permissions';
import { ApprovalRequest, RequestStep } from '../../modules/approvals/approvals.entities';
import { addHistory, createRequest, Outbox, setRequest, submit } from '../../modules/approvals/engine';
import { Chain, ChainItem, ChainMapping } from '../../modules/chains/chains.entities';
import { Conference, ConferenceParticipation } from '../../modules/conferences/conferences.entities';
import { PARTICIPATION_TYPE, registerParticipationTypes } from '../../modules/conferences/conferences.participation';
import { ConferenceType } from '../../modules/settings/settings.entities';
import { User } from '../../modules/users/users.entities';
import { addCompanyDays, startOfCompanyDay } from '../../shared/company-time';
import { approveCurrent } from './demo-approvals';
import { DEMO_DOMAIN } from './demo-people';

type State = 'attending' | 'waiting' | 'not_submitted' | 'rejected' | 'withdrawn' | 'leaving';

/**
 * A chain of its own (made when missing) for each participation request type that has none: a chain
 * serves one request type only (spec 2 §5 Chain mapping), so the mapping screen opens without duplicates.
 */
async function participationChain(em: EntityManager): Promise<void> {
  const names: Record<string, string> = { [PARTICIPATION_TYPE.conference]: 'Conference participation', [PARTICIPATION_TYPE.training]: 'Training participation' };
  for (const [type, name] of Object.entries(names)) {
    if (await em.getRepository(ChainMapping).findOneBy({ request_name: type })) continue;
    let chain = await em.getRepository(Chain).findOneBy({ name });
    if (!chain) {
      chain = await em.getRepository(Chain).save({ name, description: 'The direct manager approves taking part' });
      await em.getRepository(ChainItem).insert({
        chain_id: chain.id, name: 'Tiesioginis vadovas tvirtina', description: 'The direct manager approves', assignee_type: 'direct_manager', role_id: null, order_number: 1,
        can_edit: false, can_view: true, only_spectator: false, notification_message: null, skip_if_assigned_owner: false,
      });
    }
    await em.getRepository(ChainMapping).save({ request_name: type, chain_id: chain.id });
  }
}

/** Ends the request's current round as rejected (what a reject does) or canceled (a withdrawal). */
async function finish(em: EntityManager, requestId: number, to: 'rejected' | 'canceled', actorId: number): Promise<void> {
  const request = await em.getRepository(ApprovalRequest).findOneByOrFail({ id: requestId });
  if (request.current_step_id) {
    const status = to === 'rejected' ? 'reject' : 'canceled';
    await em.getRepository(RequestStep).update(request.current_step_id, { status, action: to === 'rejected' ? 'reject' : null, acted_by_user_id: to === 'rejected' ? actorId : null, acted_at: new Date() });
  }
  await setRequest(em, request, { status: to, current_step_id: null, completion_date: new Date(), last_chain_action: to === 'rejected' ? 'reject' : 'cancel' });
  await addHistory(em, { request_id: request.id, action: to, actor_user_id: actorId, from_status: 'in_progress', to_status: to });
}

/** Seeds the demo items (see module doc); nothing when there are items already or the people are missing. */
export async function seedDemoConferences(em: EntityManager, now: Date): Promise<void> {
  if (await em.getRepository(Conference).count()) return;
  const emails = ['office', 'daniel', 'tomas', 'ieva', 'grace', 'jonas', 'oliver', 'gabija', 'dovydas', 'emma', 'karolis', 'lukas', 'ugne', 'simona'];
  const people = new Map<string, User>();
  for (const e of emails) {
    const u = await em.getRepository(User).findOneBy({ email: `${e}@${DEMO_DOMAIN}` });
    if (!u) return;
    people.set(e, u);
  }
  const who = (e: string) => people.get(e)!;
  registerParticipationTypes(); // registered again with the routes; the seed runs first
  await participationChain(em);
  const out = new Outbox(); // never flushed: the demo sends no notifications
  const at = (days: number, hour: number) => new Date(startOfCompanyDay(addCompanyDays(now, days)).getTime() + hour * 3_600_000);
  const international = await em.getRepository(ConferenceType).findOneBy({ name: 'International conference' });
  const local = await em.getRepository(ConferenceType).findOneBy({ name: 'Local conference' });

  const item = async (c: Partial<Conference>) => Number((await em.getRepository(Conference).insert({ canceled: false, confirmed_count: 0, ...c })).identifiers[0].id);
  const take = async (conferenceId: number, kind: 'conference' | 'training', email: string, state: State) => {
    const u = who(email);
    const actor = { id: u.id, permissions: new Set<Permission>() };
    const p = Number((await em.getRepository(ConferenceParticipation).insert({ conference_id: conferenceId, user_id: u.id, confirmed: false, request_id: null })).identifiers[0].id);
    const request = await createRequest(em, { type: PARTICIPATION_TYPE[kind], objectId: p, ownerId: u.id, actorId: u.id });
    await em.getRepository(ConferenceParticipation).update(p, { request_id: request.id });
    if (state === 'not_submitted') return;
    await submit(em, out, request, actor);
    const manager = u.manager_id ?? u.id;
    if (state === 'rejected' || state === 'withdrawn') return finish(em, request.id, state === 'rejected' ? 'rejected' : 'canceled', state === 'rejected' ? manager : u.id);
    if (state === 'waiting') return;
    await approveCurrent(em, out, request.id, manager);
    if (state === 'leaving') await submit(em, out, await em.getRepository(ApprovalRequest).findOneByOrFail({ id: request.id }), actor, 'cancel');
  };

  const baltic = await item({
    kind: 'conference', title: 'Baltic DevOps Days', description: 'Two days of talks and workshops on platform engineering, observability and delivery.',
    location: 'Riga, Latvia', date_start: at(14, 9), date_end: at(15, 18), price_cents: 35000, max_participants: 5, link: 'https://example.com/baltic-devops-days',
    conference_type_id: international?.id ?? null, employee_id: who('office').id,
  });
  for (const [e, s] of [['tomas', 'attending'], ['ieva', 'waiting'], ['grace', 'not_submitted'], ['jonas', 'rejected'], ['oliver', 'withdrawn']] as const) await take(baltic, 'conference', e, s);

  const frontend = await item({
    kind: 'conference', title: 'Frontend Days Vilnius', description: 'Web platform, accessibility and design systems: a day of talks in Vilnius.',
    location: 'Vilnius, Lithuanian Exhibition and Congress Centre', date_start: at(30, 9), date_end: at(30, 17), price_cents: 14900, max_participants: 3, link: null,
    conference_type_id: local?.id ?? null, employee_id: who('daniel').id,
  });
  for (const [e, s] of [['gabija', 'attending'], ['dovydas', 'attending'], ['emma', 'leaving'], ['karolis', 'waiting']] as const) await take(frontend, 'conference', e, s);

  const firstAid = await item({
    kind: 'training', title: 'First aid at work', description: 'Certified first aid training for office first aiders (certificate valid for 5 years).',
    location: 'Vilnius office, meeting room "Neris"', date_start: at(7, 10), date_end: at(7, 14), price_cents: 0, max_participants: null, link: null,
    conference_type_id: null, employee_id: who('office').id,
  });
  for (const [e, s] of [['lukas', 'attending'], ['ugne', 'waiting'], ['simona', 'waiting']] as const) await take(firstAid, 'training', e, s);
}
