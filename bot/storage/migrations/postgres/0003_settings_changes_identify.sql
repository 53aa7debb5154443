-- See sqlite/0003: the settings change feed (also announced with NOTIFY mtgbot_settings) and
-- the shared IDENTIFY schedule.
CREATE SEQUENCE settings_seq;
CREATE TABLE settings_changes (
    scope TEXT NOT NULL CHECK (scope IN ('guild', 'user')),
    owner BIGINT NOT NULL,
    key TEXT NOT NULL,
    value JSONB,
    seq BIGINT NOT NULL UNIQUE,
    PRIMARY KEY (scope, owner, key)
);
INSERT INTO settings_changes (scope, owner, key, value, seq)
    SELECT 'guild', guild_id, key, value, nextval('settings_seq') FROM guild_settings;
INSERT INTO settings_changes (scope, owner, key, value, seq)
    SELECT 'user', user_id, key, value, nextval('settings_seq') FROM user_settings;

CREATE TABLE identify_slots (
    bucket INTEGER PRIMARY KEY,
    next_at DOUBLE PRECISION NOT NULL
);

DELETE FROM meta WHERE key = 'schema_version';
CREATE INDEX sessions_open ON sessions (open, updated_at);
