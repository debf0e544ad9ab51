/**
 * Request a new book (spec 3 §3 Book request, §5, §7 POST books/request then the generic submit with
 * type BookRequest): title, author and link required (≤ 255), notes optional (≤ 2048), on
 * react-hook-form over the contract's `bookRequestBody`. Success toast book_request_successfully_submitted;
 * a failed submit step shows its error (the request then waits as a draft in /requests).
 */
import { Field, Input, Textarea } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { bookRequestBody, LIBRARY_LIMITS } from '@contracts/library';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { useRequestBook } from './libraryApi';

export function RequestBookDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('library');
  const notify = useNotify();
  const requesting = useRequestBook();
  const { register, handleSubmit, formState } = useForm<z.input<typeof bookRequestBody>, unknown, z.output<typeof bookRequestBody>>({
    resolver: zodResolver(bookRequestBody),
    mode: 'onTouched',
    defaultValues: { title: '', author: '', link: '', notes: '' },
  });
  const { errors, isSubmitted } = formState;
  const msg = (e: { type: string } | undefined, max: number) => {
    const key = issueKey(e);
    return key ? t(`validation.${key}`, { max }) : undefined;
  };
  const save = async (body: z.output<typeof bookRequestBody>) => {
    try {
      await requesting.mutateAsync(body);
      notify.success(t('success.book_request_successfully_submitted'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <FormDialog title={t('request.title')} busy={requesting.isPending} saveDisabled={isSubmitted && Object.keys(errors).length > 0}
      onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('fields.title')} required validationMessage={msg(errors.title, LIBRARY_LIMITS.title)}>
        <Input {...register('title')} maxLength={LIBRARY_LIMITS.title + 1} autoFocus />
      </Field>
      <Field label={t('fields.author')} required validationMessage={msg(errors.author, LIBRARY_LIMITS.author)}>
        <Input {...register('author')} maxLength={LIBRARY_LIMITS.author + 1} />
      </Field>
      <Field label={t('fields.link')} required hint={t('request.linkHint')} validationMessage={msg(errors.link, LIBRARY_LIMITS.link)}>
        <Input {...register('link')} type="url" maxLength={LIBRARY_LIMITS.link + 1} />
      </Field>
      <Field label={t('fields.notes')} hint={t('request.notesHint', { max: LIBRARY_LIMITS.requestNotes })} validationMessage={msg(errors.notes, LIBRARY_LIMITS.requestNotes)}>
        <Textarea {...register('notes')} rows={4} />
      </Field>
    </FormDialog>
  );
}
