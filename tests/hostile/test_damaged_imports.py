"""A damaged CR file must never replace a good release (issue 12, item 2), and importing explicit
paths never downloads (item 3).

Each damage is made from the real current release: truncated, a rule deleted, concatenated with
itself, a NUL byte inside, a rule number typed twice. After each refusal the stored release is
exactly what it was.
"""

from __future__ import annotations

import json
import shutil
from datetime import date
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.catalog import t
from bot.errors import BotError
from bot.rules import validate
from bot.services.rules_import import ensure_rules, import_files
from tests.crfiles import CR_DIR, CURRENT
from tests.hostile.hostile_inputs import PREVIOUS

pytest_plugins = ["tests.hostile.hostile_fixtures"]  # seed_db: the two releases, imported once a session


def _text(name: str = CURRENT) -> str:
    path = CR_DIR / name
    if not path.is_file():
        pytest.skip(f"{path} is missing (set MTGBOT_CR_DIR)")
    return path.read_bytes().decode("utf-8-sig")


def _body(text: str, marker: str) -> int:
    """Where ``marker`` starts in the rules body (after the Contents list)."""
    return text.index(marker, text.index("\nCredits"))


def _delete_line(text: str, marker: str) -> str:
    i = _body(text, marker)
    return text[:i] + text[text.index("\n", i + 1):]


def truncated_in_glossary(text: str) -> str:
    return text[: _body(text, "\nGlossary") + 40_000]


def truncated_in_the_last_entry(text: str) -> str:
    return text[: text.rindex("\nCredits") - 30]


def glossary_entry_deleted(text: str) -> str:
    i = text.index("\nTrample\n", _body(text, "\nGlossary"))
    return text[:i] + text[text.index("\n\n", i + 1):]


