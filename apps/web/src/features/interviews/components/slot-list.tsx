/** The times proposed for an interview, each with its day and its start and end on the site's clock. */
import type { InterviewSlot } from "@app/shared/interviews";
import { useSlotFormat } from "./use-slot-format";

export function SlotList({ slots, label }: { slots: InterviewSlot[]; label: string }) {
  const format = useSlotFormat();
  return (
    <ul aria-label={label} className="grid gap-1 text-sm">
      {slots.map((slot) => (
        <li key={slot.startsAt} className="flex flex-wrap gap-x-2">
          <time dateTime={slot.startsAt} className="font-medium">
            {format.day(slot.startsAt)}
          </time>
          <span>{format.range(slot)}</span>
        </li>
      ))}
    </ul>
  );
}
