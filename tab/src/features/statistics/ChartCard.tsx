/**
 * One chart of /statistics in a card: a heading, the chart (drawn by @fluentui/react-charts, which follows the
 * Fluent v9 theme, so it stays legible in the dark and contrast themes) and, behind a "data table" disclosure,
 * the same numbers as a real table with a caption and column headers for screen readers and for copying.
 */
import { Card, makeStyles, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  card: { minWidth: 0, display: 'grid', gap: tokens.spacingVerticalS },
  chart: { minWidth: 0, overflow: 'hidden' },
  details: { overflowX: 'auto' },
  summary: { cursor: 'pointer', color: tokens.colorBrandForegroundLink, padding: `${tokens.spacingVerticalXS} 0` },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, padding: `${tokens.spacingVerticalXS} 0` },
});

export interface ChartTable {
  headers: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/** Narrower than this, a chart is not drawn (it would get negative inner sizes). */
const MIN_WIDTH = 120;

/** The width of an element, followed with a ResizeObserver (0 until it is laid out). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { ref, width };
}

/**
 * `children` draws the chart at the given width (px): the chart is drawn only once its box is laid out, so it
 * never starts at a zero width (the library would draw negative sizes) and follows the card's width.
 */
export function ChartCard({ id, title, children, table }: { id: string; title: string; children: (width: number) => ReactNode; table: ChartTable }) {
  const { t } = useTranslation('statistics');
  const s = useStyles();
  const { ref, width } = useWidth();
  return (
    <Card className={s.card} data-testid={`chart-${id}`} aria-labelledby={`${id}-title`} role="region">
      <Subtitle2 as="h2" id={`${id}-title`}>{title}</Subtitle2>
      <div ref={ref} className={s.chart}>{width >= MIN_WIDTH ? children(width) : null}</div>
      <details className={s.details}>
        <summary className={s.summary}>{t('dataTable')}</summary>
        <Table size="small" aria-labelledby={`${id}-caption`}>
          <caption id={`${id}-caption`} className={s.caption}>{title}</caption>
          <TableHeader>
            <TableRow>{table.headers.map((h) => <TableHeaderCell key={h}>{h}</TableHeaderCell>)}</TableRow>
          </TableHeader>
          <TableBody>
            {table.rows.map((r, i) => (
              <TableRow key={i}>{r.map((c, j) => <TableCell key={j}>{c}</TableCell>)}</TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </Card>
  );
}
