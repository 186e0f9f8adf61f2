package ai

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// fakeChat is an OpenAI-compatible server that answers each call with the
// next reply: a status and the assistant's content.
type reply struct {
	status  int
	content string
	raw     string // a whole body instead of a chat answer
	delay   time.Duration
}

func fakeChat(t *testing.T, replies ...reply) (*OpenAI, *atomic.Int32, *[]map[string]any) {
	t.Helper()
	var calls atomic.Int32
	var seen []map[string]any
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := int(calls.Add(1)) - 1
		if r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer sk-test" {
			t.Errorf("unexpected request %s %q", r.URL.Path, r.Header.Get("Authorization"))
		}
		var body map[string]any
		b, _ := io.ReadAll(r.Body)
		_ = json.Unmarshal(b, &body)
		seen = append(seen, body)
		rp := replies[min(n, len(replies)-1)]
		if rp.delay > 0 {
			select {
			case <-time.After(rp.delay):
			case <-r.Context().Done():
				return
			}
		}
		if rp.status != 0 && rp.status != 200 {
			w.Header().Set("Retry-After", "0")
			w.WriteHeader(rp.status)
			_, _ = w.Write([]byte(`{"error":{"message":"busy"}}`))
			return
		}
		if rp.raw != "" {
			_, _ = w.Write([]byte(rp.raw))
			return
		}
		out, _ := json.Marshal(map[string]any{"choices": []any{map[string]any{"message": map[string]any{"role": "assistant", "content": rp.content}}}})
		_, _ = w.Write(out)
	}))
	t.Cleanup(srv.Close)
	o := NewOpenAI(srv.URL+"/", "sk-test", "test-model") // no /v1: it is added
	o.Backoff = time.Millisecond
	o.Timeout = 2 * time.Second
	return o, &calls, &seen
}

const goodAnalysis = `{"feedback":{"score":8,"summary":"Well structured.","strengthsIdentified":["STAR"],"improvementAreas":[],"followUpRecommendations":[],"personalityInsights":[]},
"behavioralMetrics":{"confidenceLevel":80,"speechPace":"measured","clarityScore":75,"communicationStyle":"Structured","engagementLevel":70,"confidenceTrend":"steady","insights":[]},
"emotionalIntelligence":{"overallEQ":7.5,"selfAwareness":7,"empathy":8,"socialSkills":7,"emotionalRegulation":8,"developmentAreas":[]},
"criticalThinking":{"overallScore":7,"problemSolving":7,"analyticalReasoning":7,"creativeSolutions":7,"enhancement":[]}}`

func TestOpenAIEvaluateAdvanced(t *testing.T) {
	o, calls, seen := fakeChat(t, reply{content: "```json\n" + goodAnalysis + "\n```"})
	a, err := o.EvaluateAdvanced(context.Background(), "Tell me about a time…", "I led…", "Product Manager", "behavioral")
	if err != nil {
		t.Fatal(err)
	}
	if a.Feedback.Score != 8 || a.EmotionalIntelligence.OverallEQ != 7.5 || calls.Load() != 1 {
		t.Fatalf("%+v", a)
	}
	req := (*seen)[0]
	if req["model"] != "test-model" || req["response_format"].(map[string]any)["type"] != "json_object" {
		t.Fatalf("request %v", req)
	}
}

func TestOpenAIRetriesThenSucceeds(t *testing.T) {
	o, calls, _ := fakeChat(t, reply{status: 429}, reply{status: 503}, reply{content: `{"clarity":70,"structure":60,"confidence":55,"engagement":80}`})
	r, err := o.RealTimeAnalysis(context.Background(), "some answer")
	if err != nil || r.Engagement != 80 || calls.Load() != 3 {
		t.Fatalf("%+v %v after %d calls", r, err, calls.Load())
	}
}

func TestOpenAIGivesUpAfterRetries(t *testing.T) {
	o, calls, _ := fakeChat(t, reply{status: 500})
	_, err := o.RealTimeAnalysis(context.Background(), "x")
	if !errors.Is(err, ErrUnavailable) || calls.Load() != 3 {
		t.Fatalf("%v after %d calls", err, calls.Load())
	}
}

func TestOpenAIDoesNotRetryClientErrors(t *testing.T) {
	o, calls, _ := fakeChat(t, reply{status: 401})
	if _, err := o.RealTimeAnalysis(context.Background(), "x"); !errors.Is(err, ErrUnavailable) || calls.Load() != 1 {
		t.Fatalf("%v after %d calls", err, calls.Load())
	}
}

func TestOpenAITimeout(t *testing.T) {
	o, _, _ := fakeChat(t, reply{delay: time.Second, content: goodAnalysis})
	o.Timeout = 50 * time.Millisecond
	o.Retries = 0
	start := time.Now()
	_, err := o.EvaluateAdvanced(context.Background(), "q", "a", "PM", "behavioral")
	if !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), "no answer within") {
		t.Fatalf("%v", err)
	}
	if time.Since(start) > 900*time.Millisecond {
		t.Fatal("the timeout did not cut the call short")
	}
}

func TestOpenAIRejectsMalformedAndOffShapeAnswers(t *testing.T) {
	for name, rp := range map[string]reply{
		"not json":         {content: "Sure! Here is your analysis: great answer."},
		"wrong shape":      {content: `{"score":"high","summary":42}`},
		"score too high":   {content: strings.Replace(goodAnalysis, `"score":8`, `"score":42`, 1)},
		"missing summary":  {content: strings.Replace(goodAnalysis, `"summary":"Well structured."`, `"summary":""`, 1)},
		"empty content":    {content: "   "},
		"not a chat reply": {raw: `<html>gateway</html>`},
		"no choices":       {raw: `{"choices":[]}`},
	} {
		o, _, _ := fakeChat(t, rp)
		a, err := o.EvaluateAdvanced(context.Background(), "q", "a", "PM", "behavioral")
		if !errors.Is(err, ErrUnavailable) || a != nil {
			t.Errorf("%s: got %+v, %v", name, a, err)
		}
	}
	o, _, _ := fakeChat(t, reply{content: `{"questions":[]}`})
	if qs, err := o.AdaptiveQuestions(context.Background(), "PM", "technical", 2, 5, nil); !errors.Is(err, ErrUnavailable) || qs != nil {
		t.Errorf("no questions must be an error: %v %v", qs, err)
	}
}

func TestOpenAIBaseURLWithV1(t *testing.T) {
	for in, want := range map[string]string{
		"http://localhost:11434":     "http://localhost:11434/v1",
		"http://localhost:11434/v1":  "http://localhost:11434/v1",
		"https://api.openai.com/v1/": "https://api.openai.com/v1",
	} {
		if got := NewOpenAI(in, "", "m").baseURL; got != want {
			t.Errorf("%s → %s", in, got)
		}
	}
}
