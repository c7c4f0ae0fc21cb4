/**
 * `npm run bench:pictures`, and the last part of `npm run bench` (issue 52): the pictures the server
 * draws, in English and Kannada, on a fresh PGlite DATA_DIR (its fonts subset into DATA_DIR/fonts on
 * first use, as on a new server) and the real app started on a loopback port, every figure asked for
 * over HTTP as a browser asks:
 * - a résumé made from a full profile (`POST /api/profile/resume/made`: skills, experience,
 *   education, years, languages, education level, driving licences, places, a headline and a photo), and the PDF
 *   maker alone (resume-maker.ts) on the same profile;
 * - a job's share picture (`GET /jobs/:id/share.png?lang=&v=`, the address its page links): drawn
 *   fresh (each sample another job, so nothing is on disk yet), then the same pictures again, read
 *   from DATA_DIR/share-pictures.
 * Each figure: warm-up rounds, then BENCH_PICTURE_ITERATIONS (40) measured ones; p50/p95 in ms.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Language } from "@app/shared/constants";
import type { UpdateProfileInput } from "@app/shared/candidates";
import { sampleJobPosts } from "@app/shared/factories";
import { createApp } from "../src/app.ts";
import { testConfig } from "../src/config.ts";
import { openPglite } from "../src/db/client.ts";
import { jobRow } from "../src/db/factories.ts";
import { candidateProfiles, jobs, user } from "../src/db/schema/index.ts";
import { createDependencies } from "../src/dependencies.ts";
import { createLogger } from "../src/http/logger.ts";
import { makeResumePdf, type ResumeContent } from "../src/modules/candidates/resume-maker.ts";
import { timeRuns } from "./timing.ts";

const iterations = Number(process.env.BENCH_PICTURE_ITERATIONS ?? 40);
const warmups = 5;
const goals = { resume: 500, freshPicture: 300, cachedPicture: 20 };
const webRoot = path.resolve(import.meta.dirname, "../../web/dist");

/** A full profile in each language: what a driver who filled every question would have. */
const profiles: Record<Language, UpdateProfileInput & { headline: string }> = {
  en: {
    name: "Ramesh Kumar",
    phone: "+91 98450 12345",
    headline: "Driver with a heavy vehicle licence",
    bio: "Eight years of driving cars and tempos around Mysuru and to Ooty, Coorg and Bengaluru. I know the city's roads well, keep the vehicle clean and serviced, and talk to travellers in Kannada, English and Hindi.",
    skills: ["Driving", "GPS", "Vehicle maintenance", "Customer service", "First aid"],
    experience: [
      { title: "Driver", company: "Sri Lakshmi Travels", period: "2018 - 2025", details: "Took tourists to Ooty and Coorg; kept the logbook and the service record of three cars." },
      { title: "Delivery driver", company: "Chamundi Logistics", period: "2015 - 2018", details: "Delivered goods to shops across Mysuru on time, six days a week." },
      { title: "Helper", company: "Mysore Auto Works", period: "2013 - 2015", details: "Helped the mechanics with tyres, oil changes and washing." },
    ],
    education: [
      { qualification: "SSLC", institution: "Government High School, Hebbal", period: "2012", details: "" },
      { qualification: "Driving training", institution: "RTO Driving School, Mysuru", period: "2013", details: "Heavy vehicle licence." },
    ],
    wantedJobTypes: ["Full-time", "Contract"],
    wantedPlaces: ["Hebbal", "Vijayanagar", "Gokulam"],
    experienceYears: 8,
    spokenLanguages: ["kannada", "english", "hindi"],
    educationLevel: "sslc",
    drivingLicences: ["twoWheeler", "car", "heavy"],
  },
  kn: {
    name: "ರಮೇಶ್ ಕುಮಾರ್",
    phone: "+91 98450 12346",
    headline: "ಭಾರಿ ವಾಹನ ಲೈಸೆನ್ಸ್ ಇರುವ ಡ್ರೈವರ್",
    bio: "ಮೈಸೂರಿನಲ್ಲಿ ಎಂಟು ವರ್ಷ ಕಾರು ಮತ್ತು ಟೆಂಪೋ ಓಡಿಸಿದ ಅನುಭವ, ಊಟಿ, ಕೂರ್ಗ್ ಮತ್ತು ಬೆಂಗಳೂರಿಗೂ ಹೋಗಿದ್ದೇನೆ. ನಗರದ ರಸ್ತೆಗಳು ಚೆನ್ನಾಗಿ ಗೊತ್ತು, ವಾಹನವನ್ನು ಸ್ವಚ್ಛವಾಗಿ ಇಡುತ್ತೇನೆ ಮತ್ತು ಪ್ರಯಾಣಿಕರೊಂದಿಗೆ ಕನ್ನಡ, ಇಂಗ್ಲಿಷ್ ಮತ್ತು ಹಿಂದಿಯಲ್ಲಿ ಮಾತನಾಡುತ್ತೇನೆ.",
    skills: ["ಡ್ರೈವಿಂಗ್", "GPS", "ವಾಹನ ನಿರ್ವಹಣೆ", "ಗ್ರಾಹಕ ಸೇವೆ", "ಪ್ರಥಮ ಚಿಕಿತ್ಸೆ"],
    experience: [
      { title: "ಡ್ರೈವರ್", company: "Sri Lakshmi Travels", period: "2018 - 2025", details: "ಪ್ರವಾಸಿಗರನ್ನು ಊಟಿ, ಕೂರ್ಗ್‌ಗೆ ಕರೆದೊಯ್ದೆ; ಮೂರು ಕಾರುಗಳ ಲಾಗ್‌ಬುಕ್ ಮತ್ತು ಸರ್ವಿಸ್ ದಾಖಲೆ ನೋಡಿಕೊಂಡೆ." },
      { title: "ಡೆಲಿವರಿ ಡ್ರೈವರ್", company: "ಚಾಮುಂಡಿ ಲಾಜಿಸ್ಟಿಕ್ಸ್", period: "2015 - 2018", details: "ವಾರಕ್ಕೆ ಆರು ದಿನ ಮೈಸೂರಿನ ಅಂಗಡಿಗಳಿಗೆ ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ಸಾಮಾನು ತಲುಪಿಸಿದೆ." },
      { title: "ಸಹಾಯಕ", company: "ಮೈಸೂರು ಆಟೋ ವರ್ಕ್ಸ್", period: "2013 - 2015", details: "ಟೈರ್, ಆಯಿಲ್ ಬದಲಾವಣೆ ಮತ್ತು ತೊಳೆಯುವ ಕೆಲಸದಲ್ಲಿ ಮೆಕ್ಯಾನಿಕ್‌ಗಳಿಗೆ ನೆರವಾದೆ." },
    ],
    education: [
      { qualification: "ಎಸ್‌ಎಸ್‌ಎಲ್‌ಸಿ", institution: "ಸರ್ಕಾರಿ ಪ್ರೌಢಶಾಲೆ, ಹೆಬ್ಬಾಳ", period: "2012", details: "" },
      { qualification: "ಡ್ರೈವಿಂಗ್ ತರಬೇತಿ", institution: "ಆರ್‌ಟಿಒ ಡ್ರೈವಿಂಗ್ ಶಾಲೆ, ಮೈಸೂರು", period: "2013", details: "ಭಾರಿ ವಾಹನ ಲೈಸೆನ್ಸ್." },
    ],
    wantedJobTypes: ["Full-time", "Contract"],
    wantedPlaces: ["Hebbal", "Vijayanagar", "Gokulam"],
    experienceYears: 8,
    spokenLanguages: ["kannada", "english", "hindi"],
    educationLevel: "sslc",
    drivingLicences: ["twoWheeler", "car", "heavy"],
  },
};

