-- +goose Up
-- Interviews: AI coaching sessions and the behavioural, emotional-intelligence
-- and critical-thinking analyses of a session.
-- Times are timestamptz; lists and objects JSONB.

-- adaptive_level runs from 1 to 5; score from 0 to 10. questions, responses and
-- feedback are lists (a completed session stores the last answer and feedback).
CREATE TABLE interview_sessions (
    id                        TEXT PRIMARY KEY,
    user_id                   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type                      TEXT NOT NULL,
    questions                 JSONB NOT NULL DEFAULT '[]',
    responses                 JSONB NOT NULL DEFAULT '[]',
    feedback                  JSONB NOT NULL DEFAULT '[]',
    score                     INTEGER,
    behavioral_metrics        JSONB,
    emotional_intelligence    JSONB,
    critical_thinking         JSONB,
    adaptive_level            INTEGER NOT NULL DEFAULT 1,
    personality_insights      JSONB,
    improvement_areas         JSONB NOT NULL DEFAULT '[]',
    strengths_identified      JSONB NOT NULL DEFAULT '[]',
    follow_up_recommendations JSONB NOT NULL DEFAULT '[]',
    created_at                TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX interview_sessions_user_created_idx ON interview_sessions (user_id, created_at);

CREATE TABLE behavioral_analysis (
    id                  TEXT PRIMARY KEY,
    session_id          TEXT NOT NULL REFERENCES interview_sessions (id) ON DELETE CASCADE,
    speech_patterns     JSONB,
    tone_analysis       JSONB,
    non_verbal_cues     JSONB,
    communication_style TEXT,
    confidence_level    DOUBLE PRECISION,
    clarity_score       DOUBLE PRECISION,
    engagement_level    DOUBLE PRECISION
);
CREATE INDEX behavioral_analysis_session_id_idx ON behavioral_analysis (session_id);

CREATE TABLE emotional_intelligence_assessment (
    id                       TEXT PRIMARY KEY,
    session_id               TEXT NOT NULL REFERENCES interview_sessions (id) ON DELETE CASCADE,
    self_awareness           DOUBLE PRECISION,
    empathy                  DOUBLE PRECISION,
    emotional_regulation     DOUBLE PRECISION,
    social_skills            DOUBLE PRECISION,
    motivation_level         DOUBLE PRECISION,
    stress_handling          DOUBLE PRECISION,
    conflict_resolution      DOUBLE PRECISION,
    teamwork_indicators      JSONB,
    leadership_potential     DOUBLE PRECISION,
    coaching_recommendations JSONB NOT NULL DEFAULT '[]'
);
CREATE INDEX emotional_intelligence_assessment_session_id_idx ON emotional_intelligence_assessment (session_id);

CREATE TABLE critical_thinking_assessment (
    id                        TEXT PRIMARY KEY,
    session_id                TEXT NOT NULL REFERENCES interview_sessions (id) ON DELETE CASCADE,
    problem_solving           DOUBLE PRECISION,
    analytical_reasoning      DOUBLE PRECISION,
    creative_solutions        DOUBLE PRECISION,
    logical_structure         DOUBLE PRECISION,
    evidence_evaluation       DOUBLE PRECISION,
    assumption_identification DOUBLE PRECISION,
    alternative_perspectives  DOUBLE PRECISION,
    decision_making_process   DOUBLE PRECISION,
    complexity_handling       DOUBLE PRECISION,
    improvement_suggestions   JSONB NOT NULL DEFAULT '[]'
);
CREATE INDEX critical_thinking_assessment_session_id_idx ON critical_thinking_assessment (session_id);

-- +goose Down
DROP TABLE critical_thinking_assessment;
DROP TABLE emotional_intelligence_assessment;
DROP TABLE behavioral_analysis;
DROP TABLE interview_sessions;
