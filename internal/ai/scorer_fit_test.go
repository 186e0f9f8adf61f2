package ai

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// The gate abstains when unsure: an answer keeps all its quality from a
// gate probability of gateFull, loses it all only at gateNone or under,
// and the committed scorer carries the same range.
func TestGateAbstainsWhenUnsure(t *testing.T) {
	constant := func(p float64) *scorerModel {
		return &scorerModel{Gate: gbmModel{Loss: "logistic", Base: math.Log(p / (1 - p))}, GateNone: gateNone, GateFull: gateFull}
	}
	for _, c := range []struct{ p, share float64 }{{0.95, 1}, {0.8, 1}, {0.5, (0.5 - gateNone) / (gateFull - gateNone)}, {0.04, 0}} {
		if got := constant(c.p).answerShare(nil); math.Abs(got-c.share) > 1e-9 {
			t.Errorf("gate %.2f: share %.3f, want %.3f", c.p, got, c.share)
		}
	}
	if gateFull > 0.8 || gateNone > 0.05 {
		t.Errorf("gate range %.2f-%.2f: a good answer the gate is unsure of loses credit", gateNone, gateFull)
	}
	if m := scorer(); m == nil || m.GateNone != gateNone || m.GateFull != gateFull {
		t.Error("data/scorer.json's gate range is not gateNone-gateFull: refit it")
	}
}

// The quality part learns only from the rows it is given; the gate from
// every row.
func TestFitScorerQualityRows(t *testing.T) {
	var rows [][]float64
	var grades []int
	for i := range 120 {
		x := make([]float64, len(featureNames))
		x[0], x[1] = float64(i%4), float64(i%7)
		rows = append(rows, x)
		grades = append(grades, 1+i%4)
	}
	mask := make([]bool, len(rows))
	var kept [][]float64
	var keptGrades []int
	for i := range rows {
		// The masked rows grade the answers the other way round.
		mask[i] = i < 60
		if !mask[i] && grades[i] >= 2 {
			grades[i] = 6 - grades[i]
		}
		if mask[i] {
			kept, keptGrades = append(kept, rows[i]), append(keptGrades, grades[i])
		}
	}
	all, masked, only := fitScorer(rows, grades, nil), fitScorer(rows, grades, mask), fitScorer(kept, keptGrades, nil)
	if why := sameGBM(masked.Quality, only.Quality); why != "" {
		t.Errorf("quality fitted with a mask differs from one fitted on the kept rows: %s", why)
	}
	if sameGBM(masked.Quality, all.Quality) == "" {
		t.Error("the mask changed nothing in the quality part")
	}
	if why := sameGBM(masked.Gate, all.Gate); why != "" {
		t.Errorf("the mask changed the gate: %s", why)
	}
	if qualityWriter("repo-blind") || !qualityWriter("i1") || !qualityWriter("repo") {
		t.Error("the quality part learns from every writer but the repository's blind sets")
	}
}

// nearNegatives gives each question the excellent answer of its writer's
// question whose excellent answer reads closest to its own, from another
// role and another competency; never another writer's.
func TestNearNegatives(t *testing.T) {
	q := func(id, role, text string) evalQuestion {
		return evalQuestion{ID: id, Role: role, Type: "behavioral", Question: text}
	}
	ex := func(file string, q evalQuestion, answer string) gradedAnswer {
		return gradedAnswer{q, evalAnswer{ID: q.ID + "-1", QuestionID: q.ID, Grade: 4, Kind: "excellent", Answer: answer}, file}
	}
	const a, b = "testdata/interview_writer_i1.json", "testdata/interview_writer_i2.json"
	teller := q("t", "Bank Teller", "Tell me about a time a customer was angry about a fee.")
	fraud := q("f", "Fraud Analyst", "Tell me about a time you found the cause of a spike in fraud.")
	cook := q("c", "Line Cook", "Tell me about a time you made a mistake on the line.")
	sameComp := q("s", "Loan Officer", "Tell me about a time a client was upset about a refund.")
	other := q("o", "Auditor", "Tell me about a time you found the cause of a variance.")
	lead := q("l", "Branch Manager", "Tell me about a time you led your team through a change.")
	set := []gradedAnswer{
		ex(a, teller, "The customer shouted about the overdraft fee on his account, I listened, checked the statement and refunded it."),
		ex(a, fraud, "I traced card payments and bank accounts, found the merchant account behind the fraud and blocked the cards."),
		ex(a, cook, "I plated the wrong sauce on a steak during service, caught it at the pass and remade the dish."),
		ex(a, sameComp, "An upset client wanted a refund of her bank account fees; I listened and refunded the payment."),
		ex(b, other, "I reconciled the bank accounts and card payments and found the variance in one account."),
		ex(a, lead, "When our branch moved to appointment banking I walked the tellers through the new rota and coached them for a month."),
	}
	negs := nearNegatives(set)
	got := map[string]string{}
	for _, n := range negs {
		if n.a.Grade != 1 || n.file != a && n.file != b {
			t.Errorf("%s: grade %d in %s", n.a.ID, n.a.Grade, n.file)
		}
		got[n.q.ID] += n.a.ID
	}
	if !strings.Contains(got["t"], "-near-f") {
		t.Errorf("the teller's question got %q, want the fraud analyst's answer (the closest of another competency)", got["t"])
	}
	for qid, ids := range got {
		if strings.Contains(ids, "-near-o") || qid == "o" {
			t.Errorf("%s got %q: negatives cross writers", qid, ids)
		}
	}
	if strings.Contains(got["t"], "-near-s") || strings.Contains(got["s"], "-near-t") {
		t.Error("a question asking for the same competency gave a negative")
	}
	if n := len(slices.DeleteFunc(slices.Clone(negs), func(x gradedAnswer) bool { return x.q.ID != "t" })); n != nearK {
		t.Errorf("the teller's question got %d negatives, want %d", n, nearK)
	}
}
