-- One service-lock coding (enums serviceLockIdOf): service_locks.service_id held the login history
-- codes '1' (community) and '2' (members service); it now holds the service codes '1004' and
-- '1006' that GET /me sends and the hub compares with. A member locked in both codings keeps one row.
DELETE FROM "service_locks" AS "old" USING "service_locks" AS "new" WHERE "old"."uid" = "new"."uid" AND (("old"."service_id" = '1' AND "new"."service_id" = '1004') OR ("old"."service_id" = '2' AND "new"."service_id" = '1006'));--> statement-breakpoint
UPDATE "service_locks" SET "service_id" = '1004' WHERE "service_id" = '1';--> statement-breakpoint
UPDATE "service_locks" SET "service_id" = '1006' WHERE "service_id" = '2';
