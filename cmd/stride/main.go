// Command stride serves Stride: the JSON API and the embedded web app, on
// SQLite by default or PostgreSQL when DATABASE_URL says so.
package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"sync"
	"syscall"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/billing"
	"github.com/stride-oss/stride/internal/career"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/ingest"
	"github.com/stride-oss/stride/internal/jobsearch"
	"github.com/stride-oss/stride/internal/learning"
	"github.com/stride-oss/stride/internal/mail"
	"github.com/stride-oss/stride/internal/metrics"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/web"
)

func main() {
	if len(os.Args) > 1 { // backup, restore, ingest, help: backup.go
		os.Exit(command(os.Args[1:], os.Getenv, os.Stdout, os.Stderr))
	}
	if err := run(context.Background(), os.Getenv, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "stride:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, getenv func(string) string, logOut *os.File) error {
	cfg, err := loadConfig(getenv)
	if err != nil {
		return fmt.Errorf("invalid configuration:\n%w", err)
	}
	opts := &slog.HandlerOptions{Level: cfg.LogLevel}
	var handler slog.Handler = slog.NewTextHandler(logOut, opts)
	if cfg.LogFormat == "json" {
		handler = slog.NewJSONHandler(logOut, opts)
	}
	log := slog.New(handler)

	ctx, stop := signal.NotifyContext(ctx, syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	db, err := sqldb.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()

	var provider ai.Provider = ai.NewLocal()
	if cfg.AIProvider == "openai" {
		o := ai.NewOpenAI(cfg.OpenAIBaseURL, cfg.OpenAIAPIKey, cfg.OpenAIModel)
		o.Timeout = cfg.OpenAITimeout
		provider = o
	}
	log.Info("AI provider", "name", provider.Name())
	var m *metrics.Metrics
	if cfg.MetricsToken != "" {
		m = metrics.New()
		for name, pool := range db.Pools() {
			m.AddDB(name, pool)
		}
		provider = ai.Instrument(provider, m.AIObserver(provider.Name()))
		log.Info("metrics are served at /metrics to requests bearing METRICS_TOKEN")
	}

	services := sqldb.NewServices(db)
	learn, err := learning.Load()
	if err != nil {
		return err
	}
	learningSvc := learning.NewService(sqldb.NewLearningStore(db), learn, provider)
	services.Learning = learningSvc

	webFS, err := fs.Sub(web.Dist, "dist/app")
	if err != nil {
		return err
	}
	if cfg.WebDir != "" {
		webFS = os.DirFS(cfg.WebDir)
		log.Info("serving the web app from a folder", "dir", cfg.WebDir)
	}
	var stripeClient *billing.Client
	if cfg.StripeSecretKey != "" {
		stripeClient = billing.New(billing.Config{SecretKey: cfg.StripeSecretKey, WebhookSecret: cfg.StripeWebhookSecret,
			APIURL: cfg.StripeAPIURL})
		if cfg.StripeWebhookSecret == "" {
			log.Warn("STRIPE_WEBHOOK_SECRET is not set: no payment can activate a plan until it is")
		}
	} else {
		log.Info("no Stripe keys: demo mode, plans activate without payment")
	}
	var mailer mail.Sender = mail.Log{Logger: log}
	if cfg.SMTPURL != "" {
		smtp, err := mail.NewSMTP(mail.Config{URL: cfg.SMTPURL, From: cfg.MailFrom})
		if err != nil {
			return err
		}
		mailer = smtp
	} else {
		log.Warn("SMTP_URL is not set: e-mails (password resets, address confirmations) are written to the log, not sent")
	}
	var identityProvider *auth.OIDC
	if cfg.OIDCIssuer != "" {
		identityProvider = auth.NewOIDC(auth.OIDCConfig{Issuer: cfg.OIDCIssuer, ClientID: cfg.OIDCClientID, ClientSecret: cfg.OIDCClientSecret,
			RedirectURL: cfg.PublicURL + "/api/auth/oidc/callback"})
		log.Info("sign-in with an OpenID Connect provider", "issuer", cfg.OIDCIssuer)
	}
	ready := httpapi.NewReadiness(httpapi.StartupSteps...)
	srv := httpapi.New(httpapi.Config{
		MaxFailuresPerEmailClient: cfg.MaxFailuresPerEmailClient,
		MaxFailuresPerClient:      cfg.MaxFailuresPerClient,
		MaxFailuresPerEmailHour:   cfg.MaxFailuresPerEmailHour,
		ThrottleWindow:            cfg.ThrottleWindow,
		TrustProxy:                cfg.TrustProxy,
		StripePublishableKey:      cfg.StripePublishableKey,
		AIProvider:                cfg.AIProvider,
		DemoAccountsPerHour:       cfg.DemoAccountsPerHour,
		DemoAccountsMax:           cfg.DemoAccountsMax,
		AIRateLimit:               httpapi.RateLimit{PerUser: cfg.AIPerUser, PerClient: cfg.AIPerClient},
		UploadRateLimit:           httpapi.RateLimit{PerUser: cfg.UploadsPerUser, PerClient: cfg.UploadsPerClient},
		ParseGate:                 httpapi.NewParseGate(cfg.UploadParses),
		PublicURL:                 cfg.PublicURL,
		OIDCName:                  cfg.OIDCName,
		AccountRateLimit:          httpapi.RateLimit{PerUser: cfg.AccountPerUser, PerClient: cfg.AccountPerClient},
		MetricsToken:              cfg.MetricsToken,
	}, httpapi.Services{Services: services, AI: provider, Stripe: stripeClient, Ping: db.Ping, Ready: ready, Metrics: m,
		Fetcher: ingest.NewFetcher(ingest.FetcherOptions{Timeout: 10 * time.Second, AllowPrivate: cfg.Ingest.Fetcher.AllowPrivate}),

		Mail: mailer, OIDC: identityProvider},
		log, webFS)

	// Listen at once: until the start-up steps are done, /readyz and /api
	// answer 503 and the web app's files are served.
	httpServer := newHTTPServer(cfg, srv.Handler(), handler)
	scheme := "http"
	if cfg.TLSCertFile != "" {
		cert, err := loadCertificate(cfg.TLSCertFile, cfg.TLSKeyFile, log)
		if err != nil {
			return err
		}
		httpServer.TLSConfig = cert.tlsConfig()
		scheme = "https"
	}
	ln, err := net.Listen("tcp", httpServer.Addr)
	if err != nil {
		return fmt.Errorf("listen on port %d: %w", cfg.Port, err)
	}
	log.Info("Stride is serving", "url", fmt.Sprintf("%s://localhost:%d", scheme, cfg.Port))
	errc := make(chan error, 1)
	go func() {
		if httpServer.TLSConfig != nil {
			errc <- httpServer.ServeTLS(ln, "", "")
			return
		}
		errc <- httpServer.Serve(ln)
	}()

	// The start-up steps, then the periodic purge, run beside the server;
	// run waits for them before closing the database.
	ctx, cancel := context.WithCancel(ctx)
	var background sync.WaitGroup
	defer background.Wait()
	defer cancel()
	startErr := make(chan error, 1)
	// The heap's growth past what is live (the search index, mostly) is
	// bounded, from the start: building the index is the peak.
	background.Go(func() { boundMemory(ctx, getenv, time.Second, log) })
	background.Go(func() {
		st := startup{db: db, jobs: services.Jobs.(*jobsearch.Service), learning: learningSvc, catalogue: learn,
			cfg: cfg, ready: ready, log: log}
		if err := st.run(ctx); err != nil {
			startErr <- err
			return
		}
		background.Go(func() { refreshJobSources(ctx, db, cfg, catalog.MustLoad(), log) })
		// "Download my data" jobs: at once for a request to this replica,
		// every 30 seconds for the others' (and interrupted ones).
		background.Go(func() { srv.RunDataExports(ctx, 30*time.Second) })
		// Postings written by other replicas reach the index within a second.
		background.Go(func() { st.jobs.Follow(ctx, time.Second) })
		purgePeriodically(ctx, db, cfg.DemoTTL, log)
	})

	select {
	case err := <-errc:
		return err
	case err := <-startErr:
		// A start-up step failed, unless a signal interrupted it: then
		// shut down as usual.
		if ctx.Err() == nil {
			_ = httpServer.Close()
			return err
		}
	case <-ctx.Done():
	}
	log.Info("shutting down: finishing requests in flight")
	shutdownCtx, cancelShutdown := context.WithTimeout(context.Background(), 25*time.Second)
	defer cancelShutdown()
	if err := httpServer.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	// Letters being sent (each has a minute at most).
	srv.WaitMail()
	log.Info("stopped")
	return nil
}

// beforeStartUp, when a test sets it, runs while the server listens and
// before the start-up steps; an error fails the start-up.
var beforeStartUp func() error

// startup is what the start-up steps work on.
type startup struct {
	db        *sqldb.DB
	jobs      *jobsearch.Service
	learning  *learning.Service
	catalogue *learning.Catalog
	cfg       config
	ready     *httpapi.Readiness
	log       *slog.Logger
}

// run migrates the database, seeds the catalogues, warms the search index
// and loads the interview coach's models, marking each step done.
func (st *startup) run(ctx context.Context) error {
	db, cfg, ready, log := st.db, st.cfg, st.ready, st.log
	if beforeStartUp != nil {
		if err := beforeStartUp(); err != nil {
			return err
		}
	}
	start := time.Now()
	// The interview coach's models load beside the other steps, on another
	// core, rather than after ready: the first requests do not share the
	// machine with them.
	coachDone := make(chan struct{})
	go func() {
		defer close(coachDone)
		coachStart := time.Now()
		ai.Warm()
		ready.Done(httpapi.StepCoach)
		log.Info("interview coach ready", "took", time.Since(coachStart).Round(time.Millisecond))
	}()
	if err := db.Migrate(ctx); err != nil {
		return err
	}
	ready.Done(httpapi.StepMigrations)
	log.Info("database ready", "dialect", db.Dialect.String(), "took", time.Since(start).Round(time.Millisecond))
	if err := db.PurgeExpired(ctx, cfg.DemoTTL); err != nil {
		log.Warn("purge expired data", "err", err)
	}

	if err := seedCatalog(ctx, sqldb.NewJobService(db), cfg.CatalogJobs, log); err != nil {
		return err
	}
	ready.Done(httpapi.StepCatalogue)
	learnStart := time.Now()
	if err := st.learning.Sync(ctx); err != nil {
		return fmt.Errorf("sync learning catalogue: %w", err)
	}
	ready.Done(httpapi.StepLearning)
	paths, modules, challenges, questions := st.catalogue.Size()
	log.Info("learning catalogue ready", "paths", paths, "modules", modules, "challenges", challenges,
		"questions", questions, "took", time.Since(learnStart).Round(time.Millisecond))
	indexStart := time.Now()
	st.jobs.UseIndexFile(cfg.JobIndexFile, log)
	if err := st.jobs.Warm(ctx); err != nil {
		return err
	}
	ready.Done(httpapi.StepSearchIndex)
	log.Info("job search index ready", "took", time.Since(indexStart).Round(time.Millisecond))
	<-coachDone
	log.Info("Stride is ready", "took", time.Since(start).Round(time.Millisecond))
	return nil
}

// purgePeriodically deletes expired data every hour until ctx ends.
func purgePeriodically(ctx context.Context, db *sqldb.DB, demoTTL time.Duration, log *slog.Logger) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := db.PurgeExpired(ctx, demoTTL); err != nil && ctx.Err() == nil {
				log.Warn("purge expired data", "err", err)
			}
		}
	}
}

