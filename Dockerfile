# One image for all six processes of the Panchang/Jyotish service. The command picks the
# process (docker-compose.yml sets it per service):
#   node dist/apps/gateway/main.js        HTTP on PORT (8080)
#   node dist/apps/<svc>/main.js          panchang-svc, jyotish-svc, calendar-svc, reports-svc, comments-svc
# Without NATS_URL the gateway runs embedded: every service inside the gateway process.
#
# Licence: AGPL-3.0-or-later, including the Swiss Ephemeris (see NOTICE); LICENSE and NOTICE
# are in the image at /app. Operators must offer the corresponding source to network users.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: compile the swisseph native addon, the TypeScript, then drop dev dependencies
FROM ${NODE_IMAGE} AS build
ENV SCARF_ANALYTICS=false \
    npm_config_fund=false \
    npm_config_audit=false \
    npm_config_update_notifier=false
# node-gyp builds swisseph (C) during `npm ci`.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# package.json asks for Node >= 20.19; fail the build on an older base image.
RUN node -e "const [a, b] = process.versions.node.split('.').map(Number); if (a < 20 || (a === 20 && b < 19)) { console.error('Node >= 20.19 required, this image has ' + process.version); process.exit(1); }"
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci \
 && test -f node_modules/swisseph/build/Release/swisseph.node \
 && test -d node_modules/swisseph/ephe
COPY tsconfig.json tsconfig.build.json nest-cli.json ./
COPY apps ./apps
COPY libs ./libs
COPY platform ./platform
RUN npm run build \
 && for app in gateway panchang-svc jyotish-svc calendar-svc reports-svc comments-svc; do \
      test -f "dist/apps/$app/main.js" || { echo "missing dist/apps/$app/main.js" >&2; exit 1; }; \
    done \
 && npm prune --omit=dev \
 && npm cache clean --force

# ---- runtime: production node_modules (with the built addon and its ephemeris files) + dist
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production SCARF_ANALYTICS=false
WORKDIR /app
# Code and dependencies stay root-owned (read-only to the service user); only var/ (the
# embedded mode's SQLite default, file:./var/panchang.db) is writable.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY LICENSE NOTICE ./
RUN mkdir -p /app/var && chown node:node /app/var
LABEL org.opencontainers.image.title="panchang-jyotish-service" \
      org.opencontainers.image.description="Panchang and Jyotish computation service on the Swiss Ephemeris" \
      org.opencontainers.image.licenses="AGPL-3.0-or-later"
USER node
EXPOSE 8080
# Replicas of a service would all report the same process id as their instance id, so the
# container's hostname (its id, unique per replica) is the default INSTANCE_ID. `exec`
# leaves node as the process that receives SIGTERM and drains.
ENTRYPOINT ["/bin/sh", "-c", "export INSTANCE_ID=\"${INSTANCE_ID:-$(hostname)}\"; exec \"$@\"", "entrypoint"]
CMD ["node", "dist/apps/gateway/main.js"]
