import type { ResumeFile, ResumeType } from "@app/shared/candidates";
import type { files } from "../../db/schema/index.ts";
import { withoutHiddenCharacters } from "../../storage/file-names.ts";

export type FileRow = typeof files.$inferSelect;

/** A stored file as the API describes it: never its storage key or hash. */
export function toResumeFile(row: Pick<FileRow, "id" | "originalName" | "type" | "size" | "createdAt"> & Partial<Pick<FileRow, "madeFromProfileAt">>): ResumeFile {
  return {
    id: row.id,
    // Shown to employers and the admin: names stored before the cleaning existed are cleaned here.
    name: withoutHiddenCharacters(row.originalName),
    // A profile or an application only ever points at a résumé; documents are the verification's.
    type: row.type as ResumeType,
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
    // Only the profile's own résumé says whether the site made it (an application's needs not).
    ...(row.madeFromProfileAt === undefined ? {} : { madeFromProfileAt: row.madeFromProfileAt?.toISOString() ?? null }),
  };
}
