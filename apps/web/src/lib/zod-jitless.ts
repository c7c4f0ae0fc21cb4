/**
 * Zod compiles object parsers with `new Function` when it may. The site's Content Security Policy
 * forbids eval, and the browser reports even the probe Zod catches as a CSP violation, on every
 * page with a form. Zod's own switch: no probe, no compiled parsers (they are a speed-up only).
 * Imported first by main.tsx, before any schema is made.
 */
import { z } from "zod";

z.config({ jitless: true });
