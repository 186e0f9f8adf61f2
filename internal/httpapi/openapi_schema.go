package httpapi

import (
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/stride-oss/stride"
)

// The JSON Schemas of the API document (openapi.go), derived from the Go
// types by reflection and narrowed by fieldRules (openapi_rules.go).

// schemaGen turns Go types into JSON Schemas (OpenAPI 3.1 is JSON Schema
// 2020-12), as encoding/json writes them: named structs become components.
type schemaGen struct {
	defs  obj
	named map[reflect.Type]string
	used  map[reflect.Type]bool // the types of fieldRules met
}

var timeType = reflect.TypeFor[time.Time]()

func (g *schemaGen) schema(t reflect.Type) obj {
	switch {
	case t == timeType:
		return obj{"type": "string", "format": "date-time"}
	case t == reflect.TypeFor[stride.FlexTime]():
		return obj{"type": "string", "description": "a date (2026-01-31) or date-time"}
	case t == reflect.TypeFor[json.RawMessage]():
		return obj{}
	case t == reflect.TypeFor[formFile]():
		return obj{"type": "string", "contentMediaType": "application/octet-stream"}
	case t == reflect.TypeFor[stride.Answer]():
		return obj{"anyOf": []any{obj{"type": "string"}, obj{"type": "array", "items": obj{"type": "string"}}}}
	case t == reflect.TypeFor[stride.YearsExperience]():
		return obj{"type": []any{"integer", "string"}, "description": "whole years; a numeric string is read as a number"}
	case t.Implements(reflect.TypeFor[json.Marshaler]()) && t.Kind() != reflect.Pointer:
		return obj{"description": "any JSON value"}
	}
	switch t.Kind() {
	case reflect.Pointer:
		inner := g.schema(t.Elem())
		if ty, ok := inner["type"].(string); ok {
			inner["type"] = []any{ty, "null"}
			return inner
		}
		return obj{"anyOf": []any{inner, obj{"type": "null"}}}
	case reflect.String:
		return obj{"type": "string"}
	case reflect.Bool:
		return obj{"type": "boolean"}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return obj{"type": "integer"}
	case reflect.Float32, reflect.Float64:
		return obj{"type": "number"}
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			return obj{"type": "string", "contentEncoding": "base64"}
		}
		return obj{"type": "array", "items": g.schema(t.Elem())}
	case reflect.Map:
		return obj{"type": "object", "additionalProperties": g.schema(t.Elem())}
	case reflect.Interface:
		return obj{}
	case reflect.Struct:
		if t.Name() == "" {
			return g.structSchema(t)
		}
		name, ok := g.named[t]
		if !ok {
			name = g.componentName(t)
			g.named[t] = name
			g.defs[name] = obj{} // placeholder for recursive types
			g.defs[name] = g.structSchema(t)
		}
		return obj{"$ref": "#/components/schemas/" + name}
	}
	return obj{}
}

// componentName is a type's name, prefixed by its package when it is not
// the domain's (ai.Question → AiQuestion) or is the API's own.
func (g *schemaGen) componentName(t reflect.Type) string {
	name := t.Name()
	if i := strings.IndexByte(name, '['); i >= 0 {
		name = name[:i]
	}
	pkg := t.PkgPath()[strings.LastIndexByte(t.PkgPath(), '/')+1:]
	if pkg != "stride" {
		name = strings.ToUpper(pkg[:1]) + pkg[1:] + strings.ToUpper(name[:1]) + name[1:]
	}
	base, n := name, 2
	for {
		if _, taken := g.defs[name]; !taken {
			return name
		}
		name = base + strconv.Itoa(n)
		n++
	}
}

func (g *schemaGen) structSchema(t reflect.Type) obj { return g.objectSchema(t, true) }

