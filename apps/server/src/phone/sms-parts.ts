/**
 * How many parts an SMS takes: GSM-7 text 160 characters alone or 153 a part when split (the two
 * extension characters count twice); anything else (Kannada) is UCS-2, 70 alone or 67 a part.
 */
const gsm7Basic =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const gsm7Extension = "^{}\\[~]|€\f";

export function smsParts(text: string): number {
  let septets = 0;
  let gsm = true;
  for (const character of text) {
    if (gsm7Basic.includes(character)) septets += 1;
    else if (gsm7Extension.includes(character)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return septets <= 160 ? 1 : Math.ceil(septets / 153);
  // UCS-2 counts UTF-16 code units (a character outside the BMP takes two).
  const units = text.length;
  return units <= 70 ? 1 : Math.ceil(units / 67);
}

/** True when the text goes as GSM-7 (English); false when it must go as Unicode (Kannada). */
export function isGsm7(text: string): boolean {
  for (const character of text) if (!gsm7Basic.includes(character) && !gsm7Extension.includes(character)) return false;
  return true;
}
