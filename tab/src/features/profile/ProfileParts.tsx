/** Small building blocks shared by the profile tabs: titled sections, label/value lists, empty states. */
import { Body1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { ReactNode, useId } from 'react';

/** Shown for a missing value (spec 1 §2 Profile: "--"). */
export const MISSING = '--';

/** The value, or "--" when empty. */
export const orDash = (v: string | null | undefined) => (v && v.trim() ? v : MISSING);

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalXL },
  heading: { margin: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  list: {
    display: 'grid', gridTemplateColumns: 'minmax(140px, max-content) 1fr', columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS, margin: 0, alignItems: 'center',
    '@media (max-width: 520px)': { gridTemplateColumns: '1fr', rowGap: tokens.spacingVerticalXXS },
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere', '@media (max-width: 520px)': { marginBottom: tokens.spacingVerticalS } },
  empty: {
    padding: tokens.spacingVerticalM, borderRadius: tokens.borderRadiusMedium,
    background: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2,
    display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM,
  },
});

/** A section with an h2 heading; the region is named by it. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const s = useStyles();
  const id = useId();
  return (
    <section className={s.section} aria-labelledby={id}>
      <div className={s.head}>
        <Subtitle2 as="h2" id={id} className={s.heading}>{title}</Subtitle2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Label/value pairs as a description list. */
export function FieldList({ items }: { items: { label: string; value: ReactNode }[] }) {
  const s = useStyles();
  return (
    <dl className={s.list}>
      {items.map((i) => (
        <div key={i.label} style={{ display: 'contents' }}>
          <dt className={s.term}><Body1>{i.label}</Body1></dt>
          <dd className={s.value}><Body1>{typeof i.value === 'string' ? orDash(i.value) : i.value}</Body1></dd>
        </div>
      ))}
    </dl>
  );
}

/** A quiet box saying there is nothing to show. */
export function EmptyState({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  const s = useStyles();
  return (
    <div className={s.empty} role="note">
      {icon}
      <Body1>{children}</Body1>
    </div>
  );
}
