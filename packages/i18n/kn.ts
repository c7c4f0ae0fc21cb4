/** Every Kannada area file, bundled together as one chunk (see index.ts). */
export const files = import.meta.glob<{ [key: string]: never }>("./locales/kn/*.json", { eager: true, import: "default" });
