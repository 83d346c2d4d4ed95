-- comments-svc (issue 6): comments with moderation, used challenge nonces, service secrets,
-- client logs, engagement counters and marks, journey events, blog posts. Mirrors the models of
-- schema.prisma; test/db-schema.e2e-spec.ts compares the migrated tables with them.
-- DateTime defaults write Prisma's ISO 8601 text form (see 0001); enums are TEXT with a CHECK.
CREATE TABLE "comments" (
    "id"              TEXT     NOT NULL PRIMARY KEY,
    "page_key"        TEXT     NOT NULL,
    "body"            TEXT     NOT NULL,
    "display_name"    TEXT,
    "rating"          INTEGER,
    "state"           TEXT     NOT NULL DEFAULT 'pending' CHECK ("state" IN ('pending', 'approved', 'held', 'rejected')),
    "sentiment_score" REAL,
    "sentiment_comparative" REAL,
    "reasons"         TEXT     NOT NULL DEFAULT '[]',
    "client_hash"     TEXT     NOT NULL,
    "created_at"      DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')),
    "moderated_at"    DATETIME
);
CREATE INDEX "comments_page_key_state_created_at_idx" ON "comments" ("page_key", "state", "created_at");
CREATE INDEX "comments_client_hash_created_at_idx" ON "comments" ("client_hash", "created_at");

CREATE TABLE "used_challenges" (
    "nonce"      TEXT     NOT NULL PRIMARY KEY,
    "expires_at" DATETIME NOT NULL,
    "used_at"    DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
);

CREATE TABLE "service_secrets" (
    "name"       TEXT     NOT NULL PRIMARY KEY,
    "value"      TEXT     NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
);

CREATE TABLE "client_logs" (
    "id"          TEXT     NOT NULL PRIMARY KEY,
    "level"       TEXT     NOT NULL CHECK ("level" IN ('debug', 'info', 'warn', 'error')),
    "message"     TEXT     NOT NULL,
    "page"        TEXT,
    "attributes"  TEXT     NOT NULL DEFAULT '{}',
    "client_hash" TEXT     NOT NULL,
    "client_time" DATETIME,
    "created_at"  DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
);
CREATE INDEX "client_logs_created_at_idx" ON "client_logs" ("created_at");

CREATE TABLE "engagement_counters" (
    "page"       TEXT     NOT NULL,
    "kind"       TEXT     NOT NULL,
    "count"      INTEGER  NOT NULL DEFAULT 0,
    "updated_at" DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')),
    PRIMARY KEY ("page", "kind")
);

CREATE TABLE "engagement_marks" (
    "page"         TEXT     NOT NULL,
    "kind"         TEXT     NOT NULL,
    "client_hash"  TEXT     NOT NULL,
    "window_start" DATETIME NOT NULL,
    "created_at"   DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')),
    PRIMARY KEY ("page", "kind", "client_hash", "window_start")
);

CREATE INDEX "engagement_marks_window_start_idx" ON "engagement_marks" ("window_start");

CREATE TABLE "journey_events" (
    "id"          TEXT     NOT NULL PRIMARY KEY,
    "session_id"  TEXT,
    "name"        TEXT     NOT NULL,
    "page"        TEXT     NOT NULL,
    "props"       TEXT     NOT NULL DEFAULT '{}',
    "client_hash" TEXT     NOT NULL,
    "client_time" DATETIME,
    "created_at"  DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
);
CREATE INDEX "journey_events_created_at_idx" ON "journey_events" ("created_at");

CREATE TABLE "blog_posts" (
    "slug"         TEXT     NOT NULL PRIMARY KEY,
    "title"        TEXT     NOT NULL,
    "published_at" DATETIME NOT NULL,
    "updated_at"   DATETIME,
    "published"    BOOLEAN  NOT NULL DEFAULT true
);
