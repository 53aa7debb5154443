"""Caches a machine keeps once, shared by the data directories the tests make.

Why: each test has a data directory of its own (tests/conftest.py, the bot processes of tests/e2e,
the CLI's), and the card-text grammars keep their LALR tables in its cache
(bot/apnap/grammar/tables.py). A fresh directory made every process that read an ability build the
tables again — about 2.3 s of CPU for English alone, in each bot and each ``python -m bot resolve``
— where a machine builds them once. Linking each directory's ``cache/grammar`` to one folder of this
test process gives every process the machine's behaviour: the first builds and stores, the others
read back (here the folder is filled before the first test). The tables' own tests
(tests/apnap/test_grammar_tables.py) use a cache of their own.

The bot processes of tests/e2e share the search index too (``cache/search``): each built it again at
start-up from a fresh directory (about 1.7 s of CPU). Its files are named by a hash of the release,
the dictionary and the code (bot/search/persist.py), so no process reads another's index; the search
tests, which count those files, keep their own directories.

One folder serves the whole test run, not each worker: under pytest-xdist the controller makes it
(:func:`make_run_folder`, called from tests/conftest.py's ``pytest_configure``) and its workers
inherit its path through :data:`RUN_FOLDER_ENV`. Each grammar is built by the first worker to take its
lock and read back by the other, so a run on two workers builds each grammar's tables once (about 8 s
of CPU) instead of once per worker, and the two workers build different grammars at the same time.
"""

from __future__ import annotations

import atexit
import contextlib
import fcntl
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from unittest import mock

from bot.config import CACHE_DIR_NAME

_shared: list[Path] = []


#: The test run's shared folder, set by the controller for its workers (see the module's docstring).
RUN_FOLDER_ENV = "MTG_RULES_TESTS_RUN_CACHE"


#: Where a checkout keeps the grammars' tables between test runs (beside the Makefile's PYCACHE; ``make clean``
#: removes both). See :func:`make_run_folder`.
KEPT_TABLES = Path(__file__).resolve().parents[1] / ".pytest_cache" / "grammar"


def make_run_folder() -> Path:
    """A folder for the whole run, named in the environment the workers inherit; the caller removes it.

    Its ``cache/grammar`` is a link to the checkout's :data:`KEPT_TABLES`, so a run reads back the tables an earlier
    run of the same grammars built. Why: every run built both grammars' LALR tables again in its fresh folder (about
    13 s and 21 s of CPU, the first half-minute of each worker, before its first test), where a machine builds them
    once per grammar version. A table file's name is a hash of the grammar, the options and the lark, Python and
    format versions (bot/apnap/grammar/tables.py), so an edited grammar is built and stored under a new name, never
    read from an old file; a clean clone starts with none and builds them once. The tables' own build and read-back
    tests use caches of their own (tests/apnap/test_grammar_tables.py, tests/services/test_warm_start.py).
    Removing the run's folder removes the link, not the kept tables."""
    root = Path(tempfile.mkdtemp(prefix="mtgbot-run-"))
    os.environ[RUN_FOLDER_ENV] = str(root)
    with contextlib.suppress(OSError):  # a checkout that cannot be written: the run builds its own, as before
        KEPT_TABLES.mkdir(parents=True, exist_ok=True)
        (root / CACHE_DIR_NAME).mkdir()
        (root / CACHE_DIR_NAME / "grammar").symlink_to(KEPT_TABLES, target_is_directory=True)
    return root


def run_folder() -> Path:
    """The run's folder when a controller made one, else a folder of this process's own (made once)."""
    run = os.environ.get(RUN_FOLDER_ENV)
    if run and Path(run).is_dir():
        return Path(run)
    if not _own:
        _own.append(Path(tempfile.mkdtemp(prefix="mtgbot-grammar-")))
        atexit.register(shutil.rmtree, _own[0], ignore_errors=True)
    return _own[0]


_own: list[Path] = []


def _folder() -> Path:
    """The tables folder, with both grammars' tables already in it when this returns: what a machine
    has after its first start. So no test's first reading pays the build either, inside the 10 s
    deadline of a resolution (on a loaded machine, over 10 s of wall-clock)."""
    if not _shared:
        root = run_folder()
        folder = root / CACHE_DIR_NAME / "grammar"
        folder.mkdir(parents=True, exist_ok=True)
        from bot.apnap.grammar.phrases import GRAMMAR_FILES, parser

        langs = list(GRAMMAR_FILES)
        worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
        start = int(worker[2:]) if worker[2:].isdigit() else 0
        langs = langs[start % len(langs):] + langs[:start % len(langs)]  # each worker starts on another grammar
        with mock.patch.dict(os.environ, {"MTGBOT_DATA_DIR": str(root)}):
            for lang in langs:
                with _locked(folder / f"{lang}.lock"):  # the other worker reads back what this one stored
                    parser(lang)  # built and stored, or read back; kept by this process
        _shared.append(folder)
    return _shared[0]


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """An exclusive lock on ``path`` between the run's processes (released when the file closes)."""
    with path.open("a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        yield


def share_grammar_tables(data_dir: Path) -> Path:
    """``data_dir``, its ``cache/grammar`` a link to this test process's one tables folder."""
    link = data_dir / CACHE_DIR_NAME / "grammar"
    if not link.exists():
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(_folder(), target_is_directory=True)
    return data_dir


_search: list[Path] = []


def share_search_index(data_dir: Path) -> Path:
    """``data_dir``, its ``cache/search`` a link to this test process's one search-index folder."""
    if not _search:
        folder = run_folder() / "search"  # the run's: a worker's bots read the index the other's built
        folder.mkdir(exist_ok=True)
        _search.append(folder)
    link = data_dir / CACHE_DIR_NAME / "search"
    if not link.exists():
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(_search[0], target_is_directory=True)
    return data_dir
