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
