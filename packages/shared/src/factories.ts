/**
 * One set of realistic data for the demo seed, the benchmark and every kind of test (API, web
 * components, browser): builders of what a client sends (a sign-up, a job post, a profile, an
 * application) and of what the API answers (a job), with the city's own names and places.
 *
 * Pure — no database, no Node APIs — so the web app's tests and Playwright import it as it is; the
 * database writers built on it are apps/server/src/db/factories.ts. A builder given a seeded `random`
 * always gives the same data; without one it draws from a fixed-seed sequence, so a test run is
 * repeatable. Only e-mail addresses and `uniqueWord` are different on every run, because the browser
 * tests share one server between processes.
 */
import type { ApplyInput } from "./applications.ts";
import type { CandidateSignUpInput, EmployerSignUpInput } from "./auth.ts";
import type { EducationEntry, ExperienceEntry } from "./candidates.ts";
import type { SignUpType } from "./constants.ts";
import { parseSalaryText, type CreateJobInput, type Job, type JobType } from "./jobs.ts";

// ---------------------------------------------------------------- randomness

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

const defaultRandom = createRandom(2024);

let uniqueCount = 0;
/** Differs between processes (Playwright's workers), unlike the seeded sequence. */
const processToken = Array.from({ length: 6 }, () => Math.floor(Math.random() * 36).toString(36)).join("");

/** An address no other call of this run makes, in any process; `label` makes failures easier to read. */
export function uniqueEmail(label = "user"): string {
  uniqueCount += 1;
  return `${label}-${uniqueCount}${processToken}@example.com`.toLowerCase().replace(/\s+/g, ".");
}

/**
 * A word no other call makes: put in a title, it finds that one job by search, and the search reads
 * no other call's word as a misspelling of it. "w" and twenty random decimal digits:
 * - The search looks a word no job has up among the words of every job ever saved
 *   (apps/server/src/modules/search/search-words.ts) and searches those at least 0.45 alike: trigram
 *   similarity, plus 0.2 when both have the same Double Metaphone code of three sounds or more.
 *   Metaphone reads letters only, so these words have no sound, and two of them are 0.45 alike only
 *   when they share 14 of their 22 letter triples (as when their first 13 digits are the same):
 *   about once in 10^11 pairs. Eight hex digits were once in about 170,000: "wbc80e0b4" found
 *   another test's job by "wbc8b2747" (0.25, and both sound PKP). Offered as "Did you mean" (0.3
 *   alike) about once in 10^8 pairs.
 * - It is one word of the search's index, found as typed (no stemming); 21 characters leave a
 *   title its room.
 * - It starts with a letter, so the scam checks read no phone number in its digits, beside a number
 *   or not ("Driver 98450123 57").
 */
export function uniqueWord(): string {
  return `w${Array.from({ length: 20 }, () => Math.floor(Math.random() * 10)).join("")}`;
}

// ---------------------------------------------------------------- the city

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

const firstNames = ["Ananya", "Rahul", "Kavya", "Manjunath", "Divya", "Santosh", "Pooja", "Kiran", "Shwetha", "Naveen", "Lakshmi", "Prakash"] as const;
const lastNames = ["Gowda", "Rao", "Shetty", "Hegde", "Kumar", "Murthy", "Prasad", "Nayak", "Urs", "Bhat"] as const;

// ---------------------------------------------------------------- accounts

/** The password of every account the builders make. */
export const defaultPassword = "secret-pass-1";

/** The body of `POST /api/accounts/sign-up/:type`: a person of the city, a unique e-mail, a mobile number. */
export function buildSignUp(type: "candidate", overrides?: Partial<CandidateSignUpInput>, random?: Random): CandidateSignUpInput;
export function buildSignUp(type: "employer", overrides?: Partial<EmployerSignUpInput>, random?: Random): EmployerSignUpInput;
export function buildSignUp(
  type: SignUpType,
  overrides?: Partial<EmployerSignUpInput>,
  random?: Random,
): CandidateSignUpInput | EmployerSignUpInput;
export function buildSignUp(
  type: SignUpType,
  overrides: Partial<EmployerSignUpInput> = {},
  random: Random = defaultRandom,
): CandidateSignUpInput | EmployerSignUpInput {
  const name = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
  const phone = `9${random.integer(100000000, 999999999)}`;
  const person = { name, email: uniqueEmail(type), password: defaultPassword, phone };
  if (type === "employer") return { ...person, company: random.pick(companies), ...overrides };
  return { ...person, ...overrides };
}

// ---------------------------------------------------------------- jobs

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

/**
 * The body of `POST /api/jobs` that the tests post unless they say otherwise. No company: the server
 * gives the job the employer's own, as the post-job form does.
 */
export function buildJobPost(overrides: Partial<CreateJobInput> = {}): CreateJobInput {
  return {
    title: "Delivery Executive",
    location: "Vijayanagar, Mysuru",
    salary: "₹15,000 - ₹22,000",
    type: "Full-time",
    description: "Deliver orders across the city.\nCollect payments on delivery.",
    ...overrides,
  };
}

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

