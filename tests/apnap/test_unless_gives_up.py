""""… unless they discard a land card" / "… unless they sacrifice a land" after a loss of cards or permanents (118.12a).

Why: "[Do something] unless [a player does something else]" means "[that player] may [do something else]. If they
don't, [do something]" (118.12a). A discard, sacrifice, return, exile or mill was avoidable only by paying life; giving
up one object instead ("Then that player discards two cards unless they discard a land card") was refused, in English
and printed Spanish ("a menos que descarte una carta de tierra"). The object given up is given up at once, the penalty
is done by the others, and the result's ``not_done`` says for whom it was not done. An alternative of more than one
object ("unless they sacrifice two creatures") was read as ONE creature, in the reading too (a confident wrong answer
on main): it is refused with its words now, since one object is all the engine asks for.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card

RESEARCH = {"en": "Target player draws three cards. Then that player discards two cards unless they discard a land "
                  "card.",
            "es": "El jugador objetivo roba tres cartas. Luego, ese jugador descarta dos cartas a menos que descarte "
                  "una carta de tierra."}


def _discarded(out: dict) -> list[str]:
    return [o for e in out["steps"][1]["events"] if e["action"] == "discard" for o in e["objects"]]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_land_card_discarded_instead_of_two_cards(lang: str) -> None:
    # Bob draws Swamp, Counterspell, Forest (the standard library) beside his Lightning Bolt
    out = resolve_card(RESEARCH[lang], target="Bob", choices={"Bob": ["Forest"]}, lang=lang)
    assert _discarded(out) == ["Forest"], out["narration"]
    assert [(e["why"], e["players"], e["rule"]) for e in out["not_done"]] == [("unless_paid", ["Bob"], "118.12a")]


def test_no_land_card_given_up_discards_two() -> None:
    out = resolve_card(RESEARCH["en"], target="Bob", choices={"Bob": ["no", ["Lightning Bolt", "Counterspell"]]})
    assert sorted(_discarded(out)) == ["Counterspell", "Lightning Bolt"] and "not_done" not in out
    assert out["reading"].endswith("discards two cards unless they discard a land card.")


def test_each_opponent_sacrifices_unless_they_sacrifice_a_land() -> None:
    out = resolve_card("Each opponent sacrifices a creature unless they sacrifice a land.",
                       choices={"Bob": ["Mountain"]})
    events = [(e["player"], e["action"], e["objects"]) for e in out["steps"][0]["events"]]
    assert ("Bob", "sacrifice", ["Mountain"]) in events and ("Alice", "sacrifice", ["Grizzly Bears"]) in events
    assert not any(p == "Bob" and objs == ["Hill Giant"] for p, _, objs in events)
    assert "119.4" not in out["steps"][0]["citations"]  # no life was paid
    assert [(e["why"], e["players"]) for e in out["not_done"]] == [("unless_paid_for", ["Bob"])]


def test_more_than_one_object_to_give_up_is_refused() -> None:
    with pytest.raises(BotError) as info:
        resolve_card("Each opponent loses 2 life unless they sacrifice two creatures.")
    assert info.value.code == "unsupported_effect" and "two creatures" in str(info.value)
