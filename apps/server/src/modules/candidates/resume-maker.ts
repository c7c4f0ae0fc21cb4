/**
 * A one-page résumé made from a candidate's profile, in English or Kannada as they choose (ADR 058):
 * for the drivers, cooks and shop staff who have no résumé file, so that applying needs nothing more.
 *
 * PDFKit draws it and embeds a subset of each face; its text engine (fontkit) shapes Kannada
 * (conjuncts, vowel signs, reph, ZWJ/ZWNJ). A shaped cluster's glyphs are no longer in the order of
 * its letters, so a PDF reader copying the text would get them scrambled: each line is therefore
 * drawn inside a marked-content span whose `/ActualText` is the line itself (PDF 1.5, 14.9.4), which
 * pdftotext, viewers and screen readers read instead of the glyphs. So we lay the lines out
 * ourselves, word by word (a span per word on one line came out of poppler in reverse order).
 * PDFKit is loaded with the first résumé made, not at the start: with fontkit it takes 29 MB more
 * resident memory in a bare Node, held by a server that never makes one (ADR 074).
 */
import type { Language } from "@app/shared/constants";
import type { JobType } from "@app/shared/constants";
import type { DrivingLicence, EducationEntry, EducationLevel, ExperienceEntry, SpokenLanguage } from "@app/shared/candidates";
import { placeIn } from "@app/shared/place-names";
import { scriptRuns, truetypeFaces, type Script } from "../../fonts/truetype-faces.ts";
import { skillIn } from "../search/trade-names.ts";

/** What a résumé is made from: the profile as the candidate wrote it. */
export interface ResumeContent {
  name: string;
  phone: string | null;
  /** A real address only (none for a phone-only account). */
  email: string | null;
  headline: string;
  bio: string;
  skills: string[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
  wantedJobTypes: JobType[];
  wantedPlaces: string[];
  experienceYears: number | null;
  spokenLanguages: SpokenLanguage[];
  educationLevel: EducationLevel | null;
  drivingLicences: DrivingLicence[];
  /** The candidate's photo as a JPEG (PDFKit draws JPEG and PNG, not WebP), or null. */
  photo: Uint8Array | null;
}

const labels = {
  en: {
    resume: "Resume",
    phone: "Phone",
    email: "E-mail",
    about: "About me",
    skills: "Skills",
    experience: "Experience",
    education: "Education",
    looking: "Looking for",
    places: "Places",
    types: { "Full-time": "Full-time", "Part-time": "Part-time", Contract: "Contract", Freelance: "Freelance", Internship: "Internship" },
    years: (years: number) => (years === 0 ? "New to work" : years === 1 ? "1 year of experience" : `${years} years of experience`),
    languages: "Languages",
    spoken: {
      kannada: "Kannada",
      english: "English",
      hindi: "Hindi",
      tamil: "Tamil",
      telugu: "Telugu",
      malayalam: "Malayalam",
      urdu: "Urdu",
      marathi: "Marathi",
      konkani: "Konkani",
      tulu: "Tulu",
    },
    levels: {
      belowSslc: "Studied below SSLC (10th)",
      sslc: "SSLC (10th)",
      puc: "PUC (12th)",
      iti: "ITI",
      diploma: "Diploma",
      degree: "Degree",
      postgraduate: "Postgraduate degree",
    },
    licence: "Driving licence",
    licences: { twoWheeler: "Two-wheeler (MCWG)", autoRickshaw: "Auto rickshaw", car: "Car (LMV)", heavy: "Heavy or transport vehicle (HMV)" },
  },
  kn: {
    resume: "ರೆಸ್ಯೂಮ್",
    phone: "ಫೋನ್",
    email: "ಇಮೇಲ್",
    about: "ನನ್ನ ಬಗ್ಗೆ",
    skills: "ಕೌಶಲ್ಯಗಳು",
    experience: "ಅನುಭವ",
    education: "ಶಿಕ್ಷಣ",
    looking: "ಹುಡುಕುತ್ತಿರುವ ಕೆಲಸ",
    places: "ಸ್ಥಳಗಳು",
    types: { "Full-time": "ಪೂರ್ಣಾವಧಿ", "Part-time": "ಅರೆಕಾಲಿಕ", Contract: "ಗುತ್ತಿಗೆ", Freelance: "ಫ್ರೀಲ್ಯಾನ್ಸ್", Internship: "ಇಂಟರ್ನ್‌ಶಿಪ್" },
    years: (years: number) => (years === 0 ? "ಕೆಲಸಕ್ಕೆ ಹೊಸಬರು" : `${years} ವರ್ಷ ಅನುಭವ`),
    languages: "ಮಾತನಾಡುವ ಭಾಷೆಗಳು",
    spoken: {
      kannada: "ಕನ್ನಡ",
      english: "ಇಂಗ್ಲಿಷ್",
      hindi: "ಹಿಂದಿ",
      tamil: "ತಮಿಳು",
      telugu: "ತೆಲುಗು",
      malayalam: "ಮಲಯಾಳಂ",
      urdu: "ಉರ್ದು",
      marathi: "ಮರಾಠಿ",
      konkani: "ಕೊಂಕಣಿ",
      tulu: "ತುಳು",
    },
    levels: {
      belowSslc: "ಎಸ್ಎಸ್ಎಲ್‌ಸಿಗಿಂತ ಕಡಿಮೆ ಓದು",
      sslc: "ಎಸ್ಎಸ್ಎಲ್‌ಸಿ (10ನೇ ತರಗತಿ)",
      puc: "ಪಿಯುಸಿ (12ನೇ ತರಗತಿ)",
      iti: "ಐಟಿಐ",
      diploma: "ಡಿಪ್ಲೊಮಾ",
      degree: "ಪದವಿ",
      postgraduate: "ಸ್ನಾತಕೋತ್ತರ ಪದವಿ",
    },
    licence: "ಡ್ರೈವಿಂಗ್ ಲೈಸೆನ್ಸ್",
    licences: { twoWheeler: "ದ್ವಿಚಕ್ರ ವಾಹನ (MCWG)", autoRickshaw: "ಆಟೋ ರಿಕ್ಷಾ", car: "ಕಾರು (LMV)", heavy: "ಭಾರಿ ಅಥವಾ ಸಾರಿಗೆ ವಾಹನ (HMV)" },
  },
} satisfies Record<Language, unknown>;

/** The file name it is kept under, in the résumé's language. */
export function madeResumeName(name: string, language: Language): string {
  return `${name} - ${labels[language].resume}.pdf`;
}

const page = { width: 595.28, height: 841.89, margin: 50 };
/** The photo's side on the page, in points (about 3 cm). */
const photoSide = 84;
const colours = { text: "#1f2933", muted: "#52606d", rule: "#0b57a4" };

type Face = Record<Script, { regular: string; bold: string }>;

/** Draws words one by one: each in the face of its script, inside its own ActualText span, wrapped at `right`. */
class Writer {
  y = page.margin;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly faces: Face,
  ) {}

