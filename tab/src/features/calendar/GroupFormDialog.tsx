/**
 * Calendar group create/edit form of the older filter panel (spec 2 §2 "Group create/edit form",
 * §3 Calendar group, §5 Groups, §7 v1 calendar-groups): a name (required, ≤255, with a counter)
 * and the assigned users picked from GET /api/v1/users/names (type to narrow; at most 50 matches
 * are listed at once, so 2,000 people stay usable). Editing first reads GET /calendar-groups/{id}.
 * Save → POST /calendar-groups or PUT /calendar-groups/{id}; then the calendar queries are re-read
 * so the panel lists the group. Server errors toast; provided_invalid_data also shows the field's
 * message under the field.
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notify';
import { PeoplePicker, useCloseOnLoadError, usePeopleMap } from '../../components/PeoplePicker';
import { api } from '../../lib/api';
import { useUserNames } from '../users/usersApi';
import { GROUPS_PATH, useSaveCalendarGroup } from './calendarApi';
import { GROUP_NAME_MAX, groupBody, groupNameError, serverFieldMessage, type CalendarGroup } from './groupsLogic';
import { useReturnFocus } from '../../components/useReturnFocus';

/** GET /calendar-groups/{id}, fresh each time the form opens. */
const useCalendarGroup = (id: number | undefined) =>
  useQuery({ queryKey: ['calendar', 'group', id], queryFn: () => api<CalendarGroup>(`${GROUPS_PATH}/${id}`), enabled: !!id, staleTime: 0, gcTime: 0, retry: false });

/**
 * The form. `group` given → edit that group (id and the name the panel shows); otherwise create.
 * `onSaved` receives the saved group after the calendar queries were invalidated.
 */
export function GroupFormDialog({ group, onClose, onSaved }: { group?: { id: number; name: string }; onClose: () => void; onSaved?: (g: CalendarGroup) => void }) {
  useReturnFocus();
  const { t } = useTranslation('calendar');
  const notify = useNotify();
  const names = useUserNames();
  const current = useCalendarGroup(group?.id);
  const [name, setName] = useState(group?.name ?? '');
  const [chosen, setChosen] = useState<string[] | null>(group ? null : []);
  const [touched, setTouched] = useState(false);
  const saveGroup = useSaveCalendarGroup();
  const busy = saveGroup.isPending;
  const [serverErr, setServerErr] = useState<unknown>(null);

  useEffect(() => {
    if (current.data && chosen === null) {
      setName(current.data.name);
      setChosen(current.data.assigned_users.map(String));
    }
  }, [current.data, chosen]);
  useCloseOnLoadError([names.error, current.error], onClose);
  const people = usePeopleMap(current.data?.users, names.data);

  const selected = chosen ?? [];

  const rule = groupNameError(name);
  const nameMsg = touched && rule ? t(`groups.name_${rule}`, { max: GROUP_NAME_MAX }) : serverFieldMessage(serverErr, 'name');
  const usersMsg = serverFieldMessage(serverErr, 'assigned_users');
  const ready = chosen !== null && !!names.data;

  const save = async () => {
    setTouched(true);
    if (rule || !ready) return;
    setServerErr(null);
    try {
      const saved = await saveGroup.mutateAsync({ id: group?.id, body: groupBody(name, selected.map(Number)) });
      notify.success(t(group ? 'groups.updated' : 'groups.created', { name: saved.name }));
      onSaved?.(saved);
      onClose();
    } catch (err) {
      setServerErr(err);
      notify.error(err);
    }
  };

  return (
    <Dialog open onOpenChange={(_e, d) => { if (!d.open && !busy) onClose(); }}>
      <DialogSurface style={{ maxWidth: 640 }}>
        <form noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <DialogBody>
            <DialogTitle>{group ? t('groups.editTitle', { name: group.name }) : t('groups.newTitle')}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: tokens.spacingVerticalM, minHeight: 200 }}>
              {!ready ? (
                <Spinner label={t('common:loading')} />
              ) : (
                <>
                  <Field label={t('groups.name')} required validationMessage={nameMsg}
                    hint={nameMsg ? undefined : t('groups.counter', { count: name.trim().length, max: GROUP_NAME_MAX })}>
                    <Input value={name} disabled={busy} autoFocus onBlur={() => setTouched(true)}
                      onChange={(_e, d) => { setName(d.value); setServerErr(null); }} />
                  </Field>
                  <Field label={t('groups.users')} validationMessage={usersMsg}
                    hint={usersMsg ? undefined : t('groups.usersHint', { count: selected.length })}>
                    <PeoplePicker people={people} selected={selected} disabled={busy}
                      onChange={(ids) => { setChosen(ids); setServerErr(null); }}
                      labels={{ selected: t('groups.selected'), search: t('groups.search'), placeholder: t('groups.search'), noMatch: t('groups.noMatch'),
                        remove: (who) => t('groups.removeUser', { name: who }) }} />
                  </Field>
                </>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>{t('common:cancel')}</Button>
              <Button type="submit" appearance="primary" disabled={!ready || busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t('common:save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
