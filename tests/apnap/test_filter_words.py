"""Object-filter words the one filter reader (grammar/filters.py) reads and the engine's matcher (State.matches,
TypeFilter.matches) evaluates, on real card text: "other" before the kind (109.3: every such object but the source
itself, never every object of its name), a creature type said alone with a combat role ("each other attacking
Kithkin", 506.4), a characteristic equal to a number or X ("with converted mana cost X", 202.3) shared by a list of
kinds, and counters of a kind on an object or none of them ("with +1/+1 counters on them", "with no +1/+1 counters
on them", 122.1). Each test shows which objects of the board the filter takes and which it leaves."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import TypeFilter, parse_filter
from bot.apnap.grammar.lexicon import EN, ES
from bot.errors import BotError
from tests.apnap.realcards import creature, other_warnings, resolve_card


def _hit(out: dict[str, Any], action: str | None = None) -> list[str]:
    """Every object the events of the result name (of one action when given), in order."""
    return [o for s in out["steps"] for e in s["events"] if action in (None, e.get("action")) for o in e["objects"]]


def _flt(phrase: str, lang: str = "en") -> TypeFilter | None:
    return parse_filter(phrase, ES if lang == "es" else EN)


# ------------------------------------------------------------------------------------------------ "other" (109.3)
def test_other_is_read_into_the_filter_in_both_languages() -> None:
    en, es = _flt("other dragon creature you control"), _flt("otra criatura dragon que controlas", "es")
    assert en is not None and en.not_source and en.control == "you" and en.subtypes == {"dragon"}
    assert es is not None and es.not_source and es.control == "you"


def test_each_other_creature_leaves_out_the_source_only() -> None:
    """Carnifex Demon: every creature but the Demon gets the counter, a second Carnifex Demon too (the source is one
    permanent, not every permanent of its name)."""
    demon = creature("Carnifex Demon", 6, 6, colors=["black"], counters={"-1/-1": 2})
    text = "{B}, Remove a -1/-1 counter from Carnifex Demon: Put a -1/-1 counter on each other creature."
    out = resolve_card(text, card="Carnifex Demon", ability=1,
                       Dave={"battlefield": [demon, creature("Craw Wurm", 6, 4, colors=["green"])]},
                       Bob={"battlefield": [creature("Hill Giant", 3, 3, colors=["red"]), dict(demon)]})
    hit = _hit(out, "counter")
    assert sorted(hit) == ["Carnifex Demon", "Craw Wurm", "Grizzly Bears", "Hill Giant", "Serra Angel"]
    assert out["steps"][-1]["events"][0]["player"] == "Dave"


def test_each_other_dragon_creature_you_control() -> None:
    """Stormwing Dragon / Acid-Spewer Dragon: the controller's other Dragons, not the source, not an opponent's."""
    text = ("When Stormwing Dragon is turned face up, put a +1/+1 counter on each other Dragon creature you "
            "control.")
    dragon = {"types": ["creature"], "subtypes": ["dragon"], "colors": ["red"], "power": 4, "toughness": 4}
    out = resolve_card(text, card="Stormwing Dragon",
                       Dave={"battlefield": [{**dragon, "name": "Stormwing Dragon"},
                                             {**dragon, "name": "Shivan Dragon"},
                                             creature("Craw Wurm", 6, 4, colors=["green"], subtypes=["wurm"])]},
                       Bob={"battlefield": [{**dragon, "name": "Furnace Whelp"}]})
    assert _hit(out, "counter") == ["Shivan Dragon"]


def test_other_nonland_permanents_return_but_the_source() -> None:
    """Kederekt Leviathan: every nonland permanent but itself returns to its owner's hand."""
    text = ("When Kederekt Leviathan enters the battlefield, return all other nonland permanents to their owners' "
            "hands.")
    out = resolve_card(text, card="Kederekt Leviathan",
                       Dave={"battlefield": [creature("Kederekt Leviathan", 5, 5, colors=["blue"]),
                                             "Swamp (basic land)"]})
    hit = _hit(out)
    assert "Kederekt Leviathan" not in hit and "Swamp" not in hit and "Forest" not in hit
    assert {"Grizzly Bears", "Hill Giant", "Sol Ring", "Mind Stone"} <= set(hit)


