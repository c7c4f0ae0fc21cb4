import { createHash } from "node:crypto";
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resumeMaxBytes, type UpdateProfileInput } from "@app/shared/candidates";
import { buildProfile, createRandom } from "@app/shared/factories";
import { insertApplication, insertJob } from "../../db/factories.ts";
import { sampleDoc, sampleDocx, sampleNonWordZip, samplePdf } from "../../db/sample-documents.ts";
import { candidateProfiles, files, user } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, signInAdmin, signUpAgent, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { storedBytes, storedKeys } from "../../test/test-storage.ts";

let testApp: TestApp;
let employer: SignedUp;
let admin: Agent;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUpAgent(testApp, "employer");
  admin = await signInAdmin(testApp);
});
afterAll(() => testApp.close());

const newCandidate = (overrides: Parameters<typeof signUpAgent>[2] = {}) => signUpFromOwnAddress(testApp, "candidate", overrides);

const getProfile = (agent: Agent) => agent.api.profile.$get();
const patchProfile = (agent: Agent, input: UpdateProfileInput) => agent.api.profile.$patch({ json: input });
const profileOf = async (agent: Agent) => (await expectStatus(getProfile(agent), 200)).profile;

/** Uploads a resume the way the profile page's form does. */
function upload(agent: Agent, bytes: Uint8Array, name: string) {
  return agent.api.profile.resume.$put({ form: { file: new File([new Uint8Array(bytes)], name) } });
}

/** Uploads and returns the stored resume. */
async function uploaded(agent: Agent, bytes: Uint8Array, name: string) {
  const { profile } = await expectStatus(upload(agent, bytes, name), 200);
  expect(profile.resume).not.toBeNull();
  return profile.resume!;
}

/** A multipart upload under any field name: untyped, as the typed client sends only `file`. */
function uploadUnder(agent: Agent, field: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name));
  return agent.fetch("/api/profile/resume", { method: "PUT", body: form });
}

/** The keys in the file storage (the uploads folder, or the bucket on S3), sorted. */
const storedFiles = () => storedKeys(testApp.config);
async function fileRowCount(): Promise<number> {
  const [row] = await testApp.db.select({ value: count() }).from(files);
  return row!.value;
}
async function fileRow(id: string) {
  const [row] = await testApp.db.select().from(files).where(eq(files.id, id));
  return row;
}
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A job of the employer's for an application to refer to. */
const employerJob = () => insertJob(testApp.db, { id: employer.user.id, company: "Mysore Stores" });

// A degree and PUC, and one or two past jobs, as the profile form fills them in.
const { education, experience } = buildProfile(createRandom(7));

describe("GET /api/profile", () => {
  it("gives a new candidate the defaults, with name, e-mail and phone from sign-up", async () => {
    const candidate = await newCandidate({ name: "Asha Gowda", phone: "9845011111" });
    expect(await profileOf(candidate.agent)).toEqual({
      id: candidate.user.id,
      name: "Asha Gowda",
      email: candidate.user.email,
      phone: "9845011111",
      bio: "",
      skills: [],
      education: [],
      experience: [],
      wantedJobTypes: [],
      wantedPlaces: [],
      experienceYears: null,
      spokenLanguages: [],
      educationLevel: null,
      drivingLicences: [],
      photo: null,
      resume: null,
      updatedAt: expect.any(String),
    });
  });

  it("is for candidates only: signed out 401, employer and admin 403 candidates_only, on every route", async () => {
    const guest = testApp.agent();
    const routes: [string, (agent: Agent) => Promise<{ status: number; json(): Promise<unknown> }>][] = [
      ["GET /api/profile", getProfile],
      ["GET /api/profile/jobs-for-you", (agent) => agent.api.profile["jobs-for-you"].$get({ query: {} })],
      ["PATCH /api/profile", (agent) => patchProfile(agent, { bio: "Hacked" })],
      ["PUT /api/profile/resume", (agent) => upload(agent, samplePdf(), "resume.pdf")],
      ["DELETE /api/profile/resume", (agent) => agent.api.profile.resume.$delete()],
    ];
    for (const [route, call] of routes) {
      expect((await expectError(call(guest), 401)).code, route).toBe("unauthenticated");
      for (const agent of [employer.agent, admin]) {
        const refused = await expectError(call(agent), 403);
        expect(refused, route).toMatchObject({ code: "candidates_only", message: "Please login as a candidate to do this." });
      }
    }
    expect(await testApp.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, employer.user.id))).toEqual([]);
    expect(await fileRowCount()).toBe(0);
  });
});

