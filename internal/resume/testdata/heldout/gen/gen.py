#!/usr/bin/env python3
"""Writes the truth files and the document models of a resume set.

    gen.py heldout|dev OUTDIR

Each resume is drawn (with a fixed seed per set) from pools of people,
employers, schools and skills and from a rotation of layouts: producer,
one or two columns, heading words and style, role layout, separators, date
formats, phone and location formats. The truth (NN-slug.expected.json) is
written from the drawn facts before any file is rendered; the renderers
(render_reportlab.py, render_docx.py, render_pdflib.mjs, Chromium,
LibreOffice) only read the document model (src/NN-slug.json).

The held-out and development sets share the layout rotation but draw from
disjoint halves of every pool and use different seeds, so no held-out
person, employer, school or heading spelling is seen while developing.
"""
import json
import os
import random
import re
import sys

SET = sys.argv[1]
OUT = sys.argv[2]
rnd = random.Random({"heldout": 1801, "dev": 907}[SET])


def half(pool):
    """Even items for the dev set, odd ones for the held-out set."""
    return [x for i, x in enumerate(pool) if (i % 2 == 1) == (SET == "heldout")]


FIRST = half("Jordan Priya Marcus Elena Tobias Amara Kenji Sofia Liam Nadia Omar Hana Diego Ingrid Felix Zara "
             "Rafael Chloe Arjun Leila Mateo Freya Samuel Yuki Adrian Noor Viktor Imani Caleb Anouk Rohan Maren "
             "Teodor Ayesha Gideon Lucia Desmond Mirela Aurelio Keziah Hugo Simone Bashir Clara Ezra Malia Niall "
             "Beatriz Ronan Ilse Kwame Dalia Jonas Renata Silas Ottilie Tariq Esme Luca Wren Anders Odile".split())
LAST = half("Merritt Hollis Vasquez Lindqvist Abernathy Okonkwo Sato Moreau Gallagher Haddad Petrov Nakamura "
            "Ferreira Johansson Whitaker Mensah Castellano Brennan Iyer Karimi Delacroix Sorensen Achebe Kowal "
            "Rinaldi Thorne Osei Valdez Lindgren Bouchard Mehta Novak Ashworth Quinlan Adeyemi Strand Pereira "
            "Hargrove Yilmaz Duarte Ellison Marchetti Nwosu Ferraro Calloway Brandt Okafor Ivanova Sutherland "
            "Arslan Kaplan Whitfield Lozano Harrow Tanaka Albrecht Desai Pemberton".split())
MONONYMS = half(["Oluwaseun", "Madhavi", "Ravindra", "Tenzin", "Anjali", "Sukarno"])
COMPANIES = half(["Northwind Analytics", "Bluepeak Software", "Harbor & Vine", "Quantive Labs", "Meridian Health",
                  "Cobalt Robotics", "Atlas Freight Co.", "Brightwater Bank", "Lumenfield", "Pinecrest Systems",
                  "Redwood Media Group", "Stackline", "Verdant Energy", "Orbital Dynamics Inc.", "Tessellate",
                  "Kestrel Security", "Alder & Finch LLP", "Nimbus Cloud Services", "Granite Peak Partners",
                  "Silverline Logistics", "Helix Biotech", "Foundry Nine", "Canopy Learning", "Waypoint Maps",
                  "Ironbridge Consulting", "Saltmarsh Studio", "Polaris Instruments", "Larkspur Retail",
                  "Trellis Payments", "Copperfield Hospital", "Emberline Games", "Oakhurst Capital",
                  "Sable Semiconductors", "Riverbend Foods", "Zephyr Mobility", "Halcyon Insurance",
                  "Vantage Point Media", "Cedar Grove Clinic", "Mosaic Data Corp", "Skyward Aerospace",
                  "Bramble Books", "Keystone Civil Engineering", "Driftwood Hotels", "Quill & Ledger",
                  "Aurora Telecom", "Fieldstone Farms", "Glasswing Design", "Beacon Street Partners",
                  "Tidal Wave Networks", "Juniper Grove Schools", "Starling Fintech", "Monarch Pharmaceuticals",
                  "Ridgeback Automotive", "Lattice AI", "Ember & Oak Marketing", "Bluebird Childcare",
                  "Summit Ridge Construction", "Nova Scotia Fisheries", "Obsidian Labs", "Parallax VR"])
