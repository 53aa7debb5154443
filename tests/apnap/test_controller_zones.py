"""A graveyard named by whose controller it is: "the number of creature cards in its controller's graveyard" (404.1;
608.2h: counted as the effect applies).

Before: refused ("controller's graveyard"). Now "its" is bound once the effect is read: on "Enchanted creature gets
-X/-X" / "Equipped creature gets +X/+X" it is the permanent the source is attached to (303.4, 301.5), so the count is
that permanent's controller's graveyard, not the source's controller's; in a characteristic-defining ability, "This
creature's power and toughness are each equal to …" (604.3), it is the object itself, whose controller is "you" of its
ability, also inside a token's quoted ability (111.3). Any other "its" is refused with the words, never counted as the
acting player's graveyard. The printed Spanish wording ("en el cementerio de su controlador") reads the same plan.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import Create, DefinedPT, StaticModify, plan_of
from bot.apnap.plan import amounts as a
from bot.errors import BotError
from tests.apnap.realcards import resolve_card, resolve_on_daves_board

APPROACH = "Enchanted creature gets -X/-X, where X is the number of creature cards in its controller's graveyard."
APPROACH_ES = ("La criatura encantada obtiene -X/-X, donde X es la cantidad de cartas de criatura en el cementerio de "
               "su controlador.")
# Bob controls Hill Giant and has two creature cards in his graveyard; Dave, who controls the source, has one
BOB = {"graveyard": ["Runeclaw Bear (creature)", "Gray Ogre (creature)", "Island (basic land)"]}


def _modified(out: dict[str, Any]) -> str:
    return out["narration"].split("→")[1]


@pytest.mark.parametrize(("lang", "text"), [("en", APPROACH), ("es", APPROACH_ES)])
def test_enchanted_creatures_controller_counts_not_the_sources(lang: str, text: str) -> None:
    out = resolve_card(text, lang, attached_to="Hill Giant", Bob=BOB)
    assert "-2/-2" in _modified(out)  # Bob's two creature cards, not Dave's one


def test_the_attached_permanent_is_asked_when_the_board_does_not_name_it() -> None:
    with pytest.raises(BotError) as exc:
        resolve_card(APPROACH, Bob=BOB)
    assert exc.value.code == "choice_needed"


def test_equipped_creatures_controller() -> None:
    out = resolve_card("Equipped creature gets +X/+X, where X is the number of cards in its controller's graveyard.",
                       attached_to="Hill Giant", Bob=BOB)
    assert "+3/+3" in _modified(out)


def test_spanish_reads_the_same_amount() -> None:
    en, es = (plan_of(parse_effect(t, lang)).steps[0] for t, lang in ((APPROACH, "en"), (APPROACH_ES, "es")))
    assert isinstance(en, StaticModify) and isinstance(es, StaticModify)
    assert en.times == es.times
    assert isinstance(en.times, a.WhereX) and en.times.a == a.GraveyardSize(a.Whose.ENCHANTED, en.times.a.filter)


def test_a_characteristic_defining_ability_counts_its_own_controllers() -> None:
    step = plan_of(parse_effect("This creature's power and toughness are each equal to the number of creature cards "
                                "in its controller's graveyard.", "en")).steps[0]
    assert isinstance(step, DefinedPT) and isinstance(step.amount, a.GraveyardSize)
    assert step.amount.whose is a.Whose.SOURCE_CONTROLLER  # counted as "you" of the ability (109.5)


def test_a_characteristic_defining_ability_is_counted_in_the_controllers_graveyard() -> None:
    text = ("This creature's power and toughness are each equal to the number of creature cards in its controller's "
            "graveyard.")
    out = resolve_on_daves_board("Ancient Lhurgoyf", text, Bob=BOB)  # Dave's graveyard: Elvish Mystic and two lands
    assert "1/1" in _modified(out)  # Dave's one creature card, not Bob's two


def test_each_players_token_has_the_quoted_ability() -> None:
    """Elephant Resurgence: one token for each player, "those creatures" all of them (101.4, 111.3); their size is
    worked out (604.3, 613.4a; test_token_defined_size.py)."""
    text = ("Each player creates a green Elephant creature token. Those creatures have \"This creature's power and "
            "toughness are each equal to the number of creature cards in its controller's graveyard.\"")
    step = plan_of(parse_effect(text, "en")).steps[0]
    assert isinstance(step, Create) and step.ability is not None and step.defines is not None
    out = resolve_card(text)
    assert len([e for s in out["steps"] for e in s["events"] if e["action"] == "create"]) == 4
    assert "in its controller's graveyard" in out["reading"]  # said as the card says it


@pytest.mark.parametrize("text", [
    "You gain X life, where X is the number of creature cards in its controller's graveyard.",
    "Each opponent loses 1 life for each creature card in its controller's graveyard.",
])
def test_its_with_no_one_object_is_refused(text: str) -> None:
    with pytest.raises(BotError) as exc:
        plan_of(parse_effect(text, "en"))
    assert exc.value.code == "unsupported_effect"


def test_it_token_after_each_player_stays_refused() -> None:
    """"It has …" after a creation by each player names several tokens: the singular is refused, never guessed."""
    with pytest.raises(BotError):
        plan_of(parse_effect("Each player creates a 1/1 green Elephant creature token. It has \"This creature can't "
                             "block.\"", "en"))
