package stride

import (
	"context"
	"fmt"
	"net/mail"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"time"
)

// Subscription plans (seed 000 §9).
const (
	PlanStarter      = "starter"
	PlanProfessional = "professional"
	PlanExecutive    = "executive"
)

// Plans lists the plan ids in price order.
var Plans = []string{PlanStarter, PlanProfessional, PlanExecutive}

// Onboarding steps: plan, then profile, then preferences, then completed.
const (
	StepPlan        = "plan"
	StepProfile     = "profile"
	StepPreferences = "preferences"
	StepCompleted   = "completed"
)

// CareerGoalOptions are the ten onboarding career goals (seed 000 §3).
var CareerGoalOptions = []string{
	"Career advancement/promotion", "Salary increase", "Skill development",
	"Industry transition", "Remote work opportunities", "Leadership roles",
	"Work-life balance", "Entrepreneurship", "International opportunities",
	"Creative freedom",
}

// User is a Stride account as the screens read it. Optional text fields are
// nil when never set. The password hash never leaves the store.
type User struct {
	ID                  string   `json:"id"`
	Email               string   `json:"email"`
	FirstName           *string  `json:"firstName"`
	LastName            *string  `json:"lastName"`
	ProfileImageURL     *string  `json:"profileImageUrl"`
	Title               *string  `json:"title"`
	Location            *string  `json:"location"`
	Phone               *string  `json:"phone"`
	ResumeURL           *string  `json:"resumeUrl"`
	PortfolioURL        *string  `json:"portfolioUrl"`
	LinkedinURL         *string  `json:"linkedinUrl"`
	ExperienceLevel     *string  `json:"experienceLevel"`
	Availability        *string  `json:"availability"`
	Bio                 *string  `json:"bio"`
	Skills              []string `json:"skills"`
	SubscriptionPlan    string   `json:"subscriptionPlan"`
	SubscriptionStatus  string   `json:"subscriptionStatus"`
	OnboardingCompleted bool     `json:"onboardingCompleted"`
	OnboardingStep      string   `json:"onboardingStep"`
	CurrentTitle        *string  `json:"currentTitle"`
	YearsExperience     *int     `json:"yearsExperience"`
	Industry            *string  `json:"industry"`
	CareerGoals         []string `json:"careerGoals"`
	IsDemo              bool     `json:"isDemo"`
	// EmailVerified is true once a link sent to the address was opened.
	EmailVerified bool `json:"emailVerified"`
	// PendingEmail is a new address waiting for its confirmation link.
	PendingEmail *string `json:"pendingEmail"`
	// TwoFactorEnabled: sign-in asks for a TOTP code after the password.
	TwoFactorEnabled bool      `json:"twoFactorEnabled"`
	CreatedAt        time.Time `json:"createdAt"`
	UpdatedAt        time.Time `json:"updatedAt"`
}

// DisplayName is the user's full name, else the e-mail.
func (u *User) DisplayName() string {
	name := strings.TrimSpace(Deref(u.FirstName) + " " + Deref(u.LastName))
	if name != "" {
		return name
	}
	return u.Email
}

// RoleTitle is the user's current role as they wrote it: the current title
// of onboarding and the profile, else the title. The catalogue's title
// resolver turns it into an occupation.
func (u *User) RoleTitle() string {
	if t := strings.TrimSpace(Deref(u.CurrentTitle)); t != "" {
		return t
	}
	return strings.TrimSpace(Deref(u.Title))
}

// Deref returns the string p points to, or "" for nil.
func Deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// UserUpdate holds the fields of PUT /api/users/{id}; nil means unchanged.
type UserUpdate struct {
	FirstName       *string `json:"firstName"`
	LastName        *string `json:"lastName"`
	Email           *string `json:"email"`
	Title           *string `json:"title"`
	Location        *string `json:"location"`
	ProfileImageURL *string `json:"profileImageUrl"`
	Phone           *string `json:"phone"`
	Bio             *string `json:"bio"`
	ResumeURL       *string `json:"resumeUrl"`
	PortfolioURL    *string `json:"portfolioUrl"`
	LinkedinURL     *string `json:"linkedinUrl"`
	ExperienceLevel *string `json:"experienceLevel"`
	Availability    *string `json:"availability"`
	CurrentTitle    *string `json:"currentTitle"`
	Industry        *string `json:"industry"`
	YearsExperience *int    `json:"yearsExperience"`
	// SubscriptionPlan is set by plan selection; not by the profile form.
	SubscriptionPlan *string `json:"subscriptionPlan"`
}

