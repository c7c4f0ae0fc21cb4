/**
 * Telling the server the language a signed-in candidate's or employer's SMS and WhatsApp messages
 * come in (ADR 057), as the language switch does: a mutation the app provides at its root
 * (AppProviders), so the switch in the navigation imports no query cache and a page's islands (ADR 071),
 * which leave the switch to its form, provide none.
 */
import { createContext, createElement, useContext, type ReactNode } from "react";
import type { Language } from "@app/shared/constants";

export type TextLanguageChoice = { mutate: (language: Language, options?: { onError?: () => void }) => void };

/** Where none is provided: nothing to tell. */
const noChoice = (): TextLanguageChoice | null => null;

const TextLanguageChoiceContext = createContext<() => TextLanguageChoice | null>(noChoice);

export function TextLanguageChoiceProvider({ useChoice, children }: { useChoice: () => TextLanguageChoice; children: ReactNode }) {
  return createElement(TextLanguageChoiceContext.Provider, { value: useChoice }, children);
}

/** The app's mutation, or null where none is provided (a page's islands). */
export function useTextLanguageChoice(): TextLanguageChoice | null {
  const useChoice = useContext(TextLanguageChoiceContext);
  return useChoice();
}
