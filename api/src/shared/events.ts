/**
 * In-process domain event bus. Services publish after their transaction commits; subscribers
 * (mail notifications, the Teams bot) run asynchronously and their failures are logged, never
 * propagated to the caller.
 */
import type { Logger } from 'pino';

/** Event name → payload. Modules extend this interface by declaration merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

type Handler<T> = (payload: T) => unknown | Promise<unknown>;

export class EventBus {
  private handlers = new Map<string, Handler<unknown>[]>();
  private pending = new Set<Promise<unknown>>();
  constructor(private log: Logger) {}

  on<K extends keyof DomainEvents & string>(name: K, handler: Handler<DomainEvents[K]>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<unknown>);
    this.handlers.set(name, list);
  }

  /** Publishes without waiting for subscribers. */
  publish<K extends keyof DomainEvents & string>(name: K, payload: DomainEvents[K]): void {
    for (const h of this.handlers.get(name) ?? []) {
      const p = Promise.resolve()
        .then(() => h(payload))
        .catch((err) => this.log.error({ err, event: name }, 'event subscriber failed'))
        .finally(() => this.pending.delete(p));
      this.pending.add(p);
    }
  }

  /** Resolves when every subscriber started so far has finished (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
