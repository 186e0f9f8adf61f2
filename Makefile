# Stride: `make run` serves the app on http://localhost:5000; `make test`
# proves it works. See README.md.

GO      ?= go
BIN     := bin/stride
WEB_DEPS := web/node_modules/.package-lock.json
WEB_OUT  := web/dist/app/index.html

.PHONY: all build run test vet lint fmt go-test web-lint web-test e2e budget lighthouse bench eval eval-interview load clean web

all: build

# Web dependencies, installed exactly from the lock file.
$(WEB_DEPS): web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	@touch $@

web: $(WEB_DEPS)
	cd web && npm run build

# The binary embeds web/dist/app, so the web app is built first.
build: web
	$(GO) build -trimpath -o $(BIN) ./cmd/stride

run: build
	./$(BIN)

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { echo "gofmt needed:"; gofmt -l $$(git ls-files '*.go'); exit 1; }
	$(GO) vet ./...

lint: vet web-lint
	$(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...

# tsc and ESLint, with the import boundaries between features (README,
# Contributing).
web-lint: $(WEB_DEPS)
	cd web && npm run lint

fmt:
	gofmt -w $$(git ls-files '*.go')

web-test: $(WEB_DEPS)
	cd web && npm test

# Browser journeys against the real binary (Chromium at $$CHROME_PATH or
# /usr/bin/chromium).
e2e: build
	cd web && npx playwright test

# The JavaScript each main screen downloads on a first visit (gzip), against
# its budget; fails when a screen is over (README, "Speed budgets").
budget: build
	cd web && node scripts/budget.mjs

# Lighthouse 12, mobile, 3 runs per main screen, medians. Slow and noisy on a
# busy machine: not part of `make test`.
lighthouse: build
	cd web && node scripts/lighthouse.mjs

# Go tests run last so that their summary closes the output. They use
# SQLite always and PostgreSQL too when TEST_DATABASE_URL is set.
go-test:
	$(GO) test -count=1 ./...

test: vet web-lint web-test e2e budget go-test

# Measured figures. The interview coach's: ranking accuracy, Spearman and
# mean score per grade on its held-out labelled answers (with a word-count
# baseline), off-topic answers scoring 6+, and role fit for 20 occupations.
eval: eval-interview

eval-interview:
	$(GO) test -count=1 -run '^(TestEvalInterview|TestEvalRoleFit)$$' -v ./internal/ai | grep -v '^=== RUN'

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# Relevance of recommendations, title searches and the match score against
# the labelled profiles in internal/eval, beside a TF-IDF baseline.
eval: build
	$(GO) run ./cmd/stride-eval -bin bin/stride

# Throughput with wrk (50 connections, LOAD_SECONDS per endpoint) beside a
# bare Go handler; PostgreSQL too when TEST_DATABASE_URL is set.
LOAD_SECONDS ?= 5
load: build
	$(GO) run ./cmd/stride-load -bin bin/stride -d $(LOAD_SECONDS)s

clean:
	rm -rf bin web/dist/app web/node_modules
