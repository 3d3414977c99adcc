# The site server image: one build, every tenant. Rules in docs/deployment.md.
# Stages: deps (everything, from the lockfile) → build (the runtime's production build)
# → prod-deps (production dependencies only) → runtime (non-root, nothing written but /tmp).

FROM node:20.19-bookworm-slim AS base
ENV CI=true
RUN corepack enable && corepack prepare pnpm@9.15.9 --activate
WORKDIR /app

FROM base AS build
COPY . .
# The install also writes the generated code (`pnpm facts:products`), which needs dev tools.
RUN pnpm install --frozen-lockfile
RUN pnpm build
RUN find packages schemas -name '*.gen.*' -not -path '*/node_modules/*' | tar -cf /generated.tar -T -

FROM base AS prod-deps
COPY . .
# Without dev tools the install cannot generate code: it takes what the build stage wrote.
RUN pnpm install --frozen-lockfile --prod --ignore-scripts
COPY --from=build /generated.tar /generated.tar
RUN tar -xf /generated.tar && rm /generated.tar

FROM node:20.19-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    WL_DIST=/app/packages/runtime/dist \
    WL_TENANTS=/app/tenants \
    WL_TENANTS_CHECKOUT=/tmp/tenants \
    TMPDIR=/tmp
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app /app
COPY --from=build --chown=root:root /app/packages/runtime/dist /app/packages/runtime/dist
USER node
EXPOSE 8080
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "packages/site-server/src/main.ts"]
