import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resumeMaxBytes } from "@app/shared/candidates";
import { sampleDoc, sampleDocx, sampleNonWordZip, samplePdf } from "../../db/sample-documents.ts";
import { applications, candidateProfiles, files, jobs, user } from "../../db/schema/index.ts";
import { ensureAdminAccount } from "../accounts/admin-account.service.ts";
import { createTestApp, signUpAgent, testOrigin, type Agent, type TestApp, type TestResponse } from "../../test/test-app.ts";

let testApp: TestApp;
let employer: Awaited<ReturnType<typeof signUpAgent>>;
let admin: Agent;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUpAgent(testApp, "employer");
  await ensureAdminAccount(testApp.deps, testApp.config.adminEmail, "admin-pass-1");
  admin = testApp.agent();
  const signIn = await admin.post("/api/accounts/sign-in/admin", { email: testApp.config.adminEmail, password: "admin-pass-1" });
  expect(signIn.status).toBe(200);
});
afterAll(() => testApp.close());

// Each sign-up from its own address, so the sign-up rate limit does not refuse the many accounts here.
let addresses = 0;
const newCandidate = (overrides: Parameters<typeof signUpAgent>[2] = {}) => {
  addresses += 1;
  return signUpAgent(testApp, "candidate", overrides, { "x-forwarded-for": `10.4.${addresses >> 8}.${addresses & 255}` });
};

function cookieHeader(agent: Agent): Record<string, string> {
  return agent.cookies.size ? { cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join("; ") } : {};
}

/** Sends a multipart upload the way the browser's form does (the test agent speaks JSON only). */
async function upload(agent: Agent, bytes: Uint8Array, name: string, field = "file"): Promise<TestResponse> {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name));
  const response = await testApp.app.request("/api/profile/resume", {
    method: "PUT",
    body: form,
    headers: { origin: testOrigin, ...cookieHeader(agent) },
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const uploadsDir = () => path.join(testApp.config.dataDir, "uploads");
function storedFiles(): string[] {
  try {
    return readdirSync(uploadsDir()).sort();
  } catch {
    return [];
  }
}
async function fileRowCount(): Promise<number> {
  const [row] = await testApp.db.select({ value: count() }).from(files);
  return row!.value;
}
async function fileRow(id: string) {
  const [row] = await testApp.db.select().from(files).where(eq(files.id, id));
  return row;
}
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function insertJob(employerId: string) {
  const [job] = await testApp.db
    .insert(jobs)
    .values({ title: "Cashier", company: "Mysore Stores", location: "Mysuru", employerId, description: "Billing." })
    .returning({ id: jobs.id });
  return job!.id;
}

const education = [
  { qualification: "B.Com", institution: "Maharaja's College", period: "2019 - 2022", details: "" },
  { qualification: "PUC", institution: "Marimallappa's PU College", period: "2017 - 2019", details: "Commerce" },
];
const experience = [{ title: "Billing clerk", company: "Mysore Stores", period: "2022 - 2024", details: "Tally and GST." }];

describe("GET /api/profile", () => {
  it("gives a new candidate the defaults, with name, e-mail and phone from sign-up", async () => {
    const candidate = await newCandidate({ name: "Asha Gowda", phone: "9845011111" });
    const response = await candidate.agent.get("/api/profile");
    expect(response.status).toBe(200);
    expect(response.body.profile).toEqual({
      id: candidate.user.id,
      name: "Asha Gowda",
      email: candidate.user.email,
      phone: "9845011111",
      bio: "",
      skills: [],
      education: [],
      experience: [],
      resume: null,
      updatedAt: expect.any(String),
    });
  });

  it("is for candidates only: signed out 401, employer and admin 403 candidates_only, on every route", async () => {
    const guest = testApp.agent();
    for (const [method, url] of [
      ["GET", "/api/profile"],
      ["PATCH", "/api/profile"],
      ["PUT", "/api/profile/resume"],
      ["DELETE", "/api/profile/resume"],
    ] as const) {
      const body = method === "PATCH" ? { bio: "Hacked" } : undefined;
      const signedOut = await guest.request(method, url, body);
      expect(signedOut.status, `${method} ${url}`).toBe(401);
      expect(signedOut.body.error.code).toBe("unauthenticated");
      for (const agent of [employer.agent, admin]) {
        const refused = await agent.request(method, url, body);
        expect(refused.status, `${method} ${url}`).toBe(403);
        expect(refused.body.error).toMatchObject({ code: "candidates_only", message: "Please login as a candidate to do this." });
      }
    }
    expect(await testApp.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, employer.user.id))).toEqual([]);
    const employerUpload = await upload(employer.agent, samplePdf(), "resume.pdf");
    expect(employerUpload.status).toBe(403);
    expect(await fileRowCount()).toBe(0);
  });
});

