/** The types of build-server.mjs, for the server's tests and benches that bundle the server. */
export declare const root: string;
export declare const serverBundle: string;
export declare const cliTools: readonly string[];
/** Bundles the server, or with `entry` one of `cliTools`, into `outdir`; answers the file to run. */
export declare function buildServer(outdir?: string, entry?: string): Promise<string>;
/** The arguments Node runs the bundle `entry` with, its heap held to `SERVER_HEAP_MB` (default 128). */
export function serverNodeArgs(entry: string, env?: Record<string, string | undefined>): string[];
/** `env` with glibc's MALLOC_MMAP_THRESHOLD_ at `serverMmapThreshold` unless it is set (ADR 074). */
export function serverEnv<T extends Record<string, string | undefined>>(env?: T): T & { MALLOC_MMAP_THRESHOLD_: string };
export declare const serverMmapThreshold: number;
