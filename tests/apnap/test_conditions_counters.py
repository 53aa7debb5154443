"""Typed conditions on counters, graveyards and "other" permanents (#22, session 14), read from real card text and
checked both ways on the board: counters on the source (122.1) in an effect's "if" (608.2c), a trigger's intervening
"if" (603.4), a static's "as long as" (611.3a) and an activation's "only if" (602.5); cards of a kind in a graveyard
(404.1, spell mastery); "an opponent has …"; "you control two or fewer other lands" (109.3). Each checked board
condition is reported in the result's ``conditions`` and narrated: why the sentence was or was not done."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar.conditions import GraveyardSize, read_condition
from bot.apnap.grammar.conditions_more import SourceHasCounters
from bot.errors import BotError
from tests.apnap.forbidden_checks import resolved_despite
from tests.apnap.realcards import creature, run


def actions(out: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(e["action"], e["objects"]) for s in out["steps"] for e in s["events"]]


# ------------------------------------------------------------------------------------------ counters on the source
SKERRY = ("{T}, Remove a depletion counter from Saprazzan Skerry: Add {U}{U}. If there are no depletion counters on "
          "Saprazzan Skerry, sacrifice it.")


def _skerry(n: int) -> dict[str, Any]:
    return {"battlefield": [{"name": "Saprazzan Skerry", "types": ["land"], "counters": {"depletion": n}}]}


def test_an_effects_if_counts_the_counters_left_after_the_cost() -> None:
    """Saprazzan Skerry: the cost removes one counter first (602.2b); the "if" is checked as it is reached (608.2c)."""
    last = run({}, card="Saprazzan Skerry", effect=SKERRY, ability=1, Dave=_skerry(1))
    assert ("sacrifice", ["Saprazzan Skerry"]) in actions(last)
    assert last["conditions"] == [{"condition": "there are no depletion counters on Saprazzan Skerry", "holds": True,
                                   "text": "sacrifice it", "said": "sacrifice it", "done": True, "rule": "608.2c"}]
    assert "so “sacrifice it” is done (608.2c)" in last["narration"]
    more = run({}, card="Saprazzan Skerry", effect=SKERRY, ability=1, Dave=_skerry(2))
    assert not any(a == "sacrifice" for a, _ in actions(more))
    assert more["conditions"][0]["holds"] is False and more["conditions"][0]["done"] is False
    assert "false as this part of the effect is reached, so “sacrifice it” is not done (608.2c)" in more["narration"]


ELOCUTORS = ("At the beginning of your upkeep, put a filibuster counter on Azor's Elocutors. Then if Azor's Elocutors "
             "has five or more filibuster counters on it, you win the game.")


@pytest.mark.parametrize("before, wins", [(4, True), (3, False)])
def test_then_if_counts_the_counter_this_effect_put(before: int, wins: bool) -> None:
    """Azor's Elocutors: the counter the first sentence puts counts (608.2c: checked after it)."""
    elocutors = creature("Azor's Elocutors", 3, 5, counters={"filibuster": before})
    out = run({}, card="Azor's Elocutors", effect=ELOCUTORS, active="Dave", Dave={"battlefield": [elocutors]})
    assert (out["game_result"] is not None and out["game_result"].get("winners") == ["Dave"]) is wins
    assert out["conditions"][0]["holds"] is wins


ARROWS = "At the beginning of your upkeep, if there are no arrowhead counters on Serrated Arrows, sacrifice it."


@pytest.mark.parametrize("n, sacrificed", [(0, True), (1, False)])
def test_an_intervening_if_on_the_sources_counters_is_checked_on_the_board(n: int, sacrificed: bool) -> None:
    """Serrated Arrows (603.4): no counters left, it is sacrificed; one left, the ability does nothing."""
    arrows = {"name": "Serrated Arrows", "types": ["artifact"], "counters": {"arrowhead": n}}
    out = run({}, card="Serrated Arrows", effect=ARROWS, active="Dave", Dave={"battlefield": [arrows]})
    assert (("sacrifice", ["Serrated Arrows"]) in actions(out)) is sacrificed


