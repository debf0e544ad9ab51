/**
 * Add or edit one expense line (spec 2 §3 Expense line, §5 Expense claim): date (DateField),
 * description (required, ≤ 255), cost in euros (required, ≥ 0, two decimals; kept in cents), and
 * its receipts (jpeg/jpg/png/pdf, each ≤ 4,000,000 bytes; `room` is how many more files the claim
 * may take). Validation: react-hook-form + zodResolver over {@link lineFormSchema} (the contract's limits).
 */
import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Attach20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { EXPENSE_CLAIM_LIMITS as L } from '@contracts/expense-claims';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField, dayToIso } from '../../components/DateTimeField';
import { FormDialog } from '../../components/FormDialog';
import { issueKey } from '../../lib/zodForm';
import { readBase64 } from '../approvals/infoChangeFiles';
import {
  centsToInput, formatBytes, lineFormSchema, parseEuros, pickReceipts, RECEIPT_ACCEPT, type LineDraft, type LineFormValues, type ReceiptDraft,
} from './expenseClaimLogic';
import { FormInput } from '../../components/FormControls';

const useStyles = makeStyles({
  hidden: { display: 'none' },
  files: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

let nextKey = 0;

export interface ExpenseLineDialogProps {
  /** The line to edit; null adds one. */
  line: LineDraft | null;
  /** How many more receipts the claim may take besides this line's own. */
  room: number;
  onSave: (line: LineDraft) => void;
  onClose: () => void;
}

export function ExpenseLineDialog({ line, room, onSave, onClose }: ExpenseLineDialogProps) {
  const { t, i18n } = useTranslation('expenseClaims');
  const s = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<ReceiptDraft[]>(line?.attachments ?? []);
  const [problems, setProblems] = useState<string[]>([]);
  const [reading, setReading] = useState(false);
  const { control, handleSubmit, formState } = useForm<LineFormValues>({
    resolver: zodResolver(lineFormSchema),
    mode: 'onTouched',
    defaultValues: { date: line?.date ?? dayToIso(new Date()), description: line?.description ?? '', cost: line ? centsToInput(line.cost) : '' },
  });
  const message = (field: keyof LineFormValues, max?: number) => {
    const key = issueKey(formState.errors[field]);
    if (!key) return undefined;
    return t(`validation.${field === 'cost' && key !== 'required' ? 'invalid' : key}`, { max });
  };

  const pick = async (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    const { accepted, rejected, overflow } = pickReceipts(picked, room - files.length);
    const out: string[] = [];
    if (rejected.length) out.push(t('receiptsRejected', { names: rejected.map((f) => f.name).join(', ') }));
    if (overflow.length) out.push(t('receiptsOverflow', { max: L.maxFiles, names: overflow.map((f) => f.name).join(', ') }));
    setProblems(out);
    setReading(true);
    try {
      const read = await Promise.all(accepted.map(async (f) => ({ original_name: f.name, size: f.size, content_type: f.type, data: await readBase64(f) })));
      setFiles((cur) => [...cur, ...read]);
    } finally {
      setReading(false);
    }
  };

  const save = (v: LineFormValues) => {
    onSave({ key: line?.key ?? `new-${++nextKey}`, date: v.date, description: v.description.trim(), cost: parseEuros(v.cost) ?? 0, attachments: files });
    onClose();
  };

  return (
    <FormDialog title={t(line ? 'editLine' : 'addLine')} busy={reading} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Controller control={control} name="date" render={({ field }) => (
        <DateField label={t('date')} required value={field.value} onChange={(v) => { field.onChange(v); field.onBlur(); }}
          validationMessage={message('date')} />
      )} />
      <Field label={t('description')} required validationMessage={message('description', L.text)}>
        <FormInput control={control} name='description' maxLength={L.text + 1} />
      </Field>
      <Field label={t('cost')} required hint={t('costHint')} validationMessage={message('cost')}>
        <FormInput control={control} name='cost' inputMode="decimal" contentBefore={<Text aria-hidden>€</Text>} />
      </Field>
      <Field label={t('receipts')} hint={t('receiptHint', { files: L.maxFiles, total: 4 })}>
        <div>
          <input ref={input} className={s.hidden} type="file" multiple accept={RECEIPT_ACCEPT} aria-hidden tabIndex={-1}
            onChange={(e) => void pick(e.target.files)} data-testid="expense-receipts" />
          <Button icon={<Attach20Regular />} disabled={files.length >= room || reading} onClick={() => input.current?.click()}>
            {t('addReceipts')}
          </Button>
        </div>
      </Field>
      <Text size={200}>{t('oneCardNote')}</Text>
      {problems.map((p) => <Text key={p} role="alert" className={s.problem}>{p}</Text>)}
      {files.length > 0 && (
        <ul className={s.files} aria-label={t('receipts')}>
          {files.map((f, i) => (
            <li key={`${f.id ?? 'new'}-${f.original_name}-${i}`} className={s.file}>
              <Text>{f.original_name} ({formatBytes(f.size, i18n.language)})</Text>
              <Button appearance="subtle" size="small" icon={<Dismiss20Regular />} aria-label={t('removeReceipt', { name: f.original_name })}
                onClick={() => setFiles((cur) => cur.filter((_x, j) => j !== i))} />
            </li>
          ))}
        </ul>
      )}
    </FormDialog>
  );
}
