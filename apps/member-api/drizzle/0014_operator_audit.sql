-- The operators' record of lock changes (the member command): who, when, what, why; no foreign key,
-- so the record outlives a member who leaves.
CREATE TABLE "operator_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"action" text NOT NULL,
	"service_id" text NOT NULL,
	"operator" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operator_audit_uid_idx" ON "operator_audit" USING btree ("uid");