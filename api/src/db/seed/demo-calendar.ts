/**
 * Demo calendar of "Demo UAB" (PORTAL_SEED=demo): the event categories and types a Lithuanian
 * company uses, with the timesheet (darbo laiko apskaitos žiniaraštis) codes — A annual leave,
 * NA unpaid leave, M study leave, TA paternity leave, MD additional rest days for raising
 * children, L sick leave, KV training (K, business trips, are a module of their own) — with colours
 * and, where approval is needed, the "Vacation approval" chain (direct manager approves, HR is
 * informed); two calendar groups and a few accepted events around the seeding day (shown as already
 * settled: no approval requests). Runs inside the demo seeding transaction; does nothing when event
 * categories exist already.
 */
import { In, type EntityManager } from 'typeorm';
import { addCompanyDays } from '../../shared/company-time';
import { Chain, ChainItem, ChainMapping } from '../../modules/chains/chains.entities';
import { CalendarEvent, CalendarGroup, CalendarGroupUser, EventCategory, EventType, EventTypeEditFields } from '../../modules/calendar/calendar.entities';
import { Role } from '../../modules/roles/roles.entities';
import { User } from '../../modules/users/users.entities';
import { DEMO_DOMAIN } from './demo-people';


interface DemoType extends Partial<EventType> { name: string; colours: [string, string, string]; approval?: boolean; fields?: Partial<EventTypeEditFields> }

const CATEGORIES: { name: string; description: string; types: DemoType[] }[] = [
  {
    name: 'Atostogos', description: 'Leave: annual, unpaid, study, paternity and child-raising days',
    types: [
      { name: 'Kasmetinės atostogos', description: 'Annual leave', unattendance_code: 'A', approval: true, substitute_needed: true, min_advance_time: 3, counts_against_balance: true, allows_half_day: true, colours: ['#2e7d32', '#ffffff', '#1b5e20'] },
      { name: 'Nemokamos atostogos', description: 'Unpaid leave', unattendance_code: 'NA', approval: true, substitute_needed: true, min_advance_time: 5, colours: ['#8d6e63', '#ffffff', '#5d4037'] },
      { name: 'Mokymosi atostogos', description: 'Study leave', unattendance_code: 'M', approval: true, colours: ['#6a1b9a', '#ffffff', '#4a148c'] },
      { name: 'Tėvystės atostogos', description: 'Paternity leave', unattendance_code: 'TA', approval: true, substitute_needed: true, colours: ['#0277bd', '#ffffff', '#01579b'] },
      {
        name: 'Papildomos poilsio dienos vaikams auginti', description: 'Additional rest days for raising children', unattendance_code: 'MD', approval: true,
        is_child_info_required: true, times_per_month_per_user: 2, colours: ['#f9a825', '#212121', '#f57f17'],
      },
    ],
  },
  {
    name: 'Nedarbingumas', description: 'Sick leave (certificate from the doctor, registered afterwards too)',
    types: [{
      name: 'Laikinasis nedarbingumas', description: 'Sick leave', unattendance_code: 'L', can_manager_submit: true, colours: ['#c62828', '#ffffff', '#b71c1c'],
      fields: { can_create_past_event: true, can_edit_past_event_date: true, can_delete_past_event: false },
    }],
  },
  {
    name: 'Darbo organizavimas', description: 'Work arrangements',
    types: [
      { name: 'Nuotolinis darbas', description: 'Remote work', address_required: true, times_per_month_per_user: 12, can_manager_submit: true, colours: ['#00838f', '#ffffff', '#006064'] },
      { name: 'Kvalifikacijos kėlimas', description: 'Training', unattendance_code: 'KV', colours: ['#455a64', '#ffffff', '#263238'] },
    ],
  },
];

/** The "Vacation approval" chain (created when missing): the direct manager approves, HR is informed. */
async function vacationChain(em: EntityManager): Promise<number> {
  const existing = await em.getRepository(Chain).findOneBy({ name: 'Vacation approval' });
  if (existing) return existing.id;
  const chain = await em.getRepository(Chain).save({ name: 'Vacation approval', description: 'Leave that needs approval: the direct manager approves, HR is informed' });
  const hr = await em.getRepository(Role).findOneBy({ name: 'HR' });
  await em.getRepository(ChainItem).insert({ chain_id: chain.id, name: 'Tiesioginis vadovas tvirtina', description: 'The direct manager approves', assignee_type: 'direct_manager', role_id: null, order_number: 1, can_edit: false, only_spectator: false, can_view: true, notification_message: null, skip_if_assigned_owner: false });
  if (hr) await em.getRepository(ChainItem).insert({ chain_id: chain.id, name: 'Personalo skyrius informuojamas', description: 'HR is informed', assignee_type: 'role', role_id: hr.id, order_number: 2, can_edit: false, only_spectator: true, can_view: true, notification_message: null, skip_if_assigned_owner: false });
  return chain.id;
}

/**
 * Overtime and on-call go through their own one-step chains (the direct manager approves); a chain
 * serves one request type only (spec 2 §5 Chain mapping), hence two chains.
 */
