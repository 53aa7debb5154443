"""Review 23a's findings in session 23's resolver work (gA10, gB10, gC10, mana10): each a confident wrong answer or a
duplicate, each test failing before its fix.

The standard board (realcards.py): Alice has Grizzly Bears 2/2 and Serra Angel 4/4, Bob Hill Giant 3/3, Dave (the
controller) Llanowar Elves 1/1 and Craw Wurm 6/4; Bob is the active player.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board


def _resolve(effect: str, lang: str, **changes: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **changes)), lang)


def _drawn(out: dict[str, Any]) -> int:
    return sum(int(e["amount"]) for s in out["steps"] for e in s["events"] if e["action"] == "draw")


# 1. "it" / "its" in a cast condition of a trigger about another object (603.2, 608.2c): that spell's or creature's
# cast, which the scenario's cast_from / cast_with (how the resolving spell or the source was cast) do not say.
# Before: answered with them (two cards drawn for "Whenever a player casts a spell, … If it was cast from exile").
OTHER_SPELL = {"en": "Whenever a player casts a spell, draw a card. If it was cast from exile, draw two cards instead.",
               "es": "Siempre que un jugador lance un hechizo, roba una carta. Si fue lanzado desde el exilio, en vez "
                     "de eso, roba dos cartas."}
OTHER_INTERVENING = {"en": "Whenever a player casts a spell, if it was cast from exile, you gain 3 life.",
                     "es": "Siempre que un jugador lance un hechizo, si fue lanzado desde el exilio, ganas 3 vidas."}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_cast_condition_of_the_triggers_spell_is_refused(lang: str) -> None:
    with pytest.raises(BotError) as caught:
        _resolve(OTHER_SPELL[lang], lang, cast_from="exile", cast_with=[])
    assert caught.value.code == "unsupported_effect"
    assert "exil" in str(caught.value)


def test_cost_paid_of_the_triggers_creature_is_refused() -> None:
    with pytest.raises(BotError) as caught:
        _resolve("Whenever a creature enters the battlefield, you gain 1 life. If its dash cost was paid, you gain 3 "
                 "life instead.", "en", cast_with=["dash"])
    assert caught.value.code == "unsupported_effect"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_intervening_cast_condition_of_the_triggers_spell_is_asked(lang: str) -> None:
    with pytest.raises(BotError) as caught:
        _resolve(OTHER_INTERVENING[lang], lang, cast_from="exile", cast_with=[])
    assert caught.value.code == "choice_needed"
    assert caught.value.field == "condition"
    out = _resolve(OTHER_INTERVENING[lang], lang, cast_from="hand", cast_with=[], condition=True)
    assert out["life"]["Dave"] == 23  # the trigger's spell was cast from exile, as the user said: not the scenario's


def test_the_spells_own_cast_condition_still_reads_the_scenario() -> None:
    effect = "Draw a card. If it was cast from exile, draw two cards instead."
    assert _drawn(_resolve(effect, "en", cast_from="exile")) == 2
    assert _drawn(_resolve(effect, "en", cast_from="hand")) == 1


# 2. The mana a payer can make (engine/mana_available.py) read only the payer's own permanents' "{T}: Add …": a Mana
# Flare on another battlefield ("that player adds one mana …") or the payer's own "Lands you control are every basic
# land type" changes what their lands make, and the "no" was forced as if the board showed they could not pay (118.3).
# Before: Rith's {2}{G} declined for Dave (Swamp, Llanowar Elves, Craw Wurm). Now the board cannot say: paid by default,
# with a warning naming the permanent, in both languages.
MANA_FLARE = {"name": "Mana Flare", "types": ["enchantment"], "colors": ["red"],
              "text": "Whenever a player taps a land for mana, that player adds one mana of any type that land "
                      "produced."}
OMEN = {"name": "Prismatic Omen", "types": ["enchantment"], "colors": ["green"],
        "text": "Lands you control are every basic land type in addition to their other types."}


def _rith(lang: str, **changes: Any) -> dict[str, Any]:
    """Rith, the Awakener's trigger (its Oracle text and Llanowar Elves' from test_mana_available's card lookup)."""
    from tests.apnap.test_mana_available import resolve

    return resolve("Rith, the Awakener", lang, ability=1, active="Dave", **changes)


def _paid(out: dict[str, Any]) -> list[str | None]:
    return [c.get("answer") for s in out["steps"] for c in s["choices"] if c.get("answer") in ("yes", "no")]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_mana_flare_on_another_battlefield_is_no_sure_cannot_pay(lang: str) -> None:
    from tests.apnap.realcards import STANDARD

    alice = [*STANDARD["players"][0]["battlefield"], MANA_FLARE]
    out = _rith(lang, Alice={"battlefield": alice})
    assert _paid(out) == ["yes"]
    assert any("Mana Flare" in w and "{2}{G}" in w for w in out["warnings"])


def test_the_payers_own_land_type_change_is_no_sure_cannot_pay() -> None:
    swamps = ["Swamp (basic land)"] * 3
    out = _rith("en", Dave={"battlefield": [*swamps, OMEN]})
    assert _paid(out) == ["yes"]


def test_a_board_without_such_a_permanent_still_declines() -> None:
    out = _rith("en")
    assert _paid(out) == ["no"]


def test_the_spanish_warning_says_no_english() -> None:
    from tests.apnap.realcards import STANDARD

    out = _rith("es", Alice={"battlefield": [*STANDARD["players"][0]["battlefield"], MANA_FLARE]})
    said = [w for w in out["warnings"] if "Mana Flare" in w]
    assert said and "puede cambiar el maná" in said[0] and "make" not in said[0]


def test_the_mana_words_are_in_the_catalogue_once() -> None:
    seen: list[str] = []

    def keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        seen.extend(k for k, _ in pairs if k.startswith("apnap."))
        return dict(pairs)

    with open("data/i18n/apnap.json", encoding="utf-8") as f:
        json.load(f, object_pairs_hook=keys)
    assert len(seen) == len(set(seen))


# 3. "… deals damage equal to its power to that creature" (grammar/object_damage.py): "that creature" was read, but
# the step has no such recipient (plan/object_damage.RECIPIENTS), so the engine took the scenario's next target name:
# a second name given for one target word was dealt the damage instead of the trigger event's creature (603.2).
# Before: Hill Giant dealt 6 damage by Craw Wurm, as if "that creature" were a second target. Now refused.
@pytest.mark.parametrize("effect", [
    "Whenever a creature blocks, target creature you control deals damage equal to its power to that creature.",
    "Whenever a creature blocks, target creature you control deals damage to that creature equal to its power.",
])
def test_damage_equal_to_its_power_to_that_creature_is_refused(effect: str) -> None:
    with pytest.raises(BotError) as caught:
        _resolve(effect, "en", target=["Craw Wurm", "Hill Giant"])
    assert caught.value.code == "unsupported_effect"


@pytest.mark.parametrize(("lang", "effect"), [
    ("en", "When this creature enters, if it was cast from your hand, draw a card."),
    ("es", "Cuando esta criatura entre, si fue lanzada desde tu mano, roba una carta."),
])
def test_a_trigger_about_the_source_still_reads_how_it_was_cast(lang: str, effect: str) -> None:
    assert _drawn(_resolve(effect, lang, cast_from="hand")) == 1
    assert _drawn(_resolve(effect, lang, cast_from="exile")) == 0
