CREATE TABLE "fcm_token_relations" (
	"uid" text PRIMARY KEY NOT NULL,
	"rakucom_fcm_token" text,
	"rakucom_update_date" timestamp with time zone,
	"lamembers_fcm_token" text,
	"lamembers_update_date" timestamp with time zone,
	"fire_base_auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fcm_token_relations_rakucom_token_unique" ON "fcm_token_relations" USING btree ("rakucom_fcm_token");--> statement-breakpoint
CREATE UNIQUE INDEX "fcm_token_relations_lamembers_token_unique" ON "fcm_token_relations" USING btree ("lamembers_fcm_token");--> statement-breakpoint
-- Legacy passwords were never to be stored in plain text: drop any that are (kantan login stores them again, encrypted).
UPDATE "members" SET "raku_pw" = NULL WHERE "raku_pw" IS NOT NULL AND "raku_pw" NOT LIKE 'v1:%';
