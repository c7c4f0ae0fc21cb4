/**
 * What a file's bytes say it is (file-type), for the uploads that check it. The package is loaded at
 * the first upload, not with the server: most instances serve far more reads than uploads (ADR 077).
 */
import type { FileTypeResult } from "file-type";

export async function detectFileType(bytes: Uint8Array): Promise<FileTypeResult | undefined> {
  const { fileTypeFromBuffer } = await import("file-type");
  return fileTypeFromBuffer(bytes);
}
