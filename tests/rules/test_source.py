"""The download path, against a local HTTP server (tests never need the internet)."""

from __future__ import annotations

import pytest

from bot.errors import BotError
from bot.rules.source import download_current, find_links, rule_files
from tests.crfiles import CR_DIR
from tests.rules.http_stub import StubServer


@pytest.fixture
def cr_bytes():
    return (CR_DIR / "en-20260417.txt").read_bytes()


def test_finds_the_newest_link():
    html = ('<a href="https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt">old</a>'
            '<a href="/2026/downloads/MagicCompRules 20260417.txt">TXT</a>'
            '<a href="https://media.wizards.com/2026/downloads/MagicCompRules%2020260417.pdf">PDF</a>')
    links = find_links(html, "https://magic.wizards.com/en/rules")
    assert links[0] == ("20260417", "https://magic.wizards.com/2026/downloads/MagicCompRules%2020260417.txt")


def test_downloads_from_the_rules_page_with_progress_and_caches(tmp_path, cr_bytes):
    server = StubServer()
    try:
        page = f'<a href="{server.url}/2026/downloads/MagicCompRules%2020260417.txt">TXT</a>'.encode()
        routes = {"/en/rules": page, "/2026/downloads/MagicCompRules%2020260417.txt": cr_bytes}
        server.routes.update(routes)
        seen = []
        path = download_current(f"{server.url}/en/rules", tmp_path / "cache", progress=lambda d, t: seen.append((d, t)))
        assert path.read_bytes() == cr_bytes and path.name == "MagicCompRules 20260417.txt"
        assert seen[-1] == (len(cr_bytes), len(cr_bytes))
        hits = len(server.hits)
        assert download_current(f"{server.url}/en/rules", tmp_path / "cache") == path  # cached
        assert len(server.hits) == hits + 1  # only the page was fetched again
    finally:
        server.close()


def test_falls_back_to_the_url_pattern(tmp_path, cr_bytes):
    server = StubServer()
    try:
        server.routes.update({"/2026/downloads/MagicCompRules%2020260417.txt": cr_bytes})
        path = download_current(f"{server.url}/no-such-page", tmp_path / "c",
                                fallback_pattern=server.url + "/{year}/downloads/MagicCompRules%20{stamp}.txt")
        assert path.read_bytes() == cr_bytes
    finally:
        server.close()


def test_offline_names_mtgbot_rules(tmp_path):
    with pytest.raises(BotError) as info:
        download_current("http://127.0.0.1:9/rules", tmp_path, timeout=2,
                         fallback_pattern="http://127.0.0.1:9/{year}/{stamp}.txt")
    assert info.value.code == "no_rules_loaded" and "MTGBOT_RULES" in info.value.message


def test_rule_files(tmp_path):
    assert [p.name for p in rule_files(CR_DIR)] == ["en-20241108.txt", "en-20260116.txt", "en-20260417.txt"]
    with pytest.raises(BotError):
        rule_files(tmp_path / "missing.txt")
    with pytest.raises(BotError):
        rule_files(tmp_path)  # a directory with no .txt


async def test_core_downloads_when_the_database_is_empty(tmp_path, cr_bytes, monkeypatch):
    from bot.config import Settings
    from bot.services import Services

    server = StubServer()
    try:
        server.routes.update({"/rules": f'<a href="{server.url}/MagicCompRules%2020260417.txt">x</a>'.encode(),
                              "/MagicCompRules%2020260417.txt": cr_bytes})
        monkeypatch.setenv("MTGBOT_RULES_PAGE", f"{server.url}/rules")
        monkeypatch.delenv("MTGBOT_RULES", raising=False)
        core = await Services.open(Settings.from_env(db=str(tmp_path / "db.sqlite3")))
        try:
            assert core.library.current.effective_iso == "2026-04-17"
        finally:
            await core.close()
    finally:
        server.close()

