/** The types of build-server.mjs, for the server's tests and benches that bundle the server. */
export declare const root: string;
export declare const serverBundle: string;
export declare function buildServer(outdir?: string): Promise<string>;
