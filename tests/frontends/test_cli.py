"""The command-line contract (docs/cli-contract.md): its entry point called in this process (``run``,
tests/cli_in_process.py: the same arguments, environment, stdin, output and status as ``python -m bot``), and
real processes (``run_process``) where the process itself is what is checked: the status the shell sees, a
reader that goes away, the readable output."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.cli_in_process import run_main
from tests.crfiles import CR_DIR, REPO
from tests.shared_cache import share_grammar_tables, share_search_index


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("cli")
    e = {k: v for k, v in os.environ.items() if not k.startswith("MTGBOT_")}
    e.update(MTGBOT_DB=str(tmp / "cli.sqlite3"), MTGBOT_RULES=str(CR_DIR),
             MTGBOT_DATA_DIR=str(share_search_index(share_grammar_tables(tmp / "data"))),
             MTGBOT_RULES_PAGE="http://127.0.0.1:9/x", MTGBOT_RULES_URL_PATTERN="http://127.0.0.1:9/{year}/{stamp}")
    return e


def run_process(env, *args, stdin=None):
    p = subprocess.run([sys.executable, "-m", "bot", *args], cwd=REPO, env=env, input=stdin,
                       capture_output=True, text=True, timeout=120)
    assert "Traceback" not in p.stderr, p.stderr
    return p


def run(env, *args, stdin=None):
    p = run_main(env, *args, stdin=stdin)
    assert "Traceback" not in p.stderr, p.stderr
    return p


def run_json(env, *args, stdin=None, status=0):
    p = run(env, *args, "--json", stdin=stdin)
    assert p.returncode == status, (p.stdout, p.stderr)
    return json.loads(p.stdout)


def test_rule(env):
    r = run_json(env, "rule", "CR 101.4")
    assert r["number"] == "101.4" and r["children"] == ["101.4a", "101.4b", "101.4c", "101.4d", "101.4e"]
    assert len(r["examples"]) == 1 and r["translation"] == {"status": "source", "official": True}


def test_define_apnap(env):
    d = run_json(env, "define", "APNAP")
    assert d["term"] == "Active Player, Nonactive Player Order" and d["rules"][0] == "101.4"


def test_diff(env):
    d = run_json(env, "diff", "--from", "2024-11-08", "--to", "2026-04-17")
    moved = {m["from"]: m["to"] for m in d["moved"]}
    assert moved["701.26"] == "701.33" and moved["720"] == "723"


@pytest.mark.parametrize("ref, code", [("999.9", "not_found"), ("101.4z", "not_found"), ("abc", "bad_reference"),
                                       ("", "bad_reference"), ("x" * 10_000, "bad_reference"),
                                       ("\x01\x02\x1b", "bad_reference")])
def test_bad_references(env, ref, code):
    err = run_json(env, "rule", ref, status=2)["error"]
    assert err["code"] == code and err["message"] and isinstance(err["suggestions"], list)


def test_batch_goes_on_after_a_bad_line(env):
    lines = "\n".join([json.dumps({"ref": "101.4a"}), "not json", json.dumps({"ref": "999.9"}),
                       json.dumps({"ref": "702.19", "lang": "en"}), json.dumps({"nope": 1})])
    p = run(env, "rule", "--batch", "-", "--json", stdin=lines)
    out = [json.loads(line) for line in p.stdout.splitlines()]
    assert [o.get("number") or o["error"]["code"] for o in out] == ["101.4a", "bad_batch", "not_found", "702.19",
                                                                     "bad_batch"]
    assert p.returncode == 2


def test_import_is_idempotent(env):
    run_json(env, "import", str(CR_DIR))  # imports them unless an earlier test in this worker's module already did
    out = run_json(env, "import", str(CR_DIR))
    assert out["imported"] == [] and len(out["skipped"]) == 3
    assert [v["effective"] for v in out["versions"]] == ["2024-11-08", "2026-01-16", "2026-04-17"]


def test_readable_output(env):
    p = run_process(env, "rule", "101.4")
    assert p.returncode == 0 and p.stdout.startswith("101.4  (CR 101.4 — effective 2026-04-17)")


def test_offline_without_rules_uses_the_bundled_release_and_says_so(env, tmp_path):
    """A fresh machine that cannot reach Wizards starts with the release shipped in the package."""
    e = dict(env, MTGBOT_DB=str(tmp_path / "empty.sqlite3"))
    e.pop("MTGBOT_RULES")
    p = run(e, "rule", "101.4", "--json")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["number"] == "101.4"
    assert "bundled" in p.stderr and "en-20260417.txt" in p.stderr and "MTGBOT_RULES" in p.stderr
    assert [v["effective"] for v in run_json(e, "versions")["versions"]] == ["2026-04-17"]


def test_resolve_readable_and_json(env, tmp_path):
    scenario = tmp_path / "s.yaml"
    scenario.write_text("players: [{name: Alice, battlefield: [Grizzly Bears (creature)]}, {name: Bob}]\n"
                        "active: Alice\neffect: Cada jugador sacrifica una criatura.\n", encoding="utf-8")
    p = run(env, "resolve", str(scenario))
    assert p.returncode == 0 and "Paso 1" in p.stdout and "Grizzly Bears" in p.stdout
    out = run_json(env, "resolve", str(scenario))
    assert out["steps"][0]["order"] == ["Alice", "Bob"]


# --- bad input honours --json and exits 2 (issue #12, item 5) ------------------------------------

@pytest.mark.parametrize("args", [
    ("search", "trample", "--limit", "-5"),
    ("search", "trample", "--limit", "many"),
    ("rule", "101.4", "--lang", "fr"),
    ("rule", "101.4", "--no-such-option"),
    ("no-such-command",),
])
def test_argument_errors_are_json_errors(env, args):
    err = run_json(env, *args, status=2)["error"]
    assert err["code"] == "bad_input" and err["message"]


def test_batch_line_with_an_unknown_language_is_refused(env):
    p = run(env, "rule", "--batch", "-", "--json",
            stdin='{"ref": "101.4", "lang": "fr"}\n{"ref": "101.4", "lang": "es"}\n')
    first, second = (json.loads(line) for line in p.stdout.splitlines())
    assert first["error"]["code"] == "bad_input" and "fr" in first["error"]["message"]
    assert second["lang"] == "es" and p.returncode == 2


def test_search_limit_out_of_range_in_a_batch(env):
    p = run(env, "search", "--batch", "-", "--json", stdin='{"query": "trample", "limit": -5}\n')
    assert json.loads(p.stdout)["error"]["code"] == "bad_input" and p.returncode == 2


def test_a_closed_stdout_is_not_an_error(env):
    """`python -m bot rule 7 | head -1`: the reader goes away; no BrokenPipe traceback (item 7)."""
    p = subprocess.Popen([sys.executable, "-m", "bot", "rule", "7"], cwd=REPO, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert p.stdout is not None and p.stdout.readline()
    p.stdout.close()  # like `head -1` exiting
    _, err = p.communicate(timeout=60)
    assert b"Traceback" not in err and b"BrokenPipe" not in err
    assert p.returncode == 0


def test_human_output_never_carries_terminal_escapes(env, tmp_path):
    scenario = tmp_path / "evil.yaml"
    scenario.write_text('players:\n  - name: "Al\\e[31mice\\u202e"\n    battlefield: [Grizzly Bears (creature)]\n'
                        '  - name: Bob\n    battlefield: [Hill Giant (creature)]\n'
                        'active: "Al\\e[31mice\\u202e"\neffect: Each player sacrifices a creature.\n', encoding="utf-8")
    p = run(env, "resolve", str(scenario))
    assert p.returncode == 0, p.stderr
    assert "\x1b" not in p.stdout and "\u202e" not in p.stdout and "Al" in p.stdout


def test_rule_by_a_spanish_term(env):
    """`/rule arrollar`: a Spanish game term leads to its rule like an English one (issue #17)."""
    assert run_json(env, "rule", "arrollar")["number"] == "702.19"
    assert run_json(env, "define", "toque mortal")["term"] == "Deathtouch"


def test_sync_without_a_token_is_a_json_error(env):
    """`sync` honours --json like every other command (issue #12, item 5)."""
    err = run_json({k: v for k, v in env.items() if k != "DISCORD_TOKEN"}, "sync", status=2)["error"]
    assert err["code"] == "bad_config" and "DISCORD_TOKEN" in err["message"]


def test_errors_are_said_in_the_language_asked_for(env):
    """`rule 999.9 --lang es`: the error is Spanish too, in JSON and in the human text (#17)."""
    err = run_json(env, "rule", "999.9", "--lang", "es", status=2)["error"]
    assert err["code"] == "not_found" and "no existe" in err["message"]
    p = run_process(env, "define", "zzzz", "--lang", "es")
    assert p.returncode == 2 and "No hay ninguna entrada" in p.stderr
    assert "Rule 999.9 does not exist" in run_json(env, "rule", "999.9", status=2)["error"]["message"]


@pytest.mark.parametrize("level", ["bogus", "inf0", "\u202e"])
def test_an_unknown_log_level_is_a_clear_error_not_a_traceback(env, level):
    """`MTGBOT_LOG_LEVEL=bogus` made `logging` raise a bare ValueError before any command ran."""
    p = run({**env, "MTGBOT_LOG_LEVEL": level}, "rule", "101.4")
    assert p.returncode == 2, p.stderr
    assert "Traceback" not in p.stderr and "MTGBOT_LOG_LEVEL" in p.stderr and "WARNING" in p.stderr
    assert "\u202e" not in p.stderr
    err = run_json({**env, "MTGBOT_LOG_LEVEL": level}, "rule", "101.4", status=2)["error"]
    assert err["code"] == "bad_config"


def test_a_blank_log_level_means_the_default(env):
    assert run_json({**env, "MTGBOT_LOG_LEVEL": " "}, "rule", "101.4")["number"] == "101.4"
    assert run_json({**env, "MTGBOT_LOG_LEVEL": "debug"}, "rule", "101.4")["number"] == "101.4"
