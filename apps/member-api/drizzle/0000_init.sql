CREATE TABLE "login_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"provider" text NOT NULL,
	"service_name" text NOT NULL,
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_parameters" (
	"login_param_key" text PRIMARY KEY NOT NULL,
	"login_param" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"uid" text PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"nickname_key" text NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"display_thumbnail" text DEFAULT '' NOT NULL,
	"modified_thumbnail" text DEFAULT '' NOT NULL,
	"image_type" text DEFAULT '' NOT NULL,
	"birthday" text DEFAULT '1900-01-01' NOT NULL,
	"birthday_source" text,
	"birthday_display" integer DEFAULT 1 NOT NULL,
	"birthday_change_count" integer DEFAULT 0 NOT NULL,
	"prefecture_id" integer DEFAULT 0 NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"sex_id" integer DEFAULT 0 NOT NULL,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"travel_frequency_id" integer DEFAULT 0 NOT NULL,
	"habit_supplement" integer DEFAULT 0 NOT NULL,
	"asset_management" integer DEFAULT 0 NOT NULL,
	"social_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text,
	"rakucom_id" text,
	"raku_uid" text,
	"raku_pw" text,
	"daccount_entry_user_id" text,
	"d_pt_number_last4_digits" text,
	"senior_entry_user_id" text,
	"senior_entry_flag" integer DEFAULT 1 NOT NULL,
	"senior_entry_join_date" text,
	"senior_entry_data_sync_date" text,
	"shop_key" text,
	"shop_name" text,
	"member_status" text DEFAULT '1' NOT NULL,
	"service_usage" text DEFAULT '1' NOT NULL,
	"paid_service_active" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_locks" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"service_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_histories" ADD CONSTRAINT "login_histories_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locks" ADD CONSTRAINT "service_locks_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_histories_uid_idx" ON "login_histories" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "login_parameters_expires_idx" ON "login_parameters" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_nickname_key_unique" ON "members" USING btree ("nickname_key");--> statement-breakpoint
CREATE INDEX "members_email_idx" ON "members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "members_rakucom_id_idx" ON "members" USING btree ("rakucom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_locks_uid_service_unique" ON "service_locks" USING btree ("uid","service_id");