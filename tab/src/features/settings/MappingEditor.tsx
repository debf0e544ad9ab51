/**
 * A table of keys (request types, personal-info fields, expense claim types) each with a chain
 * select and one Save. With `uniqueChains` (spec 2 §5 Chain mapping) the same chain chosen for two
 * keys highlights both and disables Save. Save runs `save` as a mutation (settingsApi.useSaveMapping)
 * that re-reads `queryKey`; its pending state disables the buttons.
 */
import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { useNotify } from '../../components/notify';
import { useChains } from '../chains/chainsApi';
import { ChainSelect } from './ChainSelect';
import { changed, duplicateKeys } from './mappingLogic';
import { useSaveMapping, type MappingRow } from './settingsApi';

export type { MappingRow };

interface Props {
  title: string;
  hint?: string;
  /** Header of the key column. */
  keyHeader: string;
  queryKey: readonly unknown[];
  load: () => Promise<MappingRow[]>;
  save: (rows: MappingRow[]) => Promise<unknown>;
  labelOf: (key: string) => string;
  uniqueChains?: boolean;
  writable: boolean;
  /** Success message shown after saving. */
  savedMessage: string;
}

const useStyles = makeStyles({
  title: { margin: `0 0 ${tokens.spacingVerticalS}` },
  hint: { display: 'block', color: tokens.colorNeutralForeground2, marginBottom: tokens.spacingVerticalM },
  dup: { color: tokens.colorPaletteRedForeground1, display: 'block', marginTop: tokens.spacingVerticalXXS },
  dupSelect: {
    '& select': { backgroundColor: tokens.colorPaletteRedBackground1 },
    '& .fui-Select': { outline: `2px solid ${tokens.colorPaletteRedBorder2}`, borderRadius: tokens.borderRadiusMedium },
  },
  banner: { marginBottom: tokens.spacingVerticalM },
  footer: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalM },
});

export function MappingEditor({ title, hint, keyHeader, queryKey, load, save, labelOf, uniqueChains, writable, savedMessage }: Props) {
  const s = useStyles();
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const chains = useChains();
  const data = useQuery({ queryKey, queryFn: load });
  const loaded = useMemo(() => Object.fromEntries((data.data ?? []).map((r) => [r.key, r.chainId])) as Record<string, number | null>, [data.data]);
  const [draft, setDraft] = useState(loaded);
  const saving = useSaveMapping(queryKey, save);
  const busy = saving.isPending;
  useEffect(() => setDraft(loaded), [loaded]);
  const keys = (data.data ?? []).map((r) => r.key);
  const dups = uniqueChains ? duplicateKeys(keys.map((key) => ({ key, chainId: draft[key] ?? null }))) : new Set<string>();
  const dirty = changed(draft, loaded);

  const submit = async () => {
    try {
      await saving.mutateAsync(keys.map((key) => ({ key, chainId: draft[key] ?? null })));
      notify.success(savedMessage);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <section aria-label={title}>
      <Text as="h2" size={500} weight="semibold" className={s.title} block>{title}</Text>
      {hint && <Text className={s.hint}>{hint}</Text>}
      {dups.size > 0 && <MessageBar intent="error" className={s.banner}><MessageBarBody>{t('duplicateChains')}</MessageBarBody></MessageBar>}
      <DataTable
        ariaLabel={title}
        items={data.data}
        loading={data.isFetching || chains.isFetching}
        getRowId={(r) => r.key}
        minWidth="480px"
        columns={[
          { key: 'key', header: keyHeader, width: '40%', render: (r) => labelOf(r.key) },
          {
            key: 'chain', header: t('chain'),
            render: (r) => (
              <div className={dups.has(r.key) ? s.dupSelect : undefined} data-duplicate={dups.has(r.key) || undefined}>
                <ChainSelect label={t('chainFor', { name: labelOf(r.key) })} value={draft[r.key] ?? null} chains={chains.data}
                  disabled={!writable || busy} invalid={dups.has(r.key)} onChange={(v) => setDraft((d) => ({ ...d, [r.key]: v }))} />
                {dups.has(r.key) && <Text size={200} className={s.dup}>{t('duplicateChain')}</Text>}
              </div>
            ),
          },
        ]}
      />
      {writable && (
        <div className={s.footer}>
          <Button onClick={() => setDraft(loaded)} disabled={busy || !dirty}>{t('reset')}</Button>
          <Button appearance="primary" onClick={() => void submit()} disabled={busy || dups.size > 0 || !dirty}>{t('common:save')}</Button>
        </div>
      )}
    </section>
  );
}
