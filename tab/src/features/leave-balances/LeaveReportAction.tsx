/**
 * The HR report of everyone's leave balances at a date (issue 18 item 1): a page-header action for
 * users_read_sensitive_info and its dialog (a date, today by default; react-hook-form over the
 * contract's leaveReportQuery) that downloads the xlsx of GET /api/v2/leave-balances/report?date=.
 */
import { Body1 } from '@fluentui/react-components';
import { DocumentTable20Regular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { leaveReportQuery } from '@contracts/leave-balances';
import { type ReactElement, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from '../../components/DateTimeField';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import type { HeaderAction } from '../../components/PageHeader';
import { companyToday, useCompanyZone } from '../../lib/dates';
import { useDownloadLeaveReport } from './leaveBalancesApi';

/** The dialog: pick the date, Download saves the file and closes. */
export function LeaveReportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('leaveBalances');
  const notify = useNotify();
  const zone = useCompanyZone();
  const downloading = useDownloadLeaveReport();
  const { control, handleSubmit, formState: { errors } } = useForm<z.input<typeof leaveReportQuery>, unknown, z.output<typeof leaveReportQuery>>({
    resolver: zodResolver(leaveReportQuery),
    defaultValues: { date: companyToday(zone) },
  });
  const download = async ({ date }: z.output<typeof leaveReportQuery>) => {
    try {
      await downloading.mutateAsync(date);
      notify.success(t('report.done'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <FormDialog title={t('report.title')} busy={downloading.isPending} saveLabel={t('report.download')} onSubmit={handleSubmit(download)} onClose={onClose}>
      <Body1>{t('report.text')}</Body1>
      <Controller control={control} name="date" render={({ field }) => (
        <DateField label={t('report.date')} required value={field.value} onChange={field.onChange}
          validationMessage={errors.date ? t('report.dateRequired') : undefined} />
      )} />
    </FormDialog>
  );
}

/** The header action (none without users_read_sensitive_info) and the dialog it opens. */
export function useLeaveReportAction(allowed: boolean): { action: HeaderAction | null; dialog: ReactElement | null } {
  const { t } = useTranslation('leaveBalances');
  const [open, setOpen] = useState(false);
  return {
    action: allowed ? { key: 'leave-report', label: t('report.action'), icon: <DocumentTable20Regular />, onClick: () => setOpen(true) } : null,
    dialog: open ? <LeaveReportDialog onClose={() => setOpen(false)} /> : null,
  };
}
