import { describe, expect, it } from "vitest";
import { documentTypeOf, isValidGstin, isValidUdyam, normaliseRegistrationNumber, verificationRequestSchema } from "./trust.ts";

/** The messages of a request the schema refuses, by field. */
function refusal(input: Record<string, unknown>) {
  const result = verificationRequestSchema.safeParse(input);
  expect(result.success, JSON.stringify(input)).toBe(false);
  return Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("isValidGstin", () => {
  it.each([
    // The example of the GST documentation, and the one the form's hint shows.
    "27AAPFU0939F1ZV",
    "29ABCDE1234F1ZW",
    // Other states (Delhi, Maharashtra, Gujarat), each with its correct check digit.
    "07AAGFF2194N1Z1",
    "27AAACR5055K1Z7",
    "24AAACC1206D1ZM",
    // A second registration of the same PAN in a state (entity number 2), and the 'other territory' code.
    "29ABCDE1234F2ZV",
    "97AAAAA0000A1ZV",
  ])("accepts %s", (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
  });

  it.each([
    ["27AAPFU0939F1ZW", "a wrong check digit"],
    ["29ABCDE1234F1ZV", "a wrong check digit"],
    ["29ABCDE1234F1Z1", "a wrong check digit"],
    ["00AAPFU0939F1ZB", "state code 00 (with the check digit that would fit)"],
    ["40AAPFU0939F1Z7", "state code 40"],
    ["98AAPFU0939F1ZM", "state code 98"],
    ["27AAPFU0939F1YX", "no Z in the 14th place"],
    ["27AAPFU0939F0ZW", "entity number 0"],
    ["2712345U0939F1Q", "digits where the PAN has letters"],
    ["27AAPFU0939F1Z", "14 characters"],
    ["27AAPFU0939F1ZVV", "16 characters"],
    ["27aapfu0939f1zv", "lower case (normalised first by the schema)"],
    ["27 AAPFU0939F1ZV", "a space (normalised first by the schema)"],
    ["", "nothing"],
  ])("refuses %s: %s", (gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
  });
});

describe("isValidUdyam", () => {
  it.each(["UDYAM-KR-03-0012345", "UDYAM-MH-18-1234567", "UDYAM-DL-01-0000001"])("accepts %s", (number) => {
    expect(isValidUdyam(number)).toBe(true);
  });

  it.each([
    "UDYAM-KR-3-0012345",
    "UDYAM-KR-03-001234",
    "UDYAM-KR-03-00123456",
    "UDYAM-K1-03-0012345",
    "UDYOG-KR-03-0012345",
    "UDYAMKR030012345",
    "udyam-kr-03-0012345",
  ])("refuses %s", (number) => {
    expect(isValidUdyam(number)).toBe(false);
  });
});

describe("normaliseRegistrationNumber", () => {
  it("writes the number in upper case without spaces", () => {
    expect(normaliseRegistrationNumber(" 27 aapfu 0939 f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(normaliseRegistrationNumber("udyam-kr-03-0012345")).toBe("UDYAM-KR-03-0012345");
  });
});

describe("verificationRequestSchema", () => {
  it("normalises lower case and spaces before checking, and drops an empty website", () => {
    expect(verificationRequestSchema.parse({ kind: "gstin", number: " 27aapfu 0939f1zv ", website: "" })).toEqual({
      kind: "gstin",
      number: "27AAPFU0939F1ZV",
      website: undefined,
    });
    expect(verificationRequestSchema.parse({ kind: "udyam", number: "udyam-kr-03-0012345", website: " https://kaveri.example.in " })).toEqual({
      kind: "udyam",
      number: "UDYAM-KR-03-0012345",
      website: "https://kaveri.example.in",
    });
  });

  it("says which check failed: the GSTIN's (check digit), the Udyam format, the kind, the website", () => {
    expect(refusal({ kind: "gstin", number: "27AAPFU0939F1ZW" })).toEqual({ number: "validation.verification.gstinInvalid" });
    // A valid Udyam number is not a GSTIN, and the other way round.
    expect(refusal({ kind: "gstin", number: "UDYAM-KR-03-0012345" })).toEqual({ number: "validation.verification.gstinInvalid" });
    expect(refusal({ kind: "udyam", number: "27AAPFU0939F1ZV" })).toEqual({ number: "validation.verification.udyamInvalid" });
    expect(refusal({ kind: "gstin", number: "   " })).toEqual({ number: "validation.verification.numberRequired" });
    expect(refusal({ number: "27AAPFU0939F1ZV" })).toEqual({ kind: "validation.verification.kindRequired" });
    expect(refusal({ kind: "pan", number: "27AAPFU0939F1ZV" })).toEqual({ kind: "validation.verification.kindRequired" });
    expect(refusal({ kind: "gstin", number: "27AAPFU0939F1ZV", website: "kaveri textiles" })).toEqual({
      website: "validation.verification.websiteInvalid",
    });
  });
});

describe("documentTypeOf", () => {
  it("reads PDF, JPEG and PNG from the name, .jpeg as jpg, and nothing else", () => {
    expect(documentTypeOf("GST certificate.PDF")).toBe("pdf");
    expect(documentTypeOf("udyam.jpeg")).toBe("jpg");
    expect(documentTypeOf("udyam.jpg")).toBe("jpg");
    expect(documentTypeOf("shop.png")).toBe("png");
    for (const name of ["certificate.docx", "photo.gif", "pdf", "scan.pdf.exe"]) expect(documentTypeOf(name), name).toBeNull();
  });
});