def test_counters_the_board_does_not_give_are_asked_for() -> None:
    with pytest.raises(BotError) as info:
        run({}, card="Saprazzan Skerry", effect=SKERRY, ability=1,
            Dave={"battlefield": [{"name": "Saprazzan Skerry", "types": ["land"]}]})
    assert info.value.code == "choice_needed" and info.value.key == "apnap.error.counters_needed"


@pytest.mark.parametrize("text, card, kind, low, high", [
    ("Lightwalker has flying as long as it has a +1/+1 counter on it.", "Lightwalker", "+1/+1", 1, 1),
    ("As long as there is exactly one tide counter on Homarid, it gets -1/-1.", "Homarid", "tide", 1, 1),
    ("Primordial Hydra has trample as long as it has ten or more +1/+1 counters on it.", "Primordial Hydra",
     "+1/+1", 10, 10),
])
def test_a_static_of_the_source_applies_only_with_its_counters(text: str, card: str, kind: str, low: int,
                                                                high: int) -> None:
    """611.3a: the static applies while the source has the counters: one fewer than asked, it does not."""
    def applies(n: int) -> bool:
        source = creature(card, 2, 2, counters={kind: n})
        out = run({}, card=card, effect=text, Dave={"battlefield": [source]})
        return bool(out["steps"][0]["events"][0]["applies"])

    assert applies(low) is True and applies(low - 1) is False
    if high == low and "exactly" in text:
        assert applies(low + 1) is False


def test_it_has_counters_is_the_source_only_when_the_sentence_is_about_the_source() -> None:
    """Ordeal of Heliod: "it" is the enchanted creature, not the source (session 21: checked on that creature, 608.2c;
    before, refused): the source's own counters never decide it."""
    ordeal = ("Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or more +1/+1 "
              "counters on it, sacrifice Ordeal of Heliod.")
    source = {"name": "Ordeal of Heliod", "types": ["enchantment"], "subtypes": ["aura"], "counters": {"+1/+1": 5}}
    out = run({}, card="Ordeal of Heliod", effect=ordeal, attached_to="Llanowar Elves",
              Dave={"battlefield": [creature("Llanowar Elves", 1, 1, counters={}), source]})
    assert out["conditions"][0]["holds"] is False
    assert not any(a == "sacrifice" for a, _ in actions(out))


LUMINARCH = ("{1}{W}: Create a 4/4 white Angel creature token with flying. Activate this ability only if Luminarch "
             "Ascension has four or more quest counters on it.")


def test_an_activation_restriction_on_the_sources_counters() -> None:
    """Luminarch Ascension (602.5): four counters, it resolves; three, this board breaks the restriction, said, and
    the ability on the stack (activated when it had four) still resolves as given."""
    def ascension(n: int) -> dict[str, Any]:
        return {"battlefield": [{"name": "Luminarch Ascension", "types": ["enchantment"], "counters": {"quest": n}}]}

    out = run({}, card="Luminarch Ascension", effect=LUMINARCH, ability=1, Dave=ascension(4))
    assert actions(out)[0][0] == "create"
    broken = run({}, card="Luminarch Ascension", effect=LUMINARCH, ability=1, Dave=ascension(3))
    assert resolved_despite(broken, LUMINARCH[LUMINARCH.index("Activate"):]) == ["create"]
    assert actions(broken) == [("create", ["white Angel creature with flying"])]


@pytest.mark.parametrize("text, expected", [
    ("there are no depletion counters on this land", SourceHasCounters("depletion", 0, 0)),
    ("there are no more scream counters on this enchantment", SourceHasCounters("scream", 0, 0)),
    ("two or more hatchling counters are on this artifact", SourceHasCounters("hatchling", 2)),
    ("there are exactly three tide counters on this creature", SourceHasCounters("tide", 3, 3)),
    ("mientras haya tres o más contadores +1/+1 sobre esta criatura", SourceHasCounters("+1/+1", 3)),
    ("no hay contadores +1/+1 sobre esta criatura", SourceHasCounters("+1/+1", 0, 0)),
    ("esta criatura tiene exactamente un contador -1/-1 sobre ella", SourceHasCounters("-1/-1", 1, 1)),
])
def test_counter_conditions_read_into_one_type(text: str, expected: SourceHasCounters) -> None:
    assert read_condition(text.removeprefix("mientras ")) == expected


