/**
 * The search's third evaluation set (issue 51): the kinds of the second (search-evaluation-sentences.ts)
 * on other trades, places and words — delivery and lorry drivers, welders and CNC operators,
 * telecallers, ward boys and ANM nurses, an aaya, a mali, agarbatti rollers and silk weavers — so
 * that a figure measured on the second set is checked on cases the vocabulary was not written from.
 * Written apart from the vocabulary, before it was looked at; `npm run bench:search` measures it
 * beside the other two.
 */
import type { EvaluationJob, EvaluationQuery } from "./search-evaluation.ts";
import type { SentenceQueryKind } from "./search-evaluation-sentences.ts";

export const evaluationJobs: readonly EvaluationJob[] = [
  { key: "auto-driver", title: "Auto Driver", company: "Mysuru Auto Services", location: "KR Mohalla, Mysuru", type: "Full-time", description: "Drive our autorickshaw on daily rent or salary. Badge and DL must. ₹600 a day." },
  { key: "hmv-driver", title: "Heavy Vehicle Driver", company: "Sree Kanteshwara Transports", location: "Hootagalli Industrial Area, Mysuru", type: "Full-time", description: "Drive our lorry for goods transport to Bengaluru and Mangaluru. HMV licence with 5 years' experience. 8th pass is enough." },
  { key: "driver-tempo-kannada", title: "ವಾಹನ ಚಾಲಕರು ಬೇಕಾಗಿದ್ದಾರೆ", company: "ಶ್ರೀ ಚಾಮುಂಡೇಶ್ವರಿ ಟ್ರಾನ್ಸ್‌ಪೋರ್ಟ್", location: "ಬನ್ನಿಮಂಟಪ, ಮೈಸೂರು", type: "Full-time", description: "ಟೆಂಪೋ ಓಡಿಸಲು ಚಾಲಕರು ಬೇಕು. ಎಲ್‌ಎಂವಿ ಪರವಾನಗಿ ಇರಬೇಕು. ಸಂಬಳ ₹16,000." },
  { key: "delivery-food", title: "Delivery Executive", company: "QuickBite Foods", location: "Jayanagar, Mysuru", type: "Part-time", description: "Deliver food orders on your own two-wheeler. Flexible hours, weekly payout. Two-wheeler licence and a smartphone needed." },
  { key: "delivery-kannada", title: "ಡೆಲಿವರಿ ಹುಡುಗರು ಬೇಕು", company: "ಮೈಸೂರು ಕೊರಿಯರ್ಸ್", location: "ಮಂಡಿ ಮೊಹಲ್ಲಾ, ಮೈಸೂರು", type: "Full-time", description: "ಬೈಕ್‌ನಲ್ಲಿ ಪಾರ್ಸೆಲ್ ತಲುಪಿಸುವ ಕೆಲಸ. ಎಸ್ಎಸ್ಎಲ್ಸಿ ಪಾಸ್. ಪೆಟ್ರೋಲ್ ಭತ್ಯೆ ಕೊಡುತ್ತೇವೆ." },
  { key: "courier-boy", title: "Courier Boy", company: "Speed Courier Franchise", location: "Saraswathipuram, Mysuru", type: "Full-time", description: "Pick up and deliver couriers in the city. Own bike preferred. ₹12,000 plus incentive." },
  { key: "cook-tandoor", title: "Tandoor Cook", company: "Punjabi Dhaba", location: "Ring Road, Mysuru", type: "Full-time", description: "Make naan, roti and tandoori items. 2 years' experience in a dhaba or restaurant." },
  { key: "cook-kannada-north", title: "ಅಡುಗೆ ಭಟ್ಟರು ಬೇಕು", company: "ಶ್ರೀ ಗುರು ಹೋಟೆಲ್", location: "ಚಾಮರಾಜಪುರಂ, ಮೈಸೂರು", type: "Full-time", description: "ಉತ್ತರ ಕರ್ನಾಟಕ ಊಟ ಮಾಡಲು ಅಡುಗೆ ಭಟ್ಟರು ಬೇಕು. ಊಟ ಮತ್ತು ವಸತಿ ಉಚಿತ." },
  { key: "kitchen-helper", title: "Kitchen Helper", company: "Hotel RRR", location: "Gandhi Square, Mysuru", type: "Full-time", description: "Cutting vegetables, washing vessels and helping the cook. No experience needed. Food given." },
  { key: "sweet-maker", title: "Sweet Master", company: "Guru Sweets", location: "Sayyaji Rao Road, Mysuru", type: "Full-time", description: "Prepare Mysore pak, jalebi and other sweets. Experience in a sweet shop required." },
  { key: "baker", title: "Bakery Worker", company: "Iyengar's Bakery", location: "Vidyaranyapuram, Mysuru", type: "Full-time", description: "Bake bread, puffs and cakes. Night shift. Freshers trained." },
  { key: "cashier", title: "Cashier", company: "More Supermarket", location: "Kuvempunagar, Mysuru", type: "Full-time", description: "Billing at the counter and cash handling. PUC or degree, basic computer." },
  { key: "saree-sales", title: "Sales Girl", company: "Sri Kanyaka Silks", location: "Devaraj Urs Road, Mysuru", type: "Full-time", description: "Show sarees to customers in our silk showroom. Kannada and a little English. 10th pass." },
  { key: "mobile-sales-kannada", title: "ಮಾರಾಟ ಸಹಾಯಕರು ಬೇಕು", company: "ಗಣೇಶ್ ಮೊಬೈಲ್ಸ್", location: "ಅಶೋಕ ರಸ್ತೆ, ಮೈಸೂರು", type: "Full-time", description: "ಮೊಬೈಲ್ ಅಂಗಡಿಯಲ್ಲಿ ಗ್ರಾಹಕರಿಗೆ ಫೋನ್ ಮಾರಾಟ. ಪಿಯುಸಿ ಆದವರು ಬೇಕು." },
  { key: "mobile-repair", title: "Mobile Repair Technician", company: "Cell Point", location: "Ashoka Road, Mysuru", type: "Full-time", description: "Repair smartphones: screens, charging ports, software. Chip-level experience preferred." },
  { key: "ac-technician", title: "AC Technician", company: "Cool Care Services", location: "Vijayanagar, Mysuru", type: "Full-time", description: "Install and service split and window ACs at homes. ITI (RAC) or experience. Own bike needed." },
  { key: "welder", title: "Welder", company: "Kaveri Fabricators", location: "Belavadi Industrial Area, Mysuru", type: "Full-time", description: "Arc and gas welding of gates and grills. ITI Welder or 2 years' experience. ₹700 a day." },
  { key: "carpenter-kannada", title: "ಬಡಗಿ ಬೇಕಾಗಿದ್ದಾರೆ", company: "ಶ್ರೀ ವಿನಾಯಕ ಫರ್ನಿಚರ್", location: "ಹೆಬ್ಬಾಳ, ಮೈಸೂರು", type: "Contract", description: "ಮನೆಯ ಬಾಗಿಲು, ಕಿಟಕಿ ಮತ್ತು ಕಪಾಟು ಮಾಡುವ ಕೆಲಸ. ದಿನಕ್ಕೆ ₹900." },
  { key: "carpenter", title: "Carpenter", company: "WoodCraft Interiors", location: "Gokulam, Mysuru", type: "Contract", description: "Modular kitchen and wardrobe work at client homes. Own tools." },
  { key: "painter", title: "House Painter", company: "Colour World Paints", location: "Bogadi, Mysuru", type: "Contract", description: "Wall putty and painting of houses and flats. Daily wage." },
  { key: "cnc-operator", title: "CNC Operator", company: "Larsen Precision Parts", location: "Hebbal Industrial Area, Mysuru", type: "Full-time", description: "Run CNC turning machines in shifts. ITI Machinist or Diploma in Mechanical. ₹15,000 plus PF." },
  { key: "lathe-kannada", title: "ಲೇತ್ ಆಪರೇಟರ್ ಬೇಕು", company: "ಮೈಸೂರು ಎಂಜಿನಿಯರಿಂಗ್ ವರ್ಕ್ಸ್", location: "ಕೂರ್ಗಳ್ಳಿ ಕೈಗಾರಿಕಾ ಪ್ರದೇಶ, ಮೈಸೂರು", type: "Full-time", description: "ಐಟಿಐ ಟರ್ನರ್ ಆದವರು ಬೇಕು. ಅನುಭವ ಇದ್ದರೆ ಆದ್ಯತೆ." },
  { key: "forklift", title: "Forklift Operator", company: "Reliance Warehouse", location: "Kadakola, Mysuru", type: "Full-time", description: "Move pallets in the warehouse. Forklift licence and 1 year experience." },
  { key: "warehouse-packer", title: "Warehouse Packer", company: "ShopFast Logistics", location: "Kadakola, Mysuru", type: "Contract", description: "Packing and sorting parcels in day and night shifts. 8th pass. Freshers can join." },
  { key: "telecaller", title: "Telecaller", company: "Star Health Insurance Agency", location: "Jayalakshmipuram, Mysuru", type: "Full-time", description: "Call customers about health insurance renewals. Kannada and English speaking. Any degree, freshers welcome." },
  { key: "telecaller-kannada", title: "ಕನ್ನಡ ಟೆಲಿಕಾಲರ್ ಬೇಕು", company: "ಸ್ಪಂದನ ಫೈನಾನ್ಸ್", location: "ಸರಸ್ವತಿಪುರಂ, ಮೈಸೂರು", type: "Part-time", description: "ಗ್ರಾಹಕರಿಗೆ ಕರೆ ಮಾಡಿ ಸಾಲದ ಬಗ್ಗೆ ತಿಳಿಸುವ ಕೆಲಸ. ಮಧ್ಯಾಹ್ನ 2 ರಿಂದ 6. ಪಿಯುಸಿ ಸಾಕು." },
  { key: "bpo-voice", title: "Customer Support Executive (Voice)", company: "CallNet Solutions", location: "Hootagalli, Mysuru", type: "Full-time", description: "Answer customer calls in English and Hindi. Night shifts, cab provided. Any graduate." },
  { key: "medical-rep", title: "Medical Representative", company: "Sanjeevini Pharma Distributors", location: "Chamarajapuram, Mysuru", type: "Full-time", description: "Visit doctors and chemists to promote medicines. B.Sc or B.Pharm, two-wheeler needed." },
  { key: "ward-boy", title: "Ward Boy", company: "Apollo BGS Hospital", location: "Kuvempunagar, Mysuru", type: "Full-time", description: "Shift patients and help nurses in the ward. 10th pass. Rotating shifts." },
  { key: "anm-kannada", title: "ಎಎನ್ಎಂ ನರ್ಸ್ ಬೇಕು", company: "ಪ್ರಾಥಮಿಕ ಆರೋಗ್ಯ ಕೇಂದ್ರ", location: "ಹುಣಸೂರು", type: "Contract", description: "ಹಳ್ಳಿಗಳಲ್ಲಿ ಲಸಿಕೆ ಮತ್ತು ತಾಯಿ ಮಕ್ಕಳ ಆರೈಕೆ. ಎಎನ್ಎಂ ಅಥವಾ ಜಿಎನ್ಎಂ ಕಡ್ಡಾಯ." },
  { key: "dental-assistant", title: "Dental Assistant", company: "Smile Dental Clinic", location: "Gokulam, Mysuru", type: "Full-time", description: "Assist the dentist, sterilise instruments, manage appointments. Freshers trained." },
  { key: "physiotherapist", title: "Physiotherapist", company: "Vikram Hospital", location: "Yadavagiri, Mysuru", type: "Full-time", description: "Treat outpatients and ward patients. BPT with registration." },
  { key: "aaya-kannada", title: "ಆಯಾ ಬೇಕು", company: "ಲಿಟಲ್ ಸ್ಟಾರ್ ಪ್ಲೇ ಹೋಮ್", location: "ವಿಜಯನಗರ, ಮೈಸೂರು", type: "Full-time", description: "ಪುಟ್ಟ ಮಕ್ಕಳನ್ನು ನೋಡಿಕೊಳ್ಳುವ ಕೆಲಸ. ಬೆಳಿಗ್ಗೆ 9 ರಿಂದ ಸಂಜೆ 5. ಸಂಬಳ ₹8,000." },
  { key: "housemaid", title: "Housemaid", company: "Rao Family", location: "Jayalakshmipuram, Mysuru", type: "Part-time", description: "Cooking and cleaning for a family of four, mornings. Local women preferred." },
  { key: "gardener", title: "Gardener", company: "Radisson Blu Plaza", location: "Nazarbad, Mysuru", type: "Full-time", description: "Look after the hotel's lawns and flower beds. Experience in gardening." },
  { key: "watchman-kannada", title: "ವಾಚ್‌ಮನ್ ಬೇಕು", company: "ಶ್ರೀನಿಧಿ ಅಪಾರ್ಟ್‌ಮೆಂಟ್ಸ್", location: "ಜೆ.ಪಿ. ನಗರ, ಮೈಸೂರು", type: "Full-time", description: "ಅಪಾರ್ಟ್‌ಮೆಂಟ್ ಗೇಟ್ ಕಾಯುವ ಕೆಲಸ. ರಾತ್ರಿ ಪಾಳಿ. ಉಳಿದುಕೊಳ್ಳಲು ಕೊಠಡಿ ಕೊಡುತ್ತೇವೆ." },
  { key: "mall-housekeeping", title: "Housekeeping Staff", company: "Mall of Mysore", location: "Nazarbad, Mysuru", type: "Full-time", description: "Clean floors, washrooms and common areas of the mall. Uniform and ESI." },
  { key: "agarbatti", title: "Agarbatti Rolling Worker", company: "Mysore Agarbathi Works", location: "Bannimantap, Mysuru", type: "Part-time", description: "Roll incense sticks at our unit or from home, paid per kilo. Women welcome." },
  { key: "silk-weaver-kannada", title: "ರೇಷ್ಮೆ ನೇಕಾರರು ಬೇಕು", company: "ಮೈಸೂರು ರೇಷ್ಮೆ ಕೈಮಗ್ಗ ಸಂಘ", location: "ಟಿ ನರಸೀಪುರ", type: "Contract", description: "ಕೈಮಗ್ಗದಲ್ಲಿ ರೇಷ್ಮೆ ಸೀರೆ ನೇಯುವ ಕೆಲಸ. ಅನುಭವ ಇರಬೇಕು." },
  { key: "embroidery", title: "Aari Embroidery Worker", company: "Zari Creations", location: "Mandi Mohalla, Mysuru", type: "Freelance", description: "Aari and zardosi work on blouses, paid per piece. Work from home possible." },
  { key: "hindi-teacher", title: "Hindi Teacher", company: "St. Joseph's School", location: "Jayalakshmipuram, Mysuru", type: "Full-time", description: "Teach Hindi to classes 5 to 10. MA Hindi, or a degree with B.Ed." },
  { key: "yoga-instructor", title: "Yoga Instructor", company: "Ashtanga Yoga Shala", location: "Gokulam, Mysuru", type: "Part-time", description: "Morning classes for foreign students. Certified yoga teacher with good English." },
  { key: "gym-trainer", title: "Gym Trainer", company: "Gold Fitness", location: "Vijayanagar, Mysuru", type: "Full-time", description: "Train members on the floor and plan their workouts. Fitness certificate preferred." },
  { key: "front-office", title: "Front Office Executive", company: "Hotel Southern Star", location: "Vinoba Road, Mysuru", type: "Full-time", description: "Guest check-in and check-out, phone calls, reservations. Hotel management diploma or degree, good English." },
  { key: "tally-kannada", title: "ಟ್ಯಾಲಿ ಅಕೌಂಟೆಂಟ್ ಬೇಕು", company: "ಶ್ರೀ ಮಂಜುನಾಥ ಏಜೆನ್ಸೀಸ್", location: "ಕೆ.ಆರ್. ಮೊಹಲ್ಲಾ, ಮೈಸೂರು", type: "Full-time", description: "ಟ್ಯಾಲಿ, ಜಿಎಸ್‌ಟಿ ಮತ್ತು ಬಿಲ್ಲಿಂಗ್. ಬಿ.ಕಾಂ ಅಥವಾ ಎಂ.ಕಾಂ. ಸಂಬಳ ₹18,000." },
  { key: "computer-operator", title: "Computer Operator", company: "City Works Contractor", location: "Sayyaji Rao Road, Mysuru", type: "Contract", description: "Kannada and English typing (Nudi), MS Office. PUC or a diploma in computer applications." },
  { key: "accounts-intern", title: "Accounts Trainee", company: "Rao & Associates, Chartered Accountants", location: "Saraswathipuram, Mysuru", type: "Internship", description: "Internship for B.Com students: audit and tax filing. Stipend ₹5,000." },
  { key: "photographer", title: "Wedding Photographer", company: "Click Studio", location: "Kuvempunagar, Mysuru", type: "Freelance", description: "Candid wedding photography and video, paid per event. Own camera." },
  { key: "field-sales", title: "Field Sales Executive", company: "Airwave Broadband Distributor", location: "Hunsur Road, Mysuru", type: "Full-time", description: "Sell broadband and SIM cards door to door. Two-wheeler. Salary plus incentives. Freshers welcome." },
  { key: "loader-kannada", title: "ಹಮಾಲಿಗಳು ಬೇಕು", company: "ಎಪಿಎಂಸಿ ಮಾರುಕಟ್ಟೆ ವ್ಯಾಪಾರಿ", location: "ಬಂಡೀಪಾಳ್ಯ, ಮೈಸೂರು", type: "Contract", description: "ಲಾರಿಯಿಂದ ಮೂಟೆ ಇಳಿಸುವ ಕೆಲಸ. ದಿನಕ್ಕೆ ₹700." },
];

