/** Value editor of a relatives change request: a list of relatives (name and surname required). */
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

export interface RelativeDraft {
  name: string;
  surname: string;
  relationship: string;
  contact_number: string;
  birth_date: string;
}

export const emptyRelative = (): RelativeDraft => ({ name: '', surname: '', relationship: '', contact_number: '', birth_date: '' });

/** True when every relative has a name and a surname (and there is at least one). */
export const relativesValid = (list: RelativeDraft[]) => list.length > 0 && list.every((r) => r.name.trim() && r.surname.trim());

const useStyles = makeStyles({
  row: {
    display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr)) auto', gap: tokens.spacingHorizontalS, alignItems: 'end',
    padding: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

export function RelativesEditor({ value, onChange }: { value: RelativeDraft[]; onChange: (v: RelativeDraft[]) => void }) {
  const s = useStyles();
  const { t } = useTranslation('requests');
  const set = (i: number, k: keyof RelativeDraft, v: string) => onChange(value.map((r, n) => (n === i ? { ...r, [k]: v } : r)));
  return (
    <div role="group" aria-label={t('infoChange.relatives')}>
      {value.map((r, i) => (
        <div key={i} className={s.row}>
          <Field label={t('infoChange.relativeName')} required><Input value={r.name} onChange={(_e, d) => set(i, 'name', d.value)} /></Field>
          <Field label={t('infoChange.relativeSurname')} required><Input value={r.surname} onChange={(_e, d) => set(i, 'surname', d.value)} /></Field>
          <Field label={t('infoChange.relationship')}><Input value={r.relationship} onChange={(_e, d) => set(i, 'relationship', d.value)} /></Field>
          <Field label={t('infoChange.contactNumber')}><Input type="tel" value={r.contact_number} onChange={(_e, d) => set(i, 'contact_number', d.value)} /></Field>
          <Field label={t('infoChange.birthDate')}><Input type="date" value={r.birth_date} onChange={(_e, d) => set(i, 'birth_date', d.value)} /></Field>
          <Button appearance="subtle" icon={<Delete20Regular />} aria-label={t('infoChange.removeRelative', { n: i + 1 })} onClick={() => onChange(value.filter((_r, n) => n !== i))} />
        </div>
      ))}
      <Button appearance="subtle" icon={<Add20Regular />} onClick={() => onChange([...value, emptyRelative()])} style={{ marginTop: tokens.spacingVerticalS }}>
        {t('infoChange.addRelative')}
      </Button>
    </div>
  );
}
