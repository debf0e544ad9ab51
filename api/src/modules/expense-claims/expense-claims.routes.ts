/**
 * Expense claim routes (spec 2 §7 Expense claims, v1): GET users/{id}/expense-claims, POST
 * expense-claims, GET / PUT / DELETE expense-claims/{id}, GET expense-claims/{id}/report. The
 * types (GET / PUT expense-claims/types) are the settings module's (registered before these, so
 * `/types` never reaches `/:id`). Submit, approve, return and the chain edits are the engine's calls
 * for the request type `expense_claim` registered here; approved claims are a document source of the
 * external accounting system sync (expense-claims.navision.ts). Rules: expense-claims.service.ts and .policy.ts.
 */
import type { AppContext } from '../../context';
import {
  EXPENSE_CLAIM_LIMITS as L, expenseClaimBody, expenseClaimDeleted, expenseClaimReply, expenseClaimReport, expenseClaimReportQuery, expenseClaimRow, expenseClaimSaveQuery,
} from '../../contracts/expense-claims';
import { pagedSchema, pagingQuery } from '../../http/paging';
import { idParams, type Api } from '../../http/route';
import { registerExpenseClaimNavisionSource } from './expense-claims.navision';
import { claimReport } from './expense-claims.report';
import { deleteClaim, getClaim, listClaimsOf, saveNewClaim, updateClaim } from './expense-claims.service';
import { registerExpenseClaimType } from './expense-claims.type';

const limits = `receipts jpeg/png/pdf by content, ≤${L.maxFiles} per claim, each ≤${L.maxFileBytes} bytes, ≤${L.maxTotalBytes} bytes together; money in cents`;

/** Declares the expense claim routes and registers the request type. */
export function registerExpenseClaims({ v1 }: Api, ctx: AppContext): void {
  registerExpenseClaimType();
  registerExpenseClaimNavisionSource();
  v1.add({
    method: 'get', path: '/users/:id/expense-claims', summary: "A user's expense claims, newest first (own: expense_claims_read; anyone's: accounting_notifications)",
    access: { anyOf: ['expense_claims_read', 'accounting_notifications'] }, params: idParams, query: pagingQuery.omit({ q: true }), response: pagedSchema(expenseClaimRow),
    handler: ({ user, params, query }) => listClaimsOf(ctx, user, params.id, query),
  });
  v1.add({
    method: 'post', path: '/expense-claims', summary: `Save a new expense claim (draft; ?submit=true submits it): ${limits}`, access: { anyOf: ['expense_claims_write'] }, status: 201,
    query: expenseClaimSaveQuery, body: expenseClaimBody, response: expenseClaimReply,
    handler: ({ user, query, body }) => saveNewClaim(ctx, user, body, query.submit),
  });
  v1.add({
    method: 'get', path: '/expense-claims/:id', summary: 'An expense claim with its lines and receipts (base64)', access: 'user', params: idParams, response: expenseClaimReply,
    handler: ({ user, params }) => getClaim(ctx, params.id, user),
  });
  v1.add({
    method: 'put', path: '/expense-claims/:id', summary: `Rewrite a not-initialized expense claim (?submit=true submits it): ${limits}`, access: { anyOf: ['expense_claims_write'] },
    params: idParams, query: expenseClaimSaveQuery, body: expenseClaimBody, response: expenseClaimReply,
    handler: ({ user, params, query, body }) => updateClaim(ctx, params.id, user, body, query.submit),
  });
  v1.add({
    method: 'delete', path: '/expense-claims/:id', summary: 'Delete a not-initialized expense claim', access: { anyOf: ['expense_claims_write'] }, params: idParams, response: expenseClaimDeleted,
    handler: ({ user, params }) => deleteClaim(ctx, params.id, user),
  });
  v1.add({
    method: 'get', path: '/expense-claims/:id/report', summary: 'The approved expense claim as a PDF (base64; lang en|lt, default the caller’s language)', access: 'user',
    params: idParams, query: expenseClaimReportQuery, response: expenseClaimReport,
    handler: ({ user, params, query }) => claimReport(ctx, params.id, user, query.lang),
  });
}
