-- Digital-transformation diagnosis (issue #13, docs/diagnosis.md): a company's questionnaire
-- answers, the scores the server computes at submit, and the platform's review.

CREATE TABLE diagnoses (
  id                    SERIAL PRIMARY KEY,
  company_id            INTEGER NOT NULL REFERENCES companies (id),
  -- the questionnaire version the answers belong to (lib/diagnosis-questionnaire.ts)
  questionnaire_version INTEGER NOT NULL,
  -- spec §4: 1 draft, 2 awaiting approval, 3 rejected, 4 completed
  status                SMALLINT NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4)),
  -- {"<question id>": "option" | ["option", …] | number}
  answers               JSONB NOT NULL DEFAULT '{}',
  -- set at submit: {"strategy": 0–100, …}, the overall 0–100 and the level 1–5
  dimension_scores      JSONB,
  overall_score         SMALLINT CHECK (overall_score BETWEEN 0 AND 100),
  level                 SMALLINT CHECK (level BETWEEN 1 AND 5),
  reject_reason         TEXT,
  created_by            INTEGER NOT NULL REFERENCES members (id),
  submitted_by          INTEGER REFERENCES members (id),
  submitted_at          TIMESTAMPTZ,
  reviewed_by           INTEGER REFERENCES members (id),
  reviewed_at           TIMESTAMPTZ,
  created_at            TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at            TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (status = 1 OR (submitted_at IS NOT NULL AND level IS NOT NULL))
);
-- One open (draft, awaiting or rejected) diagnosis per company; completed ones are history.
CREATE UNIQUE INDEX diagnoses_one_open_idx ON diagnoses (company_id) WHERE status IN (1, 2, 3);
CREATE INDEX diagnoses_company_idx ON diagnoses (company_id, created_at DESC, id DESC);
-- The operators' queues, oldest submission first.
CREATE INDEX diagnoses_review_idx ON diagnoses (status, submitted_at, id) WHERE status <> 1;

-- The reviewers' comments, and each rejection with its reason, in order.
CREATE TABLE diagnosis_comments (
  id                    SERIAL PRIMARY KEY,
  diagnosis_id          INTEGER NOT NULL REFERENCES diagnoses (id),
  author_id             INTEGER NOT NULL REFERENCES members (id),
  kind                  TEXT NOT NULL CHECK (kind IN ('comment', 'rejection')),
  content               TEXT NOT NULL,
  created_at            TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX diagnosis_comments_diagnosis_idx ON diagnosis_comments (diagnosis_id, created_at, id);
