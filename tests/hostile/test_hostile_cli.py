"""``python -m bot`` with hostile input: for any argument, batch line or scenario, exit status 0
or 2 (never 1), one JSON object per answer with ``--json``, no traceback, and the stored data
unchanged (``hostile_db``). In-process through :func:`bot.frontends.cli.main`, plus a few real
processes for what only a process shows (argv bytes, binary stdin)."""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from bot.frontends import cli
from tests.crfiles import REPO
from tests.hostile.hostile_inputs import NASTY, any_text

# The fixtures (a seeded, fingerprinted database; services opened once per module).
pytest_plugins = ["tests.hostile.hostile_fixtures"]

FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
PROCESS_TIMEOUT = 120  # a hang guard for the real processes
PROCESS_MEMORY = 1024 * 1024 * 1024  # address space for a real process: input must not blow it up


@pytest.fixture(autouse=True, scope="module")
def _no_rules_setting():
    """The seeded database already holds the rules: nothing imports, nothing downloads."""
    mp = pytest.MonkeyPatch()
    mp.delenv("MTGBOT_RULES", raising=False)
    mp.setenv("MTGBOT_RULES_PAGE", "http://127.0.0.1:9/unreachable")
    mp.setenv("MTGBOT_RULES_URL_PATTERN", "http://127.0.0.1:9/{year}/{stamp}.txt")
    yield
    mp.undo()


