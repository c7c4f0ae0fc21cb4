import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { documentMaxBytes, moderationPageSize, type VerificationRequestInput } from "@app/shared/trust";
import { samplePdf } from "../../db/sample-documents.ts";
import { auditLog, employerVerifications, files, user } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, postJob, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { storedKeys } from "../../test/test-storage.ts";
import { insertAccounts } from "../admin/admin-test-helpers.ts";

let testApp: TestApp;
let admin: Agent;
let candidate: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  admin = await signInAdmin(testApp);
  candidate = await signUpFromOwnAddress(testApp, "candidate");
});
afterAll(() => testApp.close());

const base36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
let gstinCount = 0;
/** A fresh GSTIN of Karnataka with a correct check digit (computed as the GST rules say, apart from the code under test). */
function newGstin(): string {
  gstinCount += 1;
  const start = `29ABCDE${String(gstinCount).padStart(4, "0")}F1Z`;
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = base36.indexOf(start[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return start + base36[(36 - (sum % 36)) % 36]!;
}

/** The smallest PNG and JPEG `file-type` recognises by their magic bytes. */
const samplePng = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from("0000000d49484452000000010000000108060000001f15c4890000000049454e44ae426082", "hex"),
  ]);
const sampleJpeg = () => Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex");
const sampleGif = () => Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");

const newEmployer = (company = "Kaveri Textiles") => signUpFromOwnAddress(testApp, "employer", { company });

type RequestForm = Omit<VerificationRequestInput, "kind"> & { kind: "gstin" | "udyam"; document?: File };

/** Sends a request the way the dashboard's form does (multipart). */
function sendRequest(agent: Agent, form: RequestForm) {
  return agent.api.employer.verification.$post({ form });
}

const documentOf = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name);

async function requested(agent: Agent, form: Partial<RequestForm> = {}) {
  const { verification } = await expectStatus(sendRequest(agent, { kind: "gstin", number: newGstin(), ...form }), 201);
  return verification;
}

const approve = (agent: Agent, id: string) => agent.api.admin.verifications[":id"].approve.$post({ param: { id } }, emptyJsonBody);
const reject = (agent: Agent, id: string, reason: string) => agent.api.admin.verifications[":id"].reject.$post({ param: { id }, json: { reason } });
const latest = async (agent: Agent) => (await expectStatus(agent.api.employer.verification.$get(), 200)).verification;
const queue = (query: { status?: "pending" | "approved" | "rejected"; page?: string } = {}) =>
  expectStatus(admin.api.admin.verifications.$get({ query }), 200);

async function auditRows(id: string) {
  return testApp.db.select().from(auditLog).where(and(eq(auditLog.targetType, "verification"), eq(auditLog.targetId, id)));
}
async function verifiedAt(userId: string) {
  const [row] = await testApp.db.select({ verifiedAt: user.verifiedAt, website: user.website }).from(user).where(eq(user.id, userId));
  return row!;
}
/** The keys in the file storage (the uploads folder, or the bucket on S3), sorted. */
const storedFiles = () => storedKeys(testApp.config);
async function rowCounts() {
  const [[verifications], [fileRows]] = await Promise.all([
    testApp.db.select({ value: count() }).from(employerVerifications),
    testApp.db.select({ value: count() }).from(files),
  ]);
  return { verifications: verifications!.value, files: fileRows!.value, stored: (await storedFiles()).length };
}

