/**
 * Client routes, mirroring spec 1 §2 and spec 2 §2. Public: /login, /auth/:sso/callback,
 * /users/password/:id, /entry-page (needs a session but no shell). Every other path is inside the
 * authenticated shell; modules not built yet show a titled placeholder.
 */
import { RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { PasswordLinkPage } from '../features/auth/PasswordLinkPage';
import { SsoCallbackPage } from '../features/auth/SsoCallbackPage';
import { ChainItemsPage } from '../features/chains/ChainItemsPage';
import { ChainsPage } from '../features/chains/ChainsPage';
import { AgendaPage, DemoAgendaPage } from '../features/calendar/AgendaPage';
import { NotFoundPage } from '../features/common/NotFoundPage';
import { PlaceholderPage } from '../features/common/PlaceholderPage';
import { EntryPage } from '../features/entry/EntryPage';
import { EventTypesPage } from '../features/event-types/EventTypesPage';
import { DashboardPage } from '../features/home/DashboardPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { DemoRequestsPage } from '../features/requests/DemoRequestsPage';
import { RequestsPage } from '../features/requests/RequestsPage';
import { RolesPage } from '../features/roles/RolesPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { UsersPage } from '../features/users/UsersPage';
import { RequireAuth } from './auth';
import { Shell } from './Shell';

/** Routes of modules whose issues come later: path → nav label key. */
export const PLACEHOLDER_ROUTES: Record<string, string> = {
  '/library': 'library',
  '/guests': 'guests',
  '/conferences': 'conferences',
  '/onboarding': 'onboarding',
  '/onboarding/categories': 'onboardingCategories',
  '/onboarding/categories/:id/tasks': 'onboardingCategories',
  '/trip': 'trip',
  '/trip/:id': 'trip',
  '/expenses': 'expenses',
  '/expense-claim': 'expenses',
  '/expense-claim/:id': 'expenses',
  '/positions': 'positions',
  '/positions/:id': 'positions',
  '/positions/:id/applications': 'positions',
  '/policy-documents': 'policyDocuments',
  '/user-certificates': 'userCertificates',
  '/statistics': 'statistics',
  '/certificates': 'certificates',
  '/FAQ': 'faq',
  '/genie': 'genie',
  '/offboarding': 'offboarding',
  '/offboarding/categories': 'offboardingCategories',
  '/offboarding/categories/:id/tasks': 'offboardingCategories',
  '/announcements': 'announcements',
};

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/auth/:sso/callback', element: <SsoCallbackPage /> },
  { path: '/users/password/:id', element: <PasswordLinkPage /> },
  { path: '/entry-page', element: <RequireAuth><EntryPage /></RequireAuth> },
  {
    element: <RequireAuth><Shell /></RequireAuth>,
    children: [
      { path: '/', element: <DashboardPage /> },
      { path: '/users', element: <UsersPage /> },
      { path: '/roles', element: <RolesPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/requests', element: <RequestsPage /> },
      { path: '/demo/requests', element: <DemoRequestsPage /> },
      { path: '/chains', element: <ChainsPage /> },
      { path: '/chains/:id', element: <ChainItemsPage /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '/event/types', element: <EventTypesPage /> },
      { path: '/agenda', element: <AgendaPage /> },
      { path: '/demo/agenda', element: <DemoAgendaPage /> },
      ...Object.entries(PLACEHOLDER_ROUTES).map(([path, title]) => ({ path, element: <PlaceholderPage key={path} title={title} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
