import { createHash } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { resumeMaxBytes } from "@app/shared/candidates";
import { sampleDoc, sampleDocx, sampleNonWordZip, samplePdf } from "../../db/sample-documents.ts";
import { AppError } from "../../errors/app-error.ts";
import { httpStatus } from "../../http/errors.ts";
import { checkResumeUpload, docxLimits, safeFileName } from "./resume-upload.ts";

const fileOf = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name);

async function refusal(bytes: Uint8Array, name: string) {
  const error = await checkResumeUpload(fileOf(bytes, name)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  const { code } = error as AppError;
  return { status: httpStatus[code], code };
}

describe("safeFileName", () => {
  it("keeps ordinary names, trimmed and in NFC", () => {
    expect(safeFileName("  ಅಶಾ resume (1).pdf ")).toBe("ಅಶಾ resume (1).pdf");
    expect(safeFileName("Cafe\u0301.pdf")).toBe("Café.pdf");
  });

  it("refuses path parts and names with nothing left", () => {
    for (const name of ["", "   ", "../evil.pdf", "a/b.pdf", "a\\b.pdf", "..", "x..pdf", "\u202e\u0000", "\u200b"]) {
      expect(safeFileName(name), JSON.stringify(name)).toBeNull();
    }
  });

  it("removes control and invisible format characters, so a name cannot pose as another type", () => {
    expect(safeFileName("cv\u202efdp.exe")).toBe("cvfdp.exe");
    expect(safeFileName("a\u0000b\nc\u007fd\u2028e\u0085.pdf")).toBe("abcde.pdf");
    expect(safeFileName("\u2066resume\u2069\u200b\u200e\ufeff.pdf")).toBe("resume.pdf");
    // The joiners Kannada spells with stay.
    expect(safeFileName("ಕನ್\u200dನಡ ರೆಸ್ಯೂಮೆ.pdf")).toBe("ಕನ್\u200dನಡ ರೆಸ್ಯೂಮೆ.pdf");
  });

  it("cuts a long name to 200 characters, keeping the extension and whole letters", () => {
    const name = safeFileName(`${"😀".repeat(300)}.docx`)!;
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith("😀.docx")).toBe(true);
  });
});

describe("checkResumeUpload", () => {
  it("accepts PDF, docx and doc by content, with the type of the extension and a sha256", async () => {
    for (const [bytes, name, type] of [
      [samplePdf(), "cv.pdf", "pdf"],
      [sampleDocx(), "cv.docx", "docx"],
      [sampleDoc(), "cv.doc", "doc"],
    ] as const) {
      const checked = await checkResumeUpload(fileOf(bytes, name));
      expect(checked).toMatchObject({ name, type, sha256: createHash("sha256").update(bytes).digest("hex") });
      expect(Buffer.from(checked.bytes)).toEqual(bytes);
    }
  });

  it("refuses content that does not match the extension", async () => {
    expect(await refusal(Buffer.from("<html></html>"), "cv.pdf")).toEqual({ status: 415, code: "invalid_file_format" });
    expect(await refusal(sampleNonWordZip(), "cv.docx")).toEqual({ status: 415, code: "invalid_file_format" });
    expect(await refusal(sampleDoc(), "cv.pdf")).toEqual({ status: 415, code: "invalid_file_format" });
    expect(await refusal(samplePdf(), "cv.exe")).toEqual({ status: 415, code: "invalid_file_format" });
  });

  it("refuses a docx-looking zip without word/document.xml", async () => {
    const lookalike = zipSync({
      "[Content_Types].xml": strToU8(
        '<Types><Override PartName="/word/x.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "word/x.xml": strToU8("<w/>"),
    });
    expect(await refusal(lookalike, "cv.docx")).toEqual({ status: 415, code: "invalid_file_format" });
  });

  it("refuses a right-to-left disguised program: its real extension is not a résumé's", async () => {
    expect(await refusal(samplePdf(), "cv\u202efdp.exe")).toEqual({ status: 415, code: "invalid_file_format" });
  });

  it("refuses a .docx whose directory says it unpacks to more than 50 MB or holds over 500 parts", async () => {
    const bomb = zipSync({ "word/document.xml": strToU8("<w:document/>"), "word/media/zeros.bin": new Uint8Array(docxLimits.uncompressedBytes) });
    expect(bomb.byteLength).toBeLessThan(resumeMaxBytes);
    expect(await refusal(Buffer.from(bomb), "cv.docx")).toEqual({ status: 415, code: "invalid_file_format" });

    const parts = Object.fromEntries(Array.from({ length: docxLimits.entries }, (_, index) => [`word/part${index}.xml`, strToU8("<p/>")]));
    const crowded = zipSync({ "word/document.xml": strToU8("<w:document/>"), ...parts });
    expect(await refusal(Buffer.from(crowded), "cv.docx")).toEqual({ status: 415, code: "invalid_file_format" });
    // Within the limits the same structure is a Word document.
    expect((await checkResumeUpload(fileOf(sampleDocx(), "cv.docx"))).type).toBe("docx");
  });

  it("refuses a bad name before anything else, and a file over 5 MB", async () => {
    expect(await refusal(Buffer.from("x"), "../cv.txt")).toEqual({ status: 400, code: "invalid_file_name" });
    const large = Buffer.alloc(resumeMaxBytes + 1);
    samplePdf().copy(large);
    expect(await refusal(large, "cv.pdf")).toEqual({ status: 413, code: "file_too_large" });
  });
});
