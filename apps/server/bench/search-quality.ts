/**
 * How well the job search finds what people want: the evaluation set's jobs posted into a database
 * of their own, every query searched as /jobs searches it (first page of ten, default order), and
 * per kind of query the recall in the first ten, the mean reciprocal rank of the first wanted job,
 * the share of wanted or related jobs among the first five, the unrelated jobs shown in the first
 * ten, and what a query with no wanted job finds. Used by search.bench.ts and search-quality.test.ts.
 */
import { jobSearchSchema } from "@app/shared/jobs";
import type { Database } from "../src/db/client.ts";
import { jobRow } from "../src/db/factories.ts";
import { jobs, user } from "../src/db/schema/index.ts";
import { searchJobs } from "../src/modules/jobs/jobs.service.ts";
import { conceptColumns } from "../src/modules/search/job-concepts.ts";
import * as repositorySet from "./search-evaluation.ts";
import type { EvaluationJob, EvaluationQuery } from "./search-evaluation.ts";

/** An evaluation set: the repository's (search-evaluation.ts), or another of the same shape. */
export interface EvaluationSet {
  evaluationJobs: readonly EvaluationJob[];
  evaluationQueries: readonly (Omit<EvaluationQuery, "kind"> & { kind: string })[];
}

type SetQuery = EvaluationSet["evaluationQueries"][number];

export interface QualityFigures {
  queries: number;
  /** Mean over queries of the share of wanted jobs in the first ten (of at most ten wanted). */
  recall: number;
  /** Mean over queries of 1 / the rank of the first wanted job (0 when none is in the first ten). */
  mrr: number;
  /** Mean over queries of the share of wanted or related jobs among the first five shown (0 when none is shown). */
  precision: number;
  /** Mean over queries of the jobs in the first ten neither wanted nor related. */
  unrelated: number;
  /** Queries no job is wanted for, and the jobs they found (the whole count, not only the first ten), mean. */
  emptyQueries: number;
  returned: number;
}

export interface QueryOutcome {
  query: SetQuery;
  /** The keys of the first ten jobs found. */
  found: string[];
  recall: number;
  reciprocalRank: number;
  precision: number;
  unrelated: string[];
  /** How many jobs the search found in all. */
  total: number;
}

export interface QualityReport {
  overall: QualityFigures;
  byKind: Map<string, QualityFigures>;
  outcomes: QueryOutcome[];
}

/** Posts the evaluation set's jobs (one employer per company, newest first in the set's order). */
export async function postEvaluationJobs(db: Database, { evaluationJobs }: EvaluationSet = repositorySet): Promise<Map<string, string>> {
  const companies = [...new Set(evaluationJobs.map((job) => job.company))];
  const employers = companies.map((company, index) => ({
    id: `evaluation-employer-${index}`,
    name: company,
    email: `employer${index}@evaluation.example.com`,
    role: "employer" as const,
    company,
  }));
  await db.insert(user).values(employers);
  const now = Date.now();
  const rows = evaluationJobs.map((job, index) => {
    const row = jobRow(
      { title: job.title, location: job.location, type: job.type, description: job.description },
      employers[companies.indexOf(job.company)]!,
      new Date(now - index * 3_600_000),
    );
    // With the concepts posting finds (job-concepts.ts): the rows go straight into the table.
    return { ...row, ...conceptColumns({ ...row, jobType: job.type }), status: "active" as const };
  });
  const inserted = await db.insert(jobs).values(rows).returning({ id: jobs.id, title: jobs.title, createdAt: jobs.createdAt });
  // Rows come back in the order given.
  return new Map(inserted.map((row, index) => [row.id, evaluationJobs[index]!.key]));
}

function figures(all: QueryOutcome[]): QualityFigures {
  const mean = (outcomes: QueryOutcome[], value: (outcome: QueryOutcome) => number) =>
    outcomes.reduce((sum, outcome) => sum + value(outcome), 0) / Math.max(outcomes.length, 1);
  // Recall, rank and precision are a wanted job's; a query that wants none is measured by what it finds.
  const wanting = all.filter((outcome) => outcome.query.relevant.length > 0);
  const empty = all.filter((outcome) => outcome.query.relevant.length === 0);
  return {
    queries: all.length,
    recall: mean(wanting, (outcome) => outcome.recall),
    mrr: mean(wanting, (outcome) => outcome.reciprocalRank),
    precision: mean(wanting, (outcome) => outcome.precision),
    unrelated: mean(all, (outcome) => outcome.unrelated.length),
    emptyQueries: empty.length,
    returned: mean(empty, (outcome) => outcome.total),
  };
}

/** Searches every query of the set in a database holding its jobs (postEvaluationJobs). */
export async function evaluateSearch(db: Database, keys: Map<string, string>, { evaluationQueries }: EvaluationSet = repositorySet): Promise<QualityReport> {
  const outcomes: QueryOutcome[] = [];
  for (const query of evaluationQueries) {
    const result = await searchJobs(db, jobSearchSchema.parse({ q: query.query, pageSize: 10 }));
    const found = result.jobs.map((job) => keys.get(job.id) ?? job.id);
    const wanted = new Set(query.relevant);
    const fine = new Set([...query.relevant, ...(query.related ?? [])]);
    const firstWanted = found.findIndex((key) => wanted.has(key));
    const firstFive = found.slice(0, 5);
    outcomes.push({
      query,
      found,
      total: result.totalCount,
      precision: firstFive.length === 0 ? 0 : firstFive.filter((key) => fine.has(key)).length / firstFive.length,
      // More than ten wanted jobs cannot all be in the first ten: ten of them is full recall.
      recall: wanted.size === 0 ? 1 : found.filter((key) => wanted.has(key)).length / Math.min(wanted.size, 10),
      reciprocalRank: firstWanted === -1 ? 0 : 1 / (firstWanted + 1),
      unrelated: found.filter((key) => !fine.has(key)),
    });
  }
  const kinds = [...new Set(evaluationQueries.map((query) => query.kind))];
  return {
    overall: figures(outcomes),
    byKind: new Map(kinds.map((kind) => [kind, figures(outcomes.filter((outcome) => outcome.query.kind === kind))])),
    outcomes,
  };
}
