package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
)

// MaterialService implements stride.MaterialService: cover letters,
// application responses and portfolio summaries.
type MaterialService struct{ db *DB }

// NewMaterialService returns the materials store of db.
func NewMaterialService(db *DB) *MaterialService { return &MaterialService{db: db} }

var _ stride.MaterialService = (*MaterialService)(nil)

// nullText scans a nullable text column into a string ("" for NULL).
type nullText struct{ s *string }

func (n nullText) Scan(src any) error {
	var ns sql.NullString
	if err := ns.Scan(src); err != nil {
		return err
	}
	*n.s = ns.String
	return nil
}

func orNull(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// jobRef keeps a job id only when the job exists and is userID's to see
// (the column references jobs; a saved job or application may name one
// that is gone).
func jobRef(ctx context.Context, tx *Tx, userID string, id *string) (any, error) {
	if id == nil || *id == "" {
		return nil, nil
	}
	var one int
	err := tx.queryRow(ctx, `SELECT 1 FROM jobs j WHERE j.id = ? AND `+visibleJob, *id, userID).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return *id, nil
}

// owned turns a missing row or another user's row into the right error.
func owned(err error, owner, userID, notFound string) error {
	if errors.Is(err, sql.ErrNoRows) {
		return stride.Errorf(stride.ENOTFOUND, "%s", notFound)
	} else if err != nil {
		return err
	} else if owner != userID {
		return stride.Errorf(stride.EFORBIDDEN, stride.MsgForbidden)
	}
	return nil
}

func (s *MaterialService) deleteOwned(ctx context.Context, table, userID, id, notFound string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		var owner string
		err := tx.queryRow(ctx, `SELECT user_id FROM `+table+` WHERE id = ?`, id).Scan(&owner)
		if err := owned(err, owner, userID, notFound); err != nil {
			return err
		}
		_, err = tx.exec(ctx, `DELETE FROM `+table+` WHERE id = ?`, id)
		return err
	})
}

// Cover letters.

func (s *MaterialService) coverLetterColumns() string {
	return `id, user_id, job_id, title, content, job_title, company, tone, template, customizations, generation_params,
		iteration_history, is_default, created_at, ` + s.db.timeText("COALESCE(updated_at, created_at)")
}

func scanCoverLetter(r rowScanner) (*stride.CoverLetter, error) {
	var c stride.CoverLetter
	if err := r.Scan(&c.ID, &c.UserID, &c.JobID, &c.Title, &c.Content, nullText{&c.JobTitle}, nullText{&c.Company}, &c.Tone,
		&c.Template, rawJSON{&c.Customizations}, rawJSON{&c.GenerationParams}, jsonOf(&c.IterationHistory), &c.IsDefault,
		&c.CreatedAt, anyTime{&c.UpdatedAt}); err != nil {
		return nil, err
	}
	c.CompanyName = c.Company
	if c.IterationHistory == nil {
		c.IterationHistory = []stride.Iteration{}
	}
	c.WordCount = stride.WordCount(c.Content)
	return &c, nil
}

// ListCoverLetters returns the user's cover letters, newest first.
func (s *MaterialService) ListCoverLetters(ctx context.Context, userID string) ([]stride.CoverLetter, error) {
	rows, err := s.db.reader().query(ctx, `SELECT `+s.coverLetterColumns()+` FROM cover_letters WHERE user_id = ?
		ORDER BY created_at DESC, id DESC`, userID)
	if err != nil {
		return nil, fmt.Errorf("list cover letters: %w", err)
	}
	defer rows.Close()
	out := []stride.CoverLetter{}
	for rows.Next() {
		c, err := scanCoverLetter(rows)
		if err != nil {
			return nil, fmt.Errorf("scan cover letter: %w", err)
		}
		out = append(out, *c)
	}
	return out, rows.Err()
}

func (s *MaterialService) findCoverLetter(ctx context.Context, tx *Tx, userID, id string) (*stride.CoverLetter, error) {
	c, err := scanCoverLetter(tx.queryRow(ctx, `SELECT `+s.coverLetterColumns()+` FROM cover_letters WHERE id = ?`, id))
	owner := ""
	if c != nil {
		owner = c.UserID
	}
	if err := owned(err, owner, userID, stride.MsgCoverLetterNotFound); err != nil {
		return nil, err
	}
	return c, nil
}

