/**
 * The request deep link `/requests?request={id}` (every Teams card and e-mail about a request links
 * there, bot/src/cards.ts requestLink; inside Teams the requests tab's subEntityId becomes this path,
 * features/auth/teamsDeepLink.ts): the request is read by id (GET /api/v2/requests/:id/inspect), so it
 * need not be on any table's current page, and its {@link RequestDetailsDialog} opens once the read
 * succeeded, with the request's actions the person may take (approve, reject, return… — the row's
 * buttons, useRequestActions: choosing one closes the details and opens that action's dialog). Closing the dialog drops `request` from the URL (replacing the history entry, so neither a
 * reload nor Back reopens it) and leaves the tables as they were. A request the user may not see, one
 * that does not exist or an id that is not one shows the server's error as a toast
 * (missing_permissions, request_not_found…) and drops the parameter: no dialog opens.
 */
import { ReactNode, useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNotify } from '../../components/notify';
import { ApiError } from '../../lib/api';
import { RequestActionButtons } from './RequestActionButtons';
import { RequestDetailsDialog } from './RequestDetailsDialog';
import { linkedRequestId, REQUEST_PARAM } from './requestLink';
import { rowActions, type RowOpen } from './requestLogic';
import { useInspect, type RequestRow } from './requestsApi';

/** The page's row actions (useRequestActions) the dialog offers. */
export interface LinkActions {
  run: (row: RequestRow, action: RowOpen) => void;
  rowLabel: (row: RequestRow) => string;
  busyId: number | null;
}

/** Reads `?request={id}` of the current page; returns the linked request's details dialog (or null) to render. */
export function useRequestLink({ run, rowLabel, busyId }: LinkActions): ReactNode {
  const [params, setParams] = useSearchParams();
  const notify = useNotify();
  const raw = params.get(REQUEST_PARAM);
  const id = linkedRequestId(raw);
  const inspect = useInspect(id);

  const clear = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REQUEST_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  // Not an id at all: as the server answers an unknown one.
  useEffect(() => {
    if (raw === null || id !== null) return;
    notify.error(new ApiError(404, 'request_not_found'));
    clear();
  }, [raw, id, notify, clear]);

  useEffect(() => {
    if (id === null || !inspect.isError) return;
    notify.error(inspect.error);
    clear();
  }, [id, inspect.isError, inspect.error, notify, clear]);

  if (id === null || !inspect.isSuccess) return null;
  const row = inspect.data;
  const actions = rowActions(row).filter((a) => a !== 'inspect');
  const buttons = actions.length ? (
    <RequestActionButtons actions={actions} rowLabel={rowLabel(row)} disabled={busyId === id}
      onAction={(a) => {
        clear();
        run(row, a);
      }} />
  ) : undefined;
  return <RequestDetailsDialog key={id} requestId={id} onClose={clear} actions={buttons} />;
}