describe("an employer's verification request", () => {
  it("has none at first, then the request it sent: normalised, pending, announced to the admin and the employer", async () => {
    const employer = await newEmployer();
    expect(await latest(employer.agent)).toBeNull();
    const publish = vi.spyOn(testApp.deps.events, "publish");

    const { verification } = await expectStatus(
      sendRequest(employer.agent, { kind: "gstin", number: " 29abcde 1234f1zw ", website: "https://kaveri.example.in" }),
      201,
    );
    expect(verification).toEqual({
      id: expect.any(String),
      kind: "gstin",
      number: "29ABCDE1234F1ZW",
      website: "https://kaveri.example.in",
      documentName: null,
      status: "pending",
      reason: null,
      requestedAt: expect.any(String),
      decidedAt: null,
    });
    expect(await latest(employer.agent)).toEqual(verification);
    expect(publish).toHaveBeenCalledWith({ topic: "moderation", id: verification.id, userIds: [employer.user.id] });
    // Nothing changes for the public until the admin decides.
    expect(await verifiedAt(employer.user.id)).toEqual({ verifiedAt: null, website: null });
  });

  it("takes an Udyam number, and refuses a second request while one waits (409 verification_pending)", async () => {
    const employer = await newEmployer();
    const first = await requested(employer.agent, { kind: "udyam", number: "udyam-kr-03-0012345" });
    expect(first).toMatchObject({ kind: "udyam", number: "UDYAM-KR-03-0012345", website: null });
    const before = await rowCounts();
    await expectError(sendRequest(employer.agent, { kind: "gstin", number: newGstin(), document: documentOf(samplePdf(), "gst.pdf") }), 409, "verification_pending");
    expect(await rowCounts()).toEqual(before);
    expect(await latest(employer.agent)).toEqual(first);
  });

  it("refuses a wrong GSTIN check digit, a malformed Udyam number and a bad website with the field's message", async () => {
    const employer = await newEmployer();
    const cases: [RequestForm, Record<string, string[]>][] = [
      [{ kind: "gstin", number: "29ABCDE1234F1ZV" }, { number: ["This GSTIN is not valid: 15 characters, e.g. 29ABCDE1234F1ZW, with a correct check digit"] }],
      [{ kind: "udyam", number: "UDYAM-KR-3-12345" }, { number: ["This Udyam number is not valid: it looks like UDYAM-KR-03-0012345"] }],
      [{ kind: "gstin", number: newGstin(), website: "kaveri" }, { website: ["Enter the website as a full address, e.g. https://example.com"] }],
      [{ kind: "gstin", number: "" }, { number: ["Please enter the registration number"] }],
    ];
    for (const [form, fields] of cases) {
      const error = await expectError(sendRequest(employer.agent, form), 400, "invalid_input");
      expect(error.fields, JSON.stringify(form)).toEqual(fields);
    }
    // Untyped: what the typed client would not send — no kind, a control character, a JSON body.
    const raw = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return employer.agent.fetch("/api/employer/verification", { method: "POST", body: form });
    };
    expect((await expectError(raw({ number: newGstin() }), 400, "invalid_input")).fields).toEqual({ kind: ["Please choose GSTIN or Udyam registration"] });
    expect((await expectError(raw({ kind: "gstin", number: newGstin(), website: "https://a.example/\u0000" }), 400, "invalid_input")).fields).toEqual({
      website: ["Please remove the invisible control characters from this text"],
    });
    await expectError(employer.agent.post("/api/employer/verification", { kind: "gstin", number: newGstin() }), 400, "invalid_input");
    await expectError(raw({ kind: "gstin", number: newGstin(), document: "not a file" }), 400, "invalid_input");
    expect(await latest(employer.agent)).toBeNull();
  });

  it("keeps a PDF, JPEG or PNG document as a files row of the employer's, judged by its content", async () => {
    for (const [bytes, name, type] of [
      [samplePdf(["GST registration certificate"]), "GST certificate.pdf", "pdf"],
      [sampleJpeg(), "udyam.jpeg", "jpg"],
      [samplePng(), "shop\u202egnp.png", "png"],
    ] as const) {
      const employer = await newEmployer();
      const verification = await requested(employer.agent, { document: documentOf(bytes, name) });
      const [row] = await testApp.db
        .select({ file: files })
        .from(employerVerifications)
        .innerJoin(files, eq(files.id, employerVerifications.documentFileId))
        .where(eq(employerVerifications.id, verification.id));
      expect(row?.file).toMatchObject({ ownerId: employer.user.id, type, size: bytes.byteLength });
      // Cleaned like a résumé's name: the right-to-left override is gone.
      expect(verification.documentName).toBe(name.replace("\u202e", ""));
      expect(await storedFiles()).toContain(row!.file.storageKey);
    }
  });

  it("refuses a document that is not what its name says, another type or over 5 MB, and stores nothing", async () => {
    const employer = await newEmployer();
    const before = await rowCounts();
    for (const [bytes, name, status, code] of [
      [Buffer.from("<html><script>alert(1)</script></html>"), "certificate.pdf", 415, "invalid_file_format"],
      [samplePdf(), "certificate.png", 415, "invalid_file_format"],
      [sampleGif(), "certificate.gif", 415, "invalid_file_format"],
      [samplePdf(), "certificate.docx", 415, "invalid_file_format"],
      [Buffer.concat([samplePdf(), Buffer.alloc(documentMaxBytes)]), "big.pdf", 413, "file_too_large"],
      [samplePdf(), "../../etc/passwd.pdf", 400, "invalid_file_name"],
    ] as const) {
      await expectError(sendRequest(employer.agent, { kind: "gstin", number: newGstin(), document: documentOf(bytes, name) }), status, code);
    }
    expect(await rowCounts()).toEqual(before);
    expect(await latest(employer.agent)).toBeNull();
  });

  it("is the employer's alone: a guest 401, a candidate and the admin 403", async () => {
    const guest = testApp.agent();
    await expectError(guest.api.employer.verification.$get(), 401, "unauthenticated");
    await expectError(sendRequest(guest, { kind: "gstin", number: newGstin() }), 401, "unauthenticated");
    for (const agent of [candidate.agent, admin]) {
      await expectError(agent.api.employer.verification.$get(), 403, "forbidden");
      await expectError(sendRequest(agent, { kind: "gstin", number: newGstin(), document: documentOf(samplePdf(), "gst.pdf") }), 403, "forbidden");
    }
    expect(await testApp.db.select().from(employerVerifications).where(eq(employerVerifications.employerId, candidate.user.id))).toEqual([]);
  });
});

