package httpapi

import (
	"net/http"

	"github.com/stride-oss/stride"
)

func (s *Server) getUser(w http.ResponseWriter, r *http.Request) error {
	u, err := ownerOf(r, r.PathValue("id"))
	if err != nil {
		return err
	}
	// Read afresh rather than echo the session's copy.
	u, err = s.svc.Users.FindUserByID(r.Context(), u.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, u)
	return nil
}

func (s *Server) updateUser(w http.ResponseWriter, r *http.Request) error {
	u, err := ownerOf(r, r.PathValue("id"))
	if err != nil {
		return err
	}
	var upd stride.UserUpdate
	if err := decodeJSON(w, r, &upd); err != nil {
		return err
	}
	if err := upd.Validate(); err != nil {
		return err
	}
	if !stride.ClientMaySetPlan(s.paymentsConfigured()) {
		upd.SubscriptionPlan = nil
	}
	// With e-mail configured, a new address takes effect only when a link
	// sent to it is opened; the same address again cancels a pending
	// change. Without e-mail there is nothing to confirm with: it changes
	// at once, unconfirmed.
	newEmail := ""
	if upd.Email != nil && s.svc.Mail.Configured() {
		if *upd.Email != stride.NormalizeEmail(u.Email) {
			newEmail = *upd.Email
		} else if u.PendingEmail != nil {
			if err := s.svc.Accounts.SetPendingEmail(r.Context(), u.ID, ""); err != nil {
				return err
			}
		}
		upd.Email = nil
	}
	out, err := s.svc.Users.UpdateUser(r.Context(), u.ID, upd)
	if err != nil {
		return err
	}
	if newEmail != "" {
		if err := s.requestEmailChange(r, out, newEmail); err != nil {
			return err
		}
		if out, err = s.svc.Users.FindUserByID(r.Context(), u.ID); err != nil {
			return err
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) saveOnboardingProfile(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	var in stride.OnboardingProfile
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if err := in.Validate(); err != nil {
		return err
	}
	out, err := s.svc.Users.SaveOnboardingProfile(r.Context(), u.ID, in)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) saveOnboardingPreferences(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	var in stride.OnboardingPreferences
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if err := in.Validate(); err != nil {
		return err
	}
	out, err := s.svc.Users.SaveOnboardingPreferences(r.Context(), u.ID, in)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// configResponse tells the web app which optional services are on.
type configResponse struct {
	StripePublishableKey string `json:"stripePublishableKey"`
	PaymentsEnabled      bool   `json:"paymentsEnabled"`
	AIProvider           string `json:"aiProvider"`
	// MailConfigured is false when e-mails are only logged (no SMTP_URL):
	// the account screens say so.
	MailConfigured bool `json:"mailConfigured"`
	// OIDCName is the provider of the "Sign in with" button; empty when
	// sign-in with a provider is off.
	OIDCName string `json:"oidcName"`
}

func (s *Server) getConfig(w http.ResponseWriter, r *http.Request) error {
	writeJSON(w, http.StatusOK, configResponse{
		StripePublishableKey: s.cfg.StripePublishableKey,
		PaymentsEnabled:      s.paymentsConfigured(),
		AIProvider:           s.cfg.AIProvider,
		MailConfigured:       s.svc.Mail.Configured(),
		OIDCName:             s.oidcName(),
	})
	return nil
}

// paymentsConfigured reports whether Stripe keys are set (both are set
// together, or neither: demo mode).
func (s *Server) paymentsConfigured() bool { return s.cfg.StripePublishableKey != "" }

// oidcName is the provider's name for the sign-in button, "" when off.
func (s *Server) oidcName() string {
	if s.svc.OIDC == nil {
		return ""
	}
	if s.cfg.OIDCName != "" {
		return s.cfg.OIDCName
	}
	return "your organisation"
}
