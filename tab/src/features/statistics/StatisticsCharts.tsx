/**
 * The five charts of /statistics (spec 3 §2 Statistics screen): headcount area chart (all working and all
 * employees per year), sick-leave bars (last 12 months), gender pie (the newest year: men and women among those
 * whose gender is known, the rest counted apart), average seniority line (last 6 quarters) and turnover bars
 * (last 6 quarters). Drawn with @fluentui/react-charts (Fluent v9 tokens: legible in light, dark and contrast
 * themes); each card also holds the numbers as a table (ChartCard).
 */
import { AreaChart, DataVizPalette, DonutChart, getColorFromToken, LineChart, VerticalBarChart } from '@fluentui/react-charts';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../lib/dates';
import { ChartCard } from './ChartCard';
import type { StatisticsReply } from './statisticsApi';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingVerticalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))' },
  note: { color: tokens.colorNeutralForeground3 },
  // the charts capitalise every word of a legend ("Visi Dirbantys Darbuotojai"): ours are written as they should read
  legendText: { textTransform: 'none' },
});

const HEIGHT = 260;
const quarterLabel = (dateFrom: string) => `${dateFrom.slice(0, 4)} Q${Math.floor((Number(dateFrom.slice(5, 7)) - 1) / 3) + 1}`;
const day = (d: string) => new Date(`${d}T12:00:00`);

/** Room for y-axis labels like "0.69 %" (the chart's default 40 px cut their first digit). */
const PERCENT_AXIS = { left: 56 };

