/**
 * Verified employers: an employer's requests (a GSTIN or an Udyam number, a website, an optional
 * document kept as a `files` row of the employer's like a résumé) and the admin's decisions. One
 * request waits at a time for each employer. Approving sets `user.verified_at` and `user.website`;
 * every decision writes its audit entry in the same transaction, so neither happens without the other.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { shownEmail } from "@app/shared/phone";
import {
  moderationPageSize,
  type AdminVerification,
  type DocumentType,
  type EmployerVerification,
  type VerificationKind,
  type verificationListSchema,
  type VerificationPage,
  type VerificationRequestValues,
  type VerificationStatus,
} from "@app/shared/trust";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { employerVerifications, files, user } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { withoutHiddenCharacters } from "../../storage/file-names.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { CheckedUpload } from "../candidates/resume-upload.ts";
import type { FileRow } from "../files/files.mapper.ts";

export type VerificationListQuery = z.output<typeof verificationListSchema>;
export type CheckedDocument = CheckedUpload<DocumentType>;
export type VerificationDecision = { status: "approved" } | { status: "rejected"; reason: string };

const requestColumns = {
  id: employerVerifications.id,
  kind: employerVerifications.kind,
  number: employerVerifications.number,
  website: employerVerifications.website,
  status: employerVerifications.status,
  reason: employerVerifications.reason,
  createdAt: employerVerifications.createdAt,
  decidedAt: employerVerifications.decidedAt,
  documentName: files.originalName,
};

const adminColumns = {
  ...requestColumns,
  employerId: employerVerifications.employerId,
  employerName: user.name,
  employerEmail: user.email,
  company: user.company,
};

interface RequestRow {
  id: string;
  kind: VerificationKind;
  number: string;
  website: string | null;
  status: VerificationStatus;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  documentName: string | null;
}

function toEmployerVerification(row: RequestRow): EmployerVerification {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    website: row.website,
    // Shown to the admin: cleaned like a résumé's name.
    documentName: row.documentName === null ? null : withoutHiddenCharacters(row.documentName),
    status: row.status,
    reason: row.reason,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

type AdminRow = RequestRow & { employerId: string; employerName: string; employerEmail: string; company: string | null };

function toAdminVerification(row: AdminRow, sameNumber: AdminVerification["sameNumber"]): AdminVerification {
  return {
    ...toEmployerVerification(row),
    employerId: row.employerId,
    employerName: row.employerName,
    employerEmail: shownEmail(row.employerEmail),
    company: row.company,
    sameNumber,
  };
}

/**
 * For each request, the other employers' waiting or approved requests with its number: two accounts
 * asking to be one business is for the admin to see before deciding.
 */
async function withSameNumber(db: Database, rows: AdminRow[]): Promise<AdminVerification[]> {
  const numbers = [...new Set(rows.map((row) => row.number))];
  const others =
    numbers.length === 0
      ? []
      : await db
          .select({
            kind: employerVerifications.kind,
            number: employerVerifications.number,
            employerId: employerVerifications.employerId,
            employerName: user.name,
            employerEmail: user.email,
            company: user.company,
            status: employerVerifications.status,
          })
          .from(employerVerifications)
          .innerJoin(user, eq(user.id, employerVerifications.employerId))
          .where(and(inArray(employerVerifications.number, numbers), inArray(employerVerifications.status, ["pending", "approved"])))
          .orderBy(asc(employerVerifications.createdAt));
  return rows.map((row) =>
    toAdminVerification(
      row,
      others
        .filter((other) => other.kind === row.kind && other.number === row.number && other.employerId !== row.employerId)
        .map(({ employerId, employerName, employerEmail, company, status }) => ({ employerId, employerName, employerEmail: shownEmail(employerEmail), company, status })),
    ),
  );
}

/** The employer's latest request, whatever its status; null before the first. */
export async function getLatestVerification(db: Database, employerId: string): Promise<EmployerVerification | null> {
  const [row] = await db
    .select(requestColumns)
    .from(employerVerifications)
    .leftJoin(files, eq(files.id, employerVerifications.documentFileId))
    .where(eq(employerVerifications.employerId, employerId))
    .orderBy(desc(employerVerifications.createdAt), desc(employerVerifications.id))
    .limit(1);
  return row ? toEmployerVerification(row) : null;
}

/** One request with its employer, as the admin's queue shows it; null when there is none. */
export async function getAdminVerification(db: Database, id: string): Promise<AdminVerification | null> {
  const [row] = await db
    .select(adminColumns)
    .from(employerVerifications)
    .innerJoin(user, eq(user.id, employerVerifications.employerId))
    .leftJoin(files, eq(files.id, employerVerifications.documentFileId))
    .where(eq(employerVerifications.id, id));
  return row ? ((await withSameNumber(db, [row]))[0] ?? null) : null;
}

/**
 * Stores a request and its checked document. The bytes go first; if the database refuses the
 * request (one is waiting, the employer is verified already, the account went meanwhile) they are
 * removed again, so a refusal leaves neither a row nor a file.
 */
