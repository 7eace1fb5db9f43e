-- Issue 21: the orders list filtered by status and dealers, newest first, at any depth.
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id","dealer_id");--> statement-breakpoint
CREATE INDEX "orders_dealer_status_idx" ON "orders" USING btree ("dealer_id","status");