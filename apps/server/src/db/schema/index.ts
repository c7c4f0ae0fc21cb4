export * from "./auth.ts";
export * from "./courses.ts";
export * from "./consultations.ts";
export * from "./rate-limits.ts";
export * from "./jobs.ts";
export * from "./candidates.ts";
export * from "./trust.ts";
export * from "./mail.ts";
