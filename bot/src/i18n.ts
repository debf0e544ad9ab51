/** Texts of the bot in English and Lithuanian (the user's portal locale; Teams locale for unknown users). */
import type { Locale } from './ports';

const en = {
  helpTitle: 'Employee Portal bot',
  helpIntro: 'I bring your approvals and requests into Teams. Write one of these:',
  helpPending: '**pending**: the approvals waiting for you, with approve, reject and return buttons',
  helpMine: '**my requests**: your own requests and where each one stands',
  helpBalance: '**balance**: your leave balance, the days available per leave type',
  helpHelp: '**help**: this message',
  pendingTitle: 'Waiting for your approval',
  pendingNone: 'Nothing is waiting for your approval.',
  pendingMore: 'Showing the newest {n}. Open the portal for all.',
  mineTitle: 'Your requests',
  mineNone: 'You have no open requests.',
  unlinkedTitle: 'Your Teams account is not linked to the portal',
  unlinkedText: 'I could not find a portal account for {who}. Ask Human Resources to create one with your work e-mail, or sign in to the portal once from Teams.',
  openPortal: 'Open in the portal',
  openTasks: 'Complete these tasks before approving:',
  completeTasks: 'Complete the tasks in the portal',
  openRequests: 'Open my requests',
  show: 'Show',
  owner: 'Requested by',
  submitted: 'Submitted',
  dates: 'Dates',
  allDay: 'all day',
  amount: 'Amount',
  status: 'Status',
  currentlyAt: 'Now at',
  ownerMessage: 'Returned to the requester with the message',
  chain: 'Approval chain',
  comment: 'Comment (shown to the requester)',
  commentPlaceholder: 'Optional for approve; say why when you reject or return',
  approve: 'Approve',
  reject: 'Reject',
  return: 'Return',
  waitingForYou: 'Waiting for your decision',
  waitingFor: 'Waiting for: {step}',
  reminder: 'Reminder: this request is still waiting for you',
  forYourInformation: 'For your information',
  instruction: 'Instructions for approvers: {text}',
  doneApprove: 'You approved this request.',
  doneReject: 'You rejected this request.',
  doneReturn: 'You returned this request.',
  already_processed: 'This step was already handled; here is where the request stands now.',
  step_moved: 'The request has moved on since this card was sent; here is where it stands now.',
  not_assignee: 'This step is not assigned to you.',
  not_found: 'This request no longer exists or you cannot see it.',
  not_allowed: 'This action is not possible right now.',
  object_incomplete: 'Something this request needs is still missing (for a business trip, the tickets or hotel asked for): add it in the portal, then approve.',
  tasks_open: "Complete this step's tasks in the portal first, then approve.",
  cancellationAsked: 'Cancellation asked by the owner: approving cancels this approved request.',
  reminderMany: 'Reminder: these requests are still waiting for you',
  conference_full: 'The conference or training is full: there is no place left to approve.',
  conference_closed: 'The conference or training has been canceled or has already ended.',
  insufficient_leave_balance: 'The employee has not enough leave left for this absence.',
  failed: 'The action could not be completed. Try again in the portal.',
  stillWorking: 'Your decision is being saved; refresh the card in a moment.',
  outcome_approved: 'Your request was approved',
  outcome_rejected: 'Your request was rejected',
  outcome_returned: 'Your request was returned to you',
  outcome_canceled: 'Your request was canceled',
  outcome_cancellation_refused: 'Cancelling your request was refused; it stays approved',
  substitutionTitle: 'Substitution request',
  substitutionText: '{who} asks you to substitute them from {from} to {to}.',
  accept: 'Accept',
  decline: 'Decline',
  substitution_accepted: 'Accepted.',
  substitution_declined: 'Declined.',
  substitution_canceled: 'This substitution was canceled.',
  substitution_refused: 'Your answer was not saved: this substitution was already answered, canceled or is not yours to answer. Here is where it stands now.',
  privateSent: 'This is private, so I sent the answer to you in our personal chat.',
  privateAsk: 'This is private, so I answer it only in our personal chat: open a chat with me and ask there.',
  st_not_initialized: 'Draft',
  st_in_progress: 'In progress',
  st_approved: 'Approved',
  st_rejected: 'Rejected',
  st_canceled: 'Canceled',
  st_completed: 'Completed',
  step_approve: 'Approved',
  step_reject: 'Rejected',
  step_send_back_request: 'Returned',
  step_send_back_request_to_owner: 'Returned to requester',
  step_in_progress: 'Waiting',
  step_not_initialized: 'Not reached',
  step_notification_sent: 'Notified',
  step_skipped: 'Skipped',
  step_canceled: 'Canceled',
} as const;

