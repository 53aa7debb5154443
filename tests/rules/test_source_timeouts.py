"""The CR download never waits in silence or without end (issue 12, item 13): a rules page that
hangs, and a server that trickles bytes, against local servers."""

from __future__ import annotations

import http.server
import threading
import time

import pytest
from crfiles import CR_DIR

from bot.errors import BotError
from bot.rules.source import download_current


class _Server:
    """``/hang`` accepts and never answers; ``/trickle`` sends one byte at a time, forever;
    ``/rules.txt`` is the real CR text."""

    def __init__(self) -> None:
        self.release = threading.Event()
        body = (CR_DIR / "en-20260417.txt").read_bytes()
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                if self.path.startswith("/hang"):
                    outer.release.wait(30)
                    return
                self.send_response(200)
                if self.path.startswith("/trickle"):
                    self.send_header("Content-Length", "1000000")
                    self.end_headers()
                    while not outer.release.is_set():
                        try:
                            self.wfile.write(b"x")
                            self.wfile.flush()
                        except OSError:
                            return
                        time.sleep(0.05)
                    return
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.release.set()
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server():
    s = _Server()
    yield s
    s.close()


def test_a_hanging_rules_page_is_announced_then_abandoned_for_the_known_addresses(server, tmp_path):
    notes: list[str] = []
    path = download_current(f"{server.url}/hang", tmp_path, notify=notes.append, page_timeout=0.5,
                            fallback_pattern=server.url + "/rules.txt?{year}{stamp}")
    assert path.read_bytes() == (CR_DIR / "en-20260417.txt").read_bytes()
    assert f"{server.url}/hang" in notes[0]  # said before waiting, not after
    assert any("could not be read (no answer in time)" in n for n in notes)
    assert any(n.startswith("Downloading ") for n in notes)


def test_a_trickling_file_is_cut_off_and_the_error_is_clear(server, tmp_path):
    notes: list[str] = []
    with pytest.raises(BotError) as info:
        download_current(f"{server.url}/hang", tmp_path, notify=notes.append, page_timeout=0.3, timeout=0.6,
                         total_timeout=1.5, fallback_pattern=server.url + "/trickle?{year}{stamp}")
    message = info.value.message
    assert info.value.code == "no_rules_loaded" and "MTGBOT_RULES" in message
    assert "did not finish" in message or "gave up" in message
    assert not list(tmp_path.glob("*.txt"))  # nothing half-downloaded under a real name


def test_the_total_budget_bounds_every_candidate(server, tmp_path):
    notes: list[str] = []
    with pytest.raises(BotError):
        download_current(f"{server.url}/hang", tmp_path, notify=notes.append, page_timeout=0.3, timeout=5,
                         total_timeout=1.0, fallback_pattern=server.url + "/hang?{year}{stamp}")
    # Each attempt announced its remaining budget, and the budget ran out before the six releases.
    downloads = [n for n in notes if n.startswith("Downloading ")]
    assert 1 <= len(downloads) < 6
