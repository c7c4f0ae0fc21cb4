/**
 * The SMS that carries a one-time code, in the reader's language: the code first (what a phone's
 * keyboard offers to fill in), how long it works, and not to share it. A Kannada SMS is UCS-2, 70
 * characters a part, so it names the site only when that still fits in one part.
 */
import type { Language } from "@app/shared/constants";
import { oneTimeCodeMinutes } from "@app/shared/phone-accounts";
import { smsParts } from "../../phone/sms-parts.ts";

export function phoneCodeSmsText(code: string, language: Language, siteName: string): string {
  if (language === "en") return `${code} is your ${siteName} code. It works for ${oneTimeCodeMinutes} minutes. Do not share it with anyone.`;
  const named = `${code} ನಿಮ್ಮ ${siteName} ಕೋಡ್. ${oneTimeCodeMinutes} ನಿಮಿಷದೊಳಗೆ ಬಳಸಿ. ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.`;
  return smsParts(named) === 1 ? named : `${code} ನಿಮ್ಮ ಕೋಡ್. ${oneTimeCodeMinutes} ನಿಮಿಷದೊಳಗೆ ಬಳಸಿ. ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.`;
}
