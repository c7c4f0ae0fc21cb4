/**
 * Scam signals in the text of a job post, in English, Kannada and romanised English: a phone number
 * (the candidate is taken off the site) or asking candidates for money (a fee, a deposit, a UPI id).
 * The web form warns the employer while typing; the server holds a flagged job for the admin, whose
 * review queue highlights the matches. No dependencies: this runs in the browser too.
 *
 * Every pattern is a regular expression built from the small named parts below, each with a bounded
 * or unambiguous repetition, so that no text makes a match slow (see the 100 KB test).
 *
 * `lookalike`: the table of letters of other scripts that pass for Latin ones (the server's, from
 * the Unicode confusables; the browser's warning goes without, to keep the table out of its page).
 */
import { textForChecks, type Lookalike } from "./text-for-checks.ts";

/** What the description was flagged for: a phone number, or asking candidates for money. */
export const jobFlags = ["phone", "money"] as const;
export type JobFlag = (typeof jobFlags)[number];

/** One highlighted phrase: `text === input.slice(start, end)`, offsets in UTF-16 code units. */
export interface JobFlagMatch {
  flag: JobFlag;
  start: number;
  end: number;
  text: string;
}

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** False in a JavaScript engine without lookbehind (Safari before 16.4): nothing is found there. */
let supported = true;

/**
 * Compiles a pattern. Where lookbehind is a syntax error, it gives one that never matches instead of
 * breaking the page that imports this module: the form then shows no warnings, and the server still checks.
 */
function compile(source: string, flags: string): RegExp {
  try {
    return new RegExp(source, flags);
  } catch {
    supported = false;
    return new RegExp("(?!)", flags);
  }
}

/** Letters and the vowel signs and viramas Kannada words are made of: `\b` knows only ASCII. */
const LETTER = String.raw`\p{L}\p{M}`;
/** A word starts here (no letter, digit or _ just before it). */
const START = String.raw`(?<![${LETTER}\p{N}_])`;
/** A word ends here. */
const END = String.raw`(?![${LETTER}\p{N}_])`;
/** The rest of a Kannada word: its case endings and verb suffixes (ಶುಲ್ಕ|ವನ್ನು, ಪಾವತಿ|ಸಬೇಕು). */
const REST = String.raw`[${LETTER}]*`;
/** Between the words of a phrase; bounded, so that a long run of spaces cannot make a match slow. */
const GAP = String.raw`\s{1,3}`;
const OPT_GAP = String.raw`\s{0,3}`;
/** An ASCII or a Kannada digit (೦–೯). */
const DIGIT = "[0-9೦-೯]";
/** A horizontal space inside a phone number (never a line break). */
const SPACE = String.raw`[ \t\u00a0]`;

// ---------------------------------------------------------------------------------------------
// Phone numbers
// ---------------------------------------------------------------------------------------------

