/**
 * Teams deep links into the tab (issue 16 item 1 "Read and sign"): the bot's cards link to
 * `https://teams.microsoft.com/l/entity/{appId}/home?webUrl=…&context={"subEntityId":"/policy-documents?document=5"}`
 * (bot/src/cards.ts tabLink). Teams opens the tab's home page and hands the subEntityId to the tab as
 * `app.getContext().page.subPageId`; {@link TeamsDeepLink} reads it once per tab load, after the
 * sign-in and the entry-page guard (app/auth.tsx), and opens that page. Only a path inside the tab
 * (one leading "/") is followed, and one more form: the request links (bot/src/cards.ts requestLink)
 * open the `requests` static tab with the bare request id as subEntityId, which becomes
 * `/requests?request={id}` (features/approvals/useRequestLink.tsx). Outside Teams nothing happens: the
 * card's web link is the page itself.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { maybeInTeams } from '../../app/theme';
import { linkedRequestId, REQUEST_PARAM } from '../approvals/requestLink';
import { HOST_TIMEOUT_MS, withTimeout } from './teamsSso';

/** A path of the tab such as `/policy-documents?document=5`, or null for anything else (URLs, `//host`, ids). */
export function tabPath(subPageId: unknown): string | null {
  if (typeof subPageId !== 'string' || subPageId.length > 500) return null;
  return /^\/(?![/\\])[^\\\s]*$/.test(subPageId) ? subPageId : null;
}

/** The static tab (manifest entityId) whose subEntityId is a bare request id. */
export const REQUESTS_TAB = 'requests';

/**
 * The page a Teams deep link opens, from the host context's `page` (`id` = the static tab's entityId,
 * `subPageId` = the link's subEntityId): a tab path as {@link tabPath} takes it, or in the requests tab a
 * bare request id (`"7"`) as `/requests?request=7`; null for anything else.
 */
export function deepLinkPath(page: { id?: unknown; subPageId?: unknown } | undefined): string | null {
  const sub = page?.subPageId;
  const id = page?.id === REQUESTS_TAB && typeof sub === 'string' ? linkedRequestId(sub) : null;
  if (id !== null) return `/requests?${REQUEST_PARAM}=${id}`;
  return tabPath(sub);
}

/** The deep link's page from the Teams host, or null (not in Teams, no subEntityId, the host does not answer). */
export async function teamsDeepLinkPath(): Promise<string | null> {
  if (!maybeInTeams()) return null;
  try {
    const { app } = await import('@microsoft/teams-js');
    await withTimeout(app.initialize(), HOST_TIMEOUT_MS);
    const c = await withTimeout(app.getContext(), HOST_TIMEOUT_MS);
    return deepLinkPath(c.page);
  } catch {
    return null;
  }
}

// One read per tab load; `followed` keeps a remount (React strict mode, the entry page) from opening it twice.
let pending: Promise<string | null> | null = null;
let followed = false;

/** Opens the Teams deep link's page once; renders nothing. */
export function TeamsDeepLink(): null {
  const navigate = useNavigate();
  useEffect(() => {
    if (followed) return;
    let live = true;
    pending ??= teamsDeepLinkPath();
    void pending.then((path) => {
      if (!live || followed) return;
      followed = true;
      if (path) navigate(path);
    });
    return () => {
      live = false;
    };
  }, [navigate]);
  return null;
}

/** Test-only: forget that the deep link was read. */
export function resetTeamsDeepLink(): void {
  pending = null;
  followed = false;
}