export type MessageKey = keyof typeof en;

const lt: Record<MessageKey, string> = {
  helpTitle: 'Darbuotojų portalo botas',
  helpIntro: 'Jūsų tvirtinimai ir prašymai – tiesiai Teams. Parašykite:',
  helpPending: '**pending** (arba **laukia**): jūsų tvirtinimo laukiantys prašymai su mygtukais patvirtinti, atmesti ir grąžinti',
  helpMine: '**my requests** (arba **mano prašymai**): jūsų prašymai ir kur kiekvienas yra',
  helpBalance: '**balance** (arba **likutis**): jūsų atostogų likutis pagal atostogų tipą',
  helpHelp: '**help** (arba **pagalba**): šis pranešimas',
  pendingTitle: 'Laukia jūsų tvirtinimo',
  pendingNone: 'Jūsų tvirtinimo niekas nelaukia.',
  pendingMore: 'Rodomi {n} naujausi. Visus rasite portale.',
  mineTitle: 'Jūsų prašymai',
  mineNone: 'Neturite atvirų prašymų.',
  unlinkedTitle: 'Jūsų Teams paskyra nesusieta su portalu',
  unlinkedText: 'Neradau portalo paskyros naudotojui {who}. Paprašykite personalo skyriaus ją sukurti su jūsų darbo el. paštu arba vieną kartą prisijunkite prie portalo per Teams.',
  openPortal: 'Atidaryti portale',
  openTasks: 'Prieš tvirtindami atlikite šias užduotis:',
  completeTasks: 'Atlikti užduotis portale',
  openRequests: 'Atidaryti mano prašymus',
  show: 'Rodyti',
  owner: 'Pateikė',
  submitted: 'Pateikta',
  dates: 'Datos',
  allDay: 'visą dieną',
  amount: 'Suma',
  status: 'Būsena',
  currentlyAt: 'Dabar',
  ownerMessage: 'Grąžinta pateikėjui su žinute',
  chain: 'Tvirtinimo grandinė',
  comment: 'Komentaras (matys pateikėjas)',
  commentPlaceholder: 'Tvirtinant neprivaloma; atmesdami ar grąžindami nurodykite priežastį',
  approve: 'Patvirtinti',
  reject: 'Atmesti',
  return: 'Grąžinti',
  waitingForYou: 'Laukia jūsų sprendimo',
  waitingFor: 'Laukia: {step}',
  reminder: 'Priminimas: šis prašymas vis dar laukia jūsų',
  forYourInformation: 'Jūsų žiniai',
  instruction: 'Nurodymai tvirtintojams: {text}',
  doneApprove: 'Patvirtinote šį prašymą.',
  doneReject: 'Atmetėte šį prašymą.',
  doneReturn: 'Grąžinote šį prašymą.',
  already_processed: 'Šis žingsnis jau atliktas; štai kur dabar yra prašymas.',
  step_moved: 'Po šios kortelės išsiuntimo prašymas pajudėjo; štai kur jis dabar yra.',
  not_assignee: 'Šis žingsnis jums nepriskirtas.',
  not_found: 'Šio prašymo nebėra arba jūs jo nematote.',
  not_allowed: 'Šis veiksmas dabar negalimas.',
  object_incomplete: 'Šiam prašymui dar kažko trūksta (komandiruotei – prašytų bilietų ar viešbučio): įrašykite tai portale ir tada patvirtinkite.',
  tasks_open: 'Pirmiausia portale atlikite šio žingsnio užduotis, tada patvirtinkite.',
  cancellationAsked: 'Savininkas prašo atšaukti: patvirtinę atšauksite šį patvirtintą prašymą.',
  reminderMany: 'Priminimas: šie prašymai vis dar laukia jūsų',
  conference_full: 'Konferencijoje ar mokymuose vietų nebeliko: patvirtinti negalima.',
  conference_closed: 'Konferencija ar mokymai atšaukti arba jau pasibaigė.',
  insufficient_leave_balance: 'Darbuotojui neužtenka atostogų likučio šiam nebuvimui.',
  failed: 'Veiksmo atlikti nepavyko. Pabandykite portale.',
  stillWorking: 'Jūsų sprendimas išsaugomas; po akimirkos atnaujinkite kortelę.',
  outcome_approved: 'Jūsų prašymas patvirtintas',
  outcome_rejected: 'Jūsų prašymas atmestas',
  outcome_returned: 'Jūsų prašymas grąžintas jums',
  outcome_canceled: 'Jūsų prašymas atšauktas',
  outcome_cancellation_refused: 'Jūsų prašymo atšaukimas atmestas; jis lieka patvirtintas',
  substitutionTitle: 'Pavadavimo prašymas',
  substitutionText: '{who} prašo jūsų pavaduoti nuo {from} iki {to}.',
  accept: 'Sutikti',
  decline: 'Atsisakyti',
  substitution_accepted: 'Sutikta.',
  substitution_declined: 'Atsisakyta.',
  substitution_canceled: 'Šis pavadavimas atšauktas.',
  substitution_refused: 'Jūsų atsakymas neišsaugotas: į šį pavadavimą jau atsakyta, jis atšauktas arba ne jums skirtas. Štai kokia jo būsena dabar.',
  privateSent: 'Tai asmeninė informacija, todėl atsakymą išsiunčiau jums į mūsų asmeninį pokalbį.',
  privateAsk: 'Tai asmeninė informacija, todėl į tai atsakau tik mūsų asmeniniame pokalbyje: atidarykite pokalbį su manimi ir paklauskite ten.',
  st_not_initialized: 'Juodraštis',
  st_in_progress: 'Tvirtinamas',
  st_approved: 'Patvirtintas',
  st_rejected: 'Atmestas',
  st_canceled: 'Atšauktas',
  st_completed: 'Užbaigtas',
  step_approve: 'Patvirtino',
  step_reject: 'Atmetė',
  step_send_back_request: 'Grąžino',
  step_send_back_request_to_owner: 'Grąžino pateikėjui',
  step_in_progress: 'Laukia',
  step_not_initialized: 'Dar nepasiekta',
  step_notification_sent: 'Informuota',
  step_skipped: 'Praleista',
  step_canceled: 'Atšaukta',
};

