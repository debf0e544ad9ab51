/**
 * Fields of the new/edit user form, bound to the dialog's react-hook-form (`control`; messages come
 * from UserFormDialog, already translated). Sections: account, roles (with the second-role switch),
 * personal information (only with users_write_sensitive_info), new password (edit only, with the
 * policy in a tooltip) and subscriptions. What may be changed comes from the dialog (`locks`, from
 * the server's `can`): the role pickers are disabled without roles_write or for a user who outranks
 * the editor, roles the editor may not give (their `can.assign`) are disabled options, the e-mail is
 * disabled and the password section hidden for a user who outranks the editor; `locks.note` says why.
 */
import {
  Button, Checkbox, Field, Label, makeStyles, MessageBar, MessageBarBody, Subtitle2, Switch, tokens, Tooltip, type FieldProps, type LabelProps,
} from '@fluentui/react-components';
import { Info16Regular } from '@fluentui/react-icons';
import { SUBSCRIPTION_KEYS } from '@contracts/users';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { FormInput, FormSelect } from '../../components/FormControls';
import type { Role } from '../roles/rolesApi';
import type { UserFormField, UserFormMode, UserFormValues } from './userForm';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL },
  section: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  heading: { margin: 0 },
  grid: { display: 'grid', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))' },
  wide: { gridColumn: '1 / -1' },
  checks: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' },
  labelRow: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
});

/** What the editor may not change, and why (users.policy via the user's and the roles' `can`). */
export interface UserFormLocks {
  /** The role pickers (and the second-role switch) are read-only. */
  roles: boolean;
  /** The e-mail is read-only. */
  email: boolean;
  /** No new password can be set: the password section is not shown. */
  password: boolean;
  /** Shown above the fields when something is locked. */
  note?: string;
}

interface Props {
  mode: UserFormMode;
  locks: UserFormLocks;
  // the form's output type (the request body) is not read here
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<UserFormValues, any, any>;
  /** Translated messages of the fields that have one. */
  errors: Partial<Record<UserFormField, string>>;
  roles: Role[];
  sensitive: boolean;
  disabled?: boolean;
  /** The second-role switch was turned on or off (off clears the second role). */
  onSecondRole: (on: boolean) => void;
}