/** One of many real-sounding roles at a place in the city, for a database full of jobs (demo, benchmark). */
export function generateJobPost(random: Random, options: { city: string; company?: string }): CreateJobInput {
  const role = random.pick(roles);
  const [low, high] = role.salary;
  const salaryMin = Math.round(random.integer(low, Math.floor((low + high) / 2)) / 500) * 500;
  const salaryMax = Math.max(salaryMin, Math.round(random.integer(Math.ceil((low + high) / 2), high) / 500) * 500);
  const company = options.company ?? random.pick(companies);
  return {
    title: role.title,
    company,
    location: `${random.pick(localities)}, ${options.city}`,
    salary: `${rupees(salaryMin)} - ${rupees(salaryMax)}`,
    type: role.type,
    description: `${company} is hiring a ${role.title.toLowerCase()} in ${options.city}.\n${role.duties}`,
    requirements: role.needs,
    responsibilities: role.duties,
  };
}

/** The five sample jobs of SPEC.md §3: Full-time or Part-time, in the configured city, each also written in Kannada. */
export function sampleJobPosts(city: string): CreateJobInput[] {
  return [
    { title: "Software Developer", type: "Full-time", salary: "₹60,000 - ₹90,000", location: `Hebbal, ${city}`, description: "Build and maintain web applications for clients across Karnataka.\nWork with React, Node.js and PostgreSQL in a small team.", titleKn: "ಸಾಫ್ಟ್‌ವೇರ್ ಡೆವಲಪರ್", descriptionKn: "ಕರ್ನಾಟಕದಾದ್ಯಂತದ ಗ್ರಾಹಕರಿಗಾಗಿ ವೆಬ್ ಅಪ್ಲಿಕೇಶನ್‌ಗಳನ್ನು ನಿರ್ಮಿಸಿ, ನಿರ್ವಹಿಸಿ.\nಸಣ್ಣ ತಂಡದಲ್ಲಿ React, Node.js ಮತ್ತು PostgreSQL ಬಳಸಿ ಕೆಲಸ.", requirements: "Two years of experience with JavaScript or TypeScript.", responsibilities: "Write, review and test code; talk to clients about what they need." },
    { title: "Customer Service Executive", type: "Full-time", salary: "₹18,000 - ₹25,000", location: `Vijayanagar, ${city}`, description: "Help our customers by phone and chat, in Kannada and English.", titleKn: "ಗ್ರಾಹಕ ಸೇವಾ ಎಕ್ಸಿಕ್ಯೂಟಿವ್", descriptionKn: "ಫೋನ್ ಮತ್ತು ಚಾಟ್ ಮೂಲಕ ಕನ್ನಡ ಮತ್ತು ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿ ನಮ್ಮ ಗ್ರಾಹಕರಿಗೆ ನೆರವಾಗಿ." },
    { title: "Retail Store Assistant", type: "Part-time", salary: "₹9,000 - ₹12,000", location: `Devaraja Mohalla, ${city}`, description: "Help shoppers, keep shelves tidy and handle billing in the evening shift.", titleKn: "ಅಂಗಡಿ ಸಹಾಯಕ", descriptionKn: "ಸಂಜೆಯ ಪಾಳಿಯಲ್ಲಿ ಗ್ರಾಹಕರಿಗೆ ನೆರವಾಗಿ, ಕಪಾಟುಗಳನ್ನು ಅಚ್ಚುಕಟ್ಟಾಗಿಡಿ ಮತ್ತು ಬಿಲ್ಲಿಂಗ್ ಮಾಡಿ." },
    { title: "Office Administrator", type: "Full-time", salary: "₹20,000 - ₹28,000", location: `Gokulam, ${city}`, description: "Run the office: records, purchases, visitors and schedules.", titleKn: "ಕಚೇರಿ ನಿರ್ವಾಹಕ", descriptionKn: "ಕಚೇರಿಯ ಕೆಲಸ ನೋಡಿಕೊಳ್ಳಿ: ದಾಖಲೆಗಳು, ಖರೀದಿ, ಭೇಟಿಗಾರರು ಮತ್ತು ವೇಳಾಪಟ್ಟಿಗಳು." },
    { title: "Weekend Tutor (Maths and Science)", type: "Part-time", salary: "₹8,000 - ₹15,000", location: `Kuvempunagar, ${city}`, description: "Teach Class 8 to 10 students on Saturdays and Sundays.", titleKn: "ವಾರಾಂತ್ಯದ ಶಿಕ್ಷಕ (ಗಣಿತ ಮತ್ತು ವಿಜ್ಞಾನ)", descriptionKn: "ಶನಿವಾರ ಮತ್ತು ಭಾನುವಾರ 8ರಿಂದ 10ನೇ ತರಗತಿಯ ವಿದ್ಯಾರ್ಥಿಗಳಿಗೆ ಪಾಠ ಮಾಡಿ." },
  ];
}

