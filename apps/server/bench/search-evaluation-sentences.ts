/**
 * The search's second evaluation set (issue 51): searches typed as people here type them to a
 * friend. Sentences with filler words in three ways of writing ("driver job beku", "kelasa venu
 * hebbal", "ಡ್ರೈವರ್ ಕೆಲಸ ಬೇಕು ಮೈಸೂರು"), qualifications (SSLC, ITI, ಪಿಯುಸಿ, B.Com), the job type in
 * words (part time, contract, internship, ಅರೆಕಾಲಿಕ), local names for trades (chemist, supplier,
 * mestri), typos beside a trade that looks like them (pharmacist / farm, nurse / nursery) and trades
 * no job has. Written apart from the vocabulary; `npm run bench:search` measures it beside the first
 * set (search-evaluation.ts).
 */
import type { EvaluationJob, EvaluationQuery } from "./search-evaluation.ts";

export type SentenceQueryKind =
  | "sentence" // a trade or place among filler words: "need cook work near gokulam"
  | "qualification" // what the ad asks for: "iti electrician", "ಪಿಯುಸಿ ಕೆಲಸ", "b.com jobs"
  | "job-type" // the job type in words: "part time tutor", "contract electrician", "ಅರೆಕಾಲಿಕ"
  | "local-name" // a trade by a name in local use: "chemist", "supplier", "mestri", "peon"
  | "typo-rank" // a misspelt trade beside one that looks like it: "pharmasist" (not farm), "nurce" (not nursery)
  | "no-match"; // a trade no job has: nothing is better than near spellings of another

