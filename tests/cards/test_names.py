"""Name normalisation and the name index: properties over any text, and lookup quality."""

from __future__ import annotations

import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.cards.atomic import parse_entry
from bot.cards.index import MATCH_THRESHOLD, NameIndex
from bot.cards.names import normalize, short_name, word_suffixes

from .fixture import atomic_cards
from .name_queries import QUERIES

QUALITY_GOAL = 0.95


def fixture_index() -> NameIndex:
    names = []
    for name, faces in atomic_cards()["data"].items():
        card = parse_entry(name, faces)
        names += [(display, card.name, lang) for display, lang in card.names()]
    return NameIndex(names)


@given(st.text(max_size=60))
def test_normalize_is_idempotent_and_plain(text: str) -> None:
    key = normalize(text)
    assert normalize(key) == key
    assert key == key.strip() and "  " not in key
    assert not any(unicodedata.combining(ch) for ch in key)
    assert key == key.casefold()


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz ", min_size=1, max_size=40))
def test_accents_case_and_punctuation_do_not_matter(word: str) -> None:
    decorated = "".join(ch.upper() + "\u0301" if i % 3 == 0 and ch != " " else ch for i, ch in enumerate(word))
    assert normalize(decorated.replace(" ", " - ")) == normalize(word)


def test_normalize_examples() -> None:
    assert normalize("Lim-Dûl's Vault") == "lim duls vault"
    assert normalize("Æther Vial") == "aether vial"
    assert normalize("Fire // Ice") == "fire ice"
    assert short_name("Rankle, Master of Pranks") == "Rankle"
    assert short_name("Lightning Bolt") is None
    assert word_suffixes("a b c") == ["b c", "c"]


def test_lookup_quality_meets_goal() -> None:
    index = fixture_index()
    assert len(QUERIES) >= 150
    misses = [(q, want, index.best(q)) for q, want in QUERIES if (index.best(q) or None) is None
              or index.best(q).card != want]  # type: ignore[union-attr]
    accuracy = 1 - len(misses) / len(QUERIES)
    assert accuracy >= QUALITY_GOAL, misses


def test_every_card_finds_itself_by_each_of_its_names() -> None:
    index = fixture_index()
    for name, faces in atomic_cards()["data"].items():
        card = parse_entry(name, faces)
        for display, _lang in card.names():
            hit = index.best(display)
            assert hit is not None and hit.card == card.name, (display, hit)


def test_nonsense_is_not_matched_but_gets_suggestions_when_close() -> None:
    index = fixture_index()
    assert index.best("qwxz zzkv") is None
    assert index.best("") is None and index.search("   ") == []
    near = index.search("Giant", limit=5)
    assert {m.card for m in near} >= {"Giant Growth", "Giant Spider"}


def test_exact_beats_prefix_and_one_result_per_card() -> None:
    index = fixture_index()
    hits = index.search("Shock", limit=10)
    assert hits[0].card == "Shock" and hits[0].kind == "exact"
    assert len({m.card for m in hits}) == len(hits)


def test_spanish_match_reports_the_spanish_name() -> None:
    hit = fixture_index().best("cólera de dios")
    assert hit is not None and (hit.card, hit.matched, hit.lang) == ("Wrath of God", "Cólera de Dios", "es")


@settings(max_examples=50, deadline=None)
@given(st.text(max_size=120))
def test_any_query_is_safe(query: str) -> None:
    index = fixture_index_cached()
    hits = index.search(query, limit=25)
    assert len(hits) <= 25
    assert all(0 <= m.score <= 100.01 for m in hits)
    best = index.best(query)
    assert best is None or best.score >= MATCH_THRESHOLD


_cached: list[NameIndex] = []


def fixture_index_cached() -> NameIndex:
    if not _cached:
        _cached.append(fixture_index())
    return _cached[0]


_word = st.text(alphabet="abcdefghijklmnopqrstuvwxyzáéíóúñ", min_size=2, max_size=9)
_names = st.lists(st.lists(_word, min_size=1, max_size=4).map(" ".join), min_size=1, max_size=40)


@settings(max_examples=60, deadline=None)
@given(_names, st.data())
def test_every_name_finds_its_card_exactly(names: list[str], data: st.DataObject) -> None:
    by_key: dict[str, str] = {}
    for name in names:
        by_key.setdefault(normalize(name), name)  # names equal once normalised are one card
    index = NameIndex([(name, name, "en") for name in by_key.values()])
    name = data.draw(st.sampled_from(sorted(by_key.values())))
    for variant in (name, name.upper(), f"  {name}  ", name.replace(" ", " - ")):
        hit = index.best(variant)
        assert hit is not None and hit.card == name and hit.kind == "exact"
