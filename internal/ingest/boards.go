package ingest

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// The job board APIs, read as their public documentation describes them:
// Greenhouse's Job Board API (developers.greenhouse.io/job-board.html),
// Lever's Postings API (github.com/lever/postings-api) and Ashby's public
// job posting API (developers.ashbyhq.com/docs/public-job-posting-api).

// greenhouse reads GET {base}/v1/boards/{board}/jobs?content=true, and the
// board's name from GET {base}/v1/boards/{board} when jobs do not carry
// company_name.
func (in *Ingester) greenhouse(ctx context.Context, board string) ([]Posting, error) {
	base := strings.TrimRight(in.cfg.GreenhouseURL, "/") + "/v1/boards/" + url.PathEscape(board)
	body, _, err := in.fetch.Get(ctx, base+"/jobs?content=true")
	if err != nil {
		return nil, err
	}
	var resp struct {
		Jobs []struct {
			ID             json.Number `json:"id"`
			Title          string      `json:"title"`
			UpdatedAt      string      `json:"updated_at"`
			FirstPublished string      `json:"first_published"`
			CompanyName    string      `json:"company_name"`
			Location       struct {
				Name string `json:"name"`
			} `json:"location"`
			AbsoluteURL string `json:"absolute_url"`
			Content     string `json:"content"`
			Metadata    []struct {
				Name  string `json:"name"`
				Value any    `json:"value"`
			} `json:"metadata"`
		} `json:"jobs"`
	}
	if err := json.Unmarshal(body, &resp); err != nil {
		return nil, fmt.Errorf("greenhouse board %s: %w", board, err)
	}
	company := ""
	out := make([]Posting, 0, len(resp.Jobs))
	for _, j := range resp.Jobs {
		p := Posting{ExternalID: j.ID.String(), Title: j.Title, Company: j.CompanyName, Location: j.Location.Name,
			Description: j.Content, HTML: true, ApplyURL: j.AbsoluteURL, PostedAt: parseTime(j.FirstPublished)}
		if p.PostedAt.IsZero() {
			p.PostedAt = parseTime(j.UpdatedAt)
		}
		for _, m := range j.Metadata {
			if s, ok := m.Value.(string); ok && strings.Contains(strings.ToLower(m.Name), "employment type") {
				p.Type = s
			}
		}
		if p.Company == "" {
			if company == "" {
				company = in.greenhouseBoardName(ctx, base, board)
			}
			p.Company = company
		}
		out = append(out, p)
	}
	return out, nil
}

func (in *Ingester) greenhouseBoardName(ctx context.Context, base, board string) string {
	if body, _, err := in.fetch.Get(ctx, base); err == nil {
		var b struct {
			Name string `json:"name"`
		}
		if json.Unmarshal(body, &b) == nil && strings.TrimSpace(b.Name) != "" {
			return b.Name
		}
	}
	return titleCase(board)
}

// lever reads GET {base}/v0/postings/{site}?mode=json.
func (in *Ingester) lever(ctx context.Context, site string) ([]Posting, error) {
	body, _, err := in.fetch.Get(ctx, strings.TrimRight(in.cfg.LeverURL, "/")+"/v0/postings/"+url.PathEscape(site)+"?mode=json")
	if err != nil {
		return nil, err
	}
	var resp []struct {
		ID         string `json:"id"`
		Text       string `json:"text"`
		Categories struct {
			Location   string `json:"location"`
			Commitment string `json:"commitment"`
		} `json:"categories"`
		Description string `json:"description"`
		Lists       []struct {
			Text    string `json:"text"`
			Content string `json:"content"`
		} `json:"lists"`
		Additional    string `json:"additional"`
		HostedURL     string `json:"hostedUrl"`
		ApplyURL      string `json:"applyUrl"`
		CreatedAt     int64  `json:"createdAt"`
		WorkplaceType string `json:"workplaceType"`
		SalaryRange   *struct {
			Min      float64 `json:"min"`
			Max      float64 `json:"max"`
			Currency string  `json:"currency"`
			Interval string  `json:"interval"`
		} `json:"salaryRange"`
	}
	if err := json.Unmarshal(body, &resp); err != nil {
		return nil, fmt.Errorf("lever site %s: %w", site, err)
	}
	company := titleCase(site)
	out := make([]Posting, 0, len(resp))
	for _, j := range resp {
		p := Posting{ExternalID: j.ID, Title: j.Text, Company: company, Location: j.Categories.Location,
			Remote: strings.EqualFold(j.WorkplaceType, "remote"), Type: j.Categories.Commitment, HTML: true,
			ApplyURL: j.ApplyURL}
		if p.ApplyURL == "" {
			p.ApplyURL = j.HostedURL
		}
		if j.CreatedAt > 0 {
			p.PostedAt = time.UnixMilli(j.CreatedAt)
		}
		desc := j.Description
		for _, l := range j.Lists {
			desc += "<h3>" + l.Text + "</h3><ul>" + l.Content + "</ul>"
			if lower := strings.ToLower(l.Text); strings.Contains(lower, "require") || strings.Contains(lower, "qualif") ||
				strings.Contains(lower, "looking for") || strings.Contains(lower, "you have") {
				p.Requirements = append(p.Requirements, listItems(l.Content)...)
			}
		}
		p.Description = desc + j.Additional
		if r := j.SalaryRange; r != nil {
			unit := "year"
			switch {
			case strings.Contains(r.Interval, "hour"):
				unit = "hour"
			case strings.Contains(r.Interval, "month"):
				unit = "month"
			}
			p.Salary = salaryRange(r.Min, r.Max, r.Currency, unit)
		}
		out = append(out, p)
	}
	return out, nil
}

