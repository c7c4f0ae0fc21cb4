import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldsFromZod } from "./errors.ts";

describe("fieldsFromZod", () => {
  const schema = z.object({ email: z.string().email("validation.email.invalid") });

  it("names a field's messages by their keys when every one is a key, and keeps the English for any client", () => {
    const result = schema.safeParse({ email: "not an address" });
    expect(result.success).toBe(false);
    expect(fieldsFromZod(result.error!)).toEqual({
      fields: { email: ["Please enter a valid email address"] },
      fieldKeys: { email: ["validation.email.invalid"] },
    });
  });

  it("leaves out of fieldKeys a field with a message that is no key (zod's own), so keys and texts stay one for one", () => {
    const result = z.object({ age: z.number().max(99) }).safeParse({ age: 120 });
    const { fields, fieldKeys } = fieldsFromZod(result.error!);
    expect(fields?.age).toHaveLength(1);
    expect(fields?.age?.[0]).not.toMatch(/^validation\./);
    expect(fieldKeys).toBeUndefined();
  });
});
