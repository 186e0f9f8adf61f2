package stride

import "testing"

func TestParseMarketFilter(t *testing.T) {
	for _, tc := range []struct {
		region, industry string
		want             MarketFilter
		err              string
	}{
		{"", "", MarketFilter{"Global", "Technology"}, ""},
		{"north america", " healthcare ", MarketFilter{"North America", "Healthcare"}, ""},
		{"Asia Pacific", "Education", MarketFilter{"Asia Pacific", "Education"}, ""},
		{"Mars", "", MarketFilter{}, "region must be one of: Global, North America, Europe, Asia Pacific"},
		{"", "Retail", MarketFilter{}, "industry must be one of: Technology, Healthcare, Finance, Manufacturing, Education"},
	} {
		got, err := ParseMarketFilter(tc.region, tc.industry)
		if tc.err != "" {
			if ErrorCode(err) != EINVALID || ErrorMessage(err) != tc.err {
				t.Errorf("%q/%q: error %v, want %q", tc.region, tc.industry, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%q/%q = %+v, %v; want %+v", tc.region, tc.industry, got, err, tc.want)
		}
	}
	if !MarketRegionHasData("North America") || MarketRegionHasData("Europe") {
		t.Error("regions with data: Global and North America only")
	}
}
