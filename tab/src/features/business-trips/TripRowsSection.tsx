/**
 * One list section of the business trip form (spec 2 §2, §4, §5): a heading with a "!" badge while
 * a required list is empty, an Add button (hidden when the list is locked, disabled at the 100-entry
 * limit of §9), a DataTable of the rows (cards on a phone) with Edit and Remove (or Inspect when only
 * viewing), and the row dialog. Rows live in the form until it is saved, so Remove takes the row out
 * of the form without a confirmation (nothing is deleted until Save).
 */
import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular, Eye20Regular } from '@fluentui/react-icons';
import { BUSINESS_TRIP_LIMITS } from '@contracts/business-trips';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn, type RowAction } from '../../components/DataTable';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { margin: 0, flexGrow: 1, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface RowsSectionProps<T extends { id: number }> {
  /** Section heading, table name. */
  title: string;
  /** Shows the "!" badge (a required list is empty). */
  missing?: boolean;
  missingText?: string;
  /** A message about the list (the contract's or the server's), shown under the heading. */
  error?: string;
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowLabel: (row: T) => string;
  /** Rows can be added and removed. */
  canAdd: boolean;
  /** Rows can be opened for editing (also when only their restricted fields are open). */
  canEdit: boolean;
  addLabel: string;
  /** A new row's defaults. */
  blank: () => T;
  onChange: (rows: T[]) => void;
  /** The dialog of a row (`isNew` when added). */
  dialog: (row: T, isNew: boolean, done: (row: T) => void, close: () => void) => ReactNode;
  emptyText: string;
}

export function RowsSection<T extends { id: number }>(p: RowsSectionProps<T>) {
  const s = useStyles();
  const { t } = useTranslation('businessTrips');
  const [open, setOpen] = useState<{ row: T; isNew: boolean } | null>(null);
  const full = p.rows.length >= BUSINESS_TRIP_LIMITS.maxEntries;
  const save = (row: T) => {
    p.onChange(open?.isNew ? [...p.rows, row] : p.rows.map((r) => (r.id === row.id ? row : r)));
    setOpen(null);
  };
  const actions: RowAction<T>[] = [
    p.canEdit
      ? { key: 'edit', label: t('common:edit'), icon: <Edit20Regular />, onClick: (row) => setOpen({ row, isNew: false }) }
      : { key: 'inspect', label: t('inspect'), icon: <Eye20Regular />, onClick: (row) => setOpen({ row, isNew: false }) },
    ...(p.canAdd ? [{ key: 'remove', label: t('remove'), icon: <Delete20Regular />, onClick: (row: T) => p.onChange(p.rows.filter((r) => r.id !== row.id)) }] : []),
  ];
  return (
    <section className={s.section} aria-label={p.title}>
      <div className={s.head}>
        <Text as="h2" size={400} weight="semibold" className={s.title}>
          {p.title}
          {p.missing && (
            <Badge color="danger" shape="circular" role="img" aria-label={p.missingText ?? t('missing')} title={p.missingText ?? t('missing')}>!</Badge>
          )}
        </Text>
        {p.canAdd && (
          <Button icon={<Add20Regular />} disabled={full} onClick={() => setOpen({ row: p.blank(), isNew: true })}>
            {p.addLabel}
          </Button>
        )}
        {p.canAdd && full && <Text size={200}>{t('limitReached', { max: BUSINESS_TRIP_LIMITS.maxEntries })}</Text>}
      </div>
      {p.error && <Text size={200} className={s.error} role="alert">{p.error}</Text>}
      <DataTable<T> ariaLabel={p.title} items={p.rows} columns={p.columns} getRowId={(r) => r.id} rowLabel={p.rowLabel} actions={actions} emptyText={p.emptyText} size="small" minWidth="520px" />
      {open && p.dialog(open.row, open.isNew, save, () => setOpen(null))}
    </section>
  );
}
