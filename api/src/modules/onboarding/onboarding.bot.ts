/**
 * The checklists port of the Teams bot (bot/src/ports.ts ChecklistsPort; issue 15 item 3): what the reminder card
 * shows to one viewer and "Mark done" from the card. Mark done only ever sets a task done (idempotent) and follows
 * the same rule as the tab's toggle (onboarding.policy canToggleTask); refusals become card reasons:
 * missing_permissions → not_allowed, {kind}_person_not_found / {kind}_task_not_found → not_found.
 * The items come from the card's data, which the caller controls: an item is shown only when the viewer may see that
 * person's checklist in the tab (onboarding.policy canSeeProgress: {kind}_tasks_read, the direct manager, or
 * responsible for one of its tasks); any other item is left out as if it were not on a checklist.
 */
import { In } from 'typeorm';
import type { ChecklistItemRef, ChecklistItemView, ChecklistsPort } from '../../../../bot/src/ports';
import type { AppContext } from '../../context';
import type { ChecklistKind } from '../../contracts/onboarding';
import { inTransaction } from '../../db/tx';
import { loadPermissions } from '../../http/auth';
import { AppError } from '../../http/errors';
import { User } from '../users/users.entities';
import { completedBy, loadChecklist, personTasks, referenceDateOf, rolesOf, taskFactsOf, todayOf } from './onboarding.checklist';
import { canSeeProgress, canToggleTask } from './onboarding.policy';
import { setTaskDone } from './onboarding.progress';

const actorOf = async (ctx: AppContext, userId: number) => ({ id: userId, permissions: new Set(await loadPermissions(ctx, userId)) });

/** The card views of these items for `viewerId`, in the given order; items no longer on a checklist drop out. */
async function view(ctx: AppContext, refs: ChecklistItemRef[], viewerId: number): Promise<ChecklistItemView[]> {
  if (!refs.length) return [];
  const em = ctx.ds.manager;
  const actor = await actorOf(ctx, viewerId);
  const roles = await rolesOf(em, viewerId);
  const today = todayOf();
  const people = new Map((await em.getRepository(User).findBy({ id: In([...new Set(refs.map((r) => r.userId))]) })).filter((u) => !u.deleted_at).map((u) => [u.id, u]));
  const out: ChecklistItemView[] = [];
  for (const kind of ['onboarding', 'offboarding'] as ChecklistKind[]) {
    const mine = refs.filter((r) => r.kind === kind);
    if (!mine.length) continue;
    const list = await loadChecklist(em, kind);
    const done = await completedBy(em, [...new Set(mine.map((r) => r.userId))], list.flatMap((c) => c.tasks.map((t) => t.id)));
    for (const r of mine) {
      const person = people.get(r.userId);
      const reference = person && referenceDateOf(kind, person);
      const tasks = reference ? personTasks(list, reference, done.get(r.userId) ?? new Set()) : [];
      const item = tasks.find((t) => t.task.id === r.taskId);
      if (!person || !item) continue;
      // The same rule as the tab's checklist of one person (GET {kind}/progress/:id).
      if (!canSeeProgress(actor, roles, { id: person.id, managerId: person.manager_id }, kind, tasks.map((t) => taskFactsOf(kind, person, t.task)))) continue;
      out.push({
        kind, userId: r.userId, taskId: r.taskId,
        person: `${person.name} ${person.surname}`, task: item.task.name, category: item.category.name,
        deadline: item.deadline, overdue: !item.completed && item.deadline < today, done: item.completed,
        canMark: canToggleTask(actor, roles, taskFactsOf(kind, person, item.task)),
      });
    }
  }
  const order = new Map(refs.map((r, i) => [`${r.kind}:${r.userId}:${r.taskId}`, i]));
  return out.sort((a, b) => order.get(`${a.kind}:${a.userId}:${a.taskId}`)! - order.get(`${b.kind}:${b.userId}:${b.taskId}`)!);
}

/** Marks one task done for `viewerId` (idempotent). */
async function markDone(ctx: AppContext, ref: ChecklistItemRef, viewerId: number) {
  try {
    const actor = await actorOf(ctx, viewerId);
    const r = await inTransaction(ctx.ds, (em) => setTaskDone(em, actor, ref.kind, ref.userId, ref.taskId, true));
    if (r.changed) ctx.events.publish('checklist.toggled', { kind: ref.kind, userId: ref.userId, taskId: ref.taskId, completed: true, actorId: viewerId });
    return { ok: true as const };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { ok: false as const, reason: err.code === 'missing_permissions' ? ('not_allowed' as const) : ('not_found' as const) };
  }
}

/** The port for createBot. */
export const checklistsPort = (ctx: AppContext): ChecklistsPort => ({
  view: (refs, viewerId) => view(ctx, refs, viewerId),
  markDone: (ref, viewerId) => markDone(ctx, ref, viewerId),
});
