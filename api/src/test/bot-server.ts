/**
 * The Teams bot over a test app, on its own loopback HTTP server, mounted as the api mounts it
 * (`mountTeams`: POST /api/messages, the notifier subscribed to the engine's events). Pair it with the
 * fake Bot Connector (modules/teams/teams.fixtures.ts `startFakeConnector`).
 */
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mountTeams, type TeamsOptions } from '../modules/teams/teams';
import type { TestApp } from './harness';

export interface BotServer {
  /** Base URL (http://127.0.0.1:port); the bot answers POST `${url}/api/messages`. */
  url: string;
  /** What mountTeams returned (the notifier, the bot). */
  handle: ReturnType<typeof mountTeams>;
  close(): Promise<void>;
}

/** Starts the bot over `t` (see module doc). */
export async function startBotServer(t: TestApp, options: TeamsOptions = {}): Promise<BotServer> {
  const app = express();
  app.use(express.json());
  const handle = mountTeams(t.ctx, app, options);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    handle,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
