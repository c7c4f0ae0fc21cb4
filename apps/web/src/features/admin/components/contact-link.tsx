import { useTranslation } from "@/lib/i18n";

/** An e-mail address or phone number the admin can write to or call, wrapped anywhere on a phone. */
export function ContactLink({ kind, value }: { kind: "email" | "phone"; value: string }) {
  return (
    <a
      href={`${kind === "email" ? "mailto" : "tel"}:${value}`}
      className={kind === "email" ? "break-all text-primary hover:underline" : "whitespace-nowrap text-primary hover:underline"}
    >
      {value}
    </a>
  );
}

/** A missing optional value, such as a phone number nobody gave. */
export function NotProvided() {
  const { t } = useTranslation();
  return <span className="text-muted-foreground">{t("admin.list.notProvided")}</span>;
}