@pytest.mark.parametrize("text, lang", [
    ("Lightwalker has flying as long as it has a +1/+1 counter on it.", "en"),
    ("Lightwalker tiene la habilidad de volar mientras tenga un contador +1/+1 sobre él.", "es"),
])
def test_printed_spanish_reads_the_same_static_and_narrates_it(text: str, lang: str) -> None:
    """The same plan from both languages; the static applies with the counter, not without, said in the language."""
    def out(n: int) -> dict[str, Any]:
        walker = creature("Lightwalker", 2, 1, counters={"+1/+1": n})
        return run({}, lang=lang, card="Lightwalker", effect=text, Dave={"battlefield": [walker]})

    assert out(1)["steps"][0]["events"][0]["applies"] is True
    assert out(0)["steps"][0]["events"][0]["applies"] is False
    if lang == "es":
        assert "Lightwalker" in out(0)["narration"] and "(611.3a)" in out(0)["narration"]


def test_it_alone_in_a_condition_is_never_guessed() -> None:
    with pytest.raises(Exception):  # Unread: no sentence here says what "it" is
        read_condition("it has a depletion counter on it", "en")


# ------------------------------------------------------------------------------------------ cards in a graveyard
UNHOLY = ("Destroy target creature.\nSpell mastery — If there are two or more instant and/or sorcery cards in your "
          "graveyard, you gain 2 life.")


@pytest.mark.parametrize("graveyard, gains", [(["Opt (instant)", "Ponder (sorcery)"], True),
                                               (["Opt (instant)", "Gray Ogre (creature)"], False)])
def test_spell_mastery_counts_instant_and_sorcery_cards(graveyard: list[str], gains: bool) -> None:
    """Unholy Hunger: two instants or sorceries in the caster's graveyard (404.1); a creature card is not one."""
    out = run({}, card="Unholy Hunger", effect=UNHOLY, target="Hill Giant", Dave={"graveyard": graveyard})
    assert any(a == "gain_life" for a, _ in actions(out)) is gains
    assert out["conditions"][0]["holds"] is gains


PHANTASM = "Jace's Phantasm gets +4/+4 as long as an opponent has ten or more cards in their graveyard."


def test_as_long_as_an_opponent_has_cards_in_their_graveyard() -> None:
    """Jace's Phantasm: any one opponent with ten or more cards is enough (611.3a); none, no bonus."""
    phantasm = creature("Jace's Phantasm", 1, 1, keywords=["flying"])
    out = run({}, card="Jace's Phantasm", effect=PHANTASM, Dave={"battlefield": [phantasm]})
    assert out["steps"][0]["events"][0]["applies"] is False
    out = run({}, card="Jace's Phantasm", effect=PHANTASM, Dave={"battlefield": [phantasm]},
              Carol={"graveyard": ["Island (basic land)"] * 10})
    assert out["steps"][0]["events"][0]["applies"] is True


def test_graveyard_conditions_read_into_one_type() -> None:
    spell_mastery = read_condition("there are two or more instant and/or sorcery cards in your graveyard", "en")
    assert isinstance(spell_mastery, GraveyardSize) and spell_mastery.at_least == 2
    assert spell_mastery.filter is not None and spell_mastery.filter.alternatives
    assert read_condition("an opponent has ten or more cards in their graveyard", "en") == GraveyardSize(
        "an_opponent", 10)


