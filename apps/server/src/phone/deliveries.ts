/** The SMS and WhatsApp deliveries the settings choose (config.ts `phone`): the outbox folder by default. */
import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { PhoneDelivery } from "./delivery.ts";
import { createFileDelivery } from "./file-delivery.ts";
import { createMsg91Delivery } from "./msg91.ts";
import { createTwilioDelivery } from "./twilio.ts";
import { createWhatsAppCloudDelivery } from "./whatsapp-cloud.ts";

export function createPhoneDeliveries(config: Config, logger: Logger): { sms: PhoneDelivery; whatsapp: PhoneDelivery } {
  const folder = createFileDelivery({ outboxDir: path.join(config.dataDir, "outbox"), logger, development: config.environment === "development" });
  const { sms, whatsapp } = config.phone;
  return {
    sms: sms.provider === "msg91" ? createMsg91Delivery(sms) : sms.provider === "twilio" ? createTwilioDelivery(sms) : folder,
    whatsapp: whatsapp.provider === "cloud" ? createWhatsAppCloudDelivery(whatsapp) : folder,
  };
}
