package ai

// Reading is what the interview coach's answer reader finds in a free-text
// answer, for other features that read answers (the career interview).
type Reading struct {
	Words      int      `json:"words"`
	Tools      []string `json:"tools"`   // named tools and methods from the taxonomy
	Numbers    []string `json:"numbers"` // figures with their context
	Hedges     []string `json:"hedges"`
	Reflection string   `json:"reflection,omitempty"`
	Confidence int      `json:"confidence"` // 0-100
	Clarity    int      `json:"clarity"`    // 0-100
	Style      string   `json:"style"`
}

// Read reads an answer with the same machinery that scores interview answers.
func Read(answer string) Reading {
	f := analyze(answer, nil)
	b := behavioral(f, scoreParts(f))
	r := Reading{Words: f.wordCount, Tools: f.tools, Numbers: f.numbers, Hedges: f.hedges, Reflection: f.reflectQuote,
		Confidence: b.ConfidenceLevel, Clarity: b.ClarityScore, Style: b.CommunicationStyle}
	for _, l := range []*[]string{&r.Tools, &r.Numbers, &r.Hedges} {
		if *l == nil {
			*l = []string{}
		}
	}
	return r
}
