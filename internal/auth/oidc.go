package auth

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"
)

// Sign-in with any OpenID Connect provider (Google, Microsoft, GitHub's
// OIDC apps, Keycloak, Authentik...): discovery, the authorization-code
// flow with PKCE (S256), and ID-token checks (signature, issuer, audience,
// expiry, nonce) by github.com/coreos/go-oidc and golang.org/x/oauth2.

// OIDCConfig names a provider and this site's client at it.
type OIDCConfig struct {
	Issuer, ClientID, ClientSecret string
	// RedirectURL is this site's callback (PUBLIC_URL/api/auth/oidc/callback).
	RedirectURL string
}

// OIDC is a configured provider; its discovery document is fetched on
// first use (and again after a failure), so that Stride starts while the
// provider is unreachable.
type OIDC struct {
	cfg      OIDCConfig
	mu       sync.Mutex
	provider *oidc.Provider
}

// NewOIDC returns the provider of cfg.
func NewOIDC(cfg OIDCConfig) *OIDC { return &OIDC{cfg: cfg} }

// Identity is who the provider says signed in.
type Identity struct {
	Issuer, Subject string
	Email           string
	EmailVerified   bool
	GivenName       string
	FamilyName      string
	// AuthTime is when the person last authenticated at the provider (the
	// auth_time claim); zero when the provider did not say.
	AuthTime time.Time
}

func (o *OIDC) discover(ctx context.Context) (*oidc.Provider, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.provider != nil {
		return o.provider, nil
	}
	p, err := oidc.NewProvider(ctx, o.cfg.Issuer)
	if err != nil {
		return nil, fmt.Errorf("oidc discovery: %w", err)
	}
	o.provider = p
	return p, nil
}

func (o *OIDC) oauth(p *oidc.Provider) *oauth2.Config {
	return &oauth2.Config{ClientID: o.cfg.ClientID, ClientSecret: o.cfg.ClientSecret, RedirectURL: o.cfg.RedirectURL,
		Endpoint: p.Endpoint(), Scopes: []string{oidc.ScopeOpenID, "email", "profile"}}
}

// AuthURL is the provider's sign-in page for a state, a nonce and a PKCE
// verifier (oauth2.GenerateVerifier) kept by the caller. fresh asks the
// provider to authenticate the person again even when it remembers them
// (prompt=login, max_age=0), for a confirmation such as deleting the
// account; the ID token's auth_time then says when that happened.
func (o *OIDC) AuthURL(ctx context.Context, state, nonce, verifier string, fresh bool) (string, error) {
	p, err := o.discover(ctx)
	if err != nil {
		return "", err
	}
	opts := []oauth2.AuthCodeOption{oidc.Nonce(nonce), oauth2.S256ChallengeOption(verifier)}
	if fresh {
		opts = append(opts, oauth2.SetAuthURLParam("prompt", "login"), oauth2.SetAuthURLParam("max_age", "0"))
	}
	return o.oauth(p).AuthCodeURL(state, opts...), nil
}

// ErrOIDCNonce is an ID token for another sign-in.
var ErrOIDCNonce = errors.New("oidc: nonce does not match")

// Exchange trades the callback's code for tokens, with the PKCE verifier,
// and returns the checked identity of the ID token.
func (o *OIDC) Exchange(ctx context.Context, code, verifier, nonce string) (*Identity, error) {
	p, err := o.discover(ctx)
	if err != nil {
		return nil, err
	}
	tok, err := o.oauth(p).Exchange(ctx, code, oauth2.VerifierOption(verifier))
	if err != nil {
		return nil, fmt.Errorf("oidc exchange: %w", err)
	}
	raw, ok := tok.Extra("id_token").(string)
	if !ok || raw == "" {
		return nil, errors.New("oidc: no id_token in the token response")
	}
	idt, err := p.Verifier(&oidc.Config{ClientID: o.cfg.ClientID}).Verify(ctx, raw)
	if err != nil {
		return nil, fmt.Errorf("oidc id token: %w", err)
	}
	if idt.Nonce != nonce {
		return nil, ErrOIDCNonce
	}
	var claims struct {
		Email         string `json:"email"`
		EmailVerified any    `json:"email_verified"`
		GivenName     string `json:"given_name"`
		FamilyName    string `json:"family_name"`
		Name          string `json:"name"`
		AuthTime      int64  `json:"auth_time"`
	}
	if err := idt.Claims(&claims); err != nil {
		return nil, fmt.Errorf("oidc claims: %w", err)
	}
	id := &Identity{Issuer: idt.Issuer, Subject: idt.Subject, Email: strings.ToLower(strings.TrimSpace(claims.Email)),
		GivenName: claims.GivenName, FamilyName: claims.FamilyName}
	if claims.AuthTime > 0 {
		id.AuthTime = time.Unix(claims.AuthTime, 0).UTC()
	}
	// Some providers send "true" as a string.
	switch v := claims.EmailVerified.(type) {
	case bool:
		id.EmailVerified = v
	case string:
		id.EmailVerified = v == "true"
	}
	if id.GivenName == "" && id.FamilyName == "" && claims.Name != "" {
		id.GivenName, id.FamilyName, _ = strings.Cut(claims.Name, " ")
	}
	return id, nil
}