let jobCount = 0;

/**
 * A job as the API answers it (`GET /api/jobs/:id`), made from the default post at Chamundi
 * Logistics: for the web app's tests, which fake the API. Ids and titles count up; the dates are fixed.
 */
export function buildJob(overrides: Partial<Job> = {}): Job {
  jobCount += 1;
  const post = buildJobPost();
  return {
    id: `00000000-0000-4000-8000-${String(jobCount).padStart(12, "0")}`,
    title: `${post.title} ${jobCount}`,
    titleKn: null,
    company: "Chamundi Logistics",
    location: post.location,
    ...parseSalaryText(post.salary),
    salary: `${post.salary} per month`,
    type: post.type,
    status: "active",
    description: post.description,
    descriptionKn: null,
    requirements: null,
    responsibilities: null,
    employerId: "employer-1",
    views: 0,
    flags: [],
    employerVerified: false,
    companySlug: "company-1",
    moderationReason: null,
    postedAt: "2024-03-05T10:00:00.000Z",
    expiresAt: null,
    filledAt: null,
    ...overrides,
  };
}

// ---------------------------------------------------------------- profiles and applications

const skillSets = [
  ["Customer service", "Kannada", "English", "MS Excel", "Billing"],
  ["React", "TypeScript", "Node.js", "Git", "PostgreSQL"],
  ["Tally", "GST filing", "Accounts", "MS Excel"],
  ["Driving (LMV licence)", "City routes", "Two-wheeler", "Cash handling"],
  ["Sales", "Retail", "Hindi", "Negotiation", "Kannada"],
  ["Photoshop", "Figma", "Social media posts", "Canva"],
  ["Patient care", "First aid", "Record keeping"],
  ["Data entry", "Typing (35 wpm)", "MS Word", "Tally"],
] as const;

const bios = [
  "Friendly and dependable, with a few years of work in shops and offices around the city. Looking for a steady full-time role.",
  "Recent graduate who learns fast and likes working with people. Happy to work shifts and weekends.",
  "Hard-working and punctual; I speak Kannada, English and some Hindi. I want a job close to home where I can grow.",
  "Experienced in my trade and careful with details. Looking for a role with a good team and regular hours.",
] as const;

const qualifications = [
  { qualification: "B.Com", institution: "Maharaja's College" },
  { qualification: "BCA", institution: "JSS College of Arts, Commerce and Science" },
  { qualification: "B.E. Computer Science", institution: "Vidyavardhaka College of Engineering" },
  { qualification: "ITI Electrician", institution: "Government ITI" },
  { qualification: "B.A.", institution: "St. Philomena's College" },
  { qualification: "Diploma in Nursing (GNM)", institution: "JSS School of Nursing" },
] as const;

const pastRoles = ["Sales Assistant", "Delivery Partner", "Billing Clerk", "Office Assistant", "Junior Developer", "Receptionist"] as const;

/** What `PATCH /api/profile` saves beside name and phone, every field as the API answers it. */
export interface ProfileBody {
  bio: string;
  skills: string[];
  education: EducationEntry[];
  experience: ExperienceEntry[];
  /** The work wanted, for Jobs for you. */
  wantedJobTypes: JobType[];
  wantedPlaces: string[];
}

/** A profile as the profile page fills one in: a bio, skills, a degree and PUC, one or two past jobs. */
export function buildProfile(random: Random = defaultRandom, city = "Mysuru"): ProfileBody {
  const graduated = random.integer(2015, 2023);
  const school = random.pick(qualifications);
  const experience: ExperienceEntry[] = [];
  for (let index = random.integer(1, 2); index > 0; index -= 1) {
    const started = random.integer(graduated, 2024);
    experience.push({
      title: random.pick(pastRoles),
      company: random.pick(companies),
      period: `${started} - ${Math.min(started + random.integer(1, 2), 2025)}`,
      details: "Served customers, kept records and worked with the team every day.",
    });
  }
  return {
    bio: random.pick(bios),
    skills: [...random.pick(skillSets)],
    education: [
      { ...school, period: `${graduated - 3} - ${graduated}`, details: "" },
      { qualification: "PUC (II PU)", institution: `Government PU College, ${city}`, period: `${graduated - 5} - ${graduated - 3}`, details: "" },
    ],
    experience,
    wantedJobTypes: random.integer(0, 1) === 1 ? ["Full-time"] : ["Full-time", "Part-time"],
    wantedPlaces: [random.pick(localities)],
  };
}

const coverLetters = [
  "I live nearby and can join immediately. I would be glad to come for an interview.",
  "I have worked in a similar role for two years and I am keen to learn more with your team.",
  "Please find my resume attached to my profile. I am available for any shift.",
] as const;

/** The body of `POST /api/applications`: most applicants write a short cover letter, some none. */
export function buildApplication(jobId: string, random: Random = defaultRandom): ApplyInput {
  return random.next() < 0.6 ? { jobId, coverLetter: random.pick(coverLetters) } : { jobId };
}
