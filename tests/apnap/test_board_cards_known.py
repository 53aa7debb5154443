"""The card database knows every card of the board, vanilla ones too: a permanent whose card has no mana ability makes
no mana (118.3), and a "may" answered no creates no token for a delayed trigger to name (608.2c).

Judge 26 found Felhide Spiritbinder's "you may pay {1}{R}. If you do, create a token …" taken as paid by Dave because
"what Craw Wurm can make is not known", yet Craw Wurm is vanilla: Dave's Swamp and Llanowar Elves make at most {B}{G},
so he can't pay and no token is made. The bot's database (MTGJSON) knows Craw Wurm; the bench's (the 2019 sample of
the corpus) did not, so the bench's lookup now knows the standard board's cards the sample lacks
(realcards.BOARD_CARDS), as a front end's does. With no token, the delayed "Exile it at the beginning of the next end
step" names nothing and is not reported either.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from tests.apnap import corpus
from tests.apnap.realcards import BOARD_CARDS, STANDARD
from tests.apnap.test_spanish_no_english import leaks

FELHIDE = "Felhide Spiritbinder"


def _felhide(lang: str) -> dict[str, Any]:
    item = corpus.ability_of(FELHIDE)
    data = {**corpus.request(item, corpus.board(4)), "target": "Hill Giant"}
    return resolve_text(json.dumps(data), lang, card_lookup=corpus.card_lookup(item))


def test_every_card_of_the_standard_board_is_in_the_benchs_database() -> None:
    named = {str(o["name"] if isinstance(o, dict) else o).partition(" (")[0]
             for p in STANDARD["players"] for zone in ("battlefield", "hand", "library", "graveyard")
             for o in p.get(zone) or []}
    database = corpus.card_database()
    assert {n for n in named if n.casefold() not in database} == set()
    assert database["craw wurm"].text == "" and BOARD_CARDS["Craw Wurm"] == ("Creature — Wurm", "")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_felhide_is_not_paid_by_a_board_without_red_mana(lang: str) -> None:
    out = _felhide(lang)
    pay = out["steps"][0]
    assert [(c["player"], c["answer"], c["forced"]) for c in pay["choices"]] == [("Dave", "no", True)]
    assert not [e for s in out["steps"] for e in s["events"]]  # nothing paid, no token created
    assert out["delayed_triggers"] == []  # "Exile it …": the token it names was never created
    assert {"118.3", "605.3a"} <= set(out["citations"])
    said = [w for w in out["warnings"] if "{1}{R}" in w]
    assert len(said) == 1 and "{B}{G}" in said[0]
    assert "Craw Wurm" not in " ".join(out["warnings"])
    if lang == "en":
        assert "Dave can't pay {1}{R}" in said[0]
    else:
        given = {FELHIDE, "Craw Wurm", "Llanowar Elves", "Hill Giant", "Dave", "Bob"}
        assert leaks("\n".join([out["narration"].split("\n", 1)[1], *out["warnings"]]), given) == []
