"""Fights, blocks and what happened earlier this turn, on real cards (session 21, issue #22).

"It fights target creature you don't control" after another instruction is a fight whose first creature is the one
named before it (701.14a, 608.2c); "can't be blocked except by artifact creatures and/or red creatures" and "… by
Vampires or Zombies" name blockers of either kind (509.1b); "gains deathtouch until end of turn and must be blocked
this turn if able" puts the requirement on the same target (509.1c). The scenario's ``this_turn`` now also names the
permanents that entered the battlefield, were dealt damage, dealt damage or attacked this turn, the permanents that
left it, the players who played a land and where a spell was cast from; a text that reads a part the scenario does not
give asks for it (``choice_needed``, field ``this_turn``), never reads it as "nothing happened". Every card here was
refused before (its words unread).
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from bot.errors import BotError
from tests.apnap.realcards import board, resolve_card, resolve_on_daves_board
from tests.apnap.step_events import events_of as _events


def _asked(card: str, text: str, lang: str | None = None, **board: Any) -> BotError:
    with pytest.raises(BotError) as err:
        resolve_card(text, lang, card=card, **board)
    return err.value


# ------------------------------------------------------------------------------------------ fight after another step
EPIC_CONFRONTATION = ("Target creature you control gets +1/+2 until end of turn. It fights target creature you don't "
                      "control.")
EPIC_CONFRONTATION_ES = ("La criatura objetivo que controlas obtiene +1/+2 hasta el final del turno. Luego pelea con "
                         "la criatura objetivo que no controlas.")


@pytest.mark.parametrize(("text", "lang"), [(EPIC_CONFRONTATION, None), (EPIC_CONFRONTATION_ES, "es")])
def test_epic_confrontation_the_pumped_creature_fights(text: str, lang: str | None) -> None:
    """Llanowar Elves (1/1) gets +1/+2 and fights Hill Giant (3/3): it deals 2 and takes 3, lethal to a 2/3 (704.5g);
    the giant survives."""
    out = resolve_card(text, lang, card="Epic Confrontation", target=["Llanowar Elves", "Hill Giant"])
    dealt = {e["objects"][0]: (e["amount"], e["source"]) for e in _events(out, "damage")}
    assert dealt == {"Hill Giant": (2, "Llanowar Elves"), "Llanowar Elves": (3, "Hill Giant")}
    assert [(a["object"], a["event"]) for a in out["state_based_actions"]] == [("Llanowar Elves", "dies")]
    assert out["reading"].endswith(("It fights target creature you don't control.",
                                    "Esa criatura pelea con la criatura objetivo que no controlas."))
    assert "608.2c" in out["steps"][1]["citations"]


def test_it_fights_the_target_named_before_it_not_the_first_name_that_fits() -> None:
    """Both words say "target creature": "it" is the first target, the fight's own word the second (608.2c, 115.3)."""
    text = "Target creature gets +2/+2 until end of turn. It fights target creature."
    out = resolve_card(text, card="Test Fight", target=["Hill Giant", "Llanowar Elves"])
    dealt = {e["objects"][0]: e["source"] for e in _events(out, "damage")}
    assert dealt == {"Llanowar Elves": "Hill Giant", "Hill Giant": "Llanowar Elves"}
    assert _events(out, "modify")[0]["objects"] == ["Hill Giant"]


def test_the_fights_own_target_not_named_is_asked_with_the_creatures_it_may_be() -> None:
    err = _asked("Epic Confrontation", EPIC_CONFRONTATION, target="Llanowar Elves")
    assert err.code == "choice_needed" and err.field == "target"
    assert err.suggestions == ["Grizzly Bears", "Serra Angel", "Hill Giant"]  # not Dave's own creatures
    out = resolve_card(EPIC_CONFRONTATION, card="Epic Confrontation", target=["Llanowar Elves", err.suggestions[0]])
    assert {e["objects"][0] for e in _events(out, "damage")} == {"Llanowar Elves", "Grizzly Bears"}


def test_hunt_the_hunter_needs_a_green_opponents_creature() -> None:
    text = ("Target green creature you control gets +2/+2 until end of turn. It fights target green creature an "
            "opponent controls.")
    err = _asked("Hunt the Hunter", text, target=["Llanowar Elves", "Hill Giant"])  # Hill Giant is red
    assert err.code == "bad_scenario"
    out = resolve_card(text, card="Hunt the Hunter", target=["Llanowar Elves", "Grizzly Bears"])
    assert {e["objects"][0]: e["amount"] for e in _events(out, "damage")} == {"Grizzly Bears": 3, "Llanowar Elves": 2}


