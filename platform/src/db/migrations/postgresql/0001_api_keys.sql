-- API keys (CONTRACT §5). Mirrors model ApiKey of schema.prisma; test/db-schema.e2e-spec.ts
-- compares the migrated table with the Prisma model.
CREATE TYPE "api_key_scope" AS ENUM ('operator', 'partner');

CREATE TABLE "api_keys" (
    "id"               TEXT            NOT NULL,
    "prefix"           TEXT            NOT NULL,
    "hash"             TEXT            NOT NULL,
    "scope"            "api_key_scope" NOT NULL,
    "label"            TEXT            NOT NULL,
    "rate_per_minute"  INTEGER,
    "burst_per_second" INTEGER,
    "created_at"       TIMESTAMPTZ(3)  NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at"       TIMESTAMPTZ(3),
    "last_used_at"     TIMESTAMPTZ(3),
    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "api_keys_prefix_key" ON "api_keys" ("prefix");