// FindCoverLetter returns one of the user's cover letters.
func (s *MaterialService) FindCoverLetter(ctx context.Context, userID, id string) (*stride.CoverLetter, error) {
	return s.findCoverLetter(ctx, s.db.reader(), userID, id)
}

// CreateCoverLetter stores a new letter for the user and fills c from the
// stored row.
func (s *MaterialService) CreateCoverLetter(ctx context.Context, userID string, c *stride.CoverLetter) error {
	return s.db.update(ctx, func(tx *Tx) error {
		job, err := jobRef(ctx, tx, userID, c.JobID)
		if err != nil {
			return err
		}
		id, now := uuid.NewString(), tx.db.Now()
		if _, err := tx.exec(ctx, `INSERT INTO cover_letters (id, user_id, job_id, title, content, job_title, company, tone, template,
			customizations, generation_params, iteration_history, is_default, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, userID, job, c.Title, c.Content, orNull(c.JobTitle), orNull(c.Company), c.Tone, c.Template,
			rawOrNull(c.Customizations), rawOrNull(c.GenerationParams), jsonOf(&c.IterationHistory), c.IsDefault, now, now); err != nil {
			return fmt.Errorf("insert cover letter: %w", err)
		}
		out, err := s.findCoverLetter(ctx, tx, userID, id)
		if err == nil {
			*c = *out
		}
		return err
	})
}

// UpdateCoverLetter stores the letter's changed fields.
func (s *MaterialService) UpdateCoverLetter(ctx context.Context, userID string, c *stride.CoverLetter) error {
	return s.db.update(ctx, func(tx *Tx) error {
		if _, err := s.findCoverLetter(ctx, tx, userID, c.ID); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `UPDATE cover_letters SET title = ?, content = ?, tone = ?, template = ?, generation_params = ?,
			iteration_history = ?, updated_at = ? WHERE id = ?`,
			c.Title, c.Content, c.Tone, c.Template, rawOrNull(c.GenerationParams), jsonOf(&c.IterationHistory), tx.db.Now(), c.ID); err != nil {
			return fmt.Errorf("update cover letter: %w", err)
		}
		out, err := s.findCoverLetter(ctx, tx, userID, c.ID)
		if err == nil {
			*c = *out
		}
		return err
	})
}

// DeleteCoverLetter removes one of the user's letters.
func (s *MaterialService) DeleteCoverLetter(ctx context.Context, userID, id string) error {
	return s.deleteOwned(ctx, "cover_letters", userID, id, stride.MsgCoverLetterNotFound)
}

// Application responses.

func (s *MaterialService) responseColumns() string {
	return `id, user_id, job_id, question, response, response_type, word_limit, tone_guidance, keywords, refinement_notes,
		generation_context, iteration_history, created_at, ` + s.db.timeText("COALESCE(updated_at, created_at)")
}

func scanResponse(r rowScanner) (*stride.ApplicationResponse, error) {
	var a stride.ApplicationResponse
	var limit sql.NullInt64
	if err := r.Scan(&a.ID, &a.UserID, &a.JobID, &a.Question, &a.Response, &a.ResponseType, &limit, nullText{&a.ToneGuidance},
		jsonOf(&a.Keywords), nullText{&a.RefinementNotes}, rawJSON{&a.GenerationContext}, jsonOf(&a.IterationHistory),
		&a.CreatedAt, anyTime{&a.UpdatedAt}); err != nil {
		return nil, err
	}
	a.WordLimit = int(limit.Int64)
	a.ResponseTypeCard = a.ResponseType
	if a.Keywords == nil {
		a.Keywords = []string{}
	}
	if a.IterationHistory == nil {
		a.IterationHistory = []stride.Iteration{}
	}
	a.WordCount = stride.WordCount(a.Response)
	return &a, nil
}

// ListApplicationResponses returns the user's responses, newest first.
func (s *MaterialService) ListApplicationResponses(ctx context.Context, userID string) ([]stride.ApplicationResponse, error) {
	rows, err := s.db.reader().query(ctx, `SELECT `+s.responseColumns()+` FROM application_responses WHERE user_id = ?
		ORDER BY created_at DESC, id DESC`, userID)
	if err != nil {
		return nil, fmt.Errorf("list application responses: %w", err)
	}
	defer rows.Close()
	out := []stride.ApplicationResponse{}
	for rows.Next() {
		a, err := scanResponse(rows)
		if err != nil {
			return nil, fmt.Errorf("scan application response: %w", err)
		}
		out = append(out, *a)
	}
	return out, rows.Err()
}

func (s *MaterialService) findResponse(ctx context.Context, tx *Tx, userID, id string) (*stride.ApplicationResponse, error) {
	a, err := scanResponse(tx.queryRow(ctx, `SELECT `+s.responseColumns()+` FROM application_responses WHERE id = ?`, id))
	owner := ""
	if a != nil {
		owner = a.UserID
	}
	if err := owned(err, owner, userID, stride.MsgResponseNotFound); err != nil {
		return nil, err
	}
	return a, nil
}

// FindApplicationResponse returns one of the user's responses.
func (s *MaterialService) FindApplicationResponse(ctx context.Context, userID, id string) (*stride.ApplicationResponse, error) {
	return s.findResponse(ctx, s.db.reader(), userID, id)
}

// CreateApplicationResponse stores a new response and fills a from the row.
func (s *MaterialService) CreateApplicationResponse(ctx context.Context, userID string, a *stride.ApplicationResponse) error {
	return s.db.update(ctx, func(tx *Tx) error {
		job, err := jobRef(ctx, tx, userID, a.JobID)
		if err != nil {
			return err
		}
		id, now := uuid.NewString(), tx.db.Now()
		if _, err := tx.exec(ctx, `INSERT INTO application_responses (id, user_id, job_id, question, response, response_type,
			word_limit, tone_guidance, keywords, refinement_notes, generation_context, iteration_history, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, userID, job, a.Question, a.Response, a.ResponseType, a.WordLimit, orNull(a.ToneGuidance), jsonOf(&a.Keywords),
			orNull(a.RefinementNotes), rawOrNull(a.GenerationContext), jsonOf(&a.IterationHistory), now, now); err != nil {
			return fmt.Errorf("insert application response: %w", err)
		}
		out, err := s.findResponse(ctx, tx, userID, id)
		if err == nil {
			*a = *out
		}
		return err
	})
}

// UpdateApplicationResponse stores the response's changed fields.
func (s *MaterialService) UpdateApplicationResponse(ctx context.Context, userID string, a *stride.ApplicationResponse) error {
	return s.db.update(ctx, func(tx *Tx) error {
		if _, err := s.findResponse(ctx, tx, userID, a.ID); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `UPDATE application_responses SET question = ?, response = ?, tone_guidance = ?,
			refinement_notes = ?, generation_context = ?, iteration_history = ?, updated_at = ? WHERE id = ?`,
			a.Question, a.Response, orNull(a.ToneGuidance), orNull(a.RefinementNotes), rawOrNull(a.GenerationContext),
			jsonOf(&a.IterationHistory), tx.db.Now(), a.ID); err != nil {
			return fmt.Errorf("update application response: %w", err)
		}
		out, err := s.findResponse(ctx, tx, userID, a.ID)
		if err == nil {
			*a = *out
		}
		return err
	})
}