/** Between the digit groups of a phone number: a space, or a dash, dot or slash with a space around it. */
const SEP = String.raw`(?:${SPACE}?[-.–/]${SPACE}?|${SPACE})?`;
/** A number starts here: not inside a longer number or word, not after a + that is not ours. */
const NUMBER_START = String.raw`(?<![${LETTER}\p{N}_+])`;
/** A number ends here: no more digits, and not the name part of a UPI id (98450 12345@ybl). */
const NUMBER_END = String.raw`(?![\p{N}@])`;
/** +91, 0091, (+91), 91 or the trunk 0 before a mobile number. */
const MOBILE_PREFIX = String.raw`(?:\(?(?:\+|00)?${SPACE}?9[1೧]\)?${SEP}|[0೦]${SEP})?`;
/** An Indian mobile number: ten digits from 6–9, grouped any way: 98450 12345, 984-501-2345. */
const MOBILE = String.raw`${NUMBER_START}${MOBILE_PREFIX}[6-9೬-೯](?:${SEP}${DIGIT}){9}${NUMBER_END}`;
/** A landline with its STD code: 080-2345 6789, (0821) 2345678, +91 80 2345 6789. */
const LANDLINE = String.raw`${NUMBER_START}(?:(?:\+|00)${SPACE}?9[1೧]${SEP}\(?[0೦]?|\(?[0೦])[1-8೧-೮]${DIGIT}{1,3}\)?${SEP}[2-9೨-೯](?:${SEP}${DIGIT}){5,7}${NUMBER_END}`;
/** A foreign number with its country code: +971 50 123 4567. */
const FOREIGN = String.raw`(?<![\p{N}+])\+${SPACE}?(?!9[1೧])[1-9]${DIGIT}{0,2}${SEP}${DIGIT}(?:${SEP}${DIGIT}){6,11}${NUMBER_END}`;
/** Words that say a number follows: WhatsApp, call, mobile, ಕರೆ ಮಾಡಿ, ವಾಟ್ಸಾಪ್ … */
const PHONE_LABEL = String.raw`${START}(?:whats${SPACE}?app|watsapp|whatsap|wa|call|contact|phone|ph|mob|mobile|cell|tel|telephone|sms|ವಾಟ್ಸ್?\u200c?ಆ್ಯಪ್|ವಾಟ್ಸಾಪ್|ವಾಟ್ಸಪ್|ಕರೆ(?:${GAP}ಮಾಡಿ)?|ಸಂಪರ್ಕಿಸಿ|ಮೊಬೈಲ್|ದೂರವಾಣಿ|ಫೋನ್)${END}`;
/**
 * A labelled number, highlighted with its label: "WhatsApp 9845012345", "whatsapp/call: …". After a
 * label any 10–13 digits count, so that numbers of other countries and odd groupings are caught too.
 */
const LABELLED_PHONE = String.raw`${PHONE_LABEL}(?:(?:${OPT_GAP}[/&,]${OPT_GAP}|${GAP}(?:or|and)${GAP})${PHONE_LABEL}){0,2}(?:${GAP}(?:us|me))?(?:${GAP}(?:no|num|number|nos)${END}\.?)?${OPT_GAP}(?:[:\-–]|on|at)?${OPT_GAP}\+?${DIGIT}(?:${SEP}${DIGIT}){9,12}${NUMBER_END}`;

// ---------------------------------------------------------------------------------------------
// Sums of money
// ---------------------------------------------------------------------------------------------

/** ₹, Rs., INR, rupees, ರೂ., ರೂಪಾಯಿ (not the ರೂ of ರೂಪ, "form"). */
const CURRENCY = String.raw`(?:₹|(?<![${LETTER}])(?:rs|inr|rupees?)(?![${LETTER}])\.?|ರೂಪಾಯಿ${REST}|ರೂ(?![${LETTER}])\.?)`;
/** A sum starts here: not inside a longer number ("000" of "12,000"). */
const SUM_START = String.raw`(?<!\p{N}|\p{N}[.,])`;
/** 500, 1,500, 1,50,000, 500.00, 500/-, ೫೦೦: never begun or ended inside a longer number. */
const NUMBER = String.raw`${SUM_START}(?:${DIGIT}{1,3}(?:,${DIGIT}{2,3})+|${DIGIT}+)(?:\.${DIGIT}{1,2})?(?!\p{N}|[.,]\p{N})(?:${SPACE}?\/-)?`;
/** A sum with its currency: "₹500", "Rs. 1,500/-", "500 rupees", "ರೂ. ೫೦೦". */
const AMOUNT = String.raw`(?:${CURRENCY}${OPT_GAP}${NUMBER}|${NUMBER}${OPT_GAP}${CURRENCY})`;
/** A bare sum, only right after a paying word ("fees 200", "pay 500"): 3–6 digits, not a percentage. */
const BARE_AMOUNT = String.raw`${SUM_START}${DIGIT}{3,6}(?!\p{N}|[.,]\p{N}|${SPACE}?%)(?:${SPACE}?\/-)?`;
const SUM = String.raw`(?:${AMOUNT}|${BARE_AMOUNT})`;

// ---------------------------------------------------------------------------------------------
// Asking for money
// ---------------------------------------------------------------------------------------------

