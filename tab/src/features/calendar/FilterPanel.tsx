/**
 * The calendar filter panel (spec 2 §2): collapsible groups for status, type (grouped by category,
 * with the pseudo types business trips, overtimes and on-calls), users (searchable), groups and
 * public holiday countries (with flags). Each group has a group checkbox; the Filter button stays
 * disabled until something differs from the saved filters, and applying saves them per user.
 */
import {
  Accordion, AccordionHeader, AccordionItem, AccordionPanel, Button, Caption1Strong, Checkbox, Input, makeStyles, Spinner, tokens,
} from '@fluentui/react-components';
import { Dismiss20Regular, Filter20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FILTER_GROUPS, filtersChanged, flagEmoji, groupState, setChecked, typesByCategory, type CalendarFilters, type FilterGroup, type FilterItem,
} from './calendarLogic';

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
});

/** Display name of a pseudo type (negative id) or a server item. */
function useItemName() {
  const { t } = useTranslation('calendar');
  return (g: FilterGroup, i: FilterItem) => {
    if (g === 'types' && Number(i.value) < 0) return t(`pseudoTypes.${i.value}`, { defaultValue: i.name });
    if (g === 'statuses') return t(`status.${i.value}`, { defaultValue: i.name });
    if (g === 'countries') return `${i.flag || flagEmoji(String(i.value))} ${i.name}`;
    return i.name;
  };
}

export function FilterPanel(props: { saved: CalendarFilters | undefined; loading: boolean; busy: boolean; onApply: (f: CalendarFilters) => void; onClose: () => void }) {
  const { saved, loading, busy, onApply, onClose } = props;
  const s = useStyles();
  const { t } = useTranslation('calendar');
  const name = useItemName();
  const [draft, setDraft] = useState<CalendarFilters | undefined>(saved);
  const [userQ, setUserQ] = useState('');
  useEffect(() => setDraft(saved), [saved]);
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
                <AccordionPanel>{items.length ? body(g, items) : <Caption1Strong className={s.sub}>{t('filters.none')}</Caption1Strong>}</AccordionPanel>
              </AccordionItem>
            );
          })}
        </Accordion>
        </div>
      )}
      <Button appearance="primary" icon={busy ? <Spinner size="tiny" /> : <Filter20Regular />} disabled={!changed || busy} onClick={() => draft && onApply(draft)}>
        {t('filters.apply')}
      </Button>
    </aside>
  );
}
