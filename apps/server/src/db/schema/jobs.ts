/**
 * Jobs and what hangs off them: counted views (one per visitor per job per day), anonymous
 * visitors, and candidates' saved jobs. Search runs on a generated tsvector with a GIN index,
 * and near spellings on the words of titles, companies and places (`search_words`, modules/search).
 */
import { sql, type SQL } from "drizzle-orm";
import {
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgSchema,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  boolean,
} from "drizzle-orm/pg-core";
import { jobFlags } from "@app/shared/job-flags";
import { jobStatuses, jobTypes } from "@app/shared/jobs";
import { user } from "./auth.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** The title in Kannada, when its employer gave one: shown to readers of the Kannada site, and searched. */
    titleKn: text("title_kn"),
    company: text("company").notNull(),
    location: text("location").notNull(),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    jobType: text("job_type", { enum: jobTypes }).notNull().default("Full-time"),
    employerId: text("employer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    /** The description in Kannada, when its employer gave one (as `titleKn`). */
    descriptionKn: text("description_kn"),
    requirements: text("requirements"),
    responsibilities: text("responsibilities"),
    status: text("status", { enum: jobStatuses }).notNull().default("active"),
    flags: text("flags", { enum: jobFlags }).array().notNull().default(sql`'{}'::text[]`),
    views: integer("views").notNull().default(0),
    /** The admin's reason for rejecting the job or taking it down, shown to its employer. */
    moderationReason: text("moderation_reason"),
    /** When the employer of a job hidden by reports asked for the admin's look; cleared once the admin decides. */
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
    /**
     * When the job leaves search by itself: set on posting and renewed on reopening from
     * JOB_EXPIRY_DAYS; the default (30 days) is for rows written straight into the table (seeds, tests).
     */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull().default(sql`now() + interval '30 days'`),
    /** The `expiresAt` its employer was last reminded of (renewal-reminders.ts); a renewal moves `expiresAt` on, so the next end gets its own reminder. */
    renewalRemindedFor: timestamp("renewal_reminded_for", { withTimezone: true }),
    /** When the instant job alerts were matched against this job, once it was listed (modules/alerts); null until then. */
    alertsMatchedAt: timestamp("alerts_matched_at", { withTimezone: true }),
    /**
     * Where the job's location lies, read from its text through the city's localities
     * (@app/shared/localities, modules/search/job-places.ts) when the job is saved and at start;
     * null when no known locality is named. "Near me" sorts by the distance from here (ADR 043).
     */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /**
     * The concepts the job's text names (trade:driver, place:Hebbal, qualification:iti,
     * type:part time), found in JS from the search's vocabulary when the job is written
     * (modules/search/job-concepts.ts): a search asks for one of these instead of every name of a
     * trade in every script (ADR 056).
     */
    concepts: text("concepts").array().notNull().default(sql`'{}'::text[]`),
    /** What `concepts` were found with (the vocabulary's fingerprint); another one is found again at start. Null until found. */
    conceptsVersion: text("concepts_version"),
    filledBy: text("filled_by").references(() => user.id, { onDelete: "set null" }),
    filledAt: timestamp("filled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Weighted for ranking and for where a widened word may match: titles A, location B, company C, descriptions D (English and Kannada). */
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple', ${jobs.title} || ' ' || coalesce(${jobs.titleKn}, '')), 'A') || setweight(to_tsvector('simple', ${jobs.location}), 'B') || setweight(to_tsvector('simple', ${jobs.company}), 'C') || setweight(to_tsvector('simple', ${jobs.description} || ' ' || coalesce(${jobs.descriptionKn}, '')), 'D')`,
      ),
    /**
     * The title alone, for the names a search widens a trade to (modules/search): its GIN index
     * finds them in titles only, where the weighted text's index would return every job that has
     * the word anywhere, for each to be tested again.
     */
    titleSearch: tsvector("title_search")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('simple', ${jobs.title} || ' ' || coalesce(${jobs.titleKn}, ''))`),
    /**
     * Title, company and location in lower case, one a line, for the admin's substring search: a
     * LIKE on this is a byte-wise match, several times cheaper than ILIKE over three columns.
     */
    adminSearch: text("admin_search")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${jobs.title} || chr(10) || ${jobs.company} || chr(10) || ${jobs.location} || coalesce(chr(10) || ${jobs.titleKn}, ''))`),
  },
  (table) => [
    index("jobs_search_idx").using("gin", table.search),
    index("jobs_title_search_idx").using("gin", table.titleSearch),
    index("jobs_concepts_idx").using("gin", table.concepts),
    // Ascending on purpose: scanned backwards it gives `created_at desc` (nulls first), the order
    // the list asks for; a `desc nulls last` index could not serve that order.
    index("jobs_status_created_at_idx").on(table.status, table.createdAt, table.id),
    // Counts and filter options of listed jobs read only these small indexes (index-only scans).
    index("jobs_listed_type_idx").on(table.jobType, table.expiresAt).where(sql`${table.status} = 'active'`),
    index("jobs_listed_location_idx").on(table.location, table.expiresAt).where(sql`${table.status} = 'active'`),
    index("jobs_status_company_idx").on(table.status, table.company, table.id),
    index("jobs_employer_id_idx").on(table.employerId, table.createdAt),
    // The admin's job list sorted by counted views, and the dashboard's top viewed jobs.
    index("jobs_views_idx").on(table.views, table.createdAt),
    // The listed jobs the instant alerts have not been matched against yet (few at any time).
    index("jobs_alerts_unmatched_idx").on(table.createdAt).where(sql`${table.alertsMatchedAt} is null and ${table.status} = 'active'`),
    // The admin's list newest or oldest first, searched and paged by index-only scans: the search
    // text rides in the index, so a count or a deep page never reads the wide job rows.
    index("jobs_created_at_admin_search_idx").on(table.createdAt, table.id, table.adminSearch),
    check("jobs_salary_range", sql`${table.salaryMin} is null or ${table.salaryMax} is null or ${table.salaryMin} <= ${table.salaryMax}`),
  ],
);

