/**
 * Company pages (packages/shared/src/companies.ts): the page as each reader sees it, the
 * employer's edit (held for the admin when the money and phone checks flag its text), the logo's
 * key, and the admin's decisions on held pages, each audited in its own transaction.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { companyLogoHref, companyPageSize, type CompanyPage, type CompanyPageValues, type HeldCompanyPagePage } from "@app/shared/companies";
import { detectJobFlags } from "@app/shared/job-flags";
import { latinLookalike } from "@app/shared/latin-lookalikes";
import { shownEmail } from "@app/shared/phone";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { applications, companyPages, goneCompanySlugs, jobs, user } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { jobColumns, toJob } from "../jobs/jobs.mapper.ts";
import { isListed } from "../jobs/jobs.service.ts";

/** The most open jobs a company page lists. */
const pageJobsMax = 100;

const pageColumns = {
  employerId: companyPages.employerId,
  slug: companyPages.slug,
  about: companyPages.about,
  aboutKn: companyPages.aboutKn,
  locality: companyPages.locality,
  website: companyPages.website,
  logoKey: companyPages.logoKey,
  logoUpdatedAt: companyPages.logoUpdatedAt,
  status: companyPages.status,
  flags: companyPages.flags,
  updatedAt: companyPages.updatedAt,
  name: sql<string>`coalesce(nullif(${user.company}, ''), ${user.name})`,
  verifiedAt: user.verifiedAt,
  since: user.createdAt,
  email: user.email,
};

const selectPage = (db: Database) => db.select(pageColumns).from(companyPages).innerJoin(user, eq(user.id, companyPages.employerId));

type PageRow = Awaited<ReturnType<typeof selectPage>>[number];

/** The page with its facts and open jobs; `full`: the held text too (its employer and the admin). */
async function toCompanyPage(db: Database, row: PageRow, full: boolean): Promise<CompanyPage> {
  const [jobRows, [hired]] = await Promise.all([
    db
      .select(jobColumns)
      .from(jobs)
      .where(and(eq(jobs.employerId, row.employerId), isListed()))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(pageJobsMax),
    db
      .select({ value: count() })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(jobs.employerId, row.employerId), eq(applications.status, "hired"))),
  ]);
  const shown = full || row.status === "published";
  return {
    slug: row.slug,
    name: row.name,
    about: shown ? row.about : "",
    aboutKn: shown ? row.aboutKn : null,
    locality: row.locality,
    website: shown ? row.website : null,
    logoUrl: row.logoKey && row.logoUpdatedAt ? companyLogoHref(row.slug, row.logoUpdatedAt.toISOString()) : null,
    verified: row.verifiedAt !== null,
    status: row.status,
    flags: full ? row.flags : [],
    hiredCount: hired?.value ?? 0,
    since: row.since.toISOString(),
    jobs: jobRows.map(toJob),
  };
}

/** The page at `slug` as `viewer` sees it: 410 `gone` for a deleted employer's, 404 for none. */
export async function getCompanyPage(db: Database, slug: string, viewer: SessionUser | null): Promise<CompanyPage> {
  const [row] = await selectPage(db).where(eq(companyPages.slug, slug));
  if (!row) {
    const [gone] = await db.select({ slug: goneCompanySlugs.slug }).from(goneCompanySlugs).where(eq(goneCompanySlugs.slug, slug));
    throw new AppError(gone ? "gone" : "not_found");
  }
  return toCompanyPage(db, row, viewer?.role === "admin" || viewer?.id === row.employerId);
}

async function ownRow(db: Database, employerId: string): Promise<PageRow> {
  const [row] = await selectPage(db).where(eq(companyPages.employerId, employerId));
  // The sign-up trigger gives every employer a page; an employer without one is being deleted.
  if (!row) throw new AppError("not_found");
  return row;
}

export async function getOwnCompanyPage(db: Database, employerId: string): Promise<CompanyPage> {
  return toCompanyPage(db, await ownRow(db, employerId), true);
}

/**
 * Saves the employer's texts. The checks run on all of them together: a flagged text holds the
 * page (`pending_review`) and the public sees none of its texts until the admin approves it.
 */
