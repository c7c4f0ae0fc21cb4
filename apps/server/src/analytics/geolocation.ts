/**
 * Answers "is this address in the local region?" once the region's ranges are loaded
 * (region-index.ts). Without a database, or when it cannot be read, it is unavailable: the dashboard
 * then says so instead of showing a local-area number.
 */
import type { Logger } from "pino";
import { isInRegion, loadRegionRanges, type RegionRanges } from "./region-index.ts";

export type GeolocationStatus = "loading" | "ready" | "unavailable";

export interface Geolocator {
  readonly region: string;
  status(): GeolocationStatus;
  /** Whether the address is in the region; null when no database is available. */
  isLocal(address: string): Promise<boolean | null>;
}

export function createGeolocator(options: {
  databases: readonly string[];
  region: string;
  cacheDir: string;
  logger: Logger;
}): Geolocator {
  const { databases, region, logger } = options;
  let status: GeolocationStatus = databases.length ? "loading" : "unavailable";
  const ranges: Promise<RegionRanges | null> = databases.length
    ? loadRegionRanges(options).then(
        (loaded) => {
          status = "ready";
          return loaded;
        },
        (error: unknown) => {
          status = "unavailable";
          logger.error({ err: error, databases }, "geolocation: no database could be read; local-area visitors are not counted");
          return null;
        },
      )
    : Promise.resolve(null);

  return {
    region,
    status: () => status,
    async isLocal(address) {
      const loaded = await ranges;
      return loaded ? isInRegion(loaded, address) : null;
    },
  };
}
