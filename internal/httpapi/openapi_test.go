package httpapi_test

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"net/http"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

type jsonObj = map[string]any

// routePattern is a route of the routing table: "METHOD /api/...".
var routePattern = regexp.MustCompile(`^(GET|POST|PUT|PATCH|DELETE) (/api/\S+)$`)

// routingTable reads every "METHOD /api/..." pattern registered in the
// package's source (routes.go and the route groups it calls).
func routingTable(t *testing.T) map[string]bool {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	routes := map[string]bool{}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) < 2 {
				return true
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err == nil && routePattern.MatchString(s) {
				routes[s] = true
			}
			return true
		})
	}
	if len(routes) < 50 {
		t.Fatalf("found only %d routes in the source: the parser missed the routing table", len(routes))
	}
	return routes
}

// TestOpenAPIMatchesRoutes fetches /api/openapi.json from the server and
// checks that it is a well-formed OpenAPI 3.1 document whose operations are
// exactly the routes of the routing table.
func TestOpenAPIMatchesRoutes(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{})
	r := app.do("GET", "/api/openapi.json", "", nil)
	if r.Status != 200 || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
		t.Fatalf("GET /api/openapi.json: %d %s", r.Status, r.Header.Get("Content-Type"))
	}
	var doc jsonObj
	if err := json.Unmarshal([]byte(r.Body), &doc); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	checkOpenAPIDocument(t, doc)

	documented := map[string]bool{}
	for path, item := range doc["paths"].(jsonObj) {
		for method := range item.(jsonObj) {
			documented[strings.ToUpper(method)+" "+path] = true
		}
	}
	routes := routingTable(t)
	var missing, extra []string
	for r := range routes {
		if !documented[r] {
			missing = append(missing, r)
		}
	}
	for d := range documented {
		if !routes[d] {
			extra = append(extra, d)
		}
	}
	sort.Strings(missing)
	sort.Strings(extra)
	if len(missing) > 0 {
		t.Errorf("routes without an operation in the API document (add them to apiOps in openapi.go):\n  %s", strings.Join(missing, "\n  "))
	}
	if len(extra) > 0 {
		t.Errorf("operations in the API document without a route:\n  %s", strings.Join(extra, "\n  "))
	}
	t.Logf("%d routes, %d documented operations, %d schemas", len(routes), len(documented),
		len(doc["components"].(jsonObj)["schemas"].(jsonObj)))
}

// checkOpenAPIDocument checks the structure OpenAPI 3.1 requires of the
// parts Stride uses: the version, info, operations with responses and
// unique ids, declared path parameters, and $refs that resolve.
func checkOpenAPIDocument(t *testing.T, doc jsonObj) {
	t.Helper()
	if v, _ := doc["openapi"].(string); !regexp.MustCompile(`^3\.1\.\d+$`).MatchString(v) {
		t.Fatalf("openapi = %q, want 3.1.x", v)
	}
	info, _ := doc["info"].(jsonObj)
	if info["title"] == "" || info["version"] == "" || info["title"] == nil || info["version"] == nil {
		t.Errorf("info needs title and version: %v", info)
	}
	schemas, _ := doc["components"].(jsonObj)["schemas"].(jsonObj)
	ids := map[string]string{}
	methods := map[string]bool{"get": true, "put": true, "post": true, "delete": true, "options": true, "head": true, "patch": true, "trace": true}
	paths, _ := doc["paths"].(jsonObj)
	if len(paths) == 0 {
		t.Fatal("no paths")
	}
	for path, item := range paths {
		if !strings.HasPrefix(path, "/") {
			t.Errorf("path %q must start with /", path)
		}
		params := regexp.MustCompile(`\{([^}]+)\}`).FindAllStringSubmatch(path, -1)
		for method, o := range item.(jsonObj) {
			where := strings.ToUpper(method) + " " + path
			if !methods[method] {
				t.Errorf("%s: %q is not an HTTP method of OpenAPI", where, method)
				continue
			}
			op := o.(jsonObj)
			id, _ := op["operationId"].(string)
			if id == "" {
				t.Errorf("%s: no operationId", where)
			} else if other, dup := ids[id]; dup {
				t.Errorf("%s: operationId %q also names %s", where, id, other)
			}
			ids[id] = where
			responses, _ := op["responses"].(jsonObj)
			if len(responses) == 0 {
				t.Errorf("%s: no responses", where)
			}
			for code, resp := range responses {
				if code != "default" && !regexp.MustCompile(`^[1-5]\d\d$`).MatchString(code) {
					t.Errorf("%s: response code %q", where, code)
				}
				if d, _ := resp.(jsonObj)["description"].(string); d == "" {
					t.Errorf("%s %s: a response needs a description", where, code)
				}
			}
			declared := map[string]bool{}
			ps, _ := op["parameters"].([]any)
			for _, p := range ps {
				p := p.(jsonObj)
				if p["in"] == "path" {
					declared[p["name"].(string)] = true
					if p["required"] != true {
						t.Errorf("%s: path parameter %v must be required", where, p["name"])
					}
				}
			}
			for _, m := range params {
				if !declared[m[1]] {
					t.Errorf("%s: path parameter {%s} is not declared", where, m[1])
				}
			}
		}
	}
	// Every $ref points at a schema that exists.
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case jsonObj:
			if ref, ok := v["$ref"].(string); ok {
				name, found := strings.CutPrefix(ref, "#/components/schemas/")
				if !found || schemas[name] == nil {
					t.Errorf("$ref %q does not resolve", ref)
				}
			}
			for _, x := range v {
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	walk(doc)
}

// TestOpenAPIDescribesAnswers checks the document against what the server
// really does: every operation documented as needing a sign-in answers 401
// without a token, and the answers a demo account gets from the read
// operations fit the documented schemas (no undocumented field, no field of
// another type).
func TestOpenAPIDescribesAnswers(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{})
	var doc jsonObj
	if err := json.Unmarshal([]byte(app.do("GET", "/api/openapi.json", "", nil).Body), &doc); err != nil {
		t.Fatal(err)
	}
	schemas := doc["components"].(jsonObj)["schemas"].(jsonObj)
	demo := app.do("POST", "/api/auth/demo", "", nil)
	var auth struct {
		Token string
		User  struct{ ID string }
	}
	if err := json.Unmarshal([]byte(demo.Body), &auth); err != nil || auth.Token == "" {
		t.Fatalf("demo: %d %s", demo.Status, demo.Body)
	}
	checked := 0
	for path, item := range doc["paths"].(jsonObj) {
		for method, o := range item.(jsonObj) {
			op := o.(jsonObj)
			where := strings.ToUpper(method) + " " + path
			concrete := strings.ReplaceAll(path, "{id}", "x")
			if _, ok := op["security"]; ok && len(op["security"].([]any)) == 1 {
				if r := app.do(strings.ToUpper(method), concrete, "", nil); r.Status != http.StatusUnauthorized {
					t.Errorf("%s is documented as needing a sign-in but answers %d without one", where, r.Status)
				}
			}
			if method != "get" || (strings.Contains(path, "{") && !strings.HasPrefix(path, "/api/users/{id}")) ||
				strings.HasSuffix(path, "/export") || path == "/api/openapi.json" {
				continue
			}
			ok, _ := op["responses"].(jsonObj)["200"].(jsonObj)
			content, _ := ok["content"].(jsonObj)
			media, _ := content["application/json"].(jsonObj)
			if media == nil {
				continue
			}
			r := app.do("GET", strings.ReplaceAll(path, "{id}", auth.User.ID), auth.Token, nil)
			if r.Status != 200 {
				t.Errorf("%s as the demo user: %d %s", where, r.Status, r.Body)
				continue
			}
			var v any
			if err := json.Unmarshal([]byte(r.Body), &v); err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			for _, p := range fitSchema(v, media["schema"].(jsonObj), schemas, "") {
				t.Errorf("%s: %s", where, p)
			}
			checked++
		}
	}
	if checked < 20 {
		t.Fatalf("only %d answers checked against their schemas", checked)
	}
	t.Logf("%d answers fit their schemas", checked)
}

