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
	"syscall"
	"time"

	"github.com/stride-oss/stride/internal/ai"
	"github.com/stride-oss/stride/internal/billing"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/jobsearch"
	"github.com/stride-oss/stride/internal/learning"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/web"
)

func main() {
	if len(os.Args) > 1 { // backup, restore, help: backup.go
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
	if err := db.Migrate(ctx); err != nil {
		return err
	}
	log.Info("database ready", "dialect", db.Dialect.String())
	if err := db.PurgeExpired(ctx, cfg.DemoTTL); err != nil {
		log.Warn("purge expired data", "err", err)
	}

	var provider ai.Provider = ai.NewLocal()
	if cfg.AIProvider == "openai" {
		o := ai.NewOpenAI(cfg.OpenAIBaseURL, cfg.OpenAIAPIKey, cfg.OpenAIModel)
		o.Timeout = cfg.OpenAITimeout
		provider = o
	}
	log.Info("AI provider", "name", provider.Name())

	jobs := sqldb.NewJobService(db)
	if err := seedCatalog(ctx, jobs, cfg.CatalogJobs, log); err != nil {
		return err
	}
	services := sqldb.NewServices(db)
	learnStart := time.Now()
	learn, err := learning.Load()
	if err != nil {
		return err
	}
	learningSvc := learning.NewService(sqldb.NewLearningStore(db), learn, provider)
	if err := learningSvc.Sync(ctx); err != nil {
		return fmt.Errorf("sync learning catalogue: %w", err)
	}
	services.Learning = learningSvc
	paths, modules, challenges, questions := learn.Size()
	log.Info("learning catalogue ready", "paths", paths, "modules", modules, "challenges", challenges,
		"questions", questions, "took", time.Since(learnStart).Round(time.Millisecond))
	indexStart := time.Now()
	if err := services.Jobs.(*jobsearch.Service).Warm(ctx); err != nil {
		return err
	}
	log.Info("job search index ready", "took", time.Since(indexStart).Round(time.Millisecond))

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
	srv := httpapi.New(httpapi.Config{
		MaxFailuresPerEmail:  cfg.MaxFailuresPerEmail,
		MaxFailuresPerClient: cfg.MaxFailuresPerClient,
		ThrottleWindow:       cfg.ThrottleWindow,
		TrustProxy:           cfg.TrustProxy,
		StripePublishableKey: cfg.StripePublishableKey,
		AIProvider:           cfg.AIProvider,
		DemoAccountsPerHour:  cfg.DemoAccountsPerHour,
		DemoAccountsMax:      cfg.DemoAccountsMax,
	}, httpapi.Services{Services: services, AI: provider, Stripe: stripeClient, Ping: db.Ping}, log, webFS)

	httpServer := newHTTPServer(cfg, srv.Handler(), handler)
	ln, err := net.Listen("tcp", httpServer.Addr)
	if err != nil {
		return fmt.Errorf("listen on port %d: %w", cfg.Port, err)
	}
	log.Info("Stride is serving", "url", fmt.Sprintf("http://localhost:%d", cfg.Port))

	go func() {
		t := time.NewTicker(time.Hour)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if err := db.PurgeExpired(ctx, cfg.DemoTTL); err != nil && ctx.Err() == nil {
					log.Warn("purge expired data", "err", err)
				}
			}
		}
	}()

	errc := make(chan error, 1)
	go func() { errc <- httpServer.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down: finishing requests in flight")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 25*time.Second)
	defer cancel()
	if err := httpServer.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	log.Info("stopped")
	return nil
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

// seedCatalog fills an empty database with the job catalogue, built
// deterministically from the embedded O*NET and BLS data.
func seedCatalog(ctx context.Context, jobs *sqldb.JobService, n int, log *slog.Logger) error {
	have, err := jobs.CatalogJobCount(ctx)
	if err != nil || have > 0 || n == 0 {
		return err
	}
	start := time.Now()
	cat, err := catalog.Load()
	if err != nil {
		return err
	}
	if err := jobs.SeedEmptyCatalog(ctx, cat.GenerateJobs(n, 1, time.Now().UTC())); err != nil {
		return fmt.Errorf("seed job catalogue: %w", err)
	}
	log.Info("job catalogue seeded", "jobs", n, "duration", time.Since(start).Round(time.Millisecond))
	return nil
}
