package httpapi_test

import (
	"strings"
	"testing"

	"github.com/pb33f/libopenapi"
	"github.com/pb33f/libopenapi-validator/schema_validation"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// TestOpenAPIValidAgainstSpec validates the served document against the
// OpenAPI 3.1 specification's own JSON Schema (libopenapi-validator) and
// builds its model (libopenapi), which resolves every reference.
func TestOpenAPIValidAgainstSpec(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{})
	body := app.do("GET", "/api/openapi.json", "", nil).Body
	doc, err := libopenapi.NewDocument([]byte(body))
	if err != nil {
		t.Fatal(err)
	}
	if v := doc.GetVersion(); !strings.HasPrefix(v, "3.1.") {
		t.Fatalf("version %q", v)
	}
	ok, errs := schema_validation.ValidateOpenAPIDocument(doc)
	for _, e := range errs {
		t.Errorf("%s: %s", e.Message, e.Reason)
		for _, s := range e.SchemaValidationErrors {
			t.Errorf("  %s at %s (line %d)", s.Reason, s.FieldPath, s.Line)
		}
	}
	if !ok {
		t.Fatal("the document does not validate against the OpenAPI 3.1 schema")
	}
	model, err := doc.BuildV3Model()
	if err != nil {
		t.Fatalf("build the model: %v", err)
	}
	if n := model.Model.Paths.PathItems.Len(); n < 50 {
		t.Fatalf("the model has %d paths", n)
	}
}
