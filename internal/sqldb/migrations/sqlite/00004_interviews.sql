-- +goose Up
-- Interviews: AI coaching sessions and the behavioural, emotional-intelligence
-- and critical-thinking analyses of a session.
-- Times are UTC; lists and objects are JSON text.

-- adaptive_level runs from 1 to 5; score from 0 to 10. questions, responses and
-- feedback are lists (a completed session stores the last answer and feedback).
CREATE TABLE interview_sessions (
    id                        TEXT PRIMARY KEY,
    user_id                   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type                      TEXT NOT NULL,
    questions                 TEXT NOT NULL DEFAULT '[]',
    responses                 TEXT NOT NULL DEFAULT '[]',
    feedback                  TEXT NOT NULL DEFAULT '[]',
    score                     INTEGER,
    behavioral_metrics        TEXT,
    emotional_intelligence    TEXT,
    critical_thinking         TEXT,
    adaptive_level            INTEGER NOT NULL DEFAULT 1,
    personality_insights      TEXT,
    improvement_areas         TEXT NOT NULL DEFAULT '[]',
    strengths_identified      TEXT NOT NULL DEFAULT '[]',
    follow_up_recommendations TEXT NOT NULL DEFAULT '[]',
    created_at                TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX interview_sessions_user_created_idx ON interview_sessions (user_id, created_at);

CREATE TABLE behavioral_analysis (
    id                  TEXT PRIMARY KEY,
    session_id          TEXT NOT NULL REFERENCES interview_sessions (id) ON DELETE CASCADE,
    speech_patterns     TEXT,
    tone_analysis       TEXT,
    non_verbal_cues     TEXT,
    communication_style TEXT,
    confidence_level    REAL,
    clarity_score       REAL,
    engagement_level    REAL
);
CREATE INDEX behavioral_analysis_session_id_idx ON behavioral_analysis (session_id);

CREATE TABLE emotional_intelligence_assessment (
    id                       TEXT PRIMARY KEY,
    session_id               TEXT NOT NULL REFERENCES interview_sessions (id) ON DELETE CASCADE,
    self_awareness           REAL,
    empathy                  REAL,
    emotional_regulation     REAL,
    social_skills            REAL,
    motivation_level         REAL,
    stress_handling          REAL,
    conflict_resolution      REAL,
    teamwork_indicators      TEXT,
    leadership_potential     REAL,
    coaching_recommendations TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX emotional_intelligence_assessment_session_id_idx ON emotional_intelligence_assessment (session_id);

CREATE TABLE critical_thinking_assessment (
    id                        TEXT PRIMARY KEY,
    session_id                TEXT NOT NULL REFERENCES interview_sessions (id) ON DELETE CASCADE,
    problem_solving           REAL,
    analytical_reasoning      REAL,
    creative_solutions        REAL,
    logical_structure         REAL,
    evidence_evaluation       REAL,
    assumption_identification REAL,
    alternative_perspectives  REAL,
    decision_making_process   REAL,
    complexity_handling       REAL,
    improvement_suggestions   TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX critical_thinking_assessment_session_id_idx ON critical_thinking_assessment (session_id);

-- +goose Down
DROP TABLE critical_thinking_assessment;
DROP TABLE emotional_intelligence_assessment;
DROP TABLE behavioral_analysis;
DROP TABLE interview_sessions;