SCHOOLS = half(["University of Michigan", "Ohio State University", "Georgia Institute of Technology",
                "University of Toronto", "Imperial College London", "Carnegie Mellon University",
                "Portland Community College", "Indian Institute of Technology Bombay", "Rice University",
                "Technical University of Munich", "University of Texas at Austin", "Purdue University",
                "University of Washington", "McGill University", "Arizona State University",
                "University of Edinburgh", "Northeastern University", "University of Lagos",
                "Boston University", "University of Melbourne", "Universidade de São Paulo",
                "Santa Monica College", "University of Illinois Urbana-Champaign", "Delft University of Technology",
                "University of Cape Town", "Columbia University", "Virginia Tech", "National University of Singapore"])
DEGREES = half(["B.S. in Computer Science", "Bachelor of Science in Electrical Engineering", "M.S. in Data Science",
                "Master of Business Administration (MBA)", "B.Eng. Mechanical Engineering",
                "Associate of Applied Science in Nursing", "Ph.D. in Physics", "B.A. in Economics",
                "Bachelor of Science in Computer Engineering", "M.Sc. Artificial Intelligence",
                "Bachelor of Arts in Communications", "B.S. in Information Systems",
                "Master of Science in Mechanical Engineering", "BBA in Finance",
                "Bachelor of Science in Nursing (BSN)", "M.A. in Graphic Design", "B.Sc. Mathematics",
                "Master of Public Health", "Bachelor of Fine Arts in Illustration", "M.Eng. Civil Engineering"])
TITLES = half(["Senior Software Engineer", "Software Engineer", "Backend Engineer", "Data Analyst",
               "Product Manager", "Embedded Systems Engineer", "Marketing Manager", "Registered Nurse",
               "DevOps Engineer", "Staff Engineer", "Engineering Manager", "Data Scientist", "UX Designer",
               "Financial Analyst", "Frontend Developer", "Firmware Engineer", "Project Coordinator",
               "Machine Learning Engineer", "Site Reliability Engineer", "Sales Associate", "Teaching Assistant",
               "Hardware Engineer", "Customer Success Manager", "QA Engineer", "Research Assistant",
               "Technical Lead", "Operations Manager", "Graphic Designer", "Solutions Architect",
               "Junior Developer", "Business Analyst", "Software Engineering Intern", "Content Strategist",
               "Accountant", "Platform Engineer", "Mobile Developer", "Systems Administrator",
               "Principal Engineer", "Nurse Manager", "Digital Marketing Specialist"])
SKILLS = half(["Go", "Python", "TypeScript", "React", "PostgreSQL", "Kubernetes", "Docker", "Terraform", "AWS",
               "Kafka", "Redis", "GraphQL", "Java", "Spring Boot", "C++", "Rust", "Node.js", "Django", "Flask",
               "pandas", "TensorFlow", "PyTorch", "Tableau", "Excel", "Figma", "SQL", "Git", "Linux", "Jenkins",
               "Ansible", "Verilog", "MATLAB", "Salesforce", "SEO", "Google Analytics", "HubSpot", "QuickBooks",
               "Jira", "Scrum", "JavaScript", "Snowflake", "Airflow", "Spark", "Power BI", "Kotlin", "Swift",
               "Elasticsearch", "MongoDB", "FastAPI", "Prometheus", "Grafana", "Bash", "C#", ".NET",
               "Microsoft Azure", "Google Cloud", "Next.js", "Vue.js", "Sass", "Cypress"])
INTERESTS = half(["Rock climbing", "Chess", "Film photography", "Sourdough baking", "Marathon running",
                  "Jazz piano", "Birdwatching", "Woodworking", "Board games", "Trail running", "Ceramics",
                  "Sailing", "Gardening", "Cycling", "Poetry", "Volunteering at food banks"])