# ------------------------------------------------------------------------------------------ blocks (509.1b-c)
def test_firefright_mage_blockers_of_either_kind() -> None:
    text = ("{1}{R}, {T}, Discard a card: Target creature can't be blocked this turn except by artifact creatures "
            "and/or red creatures.")
    rule = _events(resolve_card(text, card="Firefright Mage", target="Hill Giant"), "combat_rule")[0]
    assert (rule["rule"], rule["other"], rule["duration"]) == (
        "blocked_only_by", "artifact creatures and/or red creatures", "this_turn")


@pytest.mark.parametrize(("card", "text", "lang", "rule", "other"), [
    ("Elven Riders", "Elven Riders can't be blocked except by Walls and/or creatures with flying.", None,
     "blocked_only_by", "Walls and/or creatures with flying"),
    ("Elven Riders", "Elven Riders no puede ser bloqueada excepto por Muros y/o criaturas con la habilidad de volar.",
     "es", "blocked_only_by", "Muros y/o criaturas con la habilidad de volar"),
    ("Blazing Torch", "Equipped creature can't be blocked by Vampires or Zombies.", None, "not_blocked_by",
     "Vampires or Zombies"),
    ("Blazing Torch", "La criatura equipada no puede ser bloqueada por Vampiros o Zombies.", "es", "not_blocked_by",
     "Vampiros o Zombies"),
])
def test_a_creature_that_cant_be_blocked_by_either_kind(card: str, text: str, lang: str | None, rule: str,
                                                       other: str) -> None:
    out = resolve_card(text, lang, card=card, attached_to="Craw Wurm")
    found = _events(out, "combat_rule")[0]
    assert (found["rule"], found["other"], found["duration"]) == (rule, other, "static")


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("Target creature gains deathtouch until end of turn and must be blocked this turn if able.", None,
     "It must be blocked this turn if able."),
    ("La criatura objetivo gana la habilidad de toque mortal hasta el final del turno y debe ser bloqueada este turno "
     "si es posible.", "es", "Esa criatura debe ser bloqueada este turno si es posible."),
])
def test_deadly_allure_the_same_target_must_be_blocked(text: str, lang: str | None, said: str) -> None:
    out = resolve_card(text, lang, card="Deadly Allure", target="Hill Giant")
    assert _events(out, "modify")[0]["keywords"] == "deathtouch"
    rule = _events(out, "combat_rule")[0]
    assert (rule["objects"], rule["rule"], rule["duration"]) == (["Hill Giant"], "must_be_blocked", "this_turn")
    assert out["reading"].endswith(said)


# ----------------------------------------------------------------------------------------- objects of the turn's record
RUINS = "{T}: Put a +1/+1 counter on target colorless creature that entered the battlefield this turn."
WITCHS_MIST = "{2}{B}, {T}: Destroy target creature that was dealt damage this turn."
NOVIJEN = "{G}{U}, {T}: Put a +1/+1 counter on each creature that entered the battlefield this turn."


def test_what_entered_this_turn_is_asked_never_taken_as_nothing() -> None:
    err = _asked("Novijen, Heart of Progress", NOVIJEN)
    assert err.code == "choice_needed" and err.field == "this_turn"
    assert err.suggestions[0].startswith("this_turn: {entered: [")
    yaml.safe_load(err.suggestions[0])  # typed back as it is (issue #22)


@pytest.mark.parametrize(("text", "lang"), [
    (NOVIJEN, None),
    ("{G}{U}, {T}: Pon un contador +1/+1 sobre cada criatura que entró al campo de batalla este turno.", "es")])
def test_novijen_counts_only_the_creatures_that_entered(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, card="Novijen, Heart of Progress",
                       this_turn={"entered": ["Craw Wurm", "Hill Giant", "Sol Ring"]})
    assert _events(out, "counter")[0]["objects"] == ["Hill Giant", "Craw Wurm"]


def test_ruins_of_oran_rief_target_must_have_entered_this_turn() -> None:
    mind_stone_creature = {"name": "Steel Wall", "types": ["artifact", "creature"], "colors": [], "power": 0,
                           "toughness": 4}
    bob = {"battlefield": [mind_stone_creature, "Mountain (basic land)"]}
    out = resolve_card(RUINS, card="Ruins of Oran-Rief", target="Steel Wall", Bob=bob,
                       this_turn={"entered": ["Steel Wall"]})
    assert _events(out, "counter")[0]["objects"] == ["Steel Wall"]
    assert "603.6a" in out["citations"]
    err = _asked("Ruins of Oran-Rief", RUINS, target="Steel Wall", Bob=bob, this_turn={"entered": []})
    assert err.code == "bad_scenario" and err.field == "target"


