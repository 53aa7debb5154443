"""What ``bench_search_eval`` measures: the shared dev set is left unread with ``--without-dev``, so a
change can be compared on the other sets as often as needed and the dev set read once at the end."""

import json
import re

from bench.bench_search_eval import DEV, WRITERS, evaluation_sets
from tests.crfiles import CR_DIR, CURRENT


def test_the_dev_set_is_measured_by_default():
    sets = evaluation_sets(["bench_search_eval", "--semantic-only"])
    assert [name for name, _, _ in sets] == ["holdout", "validation", *(p.stem.replace("-", "_") for p in WRITERS),
                                             "dev"]
    assert ("dev", DEV, None) in sets


def test_without_dev_leaves_the_dev_set_unread():
    sets = evaluation_sets(["bench_search_eval", "--semantic-only", "--without-dev"])
    assert [name for name, _, _ in sets][:2] == ["holdout", "validation"]
    assert all(path != DEV for _, path, _ in sets)


def test_each_writers_set_is_one_writers_and_names_rules_of_the_current_cr():
    """A writer's set is measured as it was written: one writer per file, ids unique, and every expected number a rule
    of the CR it was written against (a rule renumbered by a new release must be fixed here, not scored as a miss)."""
    text = (CR_DIR / CURRENT).read_text(encoding="utf-8-sig")
    numbers = set(re.findall(r"^(\d{3}\.\d+[a-z]?)\.? ", text, re.MULTILINE))
    assert WRITERS
    for path in WRITERS:
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        assert len({r["writer"] for r in rows}) == 1, path.name
        assert len({r["id"] for r in rows}) == len(rows), path.name
        assert all(r["kind"] == "natural" and r["lang"] in ("en", "es") and r["query"].strip() for r in rows)
        missing = {n for r in rows for n in r["expect"]} - numbers
        assert not missing, (path.name, sorted(missing))