// Limits on user input.
const (
	MaxNameLen         = 100
	MaxEmailLen        = 254
	MaxShortTextLen    = 200
	MaxBioLen          = 5000
	MaxURLLen          = 2048
	MaxImageDataLen    = 900 * 1024 // a cropped avatar as a data URL
	MinPasswordLen     = 8
	MaxPasswordLen     = 128
	MaxYearsExperience = 50
	// MaxIDLen bounds an id given in a body (ids are UUIDs or short keys).
	MaxIDLen = 100
)

// Validation messages shared by the server and the screens.
const (
	MsgEmailInvalid  = "Please enter a valid email address"
	MsgPasswordShort = "Password must be at least 8 characters"
	MsgPasswordLong  = "Password must be at most 128 characters"
	MsgEmailTaken    = "An account with this email already exists"
	MsgInvalidLogin  = "Invalid email or password"
	MsgFirstNameReq  = "First name is required"
	MsgLastNameReq   = "Last name is required"
	MsgJobTitleReq   = "Job title is required"
	MsgIndustryReq   = "Industry is required"
	MsgYearsRange    = "Years of experience must be between 0 and 50"
	MsgCareerGoalReq = "Select at least one career goal"
	MsgSkillReq      = "Add at least one skill"
	MsgPlanInvalid   = "Please select a plan"
	MsgImageInvalid  = "Please select an image file"
	MsgImageTooLarge = "Image size should be less than 10MB"
	MsgNotSignedIn   = "Please sign in to continue."
	MsgForbidden     = "You do not have access to this resource."
	MsgUserNotFound  = "User not found"
	MsgURLInvalid    = "Please enter a valid URL"
	MsgTooLong       = "Must be at most %d characters"
)

