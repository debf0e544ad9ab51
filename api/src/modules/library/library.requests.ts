/**
 * Book requests (spec 3 §3 Book request, §5 "Book request", §7 POST books/request): request type
 * `book_request` of the approval engine (also reached as `BookRequest`: the registry reads either).
 * POST books/request stores the request object and a not-initialized request in one transaction and
 * answers its id; the tab then submits it with the generic PATCH requests/object/{id}/init/BookRequest
 * (or POST /api/v2/chains creates and submits it in one call). Approvers whose chain item has edit
 * rights edit it through the engine (title, author, link, notes; same limits). "Module responsible"
 * steps go to the holders of library_write.
 */
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { ObjectChange } from '../../contracts/approvals';
import { bookRequestBody, bookRequestEditBody } from '../../contracts/library';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';
import { type Actor, createRequest, registerRequestType, transact } from '../approvals';
import { BookRequest } from './library.entities';
import { presentBookRequest } from './library.presenters';

export const BOOK_REQUEST_TYPE = 'book_request';

async function requireBookRequest(em: EntityManager, id: number): Promise<BookRequest> {
  const r = await em.getRepository(BookRequest).findOneBy({ id });
  if (!r) throw new AppError('request_not_found');
  return r;
}

/** Stores a book request of `userId`. @returns its id */
async function createBookRequest(em: EntityManager, userId: number, body: z.infer<typeof bookRequestBody>): Promise<number> {
  const r = await em.getRepository(BookRequest).insert({ user_id: userId, title: body.title, author: body.author, link: body.link, notes: body.notes });
  return Number(r.identifiers[0].id);
}

const FIELDS = ['title', 'author', 'link', 'notes'] as const;

/** Registers `book_request` with the engine (called by the module's registration). */
export function registerBookRequestType(): void {
  registerRequestType({
    type: BOOK_REQUEST_TYPE,
    load: async (em, id) => {
      const r = await em.getRepository(BookRequest).findOneBy({ id });
      return r ? presentBookRequest(r) : null;
    },
    owner: async (em, id) => (await em.getRepository(BookRequest).findOneBy({ id }))?.user_id ?? null,
    summary: async (em, request) => {
      const r = await requireBookRequest(em, request.object_id!);
      return {
        title: `${r.title} — ${r.author}`,
        lines: [{ label: 'Title', value: r.title }, { label: 'Author', value: r.author }, { label: 'Link', value: r.link }, ...(r.notes ? [{ label: 'Notes' as const, value: r.notes }] : [])],
      };
    },
    moduleResponsible: { permission: 'library_write' },
    create: async (em, { actor, body }) => ({ objectId: await createBookRequest(em, actor.id, parse(bookRequestBody, body)) }),
    update: async (em, request, body): Promise<ObjectChange[]> => {
      const r = await requireBookRequest(em, request.object_id!);
      const patch = parse(bookRequestEditBody, body);
      const changes: ObjectChange[] = [];
      const next: Partial<BookRequest> = {};
      for (const f of FIELDS) {
        const v = patch[f];
        if (v === undefined || v === r[f]) continue;
        changes.push({ field: f, old: r[f], new: v });
        Object.assign(next, { [f]: v });
      }
      if (changes.length) await em.getRepository(BookRequest).update(r.id, next);
      return changes;
    },
    onDeleted: async (em, request) => {
      await em.getRepository(BookRequest).delete(request.object_id!);
    },
  });
}

/** POST books/request: the object and its not-initialized request (submitted by the generic init call). */
export async function requestBook(ctx: AppContext, caller: Actor, body: z.infer<typeof bookRequestBody>) {
  return transact(ctx, async (em) => {
    const id = await createBookRequest(em, caller.id, body);
    const request = await createRequest(em, { type: BOOK_REQUEST_TYPE, objectId: id, ownerId: caller.id, actorId: caller.id });
    return { message: 'book_request_successfully_submitted', id, request_id: request.id, status: request.status };
  });
}
