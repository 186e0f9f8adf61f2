// Package web embeds the built React app so that one binary serves it.
package web

import "embed"

// Dist holds web/dist; the built app, when present, is under dist/app.
//
//go:embed all:dist
var Dist embed.FS