// NormalizeEmail trims and lower-cases an e-mail address.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// ValidEmail reports whether s is a plain address such as a@b.co.
func ValidEmail(s string) bool {
	if s == "" || len(s) > MaxEmailLen || strings.ContainsAny(s, " <>\"") {
		return false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	return at > 0 && strings.Contains(s[at+1:], ".") && !strings.HasSuffix(s, ".")
}

// ValidHTTPURL reports whether s is an absolute http(s) URL.
func ValidHTTPURL(s string) bool {
	if len(s) > MaxURLLen {
		return false
	}
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

var imageDataURL = regexp.MustCompile(`^data:image/(png|jpeg|jpg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$`)

// ValidProfileImage accepts "", an http(s) URL, or a base64 image data URL.
func ValidProfileImage(s string) bool {
	if s == "" {
		return true
	}
	if strings.HasPrefix(s, "data:") {
		return len(s) <= MaxImageDataLen && imageDataURL.MatchString(s)
	}
	return ValidHTTPURL(s)
}

// Validate checks an update and normalises its e-mail.
func (u *UserUpdate) Validate() error {
	var v Validator
	if u.FirstName != nil {
		*u.FirstName = strings.TrimSpace(*u.FirstName)
		v.Check(*u.FirstName != "", "firstName", MsgFirstNameReq)
		v.Check(len(*u.FirstName) <= MaxNameLen, "firstName", tooLong(MaxNameLen))
	}
	if u.LastName != nil {
		*u.LastName = strings.TrimSpace(*u.LastName)
		v.Check(*u.LastName != "", "lastName", MsgLastNameReq)
		v.Check(len(*u.LastName) <= MaxNameLen, "lastName", tooLong(MaxNameLen))
	}
	if u.Email != nil {
		*u.Email = NormalizeEmail(*u.Email)
		v.Check(ValidEmail(*u.Email), "email", MsgEmailInvalid)
	}
	for field, p := range map[string]*string{
		"title": u.Title, "location": u.Location, "phone": u.Phone,
		"experienceLevel": u.ExperienceLevel, "availability": u.Availability,
		"currentTitle": u.CurrentTitle, "industry": u.Industry,
	} {
		if p != nil {
			*p = strings.TrimSpace(*p)
			v.Check(len(*p) <= MaxShortTextLen, field, tooLong(MaxShortTextLen))
		}
	}
	if u.Bio != nil {
		v.Check(len(*u.Bio) <= MaxBioLen, "bio", tooLong(MaxBioLen))
	}
	for field, p := range map[string]*string{
		"resumeUrl": u.ResumeURL, "portfolioUrl": u.PortfolioURL, "linkedinUrl": u.LinkedinURL,
	} {
		if p != nil {
			*p = strings.TrimSpace(*p)
			v.Check(*p == "" || ValidHTTPURL(*p), field, MsgURLInvalid)
		}
	}
	if u.ProfileImageURL != nil {
		v.Check(ValidProfileImage(*u.ProfileImageURL), "profileImageUrl", MsgImageInvalid)
	}
	if u.YearsExperience != nil {
		v.Check(*u.YearsExperience >= 0 && *u.YearsExperience <= MaxYearsExperience, "yearsExperience", MsgYearsRange)
	}
	if u.SubscriptionPlan != nil {
		v.Check(slices.Contains(Plans, *u.SubscriptionPlan), "subscriptionPlan", MsgPlanInvalid)
	}
	return v.Err()
}

func tooLong(n int) string { return fmt.Sprintf(MsgTooLong, n) }

// TooLong is the message of a text field longer than n characters.
func TooLong(n int) string { return tooLong(n) }

// checkLen records tooLong(limit) for field when p is set and longer.
func checkLen(v *Validator, field string, p *string, limit int) {
	v.Check(p == nil || len(*p) <= limit, field, tooLong(limit))
}

// NewUser holds what registration gives.
type NewUser struct {
	Email     string  `json:"email"`
	Password  string  `json:"password"`
	FirstName *string `json:"firstName"`
	LastName  *string `json:"lastName"`
	Plan      *string `json:"plan"`
}

// Validate checks a registration and normalises it.
func (n *NewUser) Validate() error {
	var v Validator
	n.Email = NormalizeEmail(n.Email)
	v.Check(ValidEmail(n.Email), "email", MsgEmailInvalid)
	checkNewPassword(&v, "password", n.Password)
	for field, p := range map[string]*string{"firstName": n.FirstName, "lastName": n.LastName} {
		if p != nil {
			*p = strings.TrimSpace(*p)
			v.Check(len(*p) <= MaxNameLen, field, tooLong(MaxNameLen))
		}
	}
	if n.Plan != nil && *n.Plan != "" {
		v.Check(slices.Contains(Plans, *n.Plan), "plan", MsgPlanInvalid)
	}
	return v.Err()
}

// UserService reads and writes accounts.
type UserService interface {
	// CreateUser stores a new account; ECONFLICT when the e-mail is taken.
	CreateUser(ctx context.Context, u *User, passwordHash string) error
	FindUserByID(ctx context.Context, id string) (*User, error)
	// FindUserByEmail returns the user and the stored password hash.
	FindUserByEmail(ctx context.Context, email string) (*User, string, error)
	UpdateUser(ctx context.Context, id string, upd UserUpdate) (*User, error)
	// SaveOnboardingProfile stores step two of onboarding.
	SaveOnboardingProfile(ctx context.Context, id string, p OnboardingProfile) (*User, error)
	// SaveOnboardingPreferences stores step three, adds the chosen skills to
	// the user's skills, and completes onboarding.
	SaveOnboardingPreferences(ctx context.Context, id string, p OnboardingPreferences) (*User, error)
}

// DemoService creates "try it" accounts filled with sample data.
type DemoService interface {
	// CreateDemoUser makes a fresh account holding sample data across the
	// features built so far (skills, notifications, applications, a resume).
	// It applies the limits of req atomically (across replicas sharing one
	// database): ETOOMANY with RetryAfter when req.Client has created
	// req.PerHour accounts in the last hour, EBUSY when req.MaxLive
	// demo accounts exist even after unused ones are purged.
	CreateDemoUser(ctx context.Context, req DemoRequest) (*User, error)
}

// DemoRequest is who asks for a demo account and the limits that apply;
// a zero limit means none.
type DemoRequest struct {
	Client  string
	PerHour int
	MaxLive int
}

// DemoUnusedAfter is how long a demo account without any session (its
// visitor signed out) is kept before it is purged: long enough for the
// account to receive its first session just after creation.
const DemoUnusedAfter = 10 * time.Minute

// Demo limit messages.
const (
	MsgDemoTooMany = "Too many demo accounts from your address. Try again in %d %s."
	MsgDemoFull    = "The demo is full right now. Please try again later or create an account."
)

// ClientMaySetPlan is the one rule for a plan sent by a client (the plan
// chosen at registration, or subscriptionPlan in a profile update). In demo
// mode, with no payment provider configured, the chosen plan is active at
// once. With payments configured every tier is paid, so only a verified
// payment may change an account's plan: the server ignores a plan the client
// sends (it is still validated).
func ClientMaySetPlan(paymentsConfigured bool) bool { return !paymentsConfigured }
