/**
 * Calendar viewers (spec 2 §2): who may see my calendar. Current viewers with remove, a picker to
 * add one, save (PUT /api/v2/calendar/viewers with the user ids); message_calendar_viewers_updated
 * on success, "Failed to update data" on failure. The chosen people are a react-hook-form value
 * (`zodResolver(viewersFormSchema)`, the contract's `viewersBody` list); the search text is the picker's own.
 */
import {
  Button, Combobox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, Option, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { viewersBody } from '@contracts/calendar';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useNotify } from '../../components/notify';
import { ApiError } from '../../lib/api';
import { useSaveViewers, useViewers } from './calendarApi';
import { useReturnFocus } from '../../components/useReturnFocus';
import { useFluentSlotLabels } from '../../components/fluentLabels';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyle: 'none' },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusMedium, background: tokens.colorNeutralBackground3 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The chosen viewers' ids, by the contract's `viewersBody` (at most 1,000). */
export const viewersFormSchema = z.object({ viewers: viewersBody.shape.viewers });
type ViewersForm = z.infer<typeof viewersFormSchema>;

export function ViewersDialog({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const s = useStyles();
  const { t } = useTranslation('calendar');
  const slotLabels = useFluentSlotLabels();
  const notify = useNotify();
  const viewers = useViewers();
  const { control, handleSubmit, reset, setValue, getValues } = useForm<ViewersForm>({ resolver: zodResolver(viewersFormSchema), defaultValues: { viewers: [] } });
  const chosen = useWatch({ control, name: 'viewers' });
  const setChosen = (ids: number[]) => setValue('viewers', ids, { shouldDirty: true });
  const [query, setQuery] = useState('');
  const saveViewers = useSaveViewers();
  const busy = saveViewers.isPending;
  // The stored viewers fill the form when they arrive.
  useEffect(() => {
    if (viewers.data) reset({ viewers: viewers.data.filter((v) => v.isViewer).map((v) => v.userId) });
  }, [viewers.data, reset]);
  const all = viewers.data ?? [];
  const nameOf = (id: number) => all.find((v) => v.userId === id)?.user ?? String(id);
  const candidates = all.filter((v) => !chosen.includes(v.userId) && v.user.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()));

  const save = async ({ viewers: ids }: ViewersForm) => {
    try {
      await saveViewers.mutateAsync(ids);
      notify.success(t('messages.message_calendar_viewers_updated'));
      onClose();
    } catch (err) {
      notify.error(err instanceof ApiError ? err : new ApiError(500, 'failed_to_update_data'));
    }
  };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('viewers.title')}</DialogTitle>
          <DialogContent className={s.content}>
            <Text className={s.muted}>{t('viewers.hint')}</Text>
            {viewers.isLoading && <Spinner size="small" label={t('common:loading')} />}
            {viewers.isError && <Text role="alert">{t('errors:failed_to_retrieve_data')}</Text>}
            <Field label={t('viewers.add')}>
              <Combobox expandIcon={slotLabels.expandIcon} value={query} placeholder={t('viewers.search')} onChange={(e) => setQuery(e.target.value)}
                onOptionSelect={(_e, d) => { if (d.optionValue) setChosen([...getValues('viewers'), Number(d.optionValue)]); setQuery(''); }}>
                {candidates.slice(0, 50).map((v) => <Option key={v.userId} value={String(v.userId)}>{v.user}</Option>)}
              </Combobox>
            </Field>
            <ul className={s.list} aria-label={t('viewers.current')}>
              {chosen.length === 0 && <li className={s.muted}>{t('viewers.none')}</li>}
              {chosen.map((id) => (
                <li key={id} className={s.item}>
                  <Text>{nameOf(id)}</Text>
                  <Button appearance="subtle" size="small" icon={<Dismiss16Regular />} aria-label={t('viewers.remove', { name: nameOf(id) })}
                    onClick={() => setChosen(getValues('viewers').filter((x) => x !== id))} />
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>{t('common:cancel')}</Button>
            <Button appearance="primary" onClick={(e) => void handleSubmit(save)(e)} disabled={busy || viewers.isLoading} icon={busy ? <Spinner size="tiny" /> : undefined}>
              {t('common:save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
