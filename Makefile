# Stride: `make run` serves the app on http://localhost:5000; `make test`
# proves it works. See README.md.

GO      ?= go
BIN     := bin/stride
WEB_DEPS := web/node_modules/.package-lock.json
WEB_OUT  := web/dist/app/index.html

.PHONY: docs-check docs-packages
.PHONY: all build run test vet lint fmt go-test web-lint web-test e2e budget lighthouse bench bench-jobs eval eval-interview eval-resume eval-career eval-materials load load-uploads crashtest clean web fuzz fuzz-short

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

# Stride's Go packages (not the one an npm package ships in web/node_modules).
GO_PKGS = $(shell $(GO) list ./... | grep -v /node_modules/)

# staticcheck, gosec (every finding fixed or marked `#nosec Gxxx -- reason`)
# and govulncheck, which needs vuln.go.dev and is skipped, saying so, when
# that cannot be reached (at once when the name does not resolve, before
# it loads every package).
lint: vet web-lint docs-check
	@echo "staticcheck"; $(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2 $(GO_PKGS)
	@echo "gosec"; $(GO) run github.com/securego/gosec/v2/cmd/gosec@v2.29.0 -quiet $(shell $(GO) list -f '{{.Dir}}' ./... | grep -v /node_modules/)
	@echo "govulncheck"; if ! getent hosts vuln.go.dev >/dev/null 2>&1; then \
		echo "govulncheck skipped: vulnerability database unreachable (vuln.go.dev does not resolve)"; exit 0; fi; \
	out=$$($(GO) run golang.org/x/vuln/cmd/govulncheck@v1.9.0 $(GO_PKGS) 2>&1) && echo "$$out" && exit 0; \
	if echo "$$out" | grep -q 'fetching vulnerabilities'; then \
		echo "govulncheck skipped: vulnerability database unreachable"; echo "$$out" | grep -m1 'fetching vulnerabilities'; \
	else echo "$$out"; exit 1; fi

# The documents' relative links and anchors, the size of source files (a
# newcomer reads one at once; docs/oversize.txt lists the ones still to
# split) and the generated package list in docs/architecture.md.
docs-check:
	$(GO) run ./cmd/stride-docs links
	$(GO) run ./cmd/stride-docs sizes
	$(GO) run ./cmd/stride-docs packages -check

docs-packages:
	$(GO) run ./cmd/stride-docs packages

# tsc and ESLint, with the import boundaries between features
# (docs/contributing.md).
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
# its budget; fails when a screen is over (docs/performance.md, "Speed budgets").
budget: build
	cd web && node scripts/budget.mjs

# Lighthouse 12, mobile, 3 runs per main screen, medians. Slow and noisy on a
# busy machine: not part of `make test`.
lighthouse: build
	cd web && node scripts/lighthouse.mjs

# Go tests run last so that their summary closes the output. They use
# SQLite always and PostgreSQL too when TEST_DATABASE_URL is set.
# The interview coach's package refits its scorer for each writer left out
# (internal/ai, four to five minutes inside CI on a 2-core machine, eleven
# before its tests read each answer once): the limit leaves room past Go's
# default ten minutes per package on a busier machine.
go-test:
	$(GO) test -count=1 -timeout 25m ./...

test: vet web-lint web-test e2e budget go-test

# The fuzz targets, each for FUZZTIME (Go fuzzes one target per run); their
# seed corpus is in testdata/fuzz, and a failing input is written there. A
# run that fails with Go's bare "context deadline exceeded" and writes no
# failing input is Go 1.26's fuzz coordinator racing its own -fuzztime
# deadline on a busy machine (golang/go#75804, fixed in Go 1.27), not a
# finding: it is reported and the next target runs.
FUZZTIME ?= 2m
FUZZ_TARGETS := internal/resume:FuzzParse internal/resume:FuzzExtract internal/resume:FuzzImportLinkedIn \
	internal/resume:FuzzReadLinkedInCSV internal/resume:FuzzCleanText internal/jsonresume:FuzzImport \
	internal/jobsearch:FuzzQuery internal/httpapi:FuzzCheckJSONText .:FuzzFlexTime
fuzz:
	@for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; name=$${t##*:}; \
		if out=$$($(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) ./$$pkg 2>&1); then result=ok; \
		elif echo "$$out" | grep -qx '    context deadline exceeded' && ! echo "$$out" | grep -q 'Failing input written'; then \
			result='ok (stopped by Go'"'"'s fuzz deadline race, golang/go#75804; no failing input)'; \
		else echo "$$out"; exit 1; fi; \
		echo "$$name ($$pkg, $(FUZZTIME)): $$(echo "$$out" | grep -o 'execs: [0-9]*' | tail -1), $$result"; \
	done

# Ten seconds a target. Not part of `make test`, where go test replays
# every target's corpus: the fuzzing builds instrument every package again,
# five minutes of a 2-core machine's CI run on a cold build cache.
fuzz-short:
	@$(MAKE) --no-print-directory fuzz FUZZTIME=10s

# Measured figures. The interview coach's, by writer (issue 39): each
# development writer left out (pairwise, Spearman, word-count baseline,
# excellent under 4, off-topic at 6+, excellent minus decent, restated-
# prefix shift), the held-out writer with the committed model, and role fit
# for 40 occupations.
eval: eval-interview eval-resume eval-career eval-materials

# Resume parsing: the original, held-out and development sets, and the
# independent set (internal/resume/testdata/themes: community jsonresume
# themes, LaTeX classes, DOCX templates) per field and per theme, class and
# template; issue 44's target there is 93% of fields. STRIDE_HELDOUT=1 adds
# the held-out parts' tables.
eval-resume:
	$(GO) test -count=1 -run '^(TestParsingAccuracy|TestParsingThemes)$$' -v ./internal/resume | grep -v '^=== RUN'

# Career advice against the career-move sets (internal/career/testdata/moves):
# c1-c9, each written by an independent adviser and looked at once before it
# became development data (docs/career-advice.md); then the market figures'
# consistency counts.
eval-career:
	$(GO) test -count=1 -run '^TestEvalCareerMoves$$' -v ./internal/career | grep -v '^=== RUN'
	$(GO) test -count=1 -run '^TestEvalMarketConsistency$$' -v ./internal/market | grep -v '^=== RUN'

# Application materials on the independent cases of
# internal/ai/testdata/materials (m1 to m10, each development data since its one look; m11 held out): letters'
# focus points, responses' answer facts, fabricated claims, the optimiser's
# keywords and junk (docs/ai.md).
eval-materials:
	$(GO) test -count=1 -run '^TestEvalMaterials$$' -v ./internal/ai | grep -v '^=== RUN'

eval-interview:
	$(GO) test -count=1 -run '^(TestEvalInterview|TestEvalRoleFit)$$' -v ./internal/ai | grep -v '^=== RUN'

# Go benchmarks; job search at a million postings is `make bench-jobs`.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...
	@echo "job search at $(BENCH_JOBS) postings (ready time, memory, first searches, throughput): make bench-jobs"

# Issue 42's figures at BENCH_JOBS postings, on SQLite and on PostgreSQL
# when TEST_DATABASE_URL is set: time until ready, peak and steady resident
# memory (VmHWM, VmRSS), a new user's first search, 50 simultaneous first
# searches of one new user, and signed-in search with wrk at 50
# connections beside a bare Go handler in the same run. The databases are
# kept (data/bench, schema bench_jobs_N): only the first run generates the
# postings, which takes minutes.
BENCH_JOBS ?= 1000000
bench-jobs: build
	$(GO) run ./cmd/stride-load -bin bin/stride -jobs-bench -jobs $(BENCH_JOBS) -d $(LOAD_SECONDS)s -port 5114

# Relevance of recommendations, title searches and the match score against
# the labelled profiles in internal/eval, beside a TF-IDF baseline.
eval: build
	$(GO) run ./cmd/stride-eval -bin bin/stride

# Throughput with wrk (50 connections, LOAD_SECONDS per endpoint) beside a
# bare Go handler, then LOAD_USERS users writing for LOAD_WRITE_SECONDS with
# every acknowledged write checked; PostgreSQL too when TEST_DATABASE_URL is
# set. Fails on any 5xx or lost write.
LOAD_SECONDS ?= 5
LOAD_USERS ?= 200
LOAD_WRITE_SECONDS ?= 30
load: build
	$(GO) run ./cmd/stride-load -bin bin/stride -d $(LOAD_SECONDS)s -users $(LOAD_USERS) -wd $(LOAD_WRITE_SECONDS)s

# LOAD_UPLOADS hostile uploads of each kind at once (zip bombs named .docx
# and .zip, a CSV millions of columns wide, a ZIP of 100,000 entries, 10 MB
# of junk headed %PDF), each kind on a fresh server without upload rate
# limits; prints the answers and the server's peak resident memory (VmHWM).
# Linux only (it reads /proc); SQLite, and PostgreSQL when TEST_DATABASE_URL
# is set.
LOAD_UPLOADS ?= 100
load-uploads: build
	$(GO) run ./cmd/stride-load -bin bin/stride -reads=false -writes=false -uploads $(LOAD_UPLOADS)

# kill -9 in the middle of writes, restart, every acknowledged write still
# there: three rounds on SQLite, one on PostgreSQL when TEST_DATABASE_URL is
# set (about 30 s; the test builds its own binary, the API is enough).
crashtest:
	$(GO) test -count=1 -tags crashtest -run '^TestCrash$$' -v ./cmd/stride

clean:
	rm -rf bin web/dist/app web/node_modules
