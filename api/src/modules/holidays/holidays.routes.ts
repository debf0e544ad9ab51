/**
 * Public holiday routes (spec 2 §7): v1 GET /publicholidays/countries={list} (the old calendar) and
 * GET /publicholidays/countries (the offered countries with names and flags). The v2 call
 * GET /calendar/events/{countryCode}/details?date= is served by the calendar-v2 module (it shares
 * the path shape of events/{id}/details) through {@link holidaysOn}.
 */
import { z } from 'zod';
import { holidayCountryInfo, holidaysV1Params, holidaysV1Query, publicHoliday } from '../../contracts/holidays';
import { AppError } from '../../http/errors';
import type { Api } from '../../http/route';
import { holidayCountries, holidaysBetween } from './holidays.service';

/** Declares the v1 public holiday routes. */
export function registerHolidays({ v1 }: Api): void {
  v1.add({
    method: 'get', path: '/publicholidays/countries', summary: 'Countries offered for public holidays (English and Lithuanian names, flag)', access: 'user',
    response: z.array(holidayCountryInfo), handler: () => holidayCountries(),
  });
  v1.add({
    method: 'get', path: '/publicholidays/countries=:list', summary: 'Public holidays of comma-joined countries (year, or from/to; default previous, current and next year)', access: 'user',
    params: holidaysV1Params, query: holidaysV1Query, response: z.array(publicHoliday),
    handler: ({ params, query }) => {
      const y = new Date().getUTCFullYear();
      const from = query.from ?? `${query.year ?? y - 1}-01-01`;
      const to = query.to ?? `${query.year ?? y + 1}-12-31`;
      if (to < from || Number(to.slice(0, 4)) - Number(from.slice(0, 4)) > 10) throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'to', message: 'must be after from, within ten years' }] });
      return holidaysBetween(params.list, from, to);
    },
  });
}
