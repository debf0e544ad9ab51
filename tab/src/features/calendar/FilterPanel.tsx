/**
 * The calendar filter panel (spec 2 §2): collapsible groups for status, type (grouped by category,
 * with the pseudo types business trips, overtimes and on-calls), users (searchable), groups and
 * public holiday countries (with flags). Each group has a group checkbox; the Filter button stays
 * disabled until something differs from the saved filters, and applying saves them per user.
 *
 * The Groups section manages the shared calendar groups (spec 2 §2 older panel "groups (create,
 * edit, delete)", §7 v1 calendar-groups) for users with event_types_read outside /demo: New group,
 * and per group Edit (GroupFormDialog) and Delete (confirmed). Each change re-reads the calendar
 * queries; the unsaved checkbox draft survives it (a new group appears unchecked, a deleted one
 * disappears — see mergeDraft).
 */
import {
  Accordion, AccordionHeader, AccordionItem, AccordionPanel, Button, Caption1, Caption1Strong, Checkbox, Input, makeStyles, Spinner, tokens,
} from '@fluentui/react-components';
import { Add16Regular, Delete16Regular, Dismiss20Regular, Edit16Regular, Filter20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CountryFlag, countryName, hasFlag } from '../../components/CountryFlag';
import { useNotify } from '../../components/notify';
import { useDeleteCalendarGroup } from './calendarApi';
import {
  FILTER_GROUPS, filtersChanged, flagEmoji, groupState, setChecked, typesByCategory, type CalendarFilters, type FilterGroup, type FilterItem,
} from './calendarLogic';
import { GroupFormDialog } from './GroupFormDialog';
import { mergeDraft } from './groupsLogic';

const useStyles = makeStyles({
  root: {
    width: '280px', flexShrink: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, background: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge, padding: tokens.spacingHorizontalM, boxShadow: tokens.shadow4,
    maxHeight: 'calc(100vh - 150px)', position: 'sticky', top: '60px', boxSizing: 'border-box',
  },
  scroll: { overflowY: 'auto', flexGrow: 1, minHeight: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  list: { display: 'flex', flexDirection: 'column', paddingLeft: tokens.spacingHorizontalM },
  sub: { marginTop: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground3 },
  headerRow: { display: 'flex', alignItems: 'center', width: '100%' },
  groupRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, '& > :first-child': { flexGrow: 1, minWidth: 0 } },
  newGroup: { alignSelf: 'flex-start' },
});

type GroupRef = { id: number; name: string };

/** Display name of a pseudo type (negative id) or a server item. */
function useItemName() {
  const { t, i18n } = useTranslation('calendar');
  return (g: FilterGroup, i: FilterItem): string | ReactElement => {
    if (g === 'types' && Number(i.value) < 0) return t(`pseudoTypes.${i.value}`, { defaultValue: i.name });
    if (g === 'statuses') return t(`status.${i.value}`, { defaultValue: i.name });
    if (g === 'countries') {
      const code = String(i.value);
      const label = countryName(code, i18n.language) ?? i.name;
      return hasFlag(code) ? <><CountryFlag code={code} /> {label}</> : `${i.flag || flagEmoji(code)} ${label}`;
    }
    return i.name;
  };
}

