package resume

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
)

func TestZZDump(t *testing.T) {
	f := os.Getenv("ZZ_FILE")
	if f == "" {
		t.Skip()
	}
	data, _ := os.ReadFile(f)
	text, _, err := Extract(data)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Println(text)
	if os.Getenv("ZZ_EP") != "" {
		for _, l := range europassForm(dropPageMarks(textLines(text))) {
			fmt.Println("EP|" + l)
		}
	}
	fmt.Println("=====")
	d := Parse(text)
	b, _ := json.MarshalIndent(d.Experience, "", " ")
	fmt.Printf("SKILLS %q\n", d.Skills)
	fmt.Println(string(b))
}
