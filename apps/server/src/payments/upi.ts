/**
 * UPI payment intents (NPCI's deep-link format): the URI a QR code holds and an "Open UPI app" link
 * opens, `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=…`. Payer apps prefill payee, amount, note and the
 * merchant's own reference from it; the money never passes through this server.
 */

/** The note (`tn`) shows in the payer's app and statement; apps cut long ones, so keep it short. */
export const upiNoteMaxLength = 50;

export interface UpiPayee {
  /** The payee's virtual payment address (UPI_VPA); none means demo mode. */
  vpa?: string | undefined;
  payeeName: string;
}

export interface UpiPayment {
  /** Whole rupees. */
  amount: number;
  note: string;
  /** Our reference for this payment (`tr`). */
  reference: string;
}

/**
 * Percent-encodes a parameter value. `@` stays as it is: it is legal in a query, every VPA has one,
 * and some payer apps do not decode `%40` in `pa`.
 */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, "@");
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Cut between whole letters, so a Kannada consonant never loses its vowel sign. */
function shortNote(note: string): string {
  const flat = note.replace(/\s+/g, " ").trim();
  if (flat.length <= upiNoteMaxLength) return flat;
  let short = "";
  for (const { segment } of graphemes.segment(flat)) {
    if (short.length + segment.length > upiNoteMaxLength - 1) break;
    short += segment;
  }
  return `${short.trimEnd()}…`;
}

/** The intent URI, or null when no VPA is configured (the web app then shows a demo QR). */
export function upiPaymentUri(payee: UpiPayee, payment: UpiPayment): string | null {
  const vpa = payee.vpa?.trim();
  if (!vpa) return null;
  const parameters: [string, string][] = [
    ["pa", vpa],
    ["pn", payee.payeeName],
    // Rupees with two decimals, as NPCI's examples write amounts.
    ["am", payment.amount.toFixed(2)],
    ["cu", "INR"],
    ["tn", shortNote(payment.note)],
    ["tr", payment.reference],
  ];
  return `upi://pay?${parameters.map(([name, value]) => `${name}=${encodeValue(value)}`).join("&")}`;
}