// DeleteApplicationResponse removes one of the user's responses.
func (s *MaterialService) DeleteApplicationResponse(ctx context.Context, userID, id string) error {
	return s.deleteOwned(ctx, "application_responses", userID, id, stride.MsgResponseNotFound)
}

// Portfolio summaries.

func (s *MaterialService) portfolioColumns() string {
	return `id, user_id, title, description, projects, layout, theme, highlighted_skills, target_audience, call_to_action,
		generated_summary, seo_keywords, customizations, iteration_history, created_at, ` + s.db.timeText("COALESCE(updated_at, created_at)")
}

func scanPortfolio(r rowScanner) (*stride.PortfolioSummary, error) {
	var p stride.PortfolioSummary
	if err := r.Scan(&p.ID, &p.UserID, &p.Title, &p.Description, jsonOf(&p.Projects), &p.Layout, &p.Theme, jsonOf(&p.HighlightedSkills),
		nullText{&p.TargetAudience}, nullText{&p.CallToAction}, nullText{&p.GeneratedSummary}, jsonOf(&p.SEOKeywords),
		rawJSON{&p.Customizations}, jsonOf(&p.IterationHistory), &p.CreatedAt, anyTime{&p.UpdatedAt}); err != nil {
		return nil, err
	}
	p.TargetAudienceCard = p.TargetAudience
	for _, l := range []*[]string{&p.HighlightedSkills, &p.SEOKeywords} {
		if *l == nil {
			*l = []string{}
		}
	}
	if p.Projects == nil {
		p.Projects = []stride.PortfolioProject{}
	}
	if p.IterationHistory == nil {
		p.IterationHistory = []stride.Iteration{}
	}
	p.WordCount = stride.WordCount(p.GeneratedSummary)
	return &p, nil
}

