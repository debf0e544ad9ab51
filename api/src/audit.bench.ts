/**
 * Benchmark of the audit log page (issue 18 item 4): GET /api/v2/audit-log over 1,000,000 entries,
 * unfiltered (page 1 and a deep page), by person, by action, by period and combined, over real HTTP
 * on the real server (child process) at 1, 10 and 32 connections, with the raw SQL time of the call's
 * statements (see test/bench-kit.ts). Target: every page under 100 ms.
 *
 *   npm run bench audit                 # from the repository root
 *   BENCH_AUDIT_ROWS=200000 …  fewer rows;   BENCH_DB=/tmp/audit.sqlite …   keep the seeded file and reuse it
 *
 * Data: 1,000 people; entries spread evenly over two years, actions weighted like a real log
 * (sign-ins and request transitions most, role changes rare), a tenth of transitions by a substitute.
 */
import 'reflect-metadata';
import { AUDIT_ACTIONS } from './contracts/audit';
import { PERMISSIONS } from './contracts/permissions';
import { Role, RolePermission } from './modules/roles/roles.entities';
import { User } from './modules/users/users.entities';
import { hashPassword } from './shared/passwords';
import { BENCH_PASSWORD, BenchCase, BenchDb, bulk, measureCases, openBenchDb, pagedReply, random } from './test/bench-kit';

const N = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const PEOPLE = 1000;
const WEIGHTED: string[] = [
  ...Array(40).fill('auth.sign_in'), ...Array(5).fill('auth.sign_in_failed'), 'auth.lockout',
  ...Array(40).fill('request.transition'), ...Array(6).fill('user.updated'), ...Array(4).fill('export.personal_data'),
  'role.updated', 'user.role_changed', 'user.created', 'leave.adjustment',
];

async function seed(db: BenchDb) {
  const ds = db.ctx.ds;
  const all = await ds.getRepository(Role).save({ name: 'Administrator', description: null, default_role: false });
  await ds.getRepository(RolePermission).insert(PERMISSIONS.map((permission) => ({ role_id: all.id, permission })));
  const hash = await hashPassword(BENCH_PASSWORD);
  const people = Array.from({ length: PEOPLE }, (_, i) => ({
    name: `Name${i}`, surname: `Surname${String(i).padStart(4, '0')}`, username: `u${i}`, email: `u${i}@bench.lt`, password_hash: hash,
    role_id: all.id, activated_at: new Date(), is_first_sign_in: false,
  }));
  for (let k = 0; k < people.length; k += 100) await ds.getRepository(User).insert(people.slice(k, k + 100));
  const rand = random(18);
  const start = Date.now() - 730 * 86400_000;
  const step = (730 * 86400_000) / N;
  const CHUNK = 100_000;
  for (let from = 0; from < N; from += CHUNK) {
    const rows: Record<string, unknown>[] = [];
    for (let i = from; i < Math.min(N, from + CHUNK); i++) {
      const action = WEIGHTED[Math.floor(rand() * WEIGHTED.length)];
      const actor = 1 + Math.floor(rand() * PEOPLE);
      const transition = action === 'request.transition';
      rows.push({
        id: i + 1, time: new Date(start + i * step), actor_id: actor, on_behalf_of_id: transition && rand() < 0.1 ? 1 + Math.floor(rand() * PEOPLE) : null, action,
        target_type: transition ? 'request' : 'user', target_id: String(transition ? 1 + Math.floor(rand() * 100_000) : actor),
        details: transition ? '{"transition":"approve","request_type":"event","from_status":"in_progress","to_status":"approved"}' : '{"fields":["surname"]}',
        client: rand() < 0.2 ? 'teams' : 'tab',
      });
    }
    await bulk(db.ctx, 'audit_log', rows);
  }
  await ds.query('ANALYZE');
  console.log(`seeded ${N} audit entries, ${PEOPLE} people (${AUDIT_ACTIONS.length} action kinds)`);
}

async function main() {
  const t0 = Date.now();
  const db = await openBenchDb('auditbench', process.env.BENCH_DB);
  if ((await db.ctx.ds.getRepository(User).count()) === 0) await seed(db);
  console.log(`ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const admin = 'u0@bench.lt';
  const deep = Math.max(1, Math.floor(N / 20 / 2));
  const cases: BenchCase[] = [
    { name: 'page 1, no filter', path: '/api/v2/audit-log?pageSize=20', who: admin },
    { name: `page ${deep}, no filter (middle)`, path: `/api/v2/audit-log?pageSize=20&page=${deep}`, who: admin },
    { name: 'one person', path: '/api/v2/audit-log?pageSize=20&actor_id=57', who: admin },
    { name: 'one action (lockouts)', path: '/api/v2/audit-log?pageSize=20&action=auth.lockout', who: admin },
    { name: 'one action (transitions), page 50', path: '/api/v2/audit-log?pageSize=20&action=request.transition&page=50', who: admin },
    { name: 'one month', path: '/api/v2/audit-log?pageSize=20&from=2026-01-01&to=2026-01-31', who: admin },
    { name: 'person + action + year', path: '/api/v2/audit-log?pageSize=20&actor_id=57&action=auth.sign_in&from=2026-01-01&to=2026-12-31', who: admin },
  ];
  await measureCases(db, cases, pagedReply);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
