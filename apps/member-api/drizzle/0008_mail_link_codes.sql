ALTER TABLE "mail_links" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "mail_links" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_links_login_param_key_idx" ON "mail_links" USING btree ("login_param_key");