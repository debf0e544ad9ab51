/**
 * New or edit announcement (spec 3 §2 "editor modal", §5 title required, max 255): title, the body in the
 * shared rich-text editor (loaded lazily with this dialog; HTML, cleaned again by the server) and
 * "send by e-mail" (only for a new one: an edit is not sent again). react-hook-form + zodResolver over
 * the contract's announcementBody.
 */
import { Checkbox, Field, Label, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ANNOUNCEMENT_LIMITS as L, announcementBody, type AnnouncementBody } from '@contracts/announcements';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { lazy, Suspense, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { type Announcement, useSaveAnnouncement } from './announcementsApi';

const RichTextEditor = lazy(() => import('../../components/RichTextEditor'));

const useStyles = makeStyles({ surface: { maxWidth: '760px', width: '100%' }, body: { display: 'grid', gap: tokens.spacingVerticalXS } });

type FormValues = z.input<typeof announcementBody>;

export function AnnouncementFormDialog({ current, onClose }: { current?: Announcement; onClose: () => void }) {
  const { t } = useTranslation('announcements');
  const s = useStyles();
  const notify = useNotify();
  const saving = useSaveAnnouncement();
  const bodyLabel = useId();
  const { control, handleSubmit, formState } = useForm<FormValues, unknown, AnnouncementBody>({
    resolver: zodResolver(announcementBody),
    mode: 'onTouched',
    defaultValues: { title: current?.title ?? '', announcement: current?.announcement ?? '', send_email: current?.send_email ?? false },
  });
  const titleMessage = () => {
    const key = issueKey(formState.errors.title);
    return key ? t(`validation.${key}`, { max: L.title }) : undefined;
  };
  const save = async (body: AnnouncementBody) => {
    try {
      const r = await saving.mutateAsync({ id: current?.id, body });
      notify.success(t(r.message));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <FormDialog title={current ? t('editTitle') : t('newTitle')} busy={saving.isPending} surfaceClassName={s.surface}
      saveDisabled={formState.isSubmitted && !formState.isValid} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('titleField')} required validationMessage={titleMessage()}>
        <FormInput control={control} name="title" maxLength={L.title + 1} autoFocus />
      </Field>
      <div className={s.body}>
        <Label id={bodyLabel}>{t('body')}</Label>
        <Suspense fallback={<Spinner size="small" label={t('common:loading')} />}>
          <Controller control={control} name="announcement" render={({ field }) => (
            <RichTextEditor format="html" aria-labelledby={bodyLabel} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
          )} />
        </Suspense>
      </div>
      {!current && (
        <Controller control={control} name="send_email" render={({ field }) => (
          <Checkbox label={t('sendEmail')} checked={!!field.value} onChange={(_e, d) => field.onChange(!!d.checked)} />
        )} />
      )}
    </FormDialog>
  );
}
