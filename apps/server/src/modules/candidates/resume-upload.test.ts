import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { resumeMaxBytes } from "@app/shared/candidates";
import { sampleDoc, sampleDocx, sampleNonWordZip, samplePdf } from "../../db/sample-documents.ts";
import { AppError } from "../../errors/app-error.ts";
import { httpStatus } from "../../http/errors.ts";
import { checkResumeUpload, safeFileName } from "./resume-upload.ts";

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

  it("refuses path parts, control characters and empty names", () => {
    for (const name of ["", "   ", "../evil.pdf", "a/b.pdf", "a\\b.pdf", "..", "x..pdf", "a\u0000.pdf", "a\n.pdf", "a\u007f.pdf", "a\u2028.pdf"]) {
      expect(safeFileName(name), JSON.stringify(name)).toBeNull();
    }
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
    const { strToU8, zipSync } = await import("fflate");
    const lookalike = zipSync({
      "[Content_Types].xml": strToU8(
        '<Types><Override PartName="/word/x.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "word/x.xml": strToU8("<w/>"),
    });
    expect(await refusal(lookalike, "cv.docx")).toEqual({ status: 415, code: "invalid_file_format" });
  });

  it("refuses a bad name before anything else, and a file over 5 MB", async () => {
    expect(await refusal(Buffer.from("x"), "../cv.txt")).toEqual({ status: 400, code: "invalid_file_name" });
    const large = Buffer.alloc(resumeMaxBytes + 1);
    samplePdf().copy(large);
    expect(await refusal(large, "cv.pdf")).toEqual({ status: 413, code: "file_too_large" });
  });
});
