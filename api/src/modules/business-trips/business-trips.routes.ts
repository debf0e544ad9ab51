/**
 * Business trip routes (spec 2 §7 Business trips, /api/v1): POST and GET business-trips, GET
 * business-trips/time-options, GET and PUT business-trips/{id}, GET business-trips/{id}/report
 * (base64 PDF, business-trips.report.ts). `lang` (en | lt) picks country and option names and the
 * report's texts; default the caller's own language.
 * Submitting is the engine's PATCH /requests/object/{id}/init/BusinessTrip. Registers the
 * `business_trip` request type and the module's error codes. Rules: business-trips.policy.ts;
 * shapes: business-trips.presenters.ts.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  businessTripBody, businessTripListQuery, businessTripReply, businessTripReport, businessTripRow, businessTripSaved, businessTripUpdateBody, timeOption, tripLangQuery,
} from '../../contracts/business-trips';
import { registerErrorCodes } from '../../http/errors';
import { pagedSchema } from '../../http/paging';
import { idParams, type Api } from '../../http/route';
import { listTrips } from './business-trips.list';
import { registerBusinessTripNavisionSource } from './business-trips.navision';
import { tripReport } from './business-trips.report';
import { BUSINESS_TRIP_ERRORS, editTrip, readerLanguage, readTrip, registerBusinessTripType, saveNewTrip, timeOptions } from './business-trips.service';


/** Declares the business trip routes and registers the request type. */
export function registerBusinessTrips({ v1 }: Api, ctx: AppContext): void {
  registerErrorCodes(BUSINESS_TRIP_ERRORS);
  registerBusinessTripType();
  registerBusinessTripNavisionSource();
  v1.add({
    method: 'get', path: '/business-trips/time-options', summary: 'Travel and work time options of a trip (id 1 is the default)', access: 'user',
    query: tripLangQuery, response: z.array(timeOption), handler: async ({ user, query }) => timeOptions(ctx, await readerLanguage(ctx, user, query.lang)),
  });
  v1.add({
    method: 'post', path: '/business-trips', summary: 'Save a business trip as a draft, or save and submit it (submit: true)', access: 'user', status: 201,
    query: tripLangQuery, body: businessTripBody, response: businessTripSaved,
    handler: async ({ user, req, query }) => saveNewTrip(ctx, user, req.body, await readerLanguage(ctx, user, query.lang)),
  });
  v1.add({
    method: 'get', path: '/business-trips', summary: 'Business trips the caller may see (paged)', access: 'user',
    query: businessTripListQuery, response: pagedSchema(businessTripRow), handler: ({ user, query }) => listTrips(ctx, user, query),
  });
  v1.add({
    method: 'get', path: '/business-trips/:id', summary: 'A business trip with every section, totals and what the caller may do', access: 'user',
    params: idParams, query: tripLangQuery, response: businessTripReply, handler: async ({ user, params, query }) => readTrip(ctx, user, params.id, await readerLanguage(ctx, user, query.lang)),
  });
  v1.add({
    method: 'put', path: '/business-trips/:id', summary: 'Edit a business trip (audited; restricted fields need business_trips_restricted_fields_write)', access: 'user',
    params: idParams, query: tripLangQuery, body: businessTripUpdateBody, response: businessTripReply,
    handler: async ({ user, params, req, query }) => editTrip(ctx, user, params.id, req.body, await readerLanguage(ctx, user, query.lang)),
  });
  v1.add({
    method: 'get', path: '/business-trips/:id/report', summary: 'Business trip report as base64 PDF (only once its chain is approved)', access: 'user',
    params: idParams, query: tripLangQuery, response: businessTripReport, handler: async ({ user, params, query }) => tripReport(ctx, user, params.id, await readerLanguage(ctx, user, query.lang)),
  });
}