export function UserFormFields({ mode, locks, control, errors, roles, sensitive, disabled, onSecondRole }: Props) {
  const s = useStyles();
  const { t } = useTranslation('users');
  const [hasSecondRole, roleId, tempRoleId] = useWatch({ control, name: ['hasSecondRole', 'role_id', 'temp_role_id'] });
  const chosen = { role_id: roleId, temp_role_id: tempRoleId };

  const text = (field: UserFormField, opts: { required?: boolean; type?: 'text' | 'email' | 'tel' | 'password'; wide?: boolean; hint?: string; label?: FieldProps['label']; autoComplete?: string; readOnly?: boolean } = {}) => (
    <Field
      key={field}
      className={opts.wide ? s.wide : undefined}
      label={opts.label ?? t(`fields.${field}`)}
      required={opts.required}
      hint={opts.hint}
      validationMessage={errors[field]}
    >
      <FormInput control={control} name={field} type={opts.type ?? 'text'} disabled={disabled || opts.readOnly} autoComplete={opts.autoComplete ?? 'off'} />
    </Field>
  );

  // Dates through the shared DD/MM/YYYY field (committed on blur, Enter or a picker choice).
  const date = (field: 'birth_date' | 'start_work_date') => (
    <Controller
      key={field}
      control={control}
      name={field}
      render={({ field: f }) => (
        <DateField
          label={t(`fields.${field}`)}
          value={f.value}
          disabled={disabled}
          validationMessage={errors[field]}
          onChange={(v) => {
            f.onChange(v);
            f.onBlur();
          }}
        />
      )}
    />
  );

  const roleSelect = (field: 'role_id' | 'temp_role_id', label: string) => (
    <Field label={label} required validationMessage={errors[field]}>
      <FormSelect control={control} name={field} disabled={disabled || locks.roles}>
        <option value="">{t('form.pickRole')}</option>
        {roles.map((r) => (
          <option key={r.id} value={r.id} disabled={!r.can.assign && String(r.id) !== chosen[field]}>
            {r.can.assign ? r.name : t('form.roleBeyond', { name: r.name })}
          </option>
        ))}
      </FormSelect>
    </Field>
  );

  // The label keeps Field's id/htmlFor; the policy tooltip sits on a focusable info button next to it.
  const passwordLabel: FieldProps['label'] = {
    children: (_slot: unknown, props: Omit<LabelProps, 'children' | 'as'>) => (
      <span className={s.labelRow}>
        <Label {...props}>{t('fields.password')}</Label>
        <Tooltip content={t('form.passwordPolicy')} relationship="description" withArrow>
          <Button size="small" appearance="transparent" icon={<Info16Regular />} aria-label={t('form.passwordPolicyLabel')} />
        </Tooltip>
      </span>
    ),
  };

  return (
    <div className={s.root}>
      {locks.note && (
        <MessageBar intent="info">
          <MessageBarBody>{locks.note}</MessageBarBody>
        </MessageBar>
      )}
      <section className={s.section} aria-labelledby="user-form-account">
        <Subtitle2 as="h3" id="user-form-account" className={s.heading}>{t('form.account')}</Subtitle2>
        <div className={s.grid}>
          {text('name', { required: true, autoComplete: 'given-name' })}
          {text('surname', { required: true, autoComplete: 'family-name' })}
          {text('username', { required: true })}
          {text('email', { required: true, type: 'email', readOnly: locks.email })}
        </div>
      </section>

      <section className={s.section} aria-labelledby="user-form-roles">
        <Subtitle2 as="h3" id="user-form-roles" className={s.heading}>{t('form.roles')}</Subtitle2>
        <div className={s.grid}>
          {roleSelect('role_id', t('fields.role'))}
          <Field label={t('form.secondRoleSwitchLabel')}>
            <Switch
              checked={hasSecondRole}
              disabled={disabled || locks.roles}
              label={hasSecondRole ? t('form.secondRoleOn') : t('form.secondRoleOff')}
              onChange={(_e, d) => onSecondRole(d.checked)}
            />
          </Field>
          {hasSecondRole && roleSelect('temp_role_id', t('fields.temp_role_id'))}
        </div>
      </section>

      {sensitive && (
        <section className={s.section} aria-labelledby="user-form-personal">
          <Subtitle2 as="h3" id="user-form-personal" className={s.heading}>{t('form.personal')}</Subtitle2>
          <div className={s.grid}>
            {text('position')}
            {text('phone_number', { type: 'tel' })}
            {date('birth_date')}
            {date('start_work_date')}
            {text('home_address', { wide: true })}
            {text('mailing_address', { wide: true })}
            <Field label={t('fields.gender')} validationMessage={errors.gender}>
              <FormSelect control={control} name="gender" disabled={disabled}>
                <option value="">{t('form.genderNone')}</option>
                <option value="man">{t('form.genderMan')}</option>
                <option value="woman">{t('form.genderWoman')}</option>
              </FormSelect>
            </Field>
          </div>
        </section>
      )}

      {mode === 'edit' && !locks.password && (
        <section className={s.section} aria-labelledby="user-form-password">
          <Subtitle2 as="h3" id="user-form-password" className={s.heading}>{t('form.passwordSection')}</Subtitle2>
          <div className={s.grid}>
            {text('password', { type: 'password', label: passwordLabel, hint: t('form.passwordHint'), autoComplete: 'new-password' })}
          </div>
        </section>
      )}

      <fieldset className={s.section}>
        <legend><Subtitle2>{t('form.subscriptions')}</Subtitle2></legend>
        <div className={s.checks}>
          {SUBSCRIPTION_KEYS.map((k) => (
            <Controller
              key={k}
              control={control}
              name={`subscriptions.${k}`}
              render={({ field }) => (
                <Checkbox label={t(`subscriptions.${k}`)} checked={field.value} disabled={disabled} onChange={(_e, d) => field.onChange(d.checked === true)} />
              )}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
