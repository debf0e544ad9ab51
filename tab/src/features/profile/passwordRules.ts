/**
 * Password rules of the forms (spec 1 §5, §9): the policy pattern (12+ characters with an
 * uppercase and a lowercase letter, a digit and a symbol — the same pattern the server checks and
 * answers `bad_password` for), the change-password checks and the link form's enabling rule.
 */
import { changePasswordBody, linkPasswordBody } from '@contracts/auth';
import { z } from 'zod';

/** Same as the server's PASSWORD_POLICY (api/src/shared/passwords.ts). */
export const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12,128}$/;

/** The confirmation's minimum length (spec 1 §9 "confirm minimum 8"). */
export const CONFIRM_MIN_LENGTH = 8;

export const meetsPasswordPolicy = (p: string) => PASSWORD_POLICY.test(p);

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
/** A problem of one field; the last two are also server codes with texts in `errors`. */
export type ChangePasswordProblem = 'required' | 'policy' | 'new_password_is_the_same_as_old_password' | 'passwords_do_not_match';
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, ChangePasswordProblem>>;

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Checks the profile's change-password form (spec 1 §5 Change password): every field is required,
 * the new password follows the policy and differs from the old one, and the confirmation matches.
 * Returns the problems by field; an empty object means the form may be sent.
 */
export function validateChangePassword(v: ChangePasswordValues): ChangePasswordErrors {
  const e: ChangePasswordErrors = {};
  if (!v.oldPassword) e.oldPassword = 'required';
  if (!v.newPassword) e.newPassword = 'required';
  else if (v.oldPassword && v.newPassword === v.oldPassword) e.newPassword = 'new_password_is_the_same_as_old_password';
  else if (!meetsPasswordPolicy(v.newPassword)) e.newPassword = 'policy';
  if (!v.confirmPassword) e.confirmPassword = 'required';
  else if (v.confirmPassword !== v.newPassword) e.confirmPassword = 'passwords_do_not_match';
  return e;
}

/**
 * The change-password form's schema: {@link validateChangePassword}'s problems as issues on their
 * fields (message = the problem), then the contract's `changePasswordBody` (old and new password).
 */
export const changePasswordFormSchema = z
  .object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    for (const [field, problem] of Object.entries(validateChangePassword(v))) ctx.addIssue({ code: 'custom', path: [field], message: problem });
  })
  .transform((v) => ({ oldPassword: v.oldPassword, newPassword: v.newPassword }))
  .pipe(changePasswordBody);

/**
 * The password-link form (spec 1 §5 "New password through a link"): the button is enabled only
 * when the confirmation equals the password and is at least 8 characters long. The policy itself
 * is shown as a hint and enforced by the server (`bad_password`).
 */
export const canSubmitLinkPassword = (password: string, confirmation: string) =>
  confirmation.length >= CONFIRM_MIN_LENGTH && confirmation === password;

/**
 * The password-link form's schema: the confirmation equals the password (`passwords_do_not_match`)
 * and has at least {@link CONFIRM_MIN_LENGTH} characters (`tooShort`), as issues on `confirmation`;
 * the password by the contract's `linkPasswordBody` (8–128). Output: the password to send.
 */
export const linkPasswordFormSchema = z
  .object({ password: z.string(), confirmation: z.string() })
  .superRefine((v, ctx) => {
    if (v.confirmation !== v.password) ctx.addIssue({ code: 'custom', path: ['confirmation'], message: 'passwords_do_not_match' });
    else if (!canSubmitLinkPassword(v.password, v.confirmation)) ctx.addIssue({ code: 'custom', path: ['confirmation'], message: 'tooShort' });
  })
  .transform((v) => v.password)
  .pipe(linkPasswordBody.shape.password);
