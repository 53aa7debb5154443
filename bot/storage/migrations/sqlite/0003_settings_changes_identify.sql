-- A feed of settings changes, so a process reloads only what changed since its last reload
-- (one indexed read of a few rows) instead of every row. One row per (scope, owner, key): the
-- latest change, with value NULL once the key was deleted, so the feed never outgrows the settings.
CREATE TABLE settings_changes (
    scope TEXT NOT NULL CHECK (scope IN ('guild', 'user')),
    owner INTEGER NOT NULL,
    key TEXT NOT NULL,
    value TEXT,
    seq INTEGER NOT NULL,
    PRIMARY KEY (scope, owner, key)
);
CREATE UNIQUE INDEX settings_changes_seq ON settings_changes (seq);
INSERT INTO settings_changes (scope, owner, key, value, seq)
    SELECT 'guild', guild_id, key, value, ROW_NUMBER() OVER (ORDER BY guild_id, key) FROM guild_settings;
INSERT INTO settings_changes (scope, owner, key, value, seq)
    SELECT 'user', user_id, key, value,
           (SELECT COUNT(*) FROM guild_settings) + ROW_NUMBER() OVER (ORDER BY user_id, key)
    FROM user_settings;

-- Discord allows one IDENTIFY per rate-limit bucket (shard_id % max_concurrency) every 5 s, for
-- the whole bot: processes reserve the next free slot of their bucket here.
CREATE TABLE identify_slots (
    bucket INTEGER PRIMARY KEY,
    next_at REAL NOT NULL
);

-- schema_migrations supersedes the single version number.
DELETE FROM meta WHERE key = 'schema_version';
CREATE INDEX sessions_open ON sessions (open, updated_at);
