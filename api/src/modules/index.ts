/**
 * Module registry: each business module exports `register(api, ctx)` which declares its routes
 * (and may register request types or event subscribers). A module adds one line here.
 * Imports run one way: app.ts → this registry → <m>/<m>.routes.ts → http/route.ts → context.ts;
 * no module imports this file or another module's routes.
 */
import type { ModuleRegistration } from '../http/route';
import { registerAuth } from './auth/auth.routes';
import { registerSso } from './sso/sso.routes';
import { registerRoles } from './roles/roles.routes';
import { registerUsers } from './users/users.routes';
import { registerApprovals } from './approvals/approvals.routes';
import { registerChains } from './chains/chains.routes';
import { registerSettings } from './settings/settings.routes';
import { registerUserInfoChange } from './user-info-change/user-info-change.routes';
import { registerCalendar } from './calendar/calendar.routes';
import { registerHolidays } from './holidays/holidays.routes';
import { registerOvertime } from './overtime/overtime.routes';
import { registerOncall } from './oncall/oncall.routes';
import { registerCalendarV2 } from './calendar-v2/calendar-v2.routes';
import { registerReports } from './reports/reports.routes';
import { registerApiKeys } from './api-keys/api-keys.routes';
import { registerNavision } from './navision/navision.routes';
import { registerLibrary } from './library/library.routes';
import { registerExpenseClaims } from './expense-claims/expense-claims.routes';
import { registerBusinessTrips } from './business-trips/business-trips.routes';
import { registerGuests } from './guests/guests.routes';
import { registerConferences } from './conferences/conferences.routes';
import { registerWishlist } from './wishlist/wishlist.routes';
import { registerFaq } from './faq/faq.routes';
import { registerOnboarding } from './onboarding/onboarding.routes';
import { registerPolicyDocuments } from './policy-documents/policy-documents.routes';
import { registerStatistics } from './statistics/statistics.routes';
import { registerCertificates } from './certificates/certificates.routes';
import { registerAnnouncements } from './announcements/announcements.routes';
import { registerJobPositions } from './job-positions/job-positions.routes';
import { registerAudit } from './audit/audit.routes';
import { registerCalendarFeed } from './calendar-feed/calendar-feed.routes';
import { registerLeaveBalances } from './leave-balances/leave-balances.routes';

export const MODULES: ModuleRegistration[] = [registerAuth, registerSso, registerUsers, registerRoles, registerChains, registerSettings, registerApprovals, registerUserInfoChange, registerCalendar, registerHolidays, registerOvertime, registerOncall, registerCalendarV2, registerReports, registerApiKeys, registerNavision, registerLibrary, registerExpenseClaims, registerBusinessTrips, registerGuests, registerConferences, registerWishlist, registerFaq, registerOnboarding, registerPolicyDocuments, registerStatistics, registerCertificates, registerAnnouncements, registerJobPositions, registerCalendarFeed, registerAudit, registerLeaveBalances];
