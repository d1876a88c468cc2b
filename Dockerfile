# The app image: API + built web app on one port. PostgreSQL comes from docker-compose (DATABASE_URL).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY api/package.json api/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/common ./common
COPY --from=build /app/api ./api
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/package.json ./web/package.json
COPY --from=build /app/e2e/package.json ./e2e/package.json
COPY --from=build /app/node_modules ./node_modules
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "run", "start", "-w", "api"]