@pytest.mark.parametrize(("card", "text", "bonus"), [
    ("Cenn's Heir", "Whenever Cenn's Heir attacks, it gets +1/+1 until end of turn for each other attacking Kithkin.",
     "+1/+1"),
    ("Rimehorn Aurochs", "Whenever Rimehorn Aurochs attacks, it gets +1/+0 until end of turn for each other attacking "
     "Aurochs.", "+1/+0"),
])
def test_for_each_other_attacking_creature_type(card: str, text: str, bonus: str) -> None:
    """The source's own creature type said alone with "attacking" (205.3m, 506.4): the other attacking ones count,
    not the source, not one of the type that does not attack."""
    kind = "kithkin" if "Kithkin" in text else "aurochs"
    mine = {"types": ["creature"], "subtypes": [kind], "colors": ["white"], "power": 1, "toughness": 1}
    out = resolve_card(text, card=card, active="Dave",
                       Dave={"battlefield": [{**mine, "name": card}, {**mine, "name": "Goldmeadow Harrier"},
                                             {**mine, "name": "Kinsbaile Skirmisher"},
                                             {**mine, "name": "Idle Kin"}]},
                       combat={"attacking": {card: "Bob", "Goldmeadow Harrier": "Bob",
                                             "Kinsbaile Skirmisher": "Bob"}},
                       Alice={"battlefield": [creature("Grizzly Bears", 2, 2, colors=["green"], subtypes=["bear"])]},
                       Bob={"battlefield": [creature("Hill Giant", 3, 3, colors=["red"], subtypes=["giant"])]})
    assert "611.2a" in out["citations"]
    narration = out["narration"]
    twice = "+2/+2" if bonus == "+1/+1" else "+2/+0"
    assert f"gets {twice}" in narration, narration  # two others attack; Idle Kin does not, the source is left out


def test_a_combat_role_before_a_word_that_is_no_creature_type_stays_refused() -> None:
    assert _flt("attacking forest") is None


# --------------------------------------------------------------------------------- a characteristic equal (202.3)
def test_each_kind_of_a_list_with_converted_mana_cost_x() -> None:
    """Punishment: every artifact, creature and enchantment whose mana value is exactly X (2) is destroyed; one of
    another mana value stays, and a land (not of the kinds) too."""
    text = "Destroy each artifact, creature, and enchantment with converted mana cost X."
    two = {"mana_value": 2}
    out = resolve_card(text, card="Punishment", x=2,
                       Alice={"battlefield": [creature("Grizzly Bears", 2, 2, colors=["green"], **two),
                                              creature("Serra Angel", 4, 4, colors=["white"], mana_value=5),
                                              {"name": "Sol Ring", "types": ["artifact"], "colors": [],
                                               "mana_value": 1},
                                              "Forest (basic land)"]},
                       Bob={"battlefield": [{"name": "Mind Stone", "types": ["artifact"], "colors": [], **two},
                                            {"name": "Pacifism", "types": ["enchantment"], "colors": ["white"],
                                             **two}]},
                       Dave={"battlefield": []}, Carol={"battlefield": []})
    assert sorted(_hit(out, "destroy")) == ["Grizzly Bears", "Mind Stone", "Pacifism"]
    assert "202.3" in out["citations"]


def test_a_target_card_with_converted_mana_cost_x() -> None:
    """Liliana, Defiant Necromancer's −X: the card's mana value must be X exactly (115.1, 202.3)."""
    text = ("−X: Return target nonlegendary creature card with converted mana cost X from your graveyard to the "
            "battlefield.")
    ogre = {"name": "Gray Ogre", "types": ["creature"], "mana_value": 3, "colors": ["red"], "power": 2, "toughness": 2}
    mystic = {"name": "Elvish Mystic", "types": ["creature"], "mana_value": 1, "colors": ["green"], "power": 1,
              "toughness": 1}
    board = {"Dave": {"graveyard": [ogre, mystic]}}
    out = resolve_card(text, card="Liliana, Defiant Necromancer", x=3, target="Gray Ogre", **board)
    assert _hit(out) == ["Gray Ogre"]
    with pytest.raises(BotError):
        resolve_card(text, card="Liliana, Defiant Necromancer", x=3, target="Elvish Mystic", **board)


