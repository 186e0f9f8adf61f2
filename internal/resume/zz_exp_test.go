package resume

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZExp(t *testing.T) {
	f := os.Getenv("ZZ_LINES")
	if f == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(f)
	out := parseExperience(strings.Split(string(b), "\n"))
	for _, e := range out {
		e.Description = ""
		j, _ := json.Marshal(e)
		fmt.Println(string(j))
	}
}
