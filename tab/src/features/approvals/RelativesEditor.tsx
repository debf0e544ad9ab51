/**
 * Value editor of a relatives change request (spec 1 §5 Relatives): a list of relatives; name and
 * surname required, the relationship chosen from the types (GET users/relatives_types) and the
 * birth date / contact number required when the chosen type says so.
 */
import type { RelationshipTypeView } from '@contracts/relatives';
import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { relationshipName, useRelationshipTypes } from '../../lib/relationships';

export interface RelativeDraft {
  name: string;
  surname: string;
  /** The relationship type's key (type_name), '' for none. */
  relationship: string;
  contact_number: string;
  birth_date: string;
}

export const emptyRelative = (): RelativeDraft => ({ name: '', surname: '', relationship: '', contact_number: '', birth_date: '' });

/** What the relationship chosen for `r` requires (nothing when none is chosen or the types are not loaded). */
export function requiredFor(r: RelativeDraft, types: readonly RelationshipTypeView[] = []): { birthDate: boolean; contactNumber: boolean } {
  const type = types.find((x) => x.type_name === r.relationship);
  return { birthDate: !!type?.is_birth_date_required, contactNumber: !!type?.is_contact_number_required };
}

/** True when every relative has a name, a surname and what its relationship requires (and there is at least one). */
export const relativesValid = (list: RelativeDraft[], types: readonly RelationshipTypeView[] = []) =>
  list.length > 0 &&
  list.every((r) => {
    const need = requiredFor(r, types);
    return r.name.trim() && r.surname.trim() && (!need.birthDate || r.birth_date) && (!need.contactNumber || r.contact_number.trim());
  });

const useStyles = makeStyles({
  row: {
    display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr)) auto', gap: tokens.spacingHorizontalS, alignItems: 'end',
    padding: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

export function RelativesEditor({ value, onChange }: { value: RelativeDraft[]; onChange: (v: RelativeDraft[]) => void }) {
  const s = useStyles();
  const { t, i18n } = useTranslation('requests');
  const types = useRelationshipTypes().data ?? [];
  const set = (i: number, k: keyof RelativeDraft, v: string) => onChange(value.map((r, n) => (n === i ? { ...r, [k]: v } : r)));
  return (
    <div role="group" aria-label={t('infoChange.relatives')}>
      {value.map((r, i) => (
        <div key={i} className={s.row}>
          <Field label={t('infoChange.relativeName')} required><Input value={r.name} onChange={(_e, d) => set(i, 'name', d.value)} /></Field>
          <Field label={t('infoChange.relativeSurname')} required><Input value={r.surname} onChange={(_e, d) => set(i, 'surname', d.value)} /></Field>
          <Field label={t('infoChange.relationship')}>
            <Select value={r.relationship} onChange={(_e, d) => set(i, 'relationship', d.value)}>
              <option value="">—</option>
              {types.map((x) => <option key={x.id} value={x.type_name}>{relationshipName(x, i18n.language)}</option>)}
              {r.relationship && !types.some((x) => x.type_name === r.relationship) && <option value={r.relationship}>{r.relationship}</option>}
            </Select>
          </Field>
          <Field label={t('infoChange.contactNumber')} required={requiredFor(r, types).contactNumber}><Input type="tel" value={r.contact_number} onChange={(_e, d) => set(i, 'contact_number', d.value)} /></Field>
          <DateField label={t('infoChange.birthDate')} required={requiredFor(r, types).birthDate} value={r.birth_date} onChange={(v) => set(i, 'birth_date', v)} />
          <Button appearance="subtle" icon={<Delete20Regular />} aria-label={t('infoChange.removeRelative', { n: i + 1 })} onClick={() => onChange(value.filter((_r, n) => n !== i))} />
        </div>
      ))}
      <Button appearance="subtle" icon={<Add20Regular />} onClick={() => onChange([...value, emptyRelative()])} style={{ marginTop: tokens.spacingVerticalS }}>
        {t('infoChange.addRelative')}
      </Button>
    </div>
  );
}
