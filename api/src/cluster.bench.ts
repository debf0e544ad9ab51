/**
 * Benchmark of every core (issue 11 item 5): the same cheap signed-in read, GET /api/v1/users/names
 * over 500 people, served by the real server (api/src/server.ts, as `npm start` runs it) with one
 * worker and then with two (WEB_CONCURRENCY), at 10 and 32 connections (autocannon over loopback).
 * Prints req/s, p50 and p99 and the 2-worker / 1-worker throughput ratio (target ≥ 1.7× on two
 * cores). The load generator runs on the same cores, so the ratio is a lower bound; on a shared
 * machine the figures are noisy. It measures, never fails on a time.
 *
 *   npm run bench cluster              # from the repository root
 *   BENCH_SECONDS=10 npm run bench cluster
 */
import 'reflect-metadata';
import os from 'node:os';
import { PERMISSIONS } from './contracts/permissions';
import { Role, RolePermission } from './modules/roles/roles.entities';
import { hashPassword } from './shared/passwords';
import { BENCH_PASSWORD, bulk, load, login, openBenchDb, printTable, startServer, type LoadResult } from './test/bench-kit';

const PEOPLE = 500;
const PATH = '/api/v1/users/names';

async function main() {
  const db = await openBenchDb('clusterbench');
  const ds = db.ctx.ds;
  const role = await ds.getRepository(Role).save({ name: 'Administrator', description: null, default_role: false });
  await ds.getRepository(RolePermission).insert(PERMISSIONS.map((permission) => ({ role_id: role.id, permission })));
  const hash = await hashPassword(BENCH_PASSWORD);
  const now = new Date();
  const users = Array.from({ length: PEOPLE }, (_, k) => ({
    id: k + 1,
    name: `Name${k + 1}`,
    surname: `Surname${String(k + 1).padStart(5, '0')}`,
    username: `u${k + 1}`,
    email: `u${k + 1}@bench.lt`,
    password_hash: hash,
    role_id: role.id,
    activated_at: now,
    is_first_sign_in: false,
    created_at: now,
  }));
  await bulk(db.ctx, 'users', users);
  await ds.destroy();
  console.log(`${os.availableParallelism()} cores; ${PEOPLE} people; GET ${PATH} signed in`);
  const rows: (string | number)[][] = [];
  const rps: Record<string, number> = {};
  const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  try {
    for (const workers of [1, 2]) {
      const server = await startServer(db, { WEB_CONCURRENCY: String(workers) });
      try {
        const token = await login(server.base, 'u1@bench.lt');
        // the workers start together; give the later one time to listen, then warm both up
        await new Promise((r) => setTimeout(r, 5000));
        await load(server.base + PATH, token, 32, 2);
        const runs: [number, LoadResult][] = [];
        for (const c of [10, 32]) runs.push([c, await load(server.base + PATH, token, c)]);
        for (const [c, r] of runs) {
          rps[`${workers}/${c}`] = r.rps;
          rows.push([`${workers} worker${workers > 1 ? 's' : ''}`, c, f(r.rps), f(r.p50), f(r.p99), r.bad ? `${r.bad} bad` : '']);
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    db.remove();
  }
  printTable(['server', 'connections', 'req/s', 'p50 ms', 'p99 ms', ''], rows);
  for (const c of [10, 32]) console.log(`2 workers / 1 worker at ${c} connections: ${(rps[`2/${c}`] / Math.max(rps[`1/${c}`], 0.01)).toFixed(2)}×`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