// ListPortfolioSummaries returns the user's summaries, newest first.
func (s *MaterialService) ListPortfolioSummaries(ctx context.Context, userID string) ([]stride.PortfolioSummary, error) {
	rows, err := s.db.reader().query(ctx, `SELECT `+s.portfolioColumns()+` FROM portfolio_summaries WHERE user_id = ?
		ORDER BY created_at DESC, id DESC`, userID)
	if err != nil {
		return nil, fmt.Errorf("list portfolio summaries: %w", err)
	}
	defer rows.Close()
	out := []stride.PortfolioSummary{}
	for rows.Next() {
		p, err := scanPortfolio(rows)
		if err != nil {
			return nil, fmt.Errorf("scan portfolio summary: %w", err)
		}
		out = append(out, *p)
	}
	return out, rows.Err()
}

func (s *MaterialService) findPortfolio(ctx context.Context, tx *Tx, userID, id string) (*stride.PortfolioSummary, error) {
	p, err := scanPortfolio(tx.queryRow(ctx, `SELECT `+s.portfolioColumns()+` FROM portfolio_summaries WHERE id = ?`, id))
	owner := ""
	if p != nil {
		owner = p.UserID
	}
	if err := owned(err, owner, userID, stride.MsgPortfolioNotFound); err != nil {
		return nil, err
	}
	return p, nil
}

// FindPortfolioSummary returns one of the user's summaries.
func (s *MaterialService) FindPortfolioSummary(ctx context.Context, userID, id string) (*stride.PortfolioSummary, error) {
	return s.findPortfolio(ctx, s.db.reader(), userID, id)
}

// CreatePortfolioSummary stores a new summary and fills p from the row.
func (s *MaterialService) CreatePortfolioSummary(ctx context.Context, userID string, p *stride.PortfolioSummary) error {
	return s.db.update(ctx, func(tx *Tx) error {
		id, now := uuid.NewString(), tx.db.Now()
		if p.Layout == "" {
			p.Layout = "grid"
		}
		if _, err := tx.exec(ctx, `INSERT INTO portfolio_summaries (id, user_id, title, description, projects, layout, theme,
			highlighted_skills, target_audience, call_to_action, generated_summary, seo_keywords, customizations, iteration_history,
			created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, userID, p.Title, p.Description, jsonOf(&p.Projects), p.Layout, p.Theme, jsonOf(&p.HighlightedSkills),
			orNull(p.TargetAudience), orNull(p.CallToAction), orNull(p.GeneratedSummary), jsonOf(&p.SEOKeywords),
			rawOrNull(p.Customizations), jsonOf(&p.IterationHistory), now, now); err != nil {
			return fmt.Errorf("insert portfolio summary: %w", err)
		}
		out, err := s.findPortfolio(ctx, tx, userID, id)
		if err == nil {
			*p = *out
		}
		return err
	})
}

// UpdatePortfolioSummary stores the summary's changed fields.
func (s *MaterialService) UpdatePortfolioSummary(ctx context.Context, userID string, p *stride.PortfolioSummary) error {
	return s.db.update(ctx, func(tx *Tx) error {
		if _, err := s.findPortfolio(ctx, tx, userID, p.ID); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `UPDATE portfolio_summaries SET title = ?, description = ?, theme = ?, generated_summary = ?,
			seo_keywords = ?, customizations = ?, iteration_history = ?, updated_at = ? WHERE id = ?`,
			p.Title, p.Description, p.Theme, orNull(p.GeneratedSummary), jsonOf(&p.SEOKeywords), rawOrNull(p.Customizations),
			jsonOf(&p.IterationHistory), tx.db.Now(), p.ID); err != nil {
			return fmt.Errorf("update portfolio summary: %w", err)
		}
		out, err := s.findPortfolio(ctx, tx, userID, p.ID)
		if err == nil {
			*p = *out
		}
		return err
	})
}

// DeletePortfolioSummary removes one of the user's summaries.
func (s *MaterialService) DeletePortfolioSummary(ctx context.Context, userID, id string) error {
	return s.deleteOwned(ctx, "portfolio_summaries", userID, id, stride.MsgPortfolioNotFound)
}
