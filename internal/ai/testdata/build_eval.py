#!/usr/bin/env python3
"""Builds <name>.json from <name>.txt (run from this folder:
python3 build_eval.py [name] [split]; name defaults to interview_eval).
Deterministic: the same text gives the same file. The labelled sets:
- interview_eval: the first 353 answers (training data since the blind set
  was written; its old train/test split is kept in the file for the record);
- interview_train_extra: more training answers (split "train");
- interview_blind: the first blind set (split "blind"), read once as a
  held-out set and training data since;
- interview_blind2: the second blind set (split "blind"), read once as a
  held-out set;
- interview_blind3: the third blind set (split "blind3"), written blind;
- interview_blind4: the fourth blind set (split "blind4"), written blind;
- interview_blind5: the fifth blind set (split "blind5"), written blind.

Derived answers (grade 1, see interview_eval.md):
- off-topic: question i gets the excellent answer written for question i+7
  (or the next one after it of another role), as a candidate who answers a
  prepared story would;
- off-topic-role: question i gets the excellent answer written for the next
  question of the same role (a prepared story from the right field that
  answers another question);
- restated: `You asked: "<question i>" ` followed by the excellent answer
  written for question i+13 (or the next one after it of another role).
Split (interview_eval only, kept for the record): role r (in file order)
held out its question of type r mod 3 (behavioral, technical, case-study).
Other files get the split given on the command line for every question."""
import json
import sys

NAME = sys.argv[1] if len(sys.argv) > 1 else "interview_eval"
SPLIT = sys.argv[2] if len(sys.argv) > 2 else ("oldsplit" if NAME == "interview_eval" else "train")

KINDS = {"4": (4, "excellent"), "3": (3, "decent"), "2": (2, "weak"), "S": (1, "stuffing"), "O": (1, "off-topic-written"),
         "N": (1, "numbers"), "D": (1, "dont-know"), "ES": (0, "spanish"), "FR": (0, "french")}
TYPES = ["behavioral", "technical", "case-study"]

questions, answers = [], []
for line in open(NAME + ".txt", encoding="utf-8"):
    line = line.rstrip("\n")
    if not line or line.startswith("#"):
        continue
    if line.startswith("Q "):
        qid, role, typ, text = [x.strip() for x in line[2:].split("|", 3)]
        questions.append({"id": qid, "role": role, "type": typ, "question": text})
        continue
    k, text = [x.strip() for x in line.split("|", 1)]
    grade, kind = KINDS[k]
    answers.append({"questionId": questions[-1]["id"], "grade": grade, "kind": kind, "answer": text})

roles = []
for q in questions:
    if q["role"] not in roles:
        roles.append(q["role"])
for q in questions:
    r = roles.index(q["role"])
    if SPLIT == "oldsplit":
        q["split"] = "test" if q["type"] == TYPES[r % 3] else "train"
    else:
        q["split"] = SPLIT


def other_role(i, step):
    """The question step places after i, or the next one of another role."""
    for k in range(n):
        other = questions[(i + step + k) % n]
        if other["role"] != questions[i]["role"]:
            return other
    raise SystemExit("every question has the same role")


best = {a["questionId"]: a["answer"] for a in answers if a["grade"] == 4}
n = len(questions)
for i, q in enumerate(questions):
    other = other_role(i, 7)
    answers.append({"questionId": q["id"], "grade": 1, "kind": "off-topic", "answer": best[other["id"]]})
    same = [x for x in questions if x["role"] == q["role"]]
    other = same[(same.index(q) + 1) % len(same)]
    if other is not q:
        answers.append({"questionId": q["id"], "grade": 1, "kind": "off-topic-role", "answer": best[other["id"]]})
    other = other_role(i, 13)
    answers.append({"questionId": q["id"], "grade": 1, "kind": "restated",
                    "answer": 'You asked: "%s" %s' % (q["question"], best[other["id"]])})

# Derived answers were reviewed by reading: these same-role ones in fact
# answer the question in part (a real example of the same skill), so they
# are graded by the rubric like any answer and not counted as off-topic.
REGRADED = {"interview_train_extra": {"x-plb-case-01": 2},
            "interview_blind3": {"onet-13-1031.00-case-01": 2},
            "interview_blind5": {"onet-47-2231.00-tech-03": 2, "onet-47-2231.00-case-00": 2}}.get(NAME, {}) if NAME != "interview_eval" else {"pm-case-01": 3, "tch-beh-01": 2, "csr-case-01": 2, "rn-case-01": 2, "swe-case-01": 2, "ds-case-01": 2}
for a in answers:
    if a["kind"] == "off-topic-role" and a["questionId"] in REGRADED:
        a["kind"], a["grade"] = "related-example", REGRADED[a["questionId"]]

order = {q["id"]: i for i, q in enumerate(questions)}
answers.sort(key=lambda a: order[a["questionId"]])
counts = {}
for i, a in enumerate(answers):
    counts[a["questionId"]] = counts.get(a["questionId"], 0) + 1
    a["id"] = "%s-%d" % (a["questionId"], counts[a["questionId"]])
    answers[i] = {k: a[k] for k in ("id", "questionId", "grade", "kind", "answer")}

with open(NAME + ".json", "w", encoding="utf-8") as f:
    json.dump({"questions": questions, "answers": answers}, f, ensure_ascii=False, indent=1)
    f.write("\n")
split = {q["id"]: q["split"] for q in questions}
print(len(questions), "questions,", len(roles), "roles,", len(answers), "answers,",
      "(%d in the old held-out part)" % sum(split[a["questionId"]] == "test" for a in answers) if SPLIT == "oldsplit" else "(split %s)" % SPLIT)
