/**
 * External accounting system routes (issue 13 item 5): POST navision/sync (users_write; spec 1 §6
 * "refresh from the external system", spec 2 §7) and GET navision/countries (spec 2 §3 destination
 * country option, any signed-in user; `lang` en | lt picks the names).
 */
import { countriesQuery, countryOptions, navisionSyncReply } from '../../contracts/navision';
import type { AppContext } from '../../context';
import type { Api } from '../../http/route';
import { countryList } from '../../shared/countries';
import { syncNavision } from './navision.service';

/** Declares the external-system routes. */
export function registerNavision({ v1 }: Api, ctx: AppContext): void {
  v1.add({
    method: 'post',
    path: '/navision/sync',
    summary: 'Refresh the users from the external accounting system and send it the approved business trips and expense claims not sent yet',
    access: { anyOf: ['users_write'] },
    response: navisionSyncReply,
    handler: () => syncNavision(ctx),
  });
  v1.add({
    method: 'get',
    path: '/navision/countries',
    summary: 'Destination countries (ISO 3166-1 alpha-2) with their names in the chosen language',
    access: 'user',
    query: countriesQuery,
    response: countryOptions,
    handler: ({ query }) => countryList(query.lang),
  });
}
