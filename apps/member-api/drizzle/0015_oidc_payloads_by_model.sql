-- Sessions by uid and device codes by user code are looked up within their own model: the
-- indexes lead with the model, so that such a lookup reads its one entry however the table grows.
DROP INDEX "oidc_payloads_uid_idx";--> statement-breakpoint
DROP INDEX "oidc_payloads_user_code_idx";--> statement-breakpoint
CREATE INDEX "oidc_payloads_type_uid_idx" ON "oidc_payloads" USING btree ("type","uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_type_user_code_idx" ON "oidc_payloads" USING btree ("type","user_code");