/** What a charge is for: "registration fee", "security amount", "kit charges", "refundable deposit". */
const CHARGE_FOR = String.raw`(?:registration|regn?\.?|security|processing|training|joining|kit|uniform|documentation|documents?|verification|medical|interview|form|application|placement|consultancy|admission|enrol?ment|(?:non[- ]?)?refundable)`;
/** Kannada: what a ಶುಲ್ಕ (fee) is for: registration, security, training, processing, entry, application, joining. */
const KN_CHARGE_FOR = "(?:ನೋಂದಣಿ|ನೊಂದಣಿ|ರಿಜಿಸ್ಟ್ರೇ[ಶಷ]ನ್|ಭದ್ರತಾ|ತರಬೇತಿ|ಪ್ರಕ್ರಿಯಾ|ಪ್ರವೇಶ|ಅರ್ಜಿ|ಸೇರ್ಪಡೆ)";
/** Kannada verbs of paying: ಪಾವತಿಸಿ, ಪಾವತಿ ಮಾಡಿ, ಕಟ್ಟಬೇಕು, ಕಳುಹಿಸಿ, ಜಮಾ ಮಾಡಿ, ಕೊಡಬೇಕು; not ಪಾವತಿಸಲಾಗುವುದು ("will be paid", the salary). */
const KN_PAY = String.raw`(?:ಪಾವತಿ(?!ಸಲಾಗ|${OPT_GAP}ಮಾಡಲಾಗ)|ಕಟ್ಟ|ಕಳುಹಿಸ|ಕಳಿಸ|ಜಮಾ|(?:ಕೊಡ|ನೀಡ)ಬೇಕ)${REST}(?:${OPT_GAP}ಮಾಡ(?!ಲಾಗ)${REST})?`;

/** Words that by themselves ask for money. */
const MONEY_WORD = [
  // fee(s), deposit(s), with what they are for: "fee", "registration fee", "security deposit", also
  // written as one word ("Registrationfee")
  String.raw`${START}(?:${CHARGE_FOR}${OPT_GAP})?(?:fees?|deposits?)${END}`,
  // the other words for a charge, only with what it is for: "registration charges", "security amt"
  String.raw`${START}${CHARGE_FOR}${GAP}(?:charges?|amount|amt|money|cost|payment)${END}\.?`,
  // paying ahead: "advance payment", "advance amount", "caution money"
  String.raw`${START}(?:advance|caution)${GAP}(?:payment|amount|amt|money|deposit|fees?)${END}`,
  // ಶುಲ್ಕ (fee), ನೋಂದಣಿ ಶುಲ್ಕ, ಶುಲ್ಕವನ್ನು, also in compounds; not ನಿಶ್ಶುಲ್ಕ / ನಿಃಶುಲ್ಕ (free of charge)
  String.raw`(?:${START}${KN_CHARGE_FOR}${OPT_GAP})?(?<!ನಿಶ್|ನಿಃ)ಶುಲ್ಕ${REST}`,
  // ಠೇವಣಿ (deposit), ಭದ್ರತಾ ಠೇವಣಿ (security deposit)
  String.raw`(?:${START}ಭದ್ರತಾ${OPT_GAP})?ಠೇವಣ[ಿೆ]${REST}`,
  // the English words in Kannada script: ಫೀಸ್, ಫೀ, ಡೆಪಾಸಿಟ್ (not ಫೀಲ್ಡ್, "field")
  String.raw`(?:${START}${KN_CHARGE_FOR}${OPT_GAP})?${START}(?:ಫೀಸ|ಡೆಪಾಸಿಟ|ಡಿಪಾಸಿಟ)${REST}|${START}ಫೀ(?![${LETTER}])`,
  // ಚಾರ್ಜ್ (charge) only with what it is for, as "charges" in English: ರಿಜಿಸ್ಟ್ರೇಶನ್ ಚಾರ್ಜ್; never
  // ಚಾರ್ಜಿಂಗ್ or ಚಾರ್ಜರ್ (a phone's charging port, a charger), which a repair job names
  String.raw`${START}${KN_CHARGE_FOR}${OPT_GAP}ಚಾರ್ಜ(?!ಿಂಗ|ರ)${REST}`,
  // ಮುಂಗಡ ಹಣ (advance money), ಮುಂಗಡ ಪಾವತಿ (advance payment); not ಮುಂಗಡ ಸಂಬಳ (advance salary)
  String.raw`${START}ಮುಂಗಡ${OPT_GAP}(?:ಹಣ|ಪಾವತಿ|ಮೊತ್ತ)${REST}`,
  // ಹಣ ಪಾವತಿಸಿ, ಹಣವನ್ನು ಕಟ್ಟಬೇಕು (pay, deposit, send the money)
  String.raw`${START}ಹಣ(?:ವನ್ನು|ವ)?${OPT_GAP}${KN_PAY}`,
].join("|");

