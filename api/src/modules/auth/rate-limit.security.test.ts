/**
 * Issue 9 item 4: a client reaching the server directly chose its own address with
 * X-Forwarded-For (`trust proxy 1`), so 40 wrong sign-ins with a different header each never got a
 * 429. Now only the proxies TRUST_PROXY names are believed (default none), and the limiter keys on
 * the real client, without the port Azure's front ends append.
 */
import { startTestApp, type TestApp } from '../../test/harness';

const LIMIT = 5;
const wrongSignIn = (t: TestApp, forwardedFor: string) =>
  t.http().post('/api/v1/login').set('X-Forwarded-For', forwardedFor).send({ email: 'nobody@demo.lt', password: 'Wrong-Password-1!' });

/** Status of each of 40 wrong sign-ins, each with its own X-Forwarded-For from `forwarded(i)`. */
async function spray(t: TestApp, forwarded: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) statuses.push((await wrongSignIn(t, forwarded(i))).status);
  return statuses;
}

describe('sign-in rate limit with forged X-Forwarded-For', () => {
  it('by default (no proxy trusted) 40 sign-ins with 40 different forwarded addresses hit 429 after the limit', async () => {
    const t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    try {
      const statuses = await spray(t, (i) => `203.0.113.${i + 1}`);
      expect(statuses.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
      expect(statuses.slice(LIMIT)).toEqual(Array(40 - LIMIT).fill(429));
    } finally {
      await t.close();
    }
  });

  it("behind one trusted proxy (TRUST_PROXY=1) the client cannot prepend addresses, and the front end's port is ignored", async () => {
    const t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' });
    try {
      // What App Service's front end forwards: the attacker's own entries, then the real client with a source port.
      const statuses = await spray(t, (i) => `198.51.100.${i + 1}, 192.0.2.7:${40000 + i}`);
      expect(statuses.slice(LIMIT)).toEqual(Array(40 - LIMIT).fill(429));
      // Another real client is limited separately.
      expect((await wrongSignIn(t, '192.0.2.8:5000')).status).not.toBe(429);
    } finally {
      await t.close();
    }
  });
});
