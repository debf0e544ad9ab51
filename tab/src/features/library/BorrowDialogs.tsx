/**
 * Order and extend dialogs of /library (spec 3 §5 Library "Order" and "Extend", §8, §9):
 * - order: a planned return date from today (DateField); a date past 60 days is clamped by the server
 *   to the last allowed day, and the dialog then shows the book_too_long_period warning with that date
 *   (from the reply) instead of closing;
 * - extend: a date 1 to 14 days after the current planned return date; Save stays disabled until a
 *   date is picked, and a date outside the window is refused at the form.
 * Success toasts: the_book_has_been_successfully_ordered, the_book_order_has_been_successfully_extended.
 * Both are react-hook-form with `zodResolver` over the contract's `plannedReturnBody` (bookLogic).
 */
import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { LIBRARY_LIMITS } from '@contracts/library';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { showDay } from '../../lib/dates';
import { extendFormSchema, extendWindow, orderFormSchema, orderWindow, type ReturnDateForm } from './bookLogic';
import { useExtendBook, useOrderBook, type Book } from './libraryApi';

interface Props {
  book: Book;
  /** Today as a company day (YYYY-MM-DD). */
  today: string;
  onClose: () => void;
}

export function OrderDialog({ book, today, onClose }: Props) {
  const { t } = useTranslation('library');
  const notify = useNotify();
  const ordering = useOrderBook();
  const span = orderWindow(today);
  const schema = useMemo(() => orderFormSchema(today), [today]);
  const { control, handleSubmit, formState: { errors } } = useForm<ReturnDateForm>({ resolver: zodResolver(schema), defaultValues: { planned_return_date: '' } });
  const [clampedTo, setClampedTo] = useState<string | null>(null);

  if (clampedTo) {
    return (
      <FormDialog title={t('order.title', { title: book.title })} busy={false} saveHidden cancelLabel={t('close')} onSubmit={onClose} onClose={onClose}>
        <MessageBar intent="warning">
          <MessageBarBody>{t('order.clamped', { date: showDay(clampedTo), days: LIBRARY_LIMITS.maxBorrowDays })}</MessageBarBody>
        </MessageBar>
      </FormDialog>
    );
  }

  const problem = errors.planned_return_date?.message;
  const save = async ({ planned_return_date: date }: ReturnDateForm) => {
    try {
      const r = await ordering.mutateAsync({ id: book.id, date });
      notify.success(t('success.the_book_has_been_successfully_ordered'));
      if (r.warning) setClampedTo(r.warning.last_possible_date);
      else onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <FormDialog title={t('order.title', { title: book.title })} busy={ordering.isPending} saveDisabled={!!problem} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Text>{t('order.text', { days: LIBRARY_LIMITS.maxBorrowDays, date: showDay(span.last) })}</Text>
      <Controller control={control} name="planned_return_date" render={({ field }) => (
        <DateField label={t('fields.plannedReturn')} required value={field.value} min={span.min} onChange={field.onChange}
          validationMessage={problem ? t(`order.${problem}`) : undefined} />
      )} />
    </FormDialog>
  );
}

export function ExtendDialog({ book, onClose }: Omit<Props, 'today'>) {
  const { t } = useTranslation('library');
  const notify = useNotify();
  const extending = useExtendBook();
  const planned = book.planned_return_date ?? '';
  const span = extendWindow(planned);
  const schema = useMemo(() => extendFormSchema(planned), [planned]);
  // checked as soon as a date is picked; Save waits for a date that fits
  const { control, handleSubmit, formState: { errors, isValid } } = useForm<ReturnDateForm>({
    resolver: zodResolver(schema), mode: 'onChange', defaultValues: { planned_return_date: '' },
  });
  const problem = errors.planned_return_date?.message;
  const save = async ({ planned_return_date: date }: ReturnDateForm) => {
    try {
      await extending.mutateAsync({ id: book.id, date });
      notify.success(t('success.the_book_order_has_been_successfully_extended'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <FormDialog title={t('extend.title', { title: book.title })} busy={extending.isPending} saveDisabled={!isValid} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Text>{t('extend.text', { planned: showDay(planned), min: showDay(span.min), max: showDay(span.max) })}</Text>
      <Controller control={control} name="planned_return_date" render={({ field }) => (
        <DateField label={t('extend.newDate')} required value={field.value} min={span.min} onChange={field.onChange}
          validationMessage={problem && problem !== 'required' ? t(`extend.${problem}`, { min: showDay(span.min), max: showDay(span.max) }) : undefined} />
      )} />
    </FormDialog>
  );
}
