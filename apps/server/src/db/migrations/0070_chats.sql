-- Assistant chat: a chat belongs to one user in one organisation; its messages keep the
-- fixed answers offered, and `state` is the dialogue engine's state between turns (plain JSON,
-- read back through parseChatState, so a state of another engine version starts afresh).
CREATE TABLE chats (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'pl')),
  state jsonb NOT NULL,
  is_finished boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chats_owner_idx ON chats (organisation_id, user_id, created_at DESC);

CREATE TABLE chat_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chat_id uuid NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('question', 'answer')),
  content text NOT NULL,
  possible_fixed_values jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The figures an answer printed, each with its source (report path or reference row).
  figures jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Whether the text shown is a language model's rephrasing of the engine's (ASSISTANT_LLM_URL).
  rephrased boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_chat_idx ON chat_messages (chat_id, id);
