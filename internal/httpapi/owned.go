package httpapi

import (
	"context"
	"net/http"
)

// The handlers of per-user records share one shape: the body is decoded,
// its userId (if any) must be the caller's, it is validated, and the store
// acts for the caller. These helpers make that shape once.

// decodeOwned decodes a body whose owner, if named, must be the caller.
func decodeOwned[In any](w http.ResponseWriter, r *http.Request, owner func(*In) string, validate func(*In) error) (string, In, error) {
	var in In
	if _, err := currentUser(r); err != nil {
		return "", in, err
	}
	if err := decodeJSON(w, r, &in); err != nil {
		return "", in, err
	}
	u, err := ownerOf(r, owner(&in))
	if err != nil {
		return "", in, err
	}
	return u.ID, in, validate(&in)
}

// createOwned serves POST of a per-user record: 201 with what was stored.
func createOwned[In, Out any](owner func(*In) string, validate func(*In) error,
	create func(ctx context.Context, userID string, in In) (Out, error)) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		userID, in, err := decodeOwned(w, r, owner, validate)
		if err != nil {
			return err
		}
		out, err := create(r.Context(), userID, in)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusCreated, out)
		return nil
	}
}

// updateOwned serves PUT or PATCH of the caller's record {id}.
func updateOwned[In, Out any](owner func(*In) string, validate func(*In) error,
	update func(ctx context.Context, userID, id string, in In) (Out, error)) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		userID, in, err := decodeOwned(w, r, owner, validate)
		if err != nil {
			return err
		}
		out, err := update(r.Context(), userID, r.PathValue("id"), in)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, out)
		return nil
	}
}

// deleteOwned serves DELETE of the caller's record {id}: 204.
func deleteOwned(del func(ctx context.Context, userID, id string) error) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		u, err := currentUser(r)
		if err != nil {
			return err
		}
		if err := del(r.Context(), u.ID, r.PathValue("id")); err != nil {
			return err
		}
		w.WriteHeader(http.StatusNoContent)
		return nil
	}
}

// readOwn serves GET /api/users/{id}/<things> (and the like): what read
// returns for the caller, who must be {id}.
func readOwn[T any](read func(ctx context.Context, userID string) (T, error)) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		u, err := ownerOf(r, r.PathValue("id"))
		if err != nil {
			return err
		}
		out, err := read(r.Context(), u.ID)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, out)
		return nil
	}
}

// readCurrent answers what read returns for the signed-in user.
func readCurrent[T any](w http.ResponseWriter, r *http.Request, read func(ctx context.Context, userID string) (T, error)) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	out, err := read(r.Context(), u.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// forOwner serves a POST whose body is {userId} (optional, must be the
// caller's) and whose answer is computed for the caller.
func forOwner[Out any](status int, fn func(ctx context.Context, userID string) (Out, error)) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		if _, err := currentUser(r); err != nil {
			return err
		}
		var in struct {
			UserID string `json:"userId"`
		}
		if r.ContentLength != 0 {
			if err := decodeJSON(w, r, &in); err != nil {
				return err
			}
		}
		u, err := ownerOf(r, in.UserID)
		if err != nil {
			return err
		}
		out, err := fn(r.Context(), u.ID)
		if err != nil {
			return err
		}
		writeJSON(w, status, out)
		return nil
	}
}

// readOwnItem serves GET of one of the caller's records {id}.
func readOwnItem[T any](find func(ctx context.Context, userID, id string) (T, error)) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		u, err := currentUser(r)
		if err != nil {
			return err
		}
		out, err := find(r.Context(), u.ID, r.PathValue("id"))
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, out)
		return nil
	}
}
