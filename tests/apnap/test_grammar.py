"""The grammar of English Magic sentences (bot/apnap/grammar/english.lark, sentences.py).

What it must do: derive a sentence whole or refuse it naming the words where it stopped; give
every rule it derives a meaning in the steps; compose parts it already has into sentences no test
wrote (a subject, a verb phrase, objects, an amount reference).
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.apnap.grammar.sentences import Unread, read_english
from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.salad import read_or_refused

resolve = resolve_card  # the standard board with the effect, resolved (tests/apnap/realcards.py)


def test_sentences_compose_subjects_verbs_and_amounts() -> None:
    effect = read_english("Each opponent loses life equal to the number of cards in their graveyard.")
    (step,) = effect.steps
    assert (step.action, step.subject.kind, step.amount_ref.kind) == ("lose_life", "each_opponent", "graveyard")
    effect = read_english("Each player discards their hand, then draws seven cards.")
    assert [(s.action, s.subject.kind, s.amount) for s in effect.steps] == [
        ("discard", "each_player", None), ("draw", "each_player", 7)]
    effect = read_english("Target player sacrifices two creatures and a land.")
    assert [(sl.count, sl.filter.noun) for sl in effect.steps[0].slots] == [(2, "creature"), (1, "land")]


def test_a_graveyard_count_resolves_per_player() -> None:
    # Standard board graveyards: Bob 1, Carol 0, Alice 3; Dave (the controller) is no opponent.
    out = resolve("Each opponent loses life equal to the number of cards in their graveyard.")
    (step,) = out["steps"]
    assert [(e["player"], e["amount"]) for e in step["events"]] == [("Bob", 1), ("Carol", 0), ("Alice", 3)]


def test_minus_counts_down_and_never_below_zero() -> None:
    # "3 minus the number of cards in their hand": Bob holds 1 (2 damage), Carol 0 (3: she dies at 3 life).
    out = resolve("This creature deals damage to each player equal to 3 minus the number of cards in their hand.",
                  Alice={"hand": ["Opt (instant)", "Shock (instant)", "Island (basic land)", "Ponder (sorcery)"]})
    amounts = {e["player"]: e["amount"] for e in out["steps"][0]["events"]}
    assert amounts == {"Bob": 2, "Carol": 3, "Dave": 1, "Alice": 0}
    assert [(s["player"], s["event"]) for s in out["state_based_actions"]] == [("Carol", "loses")]


def test_for_each_card_this_way_is_everyones_total() -> None:
    out = resolve("Each other player discards a card. You draw a card for each card discarded this way.",
                  choices={"Alice": ["Opt"]})
    assert out["steps"][1]["events"][0]["amount"] == 2  # Bob's and Alice's discards; Carol had none


def test_refusal_names_the_words_where_the_parse_stopped() -> None:
    with pytest.raises(Unread) as info:
        read_english("Each player sacrifices a creature and frobnicates a land.")
    assert "frobnicates" in info.value.words
    with pytest.raises(BotError) as err:
        resolve("Each player sacrifices a creature and frobnicates a land.")
    assert err.value.code == "unsupported_effect" and "frobnicates" in err.value.text("en")


WORDS = ["each", "player", "opponent", "sacrifices", "a", "creature", "draws", "two", "cards", "and", "then",
         "loses", "life", "equal", "to", "the", "number", "of", "in", "their", "hand", "graveyard", ",", ".",
         "x", "minus", "3", "you", "control", "may", "this", "way", "who", "discarded", "all", "rest"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=18))
def test_any_word_salad_is_read_or_refused_never_crashes(words: list[str]) -> None:
    read_or_refused(read_english, words)


def test_a_name_with_commas_does_not_end_the_trigger_condition() -> None:
    # "When Avacyn, the Purifier, it deals …": the comma inside the name is not where the effect starts.
    out = resolve("When this creature transforms into Avacyn, the Purifier, it deals 3 damage to each other "
                  "creature and each opponent.")
    assert [s["action"] for s in out["steps"]] == ["damage"]
    # An effect that itself has commas keeps every clause (the later comma is not taken).
    out = resolve("At the beginning of each player's draw step, that player discards a card, then draws a card.")
    assert [s["action"] for s in out["steps"]] == ["discard", "draw"]


def test_amounts_life_totals_and_old_keyword_lines() -> None:
    out = resolve("Target player loses two times X life.", x=3)
    assert out["steps"][0]["events"][0]["amount"] == 6  # it was refused: "loses two times X life"
    out = resolve("Each player's life total becomes 5.")  # 119.5: the difference, gained or lost
    changes = {e["player"]: (e["action"], e["amount"]) for e in out["steps"][0]["events"]}
    assert changes["Carol"] == ("gain_life", 2) and changes["Bob"] == ("lose_life", 15)
    assert out["life"] == {"Alice": 5, "Bob": 5, "Carol": 5, "Dave": 5}
    # An older printed Spanish keyword line ends with a period: "Vuela." is no ability to choose.
    out = resolve("Vuela.\nCuando esta criatura entre al campo de batalla, cada oponente pierde 2 vidas.")
    assert [s["action"] for s in out["steps"]] == ["lose_life"]


def test_the_grammar_builds_without_conflicts() -> None:
    from bot.apnap.grammar.phrases import parser

    assert parser() is not None  # a reduce/reduce conflict raises when the grammar is built, never refuses text


def test_pasted_text_names_its_own_card() -> None:
    from bot.apnap.oracle import self_names

    assert self_names("When Fleshbag Marauder enters the battlefield, each player sacrifices a creature.") == (
        "Fleshbag Marauder",)
    assert self_names("That player untaps Karona, False God and gains control of it.") == (
        "Karona, False God", "Karona")
    assert self_names("Create a 2/2 black Zombie creature token. Each opponent loses 1 life.") == ()
    # "Exile Time Reversal." was unreadable: the card's own name, read as the spell, exiles itself.
    out = resolve("Each player shuffles their hand and graveyard into their library, then draws seven cards. "
                  "Exile Time Reversal.")
    assert [s["action"] for s in out["steps"]] == ["shuffle", "draw", "exile"]


def test_subtype_nouns_come_from_the_rules() -> None:

    from bot.apnap.grammar.subtypes import from_rules
    from bot.resources import data_path

    shipped = json.loads(data_path("apnap", "subtypes.json").read_text(encoding="utf-8"))
    from tests.crfiles import cr_dir

    newest = sorted(cr_dir().glob("en-*.txt"))[-1]
    assert shipped["types"] == from_rules(newest.read_text(encoding="utf-8-sig")), "regenerate subtypes.json"
    out = resolve("Each opponent loses life equal to the number of Zombies you control.",
                  Dave={"battlefield": [{"name": "Walker", "types": ["creature"], "subtypes": ["Zombie"]}]})
    assert {e["amount"] for e in out["steps"][0]["events"]} == {1}
    with pytest.raises(Unread):
        read_english("Each opponent loses life equal to the number of frobnicators you control.")


def test_and_before_a_verb_joins_instructions_not_objects() -> None:
    effect = read_english("Each opponent discards a card and loses 2 life.")
    assert [(s.action, s.subject.kind) for s in effect.steps] == [("discard", "each_opponent"),
                                                                  ("lose_life", "each_opponent")]
    effect = read_english("Each player sacrifices a creature and a land.")
    assert [sl.filter.noun for sl in effect.steps[0].slots] == ["creature", "land"]
    effect = read_english("Each player creates that many 2/2 black Zombie creature tokens.")
    assert effect.steps[0].detail("token") == "black Zombie creature" and effect.steps[0].detail("pt") == "2/2"


def test_if_you_do_follows_the_answer_to_may() -> None:
    text = "You may pay {1}. If you do, draw a card and each opponent loses 1 life."
    paid = resolve(text)  # "may": yes by default (scenario-format)
    assert [s["action"] for s in paid["steps"]] == ["pay", "draw", "lose_life"]
    assert paid["steps"][2]["order"] == ["Bob", "Carol", "Alice"]
    declined = resolve(text, choices={"Dave": ["no"]})
    assert [s["action"] for s in declined["steps"]] == ["pay"]  # nothing else happens (608.2c)
    assert read_english("Each opponent loses 1 life and you gain 1 life.").steps[1].subject.kind == "you"
    # Every instruction of the "If you do" sentence follows the same answer, not the instruction before it.
    both = resolve("You may pay {1}. If you do, each opponent loses 2 life and you gain 2 life.")
    assert [s["action"] for s in both["steps"]] == ["pay", "lose_life", "gain_life"]


def test_where_x_and_rounding_after_an_instruction() -> None:
    effect = read_english("You gain X life and each opponent loses X life, where X is the number of Knights you "
                          "control.")
    assert all(s.amount_ref is not None and s.amount_ref.defines_x for s in effect.steps)
    effect = read_english("Each player discards a card, then draws X cards, where X is 3 minus the number of cards in "
                          "their hand.")
    assert effect.steps[1].amount_ref.kind == "hand"


def test_a_word_no_rule_lists_is_no_subtype_and_old_modal_wording() -> None:
    with pytest.raises(Unread):  # it read "monocolored" as a subtype that matched nothing: no creature, no word
        read_english("Each player sacrifices a glimmering creature.")  # (monocolored is read now: 105.2a)
    out = resolve("Choose three. You may choose the same mode more than once.\n"
                  "• Fiery Confluence deals 1 damage to each creature.\n"
                  "• Fiery Confluence deals 2 damage to each opponent.\n"
                  "• Destroy target artifact.", mode=[2, 2, 2])
    assert [s["action"] for s in out["steps"]] == ["damage"] * 3  # the modes, not one bullet read as the spell
    assert "Fiery Confluence deals 2 damage to Bob" in out["narration"]