describe("PATCH /api/profile", () => {
  it("saves every field, normalises skills, keeps name and phone on the user, and publishes a profiles event", async () => {
    const candidate = await newCandidate();
    const before = await profileOf(candidate.agent);
    const publish = vi.spyOn(testApp.deps.events, "publish");
    const { profile } = await expectStatus(
      patchProfile(candidate.agent, {
        name: "  Asha Gowda ",
        phone: "+91 98450 22222",
        bio: " Accountant from Mysuru. ",
        skills: [" Tally ", "", "GST", "tally", "  ", "Excel  Sheets", "gst"],
        education,
        experience,
      }),
      200,
    );
    expect(profile).toMatchObject({
      name: "Asha Gowda",
      phone: "+91 98450 22222",
      bio: "Accountant from Mysuru.",
      skills: ["Tally", "GST", "Excel Sheets"],
      education,
      experience,
      resume: null,
    });
    expect(profile.updatedAt > before.updatedAt).toBe(true);
    expect(await profileOf(candidate.agent)).toEqual(profile);
    const [row] = await testApp.db.select().from(user).where(eq(user.id, candidate.user.id));
    expect(row).toMatchObject({ name: "Asha Gowda", phone: "+91 98450 22222", role: "candidate" });
    expect(publish).toHaveBeenCalledWith({ topic: "profiles", userIds: [candidate.user.id] });
  });

  it("changes only the signed-in candidate's own profile", async () => {
    const first = await newCandidate();
    const second = await newCandidate();
    const secondBefore = await profileOf(second.agent);
    await expectStatus(patchProfile(first.agent, { name: "Someone Else", bio: "Mine" }), 200);
    expect(await profileOf(second.agent)).toEqual(secondBefore);
  });

  it("changes only the fields sent, and reorders lists by the order sent", async () => {
    const candidate = await newCandidate({ name: "Ravi Kumar" });
    await expectStatus(patchProfile(candidate.agent, { bio: "Driver", skills: ["Driving"], education, experience }), 200);
    const reordered = await expectStatus(patchProfile(candidate.agent, { education: [education[1]!, education[0]!] }), 200);
    expect(reordered.profile).toMatchObject({
      name: "Ravi Kumar",
      bio: "Driver",
      skills: ["Driving"],
      education: [education[1], education[0]],
      experience,
    });
    const emptied = await expectStatus(patchProfile(candidate.agent, { experience: [], skills: [] }), 200);
    expect(emptied.profile).toMatchObject({ experience: [], skills: [], education: [education[1], education[0]] });
  });

  it("fills missing optional entry fields with empty text", async () => {
    const candidate = await newCandidate();
    const { profile } = await expectStatus(patchProfile(candidate.agent, { experience: [{ title: "Cook", company: "Hotel Dasaprakash" }] }), 200);
    expect(profile.experience).toEqual([{ title: "Cook", company: "Hotel Dasaprakash", period: "", details: "" }]);
  });

  it("answers 400 with field messages for bad fields and changes nothing", async () => {
    const candidate = await newCandidate({ name: "Meena" });
    const before = await profileOf(candidate.agent);
    // Untyped: skills as text instead of a list is a wrong type on purpose.
    const response = await candidate.agent.patch("/api/profile", {
      name: " ",
      bio: "ok",
      education: [{ qualification: "", institution: "JSS" }],
      skills: "Tally",
    });
    const error = await expectError(response, 400, "invalid_input");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["education", "name", "skills"]);
    expect(await profileOf(candidate.agent)).toEqual(before);
  });

  it("keeps the wanted job types in their order, once each, and the wanted places like skills", async () => {
    const candidate = await newCandidate();
    const { profile } = await expectStatus(
      patchProfile(candidate.agent, { wantedJobTypes: ["Part-time", "Full-time", "Part-time"], wantedPlaces: [" Hebbal ", "hebbal", "Gokulam", ""] }),
      200,
    );
    expect(profile).toMatchObject({ wantedJobTypes: ["Full-time", "Part-time"], wantedPlaces: ["Hebbal", "Gokulam"] });
    const before = await profileOf(candidate.agent);
    const refused = await candidate.agent.patch("/api/profile", { wantedJobTypes: ["Weekends"], wantedPlaces: ["a", "b", "c", "d", "e", "f"] });
    const error = await expectError(refused, 400, "invalid_input");
    expect(error.fields).toMatchObject({ wantedPlaces: ["You can add at most 5 places"] });
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["wantedJobTypes", "wantedPlaces"]);
    expect(await profileOf(candidate.agent)).toEqual(before);
  });

  it("answers 400 to a body that is not a JSON object", async () => {
    const candidate = await newCandidate();
    for (const body of ["[]", "null", "5", '"bio"', "{not json"]) {
      const response = await candidate.agent.patch("/api/profile", body, { "content-type": "application/json" });
      expect((await expectError(response, 400)).code, body).toBe("invalid_input");
    }
  });

  it("refuses a role change (admin or employer) with 403 role_change_refused and changes nothing", async () => {
    const candidate = await newCandidate({ name: "Kiran" });
    const before = await profileOf(candidate.agent);
    const publish = vi.spyOn(testApp.deps.events, "publish");
    for (const role of ["admin", "employer", null, ["admin"]]) {
      // Untyped: the contract has no `role` field; sending one is the attack under test.
      const response = await candidate.agent.patch("/api/profile", { role, name: "Kiran Admin", bio: "Changed" });
      const error = await expectError(response, 403, "role_change_refused");
      expect(error.message).toBe("Unauthorized role change attempt.");
    }
    const [row] = await testApp.db.select().from(user).where(eq(user.id, candidate.user.id));
    expect(row).toMatchObject({ role: "candidate", name: "Kiran" });
    expect(await profileOf(candidate.agent)).toEqual(before);
    expect(publish).not.toHaveBeenCalled();
  });

  it("ignores a role equal to the candidate's own", async () => {
    const candidate = await newCandidate();
    const response = await candidate.agent.patch("/api/profile", { role: "candidate", bio: "Same role" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ profile: { bio: "Same role" } });
  });

  it("answers random bodies with 2xx or 4xx, never 500, and a refusal changes nothing", async () => {
    const candidate = await newCandidate();
    const entry = fc.record(
      {
        qualification: fc.oneof(fc.string(), fc.integer()),
        institution: fc.string(),
        title: fc.string(),
        company: fc.oneof(fc.string(), fc.constant(null)),
        period: fc.string({ maxLength: 50 }),
        details: fc.string(),
      },
      { requiredKeys: [] },
    );
    const profileLike = fc.record(
      {
        name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        phone: fc.oneof(fc.string(), fc.stringMatching(/^\+?[0-9][0-9 -]{4,14}$/)),
        bio: fc.oneof(fc.string(), fc.boolean()),
        skills: fc.oneof(fc.array(fc.string()), fc.string(), fc.array(fc.integer())),
        education: fc.oneof(fc.array(entry, { maxLength: 3 }), fc.jsonValue()),
        experience: fc.oneof(fc.array(entry, { maxLength: 3 }), fc.jsonValue()),
        role: fc.constantFrom("candidate", "employer", "admin", ""),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(profileLike, fc.jsonValue()), async (body) => {
        const before = await profileOf(candidate.agent);
        // Untyped: random bodies are wrong on purpose.
        const response = await candidate.agent.patch("/api/profile", JSON.stringify(body), { "content-type": "application/json" });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          expect((await expectError(response, response.status)).code).toMatch(/^(invalid_input|role_change_refused)$/);
          expect(await profileOf(candidate.agent)).toEqual(before);
        } else {
          expect(response.status).toBe(200);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("PUT /api/profile/resume", () => {
  it("accepts a real PDF, stores it under a random name with its hash, and points the profile at it", async () => {
    const candidate = await newCandidate();
    const publish = vi.spyOn(testApp.deps.events, "publish");
    const bytes = samplePdf(["Asha Gowda", "Accountant"]);
    const resume = await uploaded(candidate.agent, bytes, "Asha resume.pdf");
    expect(resume).toEqual({ id: expect.any(String), name: "Asha resume.pdf", type: "pdf", size: bytes.byteLength, uploadedAt: expect.any(String), madeFromProfileAt: null });
    const row = await fileRow(resume.id);
    expect(row).toMatchObject({ ownerId: candidate.user.id, originalName: "Asha resume.pdf", type: "pdf", sha256: sha256(bytes) });
    expect(row!.storageKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedBytes(testApp.config, row!.storageKey)).toEqual(bytes);
    expect((await profileOf(candidate.agent)).resume).toEqual(resume);
    expect(publish).toHaveBeenCalledWith({ topic: "profiles", userIds: [candidate.user.id] });
  });

  it("accepts a .docx and a .doc, and a file of exactly 5 MB", async () => {
    const candidate = await newCandidate();
    expect(await uploaded(candidate.agent, sampleDocx(), "cv.docx")).toMatchObject({ name: "cv.docx", type: "docx" });
    expect(await uploaded(candidate.agent, sampleDoc(), "CV.DOC")).toMatchObject({ name: "CV.DOC", type: "doc" });
    const largest = Buffer.alloc(resumeMaxBytes, 0x20);
    samplePdf().copy(largest);
    expect(await uploaded(candidate.agent, largest, "big.pdf")).toMatchObject({ type: "pdf", size: resumeMaxBytes });
  });

  it("keeps a long name trimmed to 200 characters, extension kept", async () => {
    const candidate = await newCandidate();
    const name = `${"ಅ".repeat(250)}.pdf`;
    const resume = await uploaded(candidate.agent, samplePdf(), `  ${name}  `);
    expect(Array.from(resume.name)).toHaveLength(200);
    expect(resume.name).toBe(`${"ಅ".repeat(196)}.pdf`);
  });

  const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
  const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(510)]);
  const tooLarge = Buffer.alloc(resumeMaxBytes + 1, 0x20);
  samplePdf().copy(tooLarge);
  const refusals: [string, Uint8Array, string, number, string][] = [
    ["HTML renamed .pdf", html, "resume.pdf", 415, "invalid_file_format"],
    ["an executable renamed .pdf", exe, "resume.pdf", 415, "invalid_file_format"],
    ["a zip that is not Word renamed .docx", sampleNonWordZip(), "resume.docx", 415, "invalid_file_format"],
    ["a PDF named .docx", samplePdf(), "resume.docx", 415, "invalid_file_format"],
    ["a .docx named .doc", sampleDocx(), "resume.doc", 415, "invalid_file_format"],
    ["a .txt", Buffer.from("Curriculum vitae"), "resume.txt", 415, "invalid_file_format"],
    ["a PDF named .txt", samplePdf(), "resume.txt", 415, "invalid_file_format"],
    ["an empty .pdf", Buffer.alloc(0), "resume.pdf", 415, "invalid_file_format"],
    ["a ../ name", samplePdf(), "../evil.pdf", 400, "invalid_file_name"],
    ["a backslash name", samplePdf(), "..\\evil.pdf", 400, "invalid_file_name"],
    ["a folder in the name", samplePdf(), "uploads/evil.pdf", 400, "invalid_file_name"],
    ["a name of nothing but control and format characters", samplePdf(), "\u202e\u0007\u200b", 400, "invalid_file_name"],
    ["a blank name", samplePdf(), "   ", 400, "invalid_file_name"],
    ["5 MB + 1 byte", tooLarge, "big.pdf", 413, "file_too_large"],
    // Far over the upload's body limit: refused before the route reads it, and still as a file too large.
    ["a 7 MB PDF", Buffer.concat([samplePdf(), Buffer.alloc(7 * 1024 * 1024, 0x20)]), "big.pdf", 413, "file_too_large"],
  ];

  it("keeps a name without its control and bidi characters", async () => {
    const candidate = await newCandidate();
    const resume = await uploaded(candidate.agent, samplePdf(), "asha\u0007\u202e cv.pdf");
    expect(resume.name).toBe("asha cv.pdf");
  });

  it.each(refusals)("refuses %s and stores nothing", async (_label, bytes, name, status, code) => {
    const candidate = await newCandidate();
    const kept = await uploaded(candidate.agent, samplePdf(), "kept.pdf");
    const storedBefore = await storedFiles();
    const rowsBefore = await fileRowCount();
    expect((await expectError(upload(candidate.agent, bytes, name), status)).code).toBe(code);
    expect(await storedFiles()).toEqual(storedBefore);
    expect(await fileRowCount()).toBe(rowsBefore);
    expect((await profileOf(candidate.agent)).resume).toEqual(kept);
  });

  it("gives the exact 'Invalid file format' message", async () => {
    const candidate = await newCandidate();
    const error = await expectError(upload(candidate.agent, html, "resume.pdf"), 415);
    expect(error.message).toBe("Invalid file format — Please upload PDF or MS Word documents only (.pdf, .doc, .docx)");
  });

  it("answers 400 invalid_input without a file field, or with a text field named file, and stores nothing", async () => {
    const candidate = await newCandidate();
    const storedBefore = await storedFiles();
    const rowsBefore = await fileRowCount();
    await expectError(uploadUnder(candidate.agent, "document", samplePdf(), "resume.pdf"), 400, "invalid_input");
    await expectError(candidate.agent.api.profile.resume.$put({ form: { file: "resume.pdf" } }), 400);
    // Untyped from here: JSON, no body at all, and a cut-off multipart body.
    await expectError(candidate.agent.put("/api/profile/resume", { file: "resume.pdf" }), 400);
    await expectError(candidate.agent.put("/api/profile/resume", undefined), 400);
    const broken = await candidate.agent.fetch("/api/profile/resume", {
      method: "PUT",
      body: "--x\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\r\n%PDF",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(broken.status).toBe(400);
    expect(await storedFiles()).toEqual(storedBefore);
    expect(await fileRowCount()).toBe(rowsBefore);
  });

  it("removes the replaced resume (row and bytes) when no application keeps it", async () => {
    const candidate = await newCandidate();
    const first = await uploaded(candidate.agent, samplePdf(["first"]), "first.pdf");
    const firstKey = (await fileRow(first.id))!.storageKey;
    expect((await uploaded(candidate.agent, sampleDocx(), "second.docx")).name).toBe("second.docx");
    expect(await fileRow(first.id)).toBeUndefined();
    expect(await storedFiles()).not.toContain(firstKey);
  });

  it("leaves one resume and no stray file after two uploads at the same moment", async () => {
    const candidate = await newCandidate();
    const storedBefore = (await storedFiles()).length;
    const responses = await Promise.all([
      upload(candidate.agent, samplePdf(["one"]), "one.pdf"),
      upload(candidate.agent, samplePdf(["two"]), "two.pdf"),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const owned = await testApp.db.select().from(files).where(eq(files.ownerId, candidate.user.id));
    expect(owned).toHaveLength(1);
    expect((await profileOf(candidate.agent)).resume?.id).toBe(owned[0]!.id);
    expect(await storedFiles()).toHaveLength(storedBefore + 1);
  });

  it("keeps a replaced resume that an application refers to", async () => {
    const candidate = await newCandidate();
    const first = await uploaded(candidate.agent, samplePdf(["applied with"]), "applied.pdf");
    const firstKey = (await fileRow(first.id))!.storageKey;
    await insertApplication(testApp.db, { jobId: await employerJob(), candidateId: candidate.user.id, resumeFileId: first.id });
    await uploaded(candidate.agent, samplePdf(["newer"]), "newer.pdf");
    expect(await fileRow(first.id)).toMatchObject({ id: first.id, originalName: "applied.pdf" });
    expect(await storedFiles()).toContain(firstKey);
  });

  it("answers random uploads with 2xx or 4xx, never 500, and a refusal stores nothing", async () => {
    const candidate = await newCandidate();
    const magic = fc.constantFrom(
      new Uint8Array(0),
      new Uint8Array(Buffer.from("%PDF-1.4\n")),
      new Uint8Array(Buffer.from("MZ")),
      new Uint8Array(Buffer.from("PK\u0003\u0004")),
      new Uint8Array(sampleDoc().subarray(0, 8)),
      new Uint8Array(Buffer.from("<html>")),
    );
    const bytes = fc
      .tuple(magic, fc.uint8Array({ maxLength: 600 }))
      .map(([head, tail]) => new Uint8Array([...head, ...tail]));
    const name = fc
      .tuple(
        fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("..", "../x", "a\\b", "\u0000", "ಅಶಾ", " ")),
        fc.constantFrom(".pdf", ".doc", ".docx", ".PDF", ".txt", ".exe", "", ".pdf.exe"),
      )
      .map(([stem, extension]) => stem + extension);
    await fc.assert(
      fc.asyncProperty(bytes, name, fc.constantFrom("file", "file", "resume"), async (content, fileName, field) => {
        const before = await profileOf(candidate.agent);
        const storedBefore = await storedFiles();
        const rowsBefore = await fileRowCount();
        // Untyped: random field names and contents are wrong on purpose.
        const response = await uploadUnder(candidate.agent, field, content, fileName);
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          expect(await storedFiles()).toEqual(storedBefore);
          expect(await fileRowCount()).toBe(rowsBefore);
          expect(await profileOf(candidate.agent)).toEqual(before);
        } else {
          expect(response.status).toBe(200);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("DELETE /api/profile/resume", () => {
  const removeResume = (agent: Agent) => agent.api.profile.resume.$delete();

  it("clears the resume and removes it when unreferenced", async () => {
    const candidate = await newCandidate();
    const resume = await uploaded(candidate.agent, samplePdf(), "gone.pdf");
    const key = (await fileRow(resume.id))!.storageKey;
    const { profile } = await expectStatus(removeResume(candidate.agent), 200);
    expect(profile.resume).toBeNull();
    expect(await fileRow(resume.id)).toBeUndefined();
    expect(await storedFiles()).not.toContain(key);
    const [row] = await testApp.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.user.id));
    expect(row?.resumeFileId).toBeNull();
  });

  it("keeps a resume an application refers to, and answers 200 with no resume at all", async () => {
    const candidate = await newCandidate();
    const resume = await uploaded(candidate.agent, samplePdf(), "kept.pdf");
    await insertApplication(testApp.db, { jobId: await employerJob(), candidateId: candidate.user.id, resumeFileId: resume.id });
    expect((await expectStatus(removeResume(candidate.agent), 200)).profile.resume).toBeNull();
    expect(await fileRow(resume.id)).toBeDefined();
    expect((await expectStatus(removeResume(candidate.agent), 200)).profile.resume).toBeNull();
  });
});
