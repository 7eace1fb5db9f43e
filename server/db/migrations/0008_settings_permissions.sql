-- Issue 17: business settings get their own permissions (view_settings, manage_settings) instead of
-- manage_orders. Roles that administer roles keep the power to change the settings; roles that may
-- read roles may read the settings. New databases get them from the seed.
INSERT INTO "permissions" ("name", "area", "kind") VALUES ('view_settings', 'settings', 'read'), ('manage_settings', 'settings', 'write') ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
  SELECT rp."role_id", p."id" FROM "role_permissions" rp
  JOIN "permissions" held ON held."id" = rp."permission_id" AND held."name" = 'manage_roles'
  CROSS JOIN "permissions" p WHERE p."name" IN ('view_settings', 'manage_settings')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
  SELECT rp."role_id", p."id" FROM "role_permissions" rp
  JOIN "permissions" held ON held."id" = rp."permission_id" AND held."name" = 'view_roles'
  CROSS JOIN "permissions" p WHERE p."name" = 'view_settings'
  ON CONFLICT DO NOTHING;
