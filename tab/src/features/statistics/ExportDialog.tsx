/**
 * The export modal of /statistics (spec 3 §2 Statistics screen, §7 exportStats, §9 "export by month range"):
 * a first and a last month picked with DateField (any day picks its month), validated with the contract's
 * rule (start ≤ end, at most 120 months), then Statistics.xlsx is downloaded.
 */
import { Text } from '@fluentui/react-components';
import { exportStatsBody, type ExportStatsBody } from '@contracts/statistics';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { useExportStatistics } from './statisticsApi';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Default range: the first day of the month 11 months ago to today (the 12 months the page shows). */
export function defaultRange(now = new Date()): ExportStatsBody {
  return { date_start: isoDay(new Date(now.getFullYear(), now.getMonth() - 11, 1)), date_end: isoDay(now) };
}

export function ExportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('statistics');
  const notify = useNotify();
  const exporting = useExportStatistics();
  const { control, handleSubmit, formState } = useForm<ExportStatsBody>({ resolver: zodResolver(exportStatsBody), defaultValues: defaultRange() });
  const message = (f: keyof ExportStatsBody) => {
    const m = formState.errors[f]?.message;
    if (!m) return undefined;
    return t(m === 'end_before_start' ? 'validation.endBeforeStart' : m === 'range_too_long' ? 'validation.tooLong' : 'validation.required');
  };
  const save = async (body: ExportStatsBody) => {
    try {
      await exporting.mutateAsync(body);
      notify.success(t('exported'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <FormDialog title={t('exportTitle')} busy={exporting.isPending} saveLabel={t('download')} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Text as="p">{t('exportText')}</Text>
      <Controller control={control} name="date_start" render={({ field }) => (
        <DateField label={t('fromMonth')} required value={field.value} onChange={field.onChange} validationMessage={message('date_start')} />
      )} />
      <Controller control={control} name="date_end" render={({ field }) => (
        <DateField label={t('toMonth')} required value={field.value} onChange={field.onChange} validationMessage={message('date_end')} />
      )} />
    </FormDialog>
  );
}
