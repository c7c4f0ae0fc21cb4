/**
 * Checks an uploaded resume before anything is stored (SPEC.md §5 Resume upload, §9): a harmless
 * name, an accepted extension, at most 5 MB, and content that really is what the extension claims
 * (magic bytes via `file-type`; a .docx must also hold word/document.xml). `checkUpload` is the
 * same check for any kind of upload (a verification document too).
 */
import { createHash } from "node:crypto";
import { resumeMaxBytes, resumeTypeOf, type ResumeType } from "@app/shared/candidates";
import { AppError } from "../../errors/app-error.ts";
import { withoutHiddenCharacters } from "../../storage/file-names.ts";
import { detectFileType } from "../../storage/file-type.ts";

export const fileNameMax = 200;

/** What `file-type` reports for the real content of each accepted type (a .doc is an OLE compound file). */
const detectedExtensionOf: Record<ResumeType, string> = { pdf: "pdf", docx: "docx", doc: "cfb" };

export interface CheckedUpload<Type extends string> {
  /** The original name, kept only as metadata (never a path). */
  name: string;
  type: Type;
  bytes: Uint8Array;
  sha256: string;
}

export type CheckedResume = CheckedUpload<ResumeType>;

/** What one kind of upload accepts: the type a name claims, the largest size, the content check. */
export interface UploadRules<Type extends string> {
  typeOf: (name: string) => Type | null;
  maxBytes: number;
  contentMatches: (type: Type, bytes: Uint8Array) => Promise<boolean>;
}

/** Whether `file-type` finds, from the magic bytes, the extension `expected`. */
export async function detectedAs(bytes: Uint8Array, expected: string): Promise<boolean> {
  return (await detectFileType(bytes))?.ext === expected;
}

/**
 * The name as kept: without control and invisible format characters, trimmed, NFC, at most 200
 * characters with the extension preserved; null when refused (empty, or a path).
 */
export function safeFileName(raw: string): string | null {
  const name = withoutHiddenCharacters(raw).trim();
  if (!name || name.includes("/") || name.includes("\\") || name.includes("..")) return null;
  const characters = Array.from(name);
  if (characters.length <= fileNameMax) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  // Cut by code points so a Kannada letter or an emoji is never split in half.
  const stem = characters.slice(0, fileNameMax - extension.length).join("").trimEnd();
  return stem + extension.join("");
}

/** What a résumé's zip may unpack to, by its own directory: a real one is well under 1 MB and 50 parts. */
export const docxLimits = { entries: 500, uncompressedBytes: 50 * 1024 * 1024 };

/**
 * A .docx is a zip; only one with the Word main part is a Word document, and none that would unpack
 * to more than `docxLimits` (a zip bomb, opened later by an employer's Word). Entries are listed from
 * the zip's directory, never unpacked here. fflate is loaded at the first Word résumé (ADR 077).
 */
async function isWordDocument(bytes: Uint8Array): Promise<boolean> {
  const { unzipSync } = await import("fflate");
  let found = false;
  let entries = 0;
  let uncompressed = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        entries += 1;
        uncompressed += entry.originalSize;
        if (entry.name === "word/document.xml") found = true;
        return false;
      },
    });
  } catch {
    return false;
  }
  return found && entries <= docxLimits.entries && uncompressed <= docxLimits.uncompressedBytes;
}

async function contentMatches(type: ResumeType, bytes: Uint8Array): Promise<boolean> {
  if (!(await detectedAs(bytes, detectedExtensionOf[type]))) return false;
  return type !== "docx" || (await isWordDocument(bytes));
}

/** Checks an upload by `rules` and reads it; throws an AppError when it is refused. */
export async function checkUpload<Type extends string>(file: File, rules: UploadRules<Type>): Promise<CheckedUpload<Type>> {
  const name = safeFileName(file.name);
  if (name === null) throw new AppError("invalid_file_name");
  const type = rules.typeOf(name);
  if (type === null) throw new AppError("invalid_file_format");
  // The declared size first, so an oversized file is refused before it is read into memory again.
  if (file.size > rules.maxBytes) throw new AppError("file_too_large");
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > rules.maxBytes) throw new AppError("file_too_large");
  if (!(await rules.contentMatches(type, bytes))) throw new AppError("invalid_file_format");
  return { name, type, bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/** Checks a résumé upload and reads it; throws an AppError when it is refused. */
export function checkResumeUpload(file: File): Promise<CheckedResume> {
  return checkUpload(file, { typeOf: resumeTypeOf, maxBytes: resumeMaxBytes, contentMatches });
}
