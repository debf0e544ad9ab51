/**
 * New / edit book (spec 3 §3 Book, §5 Library, §7 POST/PUT books; library_write): title and author
 * required (≤ 255), owner (≤ 255; a new book starts with the company name of GET books/settings, the
 * server's default), notes (≤ 512), on react-hook-form over the contract's `bookBody`. Images:
 * jpeg/jpg/png under 10,000,000 bytes (else "Bad file type is provided."), at most 20; the first image
 * is the cover unless another one is chosen; an edit keeps stored images by id (GET
 * books/{id}/attachments) and sends new ones as base64; the server's refusal of two images with one name
 * shows as duplicate_book_image_name. Success toasts: the_book_has_been_added_to_library,
 * the_library_has_been_updated.
 */
import {
  Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, Text, Textarea, tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { bookBody, LIBRARY_LIMITS } from '@contracts/library';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { issueKey } from '../../lib/zodForm';
import { readBase64 } from '../approvals/infoChangeFiles';
import { addImages, attachmentsBody, bookSaveError, chooseCover, isBookImage, removeImage, withOneCover, type FormImage } from './bookLogic';
import { useBookAttachments, useSaveBook, type Book } from './libraryApi';

const formSchema = bookBody.pick({ title: true, author: true, owner: true, notes: true });
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: 'calc(100vw - 32px)' },
  images: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: tokens.spacingHorizontalM },
  image: { display: 'grid', gap: tokens.spacingVerticalXS, justifyItems: 'start', padding: tokens.spacingHorizontalS, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  thumb: { width: '100%', height: '120px', objectFit: 'contain', background: tokens.colorNeutralBackground3 },
  name: { overflowWrap: 'anywhere' },
  file: { display: 'none' },
});

let seq = 0;
const nextKey = () => `new-${++seq}`;

