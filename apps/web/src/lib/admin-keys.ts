/**
 * The root of every query key of the admin area. The admin feature's key factory builds on it, and
 * so do the queues other features keep there (reports, verifications), which may not import the
 * admin feature: it sits above them and composes their api/ modules (ADR 009).
 */
export const adminAreaKey = ["admin"] as const;
