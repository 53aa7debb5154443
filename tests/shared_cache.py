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
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path
from unittest import mock

from bot.config import CACHE_DIR_NAME

_shared: list[Path] = []


def _folder() -> Path:
    """The tables folder, made once per test process with both grammars' tables already in it:
    what a machine has after its first start. So no test's first reading pays the build either,
    inside the 10 s deadline of a resolution (on a loaded machine, over 10 s of wall-clock)."""
    if not _shared:
        root = Path(tempfile.mkdtemp(prefix="mtgbot-grammar-"))
        atexit.register(shutil.rmtree, root, ignore_errors=True)
        folder = root / CACHE_DIR_NAME / "grammar"
        folder.mkdir(parents=True)
        from bot.apnap.grammar.phrases import GRAMMAR_FILES, parser

        with mock.patch.dict(os.environ, {"MTGBOT_DATA_DIR": str(root)}):
            for lang in GRAMMAR_FILES:
                parser(lang)  # built, stored in the folder, and kept by this process
        _shared.append(folder)
    return _shared[0]


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
        folder = Path(tempfile.mkdtemp(prefix="mtgbot-search-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        _search.append(folder)
    link = data_dir / CACHE_DIR_NAME / "search"
    if not link.exists():
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(_search[0], target_is_directory=True)
    return data_dir
