"""Triggered abilities of board objects as ONE typed pattern (603.2): an event kind, an object filter and a player
filter, matched by one matcher against every event the engine produces; recorded with their controllers and put
on the stack in APNAP order (603.3b). Real card wordings, at least two for each kind of event.

Standard board (realcards.py): Alice, Bob, Carol (3 life), Dave in turn order; Bob is active; Dave controls.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.apnap.grammar import parse_when
from bot.errors import BotError
from tests.apnap.realcards import creature, run


def fired(out: dict[str, Any]) -> list[tuple[str, str, str | None]]:
    return [(t["controller"], t["source"], t["cause"]) for t in out["stack"]]


def watcher(name: str, when: str, text: str = "you gain 1 life", **more: Any) -> dict[str, Any]:
    return {"name": name, "types": ["enchantment"], "colors": ["black"], "triggers": [{"when": when, "text": text}],
            **more}


# ------------------------------------------------------------------------------------------------- dies
MASSACRE_WURM = creature("Massacre Wurm", 6, 5, colors=["black"], triggers=[
    {"when": "Whenever a creature an opponent controls dies", "text": "that player loses 2 life"}])


def test_a_creature_an_opponent_controls_dies_is_the_opponents_of_the_triggers_controller() -> None:
    out = run({}, effect="Destroy all creatures.", Alice={"battlefield": [MASSACRE_WURM]})
    # Alice's Wurm dies too and looks back (603.10a): Bob's Hill Giant and Dave's two creatures are opponents'
    assert sorted(c for _p, _s, c in fired(out)) == ["Craw Wurm", "Hill Giant", "Llanowar Elves"]
    assert {p for p, _s, _c in fired(out)} == {"Alice"}
    assert "603.10a" in out["steps"][0]["citations"]


def test_another_creature_you_control_dies_leaves_the_source_and_other_players_creatures_out() -> None:
    vampire = creature("Vindictive Vampire", 4, 3, colors=["black"], triggers=[
        {"when": "Whenever another creature you control dies",
         "text": "Vindictive Vampire deals 1 damage to each opponent and you gain 1 life"}])
    out = run({}, effect="Destroy all creatures.", Dave={"battlefield": [vampire, creature("Llanowar Elves", 1, 1,
                                                                                           colors=["green"])]})
    assert fired(out) == [("Dave", "Vindictive Vampire", "Llanowar Elves")]


def test_this_or_another_creature_you_control_dies() -> None:
    cutthroat = creature("Zulaport Cutthroat", 1, 1, colors=["black"], triggers=[
        {"when": "Whenever Zulaport Cutthroat or another creature you control dies",
         "text": "each opponent loses 1 life and you gain 1 life"}])
    out = run({}, effect="Destroy all creatures.",
              Dave={"battlefield": [cutthroat, creature("Llanowar Elves", 1, 1, colors=["green"])]})
    assert sorted(c for _p, _s, c in fired(out)) == ["Llanowar Elves", "Zulaport Cutthroat"]


def test_exile_is_not_dying() -> None:
    """700.4: "dies" is put into a graveyard from the battlefield; an exiled creature leaves without dying."""
    artist = creature("Blood Artist", 0, 1, triggers=[{"when": "Whenever a creature dies", "text": "you gain 1 life"}])
    out = run({}, effect="Exile all creatures.", Dave={"battlefield": [artist]})
    assert fired(out) == []
    leaver = watcher("Leaver", "Whenever a creature leaves the battlefield")
    out = run({}, effect="Exile all creatures.", Dave={"battlefield": [leaver]})
    assert sorted(c for _p, _s, c in fired(out)) == ["Grizzly Bears", "Hill Giant", "Serra Angel"]


# ------------------------------------------------------------------------------------------- sacrifices
BEETLE = creature("Mortician Beetle", 1, 1, colors=["black"], triggers=[
    {"when": "Whenever a player sacrifices a creature", "text": "you may put a +1/+1 counter on Mortician Beetle"}])


def test_a_player_sacrifices_a_creature_sees_sacrifices_not_destruction() -> None:
    out = run({}, effect="Each opponent sacrifices a creature.", Dave={"battlefield": [BEETLE]})
    assert sorted(c for _p, _s, c in fired(out)) == ["Grizzly Bears", "Hill Giant"]
    out = run({}, effect="Destroy all creatures.", Alice={"battlefield": [BEETLE]})
    assert fired(out) == []


def test_a_permanent_is_sacrificed_and_an_opponent_sacrifices_a_land() -> None:
    land_watcher = watcher("Land Watcher", "Whenever an opponent sacrifices a land")
    out = run({}, effect="Each player sacrifices a land.", Dave={"battlefield": [land_watcher, "Swamp (basic land)"]})
    assert sorted(c for _p, _s, c in fired(out)) == ["Forest", "Forest", "Mountain"]  # not Dave's own Swamp


# ---------------------------------------------------------------------------------------------- enters
def test_a_creature_entering_under_your_control_and_another_one() -> None:
    tremors = watcher("Impact Tremors", "Whenever a creature enters the battlefield under your control",
                      "Impact Tremors deals 1 damage to each opponent")
    warden = creature("Soul Warden", 1, 1, colors=["white"], triggers=[
        {"when": "Whenever another creature enters the battlefield", "text": "you gain 1 life"}])
    out = run({}, effect="Create two 1/1 white Soldier creature tokens.",
              Dave={"battlefield": [tremors]}, Alice={"battlefield": [warden]})
    token = "white Soldier creature"
    assert sorted(fired(out)) == [("Alice", "Soul Warden", token), ("Alice", "Soul Warden", token),
                                  ("Dave", "Impact Tremors", token), ("Dave", "Impact Tremors", token)]
    out = run({}, effect="Each opponent creates a 1/1 white Soldier creature token.", Dave={"battlefield": [tremors]})
    assert fired(out) == []  # under the opponents' control


def test_this_creature_or_another_ally_enters() -> None:
    cleric = creature("Ondu Cleric", 1, 1, subtypes=["Kor", "Cleric", "Ally"], triggers=[
        {"when": "Whenever Ondu Cleric or another Ally enters the battlefield under your control",
         "text": "you may gain life equal to the number of Allies you control"}])
    out = run({}, effect="Create a 1/1 white Kor Ally creature token.", Dave={"battlefield": [cleric]})
    assert fired(out) == [("Dave", "Ondu Cleric", "white Kor Ally creature")]
    out = run({}, effect="Create a 1/1 white Soldier creature token.", Dave={"battlefield": [cleric]})
    assert fired(out) == []


# --------------------------------------------------------------------------------------------- discards
WASTE_NOT = {"name": "Waste Not", "types": ["enchantment"], "colors": ["black"], "triggers": [
    {"when": "Whenever an opponent discards a creature card",
     "text": "you may create a 2/2 black Zombie creature token"},
    {"when": "Whenever an opponent discards a land card", "text": "you may add {B}{B}"}]}


def test_an_opponent_discards_a_creature_card_or_a_land_card() -> None:
    out = run({}, effect="Each player discards a card.",
              choices={"Alice": ["Island"], "Dave": ["Duress"]},
              Bob={"hand": ["Lightning Bolt (instant)"]}, Alice={"battlefield": [WASTE_NOT]},
              Dave={"hand": ["Duress (sorcery)", "Llanowar Elves (creature)"]})
    assert fired(out) == [("Alice", "Waste Not", "Lightning Bolt")][:0]  # a Bolt is neither
    out = run({}, effect="Each player discards a card.", choices={"Dave": ["Llanowar Elves"], "Alice": ["Island"]},
              Alice={"battlefield": [WASTE_NOT]}, Dave={"hand": ["Duress (sorcery)", "Llanowar Elves (creature)"]})
    assert fired(out) == [("Alice", "Waste Not", "Llanowar Elves")]  # Alice's own Island is not an opponent's


def test_megrim_sees_any_discard_and_a_graveyard_watcher_sees_the_card_arrive() -> None:
    megrim = watcher("Megrim", "Whenever an opponent discards a card", "Megrim deals 2 damage to that player")
    void = watcher("Planar Void", "Whenever another card is put into a graveyard from anywhere", "exile that card")
    out = run({}, effect="Target player discards a card.", target="Bob", Dave={"battlefield": [megrim, void]})
    assert fired(out) == [("Dave", "Megrim", "Lightning Bolt"), ("Dave", "Planar Void", "Lightning Bolt")]


# ----------------------------------------------------------------------------------------------- damage
def test_a_creature_an_opponent_controls_is_dealt_damage() -> None:
    kazarov = creature("Kazarov, Sengir Pureblood", 4, 4, colors=["black"], triggers=[
        {"when": "Whenever a creature an opponent controls is dealt damage",
         "text": "put a +1/+1 counter on Kazarov, Sengir Pureblood"}])
    out = run({}, effect="Pyroclasm deals 2 damage to each creature.", card="Pyroclasm",
              Dave={"battlefield": [kazarov]})
    assert sorted(c for _p, _s, c in fired(out)) == ["Grizzly Bears", "Hill Giant", "Serra Angel"]


def test_this_creature_is_dealt_damage_and_a_player_is_dealt_damage() -> None:
    reckoner = creature("Boros Reckoner", 3, 3, colors=["red", "white"], triggers=[
        {"when": "Whenever Boros Reckoner is dealt damage", "text": "it deals that much damage to any target"}])
    out = run({}, effect="Pyroclasm deals 2 damage to each creature.", card="Pyroclasm",
              Dave={"battlefield": [reckoner]})
    assert fired(out) == [("Dave", "Boros Reckoner", "Boros Reckoner")]
    pain = watcher("Pain Watcher", "Whenever you are dealt damage")
    out = run({}, effect="Each player loses 1 life.", Dave={"battlefield": [pain]})
    assert fired(out) == []  # life loss is not damage (120.3a works one way)
    out = run({}, effect="Sulfurous Blast deals 1 damage to each player.", card="Sulfurous Blast",
              Dave={"battlefield": [pain]})
    assert fired(out) == [("Dave", "Pain Watcher", "Dave")]


# ----------------------------------------------------------------------------------------------- life
def test_you_gain_life_and_a_player_gains_life() -> None:
    pridemate = creature("Ajani's Pridemate", 2, 2, colors=["white"], triggers=[
        {"when": "Whenever you gain life", "text": "put a +1/+1 counter on Ajani's Pridemate"}])
    bond = watcher("Sanguine Bond", "Whenever you gain life", "target opponent loses that much life")
    out = run({}, effect="Each player gains 2 life.", Dave={"battlefield": [pridemate]}, Alice={"battlefield": [bond]})
    assert fired(out) == [("Dave", "Ajani's Pridemate", "Dave"), ("Alice", "Sanguine Bond", "Alice")]


# ---------------------------------------------------------------------------------------- APNAP and refusals
def test_triggers_go_on_the_stack_in_apnap_order_whoever_triggered_first() -> None:
    """603.3b: Bob is active, so Bob's triggers go on the stack first (lowest), then Carol's, Dave's, Alice's."""
    artist = creature("Blood Artist", 0, 1, triggers=[{"when": "Whenever a creature dies", "text": "you gain 1 life"}])
    out = run({}, effect="Destroy all creatures.", Alice={"battlefield": [artist]}, Bob={"battlefield": [BEETLE]},
              Dave={"battlefield": [watcher("Grim Watcher", "Whenever a creature you control dies")]})
    controllers = [p for p, _s, _c in fired(out)]
    assert controllers == sorted(controllers, key=["Bob", "Carol", "Dave", "Alice"].index)
    assert "603.3b" in out["citations"]


@pytest.mark.parametrize("when", [
    "Whenever enchanted creature dies", "Whenever a creature becomes tapped", "Whenever this creature becomes tapped",
    "Whenever a creature with power 4 or greater dies", "Whenever target creature dies",
])
def test_a_trigger_condition_not_understood_is_refused_by_name(when: str) -> None:
    with pytest.raises(BotError) as err:
        run({}, effect="Destroy all creatures.", Dave={"battlefield": [watcher("Watcher", when)]})
    assert err.value.code == "bad_scenario" and when in str(err.value)


@pytest.mark.parametrize("phrase,kind,player", [
    ("Siempre que una criatura que controla un oponente muera", "dies", "none"),
    ("Cuando esta criatura entre al campo de batalla", "enters", "none"),
    ("siempre que se le haga daño a una criatura", "dealt_damage", "none"),
    ("siempre que un jugador descarte una carta", "discards", "any"),
    ("Siempre que ganes vidas", "gains_life", "you"),
    ("Siempre que un jugador sacrifique una criatura", "sacrificed", "any"),
    ("Siempre que otra criatura entre al campo de batalla bajo tu control", "enters", "none"),
    ("Siempre que muera una criatura", "dies", "none"),
    ("Siempre que descartes una carta", "discards", "you"),
    ("Siempre que una carta sea puesta en un cementerio desde cualquier lugar", "to_graveyard", "none"),
])
def test_printed_spanish_reads_into_the_same_pattern(phrase: str, kind: str, player: str) -> None:
    pattern = parse_when(phrase, "Vampiro")
    assert pattern is not None and (pattern.kind, pattern.player) == (kind, player)


def test_a_spanish_board_trigger_fires_on_a_spanish_effect_as_the_english_one_does() -> None:
    wurm = creature("Massacre Wurm", 6, 5, colors=["black"], triggers=[
        {"when": "Siempre que una criatura que controla un oponente muera", "text": "ese jugador pierde 2 vidas"}])
    out = run({}, effect="Destruye todas las criaturas.", Alice={"battlefield": [wurm]})
    assert sorted(c for _p, _s, c in fired(out)) == ["Craw Wurm", "Hill Giant", "Llanowar Elves"]
    assert "603.3b: Alice" in out["narration"]  # the order among Alice's own three is hers to choose


def test_spanish_and_english_patterns_are_equal() -> None:
    assert parse_when("Siempre que una criatura que controla un oponente muera") == parse_when(
        "Whenever a creature an opponent controls dies")
    assert parse_when("siempre que un jugador descarte una carta") == parse_when("Whenever a player discards a card")


def test_a_creature_dealt_damage_by_this_creature_this_turn_dies() -> None:
    """Sengir Vampire's kind: the source's own damage in this effect counts; damage before it is not known."""
    ghoul = creature("Abattoir Ghoul", 3, 2, colors=["black"], triggers=[
        {"when": "Whenever a creature dealt damage by Abattoir Ghoul this turn dies",
         "text": "you gain life equal to that creature's toughness"}])
    elves = creature("Llanowar Elves", 1, 1, colors=["green"])
    out = run({}, card="Abattoir Ghoul", effect="Abattoir Ghoul deals 1 damage to each creature.",
              Dave={"battlefield": [ghoul, elves]})
    assert fired(out) == [("Dave", "Abattoir Ghoul", "Llanowar Elves")]
    out = run({}, effect="Destroy all creatures.", Dave={"battlefield": [ghoul, elves]})
    assert fired(out) == []
    assert any("Abattoir Ghoul" in w and "603.2" in w for w in out["warnings"])


def test_the_order_of_one_players_own_triggers_is_reported_as_their_choice() -> None:
    artist = creature("Blood Artist", 0, 1, triggers=[{"when": "Whenever a creature dies", "text": "you gain 1 life"}])
    out = run({}, effect="Destroy all creatures.", Alice={"battlefield": [artist]})
    assert out["stack"] and all(t.get("order") == "controller_chooses" for t in out["stack"])
    assert "each player's choice, 603.3b: Alice" in out["narration"]
    out = run({}, effect="Target player discards a card.", target="Bob",
              Dave={"battlefield": [watcher("Megrim", "Whenever an opponent discards a card")]})
    assert [t.get("order") for t in out["stack"]] == [None]


def test_an_artifact_put_into_a_graveyard_from_the_battlefield_is_not_only_a_creature_dying() -> None:
    mine = watcher("Magnetic Mine", "Whenever another artifact is put into a graveyard from the battlefield",
                   "Magnetic Mine deals 2 damage to that artifact's controller", types=["artifact"])
    out = run({}, effect="Destroy all artifacts.", Dave={"battlefield": [mine]})
    # Alice's Sol Ring and Bob's Mind Stone; the Mine itself is destroyed too and looks back, but is not "another"
    assert sorted(c for _p, _s, c in fired(out)) == ["Mind Stone", "Sol Ring"]


def test_cards_milled_are_put_into_a_graveyard_from_anywhere() -> None:
    void = watcher("Planar Void", "Whenever another card is put into a graveyard from anywhere", "exile that card")
    out = run({}, effect="Target player mills two cards.", target="Bob", Dave={"battlefield": [void]})
    assert fired(out) == [("Dave", "Planar Void", "Swamp"), ("Dave", "Planar Void", "Counterspell")]


_SUBJECTS = {"a creature": ("creature", ""), "another creature": ("creature", ""), "a land": ("land", ""),
             "a nontoken creature you control": ("creature", "you"), "a creature an opponent controls":
             ("creature", "opponents"), "an artifact": ("artifact", ""), "this creature": ("", "")}
_VERBS = {"dies": "dies", "enters the battlefield": "enters", "leaves the battlefield": "leaves",
          "is dealt damage": "dealt_damage", "is sacrificed": "sacrificed", "attacks": "attacks"}


@given(subject=st.sampled_from(sorted(_SUBJECTS)), verb=st.sampled_from(sorted(_VERBS)),
       lead=st.sampled_from(["When", "Whenever"]))
def test_every_subject_reads_with_every_object_verb(subject: str, verb: str, lead: str) -> None:
    pattern = parse_when(f"{lead} {subject} {verb}")
    assert pattern is not None and pattern.kind == _VERBS[verb]
    noun, control = _SUBJECTS[subject]
    if noun:
        assert pattern.objects is not None and pattern.objects.noun == noun
        assert (pattern.objects.control or "") == control
        assert pattern.other == subject.startswith("another")
    else:
        assert pattern.source == "only" and pattern.objects is None


@given(st.text(max_size=80))
def test_any_text_is_a_pattern_or_refused_never_an_error(text: str) -> None:
    pattern = parse_when(text, "Blood Artist")
    assert pattern is None or pattern.kind


@pytest.mark.parametrize("condition,names,itself", [
    ("When Kokusho, the Evening Star dies", ("Kokusho, the Evening Star", "Kokusho"), True),
    ("When Ancient Den is put into a graveyard from the battlefield", ("Ancient Den",), True),
    ("When this creature is put into its owner's graveyard from the battlefield", (), True),
    ("Cuando esta criatura muera", (), True),
    ("Whenever another creature dies", (), False),
    ("When Blood Artist or another creature dies", ("Blood Artist",), False),
])
def test_the_resolving_triggers_own_dies_condition_is_read_by_the_same_reader(condition: str, names: tuple[str, ...],
                                                                              itself: bool) -> None:
    """The ability being resolved: its source is in the graveyard when its own "dies" put it there (400.7)."""
    from bot.apnap.oracle import _dies_itself

    assert _dies_itself(condition, names) is itself


def test_a_keyword_in_the_trigger_filter_counts_a_granted_one() -> None:
    """613.1f: "Whenever a creature with flying dies" sees a creature that has flying from an effect too."""
    watcher_of_fliers = watcher("Sky Watcher", "Whenever a creature with flying dies")
    out = run({}, effect="Creatures you control gain flying until end of turn. Destroy all creatures.",
              Dave={"battlefield": [watcher_of_fliers, creature("Llanowar Elves", 1, 1, colors=["green"])]})
    assert sorted(c for _p, _s, c in fired(out)) == ["Llanowar Elves", "Serra Angel"]