export const evaluationJobs: readonly EvaluationJob[] = [
  { key: "driver-hebbal", title: "Driver", company: "Sri Ganesh Travels", location: "Hebbal, Mysuru", type: "Full-time", description: "Drive our Innova for local and outstation trips. LMV licence with badge, 3 years' experience. SSLC pass. ₹17,000 plus bata." },
  { key: "driver-kannada", title: "ಚಾಲಕರು ಬೇಕಾಗಿದ್ದಾರೆ", company: "ಕಾವೇರಿ ಟ್ರಾವೆಲ್ಸ್", location: "ವಿಜಯನಗರ, ಮೈಸೂರು", type: "Full-time", description: "ಕಾರು ಓಡಿಸಲು ಅನುಭವ ಇರುವ ಚಾಲಕರು ಬೇಕು. ಚಾಲನಾ ಪರವಾನಗಿ ಕಡ್ಡಾಯ. ಎಸ್ಎಸ್ಎಲ್ಸಿ ಪಾಸ್ ಆಗಿರಬೇಕು. ಸಂಬಳ ₹15,000." },
  { key: "driver-part-time", title: "Part Time Driver", company: "Green Valley School", location: "Bogadi, Mysuru", type: "Part-time", description: "Drive the school van mornings and evenings. Licence with badge needed." },
  { key: "cook-gokulam", title: "Cook", company: "Hotel Mayura", location: "Gokulam, Mysuru", type: "Full-time", description: "South Indian cook for a busy darshini. 3 years' experience. Food and stay given." },
  { key: "cook-kannada", title: "ಅಡುಗೆಯವರು ಬೇಕಾಗಿದ್ದಾರೆ", company: "ಶ್ರೀ ಕೃಷ್ಣ ಕ್ಯಾಟರರ್ಸ್", location: "ಸರಸ್ವತಿಪುರಂ, ಮೈಸೂರು", type: "Contract", description: "ಮದುವೆ ಸಮಾರಂಭಗಳಿಗೆ ಅಡುಗೆ ಮಾಡಲು ಅನುಭವಿ ಅಡುಗೆಯವರು ಬೇಕು. ದಿನಕ್ಕೆ ₹1,000." },
  { key: "waiter-nazarbad", title: "Hotel Supplier", company: "Hotel Dasaprakash", location: "Nazarbad, Mysuru", type: "Full-time", description: "Serve meals and tiffin to customers at tables. Freshers can apply. ₹10,000 with food." },
  { key: "waiter-kannada", title: "ಸಪ್ಲೈಯರ್ ಬೇಕಾಗಿದ್ದಾರೆ", company: "ಮೈಲಾರಿ ಹೋಟೆಲ್", location: "ನಜರ್‌ಬಾದ್, ಮೈಸೂರು", type: "Part-time", description: "ಬೆಳಿಗ್ಗೆ 7 ರಿಂದ 11 ರವರೆಗೆ ದೋಸೆ ಹೋಟೆಲ್‌ನಲ್ಲಿ ಸಪ್ಲೈ ಮಾಡುವ ಕೆಲಸ. ಸಂಬಳ ₹6,000." },
  { key: "pharmacist-vijayanagar", title: "Pharmacist", company: "Apollo Pharmacy", location: "Vijayanagar 1st Stage, Mysuru", type: "Full-time", description: "Dispense medicines against prescriptions. D.Pharm or B.Pharm with registration. ₹20,000." },
  { key: "chemist-shop-helper", title: "Medical Shop Assistant", company: "Sri Durga Medicals", location: "Kuvempunagar, Mysuru", type: "Full-time", description: "Help at the counter of our chemist shop: find medicines, billing. PUC pass, freshers welcome." },
  { key: "pharmacist-kannada", title: "ಫಾರ್ಮಸಿಸ್ಟ್ ಬೇಕಾಗಿದ್ದಾರೆ", company: "ಜನೌಷಧಿ ಕೇಂದ್ರ", location: "ನಂಜನಗೂಡು", type: "Full-time", description: "ಔಷಧಿ ಅಂಗಡಿಯಲ್ಲಿ ಕೆಲಸ. ಡಿ ಫಾರ್ಮ್ ಕಡ್ಡಾಯ. ಸಂಬಳ ₹16,000." },
  { key: "farm-worker", title: "Farm Worker", company: "Hosahalli Farms", location: "T Narasipura", type: "Contract", description: "Work in sugarcane and banana fields: watering, weeding, harvest. Stay given." },
  { key: "farm-kannada", title: "ತೋಟದ ಕೆಲಸಗಾರರು ಬೇಕು", company: "ಸಿರಿ ಫಾರ್ಮ್ಸ್", location: "ಶ್ರೀರಂಗಪಟ್ಟಣ", type: "Full-time", description: "ತೆಂಗಿನ ತೋಟದಲ್ಲಿ ಕೆಲಸ. ಊಟ ವಸತಿ ಉಚಿತ." },
  { key: "nurse-hospital", title: "Staff Nurse", company: "JSS Hospital", location: "Ramanuja Road, Mysuru", type: "Full-time", description: "Ward nurse for day and night shifts. GNM or BSc Nursing with Karnataka Nursing Council registration." },
  { key: "nurse-kannada", title: "ನರ್ಸ್ ಬೇಕಾಗಿದ್ದಾರೆ", company: "ಸುಶ್ರುತ ನರ್ಸಿಂಗ್ ಹೋಮ್", location: "ಕುವೆಂಪುನಗರ, ಮೈಸೂರು", type: "Full-time", description: "ಜಿಎನ್ಎಂ ಅಥವಾ ಎಎನ್ಎಂ ಆದ ನರ್ಸ್ ಬೇಕು. ರಾತ್ರಿ ಪಾಳಿ ಇರುತ್ತದೆ. ಸಂಬಳ ₹14,000." },
  { key: "plant-nursery", title: "Plant Nursery Helper", company: "Green Leaf Nursery", location: "Hinkal, Mysuru", type: "Full-time", description: "Water and pot plants, load saplings for customers. No qualification needed." },
  { key: "electrician-iti", title: "Electrician", company: "Triveni Engineering", location: "Hebbal Industrial Area, Mysuru", type: "Contract", description: "Maintain wiring and motors in the factory. ITI Electrician with 2 years' experience." },
  { key: "electrician-house", title: "House Wiring Electrician", company: "Sri Sai Electricals", location: "Vijayanagar 4th Stage, Mysuru", type: "Full-time", description: "Wiring of new houses and repairs. Experience matters more than schooling." },
  { key: "electrician-kannada", title: "ಎಲೆಕ್ಟ್ರಿಷಿಯನ್ ಬೇಕಾಗಿದ್ದಾರೆ", company: "ಮಹದೇಶ್ವರ ಎಲೆಕ್ಟ್ರಿಕಲ್ಸ್", location: "ಮೇಟಗಳ್ಳಿ, ಮೈಸೂರು", type: "Full-time", description: "ಐಟಿಐ ಎಲೆಕ್ಟ್ರಿಷಿಯನ್ ಆದವರು ಬೇಕು. ಸಂಬಳ ₹18,000." },
  { key: "fitter-iti", title: "Fitter", company: "Automotive Axles", location: "Hootagalli Industrial Area, Mysuru", type: "Full-time", description: "Fitting and assembly on the shop floor. ITI Fitter, freshers can apply. ₹14,000 plus PF, ESI." },
  { key: "accountant-bcom", title: "Accountant", company: "Lakshmi Textiles", location: "Devaraj Urs Road, Mysuru", type: "Full-time", description: "Tally, GST returns and bank entries. B.Com graduate with 2 years' experience." },
  { key: "accounts-kannada", title: "ಲೆಕ್ಕಿಗರು ಬೇಕಾಗಿದ್ದಾರೆ", company: "ಶ್ರೀ ವೆಂಕಟೇಶ್ವರ ಟ್ರೇಡರ್ಸ್", location: "ಮಂಡಿ ಮೊಹಲ್ಲಾ, ಮೈಸೂರು", type: "Part-time", description: "ಟ್ಯಾಲಿ ಗೊತ್ತಿರುವ ಬಿ.ಕಾಂ ಪದವೀಧರರು ಬೇಕು. ಸಂಜೆ 4 ರಿಂದ 8." },
  { key: "teacher-degree", title: "Primary School Teacher", company: "Sadvidya School", location: "Saraswathipuram, Mysuru", type: "Full-time", description: "Teach English to classes 1 to 4. Any degree with B.Ed." },
  { key: "tutor-part-time", title: "Maths Tuition Teacher", company: "Bright Minds Tuitions", location: "Kuvempunagar, Mysuru", type: "Part-time", description: "Evening tuition for classes 8 to 10, 5 pm to 8 pm. Degree or PUC with good maths." },
  { key: "teacher-kannada-part", title: "ಅರೆಕಾಲಿಕ ಕನ್ನಡ ಶಿಕ್ಷಕರು", company: "ಸರಸ್ವತಿ ವಿದ್ಯಾಲಯ", location: "ಟಿ ನರಸೀಪುರ", type: "Part-time", description: "ವಾರಕ್ಕೆ ಮೂರು ದಿನ ಕನ್ನಡ ಪಾಠ. ಕನ್ನಡ ಪದವಿ ಇರಬೇಕು." },
  { key: "data-entry-puc", title: "Data Entry Operator", company: "Infosoft Services", location: "Jayalakshmipuram, Mysuru", type: "Full-time", description: "Enter forms into the system. PUC or degree, typing 30 words a minute. Freshers welcome." },
  { key: "data-entry-part", title: "Part-time Data Entry", company: "Mysore Print House", location: "Chamarajapuram, Mysuru", type: "Part-time", description: "Typing work for 4 hours a day. 12th pass and basic computer knowledge." },
  { key: "office-boy-sslc", title: "Office Boy", company: "Karnataka Bank Branch", location: "Sayyaji Rao Road, Mysuru", type: "Full-time", description: "Files, tea, errands and the photocopier. 10th pass is enough. ₹10,000." },
  { key: "security-hebbal", title: "Security Guard", company: "Eagle Security Services", location: "Hebbal, Mysuru", type: "Full-time", description: "Gate duty at a factory, 12-hour shifts. SSLC, ex-servicemen welcome." },
  { key: "security-kannada", title: "ಸೆಕ್ಯುರಿಟಿ ಗಾರ್ಡ್ ಬೇಕು", company: "ಸುರಕ್ಷಾ ಏಜೆನ್ಸಿ", location: "ಬೋಗಾದಿ, ಮೈಸೂರು", type: "Full-time", description: "ಅಪಾರ್ಟ್ಮೆಂಟ್ ಗೇಟ್ ಕಾವಲು. ರಾತ್ರಿ ಪಾಳಿ. ಸಂಬಳ ₹12,000." },
  { key: "tailor-part", title: "Ladies Tailor", company: "Vanitha Boutique", location: "Gokulam, Mysuru", type: "Part-time", description: "Blouse and churidar stitching from home or at the shop, afternoons." },
  { key: "tailor-full", title: "Tailor", company: "Raymond Shop", location: "Devaraj Urs Road, Mysuru", type: "Full-time", description: "Alterations of shirts and trousers for our customers." },
  { key: "tailor-kannada", title: "ದರ್ಜಿ ಬೇಕಾಗಿದ್ದಾರೆ", company: "ಶ್ರೀ ಲಕ್ಷ್ಮಿ ಟೈಲರ್ಸ್", location: "ಅಗ್ರಹಾರ, ಮೈಸೂರು", type: "Full-time", description: "ಪುರುಷರ ಉಡುಪು ಹೊಲಿಯಲು ಅನುಭವಿ ದರ್ಜಿ ಬೇಕು." },
  { key: "mason", title: "Mason", company: "Sri Rama Builders", location: "Bogadi, Mysuru", type: "Contract", description: "Brick and plastering work at our apartment site. Daily wage ₹900." },
  { key: "mason-kannada", title: "ಗಾರೆ ಕೆಲಸದವರು ಬೇಕು", company: "ನಂದಿ ಕನ್ಸ್ಟ್ರಕ್ಷನ್ಸ್", location: "ದಟ್ಟಗಳ್ಳಿ, ಮೈಸೂರು", type: "Contract", description: "ಮನೆ ಕಟ್ಟಡದಲ್ಲಿ ಗಾರೆ ಕೆಲಸ. ದಿನಕ್ಕೆ ₹850." },
  { key: "marketing-intern", title: "Marketing Intern", company: "Mysore Startups Hub", location: "Vijayanagar, Mysuru", type: "Internship", description: "Help with social media and events for three months. Final-year degree students." },
  { key: "software-intern", title: "Software Developer Intern", company: "Excelsoft", location: "Hebbal, Mysuru", type: "Internship", description: "Six-month internship in web development. BE or BCA students." },
  { key: "graphic-freelance", title: "Graphic Designer", company: "Print Point", location: "Gokulam, Mysuru", type: "Freelance", description: "Design wedding cards, flex banners and logos, paid per design." },
  { key: "graphic-full", title: "Graphic Designer", company: "Ad Media", location: "Saraswathipuram, Mysuru", type: "Full-time", description: "Posters and social media designs in Photoshop and CorelDraw." },
  { key: "plumber", title: "Plumber", company: "Aqua Services", location: "Vijayanagar, Mysuru", type: "Full-time", description: "Fix taps, pipes and tanks at homes. Own tools preferred." },
  { key: "lab-technician-dmlt", title: "Lab Technician", company: "Anand Diagnostics", location: "Jayalakshmipuram, Mysuru", type: "Full-time", description: "Collect samples and run blood tests. DMLT or BSc MLT." },
  { key: "receptionist", title: "Receptionist", company: "Hotel Roopa", location: "Nazarbad, Mysuru", type: "Full-time", description: "Front desk: check-ins, phone calls, bookings. Degree, spoken English and Kannada." },
  { key: "housekeeping", title: "Housekeeping Staff", company: "Radisson Blu", location: "Nazarbad, Mysuru", type: "Full-time", description: "Room cleaning and laundry. No qualification needed; freshers trained." },
  { key: "loader", title: "Loading Unloading Worker", company: "Mysore Logistics", location: "Hebbal Industrial Area, Mysuru", type: "Contract", description: "Load and unload trucks at our godown. Daily wage." },
  { key: "sales-showroom", title: "Sales Executive", company: "Sri Krishna Electronics", location: "Ashoka Road, Mysuru", type: "Full-time", description: "Sell TVs and fridges in our showroom. PUC or degree. Incentives." },
  { key: "beautician", title: "Beautician", company: "Glow Beauty Parlour", location: "Kuvempunagar, Mysuru", type: "Part-time", description: "Facial, threading and bridal makeup. Course certificate needed." },
  { key: "mechanic-bike", title: "Two Wheeler Mechanic", company: "Sri Ram Motors", location: "Ramakrishnanagar, Mysuru", type: "Full-time", description: "Service and repair of bikes and scooters. ITI or experience." },
];

