-- comments-svc (issue 6): comments with moderation, used challenge nonces, service secrets,
-- client logs, engagement counters and marks, journey events, blog posts. Mirrors the models of
-- schema.prisma; test/db-schema.e2e-spec.ts compares the migrated tables with them.
CREATE TYPE "comment_state" AS ENUM ('pending', 'approved', 'held', 'rejected');
CREATE TYPE "client_log_level" AS ENUM ('debug', 'info', 'warn', 'error');

CREATE TABLE "comments" (
    "id"              TEXT             NOT NULL,
    "page_key"        TEXT             NOT NULL,
    "body"            TEXT             NOT NULL,
    "display_name"    TEXT,
    "rating"          INTEGER,
    "state"           "comment_state"  NOT NULL DEFAULT 'pending',
    "sentiment_score" DOUBLE PRECISION,
    "sentiment_comparative" DOUBLE PRECISION,
    "reasons"         TEXT             NOT NULL DEFAULT '[]',
    "client_hash"     TEXT             NOT NULL,
    "created_at"      TIMESTAMPTZ(3)   NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "moderated_at"    TIMESTAMPTZ(3),
    CONSTRAINT "comments_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "comments_page_key_state_created_at_idx" ON "comments" ("page_key", "state", "created_at");
CREATE INDEX "comments_client_hash_created_at_idx" ON "comments" ("client_hash", "created_at");

CREATE TABLE "used_challenges" (
    "nonce"      TEXT           NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at"    TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "used_challenges_pkey" PRIMARY KEY ("nonce")
);

CREATE TABLE "service_secrets" (
    "name"       TEXT           NOT NULL,
    "value"      TEXT           NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "service_secrets_pkey" PRIMARY KEY ("name")
);

CREATE TABLE "client_logs" (
    "id"          TEXT               NOT NULL,
    "level"       "client_log_level" NOT NULL,
    "message"     TEXT               NOT NULL,
    "page"        TEXT,
    "attributes"  TEXT               NOT NULL DEFAULT '{}',
    "client_hash" TEXT               NOT NULL,
    "client_time" TIMESTAMPTZ(3),
    "created_at"  TIMESTAMPTZ(3)     NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "client_logs_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "client_logs_created_at_idx" ON "client_logs" ("created_at");

CREATE TABLE "engagement_counters" (
    "page"       TEXT           NOT NULL,
    "kind"       TEXT           NOT NULL,
    "count"      INTEGER        NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "engagement_counters_pkey" PRIMARY KEY ("page", "kind")
);

CREATE TABLE "engagement_marks" (
    "page"         TEXT           NOT NULL,
    "kind"         TEXT           NOT NULL,
    "client_hash"  TEXT           NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "created_at"   TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "engagement_marks_pkey" PRIMARY KEY ("page", "kind", "client_hash", "window_start")
);

CREATE INDEX "engagement_marks_window_start_idx" ON "engagement_marks" ("window_start");

CREATE TABLE "journey_events" (
    "id"          TEXT           NOT NULL,
    "session_id"  TEXT,
    "name"        TEXT           NOT NULL,
    "page"        TEXT           NOT NULL,
    "props"       TEXT           NOT NULL DEFAULT '{}',
    "client_hash" TEXT           NOT NULL,
    "client_time" TIMESTAMPTZ(3),
    "created_at"  TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "journey_events_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "journey_events_created_at_idx" ON "journey_events" ("created_at");

CREATE TABLE "blog_posts" (
    "slug"         TEXT           NOT NULL,
    "title"        TEXT           NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at"   TIMESTAMPTZ(3),
    "published"    BOOLEAN        NOT NULL DEFAULT true,
    CONSTRAINT "blog_posts_pkey" PRIMARY KEY ("slug")
);
