package httpapi

import (
	"context"
	"net/http"
)

// listOwn serves GET /api/users/{id}/<things>: the caller's own rows only.
func listOwn[T any](list func(ctx context.Context, userID string) ([]T, error)) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		u, err := ownerOf(r, r.PathValue("id"))
		if err != nil {
			return err
		}
		rows, err := list(r.Context(), u.ID)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, rows)
		return nil
	}
}
