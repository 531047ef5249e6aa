-- Every column that names a member is the start of an index, and so is the member a provider
-- payload names: a logout and a leaving member delete their own rows by reading only those. And the
-- older service's assertions are swept by their time through an index, like every other table's.
CREATE INDEX "email_changes_email_idx" ON "email_changes" USING btree ("email");--> statement-breakpoint
CREATE INDEX "hand_backs_uid_idx" ON "hand_backs" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "mail_links_email_idx" ON "mail_links" USING btree ("email");--> statement-breakpoint
CREATE INDEX "oidc_payloads_account_idx" ON "oidc_payloads" USING btree (("payload" ->> 'accountId'));--> statement-breakpoint
CREATE INDEX "legacy_assertions_vouched_until_idx" ON "legacy_assertions" USING btree ("vouched_until");--> statement-breakpoint
CREATE INDEX "daccount_entries_user_idx" ON "daccount_entries" USING btree ("daccount_entry_user_id");