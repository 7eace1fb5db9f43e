-- Issue 18: the business's currency (ISO 4217), one setting beside the tax rate, in which every
-- amount is shown. Amounts stay plain numbers; a database from before keeps showing dollars.
UPDATE "settings" SET "value" = "value" || '{"currency": "USD"}'::jsonb WHERE "key" = 'business' AND NOT "value" ? 'currency';
