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

from bot.apnap import resolve_text
from bot.apnap.grammar.sentences import Unread, read_english
from bot.errors import BotError
from tests.apnap.realcards import board


def resolve(effect: str, **changes: object) -> dict:
    data = board(**changes)
    data["effect"] = effect
    return resolve_text(json.dumps(data))


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
    text = " ".join(words)
    try:
        effect = read_english(text)
    except Unread:
        return
    assert effect.steps and all(s.text for s in effect.steps)