export async function updateCompanyPage(db: Database, employerId: string, values: CompanyPageValues): Promise<CompanyPage> {
  const flags = detectJobFlags([values.about, values.aboutKn ?? "", values.website ?? ""].join("\n"), latinLookalike);
  await db
    .update(companyPages)
    .set({ ...values, flags, status: flags.length > 0 ? "pending_review" : "published", updatedAt: sql`now()` })
    .where(eq(companyPages.employerId, employerId));
  return getOwnCompanyPage(db, employerId);
}

/** Puts `logoKey` on the page; returns the key it replaces (for the caller to remove from the storage). */
export async function setCompanyLogo(db: Database, employerId: string, logoKey: string | null): Promise<string | null> {
  return db.transaction(async (transaction) => {
    const [current] = await transaction
      .select({ logoKey: companyPages.logoKey })
      .from(companyPages)
      .where(eq(companyPages.employerId, employerId))
      .for("update");
    if (!current) throw new AppError("not_found");
    await transaction
      .update(companyPages)
      .set({ logoKey, logoUpdatedAt: logoKey ? sql`now()` : null })
      .where(eq(companyPages.employerId, employerId));
    return current.logoKey;
  });
}

/** Where the logo of `slug` is stored, or null. */
export async function getCompanyLogoKey(db: Database, slug: string): Promise<string | null> {
  const [row] = await db.select({ logoKey: companyPages.logoKey }).from(companyPages).where(eq(companyPages.slug, slug));
  return row?.logoKey ?? null;
}

/** The sitemap's company pages: those with at least one listed job. */
export async function listSitemapCompanyPages(db: Database, limit = 50_000) {
  return db
    .select({ slug: companyPages.slug, updatedAt: companyPages.updatedAt })
    .from(companyPages)
    .where(sql`exists (select 1 from ${jobs} where ${jobs.employerId} = ${companyPages.employerId} and ${isListed()})`)
    .orderBy(asc(companyPages.slug))
    .limit(limit);
}

const held = eq(companyPages.status, "pending_review");

export async function listHeldCompanyPages(db: Database, query: { page: number }): Promise<HeldCompanyPagePage> {
  const [rows, [total]] = await Promise.all([
    selectPage(db)
      .where(held)
      .orderBy(asc(companyPages.updatedAt), asc(companyPages.slug))
      .limit(companyPageSize)
      .offset((query.page - 1) * companyPageSize),
    db.select({ value: count() }).from(companyPages).where(held),
  ]);
  const items = await Promise.all(
    rows.map(async (row) => ({ page: await toCompanyPage(db, row, true), employerEmail: shownEmail(row.email), heldAt: row.updatedAt.toISOString() })),
  );
  return { items, totalCount: total?.value ?? 0, page: query.page, pageSize: companyPageSize };
}

/**
 * Approves a held page, or rejects it: its held texts are cleared and the page is published
 * without them. The row is locked, so a page no longer held (decided in another tab) is a 409 and leaves no audit row.
 */
export async function decideCompanyPage(
  db: Database,
  admin: SessionUser,
  slug: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<CompanyPage> {
  const employerId = await db.transaction(async (transaction) => {
    const [row] = await transaction
      .select({ employerId: companyPages.employerId, status: companyPages.status, flags: companyPages.flags })
      .from(companyPages)
      .where(eq(companyPages.slug, slug))
      .for("update");
    if (!row) throw new AppError("not_found");
    if (row.status !== "pending_review") throw new AppError("not_under_review");
    await transaction
      .update(companyPages)
      .set(
        decision.approve
          ? { status: "published", flags: [], updatedAt: sql`now()` }
          : { status: "published", flags: [], about: "", aboutKn: null, website: null, updatedAt: sql`now()` },
      )
      .where(eq(companyPages.employerId, row.employerId));
    const [employer] = await transaction.select({ company: user.company, name: user.name }).from(user).where(eq(user.id, row.employerId));
    await recordAudit(transaction, admin, {
      action: decision.approve ? "company.approve" : "company.reject",
      targetType: "employer",
      targetId: row.employerId,
      targetLabel: employer?.company || employer?.name || slug,
      reason: decision.approve ? null : decision.reason,
      details: { slug, flags: row.flags },
    });
    return row.employerId;
  });
  return getOwnCompanyPage(db, employerId);
}
