/**
 * For packages-loaded.test.ts: `node --import` this file and every npm package the process imports
 * is appended, as imported (`pg`, `drizzle-orm/pglite`), to the file RECORD_PACKAGES_FILE names (module customization hooks).
 */
import { register } from "node:module";

register("./record-packages-hooks.mjs", import.meta.url, { data: { file: process.env.RECORD_PACKAGES_FILE } });
