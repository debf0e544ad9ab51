/**
 * /statistics (spec 3 §2 Statistics screen; gate statistics_read): the newest snapshot's five charts with their
 * data tables (StatisticsCharts, loaded in one query), when it was computed, and for statistics_write the
 * "Update" (recompute now) and "Export" (a month range as Statistics.xlsx) actions. The route loads this page
 * lazily, so the chart library is downloaded only here.
 */
import { MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, ArrowSync20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { loadErrorCode, useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { useDates } from '../../lib/dates';
import { ExportDialog } from './ExportDialog';
import { StatisticsCharts } from './StatisticsCharts';
import { useStatistics, useUpdateStatistics } from './statisticsApi';

const useStyles = makeStyles({ computed: { display: 'block', marginBottom: tokens.spacingVerticalM, color: tokens.colorNeutralForeground3 } });

export function StatisticsPage() {
  const { t } = useTranslation('statistics');
  const s = useStyles();
  const { can } = useAuth();
  const notify = useNotify();
  const dates = useDates();
  const stats = useStatistics();
  const updating = useUpdateStatistics();
  const [exporting, setExporting] = useState(false);

  const update = async () => {
    try {
      await updating.mutateAsync();
      notify.success(t('updated'));
    } catch (err) {
      notify.error(err);
    }
  };
  const actions: HeaderAction[] = can('statistics_write')
    ? [
        { key: 'export', label: t('export'), icon: <ArrowDownload20Regular />, primary: true, onClick: () => setExporting(true) },
        { key: 'update', label: t('update'), icon: <ArrowSync20Regular />, disabled: updating.isPending, onClick: () => void update() },
      ]
    : [];

  return (
    <>
      <PageHeader title={t('title')} actions={actions} />
      {stats.isError && (
        <MessageBar intent="error"><MessageBarBody>{t(`errors:${loadErrorCode(stats.error, 'failed_to_get_statistics')}`)}</MessageBarBody></MessageBar>
      )}
      {stats.isPending && <Spinner label={t('loading')} />}
      {stats.data && (
        <>
          <Text className={s.computed}>{t('computedAt', { when: dates.instant(stats.data.computed_at) })}</Text>
          <StatisticsCharts data={stats.data} />
        </>
      )}
      {exporting && <ExportDialog onClose={() => setExporting(false)} />}
    </>
  );
}
