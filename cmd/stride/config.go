package main

import (
	"crypto/sha256"
	"crypto/tls"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/stride-oss/stride/internal/ingest"
	"github.com/stride-oss/stride/internal/mail"
)

// config is Stride's running configuration, read from the environment.
type config struct {
	Port                 int
	DatabaseURL          string
	AIProvider           string
	OpenAIBaseURL        string
	OpenAIAPIKey         string
	OpenAIModel          string
	OpenAITimeout        time.Duration
	StripeSecretKey      string
	StripePublishableKey string
	StripeWebhookSecret  string
	// StripeAPIURL overrides Stripe's API address (a stripe-mock for local
	// runs); empty is Stripe itself.
	StripeAPIURL string
	// Failed sign-ins allowed per e-mail from one client address and per
	// client address within ThrottleWindow, and per e-mail from all
	// addresses within an hour.
	MaxFailuresPerEmailClient int
	MaxFailuresPerClient      int
	MaxFailuresPerEmailHour   int
	ThrottleWindow            time.Duration
	TrustProxy                bool
	LogLevel                  slog.Level
	LogFormat                 string
	DemoTTL                   time.Duration
	DemoAccountsPerHour       int
	DemoAccountsMax           int
	// Hourly limits on the expensive calls, per signed-in user and per
	// client address; 0 is no limit.
	AIPerUser, AIPerClient           int
	UploadsPerUser, UploadsPerClient int
	// UploadParses is how many uploaded files are read at once; 0 is one
	// per CPU.
	UploadParses int
	// MetricsToken enables /metrics for requests bearing it; empty is off.
	MetricsToken string
	CatalogJobs  int
	// JobSources are ingested at start and every JobSourcesEvery
	// (internal/ingest); Ingest holds the API base URLs.
	JobSources      []string
	JobSourcesEvery time.Duration
	Ingest          ingest.Config
	// JobIndexFile is where the job search index is saved and read at
	// start ("" for nowhere): by default beside a SQLite database, in the
	// user's cache folder for PostgreSQL.
	JobIndexFile string
	// WebDir serves the web app from a folder instead of the embedded
	// build (for development).
	WebDir string
	// TLSCertFile and TLSKeyFile, set together, serve HTTPS (with HTTP/2)
	// instead of plain HTTP.
	TLSCertFile, TLSKeyFile string
	// SMTPURL and MailFrom send e-mail (links to reset a password and to
	// confirm an address); empty SMTPURL writes the e-mails to the log.
	SMTPURL, MailFrom string
	// PublicURL is the site's address, which links in e-mails point to.
	PublicURL string
	// Hourly limits on account-management calls per user and per client.
	AccountPerUser, AccountPerClient int
	// OpenID Connect provider users may sign in with; empty issuer is off.
	OIDCIssuer, OIDCClientID, OIDCClientSecret, OIDCName string
}

// jobIndexFile returns where the job search index of the database at dsn
// is saved: JOB_INDEX_FILE, "" when that is off, else the default.
func jobIndexFile(getenv func(string) string, dsn string) string {
	switch v := strings.TrimSpace(getenv("JOB_INDEX_FILE")); v {
	case "":
		return defaultJobIndexFile(dsn)
	case "off":
		return ""
	default:
		return v
	}
}

