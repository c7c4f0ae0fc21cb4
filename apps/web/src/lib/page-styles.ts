/**
 * A page the server drew carries only its own styles (ADR 046): `<style data-full-stylesheet>`,
 * whose attribute is the address of the whole stylesheet. Before the app shows another page, whose
 * classes those styles may lack, the whole sheet is loaded (router.tsx waits for it with the page's
 * module). Anywhere else (a page the browser drew, the server's render) there is nothing to load.
 */
let loading: Promise<void> | undefined;

/**
 * The font faces the server left out of the page's own styles, to come after the take-over
 * (`<template id="later-fonts">`, server-render.ts): added to the page, whose text the browser then
 * redraws in them once they are downloaded.
 */
export function addLaterFonts() {
  if (typeof document === "undefined") return;
  const later = document.getElementById("later-fonts");
  if (later instanceof HTMLTemplateElement) later.replaceWith(later.content);
}

export function loadFullStylesheet(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  const own = document.querySelector<HTMLStyleElement>("style[data-full-stylesheet]");
  const href = own?.dataset.fullStylesheet;
  if (!own || !href) return Promise.resolve();
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.addEventListener(
      "load",
      () => {
        own.removeAttribute("data-full-stylesheet");
        resolve();
      },
      { once: true },
    );
    // Offline without the worker's copy, say: the next page shows with what is there, and the next
    // navigation tries again.
    link.addEventListener(
      "error",
      () => {
        link.remove();
        loading = undefined;
        resolve();
      },
      { once: true },
    );
    own.after(link);
  });
  return loading;
}