@pytest.mark.parametrize(("text", "lang"), [
    (WITCHS_MIST, None), ("{2}{B}, {T}: Destruye la criatura objetivo a la que se le hizo daño este turno.", "es")])
def test_witchs_mist_reads_the_permanents_dealt_damage(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, card="Witch's Mist", target="Hill Giant", this_turn={"damaged": ["Hill Giant"]})
    assert _events(out, "destroy")[0]["objects"] == ["Hill Giant"]
    assert _asked("Witch's Mist", text, lang, target="Hill Giant", this_turn={"damaged": ["Craw Wurm"]}).code == \
        "bad_scenario"
    assert _asked("Witch's Mist", text, lang, target="Hill Giant").field == "this_turn"


def test_executioners_swing_reads_the_permanents_that_dealt_damage() -> None:
    text = "Target creature that dealt damage this turn gets -5/-5 until end of turn."
    out = resolve_card(text, card="Executioner's Swing", target="Hill Giant",
                       this_turn={"damage_sources": ["Hill Giant"]})
    assert _events(out, "modify")[0]["pt"] == "-5/-5"
    assert out["reading"] == "Target creature that dealt damage this turn gets -5/-5 until end of turn."


def test_the_question_names_the_target_being_checked_and_its_answer_is_accepted() -> None:
    """Only an object of the kind otherwise is asked about (Hill Giant, not every creature), and the suggestion typed
    back resolves (issue #22)."""
    err = _asked("Witch's Mist", WITCHS_MIST, target="Hill Giant")
    assert err.suggestions == ["this_turn: {damaged: [Hill Giant]}"]
    out = resolve_card(WITCHS_MIST, card="Witch's Mist", target="Hill Giant", **yaml.safe_load(err.suggestions[0]))
    assert _events(out, "destroy")[0]["objects"] == ["Hill Giant"]


def test_a_permanent_the_record_names_must_be_on_a_battlefield_once() -> None:
    err = _asked("Witch's Mist", WITCHS_MIST, target="Hill Giant", this_turn={"damaged": ["Shivan Dragon"]})
    assert err.code == "bad_scenario" and err.field == "this_turn.damaged[0]"


# ------------------------------------------------------------------------------------------ conditions on the record
CAVALRY = ("Revolt — Lifecraft Cavalry enters the battlefield with two +1/+1 counters on it if a permanent you "
           "controlled left the battlefield this turn.")


@pytest.mark.parametrize(("history", "counters"), [
    ({"left": [{"controller": "Dave", "name": "Clue", "types": ["artifact", "token"]}]}, 2),
    ({"left": [{"controller": "Bob", "name": "Clue", "types": ["artifact", "token"]}]}, 0),
    ({"left": []}, 0),
    ({"died": [{"controller": "Dave", "name": "Grizzly Bears"}]}, 2),  # a death is leaving (700.4)
])
def test_revolt_reads_what_left_the_battlefield(history: dict[str, Any], counters: int) -> None:
    out = resolve_card(CAVALRY, card="Lifecraft Cavalry", this_turn=history)
    assert sum(e["amount"] for e in _events(out, "enters_with_counters")) == counters


def test_revolt_with_no_death_of_yours_and_no_left_part_is_asked() -> None:
    err = _asked("Lifecraft Cavalry", CAVALRY, this_turn={"died": [{"controller": "Bob", "name": "Grizzly Bears"}]})
    assert err.code == "choice_needed" and err.field == "this_turn" and "left:" in err.suggestions[0]


def test_revolt_in_printed_spanish() -> None:
    text = ("Rebeldía — Lifecraft Cavalry entra al campo de batalla con dos contadores +1/+1 sobre ella si un "
            "permanente que controlabas dejó el campo de batalla este turno.")
    out = resolve_card(text, "es", card="Lifecraft Cavalry",
                       this_turn={"left": [{"controller": "Dave", "name": "Clue", "types": ["artifact", "token"]}]})
    assert _events(out, "enters_with_counters")[0]["amount"] == 2
    assert out["reading"].startswith("Si un permanente que controlabas dejó el campo de batalla este turno")


EPOCHRASITE = ("Epochrasite enters the battlefield with three +1/+1 counters on it if you didn't cast it from your "
               "hand.")


