"""``python -m bot ARGS`` run by calling its entry point (``bot.frontends.cli.main``) in the test process.

Why: a CLI test that starts a Python process pays the interpreter's start, the imports and, for ``resolve``, the
grammars' tables read back (about 3 s of CPU each) for an answer the entry point gives in this process in a few
milliseconds, since the test process has them loaded already. What such a test checks (the JSON, the text, the exit
status, what is said on stderr) is what ``main`` returns and prints: ``bot/__main__.py`` is ``sys.exit(main())``.
What only a process shows stays with real processes (tests/frontends/test_cli.py keeps them: a reader that goes
away, ``python -S`` without the dependencies, a status seen by the shell).

The call is made as the process would make it: the environment is exactly ``env`` (nothing of the test process's
own), stdin is ``stdin`` (empty otherwise, not a terminal), stdout and stderr are captured, and logging starts
unconfigured, so ``main``'s ``logging.basicConfig`` writes its warnings to the captured stderr as in a process
(pytest's own log handlers are put back afterwards). ``SystemExit`` (``--help``) gives its status.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from unittest import mock


@dataclass(frozen=True, slots=True)
class Completed:
    """What ``subprocess.run(..., capture_output=True, text=True)`` gives: the same three fields."""

    returncode: int
    stdout: str
    stderr: str


@contextlib.contextmanager
def _unconfigured_logging() -> Iterator[None]:
    """The root logger as a new process has it (no handlers, level WARNING), restored on leaving; the loggers
    ``main`` configures below it keep their level, as they are module-level objects shared with the other tests."""
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    root.handlers = []
    root.setLevel(logging.WARNING)
    try:
        yield
    finally:
        for handler in root.handlers:
            handler.close()
        root.handlers = handlers
        root.setLevel(level)


def run_main(env: dict[str, str], *args: str, stdin: str | None = None) -> Completed:
    """``python -m bot *args`` with environment ``env`` and ``stdin``, called in this process."""
    from bot.frontends.cli import main

    out, err = io.StringIO(), io.StringIO()
    with (mock.patch.dict(os.environ, env, clear=True), mock.patch.object(sys, "stdin", io.StringIO(stdin or "")),
          contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), _unconfigured_logging()):
        try:
            code = main(list(args))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    return Completed(code, out.getvalue(), err.getvalue())
