package sqldb

import (
	"database/sql/driver"
	"encoding/json"
	"fmt"
	"reflect"
)

// jsonValue stores a Go value as JSON text (SQLite) or JSONB (PostgreSQL).
type jsonValue[T any] struct{ V *T }

func jsonOf[T any](v *T) jsonValue[T] { return jsonValue[T]{V: v} }

// Value encodes the value; a nil slice is stored as [] and a nil map as {}
// rather than null (the list and object columns are NOT NULL).
func (j jsonValue[T]) Value() (driver.Value, error) {
	b, err := json.Marshal(j.V)
	if err != nil {
		return nil, err
	}
	if string(b) == "null" {
		switch reflect.TypeFor[T]().Kind() {
		case reflect.Slice, reflect.Array:
			return "[]", nil
		case reflect.Map:
			return "{}", nil
		}
		var zero T
		if b, err = json.Marshal(zero); err != nil {
			return nil, err
		}
		if string(b) == "null" {
			return nil, nil
		}
	}
	return string(b), nil
}

// Scan decodes JSON from a string or bytes; NULL leaves the zero value.
func (j jsonValue[T]) Scan(src any) error {
	var b []byte
	switch s := src.(type) {
	case nil:
		return nil
	case string:
		b = []byte(s)
	case []byte:
		b = s
	default:
		return fmt.Errorf("scan json: unsupported type %T", src)
	}
	return json.Unmarshal(b, j.V)
}

// rawJSON scans a JSON column into json.RawMessage (nil for NULL).
type rawJSON struct{ V *json.RawMessage }

func (r rawJSON) Scan(src any) error {
	switch s := src.(type) {
	case nil:
		*r.V = nil
	case string:
		*r.V = json.RawMessage(s)
	case []byte:
		*r.V = append(json.RawMessage(nil), s...)
	default:
		return fmt.Errorf("scan json: unsupported type %T", src)
	}
	return nil
}
