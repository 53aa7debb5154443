"""``python -m bot run``: the bot with a token (logging at INFO), the console in a terminal without
one, and exit 2 with a clear message when there is neither (a container without a token)."""

from __future__ import annotations

import base64
import fcntl
import os
import pty
import select
import subprocess
import sys
import termios
from pathlib import Path

import pytest

from bot.frontends.cli import default_log_level
from tests.shared_cache import share_grammar_tables, share_search_index

pytestmark = pytest.mark.long  # each test drives a console or bot process for seconds (tests/conftest.py)

REPO = Path(__file__).resolve().parents[2]
CURRENT = REPO / "tests" / "data" / "cr" / "en-20260417.txt"


def base_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """The process's environment; its data directory shares the run's search index, as a machine keeps it after
    its first start (tests/shared_cache.py): each console built it anew, about 1.7 s of CPU."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MTGBOT_", "DISCORD_"))}
    env.update(MTGBOT_RULES=str(CURRENT), MTGBOT_DB=str(tmp_path / "bot.sqlite3"),
               MTGBOT_DATA_DIR=str(share_search_index(share_grammar_tables(tmp_path / "data"))),
               MTGBOT_SEMANTIC="0",  # no model to load
               MTGBOT_WARM_GRAMMARS="0", **extra)  # nothing here resolves: no grammar to build first
    return env


def test_run_without_token_and_without_terminal_exits_2_and_says_why(tmp_path):
    for args in (["run"], []):
        p = subprocess.run([sys.executable, "-m", "bot", *args], cwd=REPO, env=base_env(tmp_path),
                           stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
        assert p.returncode == 2, (p.stdout, p.stderr)
        assert "DISCORD_TOKEN" in p.stderr and "terminal" in p.stderr and "Traceback" not in p.stderr
        assert "console" not in p.stdout.lower()  # no banner printed before giving up


def read_until(fd: int, wanted: bytes, limit: float = 60.0) -> bytes:
    """Read the terminal until ``wanted`` shows up (bounded by ``limit`` seconds of silence)."""
    seen = b""
    while wanted not in seen:
        ready, _, _ = select.select([fd], [], [], limit)
        if not ready:
            break
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    return seen


def run_in_terminal(tmp_path: Path, args: list[str], lines: list[bytes], **extra: str) -> bytes:
    """Start ``python -m bot ARGS`` on a pseudo-terminal, wait for its prompt, type ``lines``."""
    leader, follower = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "bot", *args], cwd=REPO, env=base_env(tmp_path, **extra),
                            stdin=follower, stdout=follower, stderr=follower, close_fds=True)
    os.close(follower)
    try:
        out = read_until(leader, b"> ")
        for line in lines:
            os.write(leader, line + b"\n")
            out += read_until(leader, b"> " if line != b"/quit" else b"\x00", limit=30)
        assert proc.wait(timeout=60) == 0, out
        return out
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(leader)


def test_run_without_token_in_a_terminal_opens_the_console(tmp_path):
    out = run_in_terminal(tmp_path, ["run"], [b"/rule 101.4", b"/quit"])
    assert b"offline console" in out and b"101.4" in out


def test_run_with_a_token_logs_at_info_by_default(tmp_path):
    token = base64.b64encode(b"123456789012345678").decode().rstrip("=") + ".GhIjKl." + "x" * 38
    env = base_env(tmp_path, DISCORD_TOKEN=token, MTGBOT_DISCORD_API="http://127.0.0.1:9/api/v10",
                   MTGBOT_CONNECT_RETRIES="0")
    p = subprocess.run([sys.executable, "-m", "bot", "run"], cwd=REPO, env=env, stdin=subprocess.DEVNULL,
                       capture_output=True, text=True, timeout=120)
    assert p.returncode != 0 and " INFO " in p.stderr and token not in p.stderr


def test_default_log_levels():
    assert default_log_level("run", {"DISCORD_TOKEN": "t"}) == "INFO"
    assert default_log_level(None, {"DISCORD_TOKEN": "t"}) == "INFO"
    assert default_log_level("run", {}) == "WARNING"  # the console: its screen is the answer
    assert default_log_level("rule", {"DISCORD_TOKEN": "t"}) == "WARNING"


def test_the_first_ctrl_c_is_acknowledged_and_the_second_leaves(tmp_path):
    leader, follower = pty.openpty()
    # Its own session with the pty as controlling terminal, so ^C there is a SIGINT for it.
    proc = subprocess.Popen([sys.executable, "-m", "bot", "console"], cwd=REPO, env=base_env(tmp_path),
                            stdin=follower, stdout=follower, stderr=follower, close_fds=True,
                            start_new_session=True, preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
    os.close(follower)
    try:
        read_until(leader, b"> ")
        os.write(leader, b"\x03")  # the terminal turns it into SIGINT
        said = read_until(leader, b"> ")
        assert b"Ctrl-C" in said and b"/quit" in said, said
        assert proc.poll() is None  # still there, waiting for a command
        os.write(leader, b"\x03")
        assert proc.wait(timeout=60) == 0
        assert b"Traceback" not in said + read_until(leader, b"\x00", limit=5)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(leader)


def test_the_console_starts_in_spanish_with_lang_or_mtgbot_lang(tmp_path):
    for args, extra in ((["console", "--lang", "es"], {}), (["console"], {"MTGBOT_LANG": "es"})):
        p = subprocess.run([sys.executable, "-m", "bot", *args], cwd=REPO, env=base_env(tmp_path, **extra),
                           input="/rule 101.4\n", capture_output=True, text=True, timeout=120)
        assert p.returncode == 0, p.stderr
        assert p.stdout.startswith("Bot de reglas de MTG — consola sin conexión"), p.stdout[:200]
        assert "vigente desde" in p.stdout and "Traducción no oficial" in p.stdout
    p = subprocess.run([sys.executable, "-m", "bot", "console"], cwd=REPO, env=base_env(tmp_path, MTGBOT_LANG="fr"),
                       input="", capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and "MTGBOT_LANG" in p.stderr


def test_a_reader_that_goes_away_ends_the_console_quietly(tmp_path):
    """`console | head -c 100`: no BrokenPipe traceback, and the process ends."""
    proc = subprocess.Popen([sys.executable, "-m", "bot", "console"], cwd=REPO, env=base_env(tmp_path),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stdin is not None
    first = proc.stdout.read(100)
    proc.stdout.close()  # the reader goes away
    try:
        proc.stdin.write(b"/rule 101.4\n" * 200)
        proc.stdin.close()
    except BrokenPipeError:
        pass
    assert proc.stderr is not None
    err = proc.stderr.read()  # until the process closes it: it ended
    proc.wait(timeout=60)
    assert len(first) == 100 and b"Traceback" not in err and b"BrokenPipe" not in err, err[-2000:]
    assert proc.returncode == 0


def test_the_console_process_presses_buttons_and_picks_menu_options(tmp_path):
    """`python -m bot console` itself (issue 26): numbered buttons, `press`, `pick`, a bad click."""
    p = subprocess.run([sys.executable, "-m", "bot", "console"], cwd=REPO, env=base_env(tmp_path),
                       input="/rule 101.4\npress 1\npress 42\n/search who chooses first\npick 1 1\n/quit\n",
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and "Traceback" not in p.stderr, p.stderr[-2000:]
    assert "(1)[Examples (1)]" in p.stdout and "Example:" in p.stdout
    assert "no button or menu number 42" in p.stdout
    assert "(1) Menu “Open a result…”:" in p.stdout
    first = p.stdout.split("(1) Menu “Open a result…”:", 1)[1]
    number = first.split("1) 1. ", 1)[1].split(" ", 1)[0]
    assert f"CR {number} —" in first
