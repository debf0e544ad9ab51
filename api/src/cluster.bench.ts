/**
 * Benchmark of every core (issue 11 item 5): the real server (api/src/server.ts, as `npm start` runs
 * it) with one worker and then with two (WEB_CONCURRENCY), at 10 and 32 connections (autocannon over
 * loopback), over the request data of the lists' benchmark (test/bench-requests.ts: 1,056 people,
 * 100,000 requests). Four signed-in reads, from the cheapest to the dearest:
 * - GET /api/v1/users/names: kept as sent until the database changes (every people picker), ≈ 0.3 ms;
 * - GET /api/v1/users?pageSize=100: a page of the users list, built and compressed on every call;
 * - GET /api/v2/requests/participated: a manager's list, a few ms of SQL;
 * - GET /api/v2/requests/unapproved?includeFinished=true&q=laptop: a search over the whole company.
 * The two lists are kept as sent until the database changes (approvals.routes.ts): repeated while
 * nothing changes they cost what the names list costs, which measures the load generator more than
 * the server. So they are measured while another connection writes every millisecond
 * (test/bench-kit.ts startWriting, on a thread of the bench, counted with the generator's CPU): each
 * call reads and builds its page as right after a change.
 *
 * Prints req/s, p50, p99 (and the slowest first call of a connection: test/bench-kit.ts load), the CPU
 * the server used (its processes and their thread pools, in cores) and the CPU the load generator
 * itself used (it runs on the same two cores, so whatever it takes the workers cannot have); then, per
 * call and connection count, the 2-worker / 1-worker throughput ratio of every round and their median
 * (target ≥ 1.7× at 32 connections on two cores). Rounds (BENCH_ROUNDS, default 3) alternate which
 * server runs first, so that a drift of the machine does not favour one. The cheaper the call, the
 * larger the generator's share of the two cores and the more of one worker's work already runs off its
 * main thread (compression, garbage collection), so the ratio of a cheap call is a lower bound. On a
 * shared machine the figures are noisy. It measures, never fails on a time.
 *
 *   npm run bench cluster              # from the repository root
 *   BENCH_SECONDS=10 BENCH_ROUNDS=5 npm run bench cluster
 *   BENCH_DB=/tmp/bench.sqlite …       keep the seeded file and reuse it (the same file as the lists' benchmark)
 */
import 'reflect-metadata';
import os from 'node:os';
import { User } from './modules/users/users.entities';
import { load, login, median, openBenchDb, printTable, startServer, startWriting, treeCpuMs } from './test/bench-kit';
import { seedRequests } from './test/bench-requests';

const N = Number(process.env.BENCH_REQUESTS ?? 100_000);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = [10, 32];

async function main() {
  const db = await openBenchDb('clusterbench', process.env.BENCH_DB);
  const users = db.ctx.ds.getRepository(User);
  if ((await users.count()) === 0) await seedRequests(db, N);
  const person = await users.findOneByOrFail({ username: 'u63' });
  const manager = await users.findOneByOrFail({ id: person.manager_id! });
  const people = await users.count();
  await db.ctx.ds.destroy();
  const calls = [
    { path: '/api/v1/users/names', who: 'u0@bench.lt' },
    { path: '/api/v1/users?pageSize=100', who: 'u0@bench.lt' },
    { path: '/api/v2/requests/participated', who: manager.email, busy: true },
    { path: '/api/v2/requests/unapproved?includeFinished=true&q=laptop', who: 'u0@bench.lt', busy: true },
  ];
  console.log(`${os.availableParallelism()} cores; ${people} people; ${ROUNDS} rounds`);
  const rows: (string | number)[][] = [];
  /** req/s by `${path} ${workers}/${connections}`, one entry per round */
  const rps = new Map<string, number[]>();
  const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const workers of round % 2 ? [1, 2] : [2, 1]) {
        const server = await startServer(db, { WEB_CONCURRENCY: String(workers) });
        try {
          const tokens = new Map<string, string>();
          for (const { who } of calls) if (!tokens.has(who)) tokens.set(who, await login(server.base, who));
          // the workers start together; give the later one time to listen, then warm both up
          await new Promise((r) => setTimeout(r, 5000));
          for (const { path, who, busy } of calls) {
            const token = tokens.get(who)!;
            const writer = busy ? startWriting(db.dbPath) : null;
            try {
              await load(server.base + path, token, 32, 2);
              for (const c of CONNECTIONS) {
                const cpu = process.cpuUsage();
                const serverCpu = treeCpuMs(server.pid);
                const started = performance.now();
                const r = await load(server.base + path, token, c);
                const used = process.cpuUsage(cpu);
                const wall = performance.now() - started;
                const cores = (used.user + used.system) / 1000 / wall;
                const serverCores = (treeCpuMs(server.pid) - serverCpu) / wall;
                const key = `${path} ${workers}/${c}`;
                rps.set(key, [...(rps.get(key) ?? []), r.rps]);
                rows.push([round, path, workers, c, f(r.rps), f(r.p50), f(r.p99), f(r.firstMax), serverCores.toFixed(2), cores.toFixed(2), r.bad ? `${r.bad} bad` : '']);
              }
            } finally {
              const writes = await writer?.stop();
              if (writes !== undefined) console.log(`  … ${path} with ${workers} worker(s): ${writes} writes beside it`);
            }
          }
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    db.remove();
  }
  printTable(['round', 'GET', 'workers', 'connections', 'req/s', 'p50 ms', 'p99 ms', '1st max', 'server cores', 'generator cores', ''], rows);
  const ratios: (string | number)[][] = [];
  for (const { path } of calls) {
    for (const c of CONNECTIONS) {
      const one = rps.get(`${path} 1/${c}`) ?? [];
      const two = rps.get(`${path} 2/${c}`) ?? [];
      const each = two.map((x, i) => x / Math.max(one[i] ?? 0, 0.01));
      ratios.push([path, c, each.map((x) => `${x.toFixed(2)}×`).join(' '), `${median(each).toFixed(2)}×`]);
    }
  }
  console.log('\n2 workers / 1 worker:');
  printTable(['GET', 'connections', 'each round', 'median'], ratios);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
