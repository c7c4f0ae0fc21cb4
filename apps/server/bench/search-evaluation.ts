/**
 * The search's evaluation set: ordinary local jobs in English and Kannada, and the queries a job
 * seeker here types, each with the jobs a person would want in the first ten results. Run by
 * `npm run bench:search` (search.bench.ts), which prints recall@10 and MRR per kind of query.
 */
import type { JobType } from "@app/shared/constants";

export interface EvaluationJob {
  /** A stable key the queries refer to: "driver-hebbal". */
  key: string;
  title: string;
  company: string;
  location: string;
  type: JobType;
  description: string;
}

export type QueryKind =
  | "exact" // the job's own words: "accountant", "security guard"
  | "typo" // misspellings: "drivr", "acountant", "recepshonist", "electrision", "mechanik", "plumbr"
  | "synonym" // another English word for the role: "chef" → Cook, "watchman" → Security Guard, "computer operator" → Data Entry
  | "kannada" // Kannada words in Kannada script: "ಚಾಲಕ", "ಅಡುಗೆಯವರು", "ಕಾವಲುಗಾರ"
  | "english-in-kannada" // English words written in Kannada script: "ಡ್ರೈವರ್", "ನರ್ಸ್", "ವೇಟರ್"
  | "romanised" // Kannada typed in Latin letters: "chalaka", "adige", "darji"
  | "place" // role and place: "driver hebbal", "cook in Gokulam", "ಹೆಬ್ಬಾಳ ಚಾಲಕ", "jobs in vijayanagar"
  | "english-to-kannada"; // an English query whose wanted jobs are written in Kannada

export interface EvaluationQuery {
  query: string;
  kind: QueryKind;
  /** Jobs a person would want in the first ten results. */
  relevant: string[];
  /** Jobs that are fine to show but not needed (a related role); any other job in the first ten counts as unrelated. */
  related?: string[];
}

