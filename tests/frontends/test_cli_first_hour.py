"""What a newcomer meets on the command line (issue 26): options before the subcommand, --lang
everywhere, one "Usage:", a mistyped --db refused, a missing module named with its fix, cut
diffs that say how much was cut. Each command is the CLI's entry point called in this process
(tests/cli_in_process.py); the one that needs an interpreter of its own (``python -S``) starts it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli_in_process import run_main
from tests.crfiles import CR_DIR
from tests.shared_cache import share_grammar_tables, share_search_index

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("cli-first-hour")
    e = {k: v for k, v in os.environ.items() if not k.startswith(("MTGBOT_", "DISCORD_"))}
    e.update(MTGBOT_DB=str(tmp / "cli.sqlite3"), MTGBOT_RULES=str(CR_DIR),
             MTGBOT_DATA_DIR=str(share_search_index(share_grammar_tables(tmp / "data"))),
             MTGBOT_SEMANTIC="0",  # older releases would have their search vectors computed: minutes
             MTGBOT_RULES_PAGE="http://127.0.0.1:9/x", MTGBOT_RULES_URL_PATTERN="http://127.0.0.1:9/{year}/{stamp}")
    return e


def run(env, *args, python=None):
    """``python -m bot ARGS``: its entry point called in this process (tests/cli_in_process.py), or, given
    ``python`` (an interpreter and its options), a real process of it."""
    if python is None:
        p = run_main(env, *args)
    else:
        p = subprocess.run([*python, "-m", "bot", *args], cwd=REPO, env=env, capture_output=True, text=True,
                           timeout=120, stdin=subprocess.DEVNULL)
    assert "Traceback" not in p.stderr, p.stderr
    return p


def test_options_before_the_subcommand_count(env):
    p = run(env, "--json", "rule", "999.9")
    assert p.returncode == 2 and json.loads(p.stdout)["error"]["code"] == "not_found"
    p = run(env, "--json", "rule", "101.4")
    assert p.returncode == 0 and json.loads(p.stdout)["number"] == "101.4"
    other = Path(env["MTGBOT_DATA_DIR"]).parent / "other.sqlite3"
    p = run(env, "--db", str(other), "versions", "--json")
    assert p.returncode == 0 and other.is_file()


def test_usage_is_said_once(env):
    for args in (["search", "x", "--limit", "0"], ["rule", "--frobnicate"], ["nosuchcommand"], ["diff"]):
        p = run(env, *args)
        assert p.returncode == 2 and "Usage: python -m bot" in p.stderr, p.stderr
        assert p.stderr.lower().count("usage:") == 1, p.stderr


def test_search_limit_zero_is_refused(env):
    p = run(env, "search", "trample", "--limit", "0", "--json")
    assert p.returncode == 2 and json.loads(p.stdout)["error"]["code"] == "bad_input"


def test_diff_and_translate_take_lang(env):
    p = run(env, "diff", "--from", "2024-11-08", "--to", "2026-04-17", "--lang", "es")
    assert p.returncode == 0 and "Cambiada:" in p.stdout and "Renumeradas" in p.stdout
    p = run(env, "translate", "zzqxw", "--lang", "es")
    assert p.returncode == 2 and "diccionario" in p.stderr
    p = run(env, "translate", "arrollar", "--from", "es", "--lang", "es", "--json")
    assert p.returncode == 0 and "trample" in json.loads(p.stdout)["translations"]


def test_a_cut_diff_says_how_much_more_and_real_changes_come_first(env):
    out = run(env, "diff", "--from", "2024-11-08", "--to", "2026-04-17").stdout
    full = json.loads(run(env, "diff", "--from", "2024-11-08", "--to", "2026-04-17", "--json").stdout)
    more = len(full["changed"]) - 50
    assert more > 0 and f"… {more} more" in out
    assert out.index("Changed:") < out.index("Renumbered")  # renumberings never bury the real changes


def test_a_database_in_a_missing_directory_is_refused(env, tmp_path):
    target = tmp_path / "no" / "such" / "dir" / "x.sqlite3"
    p = run(env, "rule", "101.4", "--db", str(target), "--json")
    assert p.returncode == 2 and json.loads(p.stdout)["error"]["code"] == "bad_database"
    assert "does not exist" in json.loads(p.stdout)["error"]["message"]
    assert not (tmp_path / "no").exists()


def test_the_data_directory_itself_is_still_created_on_a_first_start(env, tmp_path):
    e = dict(env, MTGBOT_DATA_DIR=str(tmp_path / "fresh" / "data"))
    e.pop("MTGBOT_DB")
    p = run(e, "rule", "101.4", "--json")
    assert p.returncode == 0 and (tmp_path / "fresh" / "data" / "bot.sqlite3").is_file()


def test_a_python_without_the_dependencies_names_the_module_and_the_fix(env):
    p = run(env, "rule", "101.4", python=(sys.executable, "-S"))  # -S: no site-packages, as outside the venv
    assert p.returncode == 1
    assert "is not installed for" in p.stderr and "make run" in p.stderr and ".venv/bin/python" in p.stderr
    assert "ModuleNotFoundError" not in p.stderr


def test_an_unknown_scenario_field_is_never_echoed_whole(env, tmp_path):
    secret = "ghp_" + "s3cr3t" * 12
    scenario = tmp_path / "s.yaml"
    scenario.write_text(f"players: [{{name: A}}, {{name: B}}]\nactive: A\neffect: Each player draws a card.\n"
                        f'"{secret}\\a": 1\n', encoding="utf-8")  # "\a": a BEL inside the key
    for args in (["resolve", str(scenario)], ["resolve", str(scenario), "--json"]):
        p = run(env, *args)
        shown = p.stdout + p.stderr
        assert p.returncode == 2 and "unknown field" in shown
        assert secret not in shown and secret[:25] not in shown and "\x07" not in shown
        assert secret[:24] + "…" in shown
