/**
 * The test-only request type `test_request` (tests only, never the app): its objects live in
 * memory (the tests run the server in-process), so the approval engine (spec 2 §4, §8; DESIGN.md
 * "The approval engine") can be exercised without any other module. Requests of it are made with
 * `buildRequest` (api/src/test/factories.ts); this file registers the type, maps it to a chain and
 * reads a request's stored row and history.
 */
import type { TestApp } from './harness';
import { ApprovalRequest, RequestHistory } from '../modules/approvals/approvals.entities';
import { registerRequestType, type RequestTypeRegistration } from '../modules/approvals/registry';
import { ChainMapping } from '../modules/chains/chains.entities';

/** The request_name of the test type (the API's request-type enum would not accept it). */
export const TEST_TYPE = 'test_request';

/** A `test_request` object: a title and an amount (lines of the summary). */
export interface TestObject {
  title: string;
  amount: number;
}

/** Objects of the test type, by object id. */
export const testObjects = new Map<number, TestObject>();

/**
 * Registers `test_request`: editable (title, amount; edits audited as old/new), editable after
 * completion, listed for accounting, module responsible = holders of `accounting_notifications`.
 * `overrides` replace any of those (e.g. `{ withoutChain: 'approve' }`). Call once per test file,
 * after `startTestApp` (the registry is per process, so the last registration wins).
 */
export function registerTestType(overrides: Partial<RequestTypeRegistration> = {}): void {
  registerRequestType({
    type: TEST_TYPE,
    load: async (_em, id) => testObjects.get(id) ?? null,
    summary: async (_em, r) => ({
      title: testObjects.get(r.object_id!)?.title ?? '?',
      lines: [{ label: 'Amount', value: String(testObjects.get(r.object_id!)?.amount ?? 0) }],
    }),
    update: async (_em, r, body) => {
      const o = testObjects.get(r.object_id!)!;
      const changes = [];
      if (typeof body.title === 'string' && body.title !== o.title) changes.push({ field: 'title', old: o.title, new: body.title });
      if (typeof body.amount === 'number' && body.amount !== o.amount) changes.push({ field: 'amount', old: o.amount, new: body.amount });
      Object.assign(o, body);
      return changes;
    },
    editAfterCompletion: true,
    accounting: true,
    moduleResponsible: { permission: 'accounting_notifications' },
    ...overrides,
  });
}

/** Maps `test_request` to a chain (null: unmapped), straight in the table: PATCH /chains/mapping accepts only the spec's types. */
export async function mapTestType(t: TestApp, chainId: number | null): Promise<void> {
  await t.ctx.ds.getRepository(ChainMapping).save({ request_name: TEST_TYPE, chain_id: chainId });
}

/** History of a request (any type), oldest first. */
export function historyOf(t: TestApp, requestId: number): Promise<RequestHistory[]> {
  return t.ctx.ds.getRepository(RequestHistory).find({ where: { request_id: requestId }, order: { id: 'ASC' } });
}

/** The stored request row (any type); throws when it is gone. */
export function requestRow(t: TestApp, requestId: number): Promise<ApprovalRequest> {
  return t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: requestId });
}
