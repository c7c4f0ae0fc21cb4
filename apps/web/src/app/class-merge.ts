/**
 * The app's `cn` merges conflicting classes (a `className` given to a Button overrides its size's
 * height). Imported first by the app's entry (main.tsx) and the server's renderer (entry-server.tsx),
 * never by a page's islands (ADR 071): they draw only classes without conflicts, so the server's
 * merged HTML and theirs are the same (`class-conflicts.test.ts`).
 */
import { twMerge } from "tailwind-merge";
import { setClassMerge } from "@/lib/utils";

setClassMerge(twMerge);