/**
 * A first-party anonymous visitor (the `nj_vid` cookie id); `last_seen_at` gives the real-time
 * count. `local_area` is whether the address geolocated to LOCAL_REGION when the visitor was first
 * seen, null when no geolocation database was available; the address itself is never stored.
 */
export const visitors = pgTable(
  "visitors",
  {
    id: uuid("id").primaryKey(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    localArea: boolean("local_area"),
  },
  (table) => [index("visitors_last_seen_at_idx").on(table.lastSeenAt)],
);

export const jobViews = pgTable(
  "job_views",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    visitorId: uuid("visitor_id").notNull(),
    day: date("day").notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.visitorId, table.day] })],
);

export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId] }), index("saved_jobs_job_id_idx").on(table.jobId)],
);

/**
 * Derived data the search keeps for itself, outside `public`: backups leave it out, and a restore
 * fills it again from the jobs (trigger of migration 0014) and the vocabulary (modules/search).
 */
export const searchSchema = pgSchema("search");

/**
 * Every word of a job's title, company and location, and of the search vocabulary, for near
 * spellings ("drivr" → driver) by trigram similarity and by sound. A word is never removed, so it
 * may outlive its jobs.
 */
export const searchWords = searchSchema.table(
  "words",
  {
    word: text("word").primaryKey(),
    /**
     * How the word sounds (Double Metaphone, fuzzystrmatch): "mobail" and "mobile" share MPL though
     * few of their trigrams match. Null for a word not of the letters a–z alone (migration 0049): Double
     * Metaphone passes over digits, so a code (ka09mn4821, KMN) sounded like words of letters, and
     * reads no Kannada (an empty code before). A word is of letters when trimming its leading letters
     * leaves nothing: no regular expression, which fails as an invalid expression (2201B) when a
     * connection is terminated while PostgreSQL compiles it, and a quarter of `translate`'s cost on PGlite.
     */
    sound: text("sound").generatedAlwaysAs(
      (): SQL => sql`case when ltrim(${searchWords.word}, 'abcdefghijklmnopqrstuvwxyz') = '' then dmetaphone(${searchWords.word}) end`,
    ),
  },
  (table) => [index("words_trigram_idx").using("gin", sql`${table.word} gin_trgm_ops`), index("words_sound_idx").on(table.sound)],
);

/**
 * The active jobs as a word search reads them, kept in step with `jobs` by a trigger (migrations
 * 0038 and 0039): a job's row is written when it is posted active, rewritten when its status, dates, text or
 * concepts change, and removed when it leaves the active status or is deleted. Narrow (about 600
 * bytes a job against 1,000 and more for the whole row), so the few thousand jobs a word finds are
 * read from a few hundred narrow blocks, ranked and counted here, and only the page's jobs are
 * read whole (ADR 064). Derived data like `words`: backups leave it out, and a restore's rows fill it.
 */
export const searchedJobs = searchSchema.table(
  "jobs",
  {
    jobId: uuid("job_id")
      .primaryKey()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The job is listed while this is to come (its status is active, or it would not be here). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    concepts: text("concepts").array().notNull(),
    search: tsvector("search").notNull(),
    titleSearch: tsvector("title_search").notNull(),
    /** What the job list's filters ask of a search beside its words (migration 0039): the type, the place as written, the pay. */
    jobType: text("job_type", { enum: jobTypes }).notNull(),
    location: text("location").notNull(),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    /**
     * The place in lower case (migration 0040), for a place filter without the words' index: `ilike`
     * lowers every row's place as it tests it, `like` on this with the filter lowered finds the same
     * (ILIKE is LIKE on both lowered) at a third of the cost, read from its index alone.
     */
    place: text("place")
      .notNull()
      .generatedAlwaysAs(sql`lower("location")`),
  },
  (table) => [
    index("jobs_place_idx").on(table.place, table.expiresAt),
    index("jobs_text_idx").using("gin", table.search),
    index("jobs_title_idx").using("gin", table.titleSearch),
    index("jobs_concept_idx").using("gin", table.concepts),
  ],
);

/**
 * The searched jobs' concepts one a row, with the job's dates, kept in step with `search.jobs` by a
 * trigger (migrations 0042 and 0045): a search for one name of the vocabulary, or such a name with a
 * qualification or a job type, reads its page from each term's entries newest first, stopping after
 * a page, and counts its jobs from the entries alone, where it visited every job it found to rank
 * and count it (ADR 068, 073). Derived data: backups leave it out.
 */
export const searchedTerms = searchSchema.table(
  "terms",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => searchedJobs.jobId, { onDelete: "cascade" }),
    /**
     * One of the job's concepts (trade:driver, title:driver, named:driver, text:driver, type:part time…), or
     * a condition it meets paired with one of its names, "qualification:iti&trade:electrician" (migration 0045, ADR 073).
     */
    term: text("term").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** As the job's, tested at each read: a job past it is neither on a page nor counted. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.term] }), index("terms_term_idx").on(table.term, table.createdAt, table.jobId, table.expiresAt)],
);