/** Paying the charge, before it: "pay the registration fee", "submit any deposit". */
const PAY_LEAD = String.raw`${START}(?:pay|paying|deposit|submit|send|transfer)${GAP}(?:(?:the|a|an|any|your|this|some)${GAP})?`;
/** A money word with the sum before or after it: "₹500 as registration fee", "deposit of Rs 2000", "fees rs 200". */
const MONEY_PHRASE = String.raw`(?:${PAY_LEAD})?(?:${AMOUNT}${OPT_GAP}(?:(?:as|of|towards|for)${GAP})?)?(?:${MONEY_WORD})(?:${OPT_GAP}(?:(?:of|is|are|only|amount|amt)${END}\.?|[:=(–-])?${OPT_GAP}${SUM})?`;

/** English paying words: "pay", "send", "transfer", "payment of"; "pay" alone is the salary's. */
const PAYS = String.raw`${START}(?:pay|paying|send|sending|transfer|deposit|remit|(?:make${GAP}(?:a${GAP})?)?payment${GAP}of)${END}`;
/** A paying word and a sum: "pay ₹500", "pay Rs. 500", "pay 500 rs", "send 500 rupees". */
const PAY_SUM = String.raw`${PAYS}${GAP}(?:(?:a|an|the|of|only|just|total|amount|sum|money)${GAP}){0,2}${SUM}`;
/** A sum that is to be paid: "₹1500 to be paid", "Rs 2000 (refundable)", "ರೂ. 500 ಕಟ್ಟಬೇಕು". */
const SUM_PAID = String.raw`${SUM}${OPT_GAP}(?:\(${OPT_GAP})?(?:only${GAP})?(?:(?:(?:(?:has|have|needs?|is)${GAP}to|must|should|to)${GAP}be${GAP}(?:paid|deposited|transferred|sent)|payable|(?:non[- ]?)?refundable)${END}\)?|(?:ಹಣ(?:ವನ್ನು)?${OPT_GAP})?${KN_PAY})`;
/** Kannada payment and then the sum: "ಪಾವತಿ: ₹500", "ಪಾವತಿಸಿ ರೂ. 500". */
const KN_PAY_SUM = String.raw`${START}ಪಾವತಿ(?!ಸಲಾಗ)${REST}${OPT_GAP}[:\-–]?${OPT_GAP}${AMOUNT}`;
/** A charge and its sum: "charges ₹500", "we charge Rs. 300", "charge of ₹1000". */
const CHARGE_SUM = String.raw`${START}(?:charges?|charging)${END}${OPT_GAP}(?:of${GAP}|[:\-–=]${OPT_GAP})?${AMOUNT}`;

/** What only a charge on the candidate is for (unlike "training" or "security", which are jobs too). */
const CHARGED_FOR = String.raw`(?:registration|regn?\.?|processing|documentation|verification|kit|uniform|form|application|interview|id${GAP}card)`;
/** A sum for such a thing: "₹500 registration", "Rs 300 for the ID card", "Registration: ₹500". */
const SUM_FOR = String.raw`${AMOUNT}${OPT_GAP}(?:(?:for|towards|as)${GAP}(?:(?:the|your)${GAP})?)?${START}${CHARGED_FOR}${END}|${START}${CHARGED_FOR}${END}${OPT_GAP}(?:[:\-–=]${OPT_GAP})?${AMOUNT}`;

