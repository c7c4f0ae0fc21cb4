/**
 * `npm run cluster -- 3`: three server instances on DATABASE_URL behind nginx, on CLUSTER_PORT
 * (8080; CLUSTER_HOST, 127.0.0.1). Builds the web app when needed, as `npm start` does; Ctrl-C stops
 * the instances (each drains) and then nginx. docs/operations.md, "Several instances".
 */
import { buildWebIfNeeded } from "./build-web.mjs";
import { startCluster } from "./cluster-processes.mjs";

const argument = process.argv[2] ?? "2";
const instances = Number(argument);
if (!/^\d+$/.test(argument) || instances < 1 || instances > 32) {
  console.error(`Usage: npm run cluster -- <instances, 1 to 32> (got "${argument}")`);
  process.exit(1);
}
if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set: the instances share one PostgreSQL, e.g.\n  DATABASE_URL=postgres://user:password@127.0.0.1:5432/nagara_jobs npm run cluster -- 3");
  process.exit(1);
}

buildWebIfNeeded();

const port = Number(process.env.CLUSTER_PORT ?? 8080);
let stopping = false;
let cluster;
try {
  cluster = await startCluster({
    instances,
    databaseUrl: process.env.DATABASE_URL,
    port,
    host: process.env.CLUSTER_HOST ?? "127.0.0.1",
    onOutput: (name, line) => console.log(`[${name}] ${line}`),
  });
} catch (error) {
  console.error(`\n  The cluster did not start: ${error.message}\n`);
  process.exit(1);
}

for (const instance of cluster.instances) {
  void instance.exited.then(({ code, signal }) => {
    if (!stopping) console.log(`\n  ${instance.id} (pid ${instance.pid}) exited (${signal ?? `code ${code}`}); nginx sends its requests to the others.\n`);
  });
}
console.log(
  `\n  ${instances} instance(s) behind nginx: ${cluster.publicUrl}` +
    `\n  instances: ${cluster.instances.map((instance) => `${instance.id} ${instance.url} (pid ${instance.pid})`).join(", ")}` +
    `\n  nginx config: ${cluster.configFile}\n  Ctrl-C stops them all.\n`,
);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log("\n  Stopping: the instances drain, then nginx.");
    const exits = await cluster.stop();
    exits.forEach((exit, index) => console.log(`  i${index + 1}: ${exit.signal ?? `exit code ${exit.code}`}`));
    process.exit(0);
  });
}