// objectSchema is the schema of the struct t with the keywords of its
// fieldRules; withRequired adds the fields it requires.
func (g *schemaGen) objectSchema(t reflect.Type, withRequired bool) obj {
	props := obj{}
	g.fields(t, props)
	s := obj{"type": "object", "properties": props}
	rules, ok := fieldRules[t]
	if !ok {
		return s
	}
	g.used[t] = true
	for name, fragment := range rules.Fields {
		p, ok := props[name].(obj)
		if !ok {
			panic("openapi: fieldRules of " + t.String() + " name " + name + ", which it does not have")
		}
		for k, v := range fragment {
			p[k] = g.fragment(v)
		}
		if e, ok := p["enum"].([]any); ok && nullable(p) {
			p["enum"] = append(e, nil)
		}
	}
	if withRequired && len(rules.Required) > 0 {
		req := make([]any, 0, len(rules.Required))
		for _, name := range rules.Required {
			p, ok := props[name].(obj)
			if !ok {
				panic("openapi: fieldRules of " + t.String() + " require " + name + ", which it does not have")
			}
			props[name] = notNull(p)
			req = append(req, name)
		}
		s["required"] = req
	}
	if rules.Closed {
		s["additionalProperties"] = false
	}
	return s
}

// partialSchema is the schema of a partial update of the struct t: its
// fields, none required, as a component named after t's with "Update".
func (g *schemaGen) partialSchema(t reflect.Type) obj {
	g.schema(t)
	name := g.named[t] + "Update"
	if _, ok := g.defs[name]; !ok {
		g.defs[name] = g.objectSchema(t, false)
	}
	return obj{"$ref": "#/components/schemas/" + name}
}

// fragment resolves the reflect.Type values of a fieldRules fragment to
// their schemas.
func (g *schemaGen) fragment(v any) any {
	switch v := v.(type) {
	case reflect.Type:
		return g.schema(v)
	case obj:
		out := obj{}
		for k, x := range v {
			out[k] = g.fragment(x)
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = g.fragment(x)
		}
		return out
	}
	return v
}

// nullable reports whether a schema's type allows null.
func nullable(s obj) bool {
	ty, _ := s["type"].([]any)
	for _, x := range ty {
		if x == "null" {
			return true
		}
	}
	return false
}

// notNull drops null from the types a schema allows: a required field
// must hold a value.
func notNull(s obj) obj {
	switch ty := s["type"].(type) {
	case []any:
		var keep []any
		for _, x := range ty {
			if x != "null" {
				keep = append(keep, x)
			}
		}
		if len(keep) == 1 {
			s["type"] = keep[0]
		} else {
			s["type"] = keep
		}
		if e, ok := s["enum"].([]any); ok && len(e) > 0 && e[len(e)-1] == nil {
			s["enum"] = e[:len(e)-1]
		}
	}
	if alts, ok := s["anyOf"].([]any); ok && len(alts) == 2 {
		if n, ok := alts[1].(obj); ok && n["type"] == "null" && len(n) == 1 {
			inner := alts[0].(obj)
			delete(s, "anyOf")
			for k, v := range inner {
				s[k] = v
			}
		}
	}
	return s
}

// formEncoding is the encoding of a multipart form's file fields: the
// media types each accepts.
func formEncoding(t reflect.Type) obj {
	enc := obj{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if accept := f.Tag.Get("accept"); accept != "" {
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			enc[name] = obj{"contentType": accept}
		}
	}
	return enc
}

// enum is the schema of a string with one of values.
func enum(values []string) obj {
	list := make([]any, len(values))
	for i, v := range values {
		list[i] = v
	}
	return obj{"type": "string", "enum": list}
}

// fields adds t's JSON fields to props, flattening embedded structs as
// encoding/json does. Required fields and narrower values come from
// fieldRules (openapi_rules.go).
func (g *schemaGen) fields(t reflect.Type, props obj) {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				g.fields(ft, props)
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		s := g.schema(f.Type)
		if strings.Contains(opts, "string") {
			s = obj{"type": "string"}
		}
		props[name] = s
	}
}
