"""What ``bench_search_eval`` measures: the shared dev set is left unread with ``--without-dev``, so a
change can be compared on the other sets as often as needed and the dev set read once at the end."""

from bench.bench_search_eval import DEV, evaluation_sets


def test_the_dev_set_is_measured_by_default():
    sets = evaluation_sets(["bench_search_eval", "--semantic-only"])
    assert [name for name, _, _ in sets] == ["holdout", "validation", "dev"]
    assert ("dev", DEV, None) in sets


def test_without_dev_leaves_the_dev_set_unread():
    sets = evaluation_sets(["bench_search_eval", "--semantic-only", "--without-dev"])
    assert [name for name, _, _ in sets] == ["holdout", "validation"]
    assert all(path != DEV for _, path, _ in sets)