def test_equal_comparison_reads_and_renders_in_both_languages() -> None:
    en = _flt("creature card with converted mana cost x")
    es = _flt("carta de criatura con un coste de mana convertido de x", "es")
    assert en is not None and es is not None and en.compares == es.compares and en.compares[0].op == "eq"
    assert _flt("creature with power 3") is not None and _flt("creature with power 3").compares[0].n == 3  # type: ignore[union-attr]


# ------------------------------------------------------------------------------------------- counters (122.1)
def test_tap_all_creatures_with_counters_of_a_kind_on_them() -> None:
    """"{T}: Tap all creatures with globe counters on them" (the plural): those with one or more, not the others."""
    text = "Tap all creatures with globe counters on them."
    out = resolve_card(text, Alice={"battlefield": [creature("Grizzly Bears", 2, 2, colors=["green"],
                                                             counters={"globe": 1}),
                                                    creature("Serra Angel", 4, 4, colors=["white"], counters={})]},
                       Bob={"battlefield": [creature("Hill Giant", 3, 3, colors=["red"], counters={"globe": 2})]},
                       Dave={"battlefield": [creature("Craw Wurm", 6, 4, colors=["green"], counters={"+1/+1": 1})]})
    assert sorted(_hit(out, "tap")) == ["Grizzly Bears", "Hill Giant"]


def test_creatures_with_no_counters_of_a_kind() -> None:
    """"Destroy all creatures with no +1/+1 counters on them": those with none of that kind (another kind does not
    count); counters a board does not give are asked, never taken as none."""
    text = "Destroy all creatures with no +1/+1 counters on them."
    given = {"Alice": {"battlefield": [creature("Grizzly Bears", 2, 2, colors=["green"], counters={"+1/+1": 1}),
                                       creature("Serra Angel", 4, 4, colors=["white"], counters={"-1/-1": 1})]},
             "Bob": {"battlefield": [creature("Hill Giant", 3, 3, colors=["red"], counters={})]},
             "Dave": {"battlefield": []}}
    out = resolve_card(text, **given)
    assert sorted(_hit(out, "destroy")) == ["Hill Giant", "Serra Angel"] and "122.1" in out["citations"]
    with pytest.raises(BotError) as info:
        resolve_card(text)
    assert info.value.code == "choice_needed"


def test_prevention_by_creatures_with_no_counters_says_the_kind() -> None:
    """Hindervines: the shield's sources keep the whole filter, said back (never "by creatures")."""
    text = "Prevent all combat damage that would be dealt this turn by creatures with no +1/+1 counters on them."
    out = resolve_card(text, card="Hindervines")
    assert "with no +1/+1 counters on them" in out["narration"]


def test_no_counters_reads_in_printed_spanish() -> None:
    es = _flt("criaturas sin contadores +1/+1 sobre ellas", "es")
    en = _flt("creatures with no +1/+1 counters on them")
    assert es is not None and en is not None and es.no_counters == en.no_counters == {"+1/+1"}


# ------------------------------------------------------------------------------- defending player's (506.2, 508.5)
@pytest.mark.parametrize(("card", "text", "action"), [
    ("Torrent Elemental", "Whenever Torrent Elemental attacks, tap all creatures defending player controls.", "tap"),
    ("Swathcutter Giant", "Whenever Swathcutter Giant attacks, it deals 1 damage to each creature defending player "
     "controls.", "damage"),
])
def test_objects_defending_player_controls(card: str, text: str, action: str) -> None:
    """Only the creatures of the player the source attacks (Alice), never the controller's nor another
    opponent's (Bob's Hill Giant); with no combat given on a multiplayer board, whom it attacks is asked."""
    source = creature(card, 3, 3, colors=["blue"])
    out = resolve_card(text, card=card, active="Dave", Dave={"battlefield": [source, creature("Craw Wurm", 6, 4)]},
                       combat={"attacking": {card: "Alice"}})
    assert sorted(_hit(out, action)) == ["Grizzly Bears", "Serra Angel"] and "508.5" in out["citations"]
    with pytest.raises(BotError) as info:
        resolve_card(text, card=card, active="Dave", Dave={"battlefield": [source]})
    assert info.value.code == "choice_needed" and info.value.field == "combat"


def test_defending_player_controls_reads_in_both_languages() -> None:
    en, es = _flt("creatures defending player controls"), _flt("criaturas que controla el jugador defensor", "es")
    assert en is not None and es is not None and en.control == es.control == "defending"


