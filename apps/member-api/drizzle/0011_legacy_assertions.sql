CREATE TABLE "legacy_assertions" (
	"jti" text PRIMARY KEY NOT NULL,
	"raku_uid" text NOT NULL,
	"purpose" text NOT NULL,
	"access_token_hash" text,
	"vouched_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "legacy_assertions_access_token_hash" ON "legacy_assertions" USING btree ("access_token_hash");