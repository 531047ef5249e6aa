CREATE TABLE "point_balances" (
	"uid" text PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"last_changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"service_id" integer NOT NULL,
	"class_name" text NOT NULL,
	"point_code" integer NOT NULL,
	"point" integer NOT NULL,
	"point_reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"service_key" text NOT NULL,
	"tel" text NOT NULL,
	"shop_name" text NOT NULL,
	CONSTRAINT "shops_service_key_tel_pk" PRIMARY KEY("service_key","tel")
);
--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_histories" ADD CONSTRAINT "point_histories_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_histories_uid_class_code_unique" ON "point_histories" USING btree ("uid","class_name","point_code");--> statement-breakpoint
CREATE INDEX "point_histories_uid_idx" ON "point_histories" USING btree ("uid");