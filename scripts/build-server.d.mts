/** The types of build-server.mjs, for the server's tests and benches that bundle the server. */
export declare const root: string;
export declare const serverBundle: string;
export declare function buildServer(outdir?: string): Promise<string>;
/** The arguments Node runs the bundle `entry` with, its heap held to `SERVER_HEAP_MB` (default 128). */
export function serverNodeArgs(entry: string, env?: Record<string, string | undefined>): string[];
