""""Destroy target creature with flying. If that creature was blue or black, create a 1/2 green Spider creature token
with reach." (Gloomwidow's Feast), "Destroy target land. If that land was nonbasic, …" (Helldozer), "… deals 3 damage
to target creature. If that creature has infect, …" (Burn the Impure): the condition asks about the one permanent the
instruction just before acted on (608.2c; 608.2h as that instruction left it), whatever the next instruction acts on.
Before, each was refused at the condition's words. "That land" after another noun's target (Akoum Hellkite's trigger
land after "any target") stays refused, never read from the target."""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card

NIGHTHAWK = creature("Vampire Nighthawk", 2, 3, keywords=["flying"], colors=["black"])
PLAGUE = creature("Plague Stinger", 1, 1, keywords=["flying", "infect"], colors=["black"])
FEAST = ("Destroy target creature with flying. If that creature was blue or black, create a 1/2 green Spider "
         "creature token with reach.")


def _actions(result: dict[str, Any]) -> list[str]:
    return [e["action"] for s in result["steps"] for e in s["events"]]


def test_the_destroyed_creature_was_black_so_the_token_is_made() -> None:
    result = resolve_card(FEAST, card="Gloomwidow's Feast", target="Vampire Nighthawk",
                          Bob={"battlefield": [NIGHTHAWK]})
    assert "create" in _actions(result)
    assert "608.2c" in result["citations"]


def test_a_white_creature_makes_no_token() -> None:
    result = resolve_card(FEAST, card="Gloomwidow's Feast", target="Serra Angel")
    assert "destroy" in _actions(result)
    assert "create" not in _actions(result)


@pytest.mark.parametrize(("land", "life"), [("Volcanic Island", 22), ("Mountain", 20)])
def test_that_land_was_nonbasic(land: str, life: int) -> None:
    """The land as the destruction left it (608.2h): a nonbasic one (205.4a) gives the life, a basic one not."""
    bob = {"battlefield": [{"name": "Volcanic Island", "types": ["land"], "subtypes": ["Island", "Mountain"]},
                           "Mountain (basic land)"]}
    result = resolve_card("Destroy target land. If that land was nonbasic, you gain 2 life.", card="Land Razer",
                          target=land, Bob=bob)
    assert result["life"]["Dave"] == life
    assert "608.2h" in result["citations"]


def test_that_creature_has_a_keyword() -> None:
    text = ("Burn the Impure deals 3 damage to target creature. If that creature has infect, Burn the Impure deals "
            "3 damage to that creature's controller.")
    hit = resolve_card(text, card="Burn the Impure", target="Plague Stinger", Bob={"battlefield": [PLAGUE]})
    assert hit["life"]["Bob"] == 17
    miss = resolve_card(text, card="Burn the Impure", target="Hill Giant")
    assert miss["life"].get("Bob", 20) == 20


@pytest.mark.parametrize("text", [
    # the trigger's land, after a target of any kind: not the object the instruction before acted on
    "Whenever a land enters the battlefield under your control, Akoum Hellkite deals 1 damage to any target. If that "
    "land is a Mountain, Akoum Hellkite deals 2 damage to that permanent or player instead.",
    "Tap target creature. If that land is an Island, you gain 2 life.",  # another noun than the target's
    "Draw a card. If that creature is black, you gain 2 life.",  # no object before it
])
def test_that_noun_with_no_such_object_before_it_stays_refused(text: str) -> None:
    with pytest.raises(BotError) as exc:
        resolve_card(text, card="Akoum Hellkite", target="Hill Giant", event_object="Mountain")
    assert exc.value.code == "unsupported_effect"


ISAMARU = creature("Isamaru, Hound of Konda", 2, 2, colors=["white"], supertypes=["legendary"])
BLESSING = "Target creature gets +2/+1 until end of turn. If it's legendary, it also gains lifelink until end of turn."


@pytest.mark.parametrize(("target", "gains"), [("Isamaru, Hound of Konda", True), ("Hill Giant", False)])
def test_if_its_legendary_is_the_targets_supertype(target: str, gains: bool) -> None:
    """"If it's legendary" (Blessing of Belzenlok): the instruction's own object, a supertype (205.4a); before,
    refused at "legendary, it also gains lifelink until end of turn"."""
    bob = {"battlefield": [ISAMARU, creature("Hill Giant", 3, 3, colors=["red"])]}
    result = resolve_card(BLESSING, card="Blessing of Belzenlok", target=target, Bob=bob)
    assert [c["holds"] for c in result["conditions"]] == [gains]


@pytest.mark.parametrize(("target", "destroyed"), [("Hill Giant", True), ("Serra Angel", False)])
def test_if_its_one_of_two_colours(target: str, destroyed: bool) -> None:
    """"… if it's black or red": either colour (105.1), as "target black or red creature" reads it."""
    result = resolve_card("Destroy target creature if it's black or red.", card="Smite", target=target)
    assert ("destroy" in _actions(result)) == destroyed


@pytest.mark.parametrize(("land", "life"), [("Volcanic Island", 22), ("Mountain", 20)])
def test_printed_spanish_that_land_was_not_basic(land: str, life: int) -> None:
    """"Si esa tierra no era básica, …": the same check as the English (that_object_is._SAID_ES)."""
    bob = {"battlefield": [{"name": "Volcanic Island", "types": ["land"], "subtypes": ["Island", "Mountain"]},
                           "Mountain (basic land)"]}
    result = resolve_card("Destruye la tierra objetivo. Si esa tierra no era básica, ganas 2 vidas.", lang="es",
                          card="Land Razer", target=land, Bob=bob)
    assert result["life"]["Dave"] == life


def test_printed_spanish_that_creature_was_one_of_two_colours() -> None:
    text = ("Destruye la criatura objetivo con la habilidad de volar. Si esa criatura era azul o negra, crea una ficha "
            "de criatura Araña verde 1/2 con alcance.")
    black = resolve_card(text, lang="es", card="Gloomwidow's Feast", target="Vampire Nighthawk",
                         Bob={"battlefield": [NIGHTHAWK]})
    white = resolve_card(text, lang="es", card="Gloomwidow's Feast", target="Serra Angel")
    assert "create" in _actions(black)
    assert "create" not in _actions(white)
