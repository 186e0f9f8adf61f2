package httpapi_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/billing"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// TestOpenAPIRequestsAccepted is the other half of TestOpenAPIDescribesAnswers:
// for every operation of the API document it builds the smallest request the
// document allows (the required query parameters, headers and body fields,
// each with a value the schema allows; no body when the body is optional;
// multipart files of the documented media types) and sends it, signed in
// when the operation takes a token and also signed out when it works
// without one. Path parameters name real objects made through the API
// first. Each answer must be one the document lists for the operation: a
// success, or a refusal it documents (402, 409, 413, 429), never 400, 401,
// 403, 404 or 405, which would mean a client generated from the document
// cannot call the operation.
func TestOpenAPIRequestsAccepted(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		// Demo mode (no publishable key), with a webhook secret so that a
		// signed Stripe event is verified.
		stripe := billing.New(billing.Config{SecretKey: "sk_test_123", WebhookSecret: testWebhookSecret, APIURL: "http://127.0.0.1:9", Timeout: time.Second})
		app := newTestApp(t, db, httpapi.Config{}, func(s *httpapi.Services) { s.Stripe = stripe })
		seedJobs(t, db)
		var doc jsonObj
		if err := json.Unmarshal([]byte(app.do("GET", "/api/openapi.json", "", nil).Body), &doc); err != nil {
			t.Fatal(err)
		}
		acc := app.register("requests@example.com", "Rita")
		app.onPlan(acc, "professional")
		g := &requestGen{t: t, app: app, doc: doc, acc: acc, schemas: doc["components"].(jsonObj)["schemas"].(jsonObj)}

		// The calls that end the session or the plan run last.
		// A reset ends every session; deleting the account ends it all.
		last := map[string]int{"POST /api/billing/cancel": 1, "POST /api/auth/logout": 2,
			"POST /api/auth/reset-password": 3, "DELETE /api/users/{id}": 4,
			// Two-factor sign-in is set up, turned on and off first, so that
			// the other calls sign in with the password alone.
			"POST /api/auth/2fa/setup": -3, "POST /api/auth/2fa/enable": -2, "POST /api/auth/2fa/disable": -1}
		var ops []string
		for path, item := range doc["paths"].(jsonObj) {
			for method := range item.(jsonObj) {
				ops = append(ops, strings.ToUpper(method)+" "+path)
			}
		}
		sort.Slice(ops, func(i, j int) bool {
			if last[ops[i]] != last[ops[j]] {
				return last[ops[i]] < last[ops[j]]
			}
			return ops[i] < ops[j]
		})
		sent := 0
		for _, op := range ops {
			method, path, _ := strings.Cut(op, " ")
			o := doc["paths"].(jsonObj)[path].(jsonObj)[strings.ToLower(method)].(jsonObj)
			for _, signedIn := range g.callers(o) {
				r := g.send(method, path, o, signedIn)
				sent++
				who := "signed in"
				if !signedIn {
					who = "signed out"
				}
				responses := o["responses"].(jsonObj)
				code := strconv.Itoa(r.Status)
				documented := responses[code] != nil
				refusal := r.Status == 402 || r.Status == 409 || r.Status == 413 || r.Status == 429
				if r.Status >= 400 && !(refusal && documented) || !documented {
					t.Errorf("%s (%s): %d %s; documented: %v", op, who, r.Status, strings.TrimSpace(r.Body), keys(responses))
				}
			}
		}
		if sent < 100 {
			t.Fatalf("only %d requests sent", sent)
		}
		t.Logf("%d requests built from the document were accepted", sent)
	})
}

// requestGen builds requests from the API document.
type requestGen struct {
	t       *testing.T
	app     *testApp
	doc     jsonObj
	schemas jsonObj
	acc     account
	seq     int
	jobs    []string
}

// callers lists who calls an operation: signed in (true) when it takes a
// token, signed out (false) when it works without one.
func (g *requestGen) callers(o jsonObj) []bool {
	sec, ok := o["security"].([]any)
	if !ok || len(sec) == 0 {
		return []bool{false}
	}
	var out []bool
	for _, s := range sec {
		out = append(out, len(s.(jsonObj)) > 0)
	}
	return out
}

