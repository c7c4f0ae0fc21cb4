/**
 * Draws a QR code as an SVG data URL. The QR library is loaded on first use, so it never weighs on
 * a page that shows no code (the donation prompt, the course payment dialog).
 */
import { useEffect, useState } from "react";

/** The QR code of `text`, or null while the library loads (or if drawing failed), or for no text. */
export function useQrCode(text: string | null): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    void import("qrcode")
      .then((qrcode) => qrcode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 }))
      .then(
        (svg) => {
          if (current) setDrawn({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
        },
        () => {
          // The callers offer another way to pay (the UPI ID, the app link) without the picture.
        },
      );
    return () => {
      current = false;
    };
  }, [text]);
  return drawn && drawn.text === text ? drawn.url : null;
}
