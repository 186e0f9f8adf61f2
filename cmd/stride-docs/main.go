// Command stride-docs keeps Stride's documentation and file sizes honest; it
// runs in `make lint`:
//
//	stride-docs links          every relative link and #anchor in README.md and docs/*.md resolves
//	stride-docs sizes          no Go file over 600 lines, no TS/TSX file over 300 (tests and generated code aside)
//	stride-docs packages       rewrites the package list in docs/architecture.md
//	stride-docs packages -check  fails when that list is out of date
//
// It runs from the repository's root.
package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: stride-docs links | sizes | packages [-check]")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "links":
		err = checkLinks(".")
	case "sizes":
		err = checkSizes(".")
	case "packages":
		err = packages(".", slices.Contains(os.Args[2:], "-check"))
	default:
		err = fmt.Errorf("unknown command %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "stride-docs:", err)
		os.Exit(1)
	}
}

// docFiles are the documents whose links are checked.
func docFiles(root string) ([]string, error) {
	files := []string{filepath.Join(root, "README.md")}
	more, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	return append(files, more...), err
}

var (
	linkRE    = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	headingRE = regexp.MustCompile(`^(#{1,6})\s+(.*)$`)
	fenceRE   = regexp.MustCompile("^\\s*```")
)

// checkLinks reports every relative link whose file or heading anchor does
// not exist.
func checkLinks(root string) error {
	files, err := docFiles(root)
	if err != nil {
		return err
	}
	anchors := map[string]map[string]bool{}
	var broken []string
	for _, f := range files {
		lines, err := readLines(f)
		if err != nil {
			return err
		}
		inFence := false
		for n, line := range lines {
			if fenceRE.MatchString(line) {
				inFence = !inFence
				continue
			}
			if inFence {
				continue
			}
			for _, m := range linkRE.FindAllStringSubmatch(line, -1) {
				if msg := checkLink(f, m[1], anchors); msg != "" {
					broken = append(broken, fmt.Sprintf("%s:%d: %s", f, n+1, msg))
				}
			}
		}
	}
	if len(broken) > 0 {
		return fmt.Errorf("%d broken links:\n%s", len(broken), strings.Join(broken, "\n"))
	}
	fmt.Printf("links: %d documents, every relative link resolves\n", len(files))
	return nil
}

func checkLink(from, target string, anchors map[string]map[string]bool) string {
	if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
		return ""
	}
	path, frag, _ := strings.Cut(target, "#")
	file := from
	if path != "" {
		file = filepath.Join(filepath.Dir(from), path)
		if _, err := os.Stat(file); err != nil {
			return fmt.Sprintf("%s: no such file", target)
		}
	}
	if frag == "" || !strings.HasSuffix(file, ".md") {
		return ""
	}
	set, ok := anchors[file]
	if !ok {
		set = headingAnchors(file)
		anchors[file] = set
	}
	if !set[frag] {
		return fmt.Sprintf("%s: no heading #%s in %s", target, frag, file)
	}
	return ""
}

// headingAnchors are the anchors GitHub gives a document's headings:
// lower case, punctuation dropped, spaces as hyphens, repeats numbered.
func headingAnchors(file string) map[string]bool {
	set := map[string]bool{}
	lines, err := readLines(file)
	if err != nil {
		return set
	}
	seen := map[string]int{}
	inFence := false
	for _, line := range lines {
		if fenceRE.MatchString(line) {
			inFence = !inFence
			continue
		}
		m := headingRE.FindStringSubmatch(line)
		if inFence || m == nil {
			continue
		}
		a := slug(m[2])
		if k := seen[a]; k > 0 {
			set[fmt.Sprintf("%s-%d", a, k)] = true
		} else {
			set[a] = true
		}
		seen[a]++
	}
	return set
}

func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Size limits: a file a newcomer reads at once.
const (
	maxGoLines = 600
	maxTSLines = 300
)

// sizeExceptions lists files still over the limit, one path per line; the
// check fails for any other file over it and for a listed file that is no
// longer over (so the list only shrinks).
const sizeExceptions = "docs/oversize.txt"