func keys(m jsonObj) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// send builds and sends one request of the operation.
func (g *requestGen) send(method, path string, o jsonObj, signedIn bool) response {
	g.t.Helper()
	token := ""
	if signedIn {
		token = g.acc.Token
		if path == "/api/auth/logout" || (method == "DELETE" && path == "/api/users/{id}") {
			token = g.login()
		}
	}
	target := path
	header := http.Header{}
	query := []string{}
	params, _ := o["parameters"].([]any)
	for _, p := range params {
		p := p.(jsonObj)
		name := p["name"].(string)
		switch p["in"] {
		case "path":
			v := g.pathParam(method, path)
			if name == "exportId" {
				v = g.dataExport()
			}
			target = strings.Replace(target, "{"+name+"}", v, 1)
		case "query":
			if p["required"] == true {
				query = append(query, name+"="+fmt.Sprint(g.value(name, p["schema"].(jsonObj))))
			}
		case "header":
			if p["required"] == true {
				header.Set(name, "") // set below, once the body is known
			}
		}
	}
	if len(query) > 0 {
		target += "?" + strings.Join(query, "&")
	}
	var body []byte
	if rb, ok := o["requestBody"].(jsonObj); ok && rb["required"] == true {
		content := rb["content"].(jsonObj)
		switch {
		case content["application/json"] != nil:
			body = g.jsonBody(method, path, content["application/json"].(jsonObj)["schema"].(jsonObj))
			header.Set("Content-Type", "application/json")
		case content["multipart/form-data"] != nil:
			var ctype string
			body, ctype = g.multipartBody(content["multipart/form-data"].(jsonObj))
			header.Set("Content-Type", ctype)
		default:
			g.t.Fatalf("%s %s: no request body of a media type this test builds: %v", method, path, keys(content))
		}
	}
	if _, ok := header["Stripe-Signature"]; ok {
		if body == nil {
			body = []byte(`{"id": "evt_requests", "object": "event", "type": "customer.created", "api_version": "2025-09-30.clover", "data": {"object": {}}}`)
			header.Set("Content-Type", "application/json")
		}
		header.Set("Stripe-Signature", signed(string(body), testWebhookSecret, time.Now()))
	}
	req := httptest.NewRequest(method, target, bytes.NewReader(body))
	req.RemoteAddr = "192.0.2.10:4711"
	for k, v := range header {
		req.Header[k] = v
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	g.app.handler.ServeHTTP(rec, req)
	return response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.String()}
}

// fixture is an object made for a request.
type fixture jsonObj

// id is the object's id ("none" when it could not be made).
func (f fixture) id() string {
	if id, ok := f["id"].(string); ok {
		return id
	}
	return "none"
}

// login opens a second session of the account (for the logout call).
func (g *requestGen) login() string {
	r := g.app.do("POST", "/api/auth/login", "", map[string]any{"email": g.acc.Email, "password": "s3cret-pass"})
	var out struct{ Token string }
	decode(g.t, r.Body, &out)
	return out.Token
}

// call sends a request the document describes and decodes its JSON answer.
func (g *requestGen) call(method, path string, body any) fixture {
	g.t.Helper()
	r := g.app.do(method, path, g.acc.Token, body)
	if r.Status >= 300 {
		g.t.Errorf("fixture %s %s: %d %s", method, path, r.Status, r.Body)
		return jsonObj{}
	}
	var v any
	decode(g.t, r.Body, &v)
	if list, ok := v.([]any); ok {
		if len(list) == 0 {
			g.t.Errorf("fixture %s %s: empty list", method, path)
			return jsonObj{}
		}
		return list[0].(jsonObj)
	}
	return v.(jsonObj)
}

// create makes an object with the operation op's smallest request.
func (g *requestGen) create(op string) fixture {
	g.t.Helper()
	method, path, _ := strings.Cut(op, " ")
	o, ok := g.doc["paths"].(jsonObj)[path].(jsonObj)[strings.ToLower(method)].(jsonObj)
	if !ok {
		g.t.Fatalf("no operation %s", op)
	}
	r := g.send(method, path, o, true)
	if r.Status >= 300 {
		g.t.Errorf("fixture %s: %d %s", op, r.Status, r.Body)
		return jsonObj{}
	}
	var v jsonObj
	decode(g.t, r.Body, &v)
	if item, ok := v["item"].(jsonObj); ok {
		return item
	}
	return v
}