describe("the admin's verification queue", () => {
  it("lists waiting requests oldest first, with the employer, the number, the website and the document", async () => {
    await testApp.db.delete(employerVerifications);
    const first = await newEmployer("Chamundi Foods");
    const second = await newEmployer("Mysore Silks");
    const a = await requested(first.agent, { website: "https://chamundi.example.in", document: documentOf(samplePdf(), "gst.pdf") });
    const b = await requested(second.agent, { kind: "udyam", number: "UDYAM-KR-03-0054321" });

    const page = await queue();
    expect(page).toEqual({ verifications: [expect.any(Object), expect.any(Object)], totalCount: 2, page: 1, pageSize: moderationPageSize });
    expect(page.verifications[0]).toEqual({
      ...a,
      employerId: first.user.id,
      employerName: first.input.name,
      employerEmail: first.user.email,
      company: "Chamundi Foods",
      sameNumber: [],
    });
    expect(page.verifications[1]).toMatchObject({ id: b.id, kind: "udyam", number: "UDYAM-KR-03-0054321", documentName: null, company: "Mysore Silks" });
    expect(await queue({ status: "approved" })).toMatchObject({ verifications: [], totalCount: 0 });
    await expectError(admin.get("/api/admin/verifications?status=verified"), 400, "invalid_input");
  });

  it("shows the admin the other employers who asked with the same number, waiting or verified", async () => {
    await testApp.db.delete(employerVerifications);
    const number = newGstin();
    const owner = await newEmployer("Kaveri Silks");
    const copy = await newEmployer("Kaveri Silks Pvt");
    const elsewhere = await newEmployer("Hebbal Foods");
    const original = await requested(owner.agent, { number });
    await expectStatus(approve(admin, original.id), 200);
    const second = await requested(copy.agent, { number });
    const unrelated = await requested(elsewhere.agent);

    const waiting = (await queue()).verifications;
    expect(waiting.find((entry) => entry.id === second.id)?.sameNumber).toEqual([
      { employerId: owner.user.id, employerName: owner.input.name, employerEmail: owner.user.email, company: "Kaveri Silks", status: "approved" },
    ]);
    expect(waiting.find((entry) => entry.id === unrelated.id)?.sameNumber).toEqual([]);
    const approved = (await queue({ status: "approved" })).verifications;
    expect(approved.find((entry) => entry.id === original.id)?.sameNumber).toEqual([
      { employerId: copy.user.id, employerName: copy.input.name, employerEmail: copy.user.email, company: "Kaveri Silks Pvt", status: "pending" },
    ]);
  });

  it("pages 20 at a time", async () => {
    await testApp.db.delete(employerVerifications);
    const ids = await insertAccounts(testApp, "employer", 25, "Queued");
    await testApp.db.insert(employerVerifications).values(
      ids.map((employerId, index) => ({ employerId, kind: "gstin" as const, number: newGstin(), createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)) })),
    );
    const first = await queue();
    const second = await queue({ page: "2" });
    expect(first.verifications.map((item) => item.employerId)).toEqual(ids.slice(0, 20));
    expect(second).toMatchObject({ totalCount: 25, page: 2, pageSize: 20 });
    expect(second.verifications.map((item) => item.employerId)).toEqual(ids.slice(20));
    await testApp.db.delete(employerVerifications);
  });

  it("Approve verifies the employer, keeps the website, writes the audit row, announces it and mails the employer", async () => {
    const employer = await newEmployer("Kaveri Textiles");
    const job = await postJob(employer.agent);
    expect(job.employerVerified).toBe(false);
    const request = await requested(employer.agent, { website: "https://kaveri.example.in" });
    const publish = vi.spyOn(testApp.deps.events, "publish");

    const { verification } = await expectStatus(approve(admin, request.id), 200);
    expect(verification).toMatchObject({ id: request.id, status: "approved", reason: null, decidedAt: expect.any(String), company: "Kaveri Textiles" });
    expect(await verifiedAt(employer.user.id)).toEqual({ verifiedAt: expect.any(Date), website: "https://kaveri.example.in" });
    expect(await latest(employer.agent)).toMatchObject({ id: request.id, status: "approved" });
    expect(await auditRows(request.id)).toEqual([
      expect.objectContaining({
        actorEmail: testApp.config.adminEmail,
        action: "verification.approve",
        targetType: "verification",
        targetLabel: "Kaveri Textiles",
        reason: null,
      }),
    ]);
    expect(publish).toHaveBeenCalledWith({ topic: "moderation", id: request.id, userIds: [employer.user.id] });
    expect(publish).toHaveBeenCalledWith({ topic: "jobs" });
    const mail = (await testApp.outbox()).find((message) => message.subject?.includes("Kaveri Textiles is now a verified employer"));
    expect(mail?.text).toContain(`We have checked your GSTIN ${request.number} and verified Kaveri Textiles.`);
    expect(mail?.text).toContain("ಪರಿಶೀಲಿತ ಉದ್ಯೋಗದಾತ");
    expect(mail?.text?.indexOf("Hello")).toBeLessThan(mail?.text?.indexOf("ನಮಸ್ಕಾರ") ?? 0);

    // The badge is on every job read at once, and a verified employer cannot ask again.
    const { job: read } = await expectStatus(testApp.agent().api.jobs[":id"].$get({ param: { id: job.id } }), 200);
    expect(read.employerVerified).toBe(true);
    await expectError(sendRequest(employer.agent, { kind: "gstin", number: newGstin() }), 409, "already_verified");
  });

  it("Reject needs a reason, keeps it for the employer, mails it, and the employer may ask again", async () => {
    const employer = await newEmployer("Hebbal Motors");
    const request = await requested(employer.agent);
    await expectError(reject(admin, request.id, "   "), 400, "invalid_input");
    await expectError(admin.post(`/api/admin/verifications/${request.id}/reject`, {}), 400, "invalid_input");
    expect(await auditRows(request.id)).toEqual([]);

    const reason = "The GSTIN belongs to another company.";
    const publish = vi.spyOn(testApp.deps.events, "publish");
    const { verification } = await expectStatus(reject(admin, request.id, `  ${reason} `), 200);
    expect(verification).toMatchObject({ status: "rejected", reason });
    expect(await latest(employer.agent)).toMatchObject({ status: "rejected", reason });
    expect(await verifiedAt(employer.user.id)).toEqual({ verifiedAt: null, website: null });
    expect(await auditRows(request.id)).toEqual([expect.objectContaining({ action: "verification.reject", targetLabel: "Hebbal Motors", reason })]);
    expect(publish).toHaveBeenCalledWith({ topic: "moderation", id: request.id, userIds: [employer.user.id] });
    expect(publish).not.toHaveBeenCalledWith({ topic: "jobs" });
    const mail = (await testApp.outbox()).find((message) => message.subject?.includes("not approved") && message.text?.includes("Hebbal Motors"));
    expect(mail?.text).toContain(`Reason: ${reason}`);
    expect(mail?.text).toContain(`ಕಾರಣ: ${reason}`);

    const again = await requested(employer.agent);
    expect(await latest(employer.agent)).toEqual(again);
  });

  it("decides a request once: a second decision is 409 verification_decided and writes no second audit row", async () => {
    const employer = await newEmployer();
    const request = await requested(employer.agent);
    const answers = await Promise.all([approve(admin, request.id), approve(admin, request.id), reject(admin, request.id, "Not real")]);
    const statuses = answers.map((answer) => Number(answer.status));
    expect([...statuses].sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter((_, index) => statuses[index] === 409)) await expectError(answer, 409, "verification_decided");
    expect(await auditRows(request.id)).toHaveLength(1);
  });

  it("answers 404 for a request that does not exist", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      await expectError(approve(admin, id), 404, "not_found");
      await expectError(reject(admin, id, "No such request"), 404, "not_found");
      await expectError(admin.api.admin.verifications[":id"].document.$get({ param: { id } }), 404, "not_found");
    }
  });

  it("gives the admin the document as a download (never inline), and 404 when the request has none", async () => {
    const employer = await newEmployer();
    const png = samplePng();
    const withDocument = await requested(employer.agent, { document: documentOf(png, "shop licence.png") });
    const response = await admin.api.admin.verifications[":id"].document.$get({ param: { id: withDocument.id } });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/png",
      "content-disposition": 'attachment; filename="shop licence.png"',
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    // The employer may download its own file, like a résumé (with its real type).
    const [row] = await testApp.db.select({ fileId: employerVerifications.documentFileId }).from(employerVerifications).where(eq(employerVerifications.id, withDocument.id));
    const own = await employer.agent.fetch(`/api/files/${row!.fileId}`, { method: "GET" });
    expect(own.headers.get("content-type")).toBe("image/png");
    await expectError(candidate.agent.fetch(`/api/files/${row!.fileId}`, { method: "GET" }), 404, "not_found");

    const other = await newEmployer();
    const without = await requested(other.agent);
    await expectError(admin.api.admin.verifications[":id"].document.$get({ param: { id: without.id } }), 404, "not_found");
  });

  it("removes the document with the employer's account", async () => {
    const employer = await newEmployer();
    const request = await requested(employer.agent, { document: documentOf(samplePdf(), "gst.pdf") });
    const [row] = await testApp.db
      .select({ storageKey: files.storageKey })
      .from(employerVerifications)
      .innerJoin(files, eq(files.id, employerVerifications.documentFileId))
      .where(eq(employerVerifications.id, request.id));
    expect(await storedFiles()).toContain(row!.storageKey);

    await expectStatus(admin.api.admin.employers[":id"].$delete({ param: { id: employer.user.id } }), 200);
    expect(await storedFiles()).not.toContain(row!.storageKey);
    expect(await testApp.db.select().from(files).where(eq(files.ownerId, employer.user.id))).toEqual([]);
    expect(await testApp.db.select().from(employerVerifications).where(eq(employerVerifications.id, request.id))).toEqual([]);
  });
});

