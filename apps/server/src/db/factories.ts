/**
 * Realistic data for the demo database, the tests and the benchmarks: one set of factories, so all
 * three see the same kind of jobs, employers and candidates. Deterministic for a given seed.
 */
import type { JobType } from "@app/shared/jobs";
import { detectJobFlags } from "@app/shared/jobs";
import type { jobs } from "./schema/index.ts";

type NewJob = typeof jobs.$inferInsert;

/** A small seeded PRNG (mulberry32), so a seed always gives the same data. */
export function createRandom(seed = 1) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    integer: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof createRandom>;

export const localities = [
  "Vijayanagar", "Kuvempunagar", "Jayalakshmipuram", "Saraswathipuram", "Gokulam", "Hebbal",
  "Bannimantap", "Nazarbad", "Siddarthanagar", "Hootagalli", "Bogadi", "Metagalli", "Chamarajapuram",
  "Devaraja Mohalla", "Lakshmipuram", "Yadavagiri", "Rajiv Nagar", "Srirampura",
] as const;

export const companies = [
  "Mysore Silk Weavers", "Chamundi Logistics", "Kaveri Software Labs", "Palace City Hotels",
  "Sandalwood Crafts Co.", "Nanjangud Agro Foods", "Infinity Tech Park Services", "Royal Mysore Motors",
  "Gokulam Health Clinic", "Brindavan Retail", "Mysuru Printers", "Heritage Tours & Travels",
] as const;

const roles: { title: string; type: JobType; salary: [number, number]; duties: string; needs: string }[] = [
  { title: "Delivery Executive", type: "Full-time", salary: [15000, 22000], duties: "Deliver orders across the city on time and collect payments.", needs: "Two-wheeler with licence; knowledge of Mysuru roads." },
  { title: "Customer Support Associate", type: "Full-time", salary: [18000, 25000], duties: "Answer customer calls and chats in Kannada and English.", needs: "Good spoken Kannada and English; basic computer skills." },
  { title: "Frontend Developer", type: "Full-time", salary: [35000, 60000], duties: "Build web pages with React and TypeScript.", needs: "One year of React experience; a portfolio helps." },
  { title: "Sales Executive", type: "Full-time", salary: [16000, 24000], duties: "Visit shops and build relationships with retailers.", needs: "Confident talker; two-wheeler preferred." },
  { title: "Accountant", type: "Full-time", salary: [22000, 32000], duties: "Keep the books, file GST returns and prepare reports in Tally.", needs: "B.Com; Tally and GST experience." },
  { title: "Front Office Executive", type: "Full-time", salary: [15000, 20000], duties: "Welcome guests, manage bookings and answer calls.", needs: "Pleasant manner; hotel experience is a plus." },
  { title: "Weekend Tour Guide", type: "Part-time", salary: [8000, 12000], duties: "Lead visitors around the palace and Chamundi Hills.", needs: "Love for Mysuru's history; Kannada, English and Hindi." },
  { title: "Staff Nurse", type: "Full-time", salary: [20000, 28000], duties: "Care for patients in the day clinic.", needs: "GNM or B.Sc Nursing; registration with the nursing council." },
  { title: "Graphic Designer", type: "Freelance", salary: [15000, 30000], duties: "Design posters, packaging and social media posts.", needs: "A portfolio; Photoshop or Figma." },
  { title: "Data Entry Operator", type: "Part-time", salary: [9000, 13000], duties: "Enter orders and stock into the system.", needs: "Typing speed of 30 words a minute." },
  { title: "Marketing Intern", type: "Internship", salary: [6000, 10000], duties: "Help plan campaigns and write social media posts.", needs: "Final-year student or recent graduate." },
  { title: "Electrician", type: "Contract", salary: [18000, 26000], duties: "Maintain wiring and equipment at the factory.", needs: "ITI Electrician; two years of experience." },
  { title: "Warehouse Supervisor", type: "Full-time", salary: [22000, 30000], duties: "Run the warehouse shift and keep stock records right.", needs: "Three years in a warehouse; basic Excel." },
  { title: "Tailor", type: "Part-time", salary: [10000, 16000], duties: "Stitch and alter silk sarees and blouses.", needs: "Experience with silk fabrics." },
  { title: "Driver", type: "Full-time", salary: [16000, 21000], duties: "Drive guests between hotels and sights.", needs: "Commercial licence; five years of clean driving." },
];

/** The five sample jobs of SPEC.md §3: Full-time or Part-time, in the configured city. */
export function sampleJobs(city: string, employerId: string, company: string): NewJob[] {
  const jobs: (Omit<NewJob, "company" | "employerId"> & { jobType: JobType })[] = [
    { title: "Software Developer", jobType: "Full-time", salaryMin: 60000, salaryMax: 90000, location: `Hebbal, ${city}`, description: "Build and maintain web applications for clients across Karnataka.\nWork with React, Node.js and PostgreSQL in a small team.", requirements: "Two years of experience with JavaScript or TypeScript.", responsibilities: "Write, review and test code; talk to clients about what they need." },
    { title: "Customer Service Executive", jobType: "Full-time", salaryMin: 18000, salaryMax: 25000, location: `Vijayanagar, ${city}`, description: "Help our customers by phone and chat, in Kannada and English." },
    { title: "Retail Store Assistant", jobType: "Part-time", salaryMin: 9000, salaryMax: 12000, location: `Devaraja Mohalla, ${city}`, description: "Help shoppers, keep shelves tidy and handle billing in the evening shift." },
    { title: "Office Administrator", jobType: "Full-time", salaryMin: 20000, salaryMax: 28000, location: `Gokulam, ${city}`, description: "Run the office: records, purchases, visitors and schedules." },
    { title: "Weekend Tutor (Maths and Science)", jobType: "Part-time", salaryMin: 8000, salaryMax: 15000, location: `Kuvempunagar, ${city}`, description: "Teach Class 8 to 10 students on Saturdays and Sundays." },
  ];
  return jobs.map((job) => ({ ...job, company, employerId, flags: detectJobFlags(job.description) }));
}

/** A generated job: a real-sounding role at a real-sounding place in the city. */
export function buildJob(random: Random, employerId: string, options: { city: string; company?: string; createdAt?: Date }): NewJob {
  const role = random.pick(roles);
  const [low, high] = role.salary;
  const salaryMin = Math.round(random.integer(low, Math.floor((low + high) / 2)) / 500) * 500;
  const salaryMax = Math.max(salaryMin, Math.round(random.integer(Math.ceil((low + high) / 2), high) / 500) * 500);
  const company = options.company ?? random.pick(companies);
  return {
    title: role.title,
    company,
    location: `${random.pick(localities)}, ${options.city}`,
    salaryMin,
    salaryMax,
    jobType: role.type,
    employerId,
    description: `${company} is hiring a ${role.title.toLowerCase()} in ${options.city}.\n${role.duties}`,
    requirements: role.needs,
    responsibilities: role.duties,
    ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
  };
}

const firstNames = ["Ananya", "Rahul", "Kavya", "Manjunath", "Divya", "Santosh", "Pooja", "Kiran", "Shwetha", "Naveen", "Lakshmi", "Prakash"] as const;
const lastNames = ["Gowda", "Rao", "Shetty", "Hegde", "Kumar", "Murthy", "Prasad", "Nayak", "Urs", "Bhat"] as const;

export function buildPerson(random: Random, index: number) {
  const name = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}.${index}@example.com`;
  const phone = `9${random.integer(100000000, 999999999)}`;
  return { name, email, phone };
}