def run_cli(argv: list[str], stdin: bytes | None = None) -> tuple[int, str, str]:
    """``cli.main(argv)`` in this process: (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    if stdin is not None:
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = cli.main(argv)
            except SystemExit as exc:  # argparse refusing an option
                status = exc.code if isinstance(exc.code, int) else 2
    finally:
        sys.stdin = old_stdin
    return status, out.getvalue(), err.getvalue()


def assert_clean(status: int, out: str, err: str, *, as_json: bool = True, answers: int | None = None) -> None:
    assert status in (0, 2), (status, out[-500:], err[-500:])
    assert "Traceback" not in out and "Traceback" not in err
    assert "internal_error" not in out and "Internal error" not in err
    if as_json and status == 0 or (as_json and out.strip()):
        lines = [line for line in out.splitlines() if line.strip()]
        for line in lines:
            assert isinstance(json.loads(line), dict)
        if answers is not None:
            assert len(lines) == answers


@FUZZ
@given(cmd=st.sampled_from(["rule", "define", "translate"]), text=any_text,
       extra=st.sampled_from([[], ["--lang", "es"], ["--from", "es"], ["--version", "2026-01-16"], ["--lang", "fr"]]))
@example(cmd="rule", text="١٠١.٤", extra=["--lang", "es"])
@example(cmd="rule", text="\udcff", extra=[])
def test_single_commands(hostile_db, cmd, text, extra):
    if (cmd == "translate") == ("--lang" in extra) and extra:
        extra = []  # translate takes --from, the others --lang
    status, out, err = run_cli([cmd, text, "--json", "--db", str(hostile_db), *extra])
    assert_clean(status, out, err, answers=1 if status == 0 else None)


def test_references_in_other_scripts_exit_0(hostile_db):
    for ref in ("١٠١.٤", "१०१.४", "𝟏𝟎𝟏.𝟒", "１０１．４", "101,4"):
        status, out, err = run_cli(["rule", ref, "--json", "--db", str(hostile_db)])
        assert status == 0, out + err
        assert json.loads(out)["number"] == "101.4"


json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), any_text),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(any_text, inner, max_size=3)),
    max_leaves=6,
)
batch_line = st.one_of(
    st.binary(max_size=60),
    any_text.map(lambda s: s.encode("utf-8", "surrogatepass")),
    st.builds(lambda key, value, extra: json.dumps({key: value, **extra}).encode(),
              st.sampled_from(["ref", "term", "query", "lang", "version", "limit", "from"]), json_values,
              st.dictionaries(st.sampled_from(["lang", "version", "limit", "from"]), json_values, max_size=2)),
)


def _batch(lines: list[bytes]) -> bytes:
    return b"\n".join(line.replace(b"\n", b" ").replace(b"\r", b" ") for line in lines) + b"\n"


def _answers(data: bytes) -> int:
    return sum(1 for line in data.decode("utf-8", "replace").splitlines() if line.strip())


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(cmd=st.sampled_from(["rule", "define", "translate", "search"]),
       lines=st.lists(batch_line, min_size=1, max_size=25))
def test_batch_files_with_random_and_binary_lines(hostile_db, tmp_path_factory, cmd, lines):
    path = tmp_path_factory.mktemp("batch") / "batch.jsonl"
    data = _batch(lines)
    path.write_bytes(data)
    status, out, err = run_cli([cmd, "--batch", str(path), "--json", "--db", str(hostile_db)])
    assert_clean(status, out, err, answers=_answers(data))


@settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck))
@given(lines=st.lists(batch_line, min_size=1, max_size=25))
@example(lines=[b"\xff\xfe\x00\x80", b'{"ref": "101.4"}', b"\x1b[2J"])
def test_batch_on_stdin_with_binary_lines(hostile_db, lines):
    data = _batch(lines)
    status, out, err = run_cli(["rule", "--batch", "-", "--json", "--db", str(hostile_db)], stdin=data)
    assert_clean(status, out, err, answers=_answers(data))


scenario_yaml = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-5, 10**6), any_text,
              st.sampled_from(["Alice", "Bob", "sacrifice", "creature", "each player", "APNAP", "table"])),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.sampled_from(["players", "active", "effect", "game", "seats", "permanents", "name",
                                         "lang", "choices", "mode", "cards", "zones", "life"]), inner, max_size=4)),
    max_leaves=12,
).map(lambda doc: yaml.safe_dump(doc, allow_unicode=True).encode("utf-8", "surrogatepass"))

BILLION_LAUGHS = b"""a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
"""


@FUZZ
@given(data=st.one_of(st.binary(max_size=200), scenario_yaml))
@example(data=b"\xff\xfe\x00garbage")
@example(data=b"players: [\x1b[31mAlice\x1b[0m, Bob]\neffect: Each player sacrifices a creature.\n")
@example(data=BILLION_LAUGHS)
def test_resolve_from_stdin_with_random_yaml_and_bytes(data):
    status, out, err = run_cli(["resolve", "-", "--json"], stdin=data)
    assert_clean(status, out, err, answers=1)


# --- real processes: what only a process shows ---------------------------------------------


def _limit_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (PROCESS_MEMORY, PROCESS_MEMORY))


def _process(args: list[bytes | str], db: Path, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    """A real ``python -m bot`` with bounded time and memory."""
    env = {k: v for k, v in os.environ.items() if k != "MTGBOT_RULES"}
    env["MTGBOT_DB"] = str(db)
    return subprocess.run([sys.executable, "-m", "bot", *args], input=stdin, capture_output=True, cwd=REPO,
                          env=env, timeout=PROCESS_TIMEOUT, check=False, preexec_fn=_limit_memory)


def test_a_process_given_undecodable_argv_bytes_and_other_scripts(hostile_db):
    for ref in (b"\xff\xfe", "١٠١.٤".encode(), b"\x1b[31m101.4"):
        done = _process([b"rule", ref, b"--json"], hostile_db)
        assert done.returncode in (0, 2), done.stderr[-500:]
        assert b"Traceback" not in done.stdout + done.stderr
        json.loads(done.stdout)


def test_a_process_fed_a_huge_binary_batch_stays_within_memory(hostile_db):
    data = (b"\xff" * 30_000 + b"\n") * 200 + b'{"ref": "101.4"}\n' + b"\x00" * 5_000_000
    done = _process(["rule", "--batch", "-", "--json"], hostile_db, stdin=data)
    assert done.returncode == 2, done.stderr[-500:]
    assert b"Traceback" not in done.stdout + done.stderr
    answers = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert len(answers) == 202 and answers[200]["number"] == "101.4"


def test_a_process_reading_a_binary_batch_keeps_going(hostile_db):
    arabic = "١٠١.٤".encode()
    data = b'\xff\xfe\x00\n{"ref": "101.4"}\n\x80\x81\n{"ref": "\\ud800"}\n{"ref": "' + arabic + b'"}\n'
    done = _process(["rule", "--batch", "-", "--json"], hostile_db, stdin=data)
    assert done.returncode == 2, done.stderr[-500:]
    assert b"Traceback" not in done.stdout + done.stderr
    answers = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert len(answers) == 5
    assert [a.get("number") for a in answers] == [None, "101.4", None, None, "101.4"]


@pytest.mark.parametrize("ref", NASTY[:6])
def test_nasty_references_through_the_human_output(hostile_db, ref):
    status, out, err = run_cli(["rule", ref, "--db", str(hostile_db)])
    assert_clean(status, out, err, as_json=False)