describe("who may use the queue", () => {
  const target = { id: "" };
  beforeAll(async () => {
    target.id = (await requested((await newEmployer()).agent)).id;
  });

  const routes = [
    ["GET /api/admin/verifications", (agent: Agent) => agent.api.admin.verifications.$get({ query: {} })],
    ["POST approve", (agent: Agent) => approve(agent, target.id)],
    ["POST reject", (agent: Agent) => reject(agent, target.id, "Refused")],
    ["GET document", (agent: Agent) => agent.api.admin.verifications[":id"].document.$get({ param: { id: target.id } })],
  ] as const;

  it.each(routes)("%s: a guest 401, a candidate and an employer 403, and nothing changes", async (_route, call) => {
    const employer = await newEmployer();
    await expectError(call(testApp.agent()), 401, "unauthenticated");
    await expectError(call(candidate.agent), 403, "forbidden");
    await expectError(call(employer.agent), 403, "forbidden");
    const [row] = await testApp.db.select({ status: employerVerifications.status }).from(employerVerifications).where(eq(employerVerifications.id, target.id));
    expect(row?.status).toBe("pending");
    expect(await auditRows(target.id)).toEqual([]);
  });

  it("answers the admin 200", async () => {
    expect((await admin.api.admin.verifications.$get({ query: {} })).status).toBe(200);
  });
});

