/**
 * Client routes, mirroring spec 1 §2 and spec 2 §2. Public: /login, /auth/:sso/callback,
 * /users/password/:id, /entry-page (needs a session but no shell). Every other path is inside the
 * authenticated shell; modules not built yet show a titled placeholder. Every page is loaded lazily
 * (one chunk each, the sign-in flow too); the main chunk holds the providers, the shell and the
 * route table only.
 */
import { ComponentType, lazy, ReactNode, Suspense } from 'react';
import { RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/ErrorBoundary';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { RequireAuth } from './auth';
import { PageAccess } from './PageAccess';
import { Shell } from './Shell';

/**
 * A feature page loaded on first visit (its own chunk): `load` imports the module and picks the
 * named component. A failed download throws while rendering, so the route's error element shows it.
 */
const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>) => lazy(async () => ({ default: await load() }));

// The sign-in pages (login, SSO callback, password link, entry page) and the placeholder / not-found
// pages are chunks of their own too: a signed-in user's first load is the shell and the dashboard only,
// and a sign-in never downloads the shell's pages (the first-load budget: tests/repo/first-load.test.ts).
const LoginPage = lazyPage(() => import('../features/auth/LoginPage').then((m) => m.LoginPage));
const SsoCallbackPage = lazyPage(() => import('../features/auth/SsoCallbackPage').then((m) => m.SsoCallbackPage));
const PasswordLinkPage = lazyPage(() => import('../features/auth/PasswordLinkPage').then((m) => m.PasswordLinkPage));
const EntryPage = lazyPage(() => import('../features/entry/EntryPage').then((m) => m.EntryPage));
const PlaceholderPage = lazyPage(() => import('../features/common/PlaceholderPage').then((m) => m.PlaceholderPage));
const NotFoundPage = lazyPage(() => import('../features/common/NotFoundPage').then((m) => m.NotFoundPage));
const DashboardPage = lazyPage(() => import('../features/home/DashboardPage').then((m) => m.DashboardPage));
const UsersPage = lazyPage(() => import('../features/users/UsersPage').then((m) => m.UsersPage));
const RolesPage = lazyPage(() => import('../features/roles/RolesPage').then((m) => m.RolesPage));
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage));
const RequestsPage = lazyPage(() => import('../features/approvals/RequestsPage').then((m) => m.RequestsPage));
const DemoRequestsPage = lazyPage(() => import('../features/approvals/DemoRequestsPage').then((m) => m.DemoRequestsPage));
const ChainsPage = lazyPage(() => import('../features/chains/ChainsPage').then((m) => m.ChainsPage));
const ChainItemsPage = lazyPage(() => import('../features/chains/ChainItemsPage').then((m) => m.ChainItemsPage));
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage').then((m) => m.SettingsPage));
const EventTypesPage = lazyPage(() => import('../features/event-types/EventTypesPage').then((m) => m.EventTypesPage));
const AgendaPage = lazyPage(() => import('../features/calendar/AgendaPage').then((m) => m.AgendaPage));
const DemoAgendaPage = lazyPage(() => import('../features/calendar/AgendaPage').then((m) => m.DemoAgendaPage));
const ApiKeysPage = lazyPage(() => import('../features/api-keys/ApiKeysPage').then((m) => m.ApiKeysPage));
const AuditPage = lazyPage(() => import('../features/audit/AuditPage').then((m) => m.AuditPage));
const TripPage = lazyPage(() => import('../features/business-trips/TripPage').then((m) => m.TripPage));
const LibraryPage = lazyPage(() => import('../features/library/LibraryPage').then((m) => m.LibraryPage));
const GuestsPage = lazyPage(() => import('../features/guests/GuestsPage').then((m) => m.GuestsPage));
const ConferencesPage = lazyPage(() => import('../features/conferences/ConferencesPage').then((m) => m.ConferencesPage));
const PositionsPage = lazyPage(() => import('../features/job-positions/PositionsPage').then((m) => m.PositionsPage));
const PositionPage = lazyPage(() => import('../features/job-positions/PositionPage').then((m) => m.PositionPage));
const ApplicationsPage = lazyPage(() => import('../features/job-positions/ApplicationsPage').then((m) => m.ApplicationsPage));
const ExpensesPage = lazyPage(() => import('../features/expense-claims/ExpensesPage').then((m) => m.ExpensesPage));
const ExpenseClaimPage = lazyPage(() => import('../features/expense-claims/ExpenseClaimPage').then((m) => m.ExpenseClaimPage));
const CertificatesPage = lazyPage(() => import('../features/certificates/CertificatesPage').then((m) => m.CertificatesPage));
const UserCertificatesPage = lazyPage(() => import('../features/certificates/UserCertificatesPage').then((m) => m.UserCertificatesPage));
const AnnouncementsPage = lazyPage(() => import('../features/announcements/AnnouncementsPage').then((m) => m.AnnouncementsPage));
const OnboardingPage = lazyPage(() => import('../features/onboarding/ChecklistPage').then((m) => m.OnboardingPage));
const OffboardingPage = lazyPage(() => import('../features/onboarding/ChecklistPage').then((m) => m.OffboardingPage));
const OnboardingCategoriesPage = lazyPage(() => import('../features/onboarding/CategoriesPage').then((m) => m.OnboardingCategoriesPage));
const OffboardingCategoriesPage = lazyPage(() => import('../features/onboarding/CategoriesPage').then((m) => m.OffboardingCategoriesPage));
const OnboardingCategoryTasksPage = lazyPage(() => import('../features/onboarding/CategoryTasksPage').then((m) => m.OnboardingCategoryTasksPage));
const OffboardingCategoryTasksPage = lazyPage(() => import('../features/onboarding/CategoryTasksPage').then((m) => m.OffboardingCategoryTasksPage));
const GeniePage = lazyPage(() => import('../features/wishlist/GeniePage').then((m) => m.GeniePage));
const StatisticsPage = lazyPage(() => import('../features/statistics/StatisticsPage').then((m) => m.StatisticsPage));
const PolicyDocumentsPage = lazyPage(() => import('../features/policy-documents/PolicyDocumentsPage').then((m) => m.PolicyDocumentsPage));
const FaqPage = lazyPage(() => import('../features/faq/FaqPage').then((m) => m.FaqPage));

