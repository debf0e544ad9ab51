/** Everything a module needs at run time, built once by the composition root (server.ts / tests). */
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { EventBus } from './shared/events';
import type { MailService } from './shared/mail';
import type { Secrets } from './shared/secrets';

export interface AppContext {
  config: Config;
  ds: DataSource;
  log: Logger;
  mail: MailService;
  secrets: Secrets;
  events: EventBus;
}