@pytest.mark.parametrize(("spells", "counters"), [
    ([{"player": "Dave", "name": "Epochrasite", "from": "hand"}], 0),
    ([{"player": "Dave", "name": "Epochrasite", "from": "graveyard"}], 3),
    ([], 3),  # not cast this turn at all: put onto the battlefield some other way
])
def test_epochrasite_reads_where_it_was_cast_from(spells: list[dict[str, Any]], counters: int) -> None:
    out = resolve_card(EPOCHRASITE, card="Epochrasite", this_turn={"spells": spells})
    assert sum(e["amount"] for e in _events(out, "enters_with_counters")) == counters


def test_cast_from_not_said_is_asked_and_the_suggestion_is_accepted() -> None:
    text = ("Myojin of Cleansing Fire enters the battlefield with a divinity counter on it if you cast it from your "
            "hand.")
    err = _asked("Myojin of Cleansing Fire", text, this_turn={"spells": [{"player": "Dave", "name": "Myojin of "
                                                                                            "Cleansing Fire"}]})
    assert err.code == "choice_needed" and err.field == "this_turn"
    answer = yaml.safe_load(err.suggestions[0])
    out = resolve_card(text, card="Myojin of Cleansing Fire", **answer)
    assert _events(out, "enters_with_counters")[0]["counter"] == "divinity"


def test_epochrasite_in_printed_spanish() -> None:
    text = ("Epochrasite entra al campo de batalla con tres contadores +1/+1 sobre él si no lo lanzaste desde tu "
            "mano.")
    out = resolve_card(text, "es", card="Epochrasite",
                       this_turn={"spells": [{"player": "Dave", "name": "Epochrasite", "from": "exile"}]})
    assert _events(out, "enters_with_counters")[0]["amount"] == 3
    assert out["reading"].startswith("Si no lo lanzaste desde tu mano")


def test_a_spell_cast_from_a_zone_no_spell_is_cast_from_is_bad_scenario() -> None:
    err = _asked("Epochrasite", EPOCHRASITE, this_turn={"spells": [{"player": "Dave", "name": "Epochrasite",
                                                                    "from": "sideboard"}]})
    assert err.code == "bad_scenario" and err.field == "this_turn.spells[0].from"
    assert "hand, graveyard" in err.text("en")  # the zones it may name, not "unknown field"


@pytest.mark.parametrize(("text", "lang"), [
    ("{T}: Add {U}. If you played a land this turn, add {B} instead.", None),
    ("{T}: Agrega {U}. Si jugaste una tierra este turno, en vez de eso, agrega {B}.", "es")])
def test_river_of_tears_reads_whether_you_played_a_land(text: str, lang: str | None) -> None:
    """On Dave's own turn (a land is played only on its player's turn, 305.3: turn_consistency.py)."""
    played = resolve_card(text, lang, card="River of Tears", active="Dave", this_turn={"played_land": ["Dave"]})
    assert [e["mana"] for e in _events(played, "add_mana")] == ["{B}"]
    other = resolve_card(text, lang, card="River of Tears", active="Dave", this_turn={"played_land": []})
    assert [e["mana"] for e in _events(other, "add_mana")] == ["{U}"]
    assert _asked("River of Tears", text, lang, active="Dave").field == "this_turn"


# ----------------------------------------------------------------------------------------- whom the source dealt damage
SPECTER = "Whenever Hypnotic Specter deals damage to an opponent, that player discards a card at random."


def test_that_player_dealt_damage_is_an_opponent_never_the_controller_on_their_own_turn() -> None:
    """Dave active: "that player" was the active player, Dave himself, who is no opponent of his (a confident wrong
    answer before); with three opponents it is asked, the suggestions his opponents only (120.3)."""
    with pytest.raises(BotError) as err:
        resolve_on_daves_board("Hypnotic Specter", SPECTER, active="Dave")
    assert err.value.code == "choice_needed" and err.value.field == "that_player"
    assert err.value.suggestions == ["Alice", "Bob", "Carol"]
    out = resolve_on_daves_board("Hypnotic Specter", SPECTER, active="Dave", that_player="Alice")
    assert [e["player"] for e in _events(out, "discard")] == ["Alice"]


def test_that_player_dealt_damage_in_a_two_player_game_is_the_one_opponent() -> None:
    two = {"players": [p for p in board()["players"] if p["name"] in ("Bob", "Dave")]}
    out = resolve_on_daves_board("Hypnotic Specter", SPECTER, active="Dave", **two)
    assert [e["player"] for e in _events(out, "discard")] == ["Bob"]
    assert any("Bob" in w for w in out["warnings"])
