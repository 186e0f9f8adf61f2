// Package market computes Stride's market intelligence from real data: the
// BLS 2024-34 projections and O*NET 29.3 facts in the embedded catalogue
// (employment, growth, openings, wages, hot and in-demand technologies,
// Emerging Tasks, related occupations) and Stride's own job postings. Every
// figure is a documented function of those inputs (see docs/data.md, "About
// the data"); nothing is invented. The figures are United States data.
package market

import (
	"slices"
	"strings"

	"github.com/stride-oss/stride"
)

// IndustryGroups maps each industry of the filter (seed 001 §9) to the SOC
// major groups (the first two digits of an O*NET code) whose occupations
// make it up. A group belongs to at most one industry; groups not listed
// (management, office support, sales, construction, ...) fall in none.
//
//	Technology    15 Computer and Mathematical
//	Healthcare    29 Healthcare Practitioners and Technical, 31 Healthcare Support
//	Finance       13 Business and Financial Operations
//	Manufacturing 51 Production, 17 Architecture and Engineering
//	Education     25 Educational Instruction and Library
var IndustryGroups = map[string][]string{
	"Technology":    {"15"},
	"Healthcare":    {"29", "31"},
	"Finance":       {"13"},
	"Manufacturing": {"51", "17"},
	"Education":     {"25"},
}

// IndustryOf returns the industry an O*NET-SOC code belongs to, or "".
func IndustryOf(code string) string {
	if len(code) < 2 {
		return ""
	}
	for ind, groups := range IndustryGroups {
		for _, g := range groups {
			if strings.HasPrefix(code, g) {
				return ind
			}
		}
	}
	return ""
}

// UserIndustry is the industry of the figures that a user's industry (one
// of stride.IndustryList) falls in: the same name, else the one holding its
// SOC major groups (Engineering: Manufacturing; Human Resources: Finance).
// An industry the figures do not cover (Construction, Legal) gives "", so
// that alerts offer no other field's roles; none given, or Other, gives
// the filter's default.
func UserIndustry(name string) string {
	if slices.Contains(stride.MarketIndustries, name) {
		return name
	}
	ind, ok := stride.IndustryNamed(name)
	if !ok || ind.Name == "Other" {
		return stride.DefaultMarketIndustry
	}
	for _, g := range ind.SOCGroups {
		if market := IndustryOf(g); market != "" {
			return market
		}
	}
	return ""
}