// pathParam is a real object's id for the {id} of path: the caller for the
// user's paths, else an object made for this request (so that a DELETE
// does not take another request's object).
func (g *requestGen) pathParam(method, path string) string {
	g.t.Helper()
	prefix := path[:strings.Index(path, "{")]
	switch prefix {
	case "/api/users/":
		return g.acc.ID
	case "/api/saved-jobs/":
		if method == "GET" {
			return g.acc.ID // the saved jobs of user {id}
		}
		return g.create("POST /api/saved-jobs").id()
	case "/api/jobs/":
		return g.job()
	case "/api/skills/":
		return g.create("POST /api/skills").id()
	case "/api/applications/":
		return g.create("POST /api/applications").id()
	case "/api/resumes/":
		return g.create("POST /api/resumes").id()
	case "/api/career-goals/":
		return g.create("POST /api/career-goals").id()
	case "/api/career-milestones/":
		// Milestones are proposed from the gap to a goal's target role.
		g.call("POST", "/api/career-goals", map[string]any{"title": "Become a data analyst", "targetRole": "Data Analyst"})
		return g.call("GET", "/api/users/"+g.acc.ID+"/career-milestones", nil).id()
	case "/api/cover-letters/":
		return g.create("POST /api/cover-letters/generate").id()
	case "/api/application-responses/":
		return g.create("POST /api/application-responses/generate").id()
	case "/api/portfolio-summaries/":
		return g.create("POST /api/portfolio-summaries/generate").id()
	case "/api/learning/modules/":
		return g.module()
	case "/api/learning/challenges/":
		return g.challenge()
	case "/api/learning/tutor/":
		return g.create("POST /api/learning/tutor").id()
	case "/api/market-intelligence/transition-alerts/":
		g.create("POST /api/market-intelligence/generate")
		return g.call("GET", "/api/market-intelligence/transition-alerts", nil).id()
	case "/api/notifications/":
		return g.app.notify(g.acc.ID, "Request check "+strconv.Itoa(g.next()))
	case "/api/auth/sessions/":
		// Another session of the account, to end.
		g.login()
		var list []struct {
			ID      string
			Current bool
		}
		decode(g.t, g.app.do("GET", "/api/auth/sessions", g.acc.Token, nil).Body, &list)
		for _, s := range list {
			if !s.Current {
				return s.ID
			}
		}
		g.t.Error("no other session")
		return "none"
	}
	g.t.Fatalf("%s %s: the test knows no object for this path parameter", method, path)
	return ""
}

// challenge is a challenge the caller may start: the first one, unlocked
// by completing the modules it requires (each after its prerequisites).
func (g *requestGen) challenge() string {
	type ref struct{ ID string }
	var list []struct {
		ID       string
		Unlocked bool
		Requires []ref
	}
	for range 20 {
		decode(g.t, g.app.do("GET", "/api/learning/challenges", g.acc.Token, nil).Body, &list)
		if len(list) == 0 {
			break
		}
		if list[0].Unlocked {
			return list[0].ID
		}
		for _, m := range list[0].Requires {
			var mod struct{ MissingPrerequisites []ref }
			decode(g.t, g.app.do("GET", "/api/learning/modules/"+m.ID, g.acc.Token, nil).Body, &mod)
			for _, p := range append(mod.MissingPrerequisites, m) {
				g.app.do("POST", "/api/learning/complete-module", g.acc.Token, map[string]any{"moduleId": p.ID})
			}
		}
	}
	g.t.Error("no challenge could be unlocked")
	return "none"
}

// module is the first module of the first learning path.
func (g *requestGen) module() string {
	modules, _ := g.call("GET", "/api/learning/paths", nil)["modules"].([]any)
	if len(modules) == 0 {
		g.t.Error("no learning module")
		return "none"
	}
	return fixture(modules[0].(jsonObj)).id()
}

func (g *requestGen) next() int { g.seq++; return g.seq }

// job is a catalogue job, another on each call.
func (g *requestGen) job() string {
	if g.jobs == nil {
		r := g.app.do("GET", "/api/jobs?limit=200", "", nil)
		var jobs []struct{ ID string }
		decode(g.t, r.Body, &jobs)
		for _, j := range jobs {
			g.jobs = append(g.jobs, j.ID)
		}
		if len(g.jobs) == 0 {
			g.t.Fatal("no jobs in the catalogue")
		}
	}
	return g.jobs[g.next()%len(g.jobs)]
}

// dataExport is the id of the caller's data export, built.
func (g *requestGen) dataExport() string {
	g.t.Helper()
	r := g.app.do("POST", "/api/users/"+g.acc.ID+"/exports", g.acc.Token, nil)
	var out struct{ Export struct{ ID string } }
	decode(g.t, r.Body, &out)
	if _, err := g.app.server.BuildDataExports(context.Background()); err != nil || out.Export.ID == "" {
		g.t.Fatalf("data export: %v %s", err, r.Body)
	}
	return out.Export.ID
}

