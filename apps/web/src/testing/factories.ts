/** Test data shared by several features' tests (features do not import each other, tests included). */
import type { Job } from "@app/shared/jobs";

let counter = 0;

export function testJob(overrides: Partial<Job> = {}): Job {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    title: `Delivery Executive ${counter}`,
    company: "Chamundi Logistics",
    location: "Vijayanagar, Mysuru",
    salaryMin: 15000,
    salaryMax: 22000,
    salary: "₹15,000 - ₹22,000 per month",
    type: "Full-time",
    status: "active",
    description: "Deliver orders across the city.",
    requirements: null,
    responsibilities: null,
    employerId: "employer-1",
    views: 0,
    flags: [],
    postedAt: "2024-03-05T10:00:00.000Z",
    expiresAt: null,
    filledAt: null,
    ...overrides,
  };
}