/** The payment apps, and UPI itself; also in Kannada script (ಗೂಗಲ್ ಪೇ, ಫೋನ್ ಪೇ). */
const PAY_APP = String.raw`${START}(?:google${OPT_GAP}pay|g${SPACE}?-?pay|phone${SPACE}?pe|paytm|bhim|upi|ಗೂಗಲ್${OPT_GAP}ಪೇ|ಜಿ${OPT_GAP}ಪೇ|ಫೋನ್${OPT_GAP}ಪೇ|ಪೇಟಿಎಂ|ಯುಪಿಐ)${END}`;
/** A phone number follows (as a payment app's account). */
const NUMBER_FOLLOWS = String.raw`(?=${OPT_GAP}\+?${DIGIT}(?:${SEP}${DIGIT}){7})`;
/**
 * A payment app's account: "GPay to", "PhonePe number", "UPI id", "Paytm: 98450…", "GPay 98450…",
 * ಫೋನ್ ಪೇ ಮಾಡಿ (do PhonePe), ಗೂಗಲ್ ಪೇ ಸಂಖ್ಯೆ (number). The number itself is a phone match.
 */
const APP_ACCOUNT = String.raw`${PAY_APP}(?:${GAP}(?:to|number|num|no|id)${END}\.?|(?:${OPT_GAP}(?:(?:on|at)${END}|[:\-–]))?${NUMBER_FOLLOWS}|${OPT_GAP}(?:ಮಾಡಿ|ಮೂಲಕ|ಸಂಖ್ಯೆ|ನಂಬರ್|ಐಡಿ)${REST})`;
/** Paying through an app: "pay via GPay", "send money through PhonePe". */
const PAY_VIA_APP = String.raw`${START}(?:pay|send|transfer)${GAP}(?:(?:the|money|amount|fees?|it)${GAP})?(?:via|through|by|using|on|in|to)${GAP}${PAY_APP}`;
/** The handles of the UPI apps and banks (name@okaxis, 98xxxxxxxx@ybl); not e-mail domains. */
const UPI_HANDLE = "ybl|ibl|axl|okaxis|okhdfcbank|okicici|oksbi|paytm|ptyes|ptaxis|pthdfc|ptsbi|upi|apl|yapl|rapl|abfspay|axisbank|axisb|icici|sbi|hdfcbank|ikwik|freecharge|jupiteraxis|fam|fbl|waaxis|wahdfcbank|waicici|wasbi|kotak|kbl|airtel|yesbank|yesbankltd|idfcbank|idfcfirst|pnb|boi|barodampay|cnrb|unionbankofindia|uboi|aubank|dbs|indus|federal|jio|slice|naviaxis|superyes|yescred|postbank|equitas|kvb|tjsb|mahb|centralbank|idbi";
/** A UPI id: a handle@app with nothing after it that would make it an e-mail address (.com). */
const UPI_ID = String.raw`(?<![\w.@-])[a-z0-9][\w.-]{1,63}@(?:${UPI_HANDLE})(?![\w-]|\.[a-z0-9])`;

// ---------------------------------------------------------------------------------------------
// The context that clears a match
// ---------------------------------------------------------------------------------------------