LOCATIONS = half([("Austin, TX", "Austin, TX"), ("Columbus, Ohio", "Columbus, Ohio"),
                  ("1423 Elm Street, Portland, OR 97205", "1423 Elm Street, Portland, OR 97205"),
                  ("London, UK", "London, UK"), ("Berlin, Germany", "Berlin, Germany"),
                  ("Denver, Colorado", "Denver, Colorado"), ("Toronto, ON", "Toronto, ON"),
                  ("88 Harbour Road, Seattle, WA 98101", "88 Harbour Road, Seattle, WA 98101"),
                  ("São Paulo, Brazil", "São Paulo, Brazil"), ("Raleigh, North Carolina", "Raleigh, North Carolina"),
                  ("Bengaluru, India", "Bengaluru, India"), ("Chicago, IL 60614", "Chicago, IL 60614"),
                  ("Madison, Wisconsin", "Madison, Wisconsin"), ("Lyon, France", "Lyon, France"),
                  ("27 Rue Victor Hugo, Lyon, France", "27 Rue Victor Hugo, Lyon, France"),
                  ("Phoenix, Arizona", "Phoenix, Arizona")])
PHONES = half(["(512) 555-0142", "512-555-0199", "512.555.0123", "+44 20 7946 0958", "+49 30 1234 5678",
               "+1 415–555–0134", "+33 6 12 34 56 78", "+91 98765 43210", "614 555 0188", "+1 (303) 555-0110",
               "555–867–5309", "+55 11 98765-4321", "(919) 555-0147", "+1-608-555-0177", "020 7946 0321",
               "+61 2 9876 5432"])
ROLE_LOCS = ["Remote, USA", "Remote", "New York, NY", "Seattle, Washington", "London, UK", "Austin, TX",
             "Berlin, Germany", "Chicago, IL", "Hybrid", "San Francisco, California", "Toronto, Canada"]

EXP_HEADINGS = half(["Experience", "Work Experience", "Computer Engineering Experience",
                     "Leadership and Work Experience", "Professional Experience", "Employment History",
                     "Software Engineering Experience", "Work History", "Relevant Experience", "Career History",
                     "Industry Experience", "Experience & Leadership", "Engineering Experience",
                     "Professional Background", "Research and Work Experience", "Work & Leadership Experience"])
EDU_HEADINGS = half(["Education", "Education", "Academic Background", "Education & Training", "Education",
                     "Academic History", "Education", "Degrees"])
SKILL_HEADINGS = half(["Skills", "Highlights", "Technical Skills", "Core Competencies", "Skills & Tools",
                       "Toolbox", "Technologies", "Key Skills", "Skills Summary", "Tech Stack", "Expertise",
                       "Technical Highlights"])
SUMMARY_HEADINGS = half(["Summary", "Profile", "About", "Professional Summary", "Objective", "About Me"])

MONTHS = "January February March April May June July August September October November December".split()

# The layout rotation: every resume i takes the i-th entry of each list
# (modulo its length), so all variants appear several times.
PRODUCERS = ["reportlab", "pdflib", "chromium", "docx", "libreoffice", "reportlab", "pdflib", "chromium",
             "docx", "libreoffice", "pdflib", "reportlab"]
ROLE_LAYOUTS = ["company-dash-loc", "title-sep-company", "three-lines", "bullet-led", "latex", "gdocs",
                "company-first-inline", "title-sep-company", "date-first", "dateless"]
SEPS = [" | ", " · ", " at ", ", ", " — ", "  ", "\t", " – "]
DATE_STYLES = ["mon", "month", "num", "year", "mon-caps", "iso", "mon-dot"]
PRESENT = ["Present", "Current", "Present", "Now", "present"]
HEAD_STYLES = ["caps", "title-bold", "caps-rule", "large", "caps-small"]
CONTACT_SEPS = [" | ", " · ", "  ", "\t", " • ", "\n"]
FONTS = ["Helvetica", "Times-Roman", "Courier", "Helvetica", "Times-Roman"]


