"""The scenario's ``this_turn`` against whose turn it is (bot/apnap/turn_consistency.py; session 35, a blind judge).

River of Tears ("If you played a land this turn, add {B} instead") gave {B} for Dave on Bob's turn because the
record said Dave played a land: a player can't play a land, for any reason, if it isn't their turn (305.3). What the
turn makes impossible (a land played, a player who attacked, 506.2 / 508.1a) is set aside with a warning; what an
effect could allow (a noninstant spell cast as though it had flash, 702.8a; an attacker whose control changed since,
613.1b) is followed with a warning. For each fact: the active player (no warning), another player (a warning) and
not given (a default consistent with the turn, or the question as before).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.apnap.oracle import CardText
from bot.errors import BotError
from tests.apnap.realcards import board, other_warnings, resolve_card
from tests.apnap.step_events import events_of as _events

RIVER = "{T}: Add {U}. If you played a land this turn, add {B} instead."
RIVER_ES = "{T}: Agrega {U}. Si jugaste una tierra este turno, en vez de eso, agrega {B}."


def _card(name: str, text: str, lang: str | None = None, **changes: Any) -> dict[str, Any]:
    data = board(card=name, **changes)
    return resolve_text(json.dumps(data), lang, lambda n: CardText(name, text) if n.casefold() == name.casefold()
                        else None)


def _mana(out: dict[str, Any]) -> list[str]:
    return [e["mana"] for e in _events(out, "add_mana")]


# ------------------------------------------------------------------------------------------------ a land played
@pytest.mark.parametrize(("text", "lang", "said"), [(RIVER, None, "305.3"), (RIVER_ES, "es", "305.3")])
def test_a_land_played_on_another_players_turn_is_set_aside_and_said(text: str, lang: str | None, said: str) -> None:
    """Bob is active: Dave's entry cannot be (305.3), so {U}, and the warning says why, in the asker's language."""
    out = resolve_card(text, lang, card="River of Tears", this_turn={"played_land": ["Dave"]})
    assert _mana(out) == ["{U}"]
    (warning,) = other_warnings(out)
    assert said in warning and "Dave" in warning and "Bob" in warning
    assert ("turno" in warning) == (lang == "es")
    assert "305.3" in out["citations"]


def test_a_land_played_by_the_active_player_is_read_without_a_warning() -> None:
    out = resolve_card(RIVER, None, card="River of Tears", active="Dave", this_turn={"played_land": ["Dave"]})
    assert _mana(out) == ["{B}"] and other_warnings(out) == []


def test_a_land_played_not_given_is_no_land_on_another_players_turn_and_asked_on_ones_own() -> None:
    """Not given: on Bob's turn Dave has played no land (305.3), nothing to ask; on Dave's own turn it is asked."""
    out = resolve_card(RIVER, None, card="River of Tears")
    assert _mana(out) == ["{U}"] and other_warnings(out) == [] and "305.3" in out["citations"]
    with pytest.raises(BotError) as err:
        resolve_card(RIVER, None, card="River of Tears", active="Dave")
    assert err.value.code == "choice_needed" and err.value.field == "this_turn"


def test_quick_mode_fact_of_a_land_played_off_turn_is_set_aside_and_said() -> None:
    request = QuickRequest(players=["Ann", "Ben"], active="Ben", controller="Ann", effect=RIVER,
                           facts={"this_turn": {"played_land": ["Ann"]}})
    out = resolve_text(json.dumps(quick_scenario(request)))
    assert _mana(out) == ["{U}"] and any("305.3" in w for w in other_warnings(out))


def test_shared_team_turns_a_teammate_of_the_active_player_may_have_played_a_land() -> None:
    """805.4a, 805.4c: with shared team turns each player of the active team may play a land."""
    out = resolve_card(RIVER, None, card="River of Tears", teams=[["Alice", "Bob"], ["Carol", "Dave"]],
                       shared_team_turns=True, active="Carol", this_turn={"played_land": ["Dave"]})
    assert _mana(out) == ["{B}"] and other_warnings(out) == []


# ------------------------------------------------------------------------------------------ a player who attacked
RAID = "Draw a card if you attacked this turn."


def test_a_player_who_attacked_on_another_players_turn_is_set_aside_and_said() -> None:
    out = _card("Raid Test", RAID, this_turn={"attacked": ["Dave"]})
    assert _events(out, "draw") == []
    assert any("508.1a" in w and "Dave" in w for w in other_warnings(out))


def test_the_active_player_who_attacked_is_read_without_a_warning() -> None:
    out = _card("Raid Test", RAID, active="Dave", this_turn={"attacked": ["Dave"]})
    assert [e["player"] for e in _events(out, "draw")] == ["Dave"] and other_warnings(out) == []


def test_attacked_not_given_is_false_on_another_players_turn_without_a_question() -> None:
    out = _card("Raid Test", RAID)
    assert _events(out, "draw") == [] and other_warnings(out) == []


# ------------------------------------------------------------------------------------------ a creature that attacked
KILL_ATTACKER = "Destroy target creature that attacked this turn."


def test_an_attacker_of_another_player_than_the_active_one_is_followed_with_a_warning() -> None:
    """Craw Wurm is Dave's, Bob is active: it attacked only if its control changed since (613.1b); followed."""
    out = _card("Attacker Test", KILL_ATTACKER, target="Craw Wurm", this_turn={"attackers": ["Craw Wurm"]})
    assert [o for e in _events(out, "destroy") for o in e["objects"]] == ["Craw Wurm"]
    assert any("613.1b" in w and "Craw Wurm" in w for w in other_warnings(out))