// reference is the value of a body field that names another object, by
// the field's name; ok is false for other fields.
func (g *requestGen) reference(name string) (v any, ok bool) {
	switch name {
	case "userId":
		return g.acc.ID, true
	case "jobId":
		return g.job(), true
	case "moduleId":
		return g.module(), true
	case "challengeId":
		return g.challenge(), true
	}
	return nil, false
}

func (g *requestGen) jsonBody(method, path string, s jsonObj) []byte {
	g.t.Helper()
	var v any
	switch path {
	case "/api/auth/login":
		v = map[string]any{"email": g.acc.Email, "password": "s3cret-pass"} // the account's own credentials
	case "/api/auth/password":
		v = map[string]any{"currentPassword": "s3cret-pass", "newPassword": "s3cret-pass"}
	case "/api/users/{id}":
		if method != "DELETE" {
			v = g.value("", s)
			break
		}
		v = map[string]any{"password": "s3cret-pass", "confirm": "DELETE"}
	case "/api/auth/reset-password":
		v = map[string]any{"token": g.accountToken(stride.TokenResetPassword), "password": "s3cret-pass"}
	case "/api/auth/verify-email":
		v = map[string]any{"token": g.accountToken(stride.TokenVerifyEmail)}
	case "/api/auth/2fa/enable":
		v = map[string]any{"code": g.totpCode(g.acc.ID, 0)}
	case "/api/auth/2fa/disable":
		// The next step's code: enable used this one.
		v = map[string]any{"password": "s3cret-pass", "code": g.totpCode(g.acc.ID, 30*time.Second)}
	case "/api/auth/login/2fa":
		v = g.twoFactorLogin()
	case "/api/auth/oidc/complete":
		v = map[string]any{"code": g.accountToken(stride.TokenProviderLogin)}
	default:
		v = g.value("", s)
	}
	b, err := json.Marshal(v)
	if err != nil {
		g.t.Fatal(err)
	}
	return b
}

// totpCode is the code of the user's two-factor secret, d from now.
func (g *requestGen) totpCode(userID string, d time.Duration) string {
	secret, _, err := g.app.svc.Accounts.TwoFactor(context.Background(), userID)
	if err != nil {
		g.t.Fatal(err)
	}
	code, err := auth.TOTPCode(secret, time.Now().Add(d))
	if err != nil {
		g.t.Fatal(err)
	}
	return code
}

// twoFactorLogin is the body of a sign-in's second step: another account
// with two-factor sign-in on, its challenge and its app's code.
func (g *requestGen) twoFactorLogin() map[string]any {
	acc := g.app.register(fmt.Sprintf("two-factor-%d@example.com", g.next()), "Tess")
	g.app.do("POST", "/api/auth/2fa/setup", acc.Token, nil)
	if r := g.app.do("POST", "/api/auth/2fa/enable", acc.Token, map[string]any{"code": g.totpCode(acc.ID, 0)}); r.Status != 200 {
		g.t.Fatalf("enable: %d %s", r.Status, r.Body)
	}
	var ch struct{ Challenge string }
	decode(g.t, g.app.do("POST", "/api/auth/login", "", map[string]any{"email": acc.Email, "password": "s3cret-pass"}).Body, &ch)
	return map[string]any{"challenge": ch.Challenge, "code": g.totpCode(acc.ID, 30*time.Second)}
}

// accountToken stores a token of purpose for the account, as an e-mail's
// link carries it.
func (g *requestGen) accountToken(purpose string) string {
	tok, hash, err := auth.NewToken()
	if err != nil {
		g.t.Fatal(err)
	}
	if err := g.app.svc.Accounts.CreateToken(context.Background(), stride.AccountToken{Hash: hash, UserID: g.acc.ID,
		Purpose: purpose, Email: g.acc.Email, Expire: time.Now().Add(time.Hour)}); err != nil {
		g.t.Fatal(err)
	}
	return tok
}

// resolve follows a $ref.
func (g *requestGen) resolve(s jsonObj) jsonObj {
	for {
		ref, ok := s["$ref"].(string)
		if !ok {
			return s
		}
		target := g.schemas[strings.TrimPrefix(ref, "#/components/schemas/")].(jsonObj)
		// Keywords beside $ref (such as required) apply too.
		merged := jsonObj{}
		for k, v := range target {
			merged[k] = v
		}
		for k, v := range s {
			if k != "$ref" {
				merged[k] = v
			}
		}
		s = merged
	}
}