/** How far the context of a match reaches, in UTF-16 units. */
const CONTEXT_LENGTH = 80;
/** Where a clause ends (not at the comma or dot inside 15,000 or 9.30): another sentence's words don't count. */
const CLAUSE_BREAK = /[.,!?;\n।|•](?![0-9೦-೯])/gu;
/** Negation before a money phrase: "no fees", "we never charge candidates any fee", "free". */
const NEGATION_BEFORE = compile(
  String.raw`${START}(?:no|not|never|nor|without|zero|free|nil|don['’]?t|doesn['’]?t|won['’]?t|isn['’]?t|aren['’]?t|ಉಚಿತ${REST})${END}`,
  "iu",
);
/** Negation right after a money phrase: "fee: nil", "deposit not required", "borne by the company". */
const NEGATION_AFTER = compile(
  String.raw`^[\s:=–-]*(?:(?:is|are|will${GAP}be)${GAP})?(?:nil|none|no|zero|free|waived|not${GAP}(?:required|needed|necessary|applicable|charged|collected|taken|asked|payable)|(?:borne|paid|covered|reimbursed|provided)${GAP}by${GAP}(?:the${GAP})?(?:company|employer|us))${END}`,
  "iu",
);
/** Kannada negation after the word: ಶುಲ್ಕ ಇಲ್ಲ, ಶುಲ್ಕವಿಲ್ಲ, ಕಟ್ಟಬೇಡಿ, ಅಗತ್ಯವಿಲ್ಲ, ಉಚಿತ (free). */
const KN_NEGATION_AFTER = /(?:ಇ|ಿ)ಲ್ಲ|ಬೇಡ|ಉಚಿತ/u;
/** …unless it is the refund that is refused: ಮರುಪಾವತಿಸಲಾಗುವುದಿಲ್ಲ (will not be refunded). */
const KN_NO_REFUND = /ಮರುಪಾವತಿ|ಹಿಂತಿರುಗಿಸ|ಹಿಂದಿರುಗಿಸ/u;
/** The employer's own paying, before a paying word: "we pay", "our company will pay", "good pay". */
const EMPLOYER_PAYS = compile(
  String.raw`${START}(?:we|company|employer|employers|management|our|good|monthly|basic|attractive|net|gross|starting|handsome|decent|better|weekly|daily|hourly|total|fixed)${END}`,
  "iu",
);
/** A salary word before a sum: "Salary ₹15,000 to be paid", "ಸಂಬಳ ₹15,000". */
const SALARY_BEFORE = compile(
  String.raw`${START}(?:salary|salaries|stipend|ctc|wages?|income|earn\w*|incentives?|bonus|take[- ]?home|in[- ]?hand|monthly|ಸಂಬಳ${REST}|ವೇತನ${REST}|ಆದಾಯ${REST}|ತಿಂಗಳ${REST})${END}`,
  "iu",
);
/** A salary word or unit right after a sum: "- ₹25,000", "per month", "/day", "LPA", "+ incentives". */
const SALARY_AFTER = compile(
  String.raw`^\s*(?:(?:-|–|to)\s*${CURRENCY}?\s*${DIGIT}|(?:per|a)${GAP}(?:month|day|hour|week|annum)|\/\s*(?:month|day|hour|week|mo|m|pm)${END}|p\.?\s?m${END}|monthly|daily|lpa|salary|ctc|in[- ]?hand|take[- ]?home|\+\s*incentives?|ಪ್ರತಿ|ತಿಂಗಳ|ಸಂಬಳ)`,
  "iu",
);
/** The employer's own money handling, around a fee or deposit: "collect school fees", "cash deposits", "fee reimbursement", ಬ್ಯಾಂಕ್‌ಗೆ ಹಣ ಜಮಾ. */
const DUTY_BEFORE = compile(
  String.raw`${START}(?:school|college|tuition|students?|student['’]s|exam|collect\w*|cash|fixed|cheque|customers?|customer['’]s|delivery|ಬ್ಯಾಂಕ್${REST}|ಗ್ರಾಹಕ${REST}|ಶಾಲಾ|ಶಾಲೆ${REST}|ವಿದ್ಯಾರ್ಥಿ${REST})['’]?${END}`,
  "iu",
);
const DUTY_AFTER = compile(String.raw`^\s*(?:collection|receipts?|records?|accounts?|register|reimburse\w*|(?:the\s+)?(?:cash|cheques?|collections?))${END}`, "iu");
/** "Pay" right before a number: "Pay: 60000 - 80000", "pay scale 65000-90000". */
const PAY_BEFORE = /(?:^|\s)pay(?:\s+scale)?\s*:?$/iu;
/** A currency sign right before or after a number: "₹ 60000 - 80000" is a salary, not a phone number. */
const CURRENCY_BEFORE = compile(String.raw`${CURRENCY}\s*$`, "iu");
const CURRENCY_AFTER = compile(String.raw`^\s*${CURRENCY}`, "iu");

