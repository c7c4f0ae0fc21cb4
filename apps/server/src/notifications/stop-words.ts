/**
 * The one list of words that stop texts to a number, read by the SMS providers' inbound webhooks
 * (ADR 075) and by WhatsApp's (ADR 055) alike: the opt-out words Twilio's Advanced Opt-Out reads (it
 * stops sending to the number itself on them, so we must know), and Kannada's "stop". A reply stops
 * only when it is one of them alone, as a person types it: any case, spaces around, and spaces or a
 * hyphen inside ("Opt-out", "STOP ALL"); a sentence that holds one of them stops nothing.
 */
export const stopWords: readonly string[] = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE", "ನಿಲ್ಲಿಸಿ"];

const known = new Set(stopWords.map((word) => word.toLowerCase()));

/** True when `text`, the whole of a reply, is one of the stop words. */
export function isStopWord(text: string): boolean {
  return known.has(text.normalize("NFC").trim().toLowerCase().replace(/[\s-]+/g, ""));
}