  /** The space a line of `size` takes. */
  private lineHeight(size: number) {
    return size * 1.45;
  }

  private widthOf(word: string, size: number, bold: boolean): number {
    let width = 0;
    for (const run of scriptRuns(word)) {
      this.doc.font(bold ? this.faces[run.script].bold : this.faces[run.script].regular).fontSize(size);
      width += this.doc.widthOfString(run.text);
    }
    return width;
  }

  /** One line's words at their places, inside one marked-content span whose ActualText is the line. */
  private drawLine(words: { word: string; x: number }[], size: number, bold: boolean, colour: string) {
    const line = words.map(({ word }) => word).join(" ");
    const hex = Buffer.from(`\ufeff${line}`, "utf16le").swap16().toString("hex").toUpperCase();
    this.doc.addContent(`/Span <</ActualText <${hex}>>> BDC`);
    for (const { word, x } of words) {
      let left = x;
      for (const run of scriptRuns(word)) {
        this.doc.font(bold ? this.faces[run.script].bold : this.faces[run.script].regular).fontSize(size).fillColor(colour);
        // On one baseline whatever the face: the Kannada face's ascent is taller than the Latin one's.
        this.doc.text(run.text, left, this.y + size, { lineBreak: false, baseline: "alphabetic" });
        left += this.doc.widthOfString(run.text);
      }
    }
    this.doc.addContent("EMC");
  }

  /** A paragraph, wrapped at the page's margin; true when all of it fitted on the page. */
  /** `beside`: room kept free at the right (beside the photo). */
  paragraph(text: string, options: { size?: number; bold?: boolean; colour?: string; indent?: number; after?: number; beside?: number } = {}): boolean {
    const size = options.size ?? 10.5;
    const bold = options.bold ?? false;
    const colour = options.colour ?? colours.text;
    const left = page.margin + (options.indent ?? 0);
    const right = page.width - page.margin - (options.beside ?? 0);
    const space = this.widthOf(" ", size, bold);
    for (const written of text.split("\n")) {
      let line: { word: string; x: number }[] = [];
      let x = left;
      for (const word of written.split(/\s+/).filter(Boolean)) {
        const width = this.widthOf(word, size, bold);
        if (line.length > 0 && x + width > right) {
          if (!this.fits(size)) return false;
          this.drawLine(line, size, bold, colour);
          this.y += this.lineHeight(size);
          line = [];
          x = left;
        }
        line.push({ word, x });
        x += width + space;
      }
      if (line.length > 0) {
        if (!this.fits(size)) return false;
        this.drawLine(line, size, bold, colour);
      }
      this.y += this.lineHeight(size);
    }
    this.y += options.after ?? 0;
    return true;
  }