export const evaluationJobs: readonly EvaluationJob[] = [
  // ---- Drivers and delivery ----
  {
    key: "driver-hebbal",
    title: "Goods Vehicle Driver",
    company: "Sri Ganesh Transports",
    location: "Hebbal Industrial Area, Mysuru",
    type: "Full-time",
    description:
      "Drive our Tata Ace and Bolero pickup to carry goods from factories to shops across the city. LMV licence with badge and 2 years' experience needed. ₹16,000 a month plus bata.",
  },
  {
    key: "car-driver-nazarbad",
    title: "Car Driver",
    company: "Sri Lakshmi Residency",
    location: "Nazarbad, Mysuru",
    type: "Full-time",
    description:
      "Driver for our hotel car to pick up guests from the railway station and bus stand and take them on city tours. Must know Mysuru roads well. ₹15,000 with food at the hotel.",
  },
  {
    key: "cab-driver-vijayanagar",
    title: "Cab Driver",
    company: "Chamundi Tours & Travels",
    location: "Vijayanagar 2nd Stage, Mysuru",
    type: "Full-time",
    description:
      "Drivers for our Innova and Swift Dzire cabs on local and outstation trips to Ooty, Coorg and Bengaluru. Commercial licence with badge and 3 years' experience. ₹17,000 plus daily bata.",
  },
  {
    key: "lorry-driver-nanjangud",
    title: "ಲಾರಿ ಚಾಲಕರು ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ಶ್ರೀ ಮಂಜುನಾಥ ಟ್ರಾನ್ಸ್‌ಪೋರ್ಟ್",
    location: "ನಂಜನಗೂಡು",
    type: "Full-time",
    description: "ನಂಜನಗೂಡಿನಿಂದ ಬೆಂಗಳೂರು ಮತ್ತು ಮಂಗಳೂರಿಗೆ ಸರಕು ಸಾಗಿಸುವ ಲಾರಿಗಳಿಗೆ ಅನುಭವವಿರುವ ಚಾಲಕರು ಬೇಕಾಗಿದ್ದಾರೆ. ಭಾರೀ ವಾಹನ ಚಾಲನಾ ಪರವಾನಗಿ ಕಡ್ಡಾಯ. ತಿಂಗಳಿಗೆ ₹20,000 ಸಂಬಳ ಮತ್ತು ಬಾಟಾ.",
  },
  {
    key: "school-van-driver-kuvempunagar",
    title: "ಶಾಲಾ ವ್ಯಾನ್ ಚಾಲಕ ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ವಿವೇಕ ಪಬ್ಲಿಕ್ ಶಾಲೆ",
    location: "ಕುವೆಂಪುನಗರ, ಮೈಸೂರು",
    type: "Part-time",
    description:
      "ಬೆಳಿಗ್ಗೆ 7:30 ರಿಂದ 9:30 ಮತ್ತು ಮಧ್ಯಾಹ್ನ 3:30 ರಿಂದ 5:30 ರವರೆಗೆ ಮಕ್ಕಳನ್ನು ಶಾಲೆಗೆ ಕರೆತಂದು ಮನೆಗೆ ಬಿಡುವ ಕೆಲಸ. ಬ್ಯಾಡ್ಜ್ ಇರುವ ಚಾಲನಾ ಪರವಾನಗಿ ಮತ್ತು ಕನಿಷ್ಠ 5 ವರ್ಷ ಅನುಭವ ಇರಬೇಕು. ಸಂಬಳ ₹10,000.",
  },
  {
    key: "delivery-kuvempunagar",
    title: "Delivery Boy",
    company: "Fresh Basket Supermarket",
    location: "Kuvempunagar, Mysuru",
    type: "Full-time",
    description: "Deliver grocery orders to homes within 5 km of the store. Own two-wheeler and driving licence needed. ₹12,000 plus petrol allowance.",
  },
  {
    key: "delivery-saraswathipuram",
    title: "Delivery Executive",
    company: "Udupi Tiffin Express",
    location: "Saraswathipuram, Mysuru",
    type: "Part-time",
    description: "Deliver lunch and dinner parcels to customers, 11 am to 3 pm and 7 pm to 10 pm. Two-wheeler needed. ₹35 per order plus fuel.",
  },
  {
    key: "milk-delivery-gokulam",
    title: "Milk Delivery Boy",
    company: "Nandana Milk Agency",
    location: "Gokulam 2nd Stage, Mysuru",
    type: "Part-time",
    description: "Deliver milk and curd packets to houses from 5 am to 8 am every day. Own two-wheeler needed. ಸಂಬಳ ತಿಂಗಳಿಗೆ ₹6,000, ಪೆಟ್ರೋಲ್ ಖರ್ಚು ಕೊಡಲಾಗುವುದು.",
  },

  // ---- Hotels and kitchens ----
  {
    key: "cook-gokulam",
    title: "Cook",
    company: "Hotel Annapoorna Veg",
    location: "Gokulam 3rd Stage, Mysuru",
    type: "Full-time",
    description:
      "South Indian cook for our veg restaurant: dosa, idli, vada, rice bath and meals. Minimum 3 years in a hotel kitchen. ₹18,000 to ₹22,000 with stay and food.",
  },
  {
    key: "cook-jayalakshmipuram",
    title: "North Indian Cook",
    company: "Spice Route Restaurant",
    location: "Jayalakshmipuram, Mysuru",
    type: "Full-time",
    description: "Experienced cook for North Indian curries, rotis and tandoor items. Evening shift, 3 pm to 11 pm. Salary based on experience.",
  },
  {
    key: "cook-catering-saraswathipuram",
    title: "ಅಡುಗೆಯವರು ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ಶ್ರೀ ರಾಘವೇಂದ್ರ ಕ್ಯಾಟರರ್ಸ್",
    location: "ಸರಸ್ವತಿಪುರಂ, ಮೈಸೂರು",
    type: "Contract",
    description: "ಮದುವೆ ಮತ್ತು ಸಮಾರಂಭಗಳಿಗೆ 500 ಜನರಿಗೆ ಅಡುಗೆ ಮಾಡಿದ ಅನುಭವ ಇರುವವರು ಬೇಕು. ಸಾರು, ಪಲ್ಯ, ಪಾಯಸ, ಬಿಸಿಬೇಳೆಬಾತ್ ಮಾಡಲು ಬರಬೇಕು. ದಿನಕ್ಕೆ ₹1,200.",
  },
  {
    key: "cook-pg-bogadi",
    title: "Cook for Ladies PG",
    company: "Sri Sai Ladies PG",
    location: "Bogadi, Mysuru",
    type: "Full-time",
    description: "Cook breakfast and dinner for 40 girls staying in our PG. Vegetarian food only. ಬೆಳಿಗ್ಗೆ 6 ರಿಂದ 10 ಮತ್ತು ಸಂಜೆ 5 ರಿಂದ 9 ಗಂಟೆ. ಸಂಬಳ ₹13,000.",
  },
  {
    key: "kitchen-helper-nazarbad",
    title: "Kitchen Helper",
    company: "Hotel Sri Krishna Bhavan",
    location: "Nazarbad, Mysuru",
    type: "Full-time",
    description: "Cutting vegetables, washing vessels and helping the cook in a busy veg hotel. Food and accommodation provided. ₹10,500 a month.",
  },
  {
    key: "kitchen-helper-ramakrishnanagar",
    title: "ಅಡುಗೆ ಸಹಾಯಕರು ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ಮಯೂರ ದರ್ಶಿನಿ",
    location: "ರಾಮಕೃಷ್ಣನಗರ, ಮೈಸೂರು",
    type: "Full-time",
    description: "ತರಕಾರಿ ಹೆಚ್ಚುವುದು, ಪಾತ್ರೆ ತೊಳೆಯುವುದು ಮತ್ತು ಅಡುಗೆಯವರಿಗೆ ಸಹಾಯ ಮಾಡುವ ಕೆಲಸ. ಬೆಳಿಗ್ಗೆ 6 ರಿಂದ ಮಧ್ಯಾಹ್ನ 3 ರವರೆಗೆ. ಊಟ, ತಿಂಡಿ ಉಚಿತ, ಸಂಬಳ ₹10,000.",
  },
  {
    key: "waiter-vijayanagar",
    title: "Waiter",
    company: "Sagar Family Restaurant",
    location: "Vijayanagar 1st Stage, Mysuru",
    type: "Full-time",
    description: "Take orders and serve customers in our family restaurant. Freshers can apply; uniform and food provided. ₹11,000 plus tips.",
  },
  {
    key: "steward-jlb-road",
    title: "Restaurant Steward",
    company: "Hotel Palace View",
    location: "JLB Road, Mysuru",
    type: "Full-time",
    description:
      "Steward for our multi-cuisine restaurant: serving guests, laying tables and room service orders. Hotel management diploma or 1 year of experience. ₹13,000 plus service charge.",
  },
  {
    key: "supplier-agrahara",
    title: "ಸಪ್ಲೈಯರ್ ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ಹೋಟೆಲ್ ಶ್ರೀ ಗುರು ಭವನ",
    location: "ಅಗ್ರಹಾರ, ಮೈಸೂರು",
    type: "Full-time",
    description: "ನಮ್ಮ ಹೋಟೆಲ್‌ನಲ್ಲಿ ಗ್ರಾಹಕರಿಗೆ ತಿಂಡಿ ಮತ್ತು ಊಟ ಸಪ್ಲೈ ಮಾಡಲು ಹುಡುಗರು ಬೇಕಾಗಿದ್ದಾರೆ. ಎರಡು ಪಾಳಿ, ವಾರಕ್ಕೆ ಒಂದು ದಿನ ರಜೆ. ಊಟ ಉಚಿತ, ಸಂಬಳ ₹11,000.",
  },
  {
    key: "housekeeping-nazarbad",
    title: "Housekeeping Staff",
    company: "Hotel Green Leaf Residency",
    location: "Nazarbad, Mysuru",
    type: "Full-time",
    description: "Room cleaning, changing linen and keeping the corridors and lobby clean. Morning shift, 7 am to 4 pm. ₹11,000 with PF and ESI.",
  },
  {
    key: "housemaid-jayalakshmipuram",
    title: "ಮನೆಗೆಲಸಕ್ಕೆ ಮಹಿಳೆ ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ರಾವ್ ಕುಟುಂಬ",
    location: "ಜಯಲಕ್ಷ್ಮೀಪುರಂ, ಮೈಸೂರು",
    type: "Part-time",
    description: "ಮನೆ ಕಸ ಗುಡಿಸುವುದು, ಒರೆಸುವುದು, ಪಾತ್ರೆ ತೊಳೆಯುವುದು ಮತ್ತು ಬಟ್ಟೆ ಒಗೆಯುವ ಕೆಲಸ. ಬೆಳಿಗ್ಗೆ 7 ರಿಂದ 10 ಗಂಟೆ. ತಿಂಗಳಿಗೆ ₹5,000.",
  },

  // ---- Security ----
  {
    key: "security-hebbal",
    title: "Security Guard",
    company: "Kaveri Security Services",
    location: "Hebbal Industrial Area, Mysuru",
    type: "Full-time",
    description: "Security guards for a factory gate, 12-hour shifts with day and night rotation. Ex-servicemen preferred. ₹14,000 with PF and ESI.",
  },
  {
    key: "security-vijayanagar",
    title: "Security Guard (Night Shift)",
    company: "Mysore Shield Security Agency",
    location: "Vijayanagar 4th Stage, Mysuru",
    type: "Full-time",
    description: "Night duty at an apartment complex, 8 pm to 8 am. Check visitors, keep the register and do rounds. ₹12,500 per month.",
  },
  {
    key: "watchman-hootagalli",
    title: "ರಾತ್ರಿ ಕಾವಲುಗಾರರು ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ಶ್ರೀ ಚಾಮುಂಡೇಶ್ವರಿ ಗೋದಾಮು",
    location: "ಹೂಟಗಳ್ಳಿ ಕೈಗಾರಿಕಾ ಪ್ರದೇಶ, ಮೈಸೂರು",
    type: "Full-time",
    description: "ಗೋದಾಮಿಗೆ ರಾತ್ರಿ 8 ರಿಂದ ಬೆಳಿಗ್ಗೆ 8 ರವರೆಗೆ ಕಾವಲು ಕೆಲಸ. 50 ವರ್ಷದೊಳಗಿನ ಆರೋಗ್ಯವಂತ ಪುರುಷರು ಸಂಪರ್ಕಿಸಿ. ಸಂಬಳ ₹12,000.",
  },

  // ---- Offices ----
  {
    key: "receptionist-gokulam",
    title: "Receptionist",
    company: "Smile Dental Clinic",
    location: "Gokulam, Mysuru",
    type: "Full-time",
    description:
      "Greet patients, book appointments and answer phone calls. Should speak Kannada and English and know basic computer work. 9:30 am to 7:30 pm, ₹12,000.",
  },
  {
    key: "front-office-sayyaji-rao-road",
    title: "Front Office Executive",
    company: "Hotel Chamundi Comforts",
    location: "Sayyaji Rao Road, Mysuru",
    type: "Full-time",
    description: "Check guests in and out, handle room bookings and phone enquiries. Good English and Kannada; hotel experience preferred. ₹15,000.",
  },
  {
    key: "accountant-santhepet",
    title: "Accountant",
    company: "Sri Venkateshwara Traders",
    location: "Santhepet, Mysuru",
    type: "Full-time",
    description:
      "Accountant for a wholesale trading firm: Tally Prime, GST returns, billing and bank reconciliation. B.Com with 2 years' experience. ₹18,000 to ₹22,000.",
  },
  {
    key: "accounts-hebbal",
    title: "Accounts Executive",
    company: "Mysore Polymers Pvt Ltd",
    location: "Hebbal Industrial Area, Mysuru",
    type: "Full-time",
    description: "Maintain purchase and sales entries, vendor payments and TDS in Tally. B.Com or M.Com with 1 to 3 years in a manufacturing company.",
  },
  {
    key: "accountant-ashoka-road",
    title: "ಲೆಕ್ಕಿಗರು ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ಶ್ರೀ ಲಕ್ಷ್ಮೀ ಜ್ಯುವೆಲ್ಲರ್ಸ್",
    location: "ಅಶೋಕ ರಸ್ತೆ, ಮೈಸೂರು",
    type: "Full-time",
    description: "ನಮ್ಮ ಆಭರಣ ಅಂಗಡಿಗೆ ಟ್ಯಾಲಿ ಮತ್ತು ಜಿಎಸ್‌ಟಿ ಬಿಲ್ಲಿಂಗ್ ಗೊತ್ತಿರುವ ಬಿ.ಕಾಂ ಪದವೀಧರರು ಬೇಕಾಗಿದ್ದಾರೆ. ಕನಿಷ್ಠ 2 ವರ್ಷ ಅನುಭವ. ಸಂಬಳ ₹20,000 ವರೆಗೆ.",
  },
  {
    key: "data-entry-kuvempunagar",
    title: "Data Entry Operator",
    company: "Srushti Infotech",
    location: "Kuvempunagar, Mysuru",
    type: "Part-time",
    description: "Enter customer forms into Excel and our software. Typing speed of 30 words per minute. 10 am to 2 pm, ₹8,000 per month.",
  },
  {
    key: "data-entry-nanjangud",
    title: "Data Entry Clerk",
    company: "Kapila Agro Foods",
    location: "Nanjangud",
    type: "Full-time",
    description: "Enter purchase bills, stock and dispatch details into the computer. Basic Excel and typing needed. PUC or degree, ₹11,000.",
  },
  {
    key: "telecaller-saraswathipuram",
    title: "Telecaller",
    company: "Sri Durga Finance",
    location: "Saraswathipuram, Mysuru",
    type: "Full-time",
    description: "Call customers about our gold loan and two-wheeler loan offers. Fluent Kannada needed; women preferred. ₹10,000 plus incentives.",
  },
  {
    key: "office-boy-jayalakshmipuram",
    title: "Office Boy",
    company: "Sharma & Associates, Chartered Accountants",
    location: "Jayalakshmipuram, Mysuru",
    type: "Full-time",
    description: "Bank and courier work, making tea and keeping the office clean. Two-wheeler with licence preferred. ₹10,000.",
  },
  {
    key: "software-developer-hebbal",
    title: "Software Developer",
    company: "Nimbus Soft Solutions",
    location: "Hebbal, Mysuru",
    type: "Full-time",
    description: "Build web applications for our clients with React and Node.js. 1 to 3 years of experience. ₹3 to 5 lakh a year.",
  },
  {
    key: "web-intern-vontikoppal",
    title: "Web Developer Intern",
    company: "Kalpa Tech Labs",
    location: "Vontikoppal, Mysuru",
    type: "Internship",
    description: "Six-month internship on HTML, CSS and JavaScript projects. For BCA, B.Sc and BE students or freshers. ₹8,000 stipend.",
  },

  // ---- Shops and sales ----
  {
    key: "sales-bannimantap",
    title: "Sales Executive",
    company: "Kaveri Paints Distributors",
    location: "Bannimantap, Mysuru",
    type: "Full-time",
    description: "Visit hardware and paint shops in Mysuru and nearby towns to take orders. Own two-wheeler needed. ₹15,000 plus petrol and incentives.",
  },
  {
    key: "shop-assistant-devaraj-urs-road",
    title: "Shop Assistant",
    company: "Sri Krishna Silks & Sarees",
    location: "Devaraj Urs Road, Mysuru",
    type: "Full-time",
    description: "Show sarees to customers, fold and arrange stock and help at the billing counter. 10 am to 9 pm, Tuesday off. ₹11,000.",
  },
  {
    key: "shop-boy-bogadi",
    title: "ಅಂಗಡಿ ಕೆಲಸಕ್ಕೆ ಹುಡುಗರು ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ಶ್ರೀ ಬಸವೇಶ್ವರ ಪ್ರಾವಿಷನ್ ಸ್ಟೋರ್ಸ್",
    location: "ಬೋಗಾದಿ, ಮೈಸೂರು",
    type: "Full-time",
    description: "ದಿನಸಿ ಅಂಗಡಿಯಲ್ಲಿ ಸಾಮಾನು ತೂಕ ಮಾಡಿ ಕಟ್ಟುವುದು, ಗ್ರಾಹಕರಿಗೆ ಕೊಡುವುದು ಮತ್ತು ಅಂಗಡಿ ಸ್ವಚ್ಛವಾಗಿಡುವ ಕೆಲಸ. ಬೆಳಿಗ್ಗೆ 8 ರಿಂದ ರಾತ್ರಿ 9 ರವರೆಗೆ. ಸಂಬಳ ₹10,000.",
  },
  {
    key: "beautician-gokulam",
    title: "Beautician",
    company: "Glow Beauty Parlour",
    location: "Gokulam 1st Stage, Mysuru",
    type: "Full-time",
    description: "Threading, waxing, facials and bridal makeup. At least 1 year of experience in a parlour. ಮಹಿಳೆಯರಿಗೆ ಮಾತ್ರ. ಸಂಬಳ ₹12,000 ಮತ್ತು ಇನ್ಸೆಂಟಿವ್.",
  },

  // ---- Schools and health ----
  {
    key: "teacher-kuvempunagar",
    title: "Primary School Teacher",
    company: "Sri Sharada Vidya Mandira",
    location: "Kuvempunagar, Mysuru",
    type: "Full-time",
    description: "Teach English and EVS for classes 1 to 5 in our state-syllabus school. D.Ed or B.Ed required. ₹14,000 per month.",
  },
  {
    key: "maths-teacher-hunsur",
    title: "Maths Teacher",
    company: "Sahyadri Public School",
    location: "Hunsur",
    type: "Full-time",
    description: "Maths teacher for classes 8 to 10 (CBSE). B.Sc and B.Ed with 2 years' experience. School bus from Mysuru available.",
  },
  {
    key: "kannada-teacher-t-narasipura",
    title: "ಕನ್ನಡ ಶಿಕ್ಷಕರು ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ಜ್ಞಾನಜ್ಯೋತಿ ಪ್ರೌಢಶಾಲೆ",
    location: "ಟಿ. ನರಸೀಪುರ",
    type: "Full-time",
    description: "8 ರಿಂದ 10ನೇ ತರಗತಿಗೆ ಕನ್ನಡ ಪಾಠ ಮಾಡಲು ಬಿ.ಎ., ಬಿ.ಎಡ್ ಆದವರು ಬೇಕಾಗಿದ್ದಾರೆ. ಅನುಭವ ಇದ್ದವರಿಗೆ ಆದ್ಯತೆ.",
  },
  {
    key: "nurse-saraswathipuram",
    title: "Staff Nurse",
    company: "Sanjeevini Multispeciality Hospital",
    location: "Saraswathipuram, Mysuru",
    type: "Full-time",
    description: "GNM or B.Sc Nursing with Karnataka Nursing Council registration. Rotating shifts in the wards and ICU. Freshers also considered.",
  },
  {
    key: "nurse-nanjangud",
    title: "ಶುಶ್ರೂಷಕಿಯರು ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ಶ್ರೀಕಂಠ ನರ್ಸಿಂಗ್ ಹೋಮ್",
    location: "ನಂಜನಗೂಡು",
    type: "Full-time",
    description: "ಜಿಎನ್‌ಎಂ ಅಥವಾ ಬಿಎಸ್ಸಿ ನರ್ಸಿಂಗ್ ಮುಗಿಸಿದವರು ಬೇಕಾಗಿದ್ದಾರೆ. ಹಗಲು ಮತ್ತು ರಾತ್ರಿ ಪಾಳಿ. ಹೊರ ಊರಿನವರಿಗೆ ವಸತಿ ವ್ಯವಸ್ಥೆ ಇದೆ.",
  },
  {
    key: "pharmacist-vijayanagar",
    title: "Pharmacist",
    company: "Sri Sai Medicals",
    location: "Vijayanagar 2nd Stage, Mysuru",
    type: "Full-time",
    description:
      "D.Pharm or B.Pharm with registration, to handle prescriptions and stock at our medical shop. 9 am to 9 pm with an afternoon break. ₹15,000 to ₹18,000.",
  },
  {
    key: "lab-technician-jayalakshmipuram",
    title: "Lab Technician",
    company: "Precision Diagnostics",
    location: "Jayalakshmipuram, Mysuru",
    type: "Full-time",
    description: "DMLT or B.Sc MLT for blood collection and running routine tests. Home sample collection on two-wheeler some days. ₹13,000 to ₹16,000.",
  },

  // ---- Trades ----
  {
    key: "electrician-metagalli",
    title: "Maintenance Electrician",
    company: "Metro Castings Pvt Ltd",
    location: "Metagalli Industrial Area, Mysuru",
    type: "Full-time",
    description:
      "ITI Electrician to maintain motors, panels and wiring in our foundry. Shift duty; 2 years of factory experience. ₹17,000 with PF, ESI and canteen.",
  },
  {
    key: "electrician-vijayanagar",
    title: "ಎಲೆಕ್ಟ್ರಿಷಿಯನ್ ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ಶ್ರೀ ಗಣೇಶ ಎಲೆಕ್ಟ್ರಿಕಲ್ಸ್",
    location: "ವಿಜಯನಗರ 2ನೇ ಹಂತ, ಮೈಸೂರು",
    type: "Full-time",
    description: "ಹೊಸ ಮನೆಗಳ ವೈರಿಂಗ್ ಮತ್ತು ರಿಪೇರಿ ಕೆಲಸಕ್ಕೆ ಅನುಭವವಿರುವ ಎಲೆಕ್ಟ್ರಿಷಿಯನ್ ಬೇಕು. ಐಟಿಐ ಆದವರಿಗೆ ಆದ್ಯತೆ. ಸ್ವಂತ ದ್ವಿಚಕ್ರ ವಾಹನ ಇರಬೇಕು.",
  },
  {
    key: "ac-technician-srirampura",
    title: "AC Technician",
    company: "CoolCare Services",
    location: "Srirampura, Mysuru",
    type: "Full-time",
    description: "Install and service split and window ACs and refrigerators at customers' homes. ITI RAC or 1 year of experience. ₹14,000 plus incentives.",
  },
  {
    key: "plumber-kuvempunagar",
    title: "Plumber",
    company: "Aqua Fix Plumbing Services",
    location: "Kuvempunagar, Mysuru",
    type: "Full-time",
    description: "Attend leak repairs, tap and tank fittings and bathroom work at customers' houses. Own two-wheeler preferred. ₹15,000 plus travel.",
  },
  {
    key: "plumber-srirampura",
    title: "Plumber",
    company: "Vasudeva Builders",
    location: "Srirampura, Mysuru",
    type: "Contract",
    description: "Plumbing for a new 12-flat apartment: CPVC lines, drainage and bathroom fittings. ಕೆಲಸ ಸುಮಾರು 3 ತಿಂಗಳು, ದಿನಕ್ಕೆ ₹1,000 ಕೂಲಿ.",
  },
  {
    key: "carpenter-metagalli",
    title: "Carpenter",
    company: "WoodCraft Interiors",
    location: "Metagalli, Mysuru",
    type: "Full-time",
    description: "Make and fit modular kitchens, wardrobes and TV units in plywood and laminate. 3 years' experience. ₹800 to ₹1,000 per day.",
  },
  {
    key: "carpenter-srirangapatna",
    title: "ಬಡಗಿಗಳು ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ಶ್ರೀ ವಿಶ್ವಕರ್ಮ ಫರ್ನಿಚರ್ಸ್",
    location: "ಶ್ರೀರಂಗಪಟ್ಟಣ",
    type: "Full-time",
    description: "ಮರದ ಬಾಗಿಲು, ಕಿಟಕಿ, ಮಂಚ ಮತ್ತು ಬೀರು ಮಾಡುವುದರಲ್ಲಿ ಅನುಭವ ಇರುವವರು ಬೇಕು. ದಿನಕ್ಕೆ ₹1,000 ಕೂಲಿ.",
  },
  {
    key: "mason-bogadi",
    title: "Mason",
    company: "Sri Ranga Constructions",
    location: "Bogadi, Mysuru",
    type: "Contract",
    description: "Brickwork and plastering for residential buildings. Daily wage ₹900, paid every Saturday.",
  },
  {
    key: "mason-dattagalli",
    title: "ಗಾರೆ ಕೆಲಸದವರು ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ಶ್ರೀ ಮಹದೇಶ್ವರ ಕನ್ಸ್ಟ್ರಕ್ಷನ್ಸ್",
    location: "ದಟ್ಟಗಳ್ಳಿ, ಮೈಸೂರು",
    type: "Contract",
    description: "ಮನೆ ಕಟ್ಟುವ ಕೆಲಸಕ್ಕೆ ಇಟ್ಟಿಗೆ ಕಟ್ಟುವುದು ಮತ್ತು ಪ್ಲಾಸ್ಟರಿಂಗ್ ಗೊತ್ತಿರುವ ಗಾರೆ ಕೆಲಸದವರು ಬೇಕಾಗಿದ್ದಾರೆ. ದಿನಕ್ಕೆ ₹900 ಕೂಲಿ, ವಾರಕ್ಕೊಮ್ಮೆ ಪಾವತಿ.",
  },
  {
    key: "painter-vijayanagar",
    title: "Painter",
    company: "ColorHome Painting Contractors",
    location: "Vijayanagar 3rd Stage, Mysuru",
    type: "Contract",
    description: "Interior and exterior painting of houses, with putty and primer work. Experience with Asian Paints products preferred. ₹800 per day.",
  },
  {
    key: "welder-hebbal",
    title: "Welder",
    company: "Sri Maruthi Fabricators",
    location: "Hebbal Industrial Area, Mysuru",
    type: "Full-time",
    description: "Arc and MIG welding for gates, grills and roofing sheds. ITI Welder preferred; should read simple drawings. ₹16,000 to ₹20,000.",
  },
  {
    key: "bike-mechanic-ramakrishnanagar",
    title: "Two-Wheeler Mechanic",
    company: "Sri Vinayaka Bike Service",
    location: "Ramakrishnanagar, Mysuru",
    type: "Full-time",
    description: "Servicing and repair of bikes and scooters: engine work, brakes, clutch and chain. At least 2 years in a service centre. ₹12,000 to ₹16,000.",
  },
  {
    key: "car-mechanic-hinkal",
    title: "Car Mechanic",
    company: "AutoCare Garage",
    location: "Hinkal, Mysuru",
    type: "Full-time",
    description: "General service, engine and suspension repairs on Maruti, Hyundai and Tata cars. ITI or 3 years in a garage. ₹15,000 to ₹20,000.",
  },
  {
    key: "tailor-chamarajapuram",
    title: "Tailor",
    company: "Royal Gents Tailors",
    location: "Chamarajapuram, Mysuru",
    type: "Full-time",
    description: "Stitch shirts and trousers to measurement; should do cutting as well. Paid per piece, ₹15,000 to ₹20,000 a month for good workers.",
  },
  {
    key: "tailor-mandi-mohalla",
    title: "ದರ್ಜಿಗಳು ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ಶ್ರೀ ದುರ್ಗಾ ಲೇಡೀಸ್ ಟೈಲರ್ಸ್",
    location: "ಮಂಡಿ ಮೊಹಲ್ಲಾ, ಮೈಸೂರು",
    type: "Part-time",
    description: "ಬ್ಲೌಸ್ ಮತ್ತು ಚೂಡಿದಾರ್ ಹೊಲಿಯುವುದರಲ್ಲಿ ಅನುಭವ ಇರುವ ಮಹಿಳೆಯರು ಬೇಕಾಗಿದ್ದಾರೆ. ಮನೆಯಿಂದಲೂ ಹೊಲಿದು ಕೊಡಬಹುದು. ಪೀಸ್ ಲೆಕ್ಕದಲ್ಲಿ ಹಣ.",
  },

  // ---- Factories and warehouses ----
  {
    key: "sewing-operator-koorgalli",
    title: "Sewing Machine Operator",
    company: "Silk City Garments",
    location: "Koorgalli Industrial Area, Mysuru",
    type: "Full-time",
    description: "Stitch shirts on power machines in our garment factory. Freshers will be trained. 9 am to 5:30 pm, ₹11,500 with PF, ESI and free bus.",
  },
  {
    key: "cnc-operator-hebbal",
    title: "CNC Machine Operator",
    company: "Precision Auto Components Pvt Ltd",
    location: "Hebbal Industrial Area, Mysuru",
    type: "Full-time",
    description: "Operate CNC turning and VMC machines making auto parts. ITI Turner or Machinist; freshers trained. ₹14,000 plus overtime, canteen and bus.",
  },
  {
    key: "machine-operator-nanjangud",
    title: "Machine Operator",
    company: "Kanteshwara Paper Products",
    location: "Nanjangud Industrial Area",
    type: "Full-time",
    description: "Run paper cup and plate making machines in shifts. ITI or 10th pass with some machine experience. ₹12,000 with ESI.",
  },
  {
    key: "packing-bannimantap",
    title: "Packing Staff",
    company: "Sri Ganesha Agarbathi Works",
    location: "Bannimantap, Mysuru",
    type: "Full-time",
    description: "Packing agarbathi sticks into boxes and cartons. 9:30 am to 6 pm, ₹9,500 a month. ಹತ್ತಿರದಲ್ಲಿ ವಾಸವಿರುವ ಮಹಿಳೆಯರಿಗೆ ಆದ್ಯತೆ.",
  },
  {
    key: "warehouse-hootagalli",
    title: "Warehouse Helper",
    company: "Reliable Logistics",
    location: "Hootagalli Industrial Area, Mysuru",
    type: "Full-time",
    description: "Loading and unloading trucks, picking and stacking cartons. Day and night shifts. ₹12,000 with PF and ESI.",
  },

  // ---- Gardens and farms ----
  {
    key: "gardener-dattagalli",
    title: "Gardener",
    company: "Brindavan Heights Apartments",
    location: "Dattagalli, Mysuru",
    type: "Part-time",
    description: "Look after the lawn, plants and watering in our apartment garden. 7 am to 11 am, six days a week. ₹7,000.",
  },
  {
    key: "dairy-t-narasipura",
    title: "ಹೈನುಗಾರಿಕೆ ಫಾರ್ಮ್‌ಗೆ ಕೆಲಸಗಾರರು ಬೇಕಾಗಿದ್ದಾರೆ",
    company: "ನಂದಿ ಡೈರಿ ಫಾರ್ಮ್",
    location: "ಟಿ. ನರಸೀಪುರ",
    type: "Full-time",
    description: "ನಮ್ಮ ಫಾರ್ಮ್‌ನಲ್ಲಿ 25 ಹಸುಗಳಿವೆ. ಹಾಲು ಕರೆಯುವುದು, ಮೇವು ಹಾಕುವುದು ಮತ್ತು ಕೊಟ್ಟಿಗೆ ಸ್ವಚ್ಛ ಮಾಡುವ ಕೆಲಸ. ಗಂಡ-ಹೆಂಡತಿ ಇಬ್ಬರೂ ಬಂದರೆ ಉಚಿತ ವಸತಿ ಕೊಡಲಾಗುವುದು.",
  },
];

