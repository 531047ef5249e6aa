CREATE TABLE "email_changes" (
	"reference_key_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"email" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "email_changes_expires_idx" ON "email_changes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_changes_uid_idx" ON "email_changes" USING btree ("uid");