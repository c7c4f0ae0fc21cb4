CREATE TABLE "notification_preferences" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"email" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"whatsapp" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('alerts', 'messages', 'interviews', 'status'))
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"phone_number" text NOT NULL,
	"user_id" text,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "phone_codes_purpose_check" CHECK ("phone_codes"."purpose" in ('sign-in', 'sign-up', 'add-number', 'alert'))
);
--> statement-breakpoint
CREATE TABLE "phone_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"template" jsonb,
	"parts" integer DEFAULT 1 NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"provider_message_id" text,
	CONSTRAINT "phone_outbox_channel_check" CHECK ("phone_outbox"."channel" in ('sms', 'whatsapp')),
	CONSTRAINT "phone_outbox_kind_check" CHECK ("phone_outbox"."kind" in ('code', 'alert', 'message', 'interview', 'status')),
	CONSTRAINT "phone_outbox_language_check" CHECK ("phone_outbox"."language" in ('en', 'kn'))
);
--> statement-breakpoint
CREATE TABLE "phone_stops" (
	"phone_number" text NOT NULL,
	"channel" text NOT NULL,
	"stopped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_stops_phone_number_channel_pk" PRIMARY KEY("phone_number","channel"),
	CONSTRAINT "phone_stops_channel_check" CHECK ("phone_stops"."channel" in ('sms', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_number_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_outbox" ADD CONSTRAINT "phone_outbox_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_number_idx" ON "phone_codes" USING btree ("phone_number","purpose","created_at");--> statement-breakpoint
CREATE INDEX "phone_outbox_due_idx" ON "phone_outbox" USING btree ("send_after") WHERE "phone_outbox"."sent_at" is null and "phone_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "phone_outbox_sent_idx" ON "phone_outbox" USING btree ("sent_at") WHERE "phone_outbox"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "phone_outbox_user_idx" ON "phone_outbox" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_phone_number_unique" UNIQUE("phone_number");