def fmt_date(y, m, style):
    if style == "mon":
        return f"{MONTHS[m - 1][:3]} {y}"
    if style == "month":
        return f"{MONTHS[m - 1]} {y}"
    if style == "num":
        return f"{m:02d}/{y}"
    if style == "year":
        return str(y)
    if style == "mon-caps":
        return f"{MONTHS[m - 1].upper()} {y}"
    if style == "iso":
        return f"{y}-{m:02d}"
    if style == "mon-dot":
        mm = MONTHS[m - 1]
        return mm if len(mm) <= 4 else mm[:3] + "."
    raise ValueError(style)


def date_text(y, m, style):
    if style == "mon-dot":
        return f"{fmt_date(y, m, style)} {y}"
    return fmt_date(y, m, style)


def norm(y, m, style):
    return str(y) if style == "year" else f"{y}-{m:02d}"


SENTENCES = [
    "Cut deploy time from 40 to 12 minutes by moving CI to {s}.",
    "Led a team of five to rebuild the billing service.",
    "Built dashboards that the sales team used daily.",
    "Migrated 30 services to {s} with no downtime.",
    "Mentored three junior engineers.",
    "Reduced infrastructure cost by 22% over two quarters.",
    "Designed an onboarding flow that lifted activation by 15%.",
    "Wrote the on-call runbook.",
    "Shipped a {s} integration used by 40,000 customers.",
    "Automated monthly reporting, saving 10 hours a week.",
    "Ran user interviews and turned findings into a roadmap.",
    "Owned the release process for the mobile apps.",
]


def sentence(skills):
    s = rnd.choice(SENTENCES)
    return s.format(s=rnd.choice(skills))


class Doc:
    def __init__(self):
        self.header, self.main, self.side = [], [], []


def heading(text, hstyle):
    caps = hstyle in ("caps", "caps-rule", "caps-small")
    return {"k": "heading", "text": text.upper() if caps else text, "style": hstyle}


