/**
 * Benchmark of every core (issue 11 item 5): two signed-in reads over 500 people — a cheap one, GET
 * /api/v1/users/names (≈ 1 ms of server time), and a page of the users list, GET /api/v1/users?pageSize=100
 * (a few ms) — served by the real server (api/src/server.ts, as `npm start` runs it) with one
 * worker and then with two (WEB_CONCURRENCY), at 10 and 32 connections (autocannon over loopback).
 * Prints req/s, p50, p99, the CPU the server used (its processes and their thread pools, in cores)
 * and the CPU the load generator itself used (it runs on the same two cores, so whatever it takes the
 * workers cannot have) and the 2-worker / 1-worker throughput ratio
 * (target ≥ 1.7× on two cores). The cheaper the call, the larger the generator's share, so the
 * ratio is a lower bound, closest to the server's own scaling for the dearer call. On a shared
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
import { BENCH_PASSWORD, bulk, load, login, openBenchDb, printTable, startServer, treeCpuMs } from './test/bench-kit';

const PEOPLE = 500;
const PATHS = ['/api/v1/users/names', '/api/v1/users?pageSize=100'];

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
  console.log(`${os.availableParallelism()} cores; ${PEOPLE} people; signed in`);
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
        for (const path of PATHS) {
          await load(server.base + path, token, 32, 2);
          for (const c of [10, 32]) {
            const cpu = process.cpuUsage();
            const serverCpu = treeCpuMs(server.pid);
            const started = performance.now();
            const r = await load(server.base + path, token, c);
            const used = process.cpuUsage(cpu);
            const wall = performance.now() - started;
            const cores = (used.user + used.system) / 1000 / wall;
            const serverCores = (treeCpuMs(server.pid) - serverCpu) / wall;
            rps[`${path} ${workers}/${c}`] = r.rps;
            rows.push([path, `${workers} worker${workers > 1 ? 's' : ''}`, c, f(r.rps), f(r.p50), f(r.p99), serverCores.toFixed(2), cores.toFixed(2), r.bad ? `${r.bad} bad` : '']);
          }
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    db.remove();
  }
  printTable(['GET', 'server', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'server cores', 'generator cores', ''], rows);
  for (const path of PATHS) for (const c of [10, 32]) console.log(`${path}: 2 workers / 1 worker at ${c} connections: ${(rps[`${path} 2/${c}`] / Math.max(rps[`${path} 1/${c}`], 0.01)).toFixed(2)}×`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
