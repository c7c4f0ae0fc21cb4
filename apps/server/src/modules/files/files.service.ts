/**
 * Who may download a stored file: its owner, the admin, and an employer with an application to
 * one of its jobs that carries the file. Everyone else is told it does not exist.
 */
import { and, eq, exists, or, type SQL } from "drizzle-orm";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { applications, files, jobs } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
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

/** The stored bytes, or null when they are gone (the row outlived its file). */
export async function readFileBytes(storage: FileStorage, row: FileRow): Promise<Buffer | null> {
  try {
    return await storage.read(row.storageKey);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** A file `viewer` may download, with its bytes; anything else is "not found". */
export async function openDownload(
  deps: { db: Database; storage: FileStorage },
  viewer: SessionUser | null,
  fileId: string,
): Promise<{ row: FileRow; bytes: Buffer }> {
  const row = await getDownloadableFile(deps.db, viewer, fileId);
  const bytes = row && (await readFileBytes(deps.storage, row));
  if (!row || !bytes) throw new AppError("not_found");
  return { row, bytes };
}
