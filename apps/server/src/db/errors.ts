/** Reading the database's errors through Drizzle, which wraps the driver's error in its own. */

/** Whether the error (or one it wraps) is a foreign-key violation: the row referred to is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  while (typeof current === "object" && current !== null) {
    if ("code" in current && current.code === "23503") return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}

/** Whether the error (or one it wraps) is a unique violation: another row has that value. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (typeof current === "object" && current !== null) {
    if ("code" in current && current.code === "23505") return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}

/**
 * SQLSTATEs of a connection that is gone or not there yet: terminated by the administrator
 * (pg_terminate_backend), a crash or shutdown of the server, or a connection failure.
 */
const lostConnectionStates = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006"]);
const lostConnectionNodeCodes = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT"]);
const lostConnectionMessages = /Connection terminated|connection error and is not queryable|Client was closed and is not queryable/i;

/** Whether the error (or one it wraps) says the connection to the database was lost. */
export function isConnectionLost(error: unknown): boolean {
  let current: unknown = error;
  while (typeof current === "object" && current !== null) {
    const code = "code" in current ? current.code : undefined;
    if (typeof code === "string" && (lostConnectionStates.has(code) || lostConnectionNodeCodes.has(code))) return true;
    if ("message" in current && typeof current.message === "string" && lostConnectionMessages.test(current.message)) return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}
