/**
 * Checks an uploaded resume before anything is stored (SPEC.md §5 Resume upload, §9): a harmless
 * name, an accepted extension, at most 5 MB, and content that really is what the extension claims
 * (magic bytes via `file-type`; a .docx must also hold word/document.xml).
 */
import { createHash } from "node:crypto";
import { unzipSync } from "fflate";
import { fileTypeFromBuffer } from "file-type";
import { resumeMaxBytes, resumeTypeOf, type ResumeType } from "@app/shared/candidates";
import { AppError } from "../../errors/app-error.ts";

export const fileNameMax = 200;

/** What `file-type` reports for the real content of each accepted type (a .doc is an OLE compound file). */
const detectedExtensionOf: Record<ResumeType, string> = { pdf: "pdf", docx: "docx", doc: "cfb" };

export interface CheckedResume {
  /** The original name, kept only as metadata (never a path). */
  name: string;
  type: ResumeType;
  bytes: Uint8Array;
  sha256: string;
}

// Control characters (C0, DEL, C1) and the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The name as kept: trimmed, NFC, at most 200 characters with the extension preserved; null when refused. */
export function safeFileName(raw: string): string | null {
  const name = raw.normalize("NFC").trim();
  if (!name || name.includes("/") || name.includes("\\") || name.includes("..")) return null;
  if (controlCharacters.test(name)) return null;
  const characters = Array.from(name);
  if (characters.length <= fileNameMax) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  // Cut by code points so a Kannada letter or an emoji is never split in half.
  const stem = characters.slice(0, fileNameMax - extension.length).join("").trimEnd();
  return stem + extension.join("");
}

/** A .docx is a zip; only one with the Word main part is a Word document. Entries are listed, not unpacked. */
function hasWordDocument(bytes: Uint8Array): boolean {
  let found = false;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        if (entry.name === "word/document.xml") found = true;
        return false;
      },
    });
  } catch {
    return false;
  }
  return found;
}

async function contentMatches(type: ResumeType, bytes: Uint8Array): Promise<boolean> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext !== detectedExtensionOf[type]) return false;
  return type !== "docx" || hasWordDocument(bytes);
}

/** Checks the upload and reads it; throws an AppError when it is refused. */
export async function checkResumeUpload(file: File): Promise<CheckedResume> {
  const name = safeFileName(file.name);
  if (name === null) throw new AppError("invalid_file_name");
  const type = resumeTypeOf(name);
  if (type === null) throw new AppError("invalid_file_format");
  // The declared size first, so an oversized file is refused before it is read into memory again.
  if (file.size > resumeMaxBytes) throw new AppError("file_too_large");
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > resumeMaxBytes) throw new AppError("file_too_large");
  if (!(await contentMatches(type, bytes))) throw new AppError("invalid_file_format");
  return { name, type, bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
}
