CREATE TABLE "hand_backs" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"secure_code_hash" text NOT NULL,
	"uid" text NOT NULL,
	"client_id" text NOT NULL,
	"return_url" text NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"scope" text NOT NULL,
	"needs_refresh_token" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_links" (
	"reference_key_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"mode" text NOT NULL,
	"login_param_key" text NOT NULL,
	"mail_link" text NOT NULL,
	"source" text DEFAULT 'api' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"type" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE INDEX "hand_backs_expires_idx" ON "hand_backs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_links_expires_idx" ON "mail_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");