"""The findings of session 21's review of the resolver, the harness and the house (issue #22), each reproduced by a
test that failed before its fix.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card, typed
from tests.apnap.step_events import events_of as _events

# --- 1. A target word with exactly one legal object on the board is that object (115.1, 601.2c) ------------------



ONE_LAND = {"Alice": {"battlefield": ["Forest (basic land)"]}, "Bob": {"battlefield": []},
            "Carol": {"battlefield": []}, "Dave": {"battlefield": []}}


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("Destroy target land.", None, "Forest is the only object on the battlefield"),
    ("Destruye la tierra objetivo.", "es", "Forest es el único objeto del campo de batalla"),
])
def test_the_only_legal_object_is_the_target_and_said(text: str, lang: str | None, said: str) -> None:
    out = resolve_card(text, lang=lang, **ONE_LAND)
    assert [e["objects"] for e in _events(out, "destroy")] == [["Forest"]]
    assert any(said in w and "601.2c" in w for w in out["warnings"])


def test_the_filter_decides_which_object_is_the_only_legal_one() -> None:
    """Dave controls one land (a Swamp; Carol has one too, and so does Dave's graveyard): "target land you control"
    has exactly one legal object, printed English or Spanish."""
    for text, lang in (("Put three +1/+1 counters on target land you control.", None),
                       ("Pon tres contadores +1/+1 sobre la tierra objetivo que controlas.", "es")):
        out = resolve_card(text, lang=lang)
        (put,) = _events(out, "counter")
        assert put["objects"] == ["Swamp"] and put["player"] == "Dave"


def test_hexproof_leaves_one_legal_object_and_without_it_two_are_asked() -> None:
    text = "Destroy target creature an opponent controls."
    bob = {"battlefield": [creature("Hill Giant", 3, 3)]}
    out = resolve_card(text, Alice={"battlefield": [creature("Grizzly Bears", 2, 2, keywords=["hexproof"])]}, Bob=bob)
    assert [e["objects"] for e in _events(out, "destroy")] == [["Hill Giant"]]
    with pytest.raises(BotError) as asked:
        resolve_card(text, Alice={"battlefield": [creature("Grizzly Bears", 2, 2)]}, Bob=bob)
    assert asked.value.code == "choice_needed" and asked.value.field == "target"


@pytest.mark.parametrize("text", ["Destroy target land.", "Destroy up to one target enchantment."])
def test_several_or_up_to_one_are_still_asked(text: str) -> None:
    with pytest.raises(BotError) as asked:
        resolve_card(text)
    assert asked.value.code == "choice_needed" and asked.value.field == "target"


def test_none_at_all_is_refused_not_asked() -> None:
    """No planeswalker on the board: no target could be chosen, so the spell can't be cast (601.2c; session 34,
    engine/sole_targets.py); it was asked before, as if one could be named."""
    with pytest.raises(BotError) as refused:
        resolve_card("Destroy target planeswalker.")
    assert refused.value.code == "bad_scenario" and refused.value.key == "apnap.error.target_none_legal_spell"


def test_the_only_spell_of_the_kind_on_the_stack_is_the_target() -> None:
    spells = [{"name": "Shock", "controller": "Bob", "types": ["instant"], "mana_value": 1},
              {"name": "Grizzly Bears", "controller": "Alice", "types": ["creature"], "mana_value": 2}]
    out = resolve_card("Counter target noncreature spell.", spells=spells)
    assert [e["objects"] for e in _events(out, "counter_spell")] == [["Shock"]]
    assert any("Shock is the only spell on the stack" in w for w in out["warnings"])


def test_several_target_words_each_decided_and_another_excludes_the_earlier() -> None:
    out = resolve_card("Destroy target enchantment. Tap target land you control.")
    assert [e["objects"] for e in _events(out, "destroy")] == [["Oblivion Ring"]]
    assert [e["objects"] for e in _events(out, "tap")] == [["Swamp"]]
    elves = {"battlefield": [creature("Llanowar Elves", 1, 1)]}
    same = resolve_card("Tap target creature you control. Untap target creature you control.", Dave=elves)
    assert [e["objects"] for e in _events(same, "untap")] == [["Llanowar Elves"]]  # the same object twice (115.3)
    with pytest.raises(BotError) as asked:  # "another": the Elves are taken, nothing is left for the second word
        resolve_card("Tap target creature you control. Untap another target creature you control.", Dave=elves)
    assert asked.value.code == "choice_needed"


# --- 2. A count with no controller word counts every such permanent on the battlefield (109.2) --------------------


@pytest.mark.parametrize(("text", "lang", "amount"), [
    ("You gain 1 life for each creature.", None, 5),  # Alice's two, Bob's one, Dave's two
    ("Ganas 1 vida por cada criatura.", "es", 5),
    ("You gain 1 life for each artifact.", None, 2),  # Sol Ring (Alice), Mind Stone (Bob)
    ("You gain 1 life for each creature with flying.", None, 1),  # Serra Angel, Alice's
    ("You gain life equal to the number of Elves.", None, 1),  # Dave's Llanowar Elves
    ("Draw a card for each creature an opponent controls.", None, 3),  # the opponents' own (Alice, Bob)
    ("You gain 1 life for each creature you don't control.", None, 3),
    ("You gain 1 life for each creature you control.", None, 2),  # "you control": still Dave's
    ("Ganas 1 vida por cada criatura que controlas.", "es", 2),
])
def test_a_count_without_a_controller_word_counts_every_players_permanents(text: str, lang: str | None,
                                                                         amount: int) -> None:
    out = resolve_card(text, lang=lang, Alice=typed("Alice"), Bob=typed("Bob"), Dave=typed("Dave"))
    (event,) = [e for s in out["steps"] for e in s["events"] if e["action"] in ("gain_life", "draw")]
    assert (event["player"], event["amount"]) == ("Dave", amount)


def test_each_players_own_count_keeps_its_owner() -> None:
    """"Each player gains 1 life for each creature they control": each their own (608.2c)."""
    out = resolve_card("Each player gains 1 life for each creature they control.")
    gained = {e["player"]: e["amount"] for e in _events(out, "gain_life")}
    assert gained == {"Alice": 2, "Bob": 1, "Carol": 0, "Dave": 2}


# --- 3. Review leftovers -------------------------------------------------------------------------------------------

COLT = "When Ember Colt enters the battlefield, if you cast it from your hand, you gain 3 life."
COLT_ES = "Cuando Ember Colt entre al campo de batalla, si lo lanzaste desde tu mano, ganas 3 vidas."


@pytest.mark.parametrize(("cast_from", "gained"), [("hand", [3]), ("graveyard", []), (None, [])])
def test_an_enters_triggers_if_you_cast_it_from_your_hand_reads_the_turns_spells(cast_from: str | None,
                                                                                 gained: list[int]) -> None:
    """docs/scenario-format.md: the intervening "if" (603.4) is answered by ``this_turn.spells``, the entering
    permanent's own spell (none of its name: it was not cast, so not from the hand), never asked as ``condition``."""
    spells = [{"player": "Dave", "name": "Ember Colt", "from": cast_from}] if cast_from else []
    dave = {"battlefield": [creature("Ember Colt", 2, 2), "Swamp (basic land)"]}
    for text, lang in ((COLT, None), (COLT_ES, "es")):
        out = resolve_card(text, lang=lang, card="Ember Colt", Dave=dave, this_turn={"spells": spells})
        assert [e["amount"] for e in _events(out, "gain_life")] == gained