// fitSchema lists where v does not fit the JSON Schema s (the subset the
// document uses: type, properties, items, additionalProperties, anyOf,
// $ref).
func fitSchema(v any, s jsonObj, schemas jsonObj, at string) []string {
	if ref, ok := s["$ref"].(string); ok {
		return fitSchema(v, schemas[strings.TrimPrefix(ref, "#/components/schemas/")].(jsonObj), schemas, at)
	}
	if any, ok := s["anyOf"].([]any); ok {
		var first []string
		for _, alt := range any {
			p := fitSchema(v, alt.(jsonObj), schemas, at)
			if len(p) == 0 {
				return nil
			}
			if first == nil {
				first = p
			}
		}
		return first
	}
	var types []string
	switch ty := s["type"].(type) {
	case string:
		types = []string{ty}
	case []any:
		for _, x := range ty {
			types = append(types, x.(string))
		}
	default:
		return nil // any value
	}
	kind := "null"
	switch x := v.(type) {
	case string:
		kind = "string"
	case bool:
		kind = "boolean"
	case float64:
		kind = "number"
		if x == float64(int64(x)) {
			kind = "integer"
		}
	case []any:
		kind = "array"
	case jsonObj:
		kind = "object"
	}
	fits := false
	for _, ty := range types {
		if ty == kind || (ty == "number" && kind == "integer") || (kind == "null" && (ty == "array" || ty == "object")) {
			// encoding/json writes a nil slice or map as null.
			fits = true
		}
	}
	if !fits {
		return []string{at + ": " + kind + " where the document says " + strings.Join(types, " or ")}
	}
	var problems []string
	switch x := v.(type) {
	case []any:
		if items, ok := s["items"].(jsonObj); ok {
			for i, e := range x {
				problems = append(problems, fitSchema(e, items, schemas, at+"["+strconv.Itoa(i)+"]")...)
				if len(problems) > 5 {
					return problems
				}
			}
		}
	case jsonObj:
		props, _ := s["properties"].(jsonObj)
		extra, _ := s["additionalProperties"].(jsonObj)
		for k, e := range x {
			switch {
			case props[k] != nil:
				problems = append(problems, fitSchema(e, props[k].(jsonObj), schemas, at+"."+k)...)
			case extra != nil:
				problems = append(problems, fitSchema(e, extra, schemas, at+"."+k)...)
			case props != nil:
				problems = append(problems, at+"."+k+": not in the document")
			}
		}
	}
	return problems
}
