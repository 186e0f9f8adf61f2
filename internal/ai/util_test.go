package ai

import "strings"

func stringsContainsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}

func trimEllipsis(s string) string { return strings.Trim(s, "…") }