export function BookFormDialog({ book, onClose }: { book: Book | null; onClose: () => void }) {
  const s = useStyles();
  const { t } = useTranslation('library');
  const notify = useNotify();
  const saving = useSaveBook();
  const fileInput = useRef<HTMLInputElement>(null);
  const imagesLabel = useId();
  const attachments = useBookAttachments(book?.id, !!book && book.image_count > 0);
  const settings = useQuery({ queryKey: ['library', 'settings'], queryFn: () => api<{ company_name: string }>('/api/v1/books/settings'), enabled: !book });
  const [images, setImages] = useState<FormImage[] | null>(book && book.image_count > 0 ? null : []);
  const [fileProblem, setFileProblem] = useState<'badType' | 'tooMany' | null>(null);
  const { register, handleSubmit, formState, getValues, setValue, watch } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { title: book?.title ?? '', author: book?.author ?? '', owner: book?.owner ?? '', notes: book?.notes ?? '' },
  });
  const { errors, isSubmitted } = formState;
  // Fluent's Input and Textarea keep their own state: give them the form's value, so the stored
  // values of an edit and the company name set later are shown (not only held by the form).
  const field = (name: keyof FormIn) => ({ ...register(name), value: watch(name) ?? '' });

  useEffect(() => {
    if (attachments.data && images === null) {
      setImages(withOneCover(attachments.data.map((a) => ({ key: `id-${a.id}`, id: a.id, name: a.name, src: a.url, is_cover: a.is_cover }))));
    }
  }, [attachments.data, images]);
  useEffect(() => {
    if (attachments.isError) {
      notify.error(attachments.error);
      onClose();
    }
  }, [attachments.isError, attachments.error, notify, onClose]);
  // A new book's owner starts as the company name (the server's default owner).
  const company = settings.data?.company_name;
  useEffect(() => {
    if (company && !getValues('owner')) setValue('owner', company, { shouldDirty: false });
  }, [company, getValues, setValue]);

  const pick = async (files: FileList | null) => {
    const list = Array.from(files ?? []);
    if (fileInput.current) fileInput.current.value = '';
    if (!list.length || !images) return;
    const ok = list.filter(isBookImage);
    const added = await Promise.all(ok.map(async (f) => {
      const data = await readBase64(f);
      return { key: nextKey(), name: f.name, data, src: `data:${f.type || 'image/png'};base64,${data}`, is_cover: false };
    }));
    const r = addImages(images, added);
    setImages(r.images);
    setFileProblem(ok.length < list.length ? 'badType' : r.tooMany ? 'tooMany' : null);
  };

  const msg = (e: { type: string } | undefined, max: number) => {
    const key = issueKey(e);
    return key ? t(`validation.${key}`, { max }) : undefined;
  };
  const save = async (body: FormOut) => {
    if (!images) return;
    try {
      await saving.mutateAsync({ id: book?.id, body: { ...body, attachments: attachmentsBody(images) } });
      notify.success(t(book ? 'success.the_library_has_been_updated' : 'success.the_book_has_been_added_to_library'));
      onClose();
    } catch (err) {
      notify.error(bookSaveError(err));
    }
  };

  const cover = images?.find((i) => i.is_cover)?.key ?? '';
  return (
    <FormDialog title={book ? t('form.editTitle', { title: book.title }) : t('form.newTitle')} busy={saving.isPending}
      saveDisabled={!images || (isSubmitted && Object.keys(errors).length > 0)} surfaceClassName={s.surface}
      onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('fields.title')} required validationMessage={msg(errors.title, LIBRARY_LIMITS.title)}>
        <Input {...field('title')} maxLength={LIBRARY_LIMITS.title + 1} autoFocus />
      </Field>
      <Field label={t('fields.author')} required validationMessage={msg(errors.author, LIBRARY_LIMITS.author)}>
        <Input {...field('author')} maxLength={LIBRARY_LIMITS.author + 1} />
      </Field>
      <Field label={t('fields.owner')} hint={t('form.ownerHint')} validationMessage={msg(errors.owner, LIBRARY_LIMITS.owner)}>
        <Input {...field('owner')} maxLength={LIBRARY_LIMITS.owner + 1} />
      </Field>
      <Field label={t('fields.notes')} validationMessage={msg(errors.notes, LIBRARY_LIMITS.notes)}>
        <Textarea {...field('notes')} rows={3} />
      </Field>
      <div>
        <Text id={imagesLabel} weight="semibold" block>{t('fields.images')}</Text>
        <Text size={200} block>{t('form.imagesHint', { max: LIBRARY_LIMITS.maxImages })}</Text>
      </div>
      {images === null ? (
        <Spinner size="small" label={t('form.loadingImages')} />
      ) : (
        images.length > 0 && (
          <RadioGroup aria-labelledby={imagesLabel} value={cover} onChange={(_e, d) => setImages(chooseCover(images, d.value))}>
            <ul className={s.images}>
              {images.map((img, n) => (
                <li key={img.key} className={s.image}>
                  <img className={s.thumb} src={img.src} alt={t('form.imageAlt', { n: n + 1, name: img.name })} />
                  <Text size={200} className={s.name}>{img.name}</Text>
                  <Radio value={img.key} label={t('form.cover')} aria-label={t('form.coverOf', { name: img.name })} />
                  <Button size="small" icon={<Delete20Regular />} aria-label={t('form.removeImage', { name: img.name })}
                    onClick={() => setImages(removeImage(images, img.key))}>
                    {t('form.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          </RadioGroup>
        )
      )}
      <div>
        <input ref={fileInput} className={s.file} type="file" accept="image/jpeg,image/png,.jpg,.jpeg,.png" multiple
          aria-label={t('form.addImages')} onChange={(e) => void pick(e.target.files)} />
        <Button icon={<Add20Regular />} disabled={!images} onClick={() => fileInput.current?.click()}>{t('form.addImages')}</Button>
      </div>
      {fileProblem && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{fileProblem === 'badType' ? t('form.badFile') : t('form.tooMany', { max: LIBRARY_LIMITS.maxImages })}</MessageBarBody>
        </MessageBar>
      )}
    </FormDialog>
  );
}