const drivers = ["driver-hebbal", "driver-kannada", "driver-part-time"];
const cooks = ["cook-gokulam", "cook-kannada"];
const waiters = ["waiter-nazarbad", "waiter-kannada"];
const pharmacists = ["pharmacist-vijayanagar", "chemist-shop-helper", "pharmacist-kannada"];
const nurses = ["nurse-hospital", "nurse-kannada"];
const electricians = ["electrician-iti", "electrician-house", "electrician-kannada"];
const accountants = ["accountant-bcom", "accounts-kannada"];
const teachers = ["teacher-degree", "tutor-part-time", "teacher-kannada-part"];
const dataEntry = ["data-entry-puc", "data-entry-part"];
const security = ["security-hebbal", "security-kannada"];
const tailors = ["tailor-part", "tailor-full", "tailor-kannada"];
const masons = ["mason", "mason-kannada"];
const farms = ["farm-worker", "farm-kannada"];
const designers = ["graphic-freelance", "graphic-full"];

export const evaluationQueries: readonly (Omit<EvaluationQuery, "kind"> & { kind: SentenceQueryKind })[] = [
  // ---- sentence: a trade or a place among filler words ----
  { query: "driver job beku", kind: "sentence", relevant: drivers },
  { query: "kelasa venu hebbal", kind: "sentence", relevant: ["driver-hebbal", "security-hebbal", "electrician-iti", "software-intern", "loader"] },
  { query: "need cook work near gokulam", kind: "sentence", relevant: ["cook-gokulam"], related: ["cook-kannada"] },
  { query: "ಡ್ರೈವರ್ ಕೆಲಸ ಬೇಕು ಮೈಸೂರು", kind: "sentence", relevant: drivers },
  { query: "any security job in mysore", kind: "sentence", relevant: security },
  { query: "i want tailor work", kind: "sentence", relevant: tailors },
  { query: "plumber kelsa beku vijayanagar", kind: "sentence", relevant: ["plumber"] },
  { query: "nurse job in mysuru hospital", kind: "sentence", relevant: nurses },
  { query: "ಅಡುಗೆ ಕೆಲಸ ಬೇಕು", kind: "sentence", relevant: cooks },
  { query: "electrician job wanted urgently", kind: "sentence", relevant: electricians },
  { query: "looking for accountant job mysore", kind: "sentence", relevant: accountants },
  { query: "ನನಗೆ ಗಾರೆ ಕೆಲಸ ಬೇಕು", kind: "sentence", relevant: masons },
  { query: "hotel supplier job kodi", kind: "sentence", relevant: waiters },
  { query: "teacher job please", kind: "sentence", relevant: teachers },
  { query: "any job in nazarbad", kind: "sentence", relevant: ["waiter-nazarbad", "waiter-kannada", "receptionist", "housekeeping"] },
  { query: "beautician kelasa ide", kind: "sentence", relevant: ["beautician"] },

  // ---- qualification: what the ad asks for ----
  { query: "iti electrician", kind: "qualification", relevant: ["electrician-iti", "electrician-kannada"], related: ["electrician-house"] },
  { query: "iti jobs", kind: "qualification", relevant: ["electrician-iti", "electrician-kannada", "fitter-iti", "mechanic-bike"] },
  { query: "ಐಟಿಐ ಕೆಲಸ", kind: "qualification", relevant: ["electrician-iti", "electrician-kannada", "fitter-iti", "mechanic-bike"] },
  { query: "sslc pass job", kind: "qualification", relevant: ["driver-hebbal", "driver-kannada", "security-hebbal", "office-boy-sslc"] },
  { query: "10th pass", kind: "qualification", relevant: ["driver-hebbal", "driver-kannada", "security-hebbal", "office-boy-sslc"] },
  { query: "puc jobs", kind: "qualification", relevant: ["chemist-shop-helper", "data-entry-puc", "data-entry-part", "sales-showroom", "tutor-part-time"] },
  { query: "ಪಿಯುಸಿ ಆದವರಿಗೆ ಕೆಲಸ", kind: "qualification", relevant: ["chemist-shop-helper", "data-entry-puc", "data-entry-part", "sales-showroom", "tutor-part-time"] },
  { query: "b.com accountant", kind: "qualification", relevant: accountants },
  { query: "bcom jobs", kind: "qualification", relevant: accountants },
  { query: "gnm nurse", kind: "qualification", relevant: nurses },
  { query: "bsc nursing", kind: "qualification", relevant: ["nurse-hospital"], related: ["nurse-kannada"] },
  { query: "fresher jobs", kind: "qualification", relevant: ["waiter-nazarbad", "chemist-shop-helper", "fitter-iti", "data-entry-puc", "housekeeping"] },
  { query: "degree jobs", kind: "qualification", relevant: ["teacher-degree", "tutor-part-time", "data-entry-puc", "accountant-bcom", "receptionist", "sales-showroom", "marketing-intern", "teacher-kannada-part", "accounts-kannada"] },
  { query: "12th pass data entry", kind: "qualification", relevant: dataEntry },
  { query: "d pharm", kind: "qualification", relevant: ["pharmacist-vijayanagar", "pharmacist-kannada"], related: ["chemist-shop-helper"] },
  { query: "dmlt", kind: "qualification", relevant: ["lab-technician-dmlt"] },

  // ---- job-type: the type in words ----
  { query: "part time tailor", kind: "job-type", relevant: ["tailor-part"], related: ["tailor-full", "tailor-kannada"] },
  { query: "part time driver", kind: "job-type", relevant: ["driver-part-time"], related: ["driver-hebbal", "driver-kannada"] },
  { query: "part time jobs", kind: "job-type", relevant: ["driver-part-time", "waiter-kannada", "accounts-kannada", "tutor-part-time", "teacher-kannada-part", "data-entry-part", "tailor-part", "beautician"] },
  { query: "ಅರೆಕಾಲಿಕ ಕೆಲಸ", kind: "job-type", relevant: ["driver-part-time", "waiter-kannada", "accounts-kannada", "tutor-part-time", "teacher-kannada-part", "data-entry-part", "tailor-part", "beautician"] },
  { query: "contract electrician", kind: "job-type", relevant: ["electrician-iti"], related: ["electrician-house", "electrician-kannada"] },
  { query: "marketing internship", kind: "job-type", relevant: ["marketing-intern"] },
  { query: "internship", kind: "job-type", relevant: ["marketing-intern", "software-intern"] },
  { query: "freelance designer", kind: "job-type", relevant: ["graphic-freelance"], related: ["graphic-full"] },
  { query: "part time accountant", kind: "job-type", relevant: ["accounts-kannada"], related: ["accountant-bcom"] },
  { query: "part time supplier", kind: "job-type", relevant: ["waiter-kannada"], related: ["waiter-nazarbad"] },
  { query: "contract cook", kind: "job-type", relevant: ["cook-kannada"], related: ["cook-gokulam"] },
  { query: "part-time data entry", kind: "job-type", relevant: ["data-entry-part"], related: ["data-entry-puc"] },

  // ---- local-name: a trade by a name in local use ----
  { query: "chemist", kind: "local-name", relevant: pharmacists },
  { query: "medical shop job", kind: "local-name", relevant: pharmacists },
  { query: "supplier", kind: "local-name", relevant: waiters },
  { query: "server job hotel", kind: "local-name", relevant: waiters },
  { query: "mestri", kind: "local-name", relevant: masons },
  { query: "peon", kind: "local-name", relevant: ["office-boy-sslc"] },
  { query: "hamali", kind: "local-name", relevant: ["loader"] },
  { query: "tuition teacher", kind: "local-name", relevant: ["tutor-part-time"], related: except(teachers, "tutor-part-time") },
  { query: "bike mechanic", kind: "local-name", relevant: ["mechanic-bike"] },
  { query: "room boy", kind: "local-name", relevant: ["housekeeping"] },
  { query: "front desk", kind: "local-name", relevant: ["receptionist"] },
  { query: "dtp designer", kind: "local-name", relevant: designers },
  { query: "lab assistant", kind: "local-name", relevant: ["lab-technician-dmlt"] },
  { query: "counter sales", kind: "local-name", relevant: ["sales-showroom"], related: ["chemist-shop-helper"] },

  // ---- typo-rank: a misspelt trade beside one that looks like it ----
  { query: "pharmasist", kind: "typo-rank", relevant: pharmacists },
  { query: "farmacist", kind: "typo-rank", relevant: pharmacists },
  { query: "nurce", kind: "typo-rank", relevant: nurses },
  { query: "nurs job", kind: "typo-rank", relevant: nurses },
  { query: "electrision", kind: "typo-rank", relevant: electricians },
  { query: "acountent", kind: "typo-rank", relevant: accountants },
  { query: "taylor", kind: "typo-rank", relevant: tailors },
  { query: "plumbar", kind: "typo-rank", relevant: ["plumber"] },
  { query: "recepshonist", kind: "typo-rank", relevant: ["receptionist"] },
  { query: "sekurity", kind: "typo-rank", relevant: security },
  { query: "beautision", kind: "typo-rank", relevant: ["beautician"] },
  { query: "grafic designer", kind: "typo-rank", relevant: designers },
  { query: "mechanik", kind: "typo-rank", relevant: ["mechanic-bike"] },
  { query: "farm work", kind: "typo-rank", relevant: farms },

  // ---- no-match: a trade no job has ----
  { query: "drilling", kind: "no-match", relevant: [] },
  { query: "borewell drilling job", kind: "no-match", relevant: [] },
  { query: "pilot", kind: "no-match", relevant: [] },
  { query: "welder", kind: "no-match", relevant: [] },
  { query: "goldsmith", kind: "no-match", relevant: [] },
  { query: "cobbler", kind: "no-match", relevant: [] },
  { query: "crane operator", kind: "no-match", relevant: [] },
  { query: "tattoo artist", kind: "no-match", relevant: [] },
  { query: "priest", kind: "no-match", relevant: [] },
  { query: "carpenter", kind: "no-match", relevant: [] },
];

function except(keys: string[], key: string) {
  return keys.filter((other) => other !== key);
}
