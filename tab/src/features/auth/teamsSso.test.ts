/**
 * Teams tab SSO in the tab (issue 5 item 7): outside Teams nothing is attempted; the exchange stores
 * the session and makes later calls carry the portal token as Bearer; a user without a portal
 * account gets `sso_user_not_found`. fetch is the browser boundary here.
 */
import './testEnv';
import { api, ApiError, setBearerToken } from '../../lib/api';
import { session } from '../../lib/session';
import { exchangeTeamsToken, trySignInWithTeams } from './teamsSso';

type Call = [string, { method?: string; headers: Record<string, string>; body?: string }];
const reply = (status: number, body: unknown) => Promise.resolve({ status, ok: status < 300, text: async () => JSON.stringify(body), json: async () => body });

beforeAll(() => {
  if (!globalThis.crypto?.randomUUID) Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => 'test-uuid' } });
});
beforeEach(() => {
  localStorage.clear();
  setBearerToken(null);
});

describe('Teams SSO in the tab', () => {
  it('does nothing outside Teams (not in an iframe)', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    expect(await trySignInWithTeams()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('exchanges the Teams token, stores the session and sends the portal token as Bearer afterwards', async () => {
    const fetchMock = jest.fn((url: string) =>
      url === '/api/v1/auth/teams/token' ? reply(200, { user_id: 5, is_first_sign_in: false, access_token: 'portal-token', expires_in: 900 }) : reply(200, ['users_read']),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const r = await exchangeTeamsToken('entra-token');
    expect(r.user_id).toBe(5);
    const [, first] = fetchMock.mock.calls[0] as unknown as Call;
    expect(first.method).toBe('POST');
    expect(JSON.parse(first.body!)).toEqual({ token: 'entra-token' });
    expect(session.userId()).toBe(5);
    await api('/api/v1/users/5/permissions');
    const [, second] = fetchMock.mock.calls[1] as unknown as Call;
    expect(second.headers.authorization).toBe('Bearer portal-token');
  });

  it('throws sso_user_not_found for a Teams user without a portal account and signs nobody in', async () => {
    globalThis.fetch = jest.fn(() => reply(403, { message: 'sso_user_not_found', error_code: 'sso_user_not_found' })) as unknown as typeof fetch;
    await expect(exchangeTeamsToken('entra-token')).rejects.toEqual(expect.objectContaining({ code: 'sso_user_not_found' }));
    await expect(exchangeTeamsToken('entra-token')).rejects.toBeInstanceOf(ApiError);
    expect(session.isAuthorized()).toBe(false);
  });
});
