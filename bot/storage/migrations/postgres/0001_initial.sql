-- The same tables as SQLite's 0001, in PostgreSQL's types.
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS versions (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    effective DATE NOT NULL UNIQUE,
    content_hash TEXT NOT NULL UNIQUE,
    source TEXT NOT NULL,
    imported_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    rule_count INTEGER NOT NULL,
    glossary_count INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rules (
    version_id BIGINT NOT NULL REFERENCES versions(id) ON DELETE CASCADE,
    number TEXT NOT NULL,
    position INTEGER NOT NULL,
    text TEXT NOT NULL,
    examples JSONB NOT NULL,
    see_also JSONB NOT NULL,
    PRIMARY KEY (version_id, number)
);
CREATE TABLE IF NOT EXISTS glossary (
    version_id BIGINT NOT NULL REFERENCES versions(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    headword TEXT NOT NULL,
    definition TEXT NOT NULL,
    rules JSONB NOT NULL,
    PRIMARY KEY (version_id, position)
);
CREATE TABLE IF NOT EXISTS guild_settings (
    guild_id BIGINT NOT NULL, key TEXT NOT NULL, value JSONB NOT NULL,
    PRIMARY KEY (guild_id, key)
);
CREATE TABLE IF NOT EXISTS user_settings (
    user_id BIGINT NOT NULL, key TEXT NOT NULL, value JSONB NOT NULL,
    PRIMARY KEY (user_id, key)
);
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    state JSONB NOT NULL,
    open BOOLEAN NOT NULL DEFAULT TRUE,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
