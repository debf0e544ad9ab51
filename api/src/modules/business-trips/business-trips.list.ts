/**
 * GET business-trips (spec 2 §7): the trips the caller may see, newest start first, paged in SQL
 * (`{ currentPage, data, totalCount }`). business_trips_read holders see everyone's trips (optionally
 * one traveller's: `user_id`); others the trips they travel on, created, or are other travellers of.
 * `q` searches purpose, project name and number. Rows carry the request id and status (the
 * expense claim form links a claim to one of the user's trips).
 */
import { In } from 'typeorm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { businessTripListQuery } from '../../contracts/business-trips';
import { offsetOf, type Paged } from '../../http/paging';
import type { Actor } from '../approvals';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { User } from '../users/users.entities';
import { BusinessTrip } from './business-trips.entities';
import { presentTripRow } from './business-trips.presenters';
import { BUSINESS_TRIP_TYPE, destinationsOf } from './business-trips.service';

type Row = ReturnType<typeof presentTripRow>;

/** The page of trips (4 queries whatever the page size). */
export async function listTrips(ctx: AppContext, actor: Actor, q: z.infer<typeof businessTripListQuery>): Promise<Paged<Row>> {
  const em = ctx.ds.manager;
  const qb = em.getRepository(BusinessTrip).createQueryBuilder('t');
  if (!actor.permissions.has('business_trips_read')) {
    qb.where('(t.traveler_id = :me OR t.created_by_user_id = :me OR t.id IN (SELECT o.business_trip_id FROM business_trip_other_travelers o WHERE o.user_id = :me))', { me: actor.id });
  }
  if (q.user_id) qb.andWhere('t.traveler_id = :uid', { uid: q.user_id });
  if (q.q) qb.andWhere('(t.trip_purpose LIKE :q OR t.project_name LIKE :q OR t.project_number LIKE :q)', { q: `%${q.q.replace(/[%_]/g, '')}%` });
  const [trips, totalCount] = await qb.orderBy('t.date_start', 'DESC').addOrderBy('t.id', 'DESC').skip(offsetOf(q.page, q.pageSize)).take(q.pageSize).getManyAndCount();
  const ids = trips.map((t) => t.id);
  const travelerIds = [...new Set(trips.map((t) => t.traveler_id))];
  const [users, destinations, requests] = ids.length
    ? await Promise.all([
      em.getRepository(User).findBy({ id: In(travelerIds) }),
      destinationsOf(em, ids),
      em.getRepository(ApprovalRequest).find({ where: { request_name: BUSINESS_TRIP_TYPE, object_id: In(ids) }, select: { id: true, object_id: true, status: true } }),
    ])
    : [[], new Map<number, string[]>(), []];
  const byUser = new Map(users.map((u) => [u.id, u]));
  const byTrip = new Map(requests.map((r) => [r.object_id!, r]));
  return {
    currentPage: q.page, totalCount,
    data: trips.map((t) => presentTripRow(t, byUser.get(t.traveler_id)!, [...new Set(destinations.get(t.id) ?? [])], byTrip.get(t.id) ?? null)),
  };
}