async function managerChains(em: EntityManager): Promise<void> {
  for (const [type, name, itemName] of [
    ['overtime', 'Overtime approval', 'Tiesioginis vadovas tvirtina viršvalandžius'],
    ['oncall', 'On-call approval', 'Tiesioginis vadovas tvirtina budėjimą'],
  ] as const) {
    if (await em.getRepository(ChainMapping).findOneBy({ request_name: type })) continue;
    const chain = await em.getRepository(Chain).save({ name, description: 'The direct manager approves' });
    await em.getRepository(ChainItem).insert({ chain_id: chain.id, name: itemName, description: 'The direct manager approves', assignee_type: 'direct_manager', role_id: null, order_number: 1, can_edit: false, only_spectator: false, can_view: true, notification_message: null, skip_if_assigned_owner: false });
    await em.getRepository(ChainMapping).save({ request_name: type, chain_id: chain.id });
  }
}

/** Seeds the demo calendar (see module doc). */
export async function seedDemoCalendar(em: EntityManager, now: Date = new Date()): Promise<void> {
  if (await em.getRepository(EventCategory).count()) return;
  const chainId = await vacationChain(em);
  await managerChains(em);
  const typeIds = new Map<string, number>();
  for (const c of CATEGORIES) {
    const cat = await em.getRepository(EventCategory).save({ name: c.name, description: c.description, active: true });
    for (const { colours, approval, fields, ...t } of c.types) {
      const saved = await em.getRepository(EventType).save({
        ...t, event_category_id: cat.id, background_color: colours[0], text_color: colours[1], border_color: colours[2],
        needs_approval: Boolean(approval), chain_id: approval ? chainId : null, active: true,
      });
      typeIds.set(t.unattendance_code ?? t.name, saved.id);
      await em.getRepository(EventTypeEditFields).insert({
        event_type_id: saved.id, edit_name: true, edit_description: true, edit_date: true, can_delete: true,
        can_create_past_event: false, can_edit_past_event_date: false, can_delete_past_event: false, ...fields,
      });
    }
  }

  const people = await em.getRepository(User).find({ where: { email: In(['laura', 'tomas', 'oliver', 'ieva', 'lukas', 'sarah', 'paulius', 'justina', 'daniel', 'kristina'].map((e) => `${e}@${DEMO_DOMAIN}`)) } });
  const id = (local: string) => people.find((p) => p.email === `${local}@${DEMO_DOMAIN}`)?.id;
  const group = async (name: string, locals: string[]) => {
    const g = await em.getRepository(CalendarGroup).save({ name, created_by_user_id: null });
    const ids = locals.map(id).filter((x): x is number => x != null);
    if (ids.length) await em.getRepository(CalendarGroupUser).insert(ids.map((user_id) => ({ group_id: g.id, user_id })));
  };
  await group('Platformos komanda', ['laura', 'tomas', 'oliver', 'ieva', 'lukas']);
  await group('Pardavimai', ['sarah', 'paulius', 'justina']);

  // Whole company days (TIME_ZONE): 00:00 of the first day to 23:59 of the last.
  const dayStart = (n: number) => addCompanyDays(now, n);
  const dayEnd = (n: number) => new Date(addCompanyDays(now, n + 1).getTime() - 60_000);
  const events: { who: string; type: string; title: string; from: number; to: number; extra?: Partial<CalendarEvent> }[] = [
    { who: 'laura', type: 'A', title: 'Atostogos prie jūros', from: 14, to: 18, extra: { substitute_id: id('daniel') ?? null, substitute_confirmed: true } },
    { who: 'tomas', type: 'Nuotolinis darbas', title: 'Darbas iš namų', from: 2, to: 2, extra: { working_address: 'Verkių g. 29-103, LT-09108 Vilnius' } },
    { who: 'ieva', type: 'L', title: 'Liga', from: -3, to: -1 },
    { who: 'kristina', type: 'KV', title: 'Darbo teisės mokymai', from: 7, to: 8 },
    // Half-day leaves (issue 18 item 2): the whole day's range plus the half.
    { who: 'tomas', type: 'A', title: 'Pas gydytoją', from: 9, to: 9, extra: { half_day: 'first' } },
    { who: 'justina', type: 'A', title: 'Šeimos reikalai', from: 10, to: 10, extra: { half_day: 'second' } },
    { who: 'oliver', type: 'A', title: 'Atostogų pusdienis', from: 3, to: 3, extra: { half_day: 'second' } },
  ];
  for (const e of events) {
    const userId = id(e.who);
    const typeId = typeIds.get(e.type);
    if (!userId || !typeId) continue;
    await em.getRepository(CalendarEvent).insert({
      title: e.title, description: null, date_start: dayStart(e.from), date_end: dayEnd(e.to), user_id: userId, substitute_id: null, substitute_confirmed: null,
      status: 'accepted', event_type_id: typeId, vacation_payout: false, working_address: null, child_birth_date: null, submitted_by_user_id: null, request_id: null,
      unattendance_code: CATEGORIES.flatMap((c) => c.types).find((t) => (t.unattendance_code ?? t.name) === e.type)?.unattendance_code ?? null, ...e.extra,
    });
  }
}