describe("the decision and its audit row share one transaction", () => {
  /** A trigger that makes the next write of `table` matching `when` fail, at once or only at the commit. */
  async function failing(table: "audit_log" | "employer_verifications", when: string, atCommit: boolean) {
    await testApp.db.execute(sql.raw(`create or replace function test_fail() returns trigger language plpgsql as $$ begin raise exception 'test failure'; end $$`));
    await testApp.db.execute(
      sql.raw(
        atCommit
          ? `create constraint trigger test_fail after insert or update on ${table} deferrable initially deferred for each row when (${when}) execute function test_fail()`
          : `create trigger test_fail before insert on ${table} for each row when (${when}) execute function test_fail()`,
      ),
    );
    return () => testApp.db.execute(sql.raw(`drop trigger test_fail on ${table}`));
  }

  async function expectUndecided(employerId: string, id: string) {
    const [row] = await testApp.db.select({ status: employerVerifications.status }).from(employerVerifications).where(eq(employerVerifications.id, id));
    expect(row?.status).toBe("pending");
    expect(await verifiedAt(employerId)).toEqual({ verifiedAt: null, website: null });
    expect(await auditRows(id)).toEqual([]);
  }

  it("an approval that fails after its audit row was written (at the commit) leaves neither", async () => {
    const employer = await newEmployer();
    const request = await requested(employer.agent, { website: "https://fails.example.in" });
    const drop = await failing("employer_verifications", `new.status = 'approved' and new.id = '${request.id}'`, true);
    try {
      await expectError(approve(admin, request.id), 500, "internal");
    } finally {
      await drop();
    }
    await expectUndecided(employer.user.id, request.id);
    // Nothing was announced or mailed for a decision that did not happen; it can be taken again.
    await expectStatus(approve(admin, request.id), 200);
    expect(await auditRows(request.id)).toHaveLength(1);
  });

  it("a rejection whose audit row cannot be written is not made", async () => {
    const employer = await newEmployer();
    const request = await requested(employer.agent);
    const drop = await failing("audit_log", `new.target_id = '${request.id}'`, false);
    try {
      await expectError(reject(admin, request.id, "Wrong number"), 500, "internal");
    } finally {
      await drop();
    }
    await expectUndecided(employer.user.id, request.id);
    expect(await latest(employer.agent)).toMatchObject({ status: "pending", reason: null });
  });
});