def truncated_in_rules(text: str) -> str:
    return text[: len(text) // 2]


def rule_deleted(text: str) -> str:
    return _delete_line(text, "\n702.19c")


def last_subrule_deleted(text: str) -> str:
    # 704.5z is the last letter of its rule: no gap betrays it, only the release it replaces does.
    return _delete_line(text, "\n704.5z")


def nul_inside(text: str) -> str:
    return text[:400_000] + "\x00" + text[400_000:]


def duplicated_number(text: str) -> str:
    i = _body(text, "\n101.4a")
    return text[:i] + "\n101.4b" + text[i + len("\n101.4a"):]  # 101.4a lost, 101.4b twice


def concatenated_twice(text: str) -> str:
    return text + text


DAMAGES = {
    truncated_in_glossary: {"error.rules_file_truncated"},
    truncated_in_the_last_entry: {"error.rules_file_truncated"},
    glossary_entry_deleted: {"error.rules_file_lost_terms"},
    truncated_in_rules: {"error.not_a_cr_file"},
    rule_deleted: {"error.rules_file_lost_rules"},
    last_subrule_deleted: {"error.rules_file_lost_rules"},
    nul_inside: {"error.rules_file_control"},
    duplicated_number: {"error.rules_file_duplicates"},
    concatenated_twice: {"error.rules_file_duplicates", "error.rules_file_duplicate_terms"},
}


@pytest.fixture
async def seeded(seed_db, tmp_path):
    """A fresh copy of the seeded database."""
    from bot.storage import open_store

    copy = tmp_path / "seeded.sqlite3"
    shutil.copyfile(seed_db, copy)
    s = await open_store(copy)
    yield s
    await s.close()


async def _snapshot(store) -> tuple[list[dict], dict[str, str]]:
    versions = [v.to_dict() | {"imported_at": None} for v in await store.versions()]
    book = await store.load_book(max(v.effective for v in await store.versions()))
    return versions, {n: r.text for n, r in book.rules.items()}


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("damage", DAMAGES, ids=lambda f: f.__name__)
async def test_a_damaged_file_with_the_same_date_is_refused_and_the_good_release_kept(seeded, tmp_path, damage):
    store = seeded
    before = await _snapshot(store)
    bad = _write(tmp_path, "damaged.txt", damage(_text()))
    with pytest.raises(BotError) as info:
        await import_files(store, [bad])
    assert info.value.code == "bad_rules_file"
    assert info.value.key in DAMAGES[damage]
    assert "damaged.txt" in info.value.message
    assert await _snapshot(store) == before


async def test_force_imports_what_the_checks_refuse(seeded, tmp_path):
    store = seeded
    bad = _write(tmp_path, "damaged.txt", rule_deleted(_text()))
    summary = await import_files(store, [bad], force=True)
    assert summary.imported == ["damaged.txt"]
    book = await store.load_book(max(v.effective for v in await store.versions()))
    assert "702.19c" not in book.rules


async def test_a_file_over_the_size_limit_is_refused_before_it_is_read(seeded, tmp_path, monkeypatch):
    store = seeded
    before = await _snapshot(store)
    big = tmp_path / "huge.txt"
    with big.open("wb") as fh:  # sparse: the size is real, the disk stays empty
        fh.truncate(81 * 1024 * 1024)

    def no_whole_read(self, *args, **kwargs):
        raise AssertionError("a file over the limit was read whole")

    monkeypatch.setattr(Path, "read_bytes", no_whole_read)
    with pytest.raises(BotError) as info:
        await import_files(store, [big])
    assert info.value.key == "error.rules_file_too_big"
    assert await _snapshot(store) == before


async def test_a_new_release_much_smaller_than_the_previous_one_is_refused(store, tmp_path):
    await import_files(store, [CR_DIR / PREVIOUS])
    text = _text()
    start = _body(text, "\n7. Additional Rules")
    end = _body(text, "\n8. Multiplayer Rules")
    cut = text[:start] + text[end:]  # a whole section gone: ~45% of the rules
    contents = cut.index("7. Additional Rules")
    cut = cut[:contents] + cut[cut.index("\n", contents) + 1:]  # and from the Contents, so it parses
    with pytest.raises(BotError) as info:
        await import_files(store, [_write(tmp_path, "new.txt", cut)])
    assert info.value.key in {"error.rules_file_fewer_rules", "error.rules_file_fewer_headings"}
    assert [v.effective.isoformat() for v in await store.versions()] == ["2026-01-16"]


async def test_the_real_releases_import_in_any_order(store):
    for name in ("en-20260417.txt", "en-20241108.txt", "en-20260116.txt"):
        summary = await import_files(store, [CR_DIR / name])
        assert summary.imported == [name]


async def test_good_files_beside_a_refused_one_are_still_imported(store, tmp_path):
    bad = _write(tmp_path, "a-damaged.txt", nul_inside(_text()))
    with pytest.raises(BotError):
        await import_files(store, [bad, CR_DIR / CURRENT])
    assert [v.source for v in await store.versions()] == [CURRENT]


async def test_start_up_keeps_serving_the_stored_release_when_mtgbot_rules_is_damaged(seeded, tmp_path):
    from bot.config import Settings

    store = seeded
    bad = _write(tmp_path, "damaged.txt", duplicated_number(_text()))
    settings = Settings.from_env(rules=str(bad), db=str(tmp_path / "unused.sqlite3"))
    summary = await ensure_rules(store, settings)
    assert list(summary.refused) == ["damaged.txt"]
    assert [v.source for v in await store.versions()] == [PREVIOUS, CURRENT]


@pytest.mark.parametrize("damage", [truncated_in_the_last_entry, nul_inside, duplicated_number],
                         ids=lambda f: f.__name__)
async def test_a_damaged_first_import_is_refused_too(store, tmp_path, damage):
    with pytest.raises(BotError) as info:
        await import_files(store, [_write(tmp_path, "damaged.txt", damage(_text()))])
    assert info.value.code == "bad_rules_file"
    assert await store.versions() == []


async def test_start_up_imports_the_good_files_of_a_folder_beside_a_damaged_one(seeded, tmp_path):
    from bot.config import Settings

    folder = tmp_path / "rules"
    folder.mkdir()
    shutil.copyfile(CR_DIR / "en-20241108.txt", folder / "en-20241108.txt")
    _write(folder, "en-20260417-damaged.txt", rule_deleted(_text()))
    summary = await ensure_rules(seeded, Settings.from_env(rules=str(folder), db=str(tmp_path / "unused.sqlite3")))
    assert summary.imported == ["en-20241108.txt"] and list(summary.refused) == ["en-20260417-damaged.txt"]
    assert [v.source for v in await seeded.versions()] == ["en-20241108.txt", PREVIOUS, CURRENT]


async def test_start_up_with_nothing_stored_still_fails_on_a_damaged_file(store, tmp_path):
    from bot.config import Settings

    bad = _write(tmp_path, "damaged.txt", nul_inside(_text()))
    settings = Settings.from_env(rules=str(bad), db=str(tmp_path / "unused.sqlite3"))
    with pytest.raises(BotError) as info:
        await ensure_rules(store, settings)
    assert info.value.code == "bad_rules_file"


def test_every_refusal_reads_in_both_languages():
    keys = {k for keys in DAMAGES.values() for k in keys} - {"error.not_a_cr_file"} | {
        "error.rules_file_too_big", "error.rules_file_fewer_rules", "error.rules_file_fewer_headings"}
    params = {"name": "x.txt", "size": "9.0", "limit": "8.0", "char": "U+0000", "line": 3, "numbers": "101.4b",
              "terms": "Trample", "date": "2026-04-17", "count": 1, "new": 1, "old": 2, "percent": 50.0,
              "reason": "r"}
    for key in keys:
        en, es = t(key, "en", **params), t(key, "es", **params)
        assert en != key and es != key and en != es
        assert "{" not in en and "{" not in es


def test_the_size_limit_leaves_room_for_real_releases():
    biggest = max((CR_DIR / name).stat().st_size for name in (CURRENT, PREVIOUS))
    assert validate.check_size(biggest * 2) is None  # UTF-16 doubles the bytes
    assert validate.check_size(biggest * 60) is not None


# --- item 3: the README's import command works offline on a fresh database ------------------


def test_import_of_explicit_paths_on_a_fresh_database_never_downloads(tmp_path, capsys, monkeypatch):
    from bot.frontends import cli
    from bot.rules import source

    def no_download(*args, **kwargs):
        raise AssertionError("import tried to download")

    monkeypatch.setattr(source, "download_current", no_download)
    monkeypatch.setattr("bot.services.rules_import.download_current", no_download)
    db = tmp_path / "fresh.sqlite3"
    assert cli.main(["import", str(CR_DIR / CURRENT), "--db", str(db), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["imported"] == [CURRENT]
    assert [v["effective"] for v in out["versions"]] == ["2026-04-17"]


@pytest.mark.long
def test_cli_refuses_a_damaged_file_with_exit_2_and_force_overrides(tmp_path, capsys):
    from bot.frontends import cli

    db = tmp_path / "db.sqlite3"
    assert cli.main(["import", str(CR_DIR / CURRENT), "--db", str(db), "--json"]) == 0
    capsys.readouterr()
    bad = _write(tmp_path, "damaged.txt", rule_deleted(_text()))
    assert cli.main(["import", str(bad), "--db", str(db), "--json"]) == 2
    err = json.loads(capsys.readouterr().out)["error"]
    assert err["code"] == "bad_rules_file" and "702.19c" in err["message"]
    assert cli.main(["import", str(bad), "--db", str(db), "--json", "--force"]) == 0
    assert json.loads(capsys.readouterr().out)["imported"] == ["damaged.txt"]


# --- the count rule itself --------------------------------------------------------------------

counts = st.builds(validate.ReleaseCounts, st.integers(0, 5000), st.integers(0, 200), st.integers(0, 900))


@given(new=counts, old=counts, tolerance=st.sampled_from([validate.REPLACE_TOLERANCE, validate.PREVIOUS_TOLERANCE]))
def test_counts_are_refused_exactly_when_one_drops_beyond_the_tolerance(new, old, tolerance):
    problem = validate.check_counts(new, old, date(2026, 4, 17), tolerance)
    drops = [kind for kind in ("rules", "headings", "glossary")
             if getattr(old, kind) and (getattr(old, kind) - getattr(new, kind)) * 100 / getattr(old, kind) > tolerance]
    assert (problem is None) == (not drops)
    if problem is not None:
        assert problem.key == f"error.rules_file_fewer_{drops[0]}"
        assert problem.params["new"] == getattr(new, drops[0])


@given(st.characters(codec=None, categories=["Cc"]))
def test_control_characters_are_found_wherever_they_are(char):
    text = "Magic: The Gathering Comprehensive Rules\nline two\n" + char + "x\n"
    problem = validate.check_text(text)
    if char in "\t\n\r\x0c":
        assert problem is None
    else:
        assert problem is not None and problem.params["char"] == f"U+{ord(char):04X}"
        assert problem.params["line"] == 3