// Jobs of one role, wherever they are and in whichever language they are written.
const drivers = ["driver-hebbal", "car-driver-nazarbad", "cab-driver-vijayanagar", "lorry-driver-nanjangud", "school-van-driver-kuvempunagar"];
const delivery = ["delivery-kuvempunagar", "delivery-saraswathipuram", "milk-delivery-gokulam"];
const cooks = ["cook-gokulam", "cook-jayalakshmipuram", "cook-catering-saraswathipuram", "cook-pg-bogadi"];
const kitchenHelpers = ["kitchen-helper-nazarbad", "kitchen-helper-ramakrishnanagar"];
const waiters = ["waiter-vijayanagar", "steward-jlb-road", "supplier-agrahara"];
const security = ["security-hebbal", "security-vijayanagar", "watchman-hootagalli"];
const receptionists = ["receptionist-gokulam", "front-office-sayyaji-rao-road"];
const accountants = ["accountant-santhepet", "accounts-hebbal", "accountant-ashoka-road"];
const dataEntry = ["data-entry-kuvempunagar", "data-entry-nanjangud"];
const shops = ["shop-assistant-devaraj-urs-road", "shop-boy-bogadi"];
const teachers = ["teacher-kuvempunagar", "maths-teacher-hunsur", "kannada-teacher-t-narasipura"];
const nurses = ["nurse-saraswathipuram", "nurse-nanjangud"];
const electricians = ["electrician-metagalli", "electrician-vijayanagar"];
const plumbers = ["plumber-kuvempunagar", "plumber-srirampura"];
const carpenters = ["carpenter-metagalli", "carpenter-srirangapatna"];
const masons = ["mason-bogadi", "mason-dattagalli"];
const mechanics = ["bike-mechanic-ramakrishnanagar", "car-mechanic-hinkal"];
const tailors = ["tailor-chamarajapuram", "tailor-mandi-mohalla", "sewing-operator-koorgalli"];
const machineOperators = ["cnc-operator-hebbal", "machine-operator-nanjangud"];
const software = ["software-developer-hebbal", "web-intern-vontikoppal"];

