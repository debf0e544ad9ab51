/**
 * The error model (spec 1 §7–§8, spec 2 §8, spec 3 error catalogues).
 *
 * Every error reply is `{ message, error_code }` where both carry the catalogue code; the tab
 * translates the code (tab i18n `errors.<code>`). Validation errors add `fields` (path → issue);
 * unexpected errors add `correlation_id`, the same id that is logged with the stack.
 */

/** Every error code the api may reply with, with its HTTP status. One list for the whole product. */
export const ERROR_CATALOGUE = {
  // generic
  internal_server_error: 500,
  internal_database_error: 500,
  provided_invalid_data: 400,
  missing_permissions: 403,
  not_found: 404,
  failed_to_retrieve_data: 500,
  failed_to_update_data: 500,
  too_many_requests: 429,
  // request hygiene (issue 9 item 7): a foreign page's call, a body that is not JSON
  forbidden_origin: 403,
  unsupported_media_type: 415,
  // auth (spec 1 §8)
  token_expired: 401,
  invalid_access_token: 401,
  account_not_activated_or_not_exists: 401,
  account_disabled_by_system: 403,
  wrong_login_details: 401,
  account_is_disabled_for_10_minutes: 403,
  bad_password: 400,
  password_change_url_expired: 410,
  bad_token: 404,
  account_already_activated_or_missing: 400,
  bad_email_format_provided: 400,
  email_incorrect_or_not_exists: 400,
  email_not_found_or_not_exists: 404,
  new_password_is_the_same_as_old_password: 400,
  passwords_do_not_match: 400,
  sso_not_configured: 404,
  sso_profile_fetch_failed: 502,
  sso_profile_parse_failed: 502,
  sso_state_mismatch: 400,
  sso_state_cookie_missing: 400,
  sso_access_token_failure: 502,
  sso_user_not_found: 403,
  // users and roles (spec 1 §8)
  duplicate_user: 409,
  user_already_substituted: 409,
  user_not_found: 404,
  invalid_user_data: 400,
  user_has_no_navision_id: 400,
  default_role_not_configured: 400,
  cannot_edit_relationship_of_navision_user: 400,
  cannot_edit_navision_user: 400,
  cannot_delete_yourself: 400,
  user_is_referenced: 409,
  role_not_found: 404,
  role_is_in_use: 409,
  duplicate_role: 409,
  no_permissions_assigned: 400,
  temp_role_same_as_role: 400,
  manager_cycle: 400,
  // approval engine, chains and settings (spec 2 §8, spec 1 §5 info change images)
  chain_not_found: 404,
  chain_item_not_found: 404,
  chain_item_task_not_found: 404,
  chain_item_notification_not_found: 404,
  chain_is_in_use: 409,
  chain_has_no_items: 400,
  chain_item_order_number_not_found: 400,
  duplicate_chain_mapping: 400,
  chain_mapping_not_configured: 400,
  chain_not_assigned_to_you: 403,
  uncompleted_chain_item_tasks: 400,
  reinit_user_chain_items_is_not_allowed: 409,
  approved_by_user_not_found: 404,
  cannot_initialize_request_with_pending_substitution: 409,
  failed_to_cancel_request: 400,
  request_not_found: 404,
  request_step_not_found: 404,
  request_step_task_not_found: 404,
  request_step_already_processed: 409,
  request_step_not_active: 409,
  request_cannot_be_submitted: 409,
  request_cannot_be_deleted: 409,
  request_cannot_be_completed: 409,
  request_not_editable: 409,
  request_state_changed: 409,
  request_type_not_supported: 400,
  direct_manager_not_found: 400,
  role_has_no_assignees: 400,
  module_responsible_not_found: 400,
  bad_file_type: 400,
  file_not_found: 404,
  seniority_level_not_found: 404,
  conference_type_not_found: 404,
  duplicate_expense_claim_type: 400,
  user_info_change_reference_not_found: 404,
  duplicate_user_info_change_reference: 409,
  user_info_change_field_not_configured: 400,
  user_info_change_image_required: 400,
  user_info_change_invalid_value: 400,
  // calendar: event types and categories, events, substitutions, groups (spec 2 §4, §5, §8)
  event_category_not_found: 404,
  event_type_not_found: 404,
  event_category_has_event_types: 409,
  event_type_has_active_events: 409,
  event_type_chain_required: 400,
  event_type_inactive: 400,
  event_not_found: 404,
  start_date_in_past: 400,
  start_date_before_min_advance: 400,
  end_date_should_be_later_than_start_date: 400,
  exceeded_event_times_per_month: 400,
  event_dates_overlapping_warning: 409,
  // half-day absences (issue 18 item 2)
  half_day_not_allowed: 400,
  half_day_needs_one_day: 400,
  // leave balances (issue 18 item 1)
  insufficient_leave_balance: 400,
  cannot_adjust_own_leave_balance: 403,
  substitute_required: 400,
  invalid_substitute: 400,
  substitute_unavailable: 409,
  working_address_required: 400,
  child_birth_date_required: 400,
  holiday_payout_not_allowed: 400,
  holiday_payout_dates_locked: 400,
  manager_can_only_submit_for_subordinates: 403,
  event_type_not_submittable_by_manager: 403,
  cannot_edit_event: 403,
  cannot_edit_canceled_event: 409,
  cannot_edit_past_event: 403,
  cannot_delete_event: 403,
  cannot_delete_past_event: 403,
  substitution_not_found: 404,
  substitution_already_answered: 409,
  substitution_rejected: 409,
  calendar_group_not_found: 404,
  // calendar extras, reports, settings (spec 2 §5, §8)
  wrong_overtime_time: 400,
  overtime_overlapping: 409,
  overtime_error: 400,
  factual_times_overlapping: 400,
  factual_start_before_oncall_start: 400,
  factual_start_after_oncall_end: 400,
  factual_end_after_oncall_end: 400,
  factual_end_before_oncall_start: 400,
  oncall_overlapping: 409,
  failed_to_generate_vacation_report: 500,
  failed_to_generate_report: 500,
  seniority_level_is_in_use: 409,
  // library (spec 3 §5, §6, §8; issue 14)
  book_not_found: 404,
  book_image_not_found: 404,
  book_too_long_period: 400,
  book_return_date_in_past: 400,
  book_extend_period_invalid: 400,
  book_already_taken: 409,
  book_already_extended: 409,
  book_not_taken: 409,
  book_not_returned: 409,
  cannot_watch_own_book: 400,
  // expense claims (spec 2 §5, §8; issue 13)
  expense_claim_not_found: 404,
  expense_claim_type_not_found: 400,
  expense_claim_not_editable: 409,
  cannot_initialize_empty_expense_claim: 400,
  expense_claim_chain_not_approved: 409,
  invalid_expense_claim_attachment: 400,
  too_many_expense_claim_attachments: 400,
  expense_claim_attachments_too_large: 400,
  expense_claim_attachment_not_found: 400,
  expense_claim_business_trip_not_found: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** A field-level validation problem: dotted path and a short reason (zod's message). */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * An error the api replies with. `status` defaults to the catalogue's; `extra` is merged into the
 * reply body (e.g. `{ lastPossibleDate }`) and must never contain secrets or internals.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode | (string & {}),
    status?: number,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
    this.status = status ?? (ERROR_CATALOGUE as Record<string, number>)[code] ?? 400;
  }
}

/** Registers further codes from a module's own catalogue (spec 2 and 3 errors). */
export function registerErrorCodes(codes: Record<string, number>): void {
  Object.assign(ERROR_CATALOGUE as Record<string, number>, codes);
}

/** Shortcut for 404 replies of unknown ids. */
export const notFound = (code: ErrorCode | (string & {}) = 'not_found') => new AppError(code, 404);
