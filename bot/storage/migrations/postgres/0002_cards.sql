-- Cards from MTGJSON's AtomicCards (issue 14); the same tables as sqlite/0002_cards.sql.
CREATE TABLE IF NOT EXISTS cards (
    name TEXT PRIMARY KEY,
    layout TEXT NOT NULL,
    data JSONB NOT NULL
);
CREATE TABLE IF NOT EXISTS card_names (
    display TEXT NOT NULL,
    card TEXT NOT NULL,
    lang TEXT NOT NULL,
    PRIMARY KEY (card, display, lang)
);
CREATE TABLE IF NOT EXISTS card_imports (
    id BIGSERIAL PRIMARY KEY,
    source TEXT NOT NULL,
    imported_at TIMESTAMPTZ NOT NULL,
    card_count INTEGER NOT NULL,
    meta_date TEXT,
    meta_version TEXT
);
-- An import writes here first and copies into cards/card_names only once the whole file has been
-- read and accepted, so lookups during a long import (same connection included) see the old cards.
CREATE TABLE IF NOT EXISTS cards_staging (
    name TEXT PRIMARY KEY,
    layout TEXT NOT NULL,
    data JSONB NOT NULL
);
CREATE TABLE IF NOT EXISTS card_names_staging (
    display TEXT NOT NULL,
    card TEXT NOT NULL,
    lang TEXT NOT NULL,
    PRIMARY KEY (card, display, lang)
);
