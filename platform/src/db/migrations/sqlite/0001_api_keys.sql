-- API keys (CONTRACT §5). Mirrors model ApiKey of schema.prisma; test/db-schema.e2e-spec.ts
-- compares the migrated table with the Prisma model.
-- Prisma's SQLite adapter stores DateTime as ISO 8601 text ('2024-01-01T06:30:00.000+00:00');
-- the default of created_at writes the same form, so that rows inserted without Prisma sort and
-- compare correctly against rows written by it (CURRENT_TIMESTAMP would give '2024-01-01 06:30:00').
-- The enum is TEXT in SQLite; the CHECK keeps the values Prisma's ApiKeyScope allows.
CREATE TABLE "api_keys" (
    "id"               TEXT     NOT NULL PRIMARY KEY,
    "prefix"           TEXT     NOT NULL,
    "hash"             TEXT     NOT NULL,
    "scope"            TEXT     NOT NULL CHECK ("scope" IN ('operator', 'partner')),
    "label"            TEXT     NOT NULL,
    "rate_per_minute"  INTEGER,
    "burst_per_second" INTEGER,
    "created_at"       DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')),
    "revoked_at"       DATETIME,
    "last_used_at"     DATETIME
);

CREATE UNIQUE INDEX "api_keys_prefix_key" ON "api_keys" ("prefix");