// defaultJobIndexFile returns where the job search index of the database
// at dsn is saved: beside a SQLite file, or for PostgreSQL in the user's
// cache folder under a digest of the address (its password left out); ""
// when there is no such folder. The file records the database's epoch, so
// a file of another database is never read as this one's.
func defaultJobIndexFile(dsn string) string {
	if !strings.HasPrefix(dsn, "postgres://") && !strings.HasPrefix(dsn, "postgresql://") {
		path, _, _ := strings.Cut(strings.TrimPrefix(dsn, "file:"), "?")
		if path == "" || path == ":memory:" {
			return ""
		}
		return path + ".jobindex"
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	if u, err := url.Parse(dsn); err == nil && u.User != nil {
		u.User = url.User(u.User.Username())
		dsn = u.String()
	}
	sum := sha256.Sum256([]byte(dsn))
	return filepath.Join(dir, "stride", "jobindex-"+hex.EncodeToString(sum[:8]))
}

// loadConfig reads the environment through getenv and reports every invalid
// setting at once.
func loadConfig(getenv func(string) string) (config, error) {
	c := config{
		Port:                      5000,
		DatabaseURL:               "data/stride.db",
		AIProvider:                "local",
		MaxFailuresPerEmailClient: 10,
		MaxFailuresPerClient:      100,
		MaxFailuresPerEmailHour:   100,
		ThrottleWindow:            15 * time.Minute,
		LogLevel:                  slog.LevelInfo,
		LogFormat:                 "text",
		DemoTTL:                   24 * time.Hour,
		DemoAccountsPerHour:       10,
		DemoAccountsMax:           1000,
		AIPerUser:                 600,
		AIPerClient:               6000,
		UploadsPerUser:            20,
		UploadsPerClient:          120,
		CatalogJobs:               6000,
		JobSourcesEvery:           6 * time.Hour,
		OpenAITimeout:             60 * time.Second,
		AccountPerUser:            30,
		AccountPerClient:          300,
	}
	var errs []error
	bad := func(name, format string, a ...any) {
		errs = append(errs, fmt.Errorf("%s: %s", name, fmt.Sprintf(format, a...)))
	}
	intVar := func(name string, dst *int, min, max int) {
		if v := strings.TrimSpace(getenv(name)); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < min || n > max {
				bad(name, "must be a whole number from %d to %d, got %q", min, max, v)
				return
			}
			*dst = n
		}
	}
	durVar := func(name string, dst *time.Duration) {
		if v := strings.TrimSpace(getenv(name)); v != "" {
			d, err := time.ParseDuration(v)
			if err != nil || d <= 0 {
				bad(name, "must be a positive duration such as 15m, got %q", v)
				return
			}
			*dst = d
		}
	}
	intVar("PORT", &c.Port, 1, 65535)
	if v := strings.TrimSpace(getenv("DATABASE_URL")); v != "" {
		c.DatabaseURL = v
		if strings.Contains(v, "://") && !strings.HasPrefix(v, "postgres://") && !strings.HasPrefix(v, "postgresql://") && !strings.HasPrefix(v, "file:") {
			bad("DATABASE_URL", "must be a postgres:// URL or a SQLite file path, got a %s URL", strings.SplitN(v, "://", 2)[0])
		}
	}
	c.JobIndexFile = jobIndexFile(getenv, c.DatabaseURL)
	if v := strings.TrimSpace(getenv("AI_PROVIDER")); v != "" {
		c.AIProvider = v
	}
	c.OpenAIBaseURL = strings.TrimSpace(getenv("OPENAI_BASE_URL"))
	c.OpenAIAPIKey = strings.TrimSpace(getenv("OPENAI_API_KEY"))
	c.OpenAIModel = strings.TrimSpace(getenv("OPENAI_MODEL"))
	switch c.AIProvider {
	case "local":
	case "openai":
		if c.OpenAIBaseURL == "" {
			c.OpenAIBaseURL = "https://api.openai.com/v1"
		}
		if u, err := url.Parse(c.OpenAIBaseURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			bad("OPENAI_BASE_URL", "must be an http(s) URL, got %q", c.OpenAIBaseURL)
		}
		if c.OpenAIModel == "" {
			bad("OPENAI_MODEL", "is required when AI_PROVIDER=openai (for example gpt-4o-mini or llama3.1)")
		}
	default:
		bad("AI_PROVIDER", "must be local or openai, got %q", c.AIProvider)
	}
	c.StripeSecretKey = strings.TrimSpace(getenv("STRIPE_SECRET_KEY"))
	c.StripePublishableKey = strings.TrimSpace(getenv("STRIPE_PUBLISHABLE_KEY"))
	c.StripeWebhookSecret = strings.TrimSpace(getenv("STRIPE_WEBHOOK_SECRET"))
	c.StripeAPIURL = strings.TrimSpace(getenv("STRIPE_API_URL"))
	if c.StripeSecretKey != "" && !strings.HasPrefix(c.StripeSecretKey, "sk_") && !strings.HasPrefix(c.StripeSecretKey, "rk_") {
		bad("STRIPE_SECRET_KEY", "must start with sk_ or rk_")
	}
	if c.StripePublishableKey != "" && !strings.HasPrefix(c.StripePublishableKey, "pk_") {
		bad("STRIPE_PUBLISHABLE_KEY", "must start with pk_")
	}
	if (c.StripeSecretKey == "") != (c.StripePublishableKey == "") {
		bad("STRIPE_SECRET_KEY", "and STRIPE_PUBLISHABLE_KEY must be set together (leave both unset for demo mode)")
	}
	if strings.TrimSpace(getenv("LOGIN_MAX_FAILURES_PER_EMAIL")) != "" {
		// It meant failures per e-mail from anywhere, which let anyone lock
		// an owner out: a value kept from then would do so again.
		bad("LOGIN_MAX_FAILURES_PER_EMAIL", "is no longer read: failed sign-ins now count per e-mail and client address "+
			"(LOGIN_MAX_FAILURES_PER_EMAIL_CLIENT, default 10) under an hourly ceiling per e-mail from all addresses "+
			"(LOGIN_MAX_FAILURES_PER_EMAIL_HOUR, default 100); remove it or set those")
	}
	intVar("LOGIN_MAX_FAILURES_PER_EMAIL_CLIENT", &c.MaxFailuresPerEmailClient, 1, 1_000_000)
	intVar("LOGIN_MAX_FAILURES_PER_CLIENT", &c.MaxFailuresPerClient, 1, 1_000_000)
	intVar("LOGIN_MAX_FAILURES_PER_EMAIL_HOUR", &c.MaxFailuresPerEmailHour, 1, 1_000_000)
	durVar("LOGIN_THROTTLE_WINDOW", &c.ThrottleWindow)
	durVar("DEMO_ACCOUNT_TTL", &c.DemoTTL)
	intVar("DEMO_ACCOUNTS_PER_HOUR", &c.DemoAccountsPerHour, 0, 1_000_000)
	intVar("DEMO_ACCOUNTS_MAX", &c.DemoAccountsMax, 0, 100_000_000)
	intVar("AI_REQUESTS_PER_USER_HOUR", &c.AIPerUser, 0, 100_000_000)
	intVar("AI_REQUESTS_PER_CLIENT_HOUR", &c.AIPerClient, 0, 100_000_000)
	intVar("UPLOADS_PER_USER_HOUR", &c.UploadsPerUser, 0, 100_000_000)
	intVar("UPLOADS_PER_CLIENT_HOUR", &c.UploadsPerClient, 0, 100_000_000)
	intVar("UPLOAD_PARSES", &c.UploadParses, 0, 1024)
	if v := strings.TrimSpace(getenv("METRICS_TOKEN")); v != "" {
		if len(v) < 16 {
			bad("METRICS_TOKEN", "must be at least 16 characters (it guards /metrics), got %d", len(v))
		}
		c.MetricsToken = v
	}
	durVar("OPENAI_TIMEOUT", &c.OpenAITimeout)
	intVar("CATALOG_JOBS", &c.CatalogJobs, 0, 1_000_000)
	durVar("JOB_SOURCES_EVERY", &c.JobSourcesEvery)
	if c.JobSourcesEvery < time.Minute {
		bad("JOB_SOURCES_EVERY", "must be at least 1m, got %s", c.JobSourcesEvery)
	}
	for name, dst := range map[string]*string{"GREENHOUSE_API_URL": &c.Ingest.GreenhouseURL, "LEVER_API_URL": &c.Ingest.LeverURL, "ASHBY_API_URL": &c.Ingest.AshbyURL} {
		if v := strings.TrimSpace(getenv(name)); v != "" {
			if u, err := url.Parse(v); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
				bad(name, "must be an http(s) URL (scheme and host), got %q", v)
			}
			*dst = v
		}
	}
	if v := strings.TrimSpace(getenv("JOB_SOURCES_ALLOW_PRIVATE")); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			bad("JOB_SOURCES_ALLOW_PRIVATE", "must be true or false, got %q", v)
		}
		c.Ingest.AllowHTTP, c.Ingest.Fetcher.AllowPrivate = b, b
	}
	c.JobSources = strings.Fields(getenv("JOB_SOURCES"))
	for _, s := range c.JobSources {
		if _, err := ingest.SourceName(s, c.Ingest.AllowHTTP); err != nil {
			bad("JOB_SOURCES", "%v", err)
		}
	}
	if v := strings.TrimSpace(getenv("WEB_DIR")); v != "" {
		if st, err := os.Stat(filepath.Join(v, "index.html")); err != nil || st.IsDir() {
			bad("WEB_DIR", "must be a folder holding a built index.html, got %q", v)
		}
		c.WebDir = v
	}
	c.TLSCertFile = strings.TrimSpace(getenv("TLS_CERT_FILE"))
	c.TLSKeyFile = strings.TrimSpace(getenv("TLS_KEY_FILE"))
	if (c.TLSCertFile == "") != (c.TLSKeyFile == "") {
		bad("TLS_CERT_FILE", "and TLS_KEY_FILE must be set together (leave both unset for plain HTTP)")
	} else if c.TLSCertFile != "" {
		if _, err := tls.LoadX509KeyPair(c.TLSCertFile, c.TLSKeyFile); err != nil {
			bad("TLS_CERT_FILE", "with TLS_KEY_FILE must be a PEM certificate and its private key: %v", err)
		}
	}
	if v := strings.TrimSpace(getenv("TRUST_PROXY")); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			bad("TRUST_PROXY", "must be true or false, got %q", v)
		}
		c.TrustProxy = b
	}
	if v := strings.TrimSpace(getenv("LOG_LEVEL")); v != "" {
		if err := c.LogLevel.UnmarshalText([]byte(v)); err != nil {
			bad("LOG_LEVEL", "must be debug, info, warn or error, got %q", v)
		}
	}
	c.SMTPURL = strings.TrimSpace(getenv("SMTP_URL"))
	c.MailFrom = strings.TrimSpace(getenv("MAIL_FROM"))
	c.PublicURL = strings.TrimRight(strings.TrimSpace(getenv("PUBLIC_URL")), "/")
	if c.SMTPURL != "" {
		if _, _, err := mail.ParseURL(c.SMTPURL); err != nil {
			// The URL may hold a password: it is never repeated.
			bad("SMTP_URL", "%v (smtp://user:pass@host:587 for STARTTLS, smtps://user:pass@host:465 for TLS)", err)
		}
		if c.MailFrom == "" {
			bad("MAIL_FROM", "is required with SMTP_URL (for example Stride <no-reply@example.com>)")
		} else if err := mail.CheckFrom(c.MailFrom); err != nil {
			bad("MAIL_FROM", "%v", err)
		}
		if c.PublicURL == "" {
			// Links in e-mails must not take their host from a request,
			// which anyone can set (a reset link to another site).
			bad("PUBLIC_URL", "is required with SMTP_URL: the address links in e-mails point to (for example https://stride.example.com)")
		}
	}
	if c.PublicURL != "" {
		if u, err := url.Parse(c.PublicURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			bad("PUBLIC_URL", "must be an http(s) URL such as https://stride.example.com, got %q", c.PublicURL)
		}
	}
	c.OIDCIssuer = strings.TrimRight(strings.TrimSpace(getenv("OIDC_ISSUER")), "/")
	c.OIDCClientID = strings.TrimSpace(getenv("OIDC_CLIENT_ID"))
	c.OIDCClientSecret = strings.TrimSpace(getenv("OIDC_CLIENT_SECRET"))
	c.OIDCName = strings.TrimSpace(getenv("OIDC_NAME"))
	if c.OIDCIssuer != "" || c.OIDCClientID != "" || c.OIDCClientSecret != "" {
		if u, err := url.Parse(c.OIDCIssuer); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
			bad("OIDC_ISSUER", "must be the provider's issuer URL, such as https://accounts.google.com, got %q", c.OIDCIssuer)
		}
		if c.OIDCClientID == "" || c.OIDCClientSecret == "" {
			bad("OIDC_CLIENT_ID", "and OIDC_CLIENT_SECRET are required with OIDC_ISSUER (the client registered at the provider)")
		}
		if c.PublicURL == "" {
			bad("PUBLIC_URL", "is required with OIDC_ISSUER: the provider sends users back to PUBLIC_URL/api/auth/oidc/callback")
		}
	}
	intVar("ACCOUNT_REQUESTS_PER_USER_HOUR", &c.AccountPerUser, 1, 100_000_000)
	intVar("ACCOUNT_REQUESTS_PER_CLIENT_HOUR", &c.AccountPerClient, 1, 100_000_000)
	if v := strings.TrimSpace(getenv("LOG_FORMAT")); v != "" {
		if v != "text" && v != "json" {
			bad("LOG_FORMAT", "must be text or json, got %q", v)
		}
		c.LogFormat = v
	}
	return c, errors.Join(errs...)
}