// ashby reads GET {base}/posting-api/job-board/{org}?includeCompensation=true.
func (in *Ingester) ashby(ctx context.Context, org string) ([]Posting, error) {
	body, _, err := in.fetch.Get(ctx, strings.TrimRight(in.cfg.AshbyURL, "/")+"/posting-api/job-board/"+url.PathEscape(org)+"?includeCompensation=true")
	if err != nil {
		return nil, err
	}
	var resp struct {
		Jobs []struct {
			ID              string `json:"id"`
			Title           string `json:"title"`
			Location        string `json:"location"`
			IsListed        *bool  `json:"isListed"`
			IsRemote        bool   `json:"isRemote"`
			WorkplaceType   string `json:"workplaceType"`
			DescriptionHTML string `json:"descriptionHtml"`
			DescriptionText string `json:"descriptionPlain"`
			PublishedAt     string `json:"publishedAt"`
			EmploymentType  string `json:"employmentType"`
			JobURL          string `json:"jobUrl"`
			ApplyURL        string `json:"applyUrl"`
			Compensation    *struct {
				Summary          string `json:"compensationTierSummary"`
				SalarySummary    string `json:"scrapeableCompensationSalarySummary"`
				SummaryComponent []struct {
					CompensationType string   `json:"compensationType"`
					Interval         string   `json:"interval"`
					CurrencyCode     string   `json:"currencyCode"`
					MinValue         *float64 `json:"minValue"`
					MaxValue         *float64 `json:"maxValue"`
				} `json:"summaryComponents"`
			} `json:"compensation"`
		} `json:"jobs"`
	}
	if err := json.Unmarshal(body, &resp); err != nil {
		return nil, fmt.Errorf("ashby board %s: %w", org, err)
	}
	company := titleCase(org)
	out := make([]Posting, 0, len(resp.Jobs))
	for _, j := range resp.Jobs {
		if j.IsListed != nil && !*j.IsListed {
			continue
		}
		p := Posting{ExternalID: j.ID, Title: j.Title, Company: company, Location: j.Location,
			Remote: j.IsRemote || strings.EqualFold(j.WorkplaceType, "remote"), Type: j.EmploymentType,
			Description: j.DescriptionHTML, HTML: true, ApplyURL: j.ApplyURL, PostedAt: parseTime(j.PublishedAt)}
		if p.Description == "" {
			p.Description, p.HTML = j.DescriptionText, false
		}
		if p.ApplyURL == "" {
			p.ApplyURL = j.JobURL
		}
		if c := j.Compensation; c != nil {
			for _, s := range c.SummaryComponent {
				if s.CompensationType == "Salary" && (s.MinValue != nil || s.MaxValue != nil) {
					var lo, hi float64
					if s.MinValue != nil {
						lo = *s.MinValue
					}
					if s.MaxValue != nil {
						hi = *s.MaxValue
					}
					unit := "year"
					if strings.Contains(strings.ToLower(s.Interval), "hour") {
						unit = "hour"
					}
					p.Salary = salaryRange(lo, hi, s.CurrencyCode, unit)
					break
				}
			}
			if p.Salary == "" {
				p.Salary = c.SalarySummary
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// parseTime reads an RFC 3339 time (with or without fraction), a date, or
// Unix milliseconds; zero when it cannot.
func parseTime(s string) time.Time {
	s = strings.TrimSpace(s)
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t
		}
	}
	if ms, err := strconv.ParseInt(s, 10, 64); err == nil && ms > 1e11 {
		return time.UnixMilli(ms)
	}
	return time.Time{}
}
