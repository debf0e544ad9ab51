/** Sidebar icons by entry name. */
import {
  Board24Regular, BookOpen24Regular, BuildingPeople24Regular, CalendarLtr24Regular, Certificate24Regular, ChartMultiple24Regular,
  DocumentText24Regular, Home24Regular, LinkMultiple24Regular, Megaphone24Regular, PeopleCommunity24Regular, People24Regular,
  PersonArrowLeft24Regular, PersonArrowRight24Regular, QuestionCircle24Regular, Receipt24Regular, Settings24Regular, ShieldKeyhole24Regular,
  Sparkle24Regular, TaskListLtr24Regular, Video24Regular, Briefcase24Regular, FluentIcon, Wrench24Regular, Key24Regular,
} from '@fluentui/react-icons';

export const NAV_ICONS: Record<string, FluentIcon> = {
  home: Home24Regular,
  library: BookOpen24Regular,
  guests: BuildingPeople24Regular,
  conferences: Video24Regular,
  positions: Briefcase24Regular,
  agenda: CalendarLtr24Regular,
  requests: TaskListLtr24Regular,
  expenses: Receipt24Regular,
  genie: Sparkle24Regular,
  faq: QuestionCircle24Regular,
  users: People24Regular,
  roles: ShieldKeyhole24Regular,
  statistics: ChartMultiple24Regular,
  certificates: Certificate24Regular,
  onboarding: PersonArrowRight24Regular,
  offboarding: PersonArrowLeft24Regular,
  chains: LinkMultiple24Regular,
  eventTypes: Board24Regular,
  announcements: Megaphone24Regular,
  policy: DocumentText24Regular,
  settings: Settings24Regular,
  apiKeys: Key24Regular,
  hrGroup: PeopleCommunity24Regular,
  adminGroup: Wrench24Regular,
};
