import { desc } from "drizzle-orm";
import type { ConsultationRequestInput } from "@app/shared/consultations";
import type { Database } from "../../db/client.ts";
import { consultationRequests } from "../../db/schema/index.ts";

export async function createConsultationRequest(db: Database, userId: string, input: ConsultationRequestInput) {
  const [created] = await db
    .insert(consultationRequests)
    .values({ userId, ...input })
    .returning({ id: consultationRequests.id, createdAt: consultationRequests.createdAt });
  return created!;
}

export async function listConsultationRequests(db: Database) {
  return db.select().from(consultationRequests).orderBy(desc(consultationRequests.createdAt)).limit(200);
}
