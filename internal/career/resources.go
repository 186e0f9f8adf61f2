package career

import (
	"fmt"
	"strings"

	"github.com/stride-oss/stride"
)

// resource is one entry of the curated catalogue: free (or free to audit),
// well known, linked at a page that has been stable for years.
type resource struct {
	title, typ, url, provider string
	tags                      []string
}

// resources is Stride's curated list of free learning resources. Ratings
// are left empty: Stride has no ratings of its own and invents none.
var resources = []resource{
	{"MDN Web Docs: Learn web development", "documentation", "https://developer.mozilla.org/", "Mozilla", []string{"JavaScript", "HTML", "CSS", "Web Development", "Accessibility"}},
	{"web.dev Learn", "course", "https://web.dev/learn", "Google", []string{"CSS", "HTML", "Accessibility", "Web Performance", "Web Development"}},
	{"The Modern JavaScript Tutorial", "tutorial", "https://javascript.info/", "javascript.info", []string{"JavaScript"}},
	{"TypeScript Handbook", "documentation", "https://www.typescriptlang.org/docs/", "Microsoft", []string{"TypeScript", "JavaScript"}},
	{"React: Quick Start", "documentation", "https://react.dev/learn", "Meta", []string{"React", "JavaScript"}},
	{"Angular documentation", "documentation", "https://angular.dev/", "Google", []string{"Angular", "TypeScript"}},
	{"Vue.js guide", "documentation", "https://vuejs.org/", "Vue.js", []string{"Vue.js", "JavaScript"}},
	{"Node.js: Learn", "documentation", "https://nodejs.org/en/learn", "OpenJS Foundation", []string{"Node.js", "JavaScript"}},
	{"freeCodeCamp", "course", "https://www.freecodecamp.org/", "freeCodeCamp", []string{"JavaScript", "HTML", "CSS", "Python", "SQL", "Web Development"}},
	{"The Odin Project", "course", "https://www.theodinproject.com/", "The Odin Project", []string{"JavaScript", "Ruby", "Git", "Web Development"}},
	{"CS50: Introduction to Computer Science", "course", "https://cs50.harvard.edu/x/", "Harvard University", []string{"C", "Python", "SQL", "Computer Science", "Programming"}},
	{"MIT OpenCourseWare", "course", "https://ocw.mit.edu/", "MIT", []string{"Computer Science", "Mathematics", "Economics", "Engineering", "Leadership"}},
	{"The Python Tutorial", "documentation", "https://docs.python.org/3/tutorial/", "Python Software Foundation", []string{"Python"}},
	{"A Tour of Go", "tutorial", "https://go.dev/tour/", "The Go Authors", []string{"Go"}},
	{"The Rust Programming Language", "book", "https://doc.rust-lang.org/book/", "The Rust Project", []string{"Rust"}},
	{"Learn Java (dev.java)", "documentation", "https://dev.java/learn/", "Oracle", []string{"Java"}},
	{"C# documentation", "documentation", "https://learn.microsoft.com/dotnet/csharp/", "Microsoft", []string{"C#", ".NET"}},
	{"Kotlin documentation", "documentation", "https://kotlinlang.org/docs/home.html", "JetBrains", []string{"Kotlin", "Android"}},
	{"Swift documentation", "documentation", "https://www.swift.org/documentation/", "Swift.org", []string{"Swift", "iOS"}},
	{"Android Developers: Courses", "course", "https://developer.android.com/courses", "Google", []string{"Android", "Kotlin"}},
	{"PHP manual", "documentation", "https://www.php.net/manual/en/", "The PHP Group", []string{"PHP"}},
	{"Ruby on Rails Guides", "documentation", "https://guides.rubyonrails.org/", "Rails", []string{"Ruby on Rails", "Ruby"}},
	{"Django documentation", "documentation", "https://docs.djangoproject.com/", "Django Software Foundation", []string{"Django", "Python"}},
	{"Spring Guides", "tutorial", "https://spring.io/guides", "Broadcom", []string{"Spring", "Java"}},
	{"SQLBolt", "interactive", "https://sqlbolt.com/", "SQLBolt", []string{"SQL"}},
	{"PostgreSQL documentation", "documentation", "https://www.postgresql.org/docs/", "PostgreSQL Global Development Group", []string{"PostgreSQL", "SQL"}},
	{"SQLite documentation", "documentation", "https://www.sqlite.org/docs.html", "SQLite", []string{"SQLite", "SQL"}},
	{"MongoDB University", "course", "https://learn.mongodb.com/", "MongoDB", []string{"MongoDB", "NoSQL"}},
	{"Pro Git", "book", "https://git-scm.com/book/en/v2", "Git", []string{"Git"}},
	{"GitHub Skills", "interactive", "https://skills.github.com/", "GitHub", []string{"Git", "GitHub"}},
	{"Docker: Get started", "documentation", "https://docs.docker.com/get-started/", "Docker", []string{"Docker", "Containers"}},
	{"Kubernetes tutorials", "documentation", "https://kubernetes.io/docs/tutorials/", "CNCF", []string{"Kubernetes", "Containers"}},
	{"Terraform tutorials", "tutorial", "https://developer.hashicorp.com/terraform/tutorials", "HashiCorp", []string{"Terraform", "Infrastructure as Code"}},
	{"AWS Skill Builder", "course", "https://skillbuilder.aws/", "Amazon Web Services", []string{"AWS", "Cloud Computing"}},
	{"Microsoft Learn training", "course", "https://learn.microsoft.com/training/", "Microsoft", []string{"Azure", "Microsoft Excel", "Power BI", "Cloud Computing", ".NET"}},
	{"Google Cloud Skills Boost", "course", "https://www.cloudskillsboost.google/", "Google", []string{"Google Cloud", "Cloud Computing"}},
	{"Linux Journey", "tutorial", "https://linuxjourney.com/", "Linux Journey", []string{"Linux", "Shell"}},
	{"The Linux Command Line", "book", "https://linuxcommand.org/tlcl.php", "William Shotts", []string{"Linux", "Bash", "Shell"}},
	{"Apache Kafka documentation", "documentation", "https://kafka.apache.org/documentation/", "Apache Software Foundation", []string{"Apache Kafka"}},
	{"Apache Spark documentation", "documentation", "https://spark.apache.org/docs/latest/", "Apache Software Foundation", []string{"Apache Spark", "Big Data"}},
	{"Kaggle Learn", "course", "https://www.kaggle.com/learn", "Kaggle", []string{"Python", "Machine Learning", "Pandas", "Data Analysis", "SQL", "Data Visualization"}},
	{"pandas documentation", "documentation", "https://pandas.pydata.org/docs/", "pandas", []string{"Pandas", "Python", "Data Analysis"}},
	{"scikit-learn user guide", "documentation", "https://scikit-learn.org/stable/user_guide.html", "scikit-learn", []string{"Scikit-learn", "Machine Learning", "Python"}},
	{"Machine Learning Crash Course", "course", "https://developers.google.com/machine-learning/crash-course", "Google", []string{"Machine Learning", "TensorFlow"}},
	{"Practical Deep Learning for Coders", "course", "https://course.fast.ai/", "fast.ai", []string{"Deep Learning", "Machine Learning", "PyTorch", "Python"}},
	{"PyTorch tutorials", "tutorial", "https://pytorch.org/tutorials/", "PyTorch Foundation", []string{"PyTorch", "Deep Learning"}},
	{"TensorFlow tutorials", "tutorial", "https://www.tensorflow.org/tutorials", "Google", []string{"TensorFlow", "Deep Learning"}},
	{"Hugging Face Learn", "course", "https://huggingface.co/learn", "Hugging Face", []string{"Natural Language Processing", "Machine Learning", "Artificial Intelligence"}},
	{"Elements of AI", "course", "https://www.elementsofai.com/", "University of Helsinki", []string{"Artificial Intelligence"}},
	{"R for Data Science", "book", "https://r4ds.hadley.nz/", "Hadley Wickham et al.", []string{"R", "Data Analysis", "Data Visualization"}},
	{"OpenIntro Statistics", "book", "https://www.openintro.org/", "OpenIntro", []string{"Statistics", "Data Analysis"}},
	{"Khan Academy", "course", "https://www.khanacademy.org/", "Khan Academy", []string{"Statistics", "Mathematics", "Economics", "Finance", "Accounting"}},
	{"3Blue1Brown", "video", "https://www.3blue1brown.com/", "Grant Sanderson", []string{"Mathematics", "Linear Algebra", "Machine Learning"}},
	{"Tableau free training videos", "video", "https://www.tableau.com/learn/training", "Tableau", []string{"Tableau", "Data Visualization"}},
	{"Power BI documentation", "documentation", "https://learn.microsoft.com/power-bi/", "Microsoft", []string{"Power BI", "Data Visualization", "Data Analysis"}},
	{"Microsoft Support: Excel", "documentation", "https://support.microsoft.com/excel", "Microsoft", []string{"Microsoft Excel", "Spreadsheets"}},
	{"OWASP Top Ten", "documentation", "https://owasp.org/www-project-top-ten/", "OWASP Foundation", []string{"Information Security", "Cybersecurity", "Web Security"}},
	{"NIST Cybersecurity Framework", "documentation", "https://www.nist.gov/cyberframework", "NIST", []string{"Cybersecurity", "Information Security", "Risk Management"}},
	{"OverTheWire wargames", "interactive", "https://overthewire.org/wargames/", "OverTheWire", []string{"Cybersecurity", "Linux", "Penetration Testing"}},
	{"Cisco Networking Academy", "course", "https://www.netacad.com/", "Cisco", []string{"Networking", "Cybersecurity", "Cisco"}},
	{"Playwright documentation", "documentation", "https://playwright.dev/", "Microsoft", []string{"Playwright", "Test Automation", "Software Testing"}},
	{"Selenium documentation", "documentation", "https://www.selenium.dev/documentation/", "Software Freedom Conservancy", []string{"Selenium", "Test Automation", "Software Testing"}},
	{"W3C Web Accessibility Initiative", "documentation", "https://www.w3.org/WAI/fundamentals/", "W3C", []string{"Accessibility", "UX Design"}},
	{"Nielsen Norman Group articles", "article", "https://www.nngroup.com/articles/", "Nielsen Norman Group", []string{"UX Design", "User Research", "Usability Testing"}},
	{"Laws of UX", "article", "https://lawsofux.com/", "Jon Yablonski", []string{"UX Design", "UI Design"}},
	{"Figma Learn", "documentation", "https://help.figma.com/", "Figma", []string{"Figma", "UI Design", "Prototyping"}},
	{"Atlassian Agile Coach", "article", "https://www.atlassian.com/agile", "Atlassian", []string{"Agile", "Scrum", "Jira", "Project Management", "Product Management"}},
	{"The Scrum Guide", "documentation", "https://scrumguides.org/", "Ken Schwaber and Jeff Sutherland", []string{"Scrum", "Agile"}},
	{"Google Search Central documentation", "documentation", "https://developers.google.com/search/docs", "Google", []string{"SEO", "Digital Marketing"}},
	{"Google Skillshop", "course", "https://skillshop.withgoogle.com/", "Google", []string{"Google Analytics", "Google Ads", "Digital Marketing"}},
	{"HubSpot Academy", "course", "https://academy.hubspot.com/", "HubSpot", []string{"Inbound Marketing", "Digital Marketing", "Sales", "Content Marketing", "CRM"}},
	{"Trailhead", "interactive", "https://trailhead.salesforce.com/", "Salesforce", []string{"Salesforce", "CRM", "Sales"}},
	{"SAP Learning", "course", "https://learning.sap.com/", "SAP", []string{"SAP", "ERP"}},
	{"OpenStax textbooks", "book", "https://openstax.org/", "Rice University", []string{"Accounting", "Economics", "Statistics", "Management", "Leadership", "Anatomy", "Business"}},
	{"Coursera (free to audit)", "course", "https://www.coursera.org/", "Coursera", []string{"Product Management", "Project Management", "Leadership", "Communication", "Data Analysis", "Machine Learning"}},
	{"edX (free to audit)", "course", "https://www.edx.org/", "edX", []string{"Project Management", "Leadership", "Communication", "Computer Science", "Business"}},
	{"Purdue Online Writing Lab", "documentation", "https://owl.purdue.edu/", "Purdue University", []string{"Writing", "Communication", "Technical Writing"}},
	{"MedlinePlus", "documentation", "https://medlineplus.gov/", "U.S. National Library of Medicine", []string{"Patient Care", "Medicine", "Nursing", "Health"}},
	{"Open Data Structures", "book", "https://opendatastructures.org/", "Pat Morin", []string{"Data Structures", "Algorithms", "Computer Science"}},
	{"The System Design Primer", "article", "https://github.com/donnemartin/system-design-primer", "Donne Martin", []string{"System Design", "Software Architecture", "Distributed Systems"}},
	{"RegexOne", "interactive", "https://regexone.com/", "RegexOne", []string{"Regular Expressions"}},
}

// Resources returns the curated resources whose tags match any of skills
// (all of them when skills is empty), best-covered first.
func Resources(skills []string) []stride.LearningResource {
	out := []stride.LearningResource{}
	type scored struct {
		r stride.LearningResource
		n int
	}
	var hits []scored
	for i, r := range resources {
		n := 0
		for _, s := range skills {
			if strings.TrimSpace(s) == "" {
				continue
			}
			for _, t := range r.tags {
				if stride.SkillsMatch(t, s) {
					n++
					break
				}
			}
		}
		if len(skills) > 0 && n == 0 {
			continue
		}
		d := "Self-paced"
		hits = append(hits, scored{stride.LearningResource{ID: fmt.Sprintf("lr-%03d", i+1), Title: r.title, Type: r.typ, URL: r.url,
			Provider: r.provider, SkillTags: append([]string(nil), r.tags...), Duration: &d}, n})
	}
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && hits[j].n > hits[j-1].n; j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
	}
	for _, h := range hits {
		out = append(out, h.r)
	}
	return out
}

// ResourceCount is the size of the curated catalogue.
func ResourceCount() int { return len(resources) }
