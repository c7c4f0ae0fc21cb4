/** The types of generate-localities.mjs, for the test that checks the table against its sources. */
export interface Point {
  latitude: number;
  longitude: number;
}

export interface Office {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
}

export interface BuiltLocality extends Point {
  name: string;
  kannada: string;
  office: string;
  pincode: string;
}

export declare const districtBox: { south: number; north: number; west: number; east: number };
export declare const cityRadiusKm: number;
export declare const headOfficePincode: string;
export declare function kilometresBetween(a: Point, b: Point): number;
/** Why a pincode's point cannot be a place's, or null when it can. */
export declare function pointProblem(pincode: string, point: Point | undefined, headOffice: Point): string | null;
/** The packages as read: every office of the directory, the districts' offices, and a pincode's point. */
export declare function readSources(): { directory: Office[]; offices: Office[]; pointOf: (pincode: string) => Point | undefined };
export declare function buildLocalities(sources?: ReturnType<typeof readSources>): {
  localities: BuiltLocality[];
  leftOut: { name: string; reason: string }[];
};
