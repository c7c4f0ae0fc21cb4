/**
 * Switches the app's language in a test. A switch draws every mounted component again, as a tap
 * does, so it runs in `act`: outside it React warns, and whether the texts were already loaded (by
 * an earlier test of the same worker) decided whether the draw fell inside a later `findBy`.
 */
import { act } from "@testing-library/react";
import type { Language } from "@app/shared/constants";
import { i18n } from "@/lib/i18n";

export async function switchLanguage(language: Language): Promise<void> {
  await act(async () => {
    await i18n.changeLanguage(language);
  });
}