def test_an_attacker_of_the_active_player_is_read_without_a_warning() -> None:
    out = _card("Attacker Test", KILL_ATTACKER, target="Hill Giant", this_turn={"attackers": ["Hill Giant"]})
    assert [o for e in _events(out, "destroy") for o in e["objects"]] == ["Hill Giant"]
    assert other_warnings(out) == []


def test_attackers_not_given_are_asked_as_before() -> None:
    with pytest.raises(BotError) as err:
        _card("Attacker Test", KILL_ATTACKER, target="Hill Giant")
    assert err.value.code == "choice_needed" and err.value.field == "this_turn"


# ------------------------------------------------------------------------------------------ a noninstant spell cast
SOUL_REAP = ("Destroy target nongreen creature. Its controller loses 3 life if you've cast another black spell this "
             "turn.")
DURESS = {"player": "Dave", "name": "Duress", "types": ["sorcery"], "colors": ["black"]}


@pytest.mark.parametrize(("lang", "word"), [(None, "flash"), ("es", "destello")])
def test_a_sorcery_cast_on_another_players_turn_is_followed_with_a_warning(lang: str | None, word: str) -> None:
    """An effect may let Dave cast it as though it had flash (702.8a): the record is followed, and said."""
    out = _card("Soul Reap", SOUL_REAP, lang=lang, target="Hill Giant", this_turn={"spells": [DURESS]})
    assert [e["amount"] for e in _events(out, "lose_life")] == [3]
    (warning,) = other_warnings(out)
    assert "117.1a" in warning and "Duress" in warning and word in warning


def test_a_sorcery_cast_by_the_active_player_or_an_instant_or_a_flash_spell_is_read_without_a_warning() -> None:
    own = _card("Soul Reap", SOUL_REAP, active="Dave", target="Hill Giant", this_turn={"spells": [DURESS]})
    instant = {**DURESS, "name": "Dark Ritual", "types": ["instant"]}
    flash = {**DURESS, "name": "Nightshade Assassin", "types": ["creature"], "keywords": ["flash"]}
    others = _card("Soul Reap", SOUL_REAP, target="Hill Giant", this_turn={"spells": [instant, flash]})
    assert other_warnings(own) == [] and other_warnings(others) == []
    assert [e["amount"] for e in _events(others, "lose_life")] == [3]


def test_spells_not_given_are_asked_as_before() -> None:
    with pytest.raises(BotError) as err:
        _card("Soul Reap", SOUL_REAP, target="Hill Giant")
    assert err.value.code == "choice_needed" and err.value.field == "this_turn"


# ------------------------------------------------------------------------------------------ attackers and who attacked
def test_a_creature_attacking_in_combat_answers_raid_without_a_question() -> None:
    """Dave's Craw Wurm attacks Alice on Dave's turn: Dave attacked this turn (508.1), nothing to ask."""
    out = _card("Raid Test", RAID, active="Dave", combat={"attacking": {"Craw Wurm": "Alice"}})
    assert [e["player"] for e in _events(out, "draw")] == ["Dave"]
    assert not any("this_turn" in w for w in other_warnings(out))  # only the attacker's tapping is said (508.1f)


def test_a_record_that_leaves_out_the_player_whose_creature_attacked_is_corrected_and_said() -> None:
    out = _card("Raid Test", RAID, active="Dave", this_turn={"attacked": [], "attackers": ["Craw Wurm"]})
    assert [e["player"] for e in _events(out, "draw")] == ["Dave"]
    (warning,) = other_warnings(out)
    assert "508.1" in warning and "Dave" in warning


# ------------------------------------------------------------------------------------------------ a card that died
MORBID = "Each player gains 1 life. If a creature died this turn, each player gains 1 life."
DREADMAW_DIED = {"died": [{"controller": "Alice", "name": "Colossal Dreadmaw", "types": ["creature"]}]}


@pytest.mark.parametrize("lang", [None, "es"])
def test_a_card_that_died_and_is_nowhere_the_board_shows_is_said(lang: str | None) -> None:
    """A blind judge (session 35): Second Sunrise's record "Grizzly Bears died" with no Grizzly Bears in Alice's
    graveyard said nothing (here Colossal Dreadmaw, of which no card is anywhere). A card put into a graveyard from
    the battlefield is in its owner's graveyard (700.4, 404.2) until something moves it: the death still counts as
    recorded, and the warning says the board does not show it."""
    out = resolve_card(MORBID, lang, this_turn=DREADMAW_DIED)
    assert [e["amount"] for e in _events(out, "gain_life")][:1] == [1]
    (warning,) = [w for w in other_warnings(out) if "Colossal Dreadmaw" in w]
    assert "700.4" in warning and "Alice" in warning
    assert ("cementerio" in warning) == (lang == "es")


@pytest.mark.parametrize("where", ["graveyard", "hand", "exile"])
def test_a_card_that_died_and_is_in_a_zone_the_board_shows_is_read_without_a_warning(where: str) -> None:
    """In its owner's graveyard, or moved since (returned to the hand, exiled): nothing the board contradicts."""
    out = resolve_card(MORBID, None, this_turn=DREADMAW_DIED, Alice={where: ["Colossal Dreadmaw (creature)"]})
    assert not [w for w in other_warnings(out) if "Colossal Dreadmaw" in w]


def test_a_token_that_died_is_nowhere_and_that_is_no_contradiction() -> None:
    """A token in a graveyard ceases to exist (111.7, 704.5d): none anywhere is what the rules say."""
    died = {"died": [{"controller": "Alice", "name": "Goblin", "types": ["creature", "token"]}]}
    out = resolve_card(MORBID, None, this_turn=died)
    assert not [w for w in other_warnings(out) if "Goblin" in w]
