-- Cards from MTGJSON's AtomicCards (issue 14). One row per Oracle card; the card itself is
-- JSON (bot.cards.model.Card.to_dict) so new card fields need no migration. card_names lists
-- every name a card is called by (English full and face names, Spanish printed names) so the
-- name index loads without decoding every card.
CREATE TABLE IF NOT EXISTS cards (
    name TEXT PRIMARY KEY,
    layout TEXT NOT NULL,
    data TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS card_names (
    display TEXT NOT NULL,
    card TEXT NOT NULL,
    lang TEXT NOT NULL,
    PRIMARY KEY (card, display, lang)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS card_imports (
    id INTEGER PRIMARY KEY,
    source TEXT NOT NULL,
    imported_at TEXT NOT NULL,
    card_count INTEGER NOT NULL,
    meta_date TEXT,
    meta_version TEXT
);
-- An import writes here first and copies into cards/card_names only once the whole file has been
-- read and accepted, so lookups during a long import (same connection included) see the old cards.
CREATE TABLE IF NOT EXISTS cards_staging (
    name TEXT PRIMARY KEY,
    layout TEXT NOT NULL,
    data TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS card_names_staging (
    display TEXT NOT NULL,
    card TEXT NOT NULL,
    lang TEXT NOT NULL,
    PRIMARY KEY (card, display, lang)
) WITHOUT ROWID;