/** A text being searched, with its clause breaks: found once, for the checks of all its matches. */
class Scan {
  private breaks: number[] | undefined;

  constructor(readonly text: string) {}

  /** Where the clause holding `index` starts, at most CONTEXT_LENGTH before it. */
  clauseStart(index: number): number {
    const breaks = this.clauseBreaks();
    const previous = breaks[this.firstBreakFrom(index) - 1];
    return Math.max(index - CONTEXT_LENGTH, previous === undefined ? 0 : previous + 1);
  }

  /** Where the clause holding `index` ends, at most CONTEXT_LENGTH after it. */
  clauseEnd(index: number): number {
    const next = this.clauseBreaks()[this.firstBreakFrom(index)];
    return Math.min(index + CONTEXT_LENGTH, next ?? this.text.length);
  }

  private clauseBreaks(): number[] {
    this.breaks ??= Array.from(this.text.matchAll(CLAUSE_BREAK), (match) => match.index);
    return this.breaks;
  }

  /** The position in clauseBreaks() of the first break at or after `index` (binary search). */
  private firstBreakFrom(index: number): number {
    const breaks = this.clauseBreaks();
    let low = 0;
    let high = breaks.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((breaks[middle] ?? Infinity) < index) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** What is around one match, in its clause. */
class Context {
  /** The words before the match, nearest last. */
  readonly before: string[];
  /** The rest of the clause after the match. */
  readonly after: string;

  constructor(
    readonly scan: Scan,
    readonly start: number,
    readonly end: number,
  ) {
    this.before = scan.text.slice(scan.clauseStart(start), start).split(/\s+/).filter(Boolean);
    this.after = scan.text.slice(end, scan.clauseEnd(end));
  }

  get text(): string {
    return this.scan.text;
  }

  /** The last `count` words before the match, in its clause. */
  wordsBefore(count: number): string {
    return this.before.slice(-count).join(" ");
  }

  /** The text right after the match, up to `length` units, across clauses (salary units: "₹500, per day"). */
  textAfter(length: number): string {
    return this.text.slice(this.end, this.end + length);
  }
}

/** The first three words of a text (and the space before them). */
const FIRST_WORDS = /^(?:\s*\S+){0,3}/u;

/** Said not to be asked: "no fees", "fee: nil", "ಯಾವುದೇ ಶುಲ್ಕ ಇಲ್ಲ". */
function isNegated(context: Context): boolean {
  if (NEGATION_BEFORE.test(context.wordsBefore(6)) || NEGATION_AFTER.test(context.after)) return true;
  // Kannada says it after the word, or in its ending: ಶುಲ್ಕವಿಲ್ಲ
  const lastWord = context.text.slice(context.start, context.end).split(/\s/).at(-1) ?? "";
  const kannadaTail = lastWord + (FIRST_WORDS.exec(context.after)?.[0] ?? "");
  return KN_NEGATION_AFTER.test(kannadaTail) && !KN_NO_REFUND.test(kannadaTail);
}

/** The job's own pay: "we pay ₹15,000", "Salary ₹12,000 to be paid", "pay ₹500 per day". */
function isSalary(context: Context): boolean {
  return (
    EMPLOYER_PAYS.test(context.wordsBefore(2)) ||
    SALARY_BEFORE.test(context.wordsBefore(4)) ||
    SALARY_AFTER.test(context.textAfter(40))
  );
}

/** The employer's work with money, not a charge on the candidate: "collect school fees", "cash deposits". */
function isDuty(context: Context): boolean {
  return DUTY_BEFORE.test(context.wordsBefore(2)) || DUTY_AFTER.test(context.after);
}

/** A salary figure that looks like a phone number: "Salary 60000 - 80000", "₹ 60000-80000 per month". */
function isSalaryNumber(context: Context): boolean {
  const { text, start } = context;
  return (
    CURRENCY_BEFORE.test(text.slice(Math.max(0, start - 8), start)) ||
    SALARY_BEFORE.test(context.wordsBefore(2)) ||
    PAY_BEFORE.test(context.wordsBefore(2)) ||
    SALARY_AFTER.test(context.textAfter(40)) ||
    CURRENCY_AFTER.test(context.textAfter(12))
  );
}

// ---------------------------------------------------------------------------------------------
// The rules
// ---------------------------------------------------------------------------------------------

type Check = (context: Context) => boolean;

interface Rule {
  flag: JobFlag;
  pattern: RegExp;
  /** Context in which a match does not count. */
  unless: Check[];
}

const rule = (flag: JobFlag, source: string, unless: Check[] = []): Rule => ({ flag, pattern: compile(source, "giu"), unless });

const rules: Rule[] = [
  rule("phone", LABELLED_PHONE),
  rule("phone", MOBILE, [isSalaryNumber]),
  rule("phone", LANDLINE, [isSalaryNumber]),
  rule("phone", FOREIGN, [isSalaryNumber]),
  rule("money", UPI_ID),
  rule("money", MONEY_PHRASE, [isNegated, isDuty]),
  rule("money", PAY_SUM, [isNegated, isSalary]),
  rule("money", SUM_PAID, [isNegated, isSalary]),
  rule("money", KN_PAY_SUM, [isNegated, isSalary]),
  rule("money", CHARGE_SUM, [isNegated, isDuty]),
  rule("money", SUM_FOR, [isNegated, isSalary]),
  rule("money", APP_ACCOUNT, [isNegated]),
  rule("money", PAY_VIA_APP, [isNegated, isSalary]),
];

/**
 * Every match of every rule, overlapping, in no order, with offsets in `original`; with `firstOnly`,
 * only the first match of each flag (enough to know the flags). The rules read the text as
 * text-for-checks.ts writes it, so odd digits, hidden characters and look-alike letters do not hide a match.
 */
function findAll(original: string, lookalike: Lookalike | undefined, firstOnly = false): JobFlagMatch[] {
  const found: JobFlagMatch[] = [];
  if (!supported) return found;
  const checked = textForChecks(original, lookalike);
  const { text } = checked;
  const scan = new Scan(text);
  for (const { flag, pattern, unless } of rules) {
    if (firstOnly && found.some((match) => match.flag === flag)) continue;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const start = match.index;
      const end = start + match[0].length;
      if (end === start) {
        pattern.lastIndex = start + 1;
        continue;
      }
      // Cleared by its context, the whole phrase is: "fee" of "no need to pay any fee" does not count alone.
      const context = unless.length > 0 ? new Context(scan, start, end) : undefined;
      if (context && unless.some((check) => check(context))) continue;
      const span = checked.original(start, end);
      found.push({ flag, ...span, text: original.slice(span.start, span.end) });
      if (firstOnly) break;
    }
  }
  return found;
}

/**
 * Every match, sorted by start, non-overlapping: overlapping matches are merged into one, which keeps
 * the flag of the one that starts first ("registration fee ₹500" and "₹500 to be paid" make one).
 */
export function findJobFlagMatches(text: string, lookalike?: Lookalike): JobFlagMatch[] {
  const sorted = findAll(text, lookalike).sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: JobFlagMatch[] = [];
  for (const match of sorted) {
    const last = merged.at(-1);
    if (last && match.start < last.end) {
      if (match.end > last.end) {
        last.end = match.end;
        last.text = text.slice(last.start, last.end);
      }
    } else {
      merged.push({ ...match });
    }
  }
  return merged;
}

/**
 * The distinct flags found, in jobFlags order: warns the employer (live, in the form) and flags the
 * job for the admin (on the server). Taken before merging, so that a flag is never lost to an overlap.
 */
export function detectJobFlags(text: string, lookalike?: Lookalike): JobFlag[] {
  const found = new Set(findAll(text, lookalike, true).map((match) => match.flag));
  return jobFlags.filter((flag) => found.has(flag));
}
