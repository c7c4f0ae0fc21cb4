import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ SITE_TIME_ZONE: "Asia/Kolkata", SITE_NAME: "Nagara Jobs", PUBLIC_URL: "https://jobs.example.in/", DONATION_UPI_VPA: "give@upi", UPI_VPA: "academy@upi" });
});
afterAll(() => testApp.close());

describe("GET /api/site", () => {
  it("gives the branding, the public address shared links start with, the donation address and the time zone course dates are days in, and nothing else", async () => {
    const response = await testApp.agent().api.site.$get();
    expect(response.status).toBe(200);
    const site = await response.json();
    expect(site).toEqual({
      name: "Nagara Jobs",
      url: "https://jobs.example.in",
      city: "Mysuru",
      contactEmail: "hello@example.com",
      whatsappGroupUrl: "https://chat.whatsapp.com/",
      facebookGroupUrl: "https://www.facebook.com/groups/",
      donationUpiVpa: "give@upi",
      timeZone: "Asia/Kolkata",
    });
  });
});
