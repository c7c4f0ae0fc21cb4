/**
 * The event bus: publishing is a Postgres NOTIFY, and each server process LISTENs once and fans
 * events out to its own subscribers, so an event raised on one instance reaches every instance.
 * It also counts its subscribers per client, for the caps on open event streams.
 */
import { setMaxListeners } from "node:events";
import type pg from "pg";
import type { Logger } from "pino";
import { eventTopics, type AppEvent } from "@app/shared/events";
import type { DatabaseHandle } from "../db/client.ts";
import type { PgliteClient } from "../db/pglite-thread.ts";

const channel = "app_events";

export interface EventBus {
  publish(event: AppEvent): Promise<void>;
  /** `client`: whom the listener serves (an address key), counted by `subscriberCount`. */
  subscribe(listener: (event: AppEvent) => void, client?: string): () => void;
  /** Listeners in all, or those of one client. */
  subscriberCount(client?: string): number;
  /**
   * Aborted when the process starts shutting down (`drain()`): the open event streams watch it to
   * tell their clients to reconnect, and end, so the server can finish before its deadline.
   */
  readonly draining: AbortSignal;
  drain(): void;
  close(): Promise<void>;
}

function parseEvent(payload: string): AppEvent | null {
  try {
    const value = JSON.parse(payload) as AppEvent;
    return (eventTopics as readonly string[]).includes(value.topic) ? value : null;
  } catch {
    return null;
  }
}

export function createEventBus(handle: DatabaseHandle, logger: Logger): EventBus {
  const listeners = new Set<(event: AppEvent) => void>();
  const perClient = new Map<string, number>();
  const draining = new AbortController();
  // Every open event stream listens for the drain: thousands of listeners are expected, not a leak.
  setMaxListeners(0, draining.signal);
  const deliver = (payload: string) => {
    const event = parseEvent(payload);
    if (!event) return;
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        logger.error({ err: error }, "event listener failed");
      }
    }
  };

  let stopListening: () => Promise<void> = async () => {};
  const ready = (async () => {
    if (handle.pglite) {
      stopListening = await listenPglite(handle.pglite, deliver);
    } else if (handle.pool) {
      stopListening = await listenPostgres(handle.pool, deliver, logger);
    }
  })();
  ready.catch((error: unknown) => logger.error({ err: error }, "could not listen for events"));

  return {
    async publish(event) {
      await ready;
      const payload = JSON.stringify(event);
      if (handle.pglite) await handle.pglite.query("select pg_notify($1, $2)", [channel, payload]);
      else await handle.pool!.query("select pg_notify($1, $2)", [channel, payload]);
    },
    subscribe(listener, client) {
      // Wrapped, so the same function subscribed twice is two subscribers, each unsubscribed once.
      const subscriber = (event: AppEvent) => listener(event);
      listeners.add(subscriber);
      if (client !== undefined) perClient.set(client, (perClient.get(client) ?? 0) + 1);
      return () => {
        if (!listeners.delete(subscriber) || client === undefined) return;
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
      };
    },
    subscriberCount(client) {
      return client === undefined ? listeners.size : (perClient.get(client) ?? 0);
    },
    draining: draining.signal,
    drain() {
      draining.abort();
    },
    async close() {
      draining.abort();
      listeners.clear();
      perClient.clear();
      await ready.catch(() => {});
      await stopListening();
    },
  };
}

async function listenPglite(client: PgliteClient, deliver: (payload: string) => void) {
  const unsubscribe = await client.listen(channel, deliver);
  return async () => {
    if (!client.closed) await unsubscribe();
  };
}

async function listenPostgres(pool: pg.Pool, deliver: (payload: string) => void, logger: Logger) {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  const connect = async () => {
    client = await pool.connect();
    client.on("notification", (message) => message.payload && deliver(message.payload));
    client.on("error", (error) => {
      logger.warn({ err: error }, "event listener connection lost; reconnecting");
      client?.release(true);
      client = null;
      if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000).unref();
    });
    await client.query(`listen ${channel}`);
  };
  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = null; // a late error on this connection must not release it a second time
    if (current) {
      await current.query(`unlisten ${channel}`).catch(() => {});
      current.release(true);
    }
  };
}

/** Whether a signed-in user (or a guest, null) may hear an event. */
export function canReceive(event: AppEvent, user: { id: string; role: string } | null): boolean {
  if (!event.userIds) return true;
  if (!user) return false;
  return user.role === "admin" || event.userIds.includes(user.id);
}
