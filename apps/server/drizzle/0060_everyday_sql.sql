-- Accounts erased before erased_at existed: erasure gave each this placeholder address, holding its own id,
-- so they are marked erased as of their last change (the erasure).
UPDATE "users" SET "erased_at" = "updated_at" WHERE "erased_at" IS NULL AND "email" LIKE 'erased-%@erased.invalid';
