CREATE TABLE "daccount_entries" (
	"one_time_token_hash" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_url" text NOT NULL,
	"client_data" jsonb NOT NULL,
	"status" text NOT NULL,
	"binding_hash" text,
	"code_verifier" text,
	"daccount_entry_user_id" text,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"token_issued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "daccount_links" (
	"daccount_entry_user_id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daccount_links_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE INDEX "daccount_entries_binding_idx" ON "daccount_entries" USING btree ("binding_hash");--> statement-breakpoint
CREATE INDEX "daccount_entries_expires_idx" ON "daccount_entries" USING btree ("expires_at");