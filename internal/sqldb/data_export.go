package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/stride-oss/stride"
)

// DataExportService implements stride.DataExportService.
type DataExportService struct{ db *DB }

// NewDataExportService returns the data export store of db.
func NewDataExportService(db *DB) *DataExportService { return &DataExportService{db: db} }

var _ stride.DataExportService = (*DataExportService)(nil)

const dataExportCols = `id, user_id, status, message, site, attempts, size, created_at, ready_at, expires_at`

func scanDataExport(row interface{ Scan(...any) error }) (*stride.DataExport, error) {
	var e stride.DataExport
	var ready, expires time.Time
	if err := row.Scan(&e.ID, &e.UserID, &e.Status, &e.Message, &e.Site, &e.Attempts, &e.Size,
		anyTime{&e.CreatedAt}, anyTime{&ready}, anyTime{&expires}); err != nil {
		return nil, err
	}
	if !ready.IsZero() {
		e.ReadyAt = &ready
	}
	if !expires.IsZero() {
		e.ExpiresAt = &expires
	}
	return &e, nil
}

func notFoundExport(err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return stride.Errorf(stride.ENOTFOUND, stride.MsgExportNotFound)
	}
	return err
}

// RequestDataExport starts a job unless one is being prepared.
func (s *DataExportService) RequestDataExport(ctx context.Context, userID, id, site string, now time.Time) (*stride.DataExport, bool, error) {
	var e *stride.DataExport
	created := false
	err := s.db.update(ctx, func(tx *Tx) error {
		old, err := scanDataExport(tx.queryRow(ctx, `SELECT `+dataExportCols+` FROM data_exports WHERE user_id = ?`, userID))
		switch {
		case err == nil && old.Status == stride.ExportPreparing:
			e = old
			return nil
		case err == nil:
			if _, err := tx.exec(ctx, `DELETE FROM data_exports WHERE id = ?`, old.ID); err != nil {
				return fmt.Errorf("replace data export: %w", err)
			}
		case !errors.Is(err, sql.ErrNoRows):
			return fmt.Errorf("find data export: %w", err)
		}
		e, err = scanDataExport(tx.queryRow(ctx, `INSERT INTO data_exports (id, user_id, status, site, created_at)
			VALUES (?, ?, ?, ?, ?) RETURNING `+dataExportCols, id, userID, stride.ExportPreparing, site, now))
		if err != nil {
			return fmt.Errorf("insert data export: %w", err)
		}
		created = true
		return nil
	})
	if isUniqueViolation(err) {
		// Another replica started one for the user at the same moment.
		e, err = s.LatestDataExport(ctx, userID)
		return e, false, err
	}
	return e, created, err
}

// LatestDataExport returns the user's export.
func (s *DataExportService) LatestDataExport(ctx context.Context, userID string) (*stride.DataExport, error) {
	e, err := scanDataExport(s.db.reader().queryRow(ctx, `SELECT `+dataExportCols+` FROM data_exports WHERE user_id = ?`, userID))
	return e, notFoundExport(err)
}

// ClaimDataExport takes the oldest waiting job. The claim repeats its
// conditions on the row it updates, so that of two replicas claiming at
// once only one gets it (PostgreSQL re-checks them on the locked row).
func (s *DataExportService) ClaimDataExport(ctx context.Context, now time.Time, lease time.Duration) (*stride.DataExport, error) {
	var e *stride.DataExport
	err := s.db.update(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `UPDATE data_exports SET status = ?, message = ?, lease_until = NULL, ready_at = ?
			WHERE status = ? AND attempts >= ? AND lease_until < ?`,
			stride.ExportFailed, stride.MsgExportInterrupted, now, stride.ExportPreparing, stride.DataExportAttempts, now); err != nil {
			return fmt.Errorf("fail interrupted data exports: %w", err)
		}
		var err error
		e, err = scanDataExport(tx.queryRow(ctx, `UPDATE data_exports SET lease_until = ?, attempts = attempts + 1
			WHERE id = (SELECT id FROM data_exports WHERE status = ? AND (lease_until IS NULL OR lease_until < ?)
				ORDER BY created_at LIMIT 1)
			AND status = ? AND (lease_until IS NULL OR lease_until < ?)
			RETURNING `+dataExportCols, now.Add(lease), stride.ExportPreparing, now, stride.ExportPreparing, now))
		if errors.Is(err, sql.ErrNoRows) {
			return nil // keeps the jobs just marked failed
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("claim data export: %w", err)
	}
	if e == nil {
		return nil, stride.Errorf(stride.ENOTFOUND, "no data export is waiting")
	}
	return e, nil
}

// FinishDataExport stores the ZIP and marks the job ready.
func (s *DataExportService) FinishDataExport(ctx context.Context, id string, zip []byte, now, expires time.Time) error {
	return s.db.update(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE data_exports SET status = ?, zip = ?, size = ?, ready_at = ?, expires_at = ?, lease_until = NULL
			WHERE id = ? AND status = ?`, stride.ExportReady, zip, len(zip), now, expires, id, stride.ExportPreparing)
		if err != nil {
			return fmt.Errorf("finish data export: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return stride.Errorf(stride.ENOTFOUND, stride.MsgExportNotFound)
		}
		return nil
	})
}

// FailDataExport marks a job failed.
func (s *DataExportService) FailDataExport(ctx context.Context, id, message string, now time.Time) error {
	return s.db.update(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `UPDATE data_exports SET status = ?, message = ?, ready_at = ?, lease_until = NULL
			WHERE id = ? AND status = ?`, stride.ExportFailed, message, now, id, stride.ExportPreparing)
		return err
	})
}

// ReleaseDataExport gives back a job's lease and the attempt it counted.
func (s *DataExportService) ReleaseDataExport(ctx context.Context, id string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `UPDATE data_exports SET lease_until = NULL, attempts = attempts - 1
			WHERE id = ? AND status = ? AND attempts > 0`, id, stride.ExportPreparing)
		return err
	})
}

// DataExportZIP returns the user's export of that id and its ZIP.
func (s *DataExportService) DataExportZIP(ctx context.Context, userID, id string) (*stride.DataExport, []byte, error) {
	var zip []byte
	var e stride.DataExport
	var ready, expires time.Time
	err := s.db.reader().queryRow(ctx, `SELECT `+dataExportCols+`, zip FROM data_exports WHERE id = ? AND user_id = ?`, id, userID).
		Scan(&e.ID, &e.UserID, &e.Status, &e.Message, &e.Site, &e.Attempts, &e.Size,
			anyTime{&e.CreatedAt}, anyTime{&ready}, anyTime{&expires}, &zip)
	if err != nil {
		return nil, nil, notFoundExport(err)
	}
	if !ready.IsZero() {
		e.ReadyAt = &ready
	}
	if !expires.IsZero() {
		e.ExpiresAt = &expires
	}
	return &e, zip, nil
}

// ExpireDataExports deletes the ZIP files of expired exports.
func (s *DataExportService) ExpireDataExports(ctx context.Context, now time.Time) (int64, error) {
	var n int64
	err := s.db.update(ctx, func(tx *Tx) error {
		var err error
		n, err = expireDataExports(ctx, tx, now)
		return err
	})
	return n, err
}

func expireDataExports(ctx context.Context, tx *Tx, now time.Time) (int64, error) {
	res, err := tx.exec(ctx, `UPDATE data_exports SET status = ?, zip = NULL WHERE status = ? AND expires_at <= ?`,
		stride.ExportExpired, stride.ExportReady, now)
	if err != nil {
		return 0, fmt.Errorf("expire data exports: %w", err)
	}
	return res.RowsAffected()
}
