"""Hostile inputs shared by the suite: strategies, the fixed list of nasty strings, and a
fingerprint of everything stored in a database."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

from hypothesis import strategies as st

PREVIOUS = "en-20260116.txt"

#: Inputs people (and fuzzers) have actually broken bots with: other scripts' digits, terminal
#: escapes, bidi controls, NUL, lone surrogates (argv decodes undecodable bytes to them), format
#: placeholders, SQL, paths, very long text.
NASTY = [
    "١٠١.٤", "१०१.४", "𝟏𝟎𝟏.𝟒", "１０１．４", "101,4", "101.4a", "CR 702.19c", "regla ６０３.３b", "7", "0", "-1",
    "\x1b[31mred\x1b[0m", "\x1b]0;title\x07", "\u202eevil\u202c", "\u2066x\u2069", "a\x00b", "\x00", "\udcff",
    "\ud800", "{name}", "{0}", "%s%s%n", "'; DROP TABLE rules; --", "../../etc/passwd", "\\", "\"", "'",
    "\r\n", "\t", " ", "", "/", "//", "/rule", "::", "lang:", ":es", "ｔｒａｍｐｌｅ", "TRAMPLE", "arrollar",
    "mana value", "APNAP", "🙂" * 50, "x" * 5000, "9" * 400, "101." + "4" * 300, "ß", "İ", "ﬀ", "\ufeff",
    "\u200b", "\ufffd", "२०२६-०४-१७", "2026-04-17", "9999-99-99", "1e309", "NaN", "null", "[]", "{}",
]

#: Any text, including lone surrogates and control characters.
any_text = st.one_of(
    st.sampled_from(NASTY),
    st.text(max_size=80),
    st.text(alphabet=st.characters(codec=None, categories=["Cc", "Cf", "Cs", "Nd", "No", "Zs", "Po"]), max_size=40),
    st.builds(lambda a, b: a + b, st.sampled_from(NASTY), st.text(max_size=20)),
)
langs = st.one_of(st.sampled_from(["en", "es", "auto", "EN", "es-ES", "fr", "", "\x00"]), st.text(max_size=6))


#: Tables input may legitimately write: a table-mode game is saved so that it survives a restart.
WRITABLE_TABLES = frozenset({"sessions"})


def fingerprint(db: Path) -> str:
    """A hash of every row of every table (but :data:`WRITABLE_TABLES`): equal fingerprints mean
    no rules, releases or settings changed."""
    digest = hashlib.sha256()
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]
        for table in (t for t in tables if t not in WRITABLE_TABLES):
            digest.update(table.encode())
            rows = conn.execute(f'SELECT * FROM "{table}"').fetchall()  # table names come from the schema
            for row in sorted(map(repr, rows)):  # some tables have no rowid: order by content
                digest.update(row.encode())
    finally:
        conn.close()
    return digest.hexdigest()