  /** Whether a line of `size` fits above the page's bottom margin. */
  private fits(size: number): boolean {
    return this.y + this.lineHeight(size) <= page.height - page.margin;
  }

  heading(text: string): boolean {
    this.y += 8;
    if (!this.paragraph(text, { size: 12.5, bold: true, colour: colours.rule })) return false;
    this.doc
      .moveTo(page.margin, this.y - 3)
      .lineTo(page.width - page.margin, this.y - 3)
      .lineWidth(0.6)
      .strokeColor(colours.rule)
      .stroke();
    this.y += 4;
    return true;
  }
}

/** The résumé as a PDF: one A4 page (what does not fit is left off, never drawn over the margin). */
export async function makeResumePdf(content: ResumeContent, language: Language, fontDirectory: string): Promise<Uint8Array> {
  const faces = await truetypeFaces(fontDirectory);
  const fileOf = (script: Script, weight: 400 | 700) => faces.find((face) => face.script === script && face.weight === weight)!.file;
  const text = labels[language];
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: page.margin,
    lang: language === "kn" ? "kn-IN" : "en-IN",
    displayTitle: true,
    info: { Title: `${content.name} - ${text.resume}`, Author: content.name, Creator: "Nagara Jobs" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const face: Face = {
    latin: { regular: "latin-400", bold: "latin-700" },
    kannada: { regular: "kannada-400", bold: "kannada-700" },
  };
  for (const script of ["latin", "kannada"] as const) {
    doc.registerFont(face[script].regular, fileOf(script, 400));
    doc.registerFont(face[script].bold, fileOf(script, 700));
  }

  const writer = new Writer(doc, face);
  // The photo at the top right, the name and contact beside it.
  const beside = content.photo ? photoSide + 14 : 0;
  if (content.photo) doc.image(Buffer.from(content.photo), page.width - page.margin - photoSide, page.margin, { width: photoSide, height: photoSide });
  // Every section is drawn while it fits; `fits` turns false at the foot of the page.
  let fits = writer.paragraph(content.name, { size: 22, bold: true, after: 2, beside });
  if (fits && content.headline) fits = writer.paragraph(content.headline, { size: 12.5, colour: colours.muted, after: 2, beside });
  const contact = [content.phone ? `${text.phone}: ${content.phone}` : null, content.email ? `${text.email}: ${content.email}` : null].filter(Boolean).join(" · ");
  if (fits && contact) fits = writer.paragraph(contact, { size: 10.5, colour: colours.muted, after: 4, beside });
  if (content.photo) writer.y = Math.max(writer.y, page.margin + photoSide + 6);

  if (fits && content.bio.trim()) fits = writer.heading(text.about) && writer.paragraph(content.bio.trim());
  if (fits && content.skills.length > 0) {
    fits = writer.heading(text.skills) && writer.paragraph(content.skills.map((skill) => skillIn(skill, language)).join(" · "));
  }
  if (fits && content.spokenLanguages.length > 0) {
    fits = writer.paragraph(`${text.languages}: ${content.spokenLanguages.map((spoken) => text.spoken[spoken]).join(", ")}`);
  }
  if (fits && content.drivingLicences.length > 0) {
    fits = writer.paragraph(`${text.licence}: ${content.drivingLicences.map((licence) => text.licences[licence]).join(", ")}`);
  }
  if (fits && (content.experience.length > 0 || content.experienceYears !== null)) {
    fits = writer.heading(text.experience);
    if (fits && content.experienceYears !== null) fits = writer.paragraph(text.years(content.experienceYears));
    for (const entry of content.experience) {
      if (!fits) break;
      fits = writer.paragraph([`${entry.title} — ${entry.company}`, entry.period].filter(Boolean).join("   "), { bold: true });
      if (fits && entry.details) fits = writer.paragraph(entry.details, { colour: colours.muted, after: 4 });
    }
  }
  if (fits && (content.education.length > 0 || content.educationLevel !== null)) {
    fits = writer.heading(text.education);
    if (fits && content.educationLevel !== null) fits = writer.paragraph(text.levels[content.educationLevel]);
    for (const entry of content.education) {
      if (!fits) break;
      fits = writer.paragraph([`${entry.qualification} — ${entry.institution}`, entry.period].filter(Boolean).join("   "), { bold: true });
      if (fits && entry.details) fits = writer.paragraph(entry.details, { colour: colours.muted, after: 4 });
    }
  }
  if (fits && (content.wantedJobTypes.length > 0 || content.wantedPlaces.length > 0)) {
    fits = writer.heading(text.looking);
    if (fits && content.wantedJobTypes.length > 0) fits = writer.paragraph(content.wantedJobTypes.map((type) => text.types[type]).join(" · "));
    if (fits && content.wantedPlaces.length > 0) writer.paragraph(`${text.places}: ${content.wantedPlaces.map((place) => placeIn(place, language)).join(", ")}`);
  }
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
