/**
 * A company's logo: checked by its content (PNG, JPEG or WebP by the magic bytes, at most 1 MB,
 * whatever its name says), then re-encoded by sharp to a small square WebP without metadata, so
 * what is stored and served is always an image this server made. The old logo is removed once the
 * new one is on the page.
 */
import { companyLogoMaxBytes, companyLogoMimeTypes, companyLogoSide } from "@app/shared/companies";
import type { SessionUser } from "@app/shared/user";
import type { AppDependencies } from "../../http/env.ts";
import { AppError } from "../../errors/app-error.ts";
import { detectFileType } from "../../storage/file-type.ts";
import { englishText } from "../../errors/messages.ts";
import { getOwnCompanyPage, setCompanyLogo } from "./companies.service.ts";

type Deps = Pick<AppDependencies, "db" | "storage">;

const tooLarge = () => new AppError("file_too_large", { message: englishText("validation.company.logoTooLarge") });
const notAnImage = () => new AppError("invalid_file_format", { message: englishText("validation.company.logoInvalid") });

/** More pixels than this is refused before decoding (a small file can claim a huge picture). */
const pixelLimit = 40_000_000;

/** The logo re-encoded: a `companyLogoSide` square WebP, cropped to cover, with no metadata; 415 when it is no image. */
export async function reencodeLogo(file: File): Promise<Uint8Array> {
  // sharp (libvips) loads with the first picture, not at the start: some 18 MB less until then (ADR 062).
  const { default: sharp } = await import("sharp");
  if (file.size > companyLogoMaxBytes) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > companyLogoMaxBytes) throw tooLarge();
  const detected = await detectFileType(bytes);
  if (!detected || !(companyLogoMimeTypes as readonly string[]).includes(detected.mime)) throw notAnImage();
  try {
    // sharp writes no metadata unless asked (withMetadata), so EXIF and its location go.
    const output = await sharp(bytes, { limitInputPixels: pixelLimit, animated: false })
      .rotate()
      .resize(companyLogoSide, companyLogoSide, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    // A damaged file that starts like an image.
    throw notAnImage();
  }
}

export async function uploadCompanyLogo(deps: Deps, employer: SessionUser, file: File) {
  const key = await deps.storage.put(await reencodeLogo(file));
  const previous = await setCompanyLogo(deps.db, employer.id, key).catch(async (error: unknown) => {
    await deps.storage.remove(key);
    throw error;
  });
  if (previous) await deps.storage.remove(previous);
  return getOwnCompanyPage(deps.db, employer.id);
}

export async function removeCompanyLogo(deps: Deps, employer: SessionUser) {
  const previous = await setCompanyLogo(deps.db, employer.id, null);
  if (previous) await deps.storage.remove(previous);
  return getOwnCompanyPage(deps.db, employer.id);
}