/** Request type names shown on cards. */
const TYPE_NAMES: Record<string, Record<Locale, string>> = {
  business_trip: { en: 'Business trip', lt: 'Komandiruotė' },
  event: { en: 'Absence / event', lt: 'Neatvykimas / įvykis' },
  user_info_change: { en: 'Personal data change', lt: 'Asmens duomenų keitimas' },
  expense_claim: { en: 'Expense claim', lt: 'Išlaidų kompensavimas' },
  conference_participation: { en: 'Conference participation', lt: 'Dalyvavimas konferencijoje' },
  book_request: { en: 'Book request', lt: 'Knygos užsakymas' },
  certificate: { en: 'Certificate', lt: 'Sertifikatas' },
  question_suggestion: { en: 'Question or suggestion', lt: 'Klausimas ar pasiūlymas' },
  training: { en: 'Training', lt: 'Mokymai' },
  overtime: { en: 'Overtime', lt: 'Viršvalandžiai' },
  oncall: { en: 'On-call duty', lt: 'Budėjimas' },
};

/** A text in a locale with `{name}` placeholders filled. */
export function msg(locale: Locale, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const text = (locale === 'lt' ? lt : en)[key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** Display name of a request type. */
export const typeName = (locale: Locale, type: string) => TYPE_NAMES[type]?.[locale] ?? type.replace(/_/g, ' ');

/** Status label of a request, or of a step (`step_…`). */
export function statusLabel(locale: Locale, status: string, kind: 'request' | 'step' = 'request'): string {
  const key = `${kind === 'request' ? 'st' : 'step'}_${status}`;
  return key in en ? msg(locale, key as MessageKey) : status;
}

/** The locale of a Teams activity (`lt-LT` → lt), default en. */
export const localeOf = (activityLocale?: string): Locale => (activityLocale?.toLowerCase().startsWith('lt') ? 'lt' : 'en');

/** Formats euro cents, e.g. 123456 → "1 234,56 €" (lt) / "€1,234.56" (en). */
export function money(locale: Locale, cents: number): string {
  return new Intl.NumberFormat(locale === 'lt' ? 'lt-LT' : 'en-IE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A calendar date `YYYY-MM-DD` as DD/MM/YYYY (spec 2 §9); other values unchanged. */
export function day(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (value ?? '');
}

/** The day of an instant as the Adaptive Card DATE function, so Teams shows the reader's own day (empty for none). */
export function dayOf(instant: string | null | undefined): string {
  const d = instant ? new Date(instant) : null;
  return d && !Number.isNaN(d.getTime()) ? `{{DATE(${d.toISOString().replace(/\.\d{3}Z$/, 'Z')}, SHORT)}}` : '';
}

/**
 * Formats a date or instant for a card: `YYYY-MM-DD` stays a date; an instant becomes the Adaptive
 * Card DATE/TIME functions, so Teams shows it in the reader's own time zone and format.
 */
export function when(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const iso = d.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `{{DATE(${iso}, SHORT)}} {{TIME(${iso})}}`;
}
