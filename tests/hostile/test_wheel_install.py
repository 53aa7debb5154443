"""``pip install .`` (not editable) works from any directory, in both languages (issue 12, item 8).

The wheel is built once from a copy of the source tree, offline (``--no-build-isolation`` with
the test environment's setuptools), and installed with ``--no-deps`` into a new virtualenv
that borrows the test environment's third-party packages through a ``.pth`` line (so nothing is
downloaded). The bot then runs from an empty temporary directory: every data file it reads must
come from the installed package, not from this checkout.
"""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from tests.crfiles import CR_DIR, CURRENT, REPO

pytestmark = pytest.mark.long  # builds a wheel and installs it in a fresh virtualenv (tests/conftest.py)

STEP_TIMEOUT = 180  # seconds per subprocess: bounded even on a loaded machine


def _run(cmd: list[str], **kwargs) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, capture_output=True, text=True, timeout=STEP_TIMEOUT, check=False, **kwargs)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The python of a fresh virtualenv holding the bot installed from a wheel."""
    pytest.importorskip("setuptools", minversion="70.1")  # builds wheels without the `wheel` package
    root = tmp_path_factory.mktemp("wheel")
    src = root / "src"
    shutil.copytree(REPO, src, symlinks=True, ignore=shutil.ignore_patterns(
        ".venv", ".git", "build", "*.egg-info", ".hypothesis", ".pytest_cache", "__pycache__", "tests"))
    dist = root / "dist"
    built = _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
                  "--quiet", str(src), "-w", str(dist)], cwd=root)
    assert built.returncode == 0, built.stderr[-2000:]
    (wheel,) = dist.glob("mtg_rules_bot-*.whl")

    env_dir = root / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    purelib = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"]).stdout.strip())
    # Third-party packages come from the test environment; its editable `bot` does not, because
    # a .pth line adds a directory without running the .pth files (the editable finder) inside it.
    (purelib / "borrowed.pth").write_text("\n".join(site.getsitepackages()) + "\n", encoding="utf-8")
    done = _run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index",
                 "--quiet", str(wheel)], cwd=root)
    assert done.returncode == 0, done.stderr[-2000:]
    return python


def _bot(python: Path, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MTGBOT_", "PYTHON"))}
    env |= {"MTGBOT_RULES": str(CR_DIR / CURRENT), "MTGBOT_DB": str(tmp_path / "db.sqlite3"),
            "MTGBOT_DATA_DIR": str(tmp_path / "data"), "MTGBOT_RULES_PAGE": "http://127.0.0.1:9/unreachable"}
    return _run([str(python), "-m", "bot", *args], cwd=elsewhere, env=env)


def test_the_installed_package_is_the_one_that_runs(installed, tmp_path):
    code = ("import bot, bot.resources as r; print(bot.__file__)\n"
            "for f in (('i18n', 'errors.json'), ('search', 'questions.jsonl'), ('search', 'embeddings-e5.npz'),\n"
            "          ('cr', 'en-20260417.txt')):\n"
            "    print(r.data_path(*f).is_file())")
    out = _run([str(installed), "-c", code], cwd=tmp_path)
    where, *found = out.stdout.split()
    assert Path(where).is_relative_to(installed.parents[1]), where
    assert not Path(where).is_relative_to(REPO)
    assert found == ["True"] * 4  # search's question bank, shipped vectors and the offline CR are package data


def test_spanish_rules_from_an_installed_wheel(installed, tmp_path):
    if not (CR_DIR / CURRENT).is_file():
        pytest.skip("the CR files are missing (set MTGBOT_CR_DIR)")
    out = _bot(installed, tmp_path, "rule", "101.4", "--lang", "es", "--json")
    assert out.returncode == 0, out.stdout + out.stderr
    view = json.loads(out.stdout)
    assert view["number"] == "101.4" and view["lang"] == "es"
    assert view["translation"]["status"] in {"translated", "stale"}
    assert "Traceback" not in out.stderr


def test_translate_from_an_installed_wheel(installed, tmp_path):
    if not (CR_DIR / CURRENT).is_file():
        pytest.skip("the CR files are missing (set MTGBOT_CR_DIR)")
    out = _bot(installed, tmp_path, "translate", "trample", "--json")
    assert out.returncode == 0, out.stdout + out.stderr
    assert "arrollar" in [t.casefold() for t in json.loads(out.stdout)["translations"]]
