"""``python -m bot cards import`` and ``python -m bot card`` (docs/cards.md): the commands through ``cli.main``
with their own environment, the human-readable answer through a real ``python -m bot`` process."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

from bot.frontends.cli import main
from tests.shared_cache import share_grammar_tables

from .conftest import Server, encode
from .fixture import CARD_COUNT, atomic_cards

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    tmp = tmp_path_factory.mktemp("cards-cli")
    e = {k: v for k, v in os.environ.items() if not k.startswith("MTGBOT_")}
    # The card commands never need the rules: an unreachable rules source proves they do not load them.
    e.update(MTGBOT_DB=str(tmp / "cli.sqlite3"), MTGBOT_DATA_DIR=str(share_grammar_tables(tmp / "data")),
             MTGBOT_RULES_PAGE="http://127.0.0.1:9/x", MTGBOT_RULES_URL_PATTERN="http://127.0.0.1:9/{year}/{stamp}")
    return e


def run(env: dict[str, str], *args: str, status: int = 0) -> dict[str, Any]:
    """The command's JSON, run in this process by ``cli.main`` — what ``python -m bot`` calls, with
    the same environment, exit status and output (a process of its own costs a second of start-up
    each, and the entry point itself is run as a process below and in tests/frontends/test_cli.py)."""
    out, err = io.StringIO(), io.StringIO()
    with mock.patch.dict(os.environ, env, clear=True), redirect_stdout(out), redirect_stderr(err):
        code = main([*args, "--json"])
    assert "Traceback" not in err.getvalue(), err.getvalue()
    assert code == status, (out.getvalue(), err.getvalue())
    return json.loads(out.getvalue())


def test_cli_card_commands(env: dict[str, str], http_server: Server, tmp_path: Path) -> None:
    # Before any import: a clear error, exit status 2.
    err = run(env, "card", "Shock", status=2)
    assert err["error"]["code"] == "no_cards" and "cards import" in err["error"]["message"]

    http_server.files["/cli/AtomicCards.json.xz"] = encode(atomic_cards(), "xz")
    out = run(env, "cards", "import", http_server.url("/cli/AtomicCards.json.xz"))
    assert out["cards"] == CARD_COUNT and out["previous"] == 0 and out["meta_date"] == "2026-11-01"

    card = run(env, "card", "Saqueador", "de", "bolsas", status=2)  # no such Spanish name in the fixture
    assert card["error"]["code"] == "not_found"
    card = run(env, "card", "Gigante", "rompehuesos", "--lang", "es")
    assert card["name"] == "Bonecrusher Giant // Stomp" and card["lang"] == "es"
    assert card["printed_name"] == "Gigante rompehuesos // Pisotón"
    contract = {"name", "mana_cost", "type_line", "oracle_text", "rulings", "lang", "printed_name", "printed_text"}
    assert set(card) >= contract
    card = run(env, "card", "fleshbag")
    assert card["name"] == "Fleshbag Marauder" and len(card["rulings"]) == 2
    assert set(card["rulings"][0]) == {"date", "text"}

    few = tmp_path / "few.json.gz"
    few.write_bytes(encode(atomic_cards(drop=30), "gz"))
    err = run(env, "cards", "import", str(few), status=2)
    assert err["error"]["code"] == "too_few_cards"
    assert run(env, "card", "Fleshbag Marauder")["name"] == "Fleshbag Marauder"  # still there

    human = subprocess.run([sys.executable, "-m", "bot", "card", "Rayo", "--lang", "es"], cwd=REPO, env=env,
                           capture_output=True, text=True, timeout=120)
    assert human.returncode == 0 and human.stdout.startswith("Rayo  (Lightning Bolt)  {R}")
    assert "Texto Oracle" in human.stdout

    # `resolve` reads `card:` from the same card database as `card` (it used to say "no card named …").
    scenario = tmp_path / "fleshbag.yaml"
    scenario.write_text(json.dumps({
        "players": [{"name": "Ann", "battlefield": ["Grizzly Bears (creature)"]},
                    {"name": "Ben", "battlefield": ["Fleshbag Marauder (creature)", "Hill Giant (creature)"]}],
        "active": "Ann", "controller": "Ben", "card": "Fleshbag Marauder", "choices": {"Ben": ["Hill Giant"]}}))
    out = run(env, "resolve", str(scenario))
    assert [s["action"] for s in out["steps"]] == ["sacrifice"]
    assert out["steps"][0]["order"] == ["Ann", "Ben"]
    # The same card by quick mode, and a batch: one result or error object per line, the batch goes on.
    out = run(env, "resolve", "--card", "Fleshbag Marauder", "--players", "Ann, Ben", "--active", "Ben")
    assert out["steps"][0]["action"] == "sacrifice"
    batch = tmp_path / "batch.jsonl"
    batch.write_text(json.dumps(json.loads(scenario.read_text())) + "\n[1, 2]\n"
                     + json.dumps({**json.loads(scenario.read_text()), "card": "No Such Card"}) + "\n")
    out = io.StringIO()
    with mock.patch.dict(os.environ, env, clear=True), redirect_stdout(out):
        code = main(["resolve", "--batch", str(batch), "--json"])
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert code == 2
    assert lines[0]["steps"][0]["action"] == "sacrifice"
    assert [line.get("error", {}).get("code") for line in lines[1:]] == ["bad_batch", "not_found"]

def _deep() -> bytes:
    return b'{"meta": {}, "data": {"Deep": ' + b"[" * 100_000 + b"]" * 100_000 + b"}}"


def _huge_text_gz() -> bytes:
    import gzip

    doc = atomic_cards(extra={"Huge": [{"name": "Huge", "type": "Instant", "text": "x" * (4 << 20)}]})
    return gzip.compress(json.dumps(doc).encode(), compresslevel=1)


def _big_integer() -> bytes:
    return encode(atomic_cards()).replace(b'"manaValue": 0.0', b'"manaValue": ' + b"9" * 400, 1)


def _encrypted_zip() -> bytes:
    data = bytearray(encode(atomic_cards(), "zip"))
    for sig, flags_at in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):
        data[data.index(sig) + flags_at] |= 0x1
    return bytes(data)


@pytest.mark.parametrize("make, words", [(_deep, ("32 niveles",)), (_huge_text_gz, ("256 KiB",)),
                                         (_big_integer, ("número demasiado grande",)), (_encrypted_zip, ("zip",))],
                         ids=["100000-deep", "4-MiB-text-in-gzip", "400-digit-integer", "encrypted-zip"])
def test_cli_refuses_hostile_files_with_exit_2(env: dict[str, str], tmp_path: Path, make: Any,
                                               words: tuple[str, ...]) -> None:
    """With the real limits: each file is refused in Spanish (exit 2), never "Internal error"."""
    path = tmp_path / "hostile.bin"
    path.write_bytes(make())
    err = run({**env, "MTGBOT_DB": str(tmp_path / "hostile.sqlite3")}, "cards", "import", str(path), "--lang", "es",
              status=2)
    assert err["error"]["code"] == "bad_card_file", err
    assert all(w in err["error"]["message"] for w in words), err
    assert "Internal" not in err["error"]["message"]