func checkSizes(root string) error {
	allowed := map[string]bool{}
	if lines, err := readLines(filepath.Join(root, sizeExceptions)); err == nil {
		for _, l := range lines {
			if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
				allowed[l] = true
			}
		}
	}
	var over, stale []string
	listed := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if name == "node_modules" || name == "dist" || name == ".git" || name == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		limit := 0
		switch {
		case strings.HasSuffix(name, "_test.go"), strings.Contains(name, ".test."), strings.Contains(name, ".spec."):
			return nil
		case strings.HasSuffix(name, ".go"):
			limit = maxGoLines
		case strings.HasSuffix(name, ".ts"), strings.HasSuffix(name, ".tsx"):
			limit = maxTSLines
		default:
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		n, generated, err := countLines(path)
		if err != nil || generated {
			return err
		}
		switch {
		case n > limit && allowed[rel]:
			listed++
		case n > limit:
			over = append(over, fmt.Sprintf("%s: %d lines (limit %d)", rel, n, limit))
		case allowed[rel]:
			stale = append(stale, rel)
		}
		return nil
	})
	if err != nil {
		return err
	}
	var msgs []string
	if len(over) > 0 {
		msgs = append(msgs, "split these files along their seams:\n"+strings.Join(over, "\n"))
	}
	if len(stale) > 0 {
		msgs = append(msgs, "no longer over the limit, remove from "+sizeExceptions+":\n"+strings.Join(stale, "\n"))
	}
	if len(msgs) > 0 {
		return errors.New(strings.Join(msgs, "\n"))
	}
	fmt.Printf("sizes: no new file over %d (Go) or %d (TS) lines; %d listed in %s still to split\n", maxGoLines, maxTSLines, listed, sizeExceptions)
	return nil
}

// countLines counts a file's lines and tells whether it says it is generated.
func countLines(path string) (int, bool, error) {
	data, err := os.ReadFile(path) // #nosec G304 -- a file of the repository being walked
	if err != nil {
		return 0, false, err
	}
	head := data[:min(len(data), 400)]
	generated := bytes.Contains(head, []byte("Code generated")) || bytes.Contains(head, []byte("@generated"))
	return bytes.Count(data, []byte("\n")), generated, nil
}

const (
	pkgBegin = "<!-- packages:begin (make docs-packages writes this list) -->"
	pkgEnd   = "<!-- packages:end -->"
)

// packages writes (or with check, compares) the list of Stride's packages
// and the Stride packages each imports, between the markers in
// docs/architecture.md.
func packages(root string, check bool) error {
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}}\t{{.Doc}}\t{{join .Imports \" \"}}", "./...")
	cmd.Dir = root
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("go list: %w", err)
	}
	const module = "github.com/stride-oss/stride"
	var b strings.Builder
	b.WriteString(pkgBegin + "\n\n| package | what it is | imports (Stride's own) |\n|---|---|---|\n")
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		parts := strings.SplitN(line, "\t", 3)
		if len(parts) < 3 || strings.Contains(parts[0], "/node_modules/") {
			continue
		}
		name := shortPkg(parts[0], module)
		var deps []string
		for _, imp := range strings.Fields(parts[2]) {
			if imp == module || strings.HasPrefix(imp, module+"/") {
				deps = append(deps, "`"+shortPkg(imp, module)+"`")
			}
		}
		doc := strings.ReplaceAll(parts[1], "|", "/")
		if strings.HasSuffix(doc, ":") {
			doc = strings.TrimSuffix(doc, ":") + "."
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", name, doc, strings.Join(deps, ", "))
	}
	b.WriteString("\n" + pkgEnd)

	file := filepath.Join(root, "docs", "architecture.md")
	doc, err := os.ReadFile(file) // #nosec G304 -- the repository's own document
	if err != nil {
		return err
	}
	text := string(doc)
	i, j := strings.Index(text, pkgBegin), strings.Index(text, pkgEnd)
	if i < 0 || j < i {
		return fmt.Errorf("%s has no %q … %q markers", file, pkgBegin, pkgEnd)
	}
	updated := text[:i] + b.String() + text[j+len(pkgEnd):]
	if check {
		if updated != text {
			return fmt.Errorf("the package list in %s is out of date: run make docs-packages", file)
		}
		fmt.Println("packages: the list in docs/architecture.md is current")
		return nil
	}
	return os.WriteFile(file, []byte(updated), 0o600) // #nosec G703 -- docs/architecture.md under the root it was given
}

func shortPkg(path, module string) string {
	if path == module {
		return "stride (root)"
	}
	return strings.TrimPrefix(path, module+"/")
}

func readLines(path string) ([]string, error) {
	f, err := os.Open(path) // #nosec G304 -- the repository's own documents
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var lines []string
	s := bufio.NewScanner(f)
	s.Buffer(make([]byte, 1<<20), 1<<20)
	for s.Scan() {
		lines = append(lines, s.Text())
	}
	return lines, s.Err()
}
