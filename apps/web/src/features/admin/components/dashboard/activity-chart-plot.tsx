/**
 * The drawing of the dashboard's 30-day chart, with recharts: its own chunk, downloaded only when
 * the dashboard shows it (activity-chart.tsx loads it lazily). Hidden from assistive technology:
 * the card around it carries the same numbers as totals and a table.
 */
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import type { DailyActivityPoint } from "@app/shared/admin";
import type { Language } from "@app/shared/constants";
import { formatDay, formatNumber } from "@/lib/format";
import { currentLanguage } from "@/lib/i18n";

export type ChartSeries = { key: "applications" | "signUps" | "enrollments"; color: string };

/** A `YYYY-MM-DD` day as '5 Mar' / '5 ಮಾರ್ಚ್', day first in both languages, never shifted by the time zone. */
function shortDay(day: string, language: Language): string {
  const parts = new Intl.DateTimeFormat(language === "kn" ? "kn-IN" : "en-US", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")}`;
}

type ActivityChartPlotProps = { days: DailyActivityPoint[]; series: (ChartSeries & { label: string })[] };

export function ActivityChartPlot({ days, series }: ActivityChartPlotProps) {
  const language = currentLanguage();
  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72">
      <LineChart data={days} responsive accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} style={{ width: "100%", height: "100%" }}>
        <CartesianGrid stroke="var(--color-border)" vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={(day: string) => shortDay(day, language)}
          tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }}
          tickLine={false}
          axisLine={{ stroke: "var(--color-border)" }}
          interval="preserveStartEnd"
          minTickGap={24}
        />
        <YAxis
          allowDecimals={false}
          tickFormatter={(value: number) => formatNumber(value, language)}
          tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }}
          tickLine={false}
          axisLine={false}
          width={48}
        />
        <Tooltip
          labelFormatter={(day) => formatDay(String(day), language)}
          formatter={(value) => formatNumber(Number(value), language)}
          contentStyle={{ borderRadius: 8, borderColor: "var(--color-border)", fontSize: 13 }}
        />
        {series.map(({ key, color, label }) => (
          <Line
            key={key}
            type="monotone"
            dataKey={key}
            name={label}
            stroke={color}
            strokeWidth={2}
            dot={false}
            activeDot={{ r: 4 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </div>
  );
}
