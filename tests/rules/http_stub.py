"""One local HTTP server for the download tests (tests never need the internet)."""

from __future__ import annotations

import http.server
import threading
import time


class StubServer:
    """GET answers, by path: one in ``routes`` gets its body; ``/hang…`` is accepted and never
    answered; ``/trickle…`` sends one byte at a time until the server closes; any other gets
    ``fallback`` when there is one, else 404. ``hits`` lists the paths asked, in order."""

    def __init__(self, *, routes: dict[str, bytes] | None = None, fallback: bytes | None = None) -> None:
        self.routes: dict[str, bytes] = dict(routes or {})
        self.fallback = fallback
        self.hits: list[str] = []
        self.release = threading.Event()
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802
                outer.hits.append(self.path)
                body = outer.routes.get(self.path)
                if body is None and self.path.startswith("/hang"):
                    outer.release.wait(30)
                    return
                if body is None and self.path.startswith("/trickle"):
                    self.send_response(200)
                    self.send_header("Content-Length", "1000000")
                    self.end_headers()
                    while not outer.release.is_set():
                        try:
                            self.wfile.write(b"x")
                            self.wfile.flush()
                        except OSError:
                            return
                        time.sleep(0.05)  # the server's pace (what is tested is the client giving up)
                    return
                body = body if body is not None else outer.fallback
                if body is None:
                    self.send_response(404)
                    self.end_headers()
                    return
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.release.set()
        self.httpd.shutdown()
        self.httpd.server_close()
