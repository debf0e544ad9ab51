/**
 * Benchmark of the request lists (issue 11 items 3 and 6) over 100,000 requests: my, participated,
 * unapproved, unapproved with a search, each over real HTTP on the real server (child process) at 1,
 * 10 and 32 connections (autocannon), with the raw SQL time of the call's statements
 * (see test/bench-kit.ts).
 *
 *   npm run bench approvals             # from the repository root
 *   BENCH_REQUESTS=20000 …   fewer requests;   BENCH_DB=/tmp/bench.sqlite …   keep the seeded file and reuse it
 *
 * Data (test/bench-requests.ts): 1,000 employees in 50 teams (each with a manager), an approver role with
 * 5 holders; requests spread over two years in every status, each with its steps, assignees and history rows.
 */
import 'reflect-metadata';
import { User } from './modules/users/users.entities';
import { BenchCase, measureCases, openBenchDb, pagedReply } from './test/bench-kit';
import { seedRequests } from './test/bench-requests';

const N = Number(process.env.BENCH_REQUESTS ?? 100_000);

async function main() {
  const t0 = Date.now();
  const db = await openBenchDb('listbench', process.env.BENCH_DB);
  const users = db.ctx.ds.getRepository(User);
  if ((await users.count()) === 0) await seedRequests(db, N);
  console.log(`ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const person = await users.findOneByOrFail({ username: 'u63' });
  const manager = await users.findOneByOrFail({ id: person.manager_id! });
  const cases: BenchCase[] = [
    { name: 'my (default rules)', path: '/api/v2/requests', who: person.email },
    { name: 'participated (manager)', path: '/api/v2/requests/participated', who: manager.email },
    { name: 'participated, finished too, q=laptop', path: '/api/v2/requests/participated?includeFinished=true&q=laptop', who: manager.email },
    { name: 'unapproved page 1', path: '/api/v2/requests/unapproved', who: 'u0@bench.lt' },
    { name: 'unapproved, finished too, by owner', path: '/api/v2/requests/unapproved?includeFinished=true&order=owner_desc&pageSize=50', who: 'u0@bench.lt' },
    { name: 'unapproved, finished too, q=Surname0100', path: '/api/v2/requests/unapproved?includeFinished=true&q=Surname0100', who: 'u0@bench.lt' },
    { name: 'unapproved, finished too, q=laptop', path: '/api/v2/requests/unapproved?includeFinished=true&q=laptop', who: 'u0@bench.lt' },
  ];
  await measureCases(db, cases, pagedReply);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
