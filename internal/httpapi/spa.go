package httpapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"html"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"regexp"
	"strings"
)

// placeholderPage is served when the binary was built before the web app.
const placeholderPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stride</title></head>
<body style="font-family:system-ui;margin:3rem;color:#0f172a"><h1 style="color:#1d4ed8">Stride</h1>
<p>The web app is not built into this binary. Run <code>make build</code> (or <code>make run</code>) to build it.</p>
<p>The API is up: <a href="/healthz">/healthz</a>.</p></body></html>`

// spa serves the built web app: real files as they are (hashed assets with a
// year-long cache), and index.html for every other path so the client router
// can show the page (or its not-found screen). A path under /assets/ that
// holds no file answers 404: a tab still running an earlier build asks for
// scripts a deploy removed, and index.html in their place would fail as a
// script of the wrong MIME type, which the web app cannot tell from a bug;
// a 404 is a failed fetch, on which it reloads once (web/src/lib/stale-build.ts).
func (s *Server) spa() http.Handler {
	index := s.index
	var pages routePages
	if index != nil {
		pages = newRoutePages(s.web, index)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
			return
		}
		if index == nil {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, _ = w.Write([]byte(placeholderPage))
			return
		}
		name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
		if name != "" && name != "index.html" {
			if st, err := fs.Stat(s.web, name); err == nil && !st.IsDir() {
				if strings.HasPrefix(name, "assets/") {
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
					if s.servePrecompressed(w, r, name) {
						return
					}
				} else {
					w.Header().Set("Cache-Control", "public, max-age=3600")
				}
				http.ServeFileFS(w, r, s.web, name) // #nosec G703 -- name is path.Clean("/"+path) inside the embedded fs.FS, which holds only the built web app
				return
			}
		}
		if name == "assets" || strings.HasPrefix(name, "assets/") {
			// Not cached: the next deploy may add the file.
			w.Header().Set("Cache-Control", "no-store")
			http.Error(w, "Not found", http.StatusNotFound)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		if r.Method == http.MethodHead {
			return
		}
		if s.landing != nil && r.URL.Path == "/" {
			_, _ = w.Write(s.landing)
			return
		}
		_, _ = w.Write(pages.page(r.URL.Path, index))
	})
}

// servePrecompressed answers with name.gz, the copy the web build compressed
// at gzip's best level (web/vite.config.ts), when the client accepts gzip.
// It is about 10% smaller than what the response compressor makes on the fly
// (which also offers zstd at a fast level, larger still for scripts), and
// costs no CPU per request. Reports whether it answered.
func (s *Server) servePrecompressed(w http.ResponseWriter, r *http.Request, name string) bool {
	if !acceptsGzip(r.Header.Get("Accept-Encoding")) {
		return false
	}
	f, err := s.web.Open(name + ".gz")
	if err != nil {
		return false
	}
	defer f.Close()
	st, err := f.Stat()
	rs, seekable := f.(io.ReadSeeker)
	if err != nil || !seekable {
		return false
	}
	h := w.Header()
	h.Add("Vary", "Accept-Encoding")
	// Set before the body, so the response compressor leaves it as it is.
	h.Set("Content-Encoding", "gzip")
	if ct := mime.TypeByExtension(path.Ext(name)); ct != "" {
		h.Set("Content-Type", ct)
	}
	http.ServeContent(w, r, name, st.ModTime(), rs)
	return true
}

// acceptsGzip reports whether an Accept-Encoding header admits gzip.
func acceptsGzip(accept string) bool {
	for _, part := range strings.Split(accept, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(coding), "gzip") {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

// routePage is index.html as served for the paths that match one route of
// the web app's router: it lists the route's scripts as module preloads at
// low fetch priority, so that over HTTP/1.1's six connections the browser
// sends the stylesheet and the entry's scripts, which the loading screen and
// the app's start need first, before them; the route's import takes each
// from the module map as it arrives (docs/performance.md, "Speed budgets", has the
// figures).
type routePage struct {
	segments []string // ":name" matches any one segment
	html     []byte
}

type routePages []routePage

// newRoutePages reads route-preloads.json, which the web build writes beside
// index.html (web/vite.config.ts): for each route path, the scripts its page
// needs beyond the entry's (the entry's own are in index.html, at high
// priority). Each route's page is made once here; a build
// without the file (or index.html without </head>) serves index.html alone.
func newRoutePages(web fs.FS, index []byte) routePages {
	data, err := fs.ReadFile(web, "route-preloads.json")
	if err != nil {
		return nil
	}
	var preloads map[string][]string
	head := bytes.LastIndex(index, []byte("</head>"))
	if json.Unmarshal(data, &preloads) != nil || head < 0 {
		return nil
	}
	head = bytes.LastIndexByte(index[:head], '\n') + 1 // the start of its line
	var pages routePages
	for route, files := range preloads {
		var links bytes.Buffer
		for _, file := range files {
			links.WriteString(`    <link rel="modulepreload" crossorigin fetchpriority="low" href="/` + html.EscapeString(file) + "\">\n")
		}
		page := make([]byte, 0, len(index)+links.Len())
		page = append(page, index[:head]...)
		page = append(page, links.Bytes()...)
		page = append(page, index[head:]...)
		pages = append(pages, routePage{segments: strings.Split(strings.Trim(route, "/"), "/"), html: page})
	}
	return pages
}

// page is the index.html for a request path: the matching route's page, or
// index as it is for any other path.
func (p routePages) page(urlPath string, index []byte) []byte {
	segments := strings.Split(strings.Trim(path.Clean("/"+urlPath), "/"), "/")
	for _, page := range p {
		if len(page.segments) != len(segments) {
			continue
		}
		match := true
		for i, seg := range page.segments {
			if segments[i] == "" || (seg != segments[i] && !strings.HasPrefix(seg, ":")) {
				match = false
				break
			}
		}
		if match {
			return page.html
		}
	}
	return index
}

// inlineScript matches an inline script of index.html: a <script> tag with
// no attributes (the app's own scripts are files, <script type="module" src>).
var inlineScript = regexp.MustCompile(`(?s)<script>(.*?)</script>`)

// inlineScriptSources gives the Content-Security-Policy sources that admit
// the documents' inline scripts by their SHA-256 (" 'sha256-…'" each, once
// each), so the policy admits exactly the scripts the build wrote and no
// injected one.
func inlineScriptSources(docs ...[]byte) string {
	var b strings.Builder
	seen := map[string]bool{}
	for _, doc := range docs {
		for _, m := range inlineScript.FindAllSubmatch(doc, -1) {
			sum := sha256.Sum256(m[1])
			src := " 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
			if !seen[src] {
				seen[src] = true
				b.WriteString(src)
			}
		}
	}
	return b.String()
}
