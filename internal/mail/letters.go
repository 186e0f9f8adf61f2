package mail

import (
	"fmt"
	"time"
)

// The letters Stride sends. name is how the letter greets the reader
// (a first name, else the address); link an absolute URL.

func greeting(name string) string {
	if name == "" {
		return "Hello,"
	}
	return "Hello " + name + ","
}

// VerifyEmail asks a new account to confirm its address.
func VerifyEmail(to, name, link string) Letter {
	return Letter{To: to, Subject: "Confirm your e-mail address for Stride", Greeting: greeting(name),
		Paragraphs: []string{"Welcome to Stride. Please confirm that " + to + " is your e-mail address, so that you can recover your account if you ever forget your password."},
		Action:     &Action{Label: "Confirm my address", URL: link},
		After:      []string{"The link works once, within 7 days. If you did not create a Stride account, you can ignore this e-mail."}}
}

// ChangeEmail asks the new address of an account to confirm the change.
func ChangeEmail(to, name, link string) Letter {
	return Letter{To: to, Subject: "Confirm your new e-mail address for Stride", Greeting: greeting(name),
		Paragraphs: []string{"You asked to change the e-mail address of your Stride account to " + to + ". Your address changes when you open this link."},
		Action:     &Action{Label: "Confirm my new address", URL: link},
		After:      []string{"The link works once, within 7 days. If you did not ask for this, ignore this e-mail: nothing changes."}}
}

// EmailInUse tells an address that someone tried to move another account
// onto it (the screen never says whether an address is registered).
func EmailInUse(to string) Letter {
	return Letter{To: to, Subject: "Your e-mail address and Stride", Greeting: greeting(""),
		Paragraphs: []string{"Someone asked to change the e-mail address of a Stride account to " + to + ". This address already belongs to a Stride account, so nothing was changed.",
			"If this was you, sign in with this address instead, or use \"Forgot password?\" on the sign-in page."}}
}

// EmailChanged tells the old address that the account moved away from it.
func EmailChanged(to, name, newEmail string) Letter {
	return Letter{To: to, Subject: "The e-mail address of your Stride account was changed", Greeting: greeting(name),
		Paragraphs: []string{fmt.Sprintf("The e-mail address of your Stride account was changed from %s to %s.", to, newEmail),
			"If you did not do this, reply to this e-mail or contact the operator of this Stride site at once."}}
}

// ResetPassword sends the single-use link to choose a new password.
func ResetPassword(to, name, link string) Letter {
	return Letter{To: to, Subject: "Reset your Stride password", Greeting: greeting(name),
		Paragraphs: []string{"Someone (we hope you) asked to reset the password of your Stride account. Choose a new password with this link:"},
		Action:     &Action{Label: "Choose a new password", URL: link},
		After:      []string{"The link works once, within an hour, and signs you out everywhere. If you did not ask for it, ignore this e-mail: your password stays as it is."}}
}

// PasswordChanged tells the owner that the password changed.
func PasswordChanged(to, name string) Letter {
	return Letter{To: to, Subject: "Your Stride password was changed", Greeting: greeting(name),
		Paragraphs: []string{"The password of your Stride account was just changed, and your other sessions were signed out.",
			"If you did not do this, use \"Forgot password?\" on the sign-in page to choose a new one at once."}}
}

// AccountDeleted is the last e-mail to a deleted account.
func AccountDeleted(to, name string) Letter {
	return Letter{To: to, Subject: "Your Stride account has been deleted", Greeting: greeting(name),
		Paragraphs: []string{"Your Stride account and everything Stride held about you (profile, skills, applications, resumes, interviews, career plans, learning progress, materials and notifications) have been deleted. Any paid subscription was cancelled.",
			"This is the last e-mail you will receive from us. Thank you for using Stride."}}
}

// TwoFactorChanged tells the owner that two-factor sign-in was turned on
// or off.
func TwoFactorChanged(to, name string, on bool) Letter {
	state := "turned off"
	if on {
		state = "turned on"
	}
	return Letter{To: to, Subject: "Two-factor sign-in was " + state + " for your Stride account", Greeting: greeting(name),
		Paragraphs: []string{"Two-factor sign-in was just " + state + " for your Stride account.",
			"If you did not do this, change your password at once."}}
}

// DataExportReady says that the ZIP of "Download my data" is ready, with a
// link to the screen that downloads it until expires.
func DataExportReady(to, name, link string, expires time.Time) Letter {
	return Letter{To: to, Subject: "Your Stride data is ready to download", Greeting: greeting(name),
		Paragraphs: []string{"The copy of your data you asked for is ready: one ZIP file with your profile, skills, applications, interviews, career plans, learning progress and notifications (JSON), your resumes (PDF and JSON Resume) and your application materials (text)."},
		Action:     &Action{Label: "Download my data", URL: link},
		After: []string{"The link works for 24 hours (until " + expires.UTC().Format("2 January 2006, 15:04 MST") + ") and only when you are signed in to your account. After that, ask for a new copy on the Privacy screen.",
			"If you did not ask for this, change your password: someone may have signed in to your account."}}
}
