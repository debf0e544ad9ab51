/** A chain picker for the settings tables: "no chain" plus every chain by name. */
import { makeStyles, Select } from '@fluentui/react-components';

const useStyles = makeStyles({ root: { width: '320px', maxWidth: '100%' } });
import { useTranslation } from 'react-i18next';
import type { Chain } from '../chains/chainsApi';

interface Props {
  /** Accessible name, e.g. "Chain for Business trip". */
  label: string;
  value: number | null;
  chains: Chain[] | undefined;
  onChange: (chainId: number | null) => void;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
}

export function ChainSelect({ label, value, chains, onChange, disabled, invalid, id }: Props) {
  const { t } = useTranslation('settings');
  const s = useStyles();
  return (
    <Select
      className={s.root}
      id={id}
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={value == null ? '' : String(value)}
      disabled={disabled}
      onChange={(_e, d) => onChange(d.value ? Number(d.value) : null)}
    >
      <option value="">{t('noChain')}</option>
      {(chains ?? []).map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
    </Select>
  );
}
