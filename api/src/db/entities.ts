/** Every entity. A module adds its entities file and one line here. */
import { PasswordLink, RefreshToken } from '../modules/auth/auth.entities';
import { Role, RolePermission } from '../modules/roles/roles.entities';
import { AppSecret, JobLease } from '../modules/system/system.entities';
import { User, UserSettingHistory } from '../modules/users/users.entities';
import { Relative, RelationshipType } from '../modules/users/users.relatives.entities';
import { ApprovalRequest, RequestHistory, RequestStep, RequestStepAssignee, RequestStepTask } from '../modules/approvals/approvals.entities';
import { Chain, ChainItem, ChainItemNotification, ChainItemTask, ChainMapping } from '../modules/chains/chains.entities';
import { ConferenceType, ExpenseClaimType, SeniorityLevel, UserInfoChangeReference } from '../modules/settings/settings.entities';
import { UserInfoChange, UserInfoChangeImage } from '../modules/user-info-change/user-info-change.entities';
import { Overtime, OvertimeTime } from '../modules/overtime/overtime.entities';
import { Oncall, OncallFactualTime } from '../modules/oncall/oncall.entities';
import { StoredFile } from '../shared/files';
import { CalendarEvent, CalendarFilter, CalendarGroup, CalendarGroupUser, CalendarViewer, EventCategory, EventType, EventTypeEditFields } from '../modules/calendar/calendar.entities';
import { TeamsConversation } from '../modules/teams/teams.entities';
import { ApiKey } from '../modules/api-keys/api-keys.entities';
import { Book, BookImage, BookRequest, BookWatch, LibraryNotice, LibrarySetting } from '../modules/library/library.entities';
import { NavisionSentDocument } from '../modules/navision/navision.entities';
import { ExpenseClaim, ExpenseClaimAttachment, ExpenseClaimLine } from '../modules/expense-claims/expense-claims.entities';
import { BUSINESS_TRIP_ENTITIES } from '../modules/business-trips/business-trips.entities';
import { GuestVisit } from '../modules/guests/guests.entities';
import { CONFERENCE_ENTITIES } from '../modules/conferences/conferences.entities';
import { WISHLIST_ENTITIES } from '../modules/wishlist/wishlist.entities';
import { FAQ_ENTITIES } from '../modules/faq/faq.entities';
import { CHECKLIST_ENTITIES } from '../modules/onboarding/onboarding.entities';
import { POLICY_DOCUMENT_ENTITIES } from '../modules/policy-documents/policy-documents.entities';
import { StatisticsSnapshot } from '../modules/statistics/statistics.entities';

export const ENTITIES = [Role, RolePermission, User, UserSettingHistory, RefreshToken, PasswordLink, AppSecret, JobLease, ApprovalRequest, RequestStep, RequestStepAssignee, RequestStepTask, RequestHistory, Chain, ChainItem, ChainItemTask, ChainItemNotification, ChainMapping, ExpenseClaimType, ConferenceType, SeniorityLevel, UserInfoChangeReference, UserInfoChange, UserInfoChangeImage, StoredFile, TeamsConversation, EventCategory, EventType, EventTypeEditFields, CalendarEvent, CalendarGroup, CalendarGroupUser, CalendarViewer, CalendarFilter, Overtime, OvertimeTime, Oncall, OncallFactualTime, ApiKey, NavisionSentDocument, RelationshipType, Relative, ExpenseClaim, ExpenseClaimLine, ExpenseClaimAttachment, Book, BookImage, BookWatch, BookRequest, LibraryNotice, LibrarySetting, ...BUSINESS_TRIP_ENTITIES, GuestVisit, ...CONFERENCE_ENTITIES, ...WISHLIST_ENTITIES, ...FAQ_ENTITIES, ...CHECKLIST_ENTITIES, ...POLICY_DOCUMENT_ENTITIES, StatisticsSnapshot];
