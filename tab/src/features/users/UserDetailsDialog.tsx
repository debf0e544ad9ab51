/**
 * The details popup of /users (spec 1 §6): account fields always; the manager (and subordinates)
 * with employee_relationships_read; phone, birth date, position, start date, addresses, further HR
 * dates and relatives only with users_read_sensitive_info. Data from GET /users/{id}/info.
 * The person's leave balances (issue 18) when the server lets the viewer read them (hidden on 403).
 */
import {
  Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Spinner, Subtitle2, tokens,
} from '@fluentui/react-components';
import { Fragment, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { useNotify } from '../../components/notify';
import { relationshipName } from '../../lib/relationships';
import { fullName, useUserInfo, type UserInfo, type UserRow } from './usersApi';
import { UserLeaveSection } from '../leave-balances/UserLeaveSection';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalL },
  heading: { margin: 0 },
  list: { display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  plain: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

export function UserDetailsDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const s = useStyles();
  const { t, i18n } = useTranslation('users');
  const { can } = useAuth();
  const notify = useNotify();
  const info = useUserInfo(user.id);
  useEffect(() => {
    if (info.isError) notify.error(info.error);
  }, [info.isError, info.error, notify]);
  const na = t('common:na');
  const v = (x: ReactNode) => (x === null || x === undefined || x === '' ? na : x);
  const list = (rows: [string, ReactNode][]) => (
    <dl className={s.list}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={s.term}>{label}</dt>
          <dd className={s.value}>{v(value)}</dd>
        </Fragment>
      ))}
    </dl>
  );
  const section = (title: string, body: ReactNode) => (
    <section>
      <Subtitle2 as="h3" className={s.heading}>{title}</Subtitle2>
      {body}
    </section>
  );
  const u: UserInfo | undefined = info.data;
  const status = (x: UserInfo) => (x.disabled ? t('status.disabled') : x.activated ? t('status.active') : t('status.notActivated'));
  const relativeText = (r: UserInfo['relatives'][number]) =>
    [`${r.name} ${r.surname}`.trim(), relationshipName(r.relationship, i18n.language), r.contact_number, r.birth_date?.slice(0, 10)].filter(Boolean).join(' · ');

  return (
    <Dialog open onOpenChange={(_e, d) => { if (!d.open) onClose(); }}>
      <DialogSurface style={{ maxWidth: 640 }}>
        <DialogBody>
          <DialogTitle>{t('details.title', { name: fullName(user) })}</DialogTitle>
          <DialogContent className={s.content}>
            {!u && !info.isError && <Spinner label={t('common:loading')} />}
            {u && (
              <>
                <div className={s.badges}>
                  <Badge appearance="tint" color={u.disabled ? 'danger' : u.activated ? 'success' : 'warning'}>{status(u)}</Badge>
                  {u.navision_id && <Badge appearance="outline" color="informative">{t('externalId', { id: u.navision_id })}</Badge>}
                </div>
                {section(t('form.account'), list([
                  [t('fields.name'), u.name],
                  [t('fields.surname'), u.surname],
                  [t('fields.username'), u.username],
                  [t('fields.email'), u.email],
                  [t('fields.role'), u.role_name],
                  [t('fields.temp_role_id'), u.temp_role_name],
                  ...(can('employee_relationships_read')
                    ? ([
                        [t('fields.manager'), u.manager ? fullName(u.manager) : null],
                        [t('details.subordinates'), u.subordinates.length ? u.subordinates.map(fullName).join(', ') : null],
                      ] as [string, ReactNode][])
                    : []),
                ]))}
                {can('users_read_sensitive_info') && section(t('form.personal'), list([
                  [t('fields.position'), u.position],
                  [t('fields.phone_number'), u.phone_number],
                  [t('fields.birth_date'), u.birth_date?.slice(0, 10)],
                  [t('fields.start_work_date'), u.start_work_date?.slice(0, 10)],
                  [t('fields.home_address'), u.home_address],
                  [t('fields.mailing_address'), u.mailing_address],
                  [t('details.workingAddress'), u.working_address],
                  [t('details.contractEnd'), u.contract_end_date?.slice(0, 10)],
                  [t('details.probationEnd'), u.probation_end_date?.slice(0, 10)],
                  [t('details.relatives'), u.relatives.length ? (
                    <ul className={s.plain}>{u.relatives.map((r, i) => <li key={i}>{relativeText(r)}</li>)}</ul>
                  ) : null],
                ]))}
                <UserLeaveSection userId={u.id} name={fullName(u)} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>{t('common:close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