export async function createVerificationRequest(
  deps: { db: Database; storage: FileStorage },
  employerId: string,
  input: VerificationRequestValues,
  document: CheckedDocument | null,
): Promise<EmployerVerification> {
  const storageKey = document ? await deps.storage.put(document.bytes) : null;
  try {
    await deps.db.transaction(async (tx) => {
      // The employer's row, locked: two requests sent at once take turns, and the second sees the first.
      const [employer] = await tx.select({ verifiedAt: user.verifiedAt }).from(user).where(eq(user.id, employerId)).for("update");
      if (!employer) throw new AppError("not_found");
      if (employer.verifiedAt) throw new AppError("already_verified");
      const [waiting] = await tx
        .select({ id: employerVerifications.id })
        .from(employerVerifications)
        .where(and(eq(employerVerifications.employerId, employerId), eq(employerVerifications.status, "pending")));
      if (waiting) throw new AppError("verification_pending");

      let documentFileId: string | null = null;
      if (document && storageKey) {
        const [file] = await tx
          .insert(files)
          .values({
            ownerId: employerId,
            originalName: document.name,
            type: document.type,
            size: document.bytes.byteLength,
            sha256: document.sha256,
            storageKey,
          })
          .returning({ id: files.id });
        documentFileId = file!.id;
      }
      await tx.insert(employerVerifications).values({
        employerId,
        kind: input.kind,
        number: input.number,
        website: input.website ?? null,
        documentFileId,
      });
    });
  } catch (error) {
    if (storageKey) await deps.storage.remove(storageKey);
    throw error;
  }
  return (await getLatestVerification(deps.db, employerId))!;
}

/** The queue: waiting requests oldest first (the order they are worked through), decided ones latest first. */
export async function listVerifications(db: Database, query: VerificationListQuery): Promise<VerificationPage> {
  const where = eq(employerVerifications.status, query.status);
  const order =
    query.status === "pending"
      ? [asc(employerVerifications.createdAt), asc(employerVerifications.id)]
      : [desc(employerVerifications.decidedAt), desc(employerVerifications.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(employerVerifications)
      .innerJoin(user, eq(user.id, employerVerifications.employerId))
      .leftJoin(files, eq(files.id, employerVerifications.documentFileId))
      .where(where)
      .orderBy(...order)
      .limit(moderationPageSize)
      .offset((query.page - 1) * moderationPageSize),
    db.select({ value: count() }).from(employerVerifications).where(where),
  ]);
  return { verifications: await withSameNumber(db, rows), totalCount: total?.value ?? 0, page: query.page, pageSize: moderationPageSize };
}

/**
 * Approves or rejects a waiting request, with its audit entry, in one transaction: the request is
 * locked, so two admins' clicks decide once and the second gets `verification_decided`. Approving
 * verifies the employer and keeps the request's website on the account (JobPosting `sameAs`).
 */
export async function decideVerification(
  db: Database,
  admin: Pick<SessionUser, "id" | "email">,
  id: string,
  decision: VerificationDecision,
): Promise<AdminVerification> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: employerVerifications.status,
        employerId: employerVerifications.employerId,
        website: employerVerifications.website,
        name: user.name,
        company: user.company,
      })
      .from(employerVerifications)
      .innerJoin(user, eq(user.id, employerVerifications.employerId))
      .where(eq(employerVerifications.id, id))
      .for("update", { of: employerVerifications });
    if (!current) throw new AppError("not_found");
    if (current.status !== "pending") throw new AppError("verification_decided");

    const reason = decision.status === "rejected" ? decision.reason : null;
    await tx
      .update(employerVerifications)
      .set({ status: decision.status, reason, decidedAt: sql`now()` })
      .where(eq(employerVerifications.id, id));
    if (decision.status === "approved") {
      await tx.update(user).set({ verifiedAt: sql`now()`, website: current.website }).where(eq(user.id, current.employerId));
    }
    await recordAudit(tx, admin, {
      action: decision.status === "approved" ? "verification.approve" : "verification.reject",
      targetType: "verification",
      targetId: id,
      targetLabel: current.company || current.name,
      reason,
    });
  });
  return (await getAdminVerification(db, id))!;
}

/** The document of a request, for the admin's download; null when the request has none (or is gone). */
export async function getVerificationDocument(db: Database, id: string): Promise<FileRow | null> {
  const [row] = await db
    .select({ file: files })
    .from(employerVerifications)
    .innerJoin(files, eq(files.id, employerVerifications.documentFileId))
    .where(eq(employerVerifications.id, id));
  return row?.file ?? null;
}

/** A verified employer's website, for its job pages' JobPosting `sameAs`; null when unverified or none given. */
export async function getVerifiedWebsite(db: Database, employerId: string): Promise<string | null> {
  const [row] = await db
    .select({ website: user.website })
    .from(user)
    .where(and(eq(user.id, employerId), isNotNull(user.verifiedAt)));
  return row?.website ?? null;
}
