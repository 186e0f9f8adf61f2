// Package catalog holds Stride's shipped open data: O*NET occupations with
// their titles, tasks, technologies and skills, joined with BLS employment
// projections and wages. cmd/catalog-gen builds data/occupations.json.gz
// from the source files; the binary embeds it.
package catalog

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/json"
	"fmt"
	"sync"
)

// Attribution must be shown wherever data derived from the catalogue is.
const Attribution = "This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, " +
	"Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 licence. O*NET® is a trademark of " +
	"USDOL/ETA. Employment projections and wages: U.S. Bureau of Labor Statistics, Employment Projections program " +
	"(2024-34), public domain."

// Occupation is one O*NET occupation with what Stride uses of it.
type Occupation struct {
	Code        string   `json:"code"`
	Title       string   `json:"title"`
	Description string   `json:"description"`
	JobZone     int      `json:"jobZone,omitempty"`
	Titles      []string `json:"titles,omitempty"`
	AltTitles   []string `json:"altTitles,omitempty"`
	Tasks       []string `json:"tasks,omitempty"`
	// EmergingTasks are new tasks O*NET's incumbents reported (O*NET
	// Emerging Tasks, category "New"), at most 10.
	EmergingTasks []string `json:"emergingTasks,omitempty"`
	Tech          []Tech   `json:"tech,omitempty"`
	Skills        []Rated  `json:"skills,omitempty"`
	Knowledge     []Rated  `json:"knowledge,omitempty"`
	Related       []string `json:"related,omitempty"`
	// From BLS: employment in thousands (2024), percent change 2024-34,
	// annual openings in thousands, median annual wage in USD (0 if unknown).
	Employment float64 `json:"employment,omitempty"`
	GrowthPct  float64 `json:"growthPct,omitempty"`
	Openings   float64 `json:"openings,omitempty"`
	MedianWage int     `json:"medianWage,omitempty"`
	Education  string  `json:"education,omitempty"`
	Experience string  `json:"experience,omitempty"`
	Training   string  `json:"training,omitempty"`
}

// Tech is a technology used in an occupation.
type Tech struct {
	Name     string `json:"name"`
	Hot      bool   `json:"hot,omitempty"`
	InDemand bool   `json:"inDemand,omitempty"`
}

// Rated is an O*NET skill or knowledge area with its importance (1-5).
type Rated struct {
	Name       string  `json:"name"`
	Importance float64 `json:"importance"`
}

// Data is the whole embedded file.
type Data struct {
	Source      string       `json:"source"`
	Occupations []Occupation `json:"occupations"`
	// TechAliases maps O*NET's long technology names to the short ones.
	TechAliases [][2]string `json:"techAliases"`
}

//go:embed data/occupations.json.gz
var occupationsGz []byte

var (
	loadOnce sync.Once
	loaded   *Catalog
	loadErr  error
)

// Catalog is the loaded data with lookups.
type Catalog struct {
	Data
	byCode map[string]*Occupation
	// credential names the licence or certification a posting of an
	// occupation asks for (WithPostingCredential), or nil.
	credential func(o *Occupation, title string) (name string, required bool)
}

// WithPostingCredential returns the catalogue with fn naming the licence
// or certification sample postings of an occupation ask for ("Registered
// nurse licence (NCLEX-RN)", required or preferred); the licence table
// lives with the career advice, which imports this package.
func (c *Catalog) WithPostingCredential(fn func(o *Occupation, title string) (name string, required bool)) *Catalog {
	cp := *c
	cp.credential = fn
	return &cp
}

// Load decodes the embedded catalogue once and returns it.
func Load() (*Catalog, error) {
	loadOnce.Do(func() {
		zr, err := gzip.NewReader(bytes.NewReader(occupationsGz))
		if err != nil {
			loadErr = fmt.Errorf("catalog: %w", err)
			return
		}
		var d Data
		if err := json.NewDecoder(zr).Decode(&d); err != nil {
			loadErr = fmt.Errorf("catalog: %w", err)
			return
		}
		c := &Catalog{Data: d, byCode: make(map[string]*Occupation, len(d.Occupations))}
		for i := range c.Occupations {
			c.byCode[c.Occupations[i].Code] = &c.Occupations[i]
		}
		loaded = c
	})
	return loaded, loadErr
}

// MustLoad is Load for callers that cannot go on without the catalogue.
func MustLoad() *Catalog {
	c, err := Load()
	if err != nil {
		panic(err)
	}
	return c
}

// Occupation returns the occupation with the code, or nil.
func (c *Catalog) Occupation(code string) *Occupation { return c.byCode[code] }

// Find returns the occupation a job title most likely names, when the title
// resolver is reasonably sure (see ResolveTitle), or nil.
func (c *Catalog) Find(title string) *Occupation {
	if o, conf := c.Resolve(title); o != nil && conf >= LikelyConfidence {
		return o
	}
	return nil
}