/** A photo as a phone takes it (3000×4000 JPEG), which the server re-encodes on upload. */
function phonePhoto() {
  return sharp({ create: { width: 3000, height: 4000, channels: 3, background: "#8a6f5a" } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="4000"><circle cx="1500" cy="1500" r="900" fill="#d9b38c"/><rect x="600" y="2600" width="1800" height="1400" fill="#3b5b7a"/></svg>`) }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

function row(name: string, figure: { p50: number; p95: number }, goal: number | null) {
  const met = goal === null ? "" : figure.p95 <= goal ? "met" : "MISSED";
  console.log(`  ${name.padEnd(44)} ${figure.p50.toFixed(1).padStart(7)} / ${figure.p95.toFixed(1).padEnd(8)} ${goal === null ? "".padEnd(8) : `≤ ${goal}`.padEnd(8)} ${met}`);
}

export async function measurePictures() {
  // The share picture's route lives beside the web app's pages; any build serves it, so one is made only when none is there.
  if (!existsSync(path.join(webRoot, "index.html"))) {
    const build = spawnSync(process.execPath, ["scripts/build-web.mjs"], { cwd: path.resolve(import.meta.dirname, "../../.."), stdio: "inherit" });
    if (build.status !== 0) throw new Error("the web app failed to build");
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-pictures-"));
  const handle = await openPglite(dataDir);
  await handle.migrate();
  // The site's address is its origin: the API refuses a POST from any other.
  const origin = "http://localhost:3000";
  const deps = createDependencies(testConfig({ PUBLIC_URL: origin, DATA_DIR: dataDir }), handle, createLogger("silent"));
  const server = serve({ fetch: createApp(deps, { webRoot }).fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  // The PDF maker timed alone keeps this process busy for seconds: the server's 5 s would close the
  // client's idle connection just as it is used again ("fetch failed").
  (server as Server).keepAliveTimeout = 60_000;
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const request = async (url: string, init: RequestInit = {}, expected = 200) => {
    const response = await fetch(`${base}${url}`, { ...init, headers: { origin, ...init.headers } });
    const body = await response.arrayBuffer();
    if (response.status !== expected) throw new Error(`${init.method ?? "GET"} ${url}: ${response.status} ${Buffer.from(body).toString("utf8").slice(0, 200)}`);
    return { response, body };
  };

  try {
    console.log(`\nPictures (issue 52), ${iterations} samples each after ${warmups} warm-up rounds, over HTTP on a fresh PGlite DATA_DIR:`);
    console.log("  figure                                       p50 / p95 ms       goal p95");

    // A résumé made from a full profile with a photo, one candidate per language.
    const photo = await phonePhoto();
    for (const language of ["en", "kn"] as const) {
      const { headline, ...profile } = profiles[language];
      const signUp = await request(
        "/api/accounts/sign-up/candidate",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: profile.name, email: `resume-${language}@bench.example.com`, password: "bench-pass-1", phone: `98450${language === "en" ? "11111" : "22222"}` }),
        },
        201,
      );
      const cookie = signUp.response.headers
        .getSetCookie()
        .map((value) => value.split(";")[0])
        .join("; ");
      const { user: account } = JSON.parse(Buffer.from(signUp.body).toString("utf8")) as { user: { id: string } };
      await request("/api/profile", { method: "PATCH", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(profile) });
      const form = new FormData();
      form.append("file", new File([new Uint8Array(photo)], "me.jpg", { type: "image/jpeg" }));
      await request("/api/profile/photo", { method: "PUT", headers: { cookie }, body: form });
      // The talent pool's one-line summary (written there, not in the profile form).
      await deps.db.update(candidateProfiles).set({ headline }).where(eq(candidateProfiles.userId, account.id));

      const made = await timeRuns(
        () => request("/api/profile/resume/made", { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ language }) }, 201),
        { iterations, warmups },
      );
      row(`résumé from a profile, ${language} (API)`, made, goals.resume);

      // The maker alone, on the same profile and the stored photo (as a JPEG, as the route hands it over).
      const [stored] = await deps.db.select({ photoKey: candidateProfiles.photoKey }).from(candidateProfiles).where(eq(candidateProfiles.userId, account.id));
      const content: ResumeContent = {
        name: profile.name!,
        phone: profile.phone ?? null,
        email: `resume-${language}@bench.example.com`,
        headline,
        bio: profile.bio!,
        skills: profile.skills!,
        experience: profile.experience!.map((entry) => ({ period: "", details: "", ...entry })),
        education: profile.education!.map((entry) => ({ period: "", details: "", ...entry })),
        wantedJobTypes: profile.wantedJobTypes!,
        wantedPlaces: profile.wantedPlaces!,
        experienceYears: profile.experienceYears ?? null,
        spokenLanguages: profile.spokenLanguages!,
        educationLevel: profile.educationLevel ?? null,
        drivingLicences: profile.drivingLicences!,
        photo: new Uint8Array(await sharp(await deps.storage.read(stored!.photoKey!)).jpeg({ quality: 85 }).toBuffer()),
      };
      const maker = await timeRuns(() => makeResumePdf(content, language, path.join(dataDir, "fonts")), { iterations, warmups });
      row(`  the PDF maker alone, ${language}`, maker, null);
    }

    // Jobs of a verified employer (the picture's badge), each with its own texts so that each has its own picture.
    const [employer] = await deps.db
      .insert(user)
      .values({ id: "bench-picture-employer", name: "Bench Employer", email: "pictures@bench.example.com", role: "employer", company: "Chamundi Logistics", verifiedAt: new Date() })
      .returning({ id: user.id, company: user.company });
    const posts = sampleJobPosts("Mysuru");
    const rows = Array.from({ length: warmups + iterations }, (_, index) => {
      const post = posts[index % posts.length]!;
      return jobRow({ ...post, title: `${post.title} ${index + 1}`, titleKn: `${post.titleKn} ${index + 1}` }, { id: employer!.id, company: employer!.company! });
    });
    const jobIds = (await deps.db.insert(jobs).values(rows).returning({ id: jobs.id })).map((job) => job.id);

    for (const language of ["en", "kn"] as const) {
      // The picture's address as the job's page links it (og:image), read before the clock starts.
      const addresses: string[] = [];
      for (const id of jobIds) {
        const page = Buffer.from((await request(`/jobs/${id}?lang=${language}`)).body).toString("utf8");
        const address = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1];
        if (!address) throw new Error(`/jobs/${id}: no og:image`);
        const url = new URL(address.replaceAll("&#38;", "&"));
        addresses.push(`${url.pathname}${url.search}`);
      }
      const picture = async (index: number) => {
        const { response, body } = await request(addresses[index]!);
        if (response.headers.get("content-type") !== "image/png" || !response.headers.get("cache-control")?.includes("immutable") || body.byteLength < 1000) {
          throw new Error(`${addresses[index]}: not the picture its page links`);
        }
      };
      row(`share picture drawn fresh, ${language}`, await timeRuns(picture, { iterations, warmups }), goals.freshPicture);
      row(`share picture kept on disk, ${language}`, await timeRuns(picture, { iterations, warmups }), goals.cachedPicture);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await deps.events.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measurePictures();
