/**
 * Calendar group create/edit form of the older filter panel (spec 2 §2 "Group create/edit form",
 * §3 Calendar group, §5 Groups, §7 v1 calendar-groups): a name (required, ≤255, with a counter)
 * and the assigned users picked from GET /api/v1/users/names (type to narrow; at most 50 matches
 * are listed at once, so 2,000 people stay usable). Editing first reads GET /calendar-groups/{id}.
 * Save → POST /calendar-groups or PUT /calendar-groups/{id}; then the calendar queries are re-read
 * so the panel lists the group. Server errors toast; provided_invalid_data also shows the field's
 * message under the field. The form is react-hook-form with `zodResolver(groupFormSchema)` over the
 * contract's `groupBody` (issue 10 item 4).
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Spinner, tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../../components/FormControls';
import { useNotify } from '../../components/notify';
import { PeoplePicker, useCloseOnLoadError, usePeopleMap } from '../../components/PeoplePicker';
import { api } from '../../lib/api';
import { useUserNames } from '../users/usersApi';
import { GROUPS_PATH, useSaveCalendarGroup } from './calendarApi';
import { GROUP_NAME_MAX, groupFormSchema, serverFieldMessage, type CalendarGroup, type GroupBody, type GroupForm } from './groupsLogic';
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
  const saveGroup = useSaveCalendarGroup();
  const busy = saveGroup.isPending;
  const { control, handleSubmit, formState: { errors }, reset, setError, clearErrors } = useForm<GroupForm, unknown, GroupBody>({
    resolver: zodResolver(groupFormSchema),
    mode: 'onTouched',
    defaultValues: { name: group?.name ?? '', assigned_users: [] },
  });
  // Editing: the stored name and people arrive with GET /calendar-groups/{id}; until then the spinner shows.
  const loaded = !group || !!current.data;
  useEffect(() => {
    if (current.data) reset({ name: current.data.name, assigned_users: current.data.assigned_users.map(String) });
  }, [current.data, reset]);
  useCloseOnLoadError([names.error, current.error], onClose);
  const people = usePeopleMap(current.data?.users, names.data);
  const [name, selected] = useWatch({ control, name: ['name', 'assigned_users'] });

  const nameMsg = errors.name && (errors.name.type === 'server' ? errors.name.message : t(`groups.name_${errors.name.type === 'too_big' ? 'tooLong' : 'required'}`, { max: GROUP_NAME_MAX }));
  const usersMsg = errors.assigned_users?.message;
  const ready = loaded && !!names.data;

  const save = async (body: GroupBody) => {
    try {
      const saved = await saveGroup.mutateAsync({ id: group?.id, body });
      notify.success(t(group ? 'groups.updated' : 'groups.created', { name: saved.name }));
      onSaved?.(saved);
      onClose();
    } catch (err) {
      for (const field of ['name', 'assigned_users'] as const) {
        const message = serverFieldMessage(err, field);
        if (message) setError(field, { type: 'server', message });
      }
      notify.error(err);
    }
  };

  return (
    <Dialog open onOpenChange={(_e, d) => { if (!d.open && !busy) onClose(); }}>
      <DialogSurface style={{ maxWidth: 640 }}>
        <form noValidate onSubmit={(e) => void handleSubmit(save)(e)}>
          <DialogBody>
            <DialogTitle>{group ? t('groups.editTitle', { name: group.name }) : t('groups.newTitle')}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: tokens.spacingVerticalM, minHeight: 200 }}>
              {!ready ? (
                <Spinner label={t('common:loading')} />
              ) : (
                <>
                  <Field label={t('groups.name')} required validationMessage={nameMsg}
                    hint={nameMsg ? undefined : t('groups.counter', { count: (name ?? '').trim().length, max: GROUP_NAME_MAX })}>
                    <FormInput control={control} name="name" disabled={busy} autoFocus />
                  </Field>
                  <Field label={t('groups.users')} validationMessage={usersMsg}
                    hint={usersMsg ? undefined : t('groups.usersHint', { count: (selected ?? []).length })}>
                    <Controller control={control} name="assigned_users" render={({ field }) => (
                      <PeoplePicker people={people} selected={field.value} disabled={busy}
                        onChange={(ids) => { field.onChange(ids); clearErrors('assigned_users'); }}
                        labels={{ selected: t('groups.selected'), search: t('groups.search'), placeholder: t('groups.search'), noMatch: t('groups.noMatch'),
                          remove: (who) => t('groups.removeUser', { name: who }) }} />
                    )} />
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