/** `readOnly` (the /demo calendar) hides the group management. */
export function FilterPanel(props: {
  saved: CalendarFilters | undefined; loading: boolean; busy: boolean; readOnly?: boolean; onApply: (f: CalendarFilters) => void; onClose: () => void;
}) {
  const { saved, loading, busy, readOnly = false, onApply, onClose } = props;
  const s = useStyles();
  const { t } = useTranslation('calendar');
  const name = useItemName();
  const [draft, setDraft] = useState<CalendarFilters | undefined>(saved);
  const [userQ, setUserQ] = useState('');
  const prevSaved = useRef(saved);
  useEffect(() => {
    const prev = prevSaved.current;
    prevSaved.current = saved;
    setDraft((d) => mergeDraft(prev, d, saved));
  }, [saved]);
  const { can } = useAuth();
  const manage = can('event_types_read') && !readOnly;
  const notify = useNotify();
  const [form, setForm] = useState<{ group?: GroupRef } | null>(null);
  const [removing, setRemoving] = useState<GroupRef | null>(null);
  const del = useDeleteCalendarGroup();
  const removeBusy = del.isPending;
  const remove = async () => {
    if (!removing) return;
    try {
      await del.mutateAsync(removing.id);
      notify.success(t('groups.deleted', { name: removing.name }));
      setRemoving(null);
    } catch (err) {
      notify.error(err);
    }
  };
  const changed = filtersChanged(saved, draft);

  const item = (g: FilterGroup, i: FilterItem) => (
    <Checkbox key={`${g}-${i.value}`} label={name(g, i)} checked={i.checked}
      onChange={(_e, d) => setDraft((f) => f && setChecked(f, g, !!d.checked, i.value))} />
  );
  const body = (g: FilterGroup, items: FilterItem[]) => {
    if (g === 'types') {
      return typesByCategory(items, t('otherTypes')).map(([cat, list]) => (
        <div key={cat} className={s.list}>
          <Caption1Strong className={s.sub}>{cat}</Caption1Strong>
          {list.map((i) => item(g, i))}
        </div>
      ));
    }
    if (g === 'users') {
      const q = userQ.trim().toLocaleLowerCase();
      return (
        <div className={s.list}>
          <Input size="small" value={userQ} onChange={(_e, d) => setUserQ(d.value)} placeholder={t('filters.searchUsers')} aria-label={t('filters.searchUsers')} />
          {items.filter((i) => !q || i.name.toLocaleLowerCase().includes(q)).map((i) => item(g, i))}
        </div>
      );
    }
    if (g === 'groups') {
      return (
        <div className={s.list}>
          {manage && (
            <Button className={s.newGroup} size="small" appearance="subtle" icon={<Add16Regular />} onClick={() => setForm({})}>{t('groups.new')}</Button>
          )}
          {!items.length && <Caption1 className={s.sub}>{t('groups.empty')}</Caption1>}
          {items.map((i) => {
            const ref = { id: Number(i.value), name: i.name };
            return (
              <div key={`${g}-${i.value}`} className={s.groupRow}>
                {item(g, i)}
                {manage && (
                  <>
                    <Button appearance="subtle" size="small" icon={<Edit16Regular />} aria-label={t('groups.edit', { name: i.name })}
                      title={t('groups.edit', { name: i.name })} onClick={() => setForm({ group: ref })} />
                    <Button appearance="subtle" size="small" icon={<Delete16Regular />} aria-label={t('groups.delete', { name: i.name })}
                      title={t('groups.delete', { name: i.name })} onClick={() => setRemoving(ref)} />
                  </>
                )}
              </div>
            );
          })}
        </div>
      );
    }
    return <div className={s.list}>{items.map((i) => item(g, i))}</div>;
  };

  return (
    <aside className={s.root} aria-label={t('filters.title')}>
      <div className={s.head}>
        <Caption1Strong>{t('filters.title')}</Caption1Strong>
        <Button appearance="subtle" size="small" icon={<Dismiss20Regular />} aria-label={t('filters.close')} onClick={onClose} />
      </div>
      {loading || !draft ? (
        <Spinner size="small" label={t('common:loading')} />
      ) : (
        <div className={s.scroll}>
        <Accordion multiple collapsible defaultOpenItems={['statuses', 'types']}>
          {FILTER_GROUPS.map((g) => {
            const items = draft[g] ?? [];
            const state = groupState(items);
            return (
              <AccordionItem key={g} value={g}>
                <div className={s.headerRow}>
                  <Checkbox checked={state} disabled={!items.length} aria-label={t('filters.all', { group: t(`filters.${g}`) })}
                    onChange={(_e, d) => setDraft((f) => f && setChecked(f, g, !!d.checked))} />
                  <AccordionHeader size="small">{t(`filters.${g}`)} ({items.filter((i) => i.checked).length}/{items.length})</AccordionHeader>
                </div>
                <AccordionPanel>{items.length || g === 'groups' ? body(g, items) : <Caption1Strong className={s.sub}>{t('filters.none')}</Caption1Strong>}</AccordionPanel>
              </AccordionItem>
            );
          })}
        </Accordion>
        </div>
      )}
      <Button appearance="primary" icon={busy ? <Spinner size="tiny" /> : <Filter20Regular />} disabled={!changed || busy} onClick={() => draft && onApply(draft)}>
        {t('filters.apply')}
      </Button>
      {form && <GroupFormDialog group={form.group} onClose={() => setForm(null)} />}
      <ConfirmDialog open={!!removing} title={t('groups.deleteTitle')} text={t('groups.deleteText', { name: removing?.name ?? '' })}
        confirmLabel={t('common:delete')} busy={removeBusy} onConfirm={remove} onClose={() => setRemoving(null)} />
    </aside>
  );
}