# ------------------------------------------------- "that player controls" when someone else acts (audit, 608.2c)
_ARTIFACTS = {"Alice": {"battlefield": [{"name": "Sol Ring", "types": ["artifact"], "colors": []},
                                        {"name": "Mind Stone", "types": ["artifact"], "colors": []}]},
              "Bob": {"battlefield": [{"name": "Ornithopter", "types": ["artifact", "creature"], "colors": [],
                                       "power": 0, "toughness": 2}]}}


@pytest.mark.parametrize(("whose", "gained"), [("Alice", 2), ("Bob", 1)])
def test_a_count_of_that_players_objects_in_your_instruction(whose: str, gained: int) -> None:
    """Emissary of Hope: "you gain 1 life for each artifact that player controls" counts the damaged player's
    artifacts, never the controller's (Dave has none: it gained nothing before)."""
    text = ("Whenever Emissary of Hope deals combat damage to a player, you gain 1 life for each artifact that player "
            "controls.")
    out = resolve_card(text, card="Emissary of Hope", that_player=whose, **_ARTIFACTS)
    assert out["life"]["Dave"] == 20 + gained


def test_a_count_of_that_players_objects_on_the_source() -> None:
    """Mana Cache: "put a charge counter on Mana Cache for each untapped land that player controls": that player's
    untapped lands (Alice: Forest, Plains), not the controller's one Swamp."""
    text = ("At the beginning of each player's end step, put a charge counter on Mana Cache for each untapped land "
            "that player controls.")
    out = resolve_card(text, card="Mana Cache", that_player="Alice")
    assert [e["amount"] for s in out["steps"] for e in s["events"]] == [2]


def test_each_opponents_own_count_stays_theirs() -> None:
    """Netherborn Phalanx: "each opponent loses 1 life for each creature they control": each one's own creatures."""
    text = "When Netherborn Phalanx enters the battlefield, each opponent loses 1 life for each creature they control."
    out = resolve_card(text, card="Netherborn Phalanx")
    assert {e["player"]: e["amount"] for s in out["steps"] for e in s["events"]} == {"Alice": 2, "Bob": 1, "Carol": 0}


@pytest.mark.parametrize("effect", [
    "put a -1/-1 counter on each creature that player controls.",  # it put one on every creature
    "you draw a card for each creature they control.",  # it counted the controller's creatures
])
def test_that_players_objects_unbound_in_your_instruction_are_refused(effect: str) -> None:
    with pytest.raises(BotError) as info:
        resolve_card(f"Whenever Test Fiend deals combat damage to a player, {effect}", card="Test Fiend",
                     that_player="Alice")
    assert info.value.code == "unsupported_effect"


def test_mass_and_target_instructions_on_that_players_objects() -> None:
    """Nature's Will taps only that player's lands; Dawning Purist's target must be that player's (115.1)."""
    text = ("Whenever one or more creatures you control deal combat damage to a player, tap all lands that player "
            "controls and untap all lands you control.")
    out = resolve_card(text, card="Nature's Will", that_player="Alice")
    assert sorted(_hit(out, "tap")) == ["Forest", "Plains"]
    purist = ("Whenever Dawning Purist deals combat damage to a player, you may destroy target enchantment that player "
              "controls.")
    assert _hit(resolve_card(purist, card="Dawning Purist", target="Oblivion Ring", that_player="Alice")) == \
        ["Oblivion Ring"]
    with pytest.raises(BotError):
        resolve_card(purist, card="Dawning Purist", target="Oblivion Ring", that_player="Bob")


# ------------------------------------------------------------------------------------- a card's name (201.2)
_CAULDRON = ("{1}, {T}, Sacrifice a creature named Festering Newt: Each opponent loses 4 life. You gain life equal to "
             "the life lost this way.")