describe("PATCH /api/profile", () => {
  it("saves every field, normalises skills, keeps name and phone on the user, and publishes a profiles event", async () => {
    const candidate = await newCandidate();
    const before = (await candidate.agent.get("/api/profile")).body.profile;
    const publish = vi.spyOn(testApp.deps.events, "publish");
    const response = await candidate.agent.patch("/api/profile", {
      name: "  Asha Gowda ",
      phone: "+91 98450 22222",
      bio: " Accountant from Mysuru. ",
      skills: [" Tally ", "", "GST", "tally", "  ", "Excel  Sheets", "gst"],
      education,
      experience,
    });
    expect(response.status).toBe(200);
    const expected = {
      name: "Asha Gowda",
      phone: "+91 98450 22222",
      bio: "Accountant from Mysuru.",
      skills: ["Tally", "GST", "Excel Sheets"],
      education,
      experience,
      resume: null,
    };
    expect(response.body.profile).toMatchObject(expected);
    expect(response.body.profile.updatedAt > before.updatedAt).toBe(true);
    expect((await candidate.agent.get("/api/profile")).body.profile).toEqual(response.body.profile);
    const [row] = await testApp.db.select().from(user).where(eq(user.id, candidate.user.id));
    expect(row).toMatchObject({ name: "Asha Gowda", phone: "+91 98450 22222", role: "candidate" });
    expect(publish).toHaveBeenCalledWith({ topic: "profiles", userIds: [candidate.user.id] });
  });

  it("changes only the signed-in candidate's own profile", async () => {
    const first = await newCandidate();
    const second = await newCandidate();
    const secondBefore = (await second.agent.get("/api/profile")).body.profile;
    expect((await first.agent.patch("/api/profile", { name: "Someone Else", bio: "Mine" })).status).toBe(200);
    expect((await second.agent.get("/api/profile")).body.profile).toEqual(secondBefore);
  });

  it("changes only the fields sent, and reorders lists by the order sent", async () => {
    const candidate = await newCandidate({ name: "Ravi Kumar" });
    await candidate.agent.patch("/api/profile", { bio: "Driver", skills: ["Driving"], education, experience });
    const reordered = await candidate.agent.patch("/api/profile", { education: [education[1], education[0]] });
    expect(reordered.status).toBe(200);
    expect(reordered.body.profile).toMatchObject({
      name: "Ravi Kumar",
      bio: "Driver",
      skills: ["Driving"],
      education: [education[1], education[0]],
      experience,
    });
    const emptied = await candidate.agent.patch("/api/profile", { experience: [], skills: [] });
    expect(emptied.body.profile).toMatchObject({ experience: [], skills: [], education: [education[1], education[0]] });
  });

  it("fills missing optional entry fields with empty text", async () => {
    const candidate = await newCandidate();
    const response = await candidate.agent.patch("/api/profile", { experience: [{ title: "Cook", company: "Hotel Dasaprakash" }] });
    expect(response.status).toBe(200);
    expect(response.body.profile.experience).toEqual([{ title: "Cook", company: "Hotel Dasaprakash", period: "", details: "" }]);
  });

  it("answers 400 with field messages for bad fields and changes nothing", async () => {
    const candidate = await newCandidate({ name: "Meena" });
    const before = (await candidate.agent.get("/api/profile")).body.profile;
    const response = await candidate.agent.patch("/api/profile", {
      name: " ",
      bio: "ok",
      education: [{ qualification: "", institution: "JSS" }],
      skills: "Tally",
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("invalid_input");
    expect(Object.keys(response.body.error.fields).sort()).toEqual(["education", "name", "skills"]);
    expect((await candidate.agent.get("/api/profile")).body.profile).toEqual(before);
  });

  it("answers 400 to a body that is not a JSON object", async () => {
    const candidate = await newCandidate();
    for (const body of ["[]", "null", "5", '"bio"', "{not json"]) {
      const response = await candidate.agent.patch("/api/profile", body, { "content-type": "application/json" });
      expect(response.status, body).toBe(400);
      expect(response.body.error.code).toBe("invalid_input");
    }
  });

  it("refuses a role change (admin or employer) with 403 role_change_refused and changes nothing", async () => {
    const candidate = await newCandidate({ name: "Kiran" });
    const before = (await candidate.agent.get("/api/profile")).body.profile;
    const publish = vi.spyOn(testApp.deps.events, "publish");
    for (const role of ["admin", "employer", null, ["admin"]]) {
      const response = await candidate.agent.patch("/api/profile", { role, name: "Kiran Admin", bio: "Changed" });
      expect(response.status).toBe(403);
      expect(response.body.error).toMatchObject({ code: "role_change_refused", message: "Unauthorized role change attempt." });
    }
    const [row] = await testApp.db.select().from(user).where(eq(user.id, candidate.user.id));
    expect(row).toMatchObject({ role: "candidate", name: "Kiran" });
    expect((await candidate.agent.get("/api/profile")).body.profile).toEqual(before);
    expect(publish).not.toHaveBeenCalled();
  });

  it("ignores a role equal to the candidate's own", async () => {
    const candidate = await newCandidate();
    const response = await candidate.agent.patch("/api/profile", { role: "candidate", bio: "Same role" });
    expect(response.status).toBe(200);
    expect(response.body.profile.bio).toBe("Same role");
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
        const before = (await candidate.agent.get("/api/profile")).body.profile;
        const response = await candidate.agent.patch("/api/profile", JSON.stringify(body), { "content-type": "application/json" });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          expect(response.body.error.code).toMatch(/^(invalid_input|role_change_refused)$/);
          expect((await candidate.agent.get("/api/profile")).body.profile).toEqual(before);
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
    const response = await upload(candidate.agent, bytes, "Asha resume.pdf");
    expect(response.status).toBe(200);
    const resume = response.body.profile.resume;
    expect(resume).toEqual({ id: expect.any(String), name: "Asha resume.pdf", type: "pdf", size: bytes.byteLength, uploadedAt: expect.any(String) });
    const row = await fileRow(resume.id);
    expect(row).toMatchObject({ ownerId: candidate.user.id, originalName: "Asha resume.pdf", type: "pdf", sha256: sha256(bytes) });
    expect(row!.storageKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(readFileSync(path.join(uploadsDir(), row!.storageKey))).toEqual(bytes);
    expect((await candidate.agent.get("/api/profile")).body.profile.resume).toEqual(resume);
    expect(publish).toHaveBeenCalledWith({ topic: "profiles", userIds: [candidate.user.id] });
  });

  it("accepts a .docx and a .doc, and a file of exactly 5 MB", async () => {
    const candidate = await newCandidate();
    const docx = await upload(candidate.agent, sampleDocx(), "cv.docx");
    expect(docx.status).toBe(200);
    expect(docx.body.profile.resume).toMatchObject({ name: "cv.docx", type: "docx" });
    const doc = await upload(candidate.agent, sampleDoc(), "CV.DOC");
    expect(doc.status).toBe(200);
    expect(doc.body.profile.resume).toMatchObject({ name: "CV.DOC", type: "doc" });
    const largest = Buffer.alloc(resumeMaxBytes, 0x20);
    samplePdf().copy(largest);
    const full = await upload(candidate.agent, largest, "big.pdf");
    expect(full.status).toBe(200);
    expect(full.body.profile.resume).toMatchObject({ type: "pdf", size: resumeMaxBytes });
  });

  it("keeps a long name trimmed to 200 characters, extension kept", async () => {
    const candidate = await newCandidate();
    const name = `${"ಅ".repeat(250)}.pdf`;
    const response = await upload(candidate.agent, samplePdf(), `  ${name}  `);
    expect(response.status).toBe(200);
    expect(Array.from(response.body.profile.resume.name as string)).toHaveLength(200);
    expect(response.body.profile.resume.name).toBe(`${"ಅ".repeat(196)}.pdf`);
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
    ["a control character", samplePdf(), "evil\u0007.pdf", 400, "invalid_file_name"],
    ["a blank name", samplePdf(), "   ", 400, "invalid_file_name"],
    ["5 MB + 1 byte", tooLarge, "big.pdf", 413, "file_too_large"],
  ];

  it.each(refusals)("refuses %s and stores nothing", async (_label, bytes, name, status, code) => {
    const candidate = await newCandidate();
    const kept = (await upload(candidate.agent, samplePdf(), "kept.pdf")).body.profile.resume;
    const storedBefore = storedFiles();
    const rowsBefore = await fileRowCount();
    const response = await upload(candidate.agent, bytes, name);
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(code);
    expect(storedFiles()).toEqual(storedBefore);
    expect(await fileRowCount()).toBe(rowsBefore);
    expect((await candidate.agent.get("/api/profile")).body.profile.resume).toEqual(kept);
  });

  it("gives the exact 'Invalid file format' message", async () => {
    const candidate = await newCandidate();
    const response = await upload(candidate.agent, html, "resume.pdf");
    expect(response.body.error.message).toBe(
      "Invalid file format — Please upload PDF or MS Word documents only (.pdf, .doc, .docx)",
    );
  });

  it("answers 400 invalid_input without a file field, or with a text field named file, and stores nothing", async () => {
    const candidate = await newCandidate();
    const storedBefore = storedFiles();
    const rowsBefore = await fileRowCount();
    const otherField = await upload(candidate.agent, samplePdf(), "resume.pdf", "document");
    expect(otherField.status).toBe(400);
    expect(otherField.body.error.code).toBe("invalid_input");
    const textForm = new FormData();
    textForm.append("file", "resume.pdf");
    const textField = await testApp.app.request("/api/profile/resume", {
      method: "PUT",
      body: textForm,
      headers: { origin: testOrigin, ...cookieHeader(candidate.agent) },
    });
    expect(textField.status).toBe(400);
    const json = await candidate.agent.put("/api/profile/resume", { file: "resume.pdf" });
    expect(json.status).toBe(400);
    const empty = await candidate.agent.put("/api/profile/resume", undefined);
    expect(empty.status).toBe(400);
    const broken = await testApp.app.request("/api/profile/resume", {
      method: "PUT",
      body: "--x\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\r\n%PDF",
      headers: { origin: testOrigin, "content-type": "multipart/form-data; boundary=x", ...cookieHeader(candidate.agent) },
    });
    expect(broken.status).toBe(400);
    expect(storedFiles()).toEqual(storedBefore);
    expect(await fileRowCount()).toBe(rowsBefore);
  });

  it("removes the replaced resume (row and bytes) when no application keeps it", async () => {
    const candidate = await newCandidate();
    const first = (await upload(candidate.agent, samplePdf(["first"]), "first.pdf")).body.profile.resume;
    const firstKey = (await fileRow(first.id))!.storageKey;
    const second = await upload(candidate.agent, sampleDocx(), "second.docx");
    expect(second.status).toBe(200);
    expect(second.body.profile.resume.name).toBe("second.docx");
    expect(await fileRow(first.id)).toBeUndefined();
    expect(storedFiles()).not.toContain(firstKey);
  });

  it("leaves one resume and no stray file after two uploads at the same moment", async () => {
    const candidate = await newCandidate();
    const storedBefore = storedFiles().length;
    const responses = await Promise.all([
      upload(candidate.agent, samplePdf(["one"]), "one.pdf"),
      upload(candidate.agent, samplePdf(["two"]), "two.pdf"),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const owned = await testApp.db.select().from(files).where(eq(files.ownerId, candidate.user.id));
    expect(owned).toHaveLength(1);
    expect((await candidate.agent.get("/api/profile")).body.profile.resume.id).toBe(owned[0]!.id);
    expect(storedFiles()).toHaveLength(storedBefore + 1);
  });

  it("keeps a replaced resume that an application refers to", async () => {
    const candidate = await newCandidate();
    const first = (await upload(candidate.agent, samplePdf(["applied with"]), "applied.pdf")).body.profile.resume;
    const firstKey = (await fileRow(first.id))!.storageKey;
    const jobId = await insertJob(employer.user.id);
    await testApp.db.insert(applications).values({ jobId, candidateId: candidate.user.id, resumeFileId: first.id });
    const second = await upload(candidate.agent, samplePdf(["newer"]), "newer.pdf");
    expect(second.status).toBe(200);
    expect(await fileRow(first.id)).toMatchObject({ id: first.id, originalName: "applied.pdf" });
    expect(storedFiles()).toContain(firstKey);
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
        const before = (await candidate.agent.get("/api/profile")).body.profile;
        const storedBefore = storedFiles();
        const rowsBefore = await fileRowCount();
        const response = await upload(candidate.agent, content, fileName, field);
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          expect(storedFiles()).toEqual(storedBefore);
          expect(await fileRowCount()).toBe(rowsBefore);
          expect((await candidate.agent.get("/api/profile")).body.profile).toEqual(before);
        } else {
          expect(response.status).toBe(200);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("DELETE /api/profile/resume", () => {
  it("clears the resume and removes it when unreferenced", async () => {
    const candidate = await newCandidate();
    const resume = (await upload(candidate.agent, samplePdf(), "gone.pdf")).body.profile.resume;
    const key = (await fileRow(resume.id))!.storageKey;
    const response = await candidate.agent.delete("/api/profile/resume");
    expect(response.status).toBe(200);
    expect(response.body.profile.resume).toBeNull();
    expect(await fileRow(resume.id)).toBeUndefined();
    expect(storedFiles()).not.toContain(key);
    const [profile] = await testApp.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.user.id));
    expect(profile?.resumeFileId).toBeNull();
  });

  it("keeps a resume an application refers to, and answers 200 with no resume at all", async () => {
    const candidate = await newCandidate();
    const resume = (await upload(candidate.agent, samplePdf(), "kept.pdf")).body.profile.resume;
    const jobId = await insertJob(employer.user.id);
    await testApp.db.insert(applications).values({ jobId, candidateId: candidate.user.id, resumeFileId: resume.id });
    expect((await candidate.agent.delete("/api/profile/resume")).body.profile.resume).toBeNull();
    expect(await fileRow(resume.id)).toBeDefined();
    const again = await candidate.agent.delete("/api/profile/resume");
    expect(again.status).toBe(200);
    expect(again.body.profile.resume).toBeNull();
  });
});