export function StatisticsCharts({ data }: { data: StatisticsReply }) {
  const { t, i18n } = useTranslation('statistics');
  const s = useStyles();
  // every series named on a phone too (the legends wrap), and the overflow's words in the reader's language
  const legendProps = { enabledWrapLines: true, overflowText: t('moreLegends'), styles: { text: s.legendText } };
  const num = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, minimumFractionDigits: 0 });
  const pct = (n: number | null) => (n === null ? '—' : `${num.format(n)} %`);
  const color = (c: string) => getColorFromToken(c);
  const latest = data.yearly[data.yearly.length - 1];
  // what a screen reader hears, in the reader's language: the library's own words for the chart ("Area chart
  // with 2 data series…") and its points ("2017-12-31 12:00:00 PM; GMT+2…") are English and raw
  const chartLabel = (title: string) => ({ 'aria-label': t('chartLabel', { title }) });
  const said = (at: string, series: string, value: string) => ({ callOutAccessibilityData: { ariaLabel: t('pointLabel', { at, series, value }) } });
  // the heading of a point's callout (the library shows the raw date: "2020-12-31 12:00:00 popiet; GMT+2")
  const headed = (at: string) => ({ xAxisCalloutData: at });

  return (
    <div className={s.grid}>
      <ChartCard id="headcount" title={t('headcount')} table={{
        headers: [t('year'), t('date'), t('allWorking'), t('allEmployees'), t('leavers'), t('turnover')],
        rows: data.yearly.map((r) => [r.year, showDay(r.date), r.all_working_employees, r.all_employees, r.leavers, pct(r.turnover_percentage)]),
      }}>
        {(width) => <AreaChart width={width} height={HEIGHT} culture={i18n.language} legendProps={legendProps} mode="tozeroy" enablePerfOptimization svgProps={chartLabel(t('headcount'))} data={{
          chartTitle: t('headcount'),
          lineChartData: [
            { legend: t('allEmployees'), color: color(DataVizPalette.color2), data: data.yearly.map((r) => ({ x: day(r.date), y: r.all_employees, ...headed(showDay(r.date)), ...said(showDay(r.date), t('allEmployees'), num.format(r.all_employees)) })) },
            { legend: t('allWorking'), color: color(DataVizPalette.color1), data: data.yearly.map((r) => ({ x: day(r.date), y: r.all_working_employees, ...headed(showDay(r.date)), ...said(showDay(r.date), t('allWorking'), num.format(r.all_working_employees)) })) },
          ],
        }} />}
      </ChartCard>

      <ChartCard id="sick-leave" title={t('sickLeave')} table={{
        headers: [t('month'), t('sickLeavePct'), t('sickDays'), t('workingDays'), t('workingEmployees')],
        rows: data.monthly.map((m) => [m.date.slice(0, 7), pct(m.sick_leave_percentage_monthly), m.sick_days, m.working_days, m.working_employees]),
      }}>
        {(width) => <VerticalBarChart width={width} height={HEIGHT} culture={i18n.language} chartTitle={t('sickLeave')} hideLegend margins={PERCENT_AXIS} yAxisTickFormat={(v: number) => `${num.format(v)} %`} svgProps={chartLabel(t('sickLeave'))}
          data={data.monthly.map((m) => ({ x: m.date.slice(0, 7), y: m.sick_leave_percentage_monthly, legend: m.date.slice(0, 7), color: color(DataVizPalette.color3), ...said(m.date.slice(0, 7), t('sickLeavePct'), pct(m.sick_leave_percentage_monthly)) }))} />}
      </ChartCard>

      <ChartCard id="gender" title={t('gender', { date: latest ? showDay(latest.date) : '' })} table={{
        headers: [t('date'), t('men'), t('women'), t('withoutGender')],
        rows: data.yearly.map((r) => [showDay(r.date), pct(r.man_to_woman_percentage), pct(r.woman_percentage), r.without_gender]),
      }}>
        {(width) => (<>
        {latest && latest.man_to_woman_percentage !== null ? (
          <DonutChart width={width} height={HEIGHT} innerRadius={0} culture={i18n.language} legendProps={legendProps} hideLabels={false} showLabelsInPercent
            valueInsideDonut={undefined} data={{
              // no chartTitle: the card's heading names it, and the donut draws its title above its own top edge
              // (only a comma of it showed)
              chartData: [
                { legend: t('men'), data: latest.man_to_woman_percentage, color: color(DataVizPalette.color1), ...said(showDay(latest.date), t('men'), pct(latest.man_to_woman_percentage)) },
                { legend: t('women'), data: latest.woman_percentage ?? 0, color: color(DataVizPalette.color5), ...said(showDay(latest.date), t('women'), pct(latest.woman_percentage)) },
              ],
            }} />
        ) : (
          <Text>{t('noGender')}</Text>
        )}
        {latest && <Text size={200} className={s.note}>{t('withoutGenderNote', { n: latest.without_gender })}</Text>}
        </>)}
      </ChartCard>

      <ChartCard id="seniority" title={t('seniority')} table={{
        headers: [t('quarter'), t('from'), t('to'), t('seniorityMonths')],
        rows: data.quarterly.map((q) => [quarterLabel(q.date_from), q.date_from, q.date_to, num.format(q.average_seniority_in_months)]),
      }}>
        {(width) => <LineChart width={width} height={HEIGHT} culture={i18n.language} legendProps={legendProps} svgProps={chartLabel(t('seniority'))} data={{
          chartTitle: t('seniority'),
          lineChartData: [{
            legend: t('seniorityMonths'), color: color(DataVizPalette.color4),
            data: data.quarterly.map((q) => ({ x: day(q.date_to), y: q.average_seniority_in_months, ...headed(quarterLabel(q.date_from)), ...said(quarterLabel(q.date_from), t('seniorityMonths'), num.format(q.average_seniority_in_months)) })),
          }],
        }} />}
      </ChartCard>

      <ChartCard id="turnover" title={t('turnoverQuarterly')} table={{
        headers: [t('quarter'), t('from'), t('to'), t('leavers'), t('turnover')],
        rows: data.quarterly.map((q) => [quarterLabel(q.date_from), q.date_from, q.date_to, q.leavers, pct(q.turnover_percentage)]),
      }}>
        {(width) => <VerticalBarChart width={width} height={HEIGHT} culture={i18n.language} chartTitle={t('turnoverQuarterly')} hideLegend margins={PERCENT_AXIS} yAxisTickFormat={(v: number) => `${num.format(v)} %`} svgProps={chartLabel(t('turnoverQuarterly'))}
          data={data.quarterly.map((q) => ({ x: quarterLabel(q.date_from), y: q.turnover_percentage, legend: quarterLabel(q.date_from), color: color(DataVizPalette.color6), ...said(quarterLabel(q.date_from), t('turnover'), pct(q.turnover_percentage)) }))} />}
      </ChartCard>
    </div>
  );
}