def test_a_cost_that_sacrifices_a_creature_of_a_name_is_checked_on_the_board() -> None:
    """Bubbling Cauldron: the cost is paid with the creature of that name (601.2h); with none on the board the
    ability could not have been activated (602.2b), never "assumed paid"."""
    cauldron = {"name": "Bubbling Cauldron", "types": ["artifact"], "colors": []}
    newt = creature("Festering Newt", 1, 1, colors=["black"])
    out = resolve_card(_CAULDRON, card="Bubbling Cauldron", Dave={"battlefield": [cauldron, newt]})
    assert [e["objects"] for c in out["costs"] for e in c["events"] if e["action"] != "tap"] == [["Festering Newt"]]
    assert "named Festering Newt" in out["narration"] and not other_warnings(out)
    with pytest.raises(BotError) as info:
        resolve_card(_CAULDRON, card="Bubbling Cauldron",
                     Dave={"battlefield": [cauldron, creature("Llanowar Elves", 1, 1, colors=["green"])]})
    assert info.value.code == "bad_scenario"


def test_a_name_in_the_filter_matches_only_that_name() -> None:
    """"Sacrifice Kyscu Drake and a creature named Spitting Drake": the name is read into the filter (folded), and
    another creature is no such creature."""
    flt = _flt("creature named spitting drake")
    assert flt is not None and flt.names == {"spitting drake"}
    assert flt.matches(_obj("Spitting Drake")) and not flt.matches(_obj("Kyscu Drake"))


def _obj(name: str) -> Any:
    from bot.apnap.model import GameObject

    return GameObject(uid=1, name=name, owner="Dave", types=frozenset({"creature"}))


# ------------------------------------------------------------------------------------------- printed Spanish
@pytest.mark.parametrize(("es", "en"), [
    ("Gira todas las criaturas que controla el jugador defensor.", "Tap all creatures defending player controls."),
    ("Destruye todas las criaturas sin contadores +1/+1 sobre ellas.",
     "Destroy all creatures with no +1/+1 counters on them."),
    ("Pon un contador -1/-1 sobre cada otra criatura.", "Put a -1/-1 counter on each other creature."),
])
def test_printed_spanish_reads_into_the_same_filter(es: str, en: str) -> None:
    from bot.apnap.grammar import parse_effect

    (es_step,), (en_step,) = parse_effect(es, "es").steps, parse_effect(en, "en").steps
    assert es_step.creatures == en_step.creatures and es_step.creatures is not None


def test_a_supertype_the_object_must_not_have_is_said_back() -> None:
    """Liliana, Defiant Necromancer: the reading says "nonlegendary" (the filter kept it; the rendering dropped it)."""
    from bot.apnap.grammar import parse_effect
    from bot.apnap.plan import plan_of
    from bot.apnap.render import render_plan

    plan = plan_of(parse_effect("Return target nonlegendary creature card with converted mana cost X from your "
                                "graveyard to the battlefield."))
    assert "target nonlegendary creature card with mana value X" in render_plan(plan, "en")
    assert "criatura no legendaria" in render_plan(plan, "es")


# ------------------------------------------------------------------------------------------- historic (700.6)
_HISTORY = [{"name": "Jhoira, Weatherlight Captain", "types": ["legendary", "creature"], "colors": ["blue", "red"]},
            {"name": "Elvish Mystic", "types": ["creature"], "colors": ["green"]},
            {"name": "History of Benalia", "types": ["enchantment"], "subtypes": ["saga"], "colors": ["white"]},
            {"name": "Sol Ring", "types": ["artifact"], "colors": []}]


@pytest.mark.parametrize(("target", "legal"), [("Jhoira, Weatherlight Captain", True), ("History of Benalia", True),
                                               ("Sol Ring", True), ("Elvish Mystic", False)])
def test_target_historic_card(target: str, legal: bool) -> None:
    """Rona, Disciple of Gix: a legendary card, a Saga or an artifact is historic (700.6); a plain creature is not."""
    text = "When Rona, Disciple of Gix enters the battlefield, you may exile target historic card from your graveyard."
    if legal:
        out = resolve_card(text, card="Rona, Disciple of Gix", target=target, Dave={"graveyard": _HISTORY})
        assert _hit(out, "exile") == [target]
    else:
        with pytest.raises(BotError):
            resolve_card(text, card="Rona, Disciple of Gix", target=target, Dave={"graveyard": _HISTORY})


def test_historic_reads_in_both_languages() -> None:
    """Thran Temporal Gateway's "a historic permanent card"; printed Spanish "una carta de permanente histórica"."""
    en, es = _flt("historic permanent card"), _flt("carta de permanente historica", "es")
    assert en is not None and es is not None and en.historic and es.historic and en.alternatives == es.alternatives