# --- 4. The harness gives its fixture cards real characteristics (tests/apnap/corpus.py) -------------------------


def _bench(card: str, text: str, type_line: str, mana_cost: str = "") -> dict[str, Any]:
    from tests.apnap import corpus

    item = corpus.CorpusAbility(card, text, 1, text.split("\n")[0], type_line, mana_cost)
    return corpus.resolve_ability(item, corpus.board(4))


def test_the_harness_answers_a_colour_of_its_own_cards_as_printed() -> None:
    """"Search your library for a blue instant card": the library's Counterspell is blue (REAL_FACTS), never asked."""
    out = _bench("Merchant Scroll", "Search your library for a blue instant card, reveal that card, and put it into "
                 "your hand. Then shuffle your library.", "Sorcery", "{1}{U}")
    library = out["bench_completion"]["players"]["Dave"]["library"]
    assert {"name": "Counterspell", "types": ["instant"], "colors": ["blue"]} in library


def test_the_harness_pays_a_cost_with_cards_that_have_a_mana_value_and_a_size() -> None:
    out = _bench("Faith Healer", "Sacrifice an enchantment: You gain life equal to the sacrificed enchantment's "
                 "converted mana cost.", "Creature — Human Cleric", "{1}{W}")
    (paid,) = out["bench_completion"]["players"]["Dave"]["battlefield"]
    assert paid["name"] == "Cost Enchantment 1" and paid["mana_value"] == 2
    assert [e["amount"] for s in out["steps"] for e in s["events"] if e["action"] == "gain_life"] == [2]


@pytest.mark.parametrize(("lang", "said"), [
    (None, "Grizzly Bears is on the battlefield, but it is not a legal target: the text asks for a target "
           "“creature with flying”"),
    ("es", "Grizzly Bears está en el campo de batalla, pero no es un objetivo legal: el texto pide como objetivo "
           "«criatura con la habilidad de volar»"),
])
def test_a_named_target_the_filter_refuses_is_said_not_legal_and_why(lang: str | None, said: str) -> None:
    with pytest.raises(BotError) as refused:
        resolve_card("Exile target creature with flying.", lang=lang, target="Grizzly Bears")
    assert refused.value.code == "bad_scenario" and said in str(refused.value)
    with pytest.raises(BotError) as absent:  # a name the board does not show is still "no creature of that name"
        resolve_card("Exile target creature with flying.", target="Nothing Here")
    assert absent.value.key == "apnap.error.target_object"


def test_each_permanent_of_the_chosen_color_is_every_players() -> None:
    """Rith, the Awakener: "for each permanent of that color" counts every player's (109.2), read now rather than
    refused (it was refused because the bare count was the acting player's)."""
    out = resolve_card("Choose a color, then create a 1/1 green Saproling creature token for each permanent of that "
                       "color.", choices={"Dave": ["green"]})
    made = _events(out, "create")
    assert sum(e["amount"] for e in made) == 3  # Grizzly Bears (Alice); Llanowar Elves, Craw Wurm (Dave)
