/**
 * Who may download a stored file: its owner, the admin, and an employer with an application to
 * one of its jobs that carries the file. Everyone else is told it does not exist.
 */
import { and, eq, exists, or, type SQL } from "drizzle-orm";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { applications, files, jobs } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import type { FileStorage, StoredFile } from "../../storage/file-storage.ts";
import type { FileRow } from "./files.mapper.ts";

/** Résumés, and the images a verification document may also be. */
export const fileContentTypes: Record<FileRow["type"], string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  jpg: "image/jpeg",
  png: "image/png",
};

/** The file row when `viewer` may download it, else null (the route answers 404 either way). */
export async function getDownloadableFile(db: Database, viewer: SessionUser | null, fileId: string): Promise<FileRow | null> {
  if (!viewer) return null;
  const allowed: SQL[] = [eq(files.ownerId, viewer.id)];
  if (viewer.role === "employer") {
    allowed.push(
      exists(
        db
          .select({ id: applications.id })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(and(eq(applications.resumeFileId, files.id), eq(jobs.employerId, viewer.id))),
      ),
    );
  }
  const permission = viewer.role === "admin" ? undefined : or(...allowed);
  const [row] = await db.select().from(files).where(and(eq(files.id, fileId), permission));
  return row ?? null;
}

/** A file `viewer` may download, opened for streaming; anything else, its bytes gone included, is "not found". */
export async function openDownload(
  deps: { db: Database; storage: FileStorage },
  viewer: SessionUser | null,
  fileId: string,
): Promise<{ row: FileRow; file: StoredFile }> {
  const row = await getDownloadableFile(deps.db, viewer, fileId);
  // The row can outlive its bytes (a lost disk, an object deleted by hand): that too is a 404.
  const file = row && (await deps.storage.stream(row.storageKey));
  if (!row || !file) throw new AppError("not_found");
  return { row, file };
}
