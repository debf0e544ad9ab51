/**
 * /expense-claim (new) and /expense-claim/{id} (inspect or edit; navigation state may carry
 * `readOnly`, `chainID` and `requestId`), spec 2 §2 Expense claim form, §4, §5:
 * - base information: the claim type first (the rest shows once chosen), additional information
 *   (≤ 255), an optional link to one of the caller's business trips;
 * - expenses: a lines table with add / edit / remove ({@link ExpenseLineDialog}), receipts with the
 *   4 MB total shown (red past it, submit disabled), the one-card-receipt note, the total (EUR, two
 *   decimals);
 * - buttons: open report (approved), back, save (hidden when read-only or approved), save and submit
 *   (only with no chain status or not_initialized; disabled without lines). After saving: /requests
 *   when a chain item edits it or it was submitted, else /expenses. A failed submit after a saved
 *   draft shows failed_to_submit_request and stays on the saved claim.
 */
import {
  Badge, Button, Card, CardHeader, Field, Link, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { Add20Regular, ArrowLeft20Regular, Delete20Regular, DocumentPdf20Regular, Edit20Regular, Save20Regular, Send20Regular } from '@fluentui/react-icons';
import { EXPENSE_CLAIM_LIMITS as L } from '@contracts/expense-claims';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { errorCode, useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { ApiError } from '../../lib/api';
import { showDay } from '../../lib/dates';
import { base64ToBlob, openPdf, releasePdf, type OpenedPdf } from '../../lib/pdf';
import { issueKey } from '../../lib/zodForm';
import { statusColor } from '../approvals/requestLogic';
import {
  afterSave, allReceipts, claimBody, claimButtons, claimFormSchema, claimSaveError, formatEuros, formatMb, linesFromClaim, receiptBytes, totalCents,
  type ClaimFormValues, type LineDraft, type ReceiptDraft,
} from './expenseClaimLogic';
import { fetchClaimReport, useClaim, useClaimTypes, useOwnTrips, useSaveClaim } from './expenseClaimsApi';
import { ExpenseLineDialog } from './ExpenseLineDialog';
import { FormSelect, FormTextarea } from '../../components/FormControls';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  fields: { display: 'grid', gap: tokens.spacingVerticalM },
  summary: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center', justifyContent: 'space-between' },
  over: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  receipts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface NavState {
  readOnly?: boolean;
  chainID?: number;
  requestId?: number;
}

/** A claim type's label: the settings namespace's translation when there is one, else the name made readable. */
function useTypeLabel() {
  const { t, i18n } = useTranslation('settings');
  return (name: string) => (i18n.exists(`settings:expenseClaimTypes.${name}`) ? t(`expenseClaimTypes.${name}`) : name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()));
}

/** Opens a receipt (base64) in a new window. */
function openReceipt(r: ReceiptDraft) {
  if (!r.data) return;
  const url = URL.createObjectURL(base64ToBlob(r.data, r.content_type ?? 'application/octet-stream'));
  window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function ExpenseClaimPage() {
  // 'requests' holds the status names.
  const { t, i18n } = useTranslation(['expenseClaims', 'requests']);
  const s = useStyles();
  const lang = i18n.language;
  const { userId } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const nav = (useLocation().state ?? {}) as NavState;
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const claim = useClaim(id);
  const types = useClaimTypes();
  const trips = useOwnTrips(userId);
  const saving = useSaveClaim();
  const typeLabel = useTypeLabel();
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [editing, setEditing] = useState<{ line: LineDraft | null } | null>(null);
  const [removing, setRemoving] = useState<LineDraft | null>(null);
  const [report, setReport] = useState<OpenedPdf | null>(null);
  const [reportBusy, setReportBusy] = useState(false);
  const { control, handleSubmit, formState, watch, reset } = useForm<ClaimFormValues>({
    resolver: zodResolver(claimFormSchema),
    mode: 'onTouched',
    defaultValues: { type: '', additionalInformation: '', business_trip_id: '' },
  });

  const data = claim.data;
  useEffect(() => {
    if (!data) return;
    reset({ type: data.type, additionalInformation: data.additionalInformation ?? data.description ?? '', business_trip_id: data.business_trip_id ? String(data.business_trip_id) : '' });
    setLines(linesFromClaim(data));
  }, [data, reset]);
  useEffect(() => () => releasePdf(report), [report]);

  const chainEdit = !!nav.chainID && !nav.readOnly;
  const buttons = claimButtons(id ? (data?.status ?? null) : null, !!nav.readOnly, id ? (data?.can ?? null) : null, chainEdit);
  const type = watch('type');
  const receipts = allReceipts(lines);
  const bytes = receiptBytes(receipts);
  const tooLarge = bytes > L.maxTotalBytes;
  const total = totalCents(lines);
  const maxMb = L.maxTotalBytes / (1024 * 1024);
  const tripOptions = useMemo(() => {
    const own = trips.data ?? [];
    const linked = data?.business_trip_id;
    return { own, missing: linked && !own.some((x) => x.id === linked) ? linked : null };
  }, [trips.data, data?.business_trip_id]);

  const save = (submit: boolean) => handleSubmit(async (values) => {
    const body = claimBody(values, lines);
    const viaChain = chainEdit && !!data && !data.can.edit;
    try {
      await saving.mutateAsync({ id, body, submit, chainId: viaChain ? nav.chainID : undefined });
      notify.success(t(submit ? 'submitted' : 'saved'));
      navigate(afterSave(viaChain, submit));
    } catch (err) {
      if (err instanceof ApiError && err.body.step === 'submit') {
        notify.error(new ApiError(err.status, 'failed_to_submit_request', err.body));
        const savedId = Number(err.body.expense_claim_id);
        if (!id && savedId) navigate(`/expense-claim/${savedId}`, { replace: true, state: { readOnly: false } });
      } else notify.error(claimSaveError(err));
    }
  })();

  const openReport = async () => {
    if (!id) return;
    setReportBusy(true);
    try {
      const r = await fetchClaimReport(id, lang);
      setReport(openPdf(r.data, r.name));
    } catch (err) {
      notify.error(err);
    } finally {
      setReportBusy(false);
    }
  };

  if (id && claim.isPending) return <Spinner label={t('common:loading')} />;
  if (id && claim.isError) {
    return (
      <>
        <PageHeader title={t('editTitle')} actions={[{ key: 'back', label: t('back'), icon: <ArrowLeft20Regular />, onClick: () => navigate(-1) }]} />
        <MessageBar intent="error"><MessageBarBody>{t('claimLoadFailed')} {t(`errors:${errorCode(claim.error)}`)}</MessageBarBody></MessageBar>
      </>
    );
  }

  const busy = saving.isPending;
  const actions: HeaderAction[] = [
    ...(buttons.report ? [{ key: 'report', label: t('openReport'), icon: reportBusy ? <Spinner size="tiny" /> : <DocumentPdf20Regular />, disabled: reportBusy, onClick: () => void openReport() }] : []),
    { key: 'back', label: t('back'), icon: <ArrowLeft20Regular />, onClick: () => navigate(chainEdit || nav.readOnly && nav.chainID ? '/requests' : '/expenses') },
    ...(buttons.save ? [{ key: 'save', label: t('save'), icon: <Save20Regular />, primary: !buttons.submit, disabled: busy || !type || tooLarge, onClick: () => void save(false) }] : []),
    ...(buttons.submit ? [{ key: 'submit', label: t('saveAndSubmit'), icon: <Send20Regular />, primary: true, disabled: busy || !type || lines.length === 0 || tooLarge, onClick: () => void save(true) }] : []),
  ];
  const error = (field: keyof ClaimFormValues) => {
    const key = issueKey(formState.errors[field]);
    return key ? t(`validation.${key}`, { max: L.text }) : undefined;
  };
  const editable = buttons.editable;
  const otherFiles = (line: LineDraft | null) => receipts.length - (line?.attachments.length ?? 0);

  return (
    <div className={s.page}>
      <PageHeader title={t(id ? 'editTitle' : 'newTitle')} actions={actions} />
      {report && !report.opened && (
        <MessageBar intent="warning"><MessageBarBody>{t('reportBlocked')} <Link href={report.url} download={report.filename}>{t('downloadReport')}</Link></MessageBarBody></MessageBar>
      )}
      {id && !editable && <MessageBar intent="info"><MessageBarBody>{t('readOnly')}</MessageBarBody></MessageBar>}
      <Card>
        <CardHeader header={<Text as="h2" weight="semibold" size={400}>{t('baseInfo')}</Text>}
          description={data ? (
            <span className={s.receipts}>
              <Text>{t('claimant', { name: `${data.user.name} ${data.user.surname}` })}</Text>
              {data.status && <Badge appearance="tint" color={statusColor(data.status)}>{t(`requests:status.${data.status}`)}</Badge>}
            </span>
          ) : undefined} />
        <div className={s.fields}>
          <Field label={t('type')} required validationMessage={error('type')} hint={type ? undefined : t('typeFirst')}>
            <FormSelect control={control} name='type' disabled={!editable}>
              <option value="">{t('chooseType')}</option>
              {(types.data ?? []).map((x) => <option key={x.id} value={x.name}>{typeLabel(x.name)}</option>)}
              {data && !(types.data ?? []).some((x) => x.name === data.type) && <option value={data.type}>{lang === 'lt' ? data.type_name.lt : data.type_name.en}</option>}
            </FormSelect>
          </Field>
          {type && (
            <>
              <Field label={t('additionalInformation')} validationMessage={error('additionalInformation')}>
                <FormTextarea control={control} name='additionalInformation' maxLength={L.text + 1} disabled={!editable} resize="vertical" />
              </Field>
              <Field label={t('businessTrip')}>
                <FormSelect control={control} name='business_trip_id' disabled={!editable}>
                  <option value="">{t('noTrip')}</option>
                  {tripOptions.own.map((x) => (
                    <option key={x.id} value={String(x.id)}>{t('tripOption', { purpose: x.trip_purpose, start: showDay(x.date_start.slice(0, 10)), end: showDay(x.date_end.slice(0, 10)) })}</option>
                  ))}
                  {tripOptions.missing && <option value={String(tripOptions.missing)}>{`#${tripOptions.missing}`}</option>}
                </FormSelect>
              </Field>
            </>
          )}
        </div>
      </Card>
      {type && (
        <Card>
          <CardHeader header={<Text as="h2" weight="semibold" size={400}>{t('expenses')}</Text>}
            action={editable ? (
              <Button icon={<Add20Regular />} disabled={lines.length >= L.maxLines} onClick={() => setEditing({ line: null })}>{t('addLine')}</Button>
            ) : undefined} />
          <DataTable
            ariaLabel={t('expenses')}
            items={lines}
            getRowId={(l) => l.key}
            rowLabel={(l) => l.description}
            emptyText={t('noLines')}
            columns={[
              { key: 'date', header: t('date'), width: '18%', render: (l) => showDay(l.date) },
              { key: 'description', header: t('description'), card: 'title', render: (l) => l.description },
              { key: 'cost', header: t('cost'), width: '18%', render: (l) => formatEuros(l.cost, lang) },
              {
                key: 'receipts', header: t('receipts'), width: '26%',
                render: (l) => (
                  <span className={s.receipts}>
                    {l.attachments.map((a, i) => a.data
                      ? <Link key={i} as="button" onClick={() => openReceipt(a)} aria-label={t('openReceipt', { name: a.original_name })}>{a.original_name}</Link>
                      : <Text key={i}>{a.original_name}</Text>)}
                  </span>
                ),
              },
            ]}
            actions={editable ? [
              { key: 'edit', label: t('editLine'), icon: <Edit20Regular />, onClick: (l) => setEditing({ line: l }) },
              { key: 'remove', label: t('removeLine'), icon: <Delete20Regular />, onClick: setRemoving },
            ] : undefined}
          />
          <div className={s.summary}>
            <Text className={tooLarge ? s.over : undefined} role={tooLarge ? 'alert' : undefined}>
              {t('receiptsTotal', { used: formatMb(bytes, lang), max: maxMb })}
              {tooLarge && <> — {t('receiptsTooLarge', { max: maxMb })}</>}
            </Text>
            <Text weight="semibold" size={400}>{t('totalLine', { total: formatEuros(total, lang) })}</Text>
          </div>
          {editable && <Text size={200}>{t('oneCardNote')}</Text>}
          {editable && lines.length === 0 && buttons.submit && <Text size={200}>{t('validation.linesRequired')}</Text>}
        </Card>
      )}
      {editing && (
        <ExpenseLineDialog line={editing.line} room={L.maxFiles - otherFiles(editing.line)} onClose={() => setEditing(null)}
          onSave={(line) => setLines((cur) => (editing.line ? cur.map((x) => (x.key === line.key ? line : x)) : [...cur, line]))} />
      )}
      <ConfirmDialog
        open={!!removing}
        title={t('removeLineTitle')}
        text={t('removeLineText', { name: removing?.description ?? '' })}
        confirmLabel={t('removeLine')}
        busy={false}
        onConfirm={() => { setLines((cur) => cur.filter((x) => x.key !== removing?.key)); setRemoving(null); }}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
