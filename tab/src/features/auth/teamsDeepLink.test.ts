/**
 * The Teams deep link's page (features/auth/teamsDeepLink.ts): the request cards' links open the
 * `requests` static tab with the bare request id as subEntityId (bot/src/cards.ts requestLink), which
 * lands on /requests?request={id}; the path-style subEntityIds of the home tab keep working; anything
 * else is ignored. The Teams host (teams-js) is the boundary.
 */
import './testEnv';
import { deepLinkPath, teamsDeepLinkPath } from './teamsDeepLink';

const mockPage: { id?: string; subPageId?: string } = {};
jest.mock('@microsoft/teams-js', () => ({
  app: { initialize: async () => undefined, getContext: async () => ({ page: mockPage }) },
}));

describe('deepLinkPath', () => {
  it('turns the requests tab\'s bare request id into the request link', () => {
    expect(deepLinkPath({ id: 'requests', subPageId: '7' })).toBe('/requests?request=7');
    expect(deepLinkPath({ id: 'requests', subPageId: '123456' })).toBe('/requests?request=123456');
  });

  it('keeps path-style subEntityIds, in any tab', () => {
    expect(deepLinkPath({ id: 'home', subPageId: '/policy-documents?document=5' })).toBe('/policy-documents?document=5');
    expect(deepLinkPath({ id: 'requests', subPageId: '/requests?request=8' })).toBe('/requests?request=8');
  });

  it('ignores a bare id outside the requests tab, ids that are not ones, and foreign links', () => {
    expect(deepLinkPath({ id: 'home', subPageId: '7' })).toBeNull();
    expect(deepLinkPath({ subPageId: '7' })).toBeNull();
    for (const sub of ['0', '-3', '7a', '1.5', ' 7', '', '1234567890123456', '//evil.example/x', 'https://evil.example']) {
      expect(deepLinkPath({ id: 'requests', subPageId: sub })).toBeNull();
    }
    expect(deepLinkPath({ id: 'requests' })).toBeNull();
    expect(deepLinkPath({ id: 'requests', subPageId: 7 })).toBeNull();
    expect(deepLinkPath(undefined)).toBeNull();
  });
});

describe('teamsDeepLinkPath inside Teams', () => {
  const realSelf = Object.getOwnPropertyDescriptor(window, 'self');
  beforeAll(() => Object.defineProperty(window, 'self', { get: () => ({}), configurable: true }));
  afterAll(() => {
    if (realSelf) Object.defineProperty(window, 'self', realSelf);
  });

  it('reads the static tab and its subEntityId from the host context', async () => {
    Object.assign(mockPage, { id: 'requests', subPageId: '42' });
    await expect(teamsDeepLinkPath()).resolves.toBe('/requests?request=42');
    Object.assign(mockPage, { id: 'home', subPageId: '/policy-documents?document=5' });
    await expect(teamsDeepLinkPath()).resolves.toBe('/policy-documents?document=5');
    Object.assign(mockPage, { id: 'requests', subPageId: undefined });
    await expect(teamsDeepLinkPath()).resolves.toBeNull();
  });
});