def build(i):
    producer = PRODUCERS[i % len(PRODUCERS)]
    two_col = i % 4 == 3
    style = ["plain", "gdocs", "latex"][i % 3]
    hstyle = HEAD_STYLES[i % len(HEAD_STYLES)]
    font = FONTS[i % len(FONTS)]
    if i % 11 == 5:
        name = rnd.choice(MONONYMS)
    else:
        name = f"{rnd.choice(FIRST)} {rnd.choice(LAST)}"
    slug = re.sub(r"[^a-z]+", "-", name.lower()).strip("-")
    email = f"{slug.replace('-', '.')}@{rnd.choice(['example.com', 'mail.example.org', 'example.net'])}"
    phone = PHONES[i % len(PHONES)]
    loc_show, loc_truth = LOCATIONS[(i * 3) % len(LOCATIONS)]
    skills = rnd.sample(SKILLS, 8)
    interests = rnd.sample(INTERESTS, 3)
    nroles = 2 + i % 3
    roles = []
    year = 2025
    for r in range(nroles):
        end_y, end_m = year, rnd.randint(1, 12)
        start_y, start_m = end_y - rnd.randint(1, 4), rnd.randint(1, 12)
        roles.append({"title": rnd.choice(TITLES), "company": rnd.choice(COMPANIES),
                      "loc": rnd.choice(ROLE_LOCS), "current": r == 0 and i % 5 != 4,
                      "start": (start_y, start_m), "end": (end_y, end_m),
                      "bullets": [sentence(skills) for _ in range(1 + (i + r) % 3)]})
        year = start_y
    nedu = 1 + (i % 7 == 2)
    edu = [{"degree": d, "school": s, "year": 2008 + i % 12 - 4 * k}
           for k, (d, s) in enumerate(zip(rnd.sample(DEGREES, nedu), rnd.sample(SCHOOLS, nedu)))]
    layout = ROLE_LAYOUTS[i % len(ROLE_LAYOUTS)]
    sep = SEPS[i % len(SEPS)]
    dstyle = DATE_STYLES[i % len(DATE_STYLES)]
    present = PRESENT[i % len(PRESENT)]
    placeholder = i % 6 == 1  # "20XX – Current" on the current role
    dash = [" - ", " – ", " — ", " to ", "–"][i % 5]

    truth_roles = []
    doc = Doc()
    # Header.
    doc.header.append({"k": "name", "text": name.upper() if style == "latex" and i % 2 else name})
    contact = [email, phone, loc_show]
    if i % 3 == 0:
        contact.append(f"linkedin.com/in/{slug}")
    rnd.shuffle(contact)
    csep = CONTACT_SEPS[i % len(CONTACT_SEPS)]
    if two_col:
        side_contact = contact
    else:
        side_contact = None
        if csep == "\n":
            for c in contact:
                doc.header.append({"k": "contact", "text": c})
        else:
            doc.header.append({"k": "contact", "text": csep.join(contact)})
    body = doc.main
    if i % 2 == 0:
        body.append(heading(SUMMARY_HEADINGS[i % len(SUMMARY_HEADINGS)], hstyle))
        body.append({"k": "para", "text": f"{roles[0]['title']} with {2 + i % 9} years of experience in "
                                           f"{rnd.choice(['payments', 'healthcare', 'logistics', 'education', 'retail', 'media'])}. "
                                           "Known for clear writing and calm incident handling."})
    body.append(heading(EXP_HEADINGS[i % len(EXP_HEADINGS)], hstyle))
    for r, ro in enumerate(roles):
        t, c, loc = ro["title"], ro["company"], ro["loc"]
        (sy, sm), (ey, em) = ro["start"], ro["end"]
        s_txt = date_text(sy, sm, dstyle)
        e_txt = present if ro["current"] else date_text(ey, em, dstyle)
        s_norm = norm(sy, sm, dstyle)
        e_norm = "Present" if ro["current"] else norm(ey, em, dstyle)
        if placeholder and ro["current"]:
            s_txt, s_norm = "20XX", ""
            e_txt = "Current"
        dates = f"{s_txt}{dash}{e_txt}"
        dateless = layout == "dateless" and r > 0 or layout == "dateless" and nroles == 2
        if dateless:
            s_norm = e_norm = ""
        truth_roles.append({"title": t, "company": c, "startDate": s_norm, "endDate": e_norm})
        bl = [{"k": "bullet", "text": b} for b in ro["bullets"]]
        if layout == "company-dash-loc":
            body += [{"k": "row", "left": c, "bold": True},
                     {"k": "row", "left": f"— {loc}  {dates}"},
                     {"k": "row", "left": t, "italic": True}] + bl
        elif layout == "company-first-inline":
            body += [{"k": "row", "left": f"{c} — {loc}", "right": dates, "bold": True},
                     {"k": "row", "left": t, "italic": True}] + bl
        elif layout == "title-sep-company":
            body += [{"k": "row", "left": f"{t}{sep}{c}", "right": dates, "bold": True}] + bl
        elif layout == "three-lines":
            body += [{"k": "row", "left": t, "bold": True},
                     {"k": "row", "left": f"{c}{[' · ', ' | ', ', ', '  '][r % 4]}{loc}"},
                     {"k": "row", "left": dates, "italic": True}] + bl
        elif layout == "bullet-led":
            body += [{"k": "bullet", "text": f"{t}{sep if sep.strip() in ('|', '—', '–', 'at') else ' — '}{c} ({dates})",
                      "bold": True}] + [{"k": "subbullet", "text": b["text"]} for b in bl]
        elif layout == "latex":
            body += [{"k": "row", "left": t, "right": dates, "bold": True},
                     {"k": "row", "left": c, "right": loc, "italic": True}] + bl
        elif layout == "gdocs":
            body += [{"k": "row", "left": f"{c}, {loc} — {t}", "bold": True},
                     {"k": "row", "left": dates.upper(), "small": True}] + bl
        elif layout == "date-first":
            body += [{"k": "row", "left": f"{dates}  {t}", "bold": True},
                     {"k": "row", "left": f"{c}{[', ', ' — ', ' | '][r % 3]}{loc}", "italic": True}] + bl
        elif layout == "dateless":
            if dateless:
                body += [{"k": "row", "left": f"{t}{sep}{c}", "bold": True}] + bl
            else:
                body += [{"k": "row", "left": f"{t}{sep}{c}", "right": dates, "bold": True}] + bl
    # Education.
    edu_blocks = [heading(EDU_HEADINGS[i % len(EDU_HEADINGS)], hstyle)]
    for k, e in enumerate(edu):
        v = (i + k) % 4
        if v == 0:
            edu_blocks += [{"k": "row", "left": e["school"], "right": str(e["year"]), "bold": True},
                           {"k": "row", "left": e["degree"], "italic": True}]
        elif v == 1:
            edu_blocks += [{"k": "row", "left": f"{e['degree']} — {e['school']}", "right": str(e["year"])}]
        elif v == 2:
            edu_blocks += [{"k": "row", "left": e["degree"], "bold": True},
                           {"k": "row", "left": f"{e['school']}, {e['year']}"}]
        else:
            edu_blocks += [{"k": "row", "left": f"{e['school']} | {e['degree']} | {e['year']}"}]
    # Skills.
    sk_blocks = [heading(SKILL_HEADINGS[i % len(SKILL_HEADINGS)], hstyle)]
    sv = i % 4
    if two_col:
        sk_blocks += [{"k": "row", "left": s} for s in skills]
    elif sv == 0:
        sk_blocks += [{"k": "row", "left": ", ".join(skills)}]
    elif sv == 1:
        sk_blocks += [{"k": "row", "left": "Languages: " + ", ".join(skills[:4])},
                      {"k": "row", "left": "Tools: " + ", ".join(skills[4:])}]
    elif sv == 2:
        sk_blocks += [{"k": "bullet", "text": " · ".join(skills[:4])}, {"k": "bullet", "text": " · ".join(skills[4:])}]
    else:
        sk_blocks += [{"k": "row", "left": " | ".join(skills)}]
    int_blocks = []
    if i % 2 == 1 or two_col:
        int_blocks = [{"k": "row", "left": "Interests: " + ", ".join(interests)}]
    else:
        int_blocks = [heading("Interests", hstyle), {"k": "row", "left": ", ".join(interests)}]
    if two_col:
        doc.side += [heading("Contact", hstyle)] + [{"k": "row", "left": c} for c in side_contact]
        doc.side += sk_blocks + edu_blocks + int_blocks
    else:
        if i % 2:
            body += sk_blocks + edu_blocks + int_blocks
        else:
            body += edu_blocks + sk_blocks + int_blocks
    truth = {
        "producer": producer,
        "layout": ("two-column" if two_col else "one-column") + "/" + style + "/" + layout,
        "personalInfo": {"fullName": name, "email": email, "phone": phone, "location": loc_truth},
        "experience": truth_roles,
        "education": [{"degree": e["degree"], "school": e["school"]} for e in edu],
        "skills": skills,
        "notSkills": interests,
    }
    model = {"producer": producer, "columns": 2 if two_col else 1, "style": style, "font": font,
             "header": doc.header, "main": doc.main, "side": doc.side}
    return f"{i + 1:02d}-{slug}", truth, model


def main():
    n = 32 if SET == "heldout" else 40
    os.makedirs(os.path.join(OUT, "src"), exist_ok=True)
    for i in range(n):
        base, truth, model = build(i if SET == "heldout" else i + 100)
        with open(os.path.join(OUT, base + ".expected.json"), "w") as f:
            json.dump(truth, f, indent=1, ensure_ascii=False)
            f.write("\n")
        with open(os.path.join(OUT, "src", base + ".json"), "w") as f:
            json.dump(model, f, indent=1, ensure_ascii=False)
            f.write("\n")
        print(base, model["producer"])


main()
