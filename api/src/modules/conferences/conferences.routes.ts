/**
 * Conference and training routes (spec 3 §7 Conferences and Trainings: two parallel sets of calls under
 * /api/v1/conferences and /api/v1/trainings): guard (permission) → contract → service → reply.
 * GET list (paged; scope mine | upcoming; showFinished), GET {id}, POST, PUT {id}, PUT {id}/cancel,
 * GET {id}/participations, POST {id}/join, POST {id}/leave. GET conferences/types and
 * PUT conferences/types/{id}/assign-chain belong to the settings module.
 * Rules: conferences.policy.ts; participation and the request types `conference_participation` /
 * `training`: conferences.participation.ts; e-mails: conferences.notices.ts.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  conference, conferenceBody, conferenceCanceled, conferenceListQuery, conferenceSaved, joinBody, participant, participationReply, type ConferenceKind,
} from '../../contracts/conferences';
import { registerErrorCodes } from '../../http/errors';
import { pagedSchema } from '../../http/paging';
import { idParams, type Access, type Api } from '../../http/route';
import { join, leave, registerParticipationNotices, registerParticipationTypes } from './conferences.participation';
import { CONFERENCE_ERRORS } from './conferences.policy';
import { cancelConference, createConference, listConferences, listParticipants, readConference, updateConference } from './conferences.service';

const READ: Access = { anyOf: ['conferences_read', 'conferences_write', 'conferences_register'] };
const CREATE: Access = { anyOf: ['conferences_register', 'conferences_write'] };
const PATHS: Record<ConferenceKind, { path: string; noun: string }> = {
  conference: { path: '/conferences', noun: 'conference' },
  training: { path: '/trainings', noun: 'training' },
};

/** Declares both sets of calls, registers the two request types and the module's error codes. */
export function registerConferences({ v1 }: Api, ctx: AppContext): void {
  registerErrorCodes(CONFERENCE_ERRORS);
  registerParticipationTypes();
  registerParticipationNotices(ctx);
  for (const kind of ['conference', 'training'] as const) {
    const { path, noun } = PATHS[kind];
    v1.add({
      method: 'get', path, summary: `${noun}s (paged): scope mine (created by me or my pending/confirmed participation) or upcoming; showFinished adds canceled and ended ones, sorted last`,
      access: READ, query: conferenceListQuery, response: pagedSchema(conference),
      handler: ({ user, query }) => listConferences(ctx, user, kind, query),
    });
    v1.add({
      method: 'post', path, summary: `New ${noun} (conferences_register or conferences_write)`, access: CREATE, status: 201,
      body: conferenceBody, response: conferenceSaved,
      handler: ({ user, body }) => createConference(ctx, user, kind, body),
    });
    v1.add({
      method: 'get', path: `${path}/:id`, summary: `One ${noun} with its display state and what the caller may do`, access: READ, params: idParams, response: conference,
      handler: ({ user, params }) => readConference(ctx, user, kind, params.id),
    });
    v1.add({
      method: 'put', path: `${path}/:id`, summary: `Edit a ${noun} (the creator or conferences_write; not canceled)`, access: READ,
      params: idParams, body: conferenceBody, response: conferenceSaved,
      handler: ({ user, params, body }) => updateConference(ctx, user, kind, params.id, body),
    });
    v1.add({
      method: 'put', path: `${path}/:id/cancel`, summary: `Cancel a ${noun} (the creator or conferences_write; not canceled or ended): deleted when nobody joined, else canceled and its participants e-mailed`,
      access: READ, params: idParams, response: conferenceCanceled,
      handler: ({ user, params }) => cancelConference(ctx, user, kind, params.id),
    });
    v1.add({
      method: 'get', path: `${path}/:id/participations`, summary: `Participants of a ${noun} (the creator, conferences_write or conference_participants_read)`,
      access: READ, params: idParams, response: z.array(participant),
      handler: ({ user, params }) => listParticipants(ctx, user, kind, params.id),
    });
    v1.add({
      method: 'post', path: `${path}/:id/join`, summary: `Ask to join a ${noun}: a pending participation (request type ${kind === 'training' ? 'training' : 'conference_participation'}, submitted by the follow-up init call); send_calendar_file e-mails an .ics`,
      access: READ, params: idParams, body: joinBody, response: participationReply,
      handler: ({ user, params, body }) => join(ctx, user, kind, params.id, body.send_calendar_file),
    });
    v1.add({
      method: 'post', path: `${path}/:id/leave`, summary: `Leave a ${noun}: a pending participation is withdrawn; a confirmed one goes through its chain as a cancellation (reinit)`,
      access: READ, params: idParams, response: participationReply,
      handler: ({ user, params }) => leave(ctx, user, kind, params.id),
    });
  }
}
