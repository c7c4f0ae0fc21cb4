/**
 * Zod compiles object parsers with `new Function` when it may. The site's Content Security Policy
 * forbids eval, and the browser reports even the probe Zod catches as a CSP violation, on every
 * page with a form. Zod's own switch: no probe, no compiled parsers (they are a speed-up only).
 * Imported first by main.tsx, before any schema is made.
 *
 * The switch is written where Zod keeps its settings, `globalThis.__zod_globalConfig` (which every
 * copy of Zod shares and `config()` writes), instead of through `config()`: importing that brought
 * 11 KB of Zod's core into every page's entry, pages without a form included. zod-jitless.test.ts
 * checks that Zod reads it.
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

export {};
