/**
 * Identical reads that arrive together share one query. When a job link is shared in a WhatsApp
 * group, many phones ask for the same search at once; each asked the embedded database (one
 * query at a time) for the same rows, and the last in line waited for all the others. A read
 * joins one that is still in flight for the same database and the same arguments, and gets its
 * answer; once answered, the next read queries afresh. No answer is kept. A read waits for the
 * event loop to finish its current turn before it queries, so the requests that arrived together
 * (read in one poll of the sockets) find it in flight.
 *
 * What a joined read may miss is a write that committed while the query it joined was running:
 * the same answer it would have had by arriving a few milliseconds earlier. So only public reads
 * whose answer is the same for everyone use it; never a read that must see the caller's own write.
 */
import type { Database } from "./client.ts";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function sharedRead<Args extends unknown[], Result>(read: (db: Database, ...args: Args) => Promise<Result>) {
  // Per database: test files each have their own, and an answer never crosses between them.
  const inFlight = new WeakMap<Database, Map<string, Promise<Result>>>();
  return (db: Database, ...args: Args): Promise<Result> => {
    let flights = inFlight.get(db);
    if (!flights) inFlight.set(db, (flights = new Map()));
    const key = JSON.stringify(args);
    const running = flights.get(key);
    if (running) return running;
    // The query starts after this turn of the event loop has read every request that arrived with
    // this one: on the embedded database a query runs on this thread, and started at once it would be
    // answered before the next request of the same batch was even parsed, leaving nobody to share it.
    const flight = nextTurn()
      .then(() => read(db, ...args))
      .finally(() => flights.delete(key));
    flights.set(key, flight);
    return flight;
  };
}
