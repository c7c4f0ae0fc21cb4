/** Types of cluster-processes.mjs, for the TypeScript that imports it (the cluster test and benchmark). */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ClusterProcess {
  id: string;
  pid: number | undefined;
  kill(signal?: NodeJS.Signals): boolean;
  exited: Promise<Exit>;
  hasExited(): boolean;
  /** The last 64 KB of its stdout and stderr. */
  output(): string;
}

export interface Instance extends ClusterProcess {
  port: number;
  /** The instance itself, bypassing nginx. */
  url: string;
}

export interface Cluster {
  /** nginx, as this machine reaches it (http://127.0.0.1:port). */
  url: string;
  /** The site's origin as the instances know it (PUBLIC_URL): send it as Origin. */
  publicUrl: string;
  port: number;
  dir: string;
  configFile: string;
  instances: Instance[];
  nginx: ClusterProcess;
  /** SIGTERM to every instance (each drains), then to nginx; the instances' exits. */
  stop(): Promise<Exit[]>;
}

export interface ClusterOptions {
  instances: number;
  databaseUrl: string | undefined;
  /** nginx's port (default 8080). */
  port?: number;
  host?: string;
  /** The servers' base environment (default process.env). */
  env?: Record<string, string | undefined>;
  /** Uploads, outbox and the shared auth secret (default DATA_DIR, else ./data). */
  dataDir?: string;
  nginx?: string;
  readyTimeoutMs?: number;
  onOutput?: (name: string, line: string) => void;
}

export const root: string;
export const nginxBinary: string;
export function freePort(): Promise<number>;
export function sharedAuthSecret(dataDir: string, fromEnvironment?: string): string;
export function nginxConfig(options: { dir: string; host: string; port: number; instancePorts: number[] }): string;
export function startInstance(options: {
  id: string;
  port: number;
  env: Record<string, string | undefined>;
  /** The bundled server to run (build-server.mjs). */
  entry: string;
  onOutput?: (name: string, line: string) => void;
}): Instance;
export function startCluster(options: ClusterOptions): Promise<Cluster>;