# ------------------------------------------------------------------------------------------ "other" permanents
@pytest.mark.parametrize("text, card, lands, tapped", [
    ("Seachrome Coast enters the battlefield tapped unless you control two or fewer other lands.", "Seachrome Coast",
     ["Island (basic land)", "Plains (basic land)"], False),
    ("Seachrome Coast enters the battlefield tapped unless you control two or fewer other lands.", "Seachrome Coast",
     ["Island (basic land)", "Plains (basic land)", "Swamp (basic land)"], True),
    ("Dwarven Mine enters the battlefield tapped unless you control three or more other Mountains.", "Dwarven Mine",
     [{"name": "Mountain", "types": ["land"], "subtypes": ["Mountain"]}] * 3, False),
    ("Dwarven Mine enters the battlefield tapped unless you control three or more other Mountains.", "Dwarven Mine",
     [{"name": "Mountain", "types": ["land"], "subtypes": ["Mountain"]}] * 2, True),
])
def test_other_lands_in_an_unless_are_counted_without_the_source(text: str, card: str, lands: list[Any],
                                                                  tapped: bool) -> None:
    """614.12: checked as the land would enter, among the lands its controller already controls."""
    out = run({}, card=card, effect=text, Dave={"battlefield": lands})
    event = out["steps"][0]["events"][0]
    assert event["tapped"] is tapped


# ------------------------------------------------------------------------------------------ what was done "this way"
AUGUR = ("{1}, {T}: Target player draws a card, then discards a card. If that player discards an artifact card this "
         "way, untap Lumengrid Augur.")
DJINN = ("At the beginning of your upkeep, sacrifice a land. If you sacrifice an Island this way, Serendib Djinn deals "
         "3 damage to you.")


@pytest.mark.parametrize("card, kind, untaps", [("Sol Ring", "artifact", True), ("Opt", "instant", False)])
def test_that_player_discards_an_artifact_card_this_way(card: str, kind: str, untaps: bool) -> None:
    """Lumengrid Augur: the card the target player discarded in the step before decides (608.2c)."""
    out = run({}, card="Lumengrid Augur", effect=AUGUR, target="Alice",
              Dave={"battlefield": [{"name": "Lumengrid Augur", "types": ["creature"]}]},
              Alice={"hand": [{"name": card, "types": [kind]}]}, choices={"Alice": [card]})
    assert (("untap", ["Lumengrid Augur"]) in actions(out)) is untaps
    assert out["conditions"][0]["holds"] is untaps


@pytest.mark.parametrize("land, hurt", [("Island (basic land)", True), ("Swamp (basic land)", False)])
def test_you_sacrifice_an_island_this_way(land: str, hurt: bool) -> None:
    """Serendib Djinn: only the Island its controller sacrificed deals the damage."""
    out = run({}, card="Serendib Djinn", effect=DJINN, active="Dave", Dave={"battlefield": [land]})
    assert any(a == "damage" for a, _ in actions(out)) is hurt
    said = "true" if hurt else "false"
    assert f"Condition “you sacrifice an Island this way”: {said} as this part of the effect is reached" in out[
        "narration"]


def test_unless_that_player_discards_is_still_an_alternative_not_a_this_way_condition() -> None:
    from bot.apnap.grammar import parse_effect

    steps = parse_effect("Each opponent loses 3 life unless that player discards a card.").steps
    assert steps and "this way" not in repr(steps)


DJINN_ES = ("Al comienzo de tu mantenimiento, sacrifica una tierra. Si sacrificas una Isla de esta manera, el Djinn de "
            "Serendib te hace 3 puntos de daño.")


@pytest.mark.parametrize("land, hurt", [("Island (basic land)", True), ("Swamp (basic land)", False)])
def test_printed_spanish_this_way_reads_the_same_condition(land: str, hurt: bool) -> None:
    assert read_condition("sacrificas una Isla de esta manera", "es") == read_condition(
        "you sacrifice an Island this way", "en")
    out = run({}, lang="es", card="Serendib Djinn", effect=DJINN_ES, active="Dave", Dave={"battlefield": [land]})
    assert any(a == "damage" for a, _ in actions(out)) is hurt
    assert ("se cumple al llegar" if hurt else "no se cumple al llegar") in out["narration"]


# ------------------------------------------------------------------------------------------ compared with you
FIELDS = "You gain 4 life. Then if an opponent has more life than you, return Pulse of the Fields to its owner's hand."
GRID = ("Draw two cards, then discard a card. Then if an opponent has more cards in hand than you, return Pulse of the "
        "Grid to its owner's hand.")


