-- The schema the bot shipped before numbered migrations (meta.schema_version = 1).
-- IF NOT EXISTS: a database created by that code already has these tables; it is marked as
-- having 0001 without running this file (see bot/storage/migrations/__init__.py).
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS versions (
    id INTEGER PRIMARY KEY,
    effective TEXT NOT NULL UNIQUE,
    content_hash TEXT NOT NULL UNIQUE,
    source TEXT NOT NULL,
    imported_at TEXT NOT NULL,
    rule_count INTEGER NOT NULL,
    glossary_count INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rules (
    version_id INTEGER NOT NULL REFERENCES versions(id) ON DELETE CASCADE,
    number TEXT NOT NULL,
    position INTEGER NOT NULL,
    text TEXT NOT NULL,
    examples TEXT NOT NULL,
    see_also TEXT NOT NULL,
    PRIMARY KEY (version_id, number)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS glossary (
    version_id INTEGER NOT NULL REFERENCES versions(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    headword TEXT NOT NULL,
    definition TEXT NOT NULL,
    rules TEXT NOT NULL,
    PRIMARY KEY (version_id, position)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS guild_settings (
    guild_id INTEGER NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
    PRIMARY KEY (guild_id, key)
);
CREATE TABLE IF NOT EXISTS user_settings (
    user_id INTEGER NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
);
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    state TEXT NOT NULL,
    open INTEGER NOT NULL DEFAULT 1,
    updated_at TEXT NOT NULL
);
