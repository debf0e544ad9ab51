/**
 * Runs the row actions of the request tables and renders their dialogs (spec 2 §4 Chain actions,
 * §8): approve / reject / return (to the previous approver) / return to owner with a message, submit, cancel (an approved request's
 * cancellation goes through the chain again: the api resubmits it within the cancel call and replies
 * `reinit: true`, which is announced; resubmitting again would be refused with
 * reinit_user_chain_items_is_not_allowed), delete with confirmation, inspect or
 * edit (trip and expense claim pages, a personal info change its form in edit mode — the owner's
 * returned request is saved and resubmitted from there —, other types the details modal) and the
 * chain information. Writes go through the mutation hooks of requestsApi (which re-read the
 * requests); `busyId` is the row whose write (or inspect read) is pending.
 */
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
import { useCompanyZone } from '../../lib/dates';
import { formatDateTime, requestRoute, type RowOpen } from './requestLogic';
import {
  inspectRequest, useCancelRequest, useDecide, useDeleteRequest, useSubmitRequest, type Decision, type RequestRow,
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
  const zone = useCompanyZone();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open | null>(null);
  // The row whose inspect / edit target is being read (a read, not a write: no mutation).
  const [openingId, setOpeningId] = useState<number | null>(null);
  const deciding = useDecide();
  const submitting = useSubmitRequest();
  const canceling = useCancelRequest();
  const deleting = useDeleteRequest();
  const writes = [deciding, submitting, canceling, deleting] as const;
  const pending = writes.find((m) => m.isPending);
  const busy = !!pending;
  const pendingId = pending ? (typeof pending.variables === 'number' ? pending.variables : (pending.variables as { id: number } | undefined)?.id ?? null) : null;
  const busyId = pendingId ?? openingId;
  const close = () => setOpen(null);
  const rowLabel = (r: RequestRow) => `${t(`types.${r.requestType}`)} ${r.owner} ${formatDateTime(r.requestDate, zone)}`;

  /** Runs a write; a failure shows the server's error (or `failCode` when the server was not reached). */
  const perform = async (fn: () => Promise<void>, failCode: string) => {
    try {
      await fn();
    } catch (err) {
      notify.error(orCode(err, failCode));
    }
  };

  const goTo = async (row: RequestRow, mode: 'inspect' | 'edit') => {
    setOpeningId(row.id);
    try {
      if (row.requestType === 'business_trip' || row.requestType === 'expense_claim') {
        const r = await inspectRequest(row.id);
        const target = requestRoute(mode, { id: row.id, requestType: row.requestType, requestId: r.requestId, status: row.status });
        if (target) {
          navigate(target.to, { state: target.state });
          return;
        }
      }
      setOpen({ kind: mode === 'edit' && row.requestType === 'user_info_change' ? 'editInfoChange' : 'details', row });
    } catch (err) {
      notify.error(orCode(err, 'failed_to_retrieve_data'));
    } finally {
      setOpeningId(null);
    }
  };

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
          await submitting.mutateAsync(row.id);
          notify.success(t('request_submitted_successfully'));
        }, 'failed_to_submit_request');
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
      await deciding.mutateAsync({ id: row.id, decision, message });
      close();
      notify.success(t(DECISION_DONE[decision]));
    }, 'failed_to_update_data');
  };

  const confirmCancel = () => {
    if (open?.kind !== 'cancel') return;
    const { row } = open;
    void perform(async () => {
      const reply = await canceling.mutateAsync(row.id);
      close();
      notify.success(t(reply?.reinit ? 'cancel_sent_for_approval' : 'success_cancel_request'));
    }, 'failed_to_cancel_request');
  };

  const confirmDelete = () => {
    if (open?.kind !== 'delete') return;
    const { row } = open;
    void perform(async () => {
      await deleting.mutateAsync(row.id);
      close();
      notify.success(t('request_deleted_successfully'));
    }, 'failed_to_delete_request');
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
