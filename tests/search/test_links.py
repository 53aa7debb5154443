"""Word links (``bot.search.links``): which words of a rule's own text the bank's question words are
asked about, carried to rules nobody asked about."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.search.links import WordLinks

TEXTS = {
    "en": {
        "101.4": "The active player makes any choices required, then the next player in turn order.",
        "405.3": "Objects controlled by the active player are put on the stack lowest, then each other player's "
                 "in turn order.",
        "117.3a": "The active player receives priority at the beginning of most steps, then the next player in "
                  "turn order.",
        "510.1a": "Each attacking creature assigns combat damage equal to its power.",
        "702.19b": "A creature with trample assigns excess combat damage to the player it attacks.",
        "702.48b": "Sacrifice a creature: this is a cost that happens when the ability is activated.",
    },
    "es": {
        "101.4": "El jugador activo toma las decisiones, luego el siguiente jugador en orden de turno.",
        "117.3a": "El jugador activo recibe la prioridad, luego el siguiente jugador en orden de turno.",
        "510.1a": "Cada criatura atacante asigna daño de combate igual a su fuerza.",
    },
}
# A made-up bank: "who … first" is asked about rules that speak of the active player and turn
# order (101.4, 117.3a), "how much damage" about rules that speak of combat damage (510.1a).
TEACHING = [
    *(("en", f"who goes first when {x}", "101.4") for x in ("both draw", "we scry", "each player discards")),
    *(("en", f"who gets to act first {x}", "117.3a") for x in ("in upkeep", "after a spell", "at the start")),
    *(("en", f"how much damage does {x} deal", "510.1a") for x in ("a blocker", "my dragon", "an attacker")),
    *(("en", f"can I sacrifice {x} to pay", "702.48b") for x in ("a token", "an attacker", "my only creature")),
    *(("es", f"¿quién elige primero si {x}?", "101.4") for x in ("robamos", "descartamos", "sacrificamos")),
    *(("es", f"¿quién actúa primero {x}?", "117.3a") for x in ("en el mantenimiento", "tras un hechizo")),
    *(("es", f"¿cuánto daño hace {x}?", "510.1a") for x in ("un bloqueador", "mi dragón", "un atacante")),
]
LINKS = WordLinks(TEACHING, TEXTS)


def test_a_question_word_carries_to_a_rule_nobody_asked_about():
    """405.3 was never asked about, but its text speaks as the rules "who … first" is asked about
    do (active player, turn order): it gains over the sacrifice rule that shares the question's
    topic word."""
    order, sacrifice, damage = LINKS.scores("who puts theirs on the stack first", "en", ["405.3", "702.48b", "510.1a"])
    assert order > 0 > damage and order > sacrifice


def test_each_language_learns_from_its_own_questions():
    apnap, damage = LINKS.scores("¿quién va primero?", "es", ["101.4", "510.1a"])
    assert apnap > 0 > damage
    apnap, damage = LINKS.scores("¿cuánto daño hago?", "es", ["101.4", "510.1a"])
    assert damage > 0 > apnap


def test_what_the_bank_never_asked_gives_nothing():
    assert LINKS.scores("zzz qqq", "en", ["101.4"]) == [0.0]  # no known question word
    assert LINKS.scores("who goes first", "en", ["999.9"]) == [0.0]  # no text for the rule
    assert LINKS.scores("who goes first", "fr", ["101.4"]) == [0.0]  # no table for the language
    assert WordLinks([], TEXTS).scores("who goes first", "en", ["101.4"]) == [0.0]


@given(st.text(max_size=80), st.sampled_from(["101.4", "405.3", "510.1a", "702.19b", "100.1"]),
       st.sampled_from(["en", "es"]))
def test_any_question_scores_finitely(question, number, lang):
    (score,) = LINKS.scores(question, lang, [number])
    assert abs(score) < 20
