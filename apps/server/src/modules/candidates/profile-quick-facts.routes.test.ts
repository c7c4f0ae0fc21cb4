import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileDownloadPath } from "@app/shared/candidates";
import { candidateProfiles } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, signInAdmin, signUpAgent, type Agent, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let scratch: string;

beforeAll(async () => {
  testApp = await createTestApp();
  scratch = mkdtempSync(path.join(os.tmpdir(), "nj-quick-facts-"));
});
afterAll(async () => {
  await testApp.close();
  rmSync(scratch, { recursive: true, force: true });
});

const profileOf = async (agent: Agent) => (await expectStatus(agent.api.profile.$get(), 200)).profile;

async function pdfText(agent: Agent, fileId: string): Promise<string> {
  const response = await agent.fetch(fileDownloadPath(fileId), {});
  expect(response.status).toBe(200);
  const file = path.join(scratch, `${fileId}.pdf`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

describe("PATCH /api/profile: years, languages spoken and education level (issue 52)", () => {
  it("saves them, keeps the languages in the list's order once each, and stores them on the profile row", async () => {
    const { agent, user } = await signUpAgent(testApp, "candidate");
    const { profile } = await expectStatus(
      agent.api.profile.$patch({ json: { experienceYears: 6, spokenLanguages: ["hindi", "kannada", "hindi"], educationLevel: "sslc" } }),
      200,
    );
    expect(profile).toMatchObject({ experienceYears: 6, spokenLanguages: ["kannada", "hindi"], educationLevel: "sslc" });
    const [row] = await testApp.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
    expect(row).toMatchObject({ experienceYears: 6, spokenLanguages: ["kannada", "hindi"], educationLevel: "sslc" });

    // Another field alone leaves them; null clears years and level.
    await expectStatus(agent.api.profile.$patch({ json: { bio: "Driver" } }), 200);
    expect(await profileOf(agent)).toMatchObject({ experienceYears: 6, educationLevel: "sslc" });
    const { profile: cleared } = await expectStatus(agent.api.profile.$patch({ json: { experienceYears: null, educationLevel: null, spokenLanguages: [] } }), 200);
    expect(cleared).toMatchObject({ experienceYears: null, spokenLanguages: [], educationLevel: null });
  });

  it("takes 0 and 50 years, and answers 400 with each bad field's message, changing nothing", async () => {
    const { agent } = await signUpAgent(testApp, "candidate");
    await expectStatus(agent.api.profile.$patch({ json: { experienceYears: 0 } }), 200);
    await expectStatus(agent.api.profile.$patch({ json: { experienceYears: 50 } }), 200);
    const before = await profileOf(agent);
    for (const years of [51, -1, 2.5, "5"]) {
      const error = await expectError(await agent.patch("/api/profile", { experienceYears: years }), 400, "invalid_input");
      expect(error.fields).toEqual({ experienceYears: ["Please give the years as a whole number from 0 to 50"] });
    }
    const error = await expectError(await agent.patch("/api/profile", { spokenLanguages: ["kannada", "french"], educationLevel: "phd" }), 400, "invalid_input");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["educationLevel", "spokenLanguages"]);
    expect(await profileOf(agent)).toEqual(before);
  });

  it("makes a résumé from these facts alone, each written in the résumé's language, and the trades picked in it too", async () => {
    const { agent } = await signUpAgent(testApp, "candidate", { name: "Ravi Kumar" });
    await expectStatus(
      agent.api.profile.$patch({ json: { skills: ["ಚಾಲಕ", "Cook"], experienceYears: 4, spokenLanguages: ["kannada", "english"], educationLevel: "puc" } }),
      200,
    );
    const english = await expectStatus(agent.api.profile.resume.made.$post({ json: { language: "en" } }), 201);
    const englishText = await pdfText(agent, english.profile.resume!.id);
    for (const line of ["Driver · Cook", "Languages: Kannada, English", "4 years of experience", "PUC (12th)"]) expect(englishText).toContain(line);

    const kannada = await expectStatus(agent.api.profile.resume.made.$post({ json: { language: "kn" } }), 201);
    const kannadaText = await pdfText(agent, kannada.profile.resume!.id);
    for (const line of ["ಚಾಲಕ · ಅಡುಗೆಯವರು", "ಮಾತನಾಡುವ ಭಾಷೆಗಳು: ಕನ್ನಡ, ಇಂಗ್ಲಿಷ್", "4 ವರ್ಷ ಅನುಭವ", "ಪಿಯುಸಿ (12ನೇ ತರಗತಿ)"]) expect(kannadaText).toContain(line);
  });
});

describe("PATCH /api/profile: driving licences (issue 52)", () => {
  it("saves the licences held in the list's order, once each, refuses one not in the list, and a résumé names them in its language", async () => {
    const { agent, user } = await signUpAgent(testApp, "candidate", { name: "Manjunath Gowda" });
    expect((await profileOf(agent)).drivingLicences).toEqual([]);
    const { profile } = await expectStatus(agent.api.profile.$patch({ json: { drivingLicences: ["heavy", "twoWheeler", "heavy"] } }), 200);
    expect(profile.drivingLicences).toEqual(["twoWheeler", "heavy"]);
    const [row] = await testApp.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
    expect(row!.drivingLicences).toEqual(["twoWheeler", "heavy"]);

    const error = await expectError(await agent.patch("/api/profile", { drivingLicences: ["car", "tractor"] }), 400, "invalid_input");
    expect(error.fields).toEqual({ drivingLicences: ["Please choose driving licences from the list"] });
    expect((await profileOf(agent)).drivingLicences).toEqual(["twoWheeler", "heavy"]);

    // The licences alone are enough for a résumé.
    const english = await expectStatus(agent.api.profile.resume.made.$post({ json: { language: "en" } }), 201);
    expect(await pdfText(agent, english.profile.resume!.id)).toContain("Driving licence: Two-wheeler (MCWG), Heavy or transport vehicle (HMV)");
    const kannada = await expectStatus(agent.api.profile.resume.made.$post({ json: { language: "kn" } }), 201);
    expect(await pdfText(agent, kannada.profile.resume!.id)).toContain("ಡ್ರೈವಿಂಗ್ ಲೈಸೆನ್ಸ್: ದ್ವಿಚಕ್ರ ವಾಹನ (MCWG), ಭಾರಿ ಅಥವಾ ಸಾರಿಗೆ ವಾಹನ (HMV)");

    // An empty list clears them.
    expect((await expectStatus(agent.api.profile.$patch({ json: { drivingLicences: [] } }), 200)).profile.drivingLicences).toEqual([]);
  });
});

describe("GET /api/profile/trades", () => {
  it("gives a candidate the search's trades named in English and Kannada, with the words to find them by", async () => {
    const { agent } = await signUpAgent(testApp, "candidate");
    const { trades } = await expectStatus(agent.api.profile.trades.$get(), 200);
    expect(trades.length).toBeGreaterThan(100);
    expect(trades.find((trade) => trade.id === "driver")).toMatchObject({ en: "Driver", kn: "ಚಾಲಕ", words: expect.arrayContaining(["ಡ್ರೈವರ್", "chauffeur"]) });
    expect(trades.find((trade) => trade.id === "tailor")).toMatchObject({ en: "Tailor", kn: "ಟೈಲರ್", words: expect.arrayContaining(["ದರ್ಜಿ"]) });
    expect(new Set(trades.map((trade) => trade.en)).size).toBe(trades.length);
  });

  it("is for candidates only", async () => {
    expect((await testApp.agent().api.profile.trades.$get()).status).toBe(401);
    const employer = await signUpAgent(testApp, "employer");
    await expectError(await employer.agent.api.profile.trades.$get(), 403, "candidates_only");
    const admin = await signInAdmin(testApp);
    await expectError(await admin.api.profile.trades.$get(), 403, "candidates_only");
  });
});
