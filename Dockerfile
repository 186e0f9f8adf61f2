# Stride in a container: one static binary with the web app embedded, run
# as a non-root user. Build: docker build -t stride .  (compose.yaml runs two
# replicas of it on PostgreSQL behind Caddy; see README, "Operating Stride").

# 1. The web app (web/dist/app), built exactly from the lock file.
FROM node:22-bookworm-slim AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web/ ./
RUN npm run build

# 2. The Go binary, static (no cgo: SQLite is modernc's pure-Go build), with
# the web app embedded.
FROM golang:1.26-bookworm AS go
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
COPY --from=web /src/web/dist/app ./web/dist/app
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/stride ./cmd/stride \
 && mkdir -p /out/data

# 3. The image: the binary alone on distroless, as the nonroot user (65532).
# SQLite (the default) keeps its file in /data: mount a volume there.
FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=go /out/stride /usr/local/bin/stride
COPY --from=go --chown=65532:65532 /out/data /data
USER 65532:65532
ENV PORT=5000 DATABASE_URL=/data/stride.db
EXPOSE 5000
VOLUME ["/data"]
ENTRYPOINT ["/usr/local/bin/stride"]
