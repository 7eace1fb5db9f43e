-- A document's number: its prefix and its sequence's value, zero-padded to six digits
-- (DESIGN.md §6: SA-000001, ORD-000001 …) and written whole past 999,999. lpad alone cut
-- 1000000 to "100000", so the millionth document of a kind collided with the hundred-thousandth
-- and every later one was refused. The documents' number columns default to it (migration 0016).
CREATE OR REPLACE FUNCTION document_number(prefix text, n bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT prefix || '-' || CASE WHEN n < 1000000 THEN lpad(n::text, 6, '0') ELSE n::text END $$;
