package resume

import "testing"

// Patterns from the twentieth writer's resumes (r20, a Southeast Asian
// bank, insurer and business-process-services group, one resume in
// Bahasa Indonesia and one in Bahasa Melayu), after its one look.

// Southeast and South Asian school-leaving certificates are degrees and
// their schools are schools: Indonesia's SMA with its stream (a school
// named "SMA …" stays a school), Sri Lanka's G.C.E. Advanced and Ordinary
// Levels, Malaysia's "Universiti", Sri Lanka's "Maha Vidyalaya", the
// Philippines' "Paaralan" and Vietnam's "Trường" and "Đại học".
func TestSoutheastAsianQualifications(t *testing.T) {
	wantDegrees(t,
		[]string{"SMA in IPS", "SMA", "SMA (IPA)", "SMU jurusan IPA", "G.C.E. Advanced Level in Physical Science Stream",
			"G.C.E. (A/L)", "GCE Ordinary Level"},
		[]string{"SMA Swasta Bintang Harapan Medan", "SMA Negeri 3 Medan"},
		[]string{"Universiti Teknologi Linggi (Kampus Seremban)", "Siriwardhana Maha Vidyalaya, Kurunegala",
			"Mataas na Paaralang Pambansa ng Talamban Heights", "Trường Đại học Kinh tế và Tài chính Phương Nam"})
	p := Parse("Dewi Siregar\ndewi@example.com\nEducation\nUniversitas Swadaya Deli\nSarjana Ekonomi (S.E.) in Akuntansi\nAug 2009 – Oct 2013\n\n" +
		"SMA Swasta Bintang Harapan Medan\n\nSMA in IPS\n")
	if len(p.Education) != 2 || p.Education[1].School != "SMA Swasta Bintang Harapan Medan" || p.Education[1].Degree != "SMA in IPS" {
		t.Errorf("education = %+v", p.Education)
	}
	p = Parse("Tharindu W\ntharindu@example.com\nEducation\nKelani Valley University\nB.Sc. (Hons) in Computer Science\nJan 2010 – Jan 2014\n\n" +
		"Siriwardhana Maha Vidyalaya, Kurunegala\nG.C.E. Advanced Level in Physical Science Stream\n")
	if len(p.Education) != 2 || p.Education[1].Degree != "G.C.E. Advanced Level in Physical Science Stream" {
		t.Errorf("education = %+v", p.Education)
	}
}

// Claims processors, underwriters, adjusters, collectors, examiners and
// appraisers are job titles: under its employer's line, "Claims
// Processor – Health & Hospitalisation Claims" is one title, its part
// after the dash no employer.
func TestInsuranceAndBankTitles(t *testing.T) {
	for _, s := range []string{"Claims Processor", "Medical Underwriter", "Loss Adjuster", "Collector", "Title Examiner", "Property Appraiser"} {
		if titleScore(s) == 0 {
			t.Errorf("%q is no title", s)
		}
	}
	p := Parse("Nguyen Thi Thu Ha\nha@example.com\nExperience\nAn Phúc Life Insurance Co., Ltd.\n" +
		"Claims Processor – Health & Hospitalisation Claims  2023-10 - Present\nAssess and process about 25 health claims per day.\n")
	if len(p.Experience) != 1 || p.Experience[0].Title != "Claims Processor – Health & Hospitalisation Claims" ||
		p.Experience[0].Company != "An Phúc Life Insurance Co., Ltd." {
		t.Errorf("experience = %+v", p.Experience)
	}
}
