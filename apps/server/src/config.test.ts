/**
 * loadConfig (ARCHITECTURE.md, Configuration): every variable optional, the defaults of the table
 * (ADMIN_EMAIL per docs/decisions/007), a session secret generated once into DATA_DIR, and a
 * readable error for a bad value.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "nj-config-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let directoryCounter = 0;
function freshDataDir() {
  directoryCounter += 1;
  return path.join(root, `data-${directoryCounter}`, "nested");
}

describe("loadConfig defaults", () => {
  it("serves on 127.0.0.1:3000 as http://localhost:3000, accepting both loopback names", () => {
    const dataDir = freshDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      environment: "production",
      port: 3000,
      host: "127.0.0.1",
      publicUrl: "http://localhost:3000",
      dataDir: path.resolve(dataDir),
      databaseUrl: undefined,
      adminEmail: "admin@example.com",
      adminPassword: undefined,
      smtpUrl: undefined,
      s3: undefined,
      trustProxy: 0,
      logLevel: "info",
    });
    expect(config.allowedOrigins).toEqual(expect.arrayContaining(["http://localhost:3000", "http://127.0.0.1:3000"]));
    expect(config.allowedOrigins).toHaveLength(2);
    expect(config.site).toMatchObject({ name: "Nagara Jobs", city: "Mysuru" });
    expect(config.mailFrom).toBe("Nagara Jobs <no-reply@localhost>");
  });

  it("follows PORT in the default public URL and origins", () => {
    const config = loadConfig({ DATA_DIR: freshDataDir(), PORT: "8080" });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe("http://localhost:8080");
    expect([...config.allowedOrigins].sort()).toEqual(["http://127.0.0.1:8080", "http://localhost:8080"]);
  });

  it("accepts only the public origin for a public https site", () => {
    const config = loadConfig({ DATA_DIR: freshDataDir(), PUBLIC_URL: "https://jobs.example.in/some/path" });
    expect(config.publicUrl).toBe("https://jobs.example.in");
    expect(config.allowedOrigins).toEqual(["https://jobs.example.in"]);
  });

  it("adds the localhost alias when PUBLIC_URL is http://127.0.0.1", () => {
    const config = loadConfig({ DATA_DIR: freshDataDir(), PUBLIC_URL: "http://127.0.0.1:4000" });
    expect([...config.allowedOrigins].sort()).toEqual(["http://127.0.0.1:4000", "http://localhost:4000"]);
  });

  it("keeps ADMIN_EMAIL in lower case, and reads TRUST_PROXY as off, on (one proxy) or a number of proxies", () => {
    const config = loadConfig({ DATA_DIR: freshDataDir(), ADMIN_EMAIL: "Owner@Example.COM", TRUST_PROXY: "true" });
    expect(config.adminEmail).toBe("owner@example.com");
    expect(config.trustProxy).toBe(1);
    for (const [value, hops] of [["0", 0], ["", 0], ["off", 0], ["1", 1], ["on", 1], ["2", 2]] as const) {
      expect(loadConfig({ DATA_DIR: freshDataDir(), TRUST_PROXY: value }).trustProxy).toBe(hops);
    }
  });

  it("gives the embedded database a 16 MB buffer pool unless PGLITE_SHARED_BUFFERS_MB says otherwise (8 to 1024)", () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).pgliteSharedBuffersMb).toBe(16);
    expect(loadConfig({ DATA_DIR: freshDataDir(), PGLITE_SHARED_BUFFERS_MB: "64" }).pgliteSharedBuffersMb).toBe(64);
    for (const value of ["4", "2048", "lots"]) {
      expect(() => loadConfig({ DATA_DIR: freshDataDir(), PGLITE_SHARED_BUFFERS_MB: value })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
    }
  });
});

describe("the session secret", () => {
  it("is generated once into DATA_DIR (creating the folder, readable only by its owner) and reused on the next load", () => {
    const dataDir = freshDataDir();
    expect(existsSync(dataDir)).toBe(false);
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, "auth-secret");
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8").trim()).toBe(first.authSecret);
    expect(statSync(file).mode & 0o077).toBe(0);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.authSecret).toBe(first.authSecret);
    // Another data directory gets its own secret.
    expect(loadConfig({ DATA_DIR: freshDataDir() }).authSecret).not.toBe(first.authSecret);
  });

  it("is AUTH_SECRET when given, and then nothing is written", () => {
    const dataDir = freshDataDir();
    const secret = "s".repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: secret }).authSecret).toBe(secret);
    expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
  });
});

describe("invalid configuration", () => {
  it.each(["abc", "70000", "-1", "3000.5"])("refuses PORT=%s with a readable message naming the variable", (port) => {
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), PORT: port })).toThrow(/^Invalid configuration:\n\s+PORT: /);
  });

  it.each([
    ["AUTH_SECRET", "too-short", /AUTH_SECRET: AUTH_SECRET must be at least 32 characters/],
    ["ADMIN_EMAIL", "admin@localhost", /ADMIN_EMAIL: ADMIN_EMAIL must be a full address with a domain/],
    ["ADMIN_PASSWORD", "12345", /ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 6 characters/],
    ["PUBLIC_URL", "not a url", /PUBLIC_URL: /],
    ["TRUST_PROXY", "maybe", /TRUST_PROXY: TRUST_PROXY must be off, on, or the number of proxies/],
    ["TRUST_PROXY", "10", /TRUST_PROXY: /],
    ["NODE_ENV", "staging", /NODE_ENV: /],
  ])("refuses %s=%j and says why", (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), [name]: value })).toThrow(message);
  });

  it("lists every problem at once and writes no secret", () => {
    const dataDir = freshDataDir();
    let message = "";
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: "abc", ADMIN_EMAIL: "nope" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/ADMIN_EMAIL: /);
    expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
  });
});

describe("SMS and WhatsApp deliveries (ADR 055)", () => {
  const load = (settings: Record<string, string>) => loadConfig({ DATA_DIR: freshDataDir(), AUTH_SECRET: "x".repeat(32), ...settings });

  it("writes files by default, with the real providers' addresses ready", () => {
    expect(load({}).phone).toEqual({
      sms: { provider: "file" },
      whatsapp: { provider: "file" },
      webhook: { verifyToken: undefined, appSecret: undefined },
      inbound: { twilioAuthToken: undefined, msg91Token: undefined },
    });
  });

  it("reads the inbound SMS webhooks' secrets: Twilio's auth token, MSG91's URL token of 16 characters or more (ADR 075)", () => {
    expect(load({ TWILIO_AUTH_TOKEN: "t0k", MSG91_INBOUND_TOKEN: "a-token-of-16-chars" }).phone.inbound).toEqual({ twilioAuthToken: "t0k", msg91Token: "a-token-of-16-chars" });
    expect(() => load({ MSG91_INBOUND_TOKEN: "short" })).toThrow(/MSG91_INBOUND_TOKEN/);
  });

  it("reads MSG91's key, DLT sender id and a template per kind, or per kind and language", () => {
    const { sms } = load({ SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "key", MSG91_SENDER_ID: "NGRJOB", MSG91_TEMPLATE_IDS: " code=64a1 , status=64b2,status.kn=64b3 " }).phone;
    expect(sms).toEqual({ provider: "msg91", authKey: "key", senderId: "NGRJOB", templateIds: { code: "64a1", status: "64b2", "status.kn": "64b3" }, baseUrl: "https://control.msg91.com" });
  });

  it.each([
    [{ SMS_PROVIDER: "msg91", MSG91_TEMPLATE_IDS: "code=1" }, /MSG91_AUTH_KEY/],
    [{ SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "key", MSG91_TEMPLATE_IDS: "welcome=1" }, /MSG91_TEMPLATE_IDS: "welcome=1"/],
    [{ SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "key", MSG91_TEMPLATE_IDS: "status.hi=1" }, /MSG91_TEMPLATE_IDS/],
    [{ SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t" }, /TWILIO_FROM/],
    [{ WHATSAPP_PROVIDER: "cloud", WHATSAPP_ACCESS_TOKEN: "t" }, /WHATSAPP_PHONE_NUMBER_ID/],
    [{ SMS_PROVIDER: "sms-gateway" }, /SMS_PROVIDER/],
  ])("refuses to start with a provider chosen without its settings: %j", (settings, named) => {
    expect(() => load(settings)).toThrow(named);
  });

  it("takes Twilio's Messaging Service in place of a number, and WhatsApp's Cloud API with its webhook secrets", () => {
    const { sms, whatsapp, webhook } = load({
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: "AC1",
      TWILIO_AUTH_TOKEN: "t",
      TWILIO_MESSAGING_SERVICE_SID: "MG1",
      WHATSAPP_PROVIDER: "cloud",
      WHATSAPP_ACCESS_TOKEN: "token",
      WHATSAPP_PHONE_NUMBER_ID: "1065",
      WHATSAPP_VERIFY_TOKEN: "verify",
      WHATSAPP_APP_SECRET: "secret",
    }).phone;
    expect(sms).toMatchObject({ provider: "twilio", messagingServiceSid: "MG1", from: undefined, baseUrl: "https://api.twilio.com" });
    expect(whatsapp).toEqual({ provider: "cloud", accessToken: "token", phoneNumberId: "1065", apiVersion: "v21.0", baseUrl: "https://graph.facebook.com" });
    expect(webhook).toEqual({ verifyToken: "verify", appSecret: "secret" });
  });
});
