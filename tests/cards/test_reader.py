"""The AtomicCards reader: faces, Spanish printed names, and any cut of a file is refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.cards.atomic import CardFileError, compression_of, parse_entry, read_cards

from .conftest import encode
from .fixture import CARD_COUNT, atomic_cards


def test_reads_every_card(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(encode(atomic_cards()))
    cards = list(read_cards(path))
    assert len(cards) == CARD_COUNT
    layouts = {c.layout for c in cards}
    assert {"normal", "split", "adventure", "transform", "modal_dfc"} <= layouts


def test_faces_are_ordered_by_side_and_spanish_face_names_kept() -> None:
    data = atomic_cards()["data"]
    faces = list(reversed(data["Fire // Ice"]))  # MTGJSON's order is not relied on: ``side`` is
    card = parse_entry("Fire // Ice", faces)
    assert [f.name for f in card.faces] == ["Fire", "Ice"]
    assert card.printed_name("es") == "Fuego // Hielo"
    assert ("Hielo", "es") in card.names() and ("Ice", "en") in card.names()
    assert card.rulings and len(card.rulings) == 1  # repeated on each face, kept once


def test_spanish_face_names_from_the_full_name_when_face_name_is_missing() -> None:
    faces = atomic_cards()["data"]["Bonecrusher Giant // Stomp"]
    for f in faces:
        for fd in f["foreignData"]:
            fd.pop("faceName", None)
    card = parse_entry("Bonecrusher Giant // Stomp", faces)
    assert [f.printed["es"].name for f in card.faces] == ["Gigante rompehuesos", "Pisotón"]


def test_variants_under_a_one_face_name_are_one_card() -> None:
    face = atomic_cards()["data"]["Shock"][0]
    card = parse_entry("Shock", [face, dict(face, text="A variant's text.")])
    assert len(card.faces) == 1 and card.oracle_text == face["text"]


@pytest.mark.parametrize("faces", [[], "x", [1], None])
def test_bad_entries(faces: object) -> None:
    with pytest.raises(CardFileError):
        parse_entry("Name", faces)


def test_compression_is_recognised_by_content() -> None:
    assert compression_of(encode({}, "gz")) == "gzip"
    assert compression_of(encode({}, "xz")) == "xz"
    assert compression_of(encode({}, "zip")) == "zip"
    assert compression_of(b'{"meta"') == "none"


_FILES: dict[str, bytes] = {}


def _file(kind: str) -> bytes:
    if kind not in _FILES:
        _FILES[kind] = encode(atomic_cards(), kind)
    return _FILES[kind]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kind=st.sampled_from(["json", "gz", "xz", "zip"]), cut=st.floats(min_value=0.0, max_value=0.999))
def test_any_cut_is_an_error_never_a_short_list(tmp_path: Path, kind: str, cut: float) -> None:
    body = _file(kind)
    path = tmp_path / f"cut-{kind}"
    path.write_bytes(body[: int(len(body) * cut)])
    with pytest.raises(CardFileError):
        list(read_cards(path))
