"""A token copy of "it" made by every player but the target's controller (Fractured Identity's construction): "Exile
target nonland permanent. Each player other than its controller creates a token that's a copy of it."

"It" is the one object targeted before (608.2c), copied with its copiable values as it last existed on the battlefield
(608.2h, 707.2); "its controller" is whoever controlled it as it left (608.2h), and every other player creates a copy,
owned and controlled by them (111.2), in APNAP order (101.4). With no one target before them, both are refused.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import reading
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

IDENTITY = ("Exile target nonland permanent. Each player other than its controller creates a token that's a copy of "
            "it.")  # Fractured Identity
IDENTITY_ES = ("Exilia el permanente objetivo que no sea tierra. Cada jugador excepto su controlador crea una ficha "
               "que es una copia de él.")


def _created(out: dict[str, Any]) -> list[tuple[str, str]]:
    return [(e["player"], e["copy_of"]) for s in out["steps"] for e in s["events"] if e["action"] == "create"]


@pytest.mark.parametrize(("text", "lang"), [(IDENTITY, "en"), (IDENTITY_ES, "es")])
def test_every_player_but_its_controller_copies_the_exiled_permanent(text: str, lang: str) -> None:
    out = resolve_card(text, lang=lang, target="Hill Giant")  # Bob's; Dave controls the spell, Bob is active
    assert _created(out) == [("Carol", "Hill Giant"), ("Dave", "Hill Giant"), ("Alice", "Hill Giant")]
    copy = next(e for s in out["steps"] for e in s["events"] if e["action"] == "create")
    assert copy["copiable"]["pt"] == "3/3"  # as it last existed on the battlefield (608.2h)
    assert {"608.2h", "707.2", "111.2"} <= set(out["citations"])


def test_the_plan_names_the_subject_and_says_it_back() -> None:
    steps = plan_of(parse_effect(IDENTITY, "en")).steps
    copy = next(s for s in steps if isinstance(s, p.CreateCopyOfTarget))
    assert copy.subject.kind == "others_than_object_controller" and copy.said_it
    assert reading(plan_of(parse_effect(IDENTITY, "en")), "en") == IDENTITY
    assert reading(plan_of(parse_effect(IDENTITY, "en")), "es") == IDENTITY_ES
    creature = IDENTITY.replace("nonland permanent", "creature")
    assert reading(plan_of(parse_effect(creature, "en")), "es").endswith("una copia de ella.")


@pytest.mark.parametrize("text", [
    "Create a token that's a copy of it.",  # nothing targeted before "it"
    "Each player other than its controller draws a card.",  # no object for "its"
    "Counter target spell. Each player other than its controller draws a card.",  # a spell: not read here
    "Exile two target creatures. Each player other than its controller creates a token that's a copy of it.",
])
def test_without_one_target_before_them_they_are_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        plan_of(parse_effect(text, "en"))
    assert err.value.code == "unsupported_effect"