// maxHeaderBytes bounds a request's header (Go's default is 1 MiB): 64 KiB
// holds any real browser request, cookies included.
const maxHeaderBytes = 64 << 10

// newHTTPServer returns the HTTP server with its timeouts and limits.
func newHTTPServer(cfg config, h http.Handler, logHandler slog.Handler) *http.Server {
	return &http.Server{
		Addr:              net.JoinHostPort("", strconv.Itoa(cfg.Port)),
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      120 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    maxHeaderBytes,
		ErrorLog:          slog.NewLogLogger(logHandler, slog.LevelWarn),
	}
}

// seedCatalog fills an empty database with the sample postings, built
// deterministically from the embedded O*NET and BLS data. CATALOG_JOBS=0
// takes stored samples out of search (they stay readable where an
// application or saved job points at them); a positive number brings them
// back.
func seedCatalog(ctx context.Context, jobs *sqldb.JobService, n int, log *slog.Logger) error {
	changed, err := jobs.ShowSamples(ctx, n > 0)
	if err != nil {
		return err
	}
	if changed > 0 {
		log.Info("sample postings", "shown", n > 0, "changed", changed)
	}
	have, err := jobs.CatalogJobCount(ctx)
	if err != nil || have > 0 || n == 0 {
		return err
	}
	start := time.Now()
	cat, err := catalog.Load()
	if err != nil {
		return err
	}
	now := time.Now().UTC()
	cat = cat.WithPostingCredential(career.PostingCredential)
	if err := jobs.SeedEmptyCatalogEach(ctx, func(fn func([]stride.Job) error) error {
		return cat.GenerateJobsEach(n, 1, now, 10_000, fn)
	}); err != nil {
		return fmt.Errorf("seed job catalogue: %w", err)
	}
	log.Info("sample postings generated from O*NET", "jobs", n, "duration", time.Since(start).Round(time.Millisecond))
	return nil
}
