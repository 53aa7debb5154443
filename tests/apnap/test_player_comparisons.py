"""Comparisons of one player against another (session 32, gC19): "target player whose graveyard has fewer creature
cards in it than their graveyard does and is their opponent" (Oath of Ghouls).

The target is chosen as the trigger is put on the stack (115.1, 601.2c) and checked again as it resolves (608.2b): a
target whose graveyard has fewer cards of that kind than the chooser's is legal; one with as many or more is not, and
the ability does nothing. The standard board: Bob (active, the upkeep's player) has one creature card in his graveyard
(Runeclaw Bear), Alice one (Gray Ogre), Carol none, Dave one (Elvish Mystic).
"""

from __future__ import annotations

from tests.apnap.realcards import resolve_card

GHOULS = ("At the beginning of each player's upkeep, that player chooses target player whose graveyard has fewer "
          "creature cards in it than their graveyard does and is their opponent. The first player may return a "
          "creature card from their graveyard to their hand.")


def test_a_target_with_fewer_creature_cards_is_legal_and_the_first_player_returns_one() -> None:
    out = resolve_card(GHOULS, card="Oath of Ghouls", target="Carol", that_player="Bob")
    assert out["reading"].startswith("That player chooses target player whose graveyard has fewer creature cards in "
                                     "it than their graveyard does and is their opponent.")
    [step] = out["steps"]
    assert [e["objects"] for e in step["events"]] == [["Runeclaw Bear"]]
    assert {"115.1", "608.2b"} <= set(out["citations"])


def test_a_target_with_as_many_is_not_legal_as_it_resolves() -> None:
    out = resolve_card(GHOULS, card="Oath of Ghouls", target="Alice", that_player="Bob")
    assert out["steps"] == [] and "608.2b" in out["citations"]
    assert any("Alice" in w and "608.2b" in w for w in out["warnings"])


def test_more_is_not_fewer() -> None:
    # Carol (no creature card in her graveyard) chooses: nobody has fewer, so no target could ever have been chosen
    out = resolve_card(GHOULS, card="Oath of Ghouls", target="Bob", that_player="Carol")
    assert out["steps"] == [] and "603.3d" in out["citations"]