// value is the smallest value the schema s allows for a field named name.
func (g *requestGen) value(name string, s jsonObj) any {
	s = g.resolve(s)
	if v, ok := g.reference(name); ok {
		return v
	}
	if c, ok := s["const"]; ok {
		return c
	}
	if e, ok := s["enum"].([]any); ok && len(e) > 0 {
		return e[0]
	}
	if e, ok := s["examples"].([]any); ok && len(e) > 0 {
		return e[0]
	}
	if alts, ok := s["anyOf"].([]any); ok {
		for _, a := range alts {
			if a := g.resolve(a.(jsonObj)); a["type"] != "null" {
				return g.value(name, a)
			}
		}
	}
	ty := s["type"]
	if list, ok := ty.([]any); ok {
		ty = list[0]
	}
	switch ty {
	case "object":
		out := jsonObj{}
		props, _ := s["properties"].(jsonObj)
		req, _ := s["required"].([]any)
		for _, r := range req {
			p, ok := props[r.(string)].(jsonObj)
			if !ok {
				g.t.Fatalf("required field %q has no schema", r)
			}
			out[r.(string)] = g.value(r.(string), p)
		}
		return out
	case "array":
		n := 0
		if m, ok := s["minItems"].(float64); ok {
			n = int(m)
		}
		out := []any{}
		for i := 0; i < n; i++ {
			out = append(out, g.value(name, s["items"].(jsonObj)))
		}
		return out
	case "integer", "number":
		if m, ok := s["minimum"].(float64); ok {
			return m
		}
		return 1
	case "boolean":
		return true
	case "string":
		switch s["format"] {
		case "email":
			return fmt.Sprintf("request-%d@example.com", g.next())
		case "date":
			return time.Now().AddDate(0, 1, 0).Format("2006-01-02")
		case "date-time":
			return time.Now().AddDate(0, 1, 0).UTC().Format(time.RFC3339)
		case "uri":
			return "https://example.com/stride"
		}
		v := fmt.Sprintf("Stride check %d", g.next()) // distinct, as names of a user's skills must be
		if m, ok := s["minLength"].(float64); ok && len(v) < int(m) {
			v += strings.Repeat(" and more", int(m)/9+1)
		}
		return v
	}
	return jsonObj{}
}

// multipartBody builds a form of the schema's required fields: a sample
// file of the documented media type for a file field, a value for the rest.
func (g *requestGen) multipartBody(media jsonObj) ([]byte, string) {
	g.t.Helper()
	s := g.resolve(media["schema"].(jsonObj))
	enc, _ := media["encoding"].(jsonObj)
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	props, _ := s["properties"].(jsonObj)
	req, _ := s["required"].([]any)
	for _, r := range req {
		name := r.(string)
		p := g.resolve(props[name].(jsonObj))
		if _, file := p["contentMediaType"]; !file {
			_ = mw.WriteField(name, fmt.Sprint(g.value(name, p)))
			continue
		}
		ctype := p["contentMediaType"].(string)
		if e, ok := enc[name].(jsonObj); ok {
			ctype = strings.TrimSpace(strings.Split(e["contentType"].(string), ",")[0])
		}
		filename, data := sampleFile(g.t, ctype)
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, name, filename))
		h.Set("Content-Type", ctype)
		w, err := mw.CreatePart(h)
		if err != nil {
			g.t.Fatal(err)
		}
		_, _ = w.Write(data)
	}
	_ = mw.Close()
	return b.Bytes(), mw.FormDataContentType()
}

// sampleFile is a real file of a media type the API documents for uploads.
func sampleFile(t *testing.T, ctype string) (string, []byte) {
	t.Helper()
	switch ctype {
	case "application/pdf":
		b, err := os.ReadFile("../resume/testdata/01-maya-chen.pdf")
		if err != nil {
			t.Fatal(err)
		}
		return "resume.pdf", b
	case "application/zip":
		var zb bytes.Buffer
		zw := zip.NewWriter(&zb)
		f, _ := zw.Create("Profile.csv")
		_, _ = f.Write([]byte("First Name,Last Name,Headline,Summary\nRita,Tester,Data Analyst,Turns data into decisions.\n"))
		_ = zw.Close()
		return "Basic_LinkedInDataExport.zip", zb.Bytes()
	}
	t.Fatalf("no sample file of type %q", ctype)
	return "", nil
}
