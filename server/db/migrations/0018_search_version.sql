-- Issue 21: each API process keeps, for a few seconds, what a products search found (its count,
-- and under 4,000 matches its sorted ids), so the next page of the same search need not find
-- them again. Every statement that changes product_search moves this sequence, which the page's
-- own statement reads (an entry made at another value is not used), and says so on the
-- stockyard_search channel, heard by every process when the change commits.
CREATE SEQUENCE "product_search_version";--> statement-breakpoint
CREATE FUNCTION product_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('product_search_version');
  PERFORM pg_notify('stockyard_search', 'product_search');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_search
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_changed();