/** A lazy page with a centred spinner while its chunk loads. */
const suspended = (Page: ComponentType) => <Suspense fallback={<FullPageSpinner />}><Page /></Suspense>;

/** Routes of modules whose issues come later: path → nav label key. */
export const PLACEHOLDER_ROUTES: Record<string, string> = {
};

/** Every page inside the shell goes through its route rule and the 403 check ({@link PageAccess}). */
const guarded = (r: { path: string; element: ReactNode }): RouteObject => ({ ...r, element: <PageAccess pattern={r.path}>{r.element}</PageAccess> });

export const routes: RouteObject[] = [{
  // Any route's render failure (or failed chunk download) shows the app's error view (spec 1 §8).
  element: <RouteErrorBoundary />,
  children: [
    { path: '/login', element: suspended(LoginPage) },
    { path: '/auth/:sso/callback', element: suspended(SsoCallbackPage) },
    { path: '/users/password/:id', element: suspended(PasswordLinkPage) },
    { path: '/entry-page', element: <RequireAuth>{suspended(EntryPage)}</RequireAuth> },
    {
      element: <RequireAuth><Shell /></RequireAuth>,
      children: [{
        // Inside the shell, so navigation stays usable when a page fails.
        element: <RouteErrorBoundary />,
        children: [
          { path: '/', element: suspended(DashboardPage) },
          { path: '/users', element: suspended(UsersPage) },
          { path: '/roles', element: suspended(RolesPage) },
          { path: '/profile', element: suspended(ProfilePage) },
          { path: '/requests', element: suspended(RequestsPage) },
          { path: '/demo/requests', element: suspended(DemoRequestsPage) },
          { path: '/chains', element: suspended(ChainsPage) },
          { path: '/chains/:id', element: suspended(ChainItemsPage) },
          { path: '/settings', element: suspended(SettingsPage) },
          { path: '/event/types', element: suspended(EventTypesPage) },
          { path: '/agenda', element: suspended(AgendaPage) },
          { path: '/demo/agenda', element: suspended(DemoAgendaPage) },
          { path: '/api-keys', element: suspended(ApiKeysPage) },
          { path: '/audit', element: suspended(AuditPage) },
          { path: '/trip', element: suspended(TripPage) },
          { path: '/trip/:id', element: suspended(TripPage) },
          { path: '/library', element: suspended(LibraryPage) },
          { path: '/guests', element: suspended(GuestsPage) },
          { path: '/conferences', element: suspended(ConferencesPage) },
          { path: '/positions', element: suspended(PositionsPage) },
          { path: '/positions/:id', element: suspended(PositionPage) },
          { path: '/positions/:id/applications', element: suspended(ApplicationsPage) },
          { path: '/expenses', element: suspended(ExpensesPage) },
          { path: '/expense-claim', element: suspended(ExpenseClaimPage) },
          { path: '/expense-claim/:id', element: suspended(ExpenseClaimPage) },
          { path: '/certificates', element: suspended(CertificatesPage) },
          { path: '/user-certificates', element: suspended(UserCertificatesPage) },
          { path: '/announcements', element: suspended(AnnouncementsPage) },
          { path: '/onboarding', element: suspended(OnboardingPage) },
          { path: '/onboarding/categories', element: suspended(OnboardingCategoriesPage) },
          { path: '/onboarding/categories/:id/tasks', element: suspended(OnboardingCategoryTasksPage) },
          { path: '/offboarding', element: suspended(OffboardingPage) },
          { path: '/offboarding/categories', element: suspended(OffboardingCategoriesPage) },
          { path: '/offboarding/categories/:id/tasks', element: suspended(OffboardingCategoryTasksPage) },
          { path: '/genie', element: suspended(GeniePage) },
          { path: '/statistics', element: suspended(StatisticsPage) },
          { path: '/FAQ', element: suspended(FaqPage) },
          ...Object.entries(PLACEHOLDER_ROUTES).map(([path, title]) => ({
            path, element: <Suspense key={path} fallback={<FullPageSpinner />}><PlaceholderPage title={title} /></Suspense>,
          })),
          { path: '*', element: suspended(NotFoundPage) },
          { path: '/policy-documents', element: suspended(PolicyDocumentsPage) },
        ].map(guarded),
      }],
    },
  ],
}];