@pytest.mark.parametrize("bob_life, returns", [(25, True), (24, False)])
def test_then_if_an_opponent_has_more_life_than_you(bob_life: int, returns: bool) -> None:
    """Pulse of the Fields: checked after the 4 life is gained (608.2c): Dave 24; any one opponent above is enough."""
    out = run({}, card="Pulse of the Fields", effect=FIELDS, Bob={"life": bob_life})
    assert out["conditions"][0]["holds"] is returns
    assert (out["conditions"][0]["done"]) is returns


@pytest.mark.parametrize("alice_hand, returns", [(4, True), (3, False)])
def test_then_if_an_opponent_has_more_cards_in_hand_than_you(alice_hand: int, returns: bool) -> None:
    """Pulse of the Grid: Dave ends with 3 cards (2 + 2 drawn - 1 discarded)."""
    hand = ["Opt (instant)", "Shock (instant)", "Island (basic land)", "Forest (basic land)"][:alice_hand]
    out = run({}, card="Pulse of the Grid", effect=GRID, Alice={"hand": hand})
    assert out["conditions"][0]["holds"] is returns


def test_you_have_more_life_than_an_opponent_is_an_opponent_with_less() -> None:
    from bot.apnap.grammar.conditions import ComparedToYou

    cond = read_condition("you have more life than an opponent", "en")
    assert isinstance(cond, ComparedToYou) and cond.who == "an_opponent" and cond.more is False


@pytest.mark.parametrize("es, en", [
    ("un oponente tiene más vidas que tú", "an opponent has more life than you"),
    ("tienes más vidas que un oponente", "you have more life than an opponent"),
    ("un oponente tiene más cartas en la mano que tú", "an opponent has more cards in hand than you"),
    ("un oponente tiene diez o más cartas en su cementerio", "an opponent has ten or more cards in their graveyard"),
    ("controlas dos o menos otras tierras", "you control two or fewer other lands"),
    ("hay dos o más cartas de instantáneo y/o de conjuro en tu cementerio",
     "there are two or more instant and/or sorcery cards in your graveyard"),
    ("ese jugador tiene exactamente 10 vidas", "that player has exactly 10 life"),
])
def test_printed_spanish_conditions_read_into_the_same_type(es: str, en: str) -> None:
    assert read_condition(es, "es") == read_condition(en, "en")


# ------------------------------------------------------------------------------------------ a condition said after
SCROLL = "{2}, {T}: Draw a card if you have seven or more cards in hand."
GRIZZLY = ("Create two 2/2 green Bear creature tokens.\nThreshold — Create four 2/2 green Bear creature tokens "
           "instead if seven or more cards are in your graveyard.")


@pytest.mark.parametrize("hand, draws", [(7, True), (6, False)])
def test_an_if_after_the_instruction_is_its_condition(hand: int, draws: bool) -> None:
    """Scroll of Origins (608.2c): "Draw a card if …" is "If …, draw a card."."""
    cards = ["Opt (instant)"] * hand
    out = run({}, card="Scroll of Origins", effect=SCROLL, ability=1,
              Dave={"hand": cards, "battlefield": [{"name": "Scroll of Origins", "types": ["artifact"]}]})
    assert ("draw" in [a for a, _ in actions(out)]) is draws
    assert out["conditions"][0]["holds"] is draws


@pytest.mark.parametrize("graveyard, bears", [(7, 4), (6, 2)])
def test_instead_if_after_the_instruction_replaces_the_sentence_before(graveyard: int, bears: int) -> None:
    """Grizzly Fate: threshold, four Bears instead of two; without it, two, and both sentences' conditions said."""
    out = run({}, card="Grizzly Fate", effect=GRIZZLY, Dave={"graveyard": ["Island (basic land)"] * graveyard})
    created = [e for s in out["steps"] for e in s["events"] if e["action"] == "create"]
    assert len(created) == 1 and created[0]["amount"] == bears
    assert {c["done"] for c in out["conditions"]} == {True, False}


def test_a_then_before_an_if_after_is_refused_not_read_without_its_condition() -> None:
    from bot.apnap.grammar import parse_effect

    with pytest.raises(BotError):
        parse_effect("Target player discards a card. Then that player discards a card if you control a Zombie.")
