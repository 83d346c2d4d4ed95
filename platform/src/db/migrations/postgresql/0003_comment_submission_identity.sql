-- comments-svc (issue 15): a submission's identity, so that a retry returns the first outcome
-- instead of storing a second row. `challenge_nonce` is the nonce of the answered challenge,
-- `idempotency_key` the client's Idempotency-Key header (optional), `request_hash` the SHA-256 of
-- the submitted content that a retry must repeat. NULL in rows stored before this migration; the
-- unique indexes admit any number of NULLs on both databases.
ALTER TABLE "comments" ADD COLUMN "challenge_nonce" TEXT;
ALTER TABLE "comments" ADD COLUMN "idempotency_key" TEXT;
ALTER TABLE "comments" ADD COLUMN "request_hash" TEXT;
CREATE UNIQUE INDEX "comments_challenge_nonce_key" ON "comments" ("challenge_nonce");
CREATE UNIQUE INDEX "comments_idempotency_key_key" ON "comments" ("idempotency_key");