const drivers = ["auto-driver", "hmv-driver", "driver-tempo-kannada"];
const deliveries = ["delivery-food", "delivery-kannada", "courier-boy"];
const cooks = ["cook-tandoor", "cook-kannada-north"];
const kitchen = ["kitchen-helper", "sweet-maker", "baker"];
const carpenters = ["carpenter", "carpenter-kannada"];
const telecallers = ["telecaller", "telecaller-kannada"];
const itiJobs = ["ac-technician", "welder", "cnc-operator", "lathe-kannada"];
const tenthPass = ["saree-sales", "ward-boy", "delivery-kannada"];
const pucPass = ["cashier", "mobile-sales-kannada", "telecaller-kannada", "computer-operator"];
const degreeJobs = ["telecaller", "bpo-voice", "front-office", "cashier", "hindi-teacher"];
const partTime = ["delivery-food", "telecaller-kannada", "housemaid", "agarbatti", "yoga-instructor"];
const contract = ["carpenter", "carpenter-kannada", "painter", "warehouse-packer", "anm-kannada", "silk-weaver-kannada", "computer-operator", "loader-kannada"];
const freshers = ["kitchen-helper", "baker", "warehouse-packer", "telecaller", "dental-assistant", "field-sales"];

export const evaluationQueries: readonly (Omit<EvaluationQuery, "kind"> & { kind: SentenceQueryKind })[] = [
  // ---- sentence: a trade or a place among filler words ----
  { query: "auto driver job beku", kind: "sentence", relevant: ["auto-driver"], related: drivers },
  { query: "need delivery boy job in mysore", kind: "sentence", relevant: deliveries },
  { query: "ಡೆಲಿವರಿ ಕೆಲಸ ಬೇಕು", kind: "sentence", relevant: deliveries },
  { query: "kitchen helper kelasa beku", kind: "sentence", relevant: ["kitchen-helper"], related: [...cooks, "sweet-maker", "baker"] },
  { query: "lorry driver kelsa", kind: "sentence", relevant: ["hmv-driver"], related: drivers },
  { query: "welding work venu", kind: "sentence", relevant: ["welder"] },
  { query: "ಮನೆ ಕೆಲಸ ಬೇಕು", kind: "sentence", relevant: ["housemaid"], related: ["mall-housekeeping", "aaya-kannada"] },
  { query: "job for ward boy in hospital", kind: "sentence", relevant: ["ward-boy"] },
  { query: "carpenter kelasa beku mysore", kind: "sentence", relevant: carpenters },
  { query: "security job venu", kind: "sentence", relevant: ["watchman-kannada"] },
  { query: "telecalling job kannada", kind: "sentence", relevant: telecallers, related: ["bpo-voice"] },
  { query: "cashier job in supermarket", kind: "sentence", relevant: ["cashier"] },
  { query: "looking for yoga teacher job", kind: "sentence", relevant: ["yoga-instructor"] },
  { query: "ಅಡುಗೆ ಕೆಲಸ ಬೇಕು", kind: "sentence", relevant: cooks, related: kitchen },
  { query: "painting work bogadi", kind: "sentence", relevant: ["painter"] },
  { query: "jobs in hebbal industrial area", kind: "sentence", relevant: ["cnc-operator", "carpenter-kannada"] },
  { query: "kadakola warehouse job", kind: "sentence", relevant: ["warehouse-packer", "forklift"] },
  { query: "ಟಿ ನರಸೀಪುರ ಕೆಲಸ", kind: "sentence", relevant: ["silk-weaver-kannada"] },
  { query: "hunsur jobs", kind: "sentence", relevant: ["anm-kannada"], related: ["field-sales"] },
  { query: "mobile repair kelasa ide", kind: "sentence", relevant: ["mobile-repair"], related: ["mobile-sales-kannada"] },

  // ---- qualification: what the ad asks for ----
  { query: "iti welder", kind: "qualification", relevant: ["welder"], related: itiJobs },
  { query: "iti jobs", kind: "qualification", relevant: itiJobs },
  { query: "ಐಟಿಐ ಆದವರಿಗೆ ಕೆಲಸ", kind: "qualification", relevant: itiJobs },
  { query: "diploma mechanical job", kind: "qualification", relevant: ["cnc-operator"] },
  { query: "8th pass job", kind: "qualification", relevant: ["hmv-driver", "warehouse-packer"] },
  { query: "10th pass jobs", kind: "qualification", relevant: tenthPass },
  { query: "sslc", kind: "qualification", relevant: tenthPass },
  { query: "puc pass", kind: "qualification", relevant: pucPass },
  { query: "ಪಿಯುಸಿ", kind: "qualification", relevant: pucPass },
  { query: "degree holder job", kind: "qualification", relevant: degreeJobs, related: ["tally-kannada", "medical-rep", "accounts-intern"] },
  { query: "ಪದವಿ ಆದವರಿಗೆ ಕೆಲಸ", kind: "qualification", relevant: degreeJobs, related: ["tally-kannada", "medical-rep", "accounts-intern"] },
  { query: "b.com fresher", kind: "qualification", relevant: ["accounts-intern", "tally-kannada"] },
  { query: "bpt", kind: "qualification", relevant: ["physiotherapist"] },
  { query: "anm", kind: "qualification", relevant: ["anm-kannada"] },
  { query: "b pharm jobs", kind: "qualification", relevant: ["medical-rep"] },
  { query: "fresher job", kind: "qualification", relevant: freshers, related: ["accounts-intern"] },
  { query: "hmv licence driver", kind: "qualification", relevant: ["hmv-driver"], related: drivers },

  // ---- job-type: the type in words ----
  { query: "part time delivery", kind: "job-type", relevant: ["delivery-food"], related: deliveries },
  { query: "part time telecaller", kind: "job-type", relevant: ["telecaller-kannada"], related: telecallers },
  { query: "contract carpenter", kind: "job-type", relevant: carpenters },
  { query: "freelance photographer", kind: "job-type", relevant: ["photographer"] },
  { query: "b.com internship", kind: "job-type", relevant: ["accounts-intern"], related: ["tally-kannada"] },
  { query: "ಅರೆಕಾಲಿಕ ಕೆಲಸ", kind: "job-type", relevant: partTime },
  { query: "work from home job", kind: "job-type", relevant: ["agarbatti", "embroidery"] },
  { query: "full time cook", kind: "job-type", relevant: cooks, related: kitchen },
  { query: "contract job", kind: "job-type", relevant: contract },
  { query: "freelance work", kind: "job-type", relevant: ["embroidery", "photographer"] },
  { query: "part time yoga", kind: "job-type", relevant: ["yoga-instructor"] },

  // ---- local-name: a trade by a name in local use ----
  { query: "lorry driver", kind: "local-name", relevant: ["hmv-driver"], related: drivers },
  { query: "aaya", kind: "local-name", relevant: ["aaya-kannada"] },
  { query: "maid", kind: "local-name", relevant: ["housemaid"] },
  { query: "mali", kind: "local-name", relevant: ["gardener"] },
  { query: "watchman", kind: "local-name", relevant: ["watchman-kannada"] },
  { query: "coolie", kind: "local-name", relevant: ["loader-kannada"], related: ["warehouse-packer"] },
  { query: "loading unloading", kind: "local-name", relevant: ["loader-kannada"], related: ["warehouse-packer", "forklift"] },
  { query: "fabrication work", kind: "local-name", relevant: ["welder"] },
  { query: "halwai", kind: "local-name", relevant: ["sweet-maker"], related: cooks },
  { query: "bakery job", kind: "local-name", relevant: ["baker"] },
  { query: "billing job", kind: "local-name", relevant: ["cashier"], related: ["tally-kannada"] },
  { query: "call center", kind: "local-name", relevant: ["bpo-voice", ...telecallers] },
  { query: "bpo", kind: "local-name", relevant: ["bpo-voice"], related: telecallers },
  { query: "mr job", kind: "local-name", relevant: ["medical-rep"] },
  { query: "swiggy delivery", kind: "local-name", relevant: ["delivery-food"], related: deliveries },
  { query: "saree shop", kind: "local-name", relevant: ["saree-sales"], related: ["silk-weaver-kannada"] },
  { query: "ಬಡಗಿ", kind: "local-name", relevant: carpenters },
  { query: "ಕಾವಲುಗಾರ", kind: "local-name", relevant: ["watchman-kannada"] },
  { query: "fitness trainer", kind: "local-name", relevant: ["gym-trainer"], related: ["yoga-instructor"] },
  { query: "receptionist", kind: "local-name", relevant: ["front-office"] },

  // ---- typo-rank: a misspelt trade beside one that looks like it ----
  { query: "weldar", kind: "typo-rank", relevant: ["welder"] },
  { query: "carpentar", kind: "typo-rank", relevant: carpenters },
  { query: "telecaler", kind: "typo-rank", relevant: telecallers, related: ["bpo-voice"] },
  { query: "delivary boy", kind: "typo-rank", relevant: deliveries },
  { query: "cashiar", kind: "typo-rank", relevant: ["cashier"] },
  { query: "fisiotherapist", kind: "typo-rank", relevant: ["physiotherapist"] },
  { query: "recepsionist", kind: "typo-rank", relevant: ["front-office"] },
  { query: "paintar", kind: "typo-rank", relevant: ["painter"] },
  { query: "gardner", kind: "typo-rank", relevant: ["gardener"] },
  { query: "yoga instracter", kind: "typo-rank", relevant: ["yoga-instructor"] },
  { query: "forklif", kind: "typo-rank", relevant: ["forklift"] },
  { query: "mobail repair", kind: "typo-rank", relevant: ["mobile-repair"] },
  { query: "backery", kind: "typo-rank", relevant: ["baker"] },

  // ---- no-match: a trade no job has ----
  { query: "plumber", kind: "no-match", relevant: [] },
  { query: "software engineer", kind: "no-match", relevant: [] },
  { query: "mason", kind: "no-match", relevant: [] },
  { query: "lab technician", kind: "no-match", relevant: [] },
  { query: "bus conductor", kind: "no-match", relevant: [] },
  { query: "barber", kind: "no-match", relevant: [] },
  { query: "ಕ್ಷೌರಿಕ", kind: "no-match", relevant: [] },
  { query: "pilot job", kind: "no-match", relevant: [] },
];
