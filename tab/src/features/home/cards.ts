/**
 * The dashboard's card rules without React: which cards of later modules a user sees (spec 1 §2:
 * each only with its permission; cards without one in the spec are shown to everyone; onboarding
 * and offboarding "tasks left per person" are for the people who follow those checklists, gated
 * on onboarding_tasks_read / offboarding_tasks_read) and the pending-requests count reply.
 */
import type { Permission } from '@contracts/permissions';
import {
  BookOpen24Regular, Briefcase24Regular, CalendarLtr24Regular, CalendarPerson24Regular, type FluentIcon, HatGraduation24Regular, Megaphone24Regular,
  PeopleSwap24Regular, PersonAdd24Regular, PersonArrowRight24Regular, Presenter24Regular,
} from '@fluentui/react-icons';
import type { Can } from '../../app/nav';

export interface LaterCard {
  /** Key under `dashboard:cards.`. */
  key: string;
  icon: FluentIcon;
  /** Any of these permissions shows the card; none: always shown. */
  anyOf?: Permission[];
  /** The module's page, linked from the card header. */
  link?: string;
}

/** In the order of the spec's list, split around the built cards (pending requests, birthdays). */
export const LATER_CARDS_BEFORE: LaterCard[] = [
  { key: 'upcomingEvents', icon: CalendarLtr24Regular, anyOf: ['event_types_read'], link: '/agenda' },
  { key: 'leaveBalance', icon: CalendarPerson24Regular, link: '/profile?tab=leave' },
];
export const LATER_CARDS_MIDDLE: LaterCard[] = [
  { key: 'substitutions', icon: PeopleSwap24Regular },
];
export const LATER_CARDS_AFTER: LaterCard[] = [
  { key: 'takenBooks', icon: BookOpen24Regular, anyOf: ['library_read'], link: '/library' },
  { key: 'announcements', icon: Megaphone24Regular },
  { key: 'prioritizedPositions', icon: Briefcase24Regular },
  { key: 'upcomingConferences', icon: Presenter24Regular, anyOf: ['conferences_read'], link: '/conferences' },
  { key: 'upcomingTrainings', icon: HatGraduation24Regular, anyOf: ['conferences_read'], link: '/conferences' },
  { key: 'onboarding', icon: PersonAdd24Regular, anyOf: ['onboarding_tasks_read'] },
  { key: 'offboarding', icon: PersonArrowRight24Regular, anyOf: ['offboarding_tasks_read'] },
];

/** The cards a user with these permissions sees. */
export const visibleCards = (cards: LaterCard[], can: Can) => cards.filter((c) => !c.anyOf || can(...c.anyOf));

/** The count out of either reply shape of GET users/{id}/requests/upcoming/count: a number or `{ count }`. */
export const readCount = (r: unknown): number => {
  const n = typeof r === 'number' ? r : Number((r as { count?: unknown } | null)?.count ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};