/** The role's jobs but the given ones (the neighbours of a query about one of them). */
const except = (group: string[], ...keys: string[]) => group.filter((key) => !keys.includes(key));

export const evaluationQueries: readonly EvaluationQuery[] = [
  // ---- exact: the job's own words ----
  {
    query: "accountant",
    kind: "exact",
    relevant: accountants,
    related: dataEntry,
  },
  { query: "security guard", kind: "exact", relevant: security },
  {
    query: "delivery boy",
    kind: "exact",
    relevant: delivery,
    related: ["driver-hebbal"],
  },
  {
    query: "electrician",
    kind: "exact",
    relevant: electricians,
    related: ["ac-technician-srirampura"],
  },
  { query: "data entry", kind: "exact", relevant: dataEntry },
  {
    query: "staff nurse",
    kind: "exact",
    relevant: nurses,
    related: ["lab-technician-jayalakshmipuram"],
  },
  { query: "welder job", kind: "exact", relevant: ["welder-hebbal"] },
  { query: "beautician", kind: "exact", relevant: ["beautician-gokulam"] },
  {
    query: "pharmacist",
    kind: "exact",
    relevant: ["pharmacist-vijayanagar"],
    related: ["lab-technician-jayalakshmipuram", ...nurses],
  },
  { query: "tailor", kind: "exact", relevant: tailors },
  {
    query: "machine operator",
    kind: "exact",
    relevant: machineOperators,
    related: ["sewing-operator-koorgalli"],
  },
  { query: "plumber", kind: "exact", relevant: plumbers },
  {
    query: "lab technician",
    kind: "exact",
    relevant: ["lab-technician-jayalakshmipuram"],
    related: [...nurses, "pharmacist-vijayanagar"],
  },
  {
    query: "office boy",
    kind: "exact",
    relevant: ["office-boy-jayalakshmipuram"],
  },
  {
    query: "kitchen helper",
    kind: "exact",
    relevant: kitchenHelpers,
    related: cooks,
  },
  {
    query: "telecaller jobs",
    kind: "exact",
    relevant: ["telecaller-saraswathipuram"],
    related: receptionists,
  },
  {
    query: "car driver",
    kind: "exact",
    relevant: ["car-driver-nazarbad", "cab-driver-vijayanagar"],
    related: ["driver-hebbal", "lorry-driver-nanjangud", "school-van-driver-kuvempunagar"],
  },

  // ---- typo: misspellings ----
  { query: "drivr", kind: "typo", relevant: drivers, related: delivery },
  {
    query: "acountant",
    kind: "typo",
    relevant: accountants,
    related: dataEntry,
  },
  {
    query: "recepshonist",
    kind: "typo",
    relevant: receptionists,
    related: ["telecaller-saraswathipuram"],
  },
  {
    query: "electrision",
    kind: "typo",
    relevant: electricians,
    related: ["ac-technician-srirampura"],
  },
  {
    query: "mechanik",
    kind: "typo",
    relevant: mechanics,
    related: ["ac-technician-srirampura"],
  },
  { query: "plumbr", kind: "typo", relevant: plumbers },
  { query: "secuirty guard", kind: "typo", relevant: security },
  { query: "carpentar", kind: "typo", relevant: carpenters },
  { query: "beutician", kind: "typo", relevant: ["beautician-gokulam"] },
  {
    query: "waitor job",
    kind: "typo",
    relevant: waiters,
    related: kitchenHelpers,
  },
  {
    query: "farmacist",
    kind: "typo",
    relevant: ["pharmacist-vijayanagar"],
    related: ["lab-technician-jayalakshmipuram"],
  },
  {
    query: "delivry boy",
    kind: "typo",
    relevant: delivery,
    related: ["driver-hebbal"],
  },
  { query: "techer", kind: "typo", relevant: teachers },
  { query: "weldar", kind: "typo", relevant: ["welder-hebbal"] },
  {
    query: "telecaler",
    kind: "typo",
    relevant: ["telecaller-saraswathipuram"],
    related: receptionists,
  },
  { query: "tailer", kind: "typo", relevant: tailors },
  {
    query: "sales excutive",
    kind: "typo",
    relevant: ["sales-bannimantap"],
    related: [...shops, "telecaller-saraswathipuram"],
  },

  // ---- synonym: another English word for the role ----
  { query: "chef", kind: "synonym", relevant: cooks, related: kitchenHelpers },
  { query: "watchman", kind: "synonym", relevant: security },
  { query: "welding", kind: "synonym", relevant: ["welder-hebbal"] },
  { query: "computer operator", kind: "synonym", relevant: dataEntry },
  {
    query: "front desk",
    kind: "synonym",
    relevant: receptionists,
    related: ["telecaller-saraswathipuram"],
  },
  {
    query: "serving staff",
    kind: "synonym",
    relevant: waiters,
    related: kitchenHelpers,
  },
  { query: "peon", kind: "synonym", relevant: ["office-boy-jayalakshmipuram"] },
  {
    query: "attender job",
    kind: "synonym",
    relevant: ["office-boy-jayalakshmipuram"],
  },
  {
    query: "salesman",
    kind: "synonym",
    relevant: ["sales-bannimantap", "shop-assistant-devaraj-urs-road"],
    related: ["shop-boy-bogadi", "telecaller-saraswathipuram"],
  },
  {
    query: "bike mechanic",
    kind: "synonym",
    relevant: ["bike-mechanic-ramakrishnanagar"],
    related: ["car-mechanic-hinkal"],
  },
  {
    query: "chauffeur",
    kind: "synonym",
    relevant: ["car-driver-nazarbad", "cab-driver-vijayanagar"],
    related: ["driver-hebbal", "lorry-driver-nanjangud", "school-van-driver-kuvempunagar"],
  },
  { query: "stitching work", kind: "synonym", relevant: tailors },
  {
    query: "godown helper",
    kind: "synonym",
    relevant: ["warehouse-hootagalli"],
    related: ["packing-bannimantap"],
  },
  { query: "makeup artist", kind: "synonym", relevant: ["beautician-gokulam"] },
  {
    query: "software engineer",
    kind: "synonym",
    relevant: ["software-developer-hebbal"],
    related: ["web-intern-vontikoppal"],
  },
  {
    query: "construction work",
    kind: "synonym",
    relevant: masons,
    related: ["plumber-srirampura", "painter-vijayanagar", "electrician-vijayanagar", ...carpenters],
  },
  {
    query: "cleaning job",
    kind: "synonym",
    relevant: ["housekeeping-nazarbad", "housemaid-jayalakshmipuram"],
    related: ["office-boy-jayalakshmipuram"],
  },
  {
    query: "ac mechanic",
    kind: "synonym",
    relevant: ["ac-technician-srirampura"],
    related: [...mechanics, ...electricians],
  },
  { query: "it jobs", kind: "synonym", relevant: software, related: dataEntry },
  {
    query: "tally jobs",
    kind: "synonym",
    relevant: accountants,
    related: dataEntry,
  },

  // ---- kannada: Kannada words in Kannada script ----
  { query: "ಚಾಲಕ", kind: "kannada", relevant: drivers, related: delivery },
  {
    query: "ಅಡುಗೆಯವರು",
    kind: "kannada",
    relevant: cooks,
    related: kitchenHelpers,
  },
  { query: "ಕಾವಲುಗಾರ", kind: "kannada", relevant: security },
  { query: "ಶಿಕ್ಷಕರು", kind: "kannada", relevant: teachers },
  { query: "ದರ್ಜಿ", kind: "kannada", relevant: tailors },
  { query: "ಬಡಗಿ", kind: "kannada", relevant: carpenters },
  { query: "ಲೆಕ್ಕಿಗ", kind: "kannada", relevant: accountants, related: dataEntry },
  { query: "ಗಾರೆ ಕೆಲಸ", kind: "kannada", relevant: masons },
  {
    query: "ಮನೆಗೆಲಸ",
    kind: "kannada",
    relevant: ["housemaid-jayalakshmipuram"],
    related: ["housekeeping-nazarbad"],
  },
  {
    query: "ಅಡುಗೆ ಸಹಾಯಕರು",
    kind: "kannada",
    relevant: kitchenHelpers,
    related: cooks,
  },
  {
    query: "ಶುಶ್ರೂಷಕಿ",
    kind: "kannada",
    relevant: nurses,
    related: ["lab-technician-jayalakshmipuram"],
  },
  { query: "ಬಣ್ಣದ ಕೆಲಸ", kind: "kannada", relevant: ["painter-vijayanagar"] },
  {
    query: "ತೋಟಗಾರ",
    kind: "kannada",
    relevant: ["gardener-dattagalli"],
    related: ["dairy-t-narasipura"],
  },
  {
    query: "ಹೈನುಗಾರಿಕೆ",
    kind: "kannada",
    relevant: ["dairy-t-narasipura"],
    related: ["gardener-dattagalli"],
  },
  {
    query: "ಸ್ವಾಗತಕಾರರು",
    kind: "kannada",
    relevant: receptionists,
    related: ["telecaller-saraswathipuram"],
  },
  {
    query: "ಔಷಧಿ ಅಂಗಡಿ ಕೆಲಸ",
    kind: "kannada",
    relevant: ["pharmacist-vijayanagar"],
    related: ["lab-technician-jayalakshmipuram"],
  },
  {
    query: "ಮಾರಾಟ ಪ್ರತಿನಿಧಿ",
    kind: "kannada",
    relevant: ["sales-bannimantap"],
    related: [...shops, "telecaller-saraswathipuram"],
  },
  {
    query: "ಅಂಗಡಿ ಕೆಲಸ",
    kind: "kannada",
    relevant: shops,
    related: ["sales-bannimantap"],
  },

  // ---- english-in-kannada: English words written in Kannada script ----
  {
    query: "ಡ್ರೈವರ್ ಕೆಲಸ",
    kind: "english-in-kannada",
    relevant: drivers,
    related: delivery,
  },
  {
    query: "ನರ್ಸ್",
    kind: "english-in-kannada",
    relevant: nurses,
    related: ["lab-technician-jayalakshmipuram"],
  },
  {
    query: "ವೇಟರ್",
    kind: "english-in-kannada",
    relevant: waiters,
    related: kitchenHelpers,
  },
  {
    query: "ಅಕೌಂಟೆಂಟ್",
    kind: "english-in-kannada",
    relevant: accountants,
    related: dataEntry,
  },
  { query: "ಸೆಕ್ಯುರಿಟಿ ಗಾರ್ಡ್", kind: "english-in-kannada", relevant: security },
  { query: "ಪ್ಲಂಬರ್", kind: "english-in-kannada", relevant: plumbers },
  {
    query: "ಮೆಕ್ಯಾನಿಕ್",
    kind: "english-in-kannada",
    relevant: mechanics,
    related: ["ac-technician-srirampura"],
  },
  {
    query: "ರಿಸೆಪ್ಷನಿಸ್ಟ್",
    kind: "english-in-kannada",
    relevant: receptionists,
    related: ["telecaller-saraswathipuram"],
  },
  { query: "ಡೇಟಾ ಎಂಟ್ರಿ", kind: "english-in-kannada", relevant: dataEntry },
  { query: "ಟೈಲರ್", kind: "english-in-kannada", relevant: tailors },
  { query: "ವೆಲ್ಡರ್", kind: "english-in-kannada", relevant: ["welder-hebbal"] },
  {
    query: "ಡೆಲಿವರಿ ಬಾಯ್",
    kind: "english-in-kannada",
    relevant: delivery,
    related: ["driver-hebbal"],
  },
  {
    query: "ಸಾಫ್ಟ್‌ವೇರ್ ಕೆಲಸ",
    kind: "english-in-kannada",
    relevant: software,
    related: dataEntry,
  },
  { query: "ಟೀಚರ್", kind: "english-in-kannada", relevant: teachers },
  {
    query: "ಬ್ಯೂಟಿ ಪಾರ್ಲರ್",
    kind: "english-in-kannada",
    relevant: ["beautician-gokulam"],
  },
  {
    query: "ಕುಕ್",
    kind: "english-in-kannada",
    relevant: cooks,
    related: kitchenHelpers,
  },
  {
    query: "ಪ್ಯಾಕಿಂಗ್ ಕೆಲಸ",
    kind: "english-in-kannada",
    relevant: ["packing-bannimantap"],
    related: ["warehouse-hootagalli"],
  },
  {
    query: "ಎಸಿ ಟೆಕ್ನೀಷಿಯನ್",
    kind: "english-in-kannada",
    relevant: ["ac-technician-srirampura"],
    related: electricians,
  },
  {
    query: "ಟೆಲಿಕಾಲರ್",
    kind: "english-in-kannada",
    relevant: ["telecaller-saraswathipuram"],
    related: receptionists,
  },

  // ---- romanised: Kannada typed in Latin letters ----
  { query: "chalaka", kind: "romanised", relevant: drivers, related: delivery },
  {
    query: "adige kelasa",
    kind: "romanised",
    relevant: cooks,
    related: kitchenHelpers,
  },
  { query: "darji", kind: "romanised", relevant: tailors },
  { query: "kavalugara", kind: "romanised", relevant: security },
  { query: "badagi", kind: "romanised", relevant: carpenters },
  { query: "gare kelasa", kind: "romanised", relevant: masons },
  { query: "shikshaka", kind: "romanised", relevant: teachers },
  {
    query: "mane kelasa",
    kind: "romanised",
    relevant: ["housemaid-jayalakshmipuram"],
    related: ["housekeeping-nazarbad"],
  },
  {
    query: "lekkiga",
    kind: "romanised",
    relevant: accountants,
    related: dataEntry,
  },
  {
    query: "totagara",
    kind: "romanised",
    relevant: ["gardener-dattagalli"],
    related: ["dairy-t-narasipura"],
  },
  {
    query: "angadi kelasa",
    kind: "romanised",
    relevant: shops,
    related: ["sales-bannimantap"],
  },
  {
    query: "hainugarike",
    kind: "romanised",
    relevant: ["dairy-t-narasipura"],
    related: ["gardener-dattagalli"],
  },
  {
    query: "adige sahayaka",
    kind: "romanised",
    relevant: kitchenHelpers,
    related: cooks,
  },
  {
    query: "lari chalaka",
    kind: "romanised",
    relevant: ["lorry-driver-nanjangud"],
    related: except(drivers, "lorry-driver-nanjangud"),
  },

  // ---- place: a role and a place, or a place alone ----
  {
    query: "driver hebbal",
    kind: "place",
    relevant: ["driver-hebbal"],
    related: except(drivers, "driver-hebbal"),
  },
  {
    query: "cook in gokulam",
    kind: "place",
    relevant: ["cook-gokulam"],
    related: [...except(cooks, "cook-gokulam"), ...kitchenHelpers],
  },
  {
    query: "ಹೆಬ್ಬಾಳ ಚಾಲಕ",
    kind: "place",
    relevant: ["driver-hebbal"],
    related: except(drivers, "driver-hebbal"),
  },
  {
    query: "jobs in vijayanagar",
    kind: "place",
    relevant: [
      "cab-driver-vijayanagar",
      "waiter-vijayanagar",
      "security-vijayanagar",
      "pharmacist-vijayanagar",
      "painter-vijayanagar",
      "electrician-vijayanagar",
    ],
  },
  {
    query: "jobs in hebbal",
    kind: "place",
    relevant: ["driver-hebbal", "security-hebbal", "accounts-hebbal", "welder-hebbal", "cnc-operator-hebbal", "software-developer-hebbal"],
  },
  {
    query: "nanjangud jobs",
    kind: "place",
    relevant: ["lorry-driver-nanjangud", "nurse-nanjangud", "data-entry-nanjangud", "machine-operator-nanjangud"],
  },
  {
    query: "ನಂಜನಗೂಡು ಕೆಲಸ",
    kind: "place",
    relevant: ["lorry-driver-nanjangud", "nurse-nanjangud", "data-entry-nanjangud", "machine-operator-nanjangud"],
  },
  {
    query: "ಕುವೆಂಪುನಗರ",
    kind: "place",
    relevant: ["delivery-kuvempunagar", "data-entry-kuvempunagar", "teacher-kuvempunagar", "plumber-kuvempunagar", "school-van-driver-kuvempunagar"],
  },
  {
    query: "security guard hebbal",
    kind: "place",
    relevant: ["security-hebbal"],
    related: except(security, "security-hebbal"),
  },
  {
    query: "nurse nanjangud",
    kind: "place",
    relevant: ["nurse-nanjangud"],
    related: ["nurse-saraswathipuram"],
  },
  {
    query: "ವಿಜಯನಗರ ಎಲೆಕ್ಟ್ರಿಷಿಯನ್",
    kind: "place",
    relevant: ["electrician-vijayanagar"],
    related: ["electrician-metagalli"],
  },
  {
    query: "plumber near kuvempunagar",
    kind: "place",
    relevant: ["plumber-kuvempunagar"],
    related: ["plumber-srirampura"],
  },
  {
    query: "jobs in t narasipura",
    kind: "place",
    relevant: ["kannada-teacher-t-narasipura", "dairy-t-narasipura"],
  },
  {
    query: "ramakrishnanagar jobs",
    kind: "place",
    relevant: ["bike-mechanic-ramakrishnanagar", "kitchen-helper-ramakrishnanagar"],
  },
  {
    query: "hootagalli jobs",
    kind: "place",
    relevant: ["warehouse-hootagalli", "watchman-hootagalli"],
  },
  {
    query: "jobs in bogadi",
    kind: "place",
    relevant: ["mason-bogadi", "cook-pg-bogadi", "shop-boy-bogadi"],
  },
  {
    query: "mechanic hinkal",
    kind: "place",
    relevant: ["car-mechanic-hinkal"],
    related: ["bike-mechanic-ramakrishnanagar"],
  },
  {
    query: "jobs in gokulam",
    kind: "place",
    relevant: ["cook-gokulam", "receptionist-gokulam", "milk-delivery-gokulam", "beautician-gokulam"],
  },
  {
    query: "ಜಯಲಕ್ಷ್ಮೀಪುರಂ",
    kind: "place",
    relevant: ["cook-jayalakshmipuram", "lab-technician-jayalakshmipuram", "office-boy-jayalakshmipuram", "housemaid-jayalakshmipuram"],
  },
  {
    query: "carpenter srirangapatna",
    kind: "place",
    relevant: ["carpenter-srirangapatna"],
    related: ["carpenter-metagalli"],
  },
  {
    query: "waiter in vijayanagar",
    kind: "place",
    relevant: ["waiter-vijayanagar"],
    related: except(waiters, "waiter-vijayanagar"),
  },
  {
    query: "jobs in saraswathipuram",
    kind: "place",
    relevant: ["delivery-saraswathipuram", "telecaller-saraswathipuram", "nurse-saraswathipuram", "cook-catering-saraswathipuram"],
  },

  // ---- english-to-kannada: English queries whose wanted jobs are written in Kannada ----
  {
    query: "lorry driver",
    kind: "english-to-kannada",
    relevant: ["lorry-driver-nanjangud"],
    related: except(drivers, "lorry-driver-nanjangud"),
  },
  {
    query: "school van driver",
    kind: "english-to-kannada",
    relevant: ["school-van-driver-kuvempunagar"],
    related: except(drivers, "school-van-driver-kuvempunagar"),
  },
  {
    query: "housemaid",
    kind: "english-to-kannada",
    relevant: ["housemaid-jayalakshmipuram"],
    related: ["housekeeping-nazarbad"],
  },
  {
    query: "catering cook",
    kind: "english-to-kannada",
    relevant: ["cook-catering-saraswathipuram"],
    related: [...except(cooks, "cook-catering-saraswathipuram"), ...kitchenHelpers],
  },
  {
    query: "dairy farm worker",
    kind: "english-to-kannada",
    relevant: ["dairy-t-narasipura"],
    related: ["gardener-dattagalli"],
  },
  {
    query: "kannada teacher",
    kind: "english-to-kannada",
    relevant: ["kannada-teacher-t-narasipura"],
    related: except(teachers, "kannada-teacher-t-narasipura"),
  },
  {
    query: "grocery shop job",
    kind: "english-to-kannada",
    relevant: ["shop-boy-bogadi"],
    related: ["shop-assistant-devaraj-urs-road", "delivery-kuvempunagar"],
  },
  {
    query: "blouse stitching",
    kind: "english-to-kannada",
    relevant: ["tailor-mandi-mohalla"],
    related: except(tailors, "tailor-mandi-mohalla"),
  },
  {
    query: "ladies tailor",
    kind: "english-to-kannada",
    relevant: ["tailor-mandi-mohalla"],
    related: except(tailors, "tailor-mandi-mohalla"),
  },
  {
    query: "house wiring",
    kind: "english-to-kannada",
    relevant: ["electrician-vijayanagar"],
    related: ["electrician-metagalli"],
  },
  {
    query: "godown watchman",
    kind: "english-to-kannada",
    relevant: ["watchman-hootagalli"],
    related: except(security, "watchman-hootagalli"),
  },
  {
    query: "jewellery shop accountant",
    kind: "english-to-kannada",
    relevant: ["accountant-ashoka-road"],
    related: except(accountants, "accountant-ashoka-road"),
  },
];
