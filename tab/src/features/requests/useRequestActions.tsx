/**
 * Runs the row actions of the request tables and renders their dialogs (spec 2 §4 Chain actions,
 * §8): approve / reject / return (to the previous approver) / return to owner with a message, submit, cancel (an approved request's
 * cancellation goes through the chain again: the api resubmits it within the cancel call and replies
 * `reinit: true`, which is announced; resubmitting again would be refused with
 * reinit_user_chain_items_is_not_allowed), delete with confirmation, inspect or
 * edit (trip and expense claim pages, a personal info change its form in edit mode — the owner's
 * returned request is saved and resubmitted from there —, other types the details modal) and the
 * chain information.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/notify';
import { ApiError } from '../../lib/api';
import { ChainInfoDialog } from './ChainInfoDialog';
import { DecisionDialog } from './DecisionDialog';
import { PersonalInfoChangeForm } from './PersonalInfoChangeForm';
import { RequestDetailsDialog } from './RequestDetailsDialog';
import { formatDateTime, requestRoute, type RowOpen } from './requestLogic';
import {
  cancelRequest, decide, deleteRequest, inspectRequest, REQUESTS_KEY, submitRequest, type Decision, type RequestRow,
} from './requestsApi';

type Open =
  | { kind: 'decision'; decision: Decision; row: RequestRow }
  | { kind: 'cancel' | 'delete' | 'chainInfo' | 'details' | 'editInfoChange'; row: RequestRow };

const DECISION_DONE: Record<Decision, string> = {
  approve: 'request_approved_successfully',
  reject: 'request_rejected_successfully',
  return: 'request_returned_successfully',
  returnToOwner: 'request_returned_to_owner_successfully',
};

/** A server error as is; anything else (network) as the given code. */
const orCode = (err: unknown, code: string) => (err instanceof ApiError ? err : new ApiError(0, code));

export function useRequestActions({ allowDecisions = true }: { allowDecisions?: boolean } = {}): { run: (row: RequestRow, action: RowOpen) => void; rowLabel: (row: RequestRow) => string; busyId: number | null; dialogs: ReactNode } {
  const { t } = useTranslation('requests');
  const notify = useNotify();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open | null>(null);
  const [busy, setBusy] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const close = () => setOpen(null);
  const refresh = () => qc.invalidateQueries({ queryKey: REQUESTS_KEY });
  const rowLabel = (r: RequestRow) => `${t(`types.${r.requestType}`)} ${r.owner} ${formatDateTime(r.requestDate)}`;

  const perform = async (fn: () => Promise<void>, failCode: string, id: number) => {
    setBusy(true);
    setBusyId(id);
    try {
      await fn();
    } catch (err) {
      notify.error(orCode(err, failCode));
    } finally {
      setBusy(false);
      setBusyId(null);
    }
  };

  const goTo = (row: RequestRow, mode: 'inspect' | 'edit') =>
    perform(async () => {
      if (row.requestType === 'business_trip' || row.requestType === 'expense_claim') {
        const r = await inspectRequest(row.id);
        const target = requestRoute(mode, { id: row.id, requestType: row.requestType, requestId: r.requestId, status: row.status });
        if (target) {
          navigate(target.to, { state: target.state });
          return;
        }
      }
      setOpen({ kind: mode === 'edit' && row.requestType === 'user_info_change' ? 'editInfoChange' : 'details', row });
    }, 'failed_to_retrieve_data', row.id);

  const run = (row: RequestRow, action: RowOpen) => {
    switch (action) {
      case 'approve':
      case 'reject':
      case 'return':
      case 'returnToOwner':
        setOpen({ kind: 'decision', decision: action, row });
        break;
      case 'submit':
        void perform(async () => {
          await submitRequest(row.id);
          await refresh();
          notify.success(t('request_submitted_successfully'));
        }, 'failed_to_submit_request', row.id);
        break;
      case 'edit':
      case 'inspect':
        void goTo(row, action);
        break;
      case 'cancel':
      case 'delete':
      case 'chainInfo':
      case 'details':
        setOpen({ kind: action, row });
        break;
    }
  };

  const confirmDecision = (message: string) => {
    if (open?.kind !== 'decision') return;
    const { decision, row } = open;
    void perform(async () => {
      await decide(row.id, decision, message);
      close();
      await refresh();
      notify.success(t(DECISION_DONE[decision]));
    }, 'failed_to_update_data', row.id);
  };

  const confirmCancel = () => {
    if (open?.kind !== 'cancel') return;
    const { row } = open;
    void perform(async () => {
      const reply = await cancelRequest(row.id);
      close();
      await refresh();
      notify.success(t(reply?.reinit ? 'cancel_sent_for_approval' : 'success_cancel_request'));
    }, 'failed_to_cancel_request', row.id);
  };

  const confirmDelete = () => {
    if (open?.kind !== 'delete') return;
    const { row } = open;
    void perform(async () => {
      await deleteRequest(row.id);
      close();
      await refresh();
      notify.success(t('request_deleted_successfully'));
    }, 'failed_to_delete_request', row.id);
  };

  const dialogs = (
    <>
      {open?.kind === 'decision' && (
        <DecisionDialog decision={open.decision} subject={rowLabel(open.row)} busy={busy} onConfirm={confirmDecision} onClose={close} />
      )}
      {open?.kind === 'chainInfo' && (
        <ChainInfoDialog requestId={open.row.id} onClose={close} onDecide={allowDecisions ? (decision) => setOpen({ kind: 'decision', decision, row: open.row }) : undefined} />
      )}
      {open?.kind === 'details' && <RequestDetailsDialog requestId={open.row.id} onClose={close} />}
      {open?.kind === 'editInfoChange' && <PersonalInfoChangeForm open editRequestId={open.row.id} onOpenChange={(o) => { if (!o) close(); }} />}
      <ConfirmDialog
        open={open?.kind === 'cancel'}
        title={t('cancelDialog.title')}
        text={t(open && open.row.status !== 'in_progress' ? 'cancelDialog.textApproved' : 'cancelDialog.text', { subject: open ? rowLabel(open.row) : '' })}
        confirmLabel={t('actions.cancel')}
        cancelLabel={t('cancelDialog.keep')}
        busy={busy}
        onConfirm={confirmCancel}
        onClose={close}
      />
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t('deleteDialog.title')}
        text={t('deleteDialog.text', { subject: open ? rowLabel(open.row) : '' })}
        confirmLabel={t('actions.delete')}
        busy={busy}
        onConfirm={confirmDelete}
        onClose={close}
      />
    </>
  );

  return { run, rowLabel, busyId, dialogs };
}
