/**
 * Mysuru's localities and the nearby towns, with the names people write in English and in
 * Kannada: a place word in a query matches the job's location in either script (search/query.ts).
 */
export interface Place {
  /** The name as the site writes it: "Hebbal". */
  name: string;
  /** English spellings, lower case, the name's own included: hebbal, hebbala. */
  english: string[];
  /** Kannada spellings in Kannada script: ಹೆಬ್ಬಾಳ. */
  kannada: string[];
}

export const places: readonly Place[] = [
  {
    name: "Mysuru",
    english: ["mysuru", "mysore", "mysuru city", "mysore city"],
    kannada: ["ಮೈಸೂರು", "ಮೈಸೂರು ನಗರ"],
  },

  // Localities
  { name: "Agrahara", english: ["agrahara"], kannada: ["ಅಗ್ರಹಾರ"] },
  { name: "Alanahalli", english: ["alanahalli"], kannada: ["ಆಲನಹಳ್ಳಿ"] },
  {
    name: "Ashokapuram",
    english: ["ashokapuram", "ashokapura", "ashokpuram"],
    kannada: ["ಅಶೋಕಪುರಂ", "ಅಶೋಕಪುರ"],
  },
  {
    name: "Bamboo Bazaar",
    english: ["bamboo bazaar", "bamboo bazar"],
    kannada: ["ಬಂಬೂ ಬಜಾರ್"],
  },
  {
    name: "Bandipalya",
    english: ["bandipalya", "bandipalaya"],
    kannada: ["ಬಂಡಿಪಾಳ್ಯ"],
  },
  {
    name: "Bannimantap",
    english: ["bannimantap", "bannimantapa", "banni mantap", "bannimantapam"],
    kannada: ["ಬನ್ನಿಮಂಟಪ", "ಬನ್ನಿ ಮಂಟಪ"],
  },
  {
    name: "Belavadi",
    english: ["belavadi", "belawadi", "belvadi"],
    kannada: ["ಬೆಳವಾಡಿ"],
  },
  { name: "Bogadi", english: ["bogadi", "bhogadi"], kannada: ["ಬೋಗಾದಿ"] },
  {
    name: "Brindavan Extension",
    english: ["brindavan extension", "brindavan layout", "brindavana extension"],
    kannada: ["ಬೃಂದಾವನ ಬಡಾವಣೆ", "ಬೃಂದಾವನ ಎಕ್ಸ್ಟೆನ್ಷನ್"],
  },
  {
    name: "Chamarajapuram",
    english: ["chamarajapuram", "chamarajapura"],
    kannada: ["ಚಾಮರಾಜಪುರಂ", "ಚಾಮರಾಜಪುರ"],
  },
  {
    name: "Chamundi Hill",
    english: ["chamundi hill", "chamundi hills", "chamundi betta"],
    kannada: ["ಚಾಮುಂಡಿ ಬೆಟ್ಟ"],
  },
  {
    name: "Chamundipuram",
    english: ["chamundipuram", "chamundipura"],
    kannada: ["ಚಾಮುಂಡಿಪುರಂ", "ಚಾಮುಂಡಿಪುರ"],
  },
  {
    name: "Dattagalli",
    english: ["dattagalli", "dattagahalli"],
    kannada: ["ದಟ್ಟಗಳ್ಳಿ"],
  },
  {
    name: "Devaraja Mohalla",
    english: ["devaraja mohalla", "devaraj mohalla"],
    kannada: ["ದೇವರಾಜ ಮೊಹಲ್ಲಾ"],
  },
  { name: "Fort Mohalla", english: ["fort mohalla"], kannada: ["ಫೋರ್ಟ್ ಮೊಹಲ್ಲಾ"] },
  {
    name: "Gandhinagar",
    english: ["gandhinagar", "gandhi nagar"],
    kannada: ["ಗಾಂಧಿನಗರ", "ಗಾಂಧಿ ನಗರ"],
  },
  {
    name: "Gangothri Layout",
    english: ["gangothri layout", "gangotri layout"],
    kannada: ["ಗಂಗೋತ್ರಿ ಬಡಾವಣೆ", "ಗಂಗೋತ್ರಿ ಲೇಔಟ್"],
  },
  {
    name: "Gayathripuram",
    english: ["gayathripuram", "gayatripuram", "gayathripura"],
    kannada: ["ಗಾಯತ್ರಿಪುರಂ", "ಗಾಯತ್ರಿಪುರ"],
  },
  { name: "Gokulam", english: ["gokulam"], kannada: ["ಗೋಕುಲಂ"] },
  {
    name: "Hebbal",
    english: ["hebbal", "hebbala", "hebbal industrial area"],
    kannada: ["ಹೆಬ್ಬಾಳ", "ಹೆಬ್ಬಾಳ ಕೈಗಾರಿಕಾ ಪ್ರದೇಶ"],
  },
  { name: "Hinkal", english: ["hinkal", "hinakal"], kannada: ["ಹಿನಕಲ್"] },
  {
    name: "Hootagalli",
    english: ["hootagalli", "hootgalli", "hutagalli", "hootagalli industrial area"],
    kannada: ["ಹೂಟಗಳ್ಳಿ"],
  },
  {
    name: "Infosys Campus",
    english: ["infosys campus", "infosys mysore", "infosys mysuru"],
    kannada: ["ಇನ್ಫೋಸಿಸ್ ಕ್ಯಾಂಪಸ್", "ಇನ್ಫೋಸಿಸ್"],
  },
  {
    name: "Ittigegud",
    english: ["ittigegud", "ittigegudu", "ittige gud"],
    kannada: ["ಇಟ್ಟಿಗೆಗೂಡು"],
  },
  {
    name: "J.P. Nagar",
    english: ["jp nagar", "j p nagar", "jpnagar"],
    kannada: ["ಜೆಪಿ ನಗರ", "ಜೆ ಪಿ ನಗರ"],
  },
  { name: "Jalapuri", english: ["jalapuri"], kannada: ["ಜಲಪುರಿ"] },
  {
    name: "Jayalakshmipuram",
    english: ["jayalakshmipuram", "jayalakshmipura", "jayalaxmipuram"],
    kannada: ["ಜಯಲಕ್ಷ್ಮೀಪುರಂ", "ಜಯಲಕ್ಷ್ಮಿಪುರಂ", "ಜಯಲಕ್ಷ್ಮೀಪುರ"],
  },
  {
    name: "Jayanagar",
    english: ["jayanagar", "jayanagara", "jaya nagar"],
    kannada: ["ಜಯನಗರ"],
  },
  {
    name: "Jockey Quarters",
    english: ["jockey quarters"],
    kannada: ["ಜಾಕಿ ಕ್ವಾರ್ಟರ್ಸ್"],
  },
  {
    name: "K.G. Koppal",
    english: ["kg koppal", "k g koppal", "kgkoppal"],
    kannada: ["ಕೆಜಿ ಕೊಪ್ಪಲು", "ಕೆ ಜಿ ಕೊಪ್ಪಲು"],
  },
  {
    name: "K.R. Mohalla",
    english: ["kr mohalla", "k r mohalla", "krishnaraja mohalla"],
    kannada: ["ಕೆಆರ್ ಮೊಹಲ್ಲಾ", "ಕೆ ಆರ್ ಮೊಹಲ್ಲಾ", "ಕೃಷ್ಣರಾಜ ಮೊಹಲ್ಲಾ"],
  },
  {
    name: "Kalyanagiri",
    english: ["kalyanagiri", "kalyangiri"],
    kannada: ["ಕಲ್ಯಾಣಗಿರಿ"],
  },
  { name: "Kesare", english: ["kesare", "kesere"], kannada: ["ಕೆಸರೆ"] },
  {
    name: "Krishnamurthypuram",
    english: ["krishnamurthypuram", "krishnamurthy puram", "krishnamurthipuram"],
    kannada: ["ಕೃಷ್ಣಮೂರ್ತಿಪುರಂ", "ಕೃಷ್ಣಮೂರ್ತಿಪುರ"],
  },
  {
    name: "Kumbarakoppal",
    english: ["kumbarakoppal", "kumbarkoppal", "kumbarakoppalu"],
    kannada: ["ಕುಂಬಾರಕೊಪ್ಪಲು", "ಕುಂಬಾರಕೊಪ್ಪಲ್"],
  },
  {
    name: "Kuvempunagar",
    english: ["kuvempunagar", "kuvempu nagar", "kuvempunagara"],
    kannada: ["ಕುವೆಂಪುನಗರ", "ಕುವೆಂಪು ನಗರ"],
  },
  {
    name: "Lakshmipuram",
    english: ["lakshmipuram", "lakshmipura", "laxmipuram"],
    kannada: ["ಲಕ್ಷ್ಮೀಪುರಂ", "ಲಕ್ಷ್ಮೀಪುರ", "ಲಕ್ಷ್ಮಿಪುರಂ"],
  },
  {
    name: "Lalithadripura",
    english: ["lalithadripura", "lalitadripura", "lalitha mahal"],
    kannada: ["ಲಲಿತಾದ್ರಿಪುರ", "ಲಲಿತ ಮಹಲ್"],
  },
  {
    name: "Lashkar Mohalla",
    english: ["lashkar mohalla"],
    kannada: ["ಲಷ್ಕರ್ ಮೊಹಲ್ಲಾ"],
  },
  {
    name: "Lingambudhi Palya",
    english: ["lingambudhi palya", "lingambudhipalya", "lingambudi palya"],
    kannada: ["ಲಿಂಗಾಂಬುಧಿ ಪಾಳ್ಯ", "ಲಿಂಗಾಂಬುಧಿಪಾಳ್ಯ"],
  },
  {
    name: "Manasagangotri",
    english: ["manasagangotri", "manasa gangotri", "manasagangothri"],
    kannada: ["ಮಾನಸಗಂಗೋತ್ರಿ", "ಮಾನಸ ಗಂಗೋತ್ರಿ"],
  },
  {
    name: "Mandi Mohalla",
    english: ["mandi mohalla"],
    kannada: ["ಮಂಡಿ ಮೊಹಲ್ಲಾ"],
  },
  {
    name: "Metagalli",
    english: ["metagalli", "metagahalli"],
    kannada: ["ಮೇಟಗಳ್ಳಿ"],
  },
  {
    name: "N.R. Mohalla",
    english: ["nr mohalla", "n r mohalla", "narasimharaja mohalla"],
    kannada: ["ಎನ್ಆರ್ ಮೊಹಲ್ಲಾ", "ಎನ್ ಆರ್ ಮೊಹಲ್ಲಾ", "ನರಸಿಂಹರಾಜ ಮೊಹಲ್ಲಾ"],
  },
  {
    name: "Nachanahalli Palya",
    english: ["nachanahalli palya", "nachanahallipalya", "nn palya"],
    kannada: ["ನಾಚನಹಳ್ಳಿ ಪಾಳ್ಯ", "ನಾಚನಹಳ್ಳಿಪಾಳ್ಯ"],
  },
  {
    name: "Nazarbad",
    english: ["nazarbad", "nazarabad"],
    kannada: ["ನಜರ್ಬಾದ್", "ನಜರಬಾದ್", "ನಜರ್ ಬಾದ್"],
  },
  {
    name: "Paduvarahalli",
    english: ["paduvarahalli", "paduvaralli"],
    kannada: ["ಪಡುವಾರಹಳ್ಳಿ"],
  },
  {
    name: "Rajendranagar",
    english: ["rajendranagar", "rajendra nagar"],
    kannada: ["ರಾಜೇಂದ್ರನಗರ", "ರಾಜೇಂದ್ರ ನಗರ"],
  },
  {
    name: "Rajivnagar",
    english: ["rajivnagar", "rajiv nagar", "rajeev nagar"],
    kannada: ["ರಾಜೀವ್ ನಗರ", "ರಾಜೀವನಗರ"],
  },
  {
    name: "Ramakrishnanagar",
    english: ["ramakrishnanagar", "ramakrishna nagar", "rk nagar", "r k nagar"],
    kannada: ["ರಾಮಕೃಷ್ಣನಗರ", "ರಾಮಕೃಷ್ಣ ನಗರ", "ಆರ್ಕೆ ನಗರ", "ಆರ್ ಕೆ ನಗರ"],
  },
  {
    name: "Santhepet",
    english: ["santhepet", "santhepete", "santepet"],
    kannada: ["ಸಂತೇಪೇಟೆ"],
  },
  {
    name: "Saraswathipuram",
    english: ["saraswathipuram", "saraswathipura", "saraswatipuram"],
    kannada: ["ಸರಸ್ವತಿಪುರಂ", "ಸರಸ್ವತಿಪುರ"],
  },
  {
    name: "Sathagalli",
    english: ["sathagalli", "satagalli"],
    kannada: ["ಸಾತಗಳ್ಳಿ"],
  },
  {
    name: "Sharadadevinagar",
    english: ["sharadadevinagar", "sharadadevi nagar", "sharada devi nagar"],
    kannada: ["ಶಾರದಾದೇವಿನಗರ", "ಶಾರದಾದೇವಿ ನಗರ"],
  },
  {
    name: "Shivarampet",
    english: ["shivarampet", "shivarampete", "shivaram pet"],
    kannada: ["ಶಿವರಾಂಪೇಟೆ"],
  },
  {
    name: "Siddharthanagar",
    english: ["siddharthanagar", "siddhartha nagar", "siddarthanagar", "siddartha nagar"],
    kannada: ["ಸಿದ್ಧಾರ್ಥನಗರ", "ಸಿದ್ದಾರ್ಥನಗರ", "ಸಿದ್ಧಾರ್ಥ ನಗರ"],
  },
  {
    name: "Srirampura",
    english: ["srirampura", "sriramapura", "sriram pura"],
    kannada: ["ಶ್ರೀರಾಂಪುರ", "ಶ್ರೀರಾಮಪುರ"],
  },
  {
    name: "T.K. Layout",
    english: ["tk layout", "t k layout", "tklayout"],
    kannada: ["ಟಿಕೆ ಲೇಔಟ್", "ಟಿ ಕೆ ಲೇಔಟ್"],
  },
  {
    name: "Tilaknagar",
    english: ["tilaknagar", "tilak nagar"],
    kannada: ["ತಿಲಕ್ ನಗರ", "ತಿಲಕನಗರ"],
  },
  { name: "Udayagiri", english: ["udayagiri"], kannada: ["ಉದಯಗಿರಿ"] },
  {
    name: "V.V. Mohalla",
    english: ["vv mohalla", "v v mohalla", "vani vilas mohalla", "vanivilas mohalla"],
    kannada: ["ವಿವಿ ಮೊಹಲ್ಲಾ", "ವಿ ವಿ ಮೊಹಲ್ಲಾ", "ವಾಣಿವಿಲಾಸ ಮೊಹಲ್ಲಾ"],
  },
  {
    name: "Vidyaranyapuram",
    english: ["vidyaranyapuram", "vidyaranyapura"],
    kannada: ["ವಿದ್ಯಾರಣ್ಯಪುರಂ", "ವಿದ್ಯಾರಣ್ಯಪುರ"],
  },
  {
    name: "Vijayanagar",
    english: ["vijayanagar", "vijayanagara", "vijaynagar", "vijaya nagar"],
    kannada: ["ವಿಜಯನಗರ", "ವಿಜಯ ನಗರ"],
  },
  {
    name: "Vishweshwaranagar",
    english: ["vishweshwaranagar", "vishweshwara nagar", "vishweshwar nagar", "vishweshwaranagar industrial area"],
    kannada: ["ವಿಶ್ವೇಶ್ವರನಗರ", "ವಿಶ್ವೇಶ್ವರ ನಗರ"],
  },
  {
    name: "Vivekanandanagar",
    english: ["vivekanandanagar", "vivekananda nagar"],
    kannada: ["ವಿವೇಕಾನಂದನಗರ", "ವಿವೇಕಾನಂದ ನಗರ"],
  },
  {
    name: "Vontikoppal",
    english: ["vontikoppal", "ontikoppal", "vontikoppalu"],
    kannada: ["ಒಂಟಿಕೊಪ್ಪಲ್", "ಒಂಟಿಕೊಪ್ಪಲು"],
  },
  { name: "Yadavagiri", english: ["yadavagiri"], kannada: ["ಯಾದವಗಿರಿ"] },

  // Roads people name as a place
  { name: "Ashoka Road", english: ["ashoka road"], kannada: ["ಅಶೋಕ ರಸ್ತೆ"] },
  { name: "Bannur Road", english: ["bannur road"], kannada: ["ಬನ್ನೂರು ರಸ್ತೆ"] },
  {
    name: "Chamaraja Double Road",
    english: ["chamaraja double road", "chamaraja road"],
    kannada: ["ಚಾಮರಾಜ ಜೋಡಿ ರಸ್ತೆ"],
  },
  {
    name: "Devaraj Urs Road",
    english: ["devaraj urs road", "devaraja urs road", "d devaraj urs road"],
    kannada: ["ದೇವರಾಜ ಅರಸ್ ರಸ್ತೆ", "ದೇವರಾಜ ಅರಸು ರಸ್ತೆ"],
  },
  {
    name: "Dhanvantri Road",
    english: ["dhanvantri road", "dhanvanthri road", "dhanwantri road"],
    kannada: ["ಧನ್ವಂತರಿ ರಸ್ತೆ"],
  },
  { name: "Hunsur Road", english: ["hunsur road"], kannada: ["ಹುಣಸೂರು ರಸ್ತೆ"] },
  { name: "Irwin Road", english: ["irwin road"], kannada: ["ಇರ್ವಿನ್ ರಸ್ತೆ"] },
  {
    name: "JLB Road",
    english: ["jlb road", "j l b road", "jhansi lakshmibai road"],
    kannada: ["ಜೆಎಲ್ಬಿ ರಸ್ತೆ", "ಝಾನ್ಸಿ ಲಕ್ಷ್ಮೀಬಾಯಿ ರಸ್ತೆ"],
  },
  {
    name: "Kalidasa Road",
    english: ["kalidasa road", "kalidas road"],
    kannada: ["ಕಾಳಿದಾಸ ರಸ್ತೆ"],
  },
  { name: "KRS Road", english: ["krs road"], kannada: ["ಕೆಆರ್ಎಸ್ ರಸ್ತೆ"] },
  {
    name: "Manandavadi Road",
    english: ["manandavadi road", "mananthavadi road", "mananthavady road"],
    kannada: ["ಮಾನಂದವಾಡಿ ರಸ್ತೆ"],
  },
  {
    name: "Nanjangud Road",
    english: ["nanjangud road", "nanjanagud road"],
    kannada: ["ನಂಜನಗೂಡು ರಸ್ತೆ"],
  },
  {
    name: "Ramanuja Road",
    english: ["ramanuja road"],
    kannada: ["ರಾಮಾನುಜ ರಸ್ತೆ"],
  },
  {
    name: "Ring Road",
    english: ["ring road", "outer ring road"],
    kannada: ["ರಿಂಗ್ ರಸ್ತೆ", "ವರ್ತುಲ ರಸ್ತೆ"],
  },
  {
    name: "Sayyaji Rao Road",
    english: ["sayyaji rao road", "sayyajirao road", "sayajirao road"],
    kannada: ["ಸಯ್ಯಾಜಿ ರಾವ್ ರಸ್ತೆ", "ಸಯ್ಯಾಜಿರಾವ್ ರಸ್ತೆ"],
  },
  {
    name: "T. Narasipura Road",
    english: ["t narasipura road", "tn pura road"],
    kannada: ["ತಿ ನರಸೀಪುರ ರಸ್ತೆ", "ಟಿ ನರಸೀಪುರ ರಸ್ತೆ"],
  },
  { name: "Vinoba Road", english: ["vinoba road"], kannada: ["ವಿನೋಬಾ ರಸ್ತೆ"] },

  // Villages and industrial areas on the city's edge
  {
    name: "Belagola",
    english: ["belagola", "belagola industrial area"],
    kannada: ["ಬೆಳಗೊಳ"],
  },
  {
    name: "Ilavala",
    english: ["ilavala", "yelwal", "yelawala", "elwala"],
    kannada: ["ಇಲವಾಲ"],
  },
  { name: "Kadakola", english: ["kadakola"], kannada: ["ಕಡಕೊಳ"] },
  {
    name: "Koorgalli",
    english: ["koorgalli", "kurgalli", "koorgalli industrial area"],
    kannada: ["ಕೂರ್ಗಳ್ಳಿ"],
  },
  {
    name: "Krishnarajasagar",
    english: ["krishnarajasagar", "krishnaraja sagar", "krishnarajasagara", "krs", "krs dam"],
    kannada: ["ಕೃಷ್ಣರಾಜಸಾಗರ", "ಕೆಆರ್ಎಸ್"],
  },
  {
    name: "Mandakalli",
    english: ["mandakalli", "mysore airport", "mysuru airport"],
    kannada: ["ಮಂಡಕಳ್ಳಿ"],
  },
  { name: "Naganahalli", english: ["naganahalli"], kannada: ["ನಾಗನಹಳ್ಳಿ"] },
  {
    name: "Siddalingapura",
    english: ["siddalingapura"],
    kannada: ["ಸಿದ್ದಲಿಂಗಪುರ"],
  },
  {
    name: "Thandya Industrial Area",
    english: ["thandya industrial area", "thandya", "tandya"],
    kannada: ["ತಾಂಡ್ಯ"],
  },
  { name: "Varuna", english: ["varuna"], kannada: ["ವರುಣ"] },

  // Nearby towns
  { name: "Bannur", english: ["bannur", "bannuru"], kannada: ["ಬನ್ನೂರು"] },
  {
    name: "Chamarajanagar",
    english: ["chamarajanagar", "chamarajanagara", "chamrajnagar"],
    kannada: ["ಚಾಮರಾಜನಗರ"],
  },
  {
    name: "Gundlupet",
    english: ["gundlupet", "gundlupete"],
    kannada: ["ಗುಂಡ್ಲುಪೇಟೆ"],
  },
  {
    name: "H.D. Kote",
    english: ["hd kote", "h d kote", "heggadadevanakote", "heggada devana kote"],
    kannada: ["ಎಚ್ಡಿ ಕೋಟೆ", "ಎಚ್ ಡಿ ಕೋಟೆ", "ಹೆಗ್ಗಡದೇವನಕೋಟೆ"],
  },
  {
    name: "Hunsur",
    english: ["hunsur", "hunasuru", "hunsuru"],
    kannada: ["ಹುಣಸೂರು"],
  },
  {
    name: "K.R. Nagar",
    english: ["kr nagar", "k r nagar", "krishnarajanagar", "krishnarajanagara"],
    kannada: ["ಕೆಆರ್ ನಗರ", "ಕೆ ಆರ್ ನಗರ", "ಕೃಷ್ಣರಾಜನಗರ"],
  },
  {
    name: "K.R. Pete",
    english: ["kr pete", "k r pete", "krishnarajpet", "krishnarajapete"],
    kannada: ["ಕೆಆರ್ ಪೇಟೆ", "ಕೆ ಆರ್ ಪೇಟೆ", "ಕೃಷ್ಣರಾಜಪೇಟೆ"],
  },
  {
    name: "Kollegal",
    english: ["kollegal", "kollegala"],
    kannada: ["ಕೊಳ್ಳೇಗಾಲ"],
  },
  { name: "Maddur", english: ["maddur", "madduru"], kannada: ["ಮದ್ದೂರು"] },
  { name: "Malavalli", english: ["malavalli"], kannada: ["ಮಳವಳ್ಳಿ"] },
  { name: "Mandya", english: ["mandya"], kannada: ["ಮಂಡ್ಯ"] },
  {
    name: "Nanjangud",
    english: ["nanjangud", "nanjanagud", "nanjangudu", "nanjanagudu", "nanjangud industrial area"],
    kannada: ["ನಂಜನಗೂಡು"],
  },
  { name: "Pandavapura", english: ["pandavapura"], kannada: ["ಪಾಂಡವಪುರ"] },
  {
    name: "Periyapatna",
    english: ["periyapatna", "piriyapatna"],
    kannada: ["ಪಿರಿಯಾಪಟ್ಟಣ"],
  },
  { name: "Saligrama", english: ["saligrama"], kannada: ["ಸಾಲಿಗ್ರಾಮ"] },
  { name: "Saragur", english: ["saragur", "saraguru"], kannada: ["ಸರಗೂರು"] },
  {
    name: "Srirangapatna",
    english: ["srirangapatna", "srirangapatnam", "srirangapattana", "seringapatam"],
    kannada: ["ಶ್ರೀರಂಗಪಟ್ಟಣ"],
  },
  {
    name: "T. Narasipura",
    english: ["t narasipura", "tnarasipura", "tirumakudalu narasipura", "narasipura"],
    kannada: ["ತಿ ನರಸೀಪುರ", "ಟಿ ನರಸೀಪುರ", "ತಿರುಮಕೂಡಲು ನರಸೀಪುರ", "ನರಸೀಪುರ"],
  },
  {
    name: "Yelandur",
    english: ["yelandur", "yelanduru"],
    kannada: ["ಯಳಂದೂರು"],
  },
];

