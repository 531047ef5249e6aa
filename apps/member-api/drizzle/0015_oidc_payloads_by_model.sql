-- Every lookup by grant, uid or user code is within given models: the indexes hold the model too,
-- so that such a lookup reads its own entries however the table grows.
DROP INDEX "oidc_payloads_grant_idx";--> statement-breakpoint
DROP INDEX "oidc_payloads_uid_idx";--> statement-breakpoint
DROP INDEX "oidc_payloads_user_code_idx";--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_type_idx" ON "oidc_payloads" USING btree ("grant_id","type");--> statement-breakpoint
CREATE INDEX "oidc_payloads_type_uid_idx" ON "oidc_payloads" USING btree ("type","uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_type_user_code_idx" ON "oidc_payloads" USING btree ("type","user_code");