/** The endings of a locality's name that people write joined to it or apart: Vijayanagar, Vijaya Nagar. */
const localityEndings = ["nagar", "nagara", "puram", "pura", "halli", "palya", "mohalla", "layout"];

/**
 * A place's English spellings and the ways of writing each that people use as often: its ending
 * joined or apart (kuvempunagar, kuvempu nagar), and a first part's final "a" left out (vijaya nagar,
 * vijay nagar, vijaynagar), as a romanised name is spelt either way. The written ones come first.
 */
export function englishSpellings(place: Place): string[] {
  const spellings = new Set(place.english);
  for (const name of place.english) {
    for (const ending of localityEndings) {
      const apart = name.endsWith(` ${ending}`);
      const joined = !apart && name.endsWith(ending) && !name.includes(" ");
      if (!apart && !joined) continue;
      const first = name.slice(0, name.length - ending.length).trim();
      if (first.length < 3) continue;
      const firsts = first.endsWith("a") && first.length > 4 ? [first, first.slice(0, -1)] : [first];
      for (const part of firsts) spellings.add(`${part}${ending}`).add(`${part} ${ending}`);
    }
  }
  return [...spellings];
}

/** Every name of a place, English (with its usual other spellings) and Kannada. */
export const placeNames = (place: Place): string[] => [...englishSpellings(place), ...place.kannada];
