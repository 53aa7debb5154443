"""Wrong or unclear answers found by an independent judge on 130 accepted abilities of cards in general (judge 5,
session 12), reproduced on other real cards of the same families. Each test failed before its fix.

Class 4 was the bench harness's (tests/apnap/corpus.py ``resolve_ability``): it passed the ability's text alone,
so the resolver knew neither the source's types nor that an instant's paragraphs are one spell (113.3a); a user
names the card, and the card database gives its type line."""

from __future__ import annotations

import json
from typing import Any

from tests.apnap.corpus import CorpusAbility, board, resolve_ability


def _card(name: str, type_line: str, text: str, index: int) -> CorpusAbility:
    from bot.apnap import abilities_of

    ability = next(a for a in abilities_of(text) if a.index == index)
    return CorpusAbility(name, text, index, ability.text, type_line)


def _events(out: dict[str, Any]) -> str:
    return json.dumps(out.get("events", []), ensure_ascii=False)


# ------------------------------------------------------------------ class 4: an instant's paragraphs are one spell
def test_the_bench_resolves_an_instants_every_paragraph() -> None:
    """Bright Reprisal's second paragraph "Draw a card." resolves with its first (113.3a)."""
    item = _card("Bright Reprisal", "Instant", "Destroy target attacking creature.\nDraw a card.", 1)
    out = resolve_ability(item, board(4))
    assert "Dave draws 1 card" in out["narration"] and "destroys Hill Giant" in out["narration"]


def test_the_bench_resolves_a_sorcerys_every_paragraph_asked_for_its_second() -> None:
    """Asked for the second paragraph of a two-line instant, the whole spell resolves: the life gain too."""
    item = _card("Ritual of Rejuvenation", "Instant", "You gain 4 life.\nDraw a card.", 2)
    out = resolve_ability(item, board(4))
    assert "Dave gains 4 life (→ 24)" in out["narration"] and "Dave draws 1 card" in out["narration"]


def test_the_bench_names_the_card_through_the_lookup() -> None:
    """The card's name comes with ``card:``, so its own name in its text is the source, not a card to find."""
    text = "Exile into Darkness deals 1 damage to target player.\nAt the beginning of your upkeep, you may return " \
           "Exile into Darkness from your graveyard to your hand."
    named = _card("Exile into Darkness", "Sorcery", text, 2)
    out = resolve_ability(named, board(4))
    assert "Exile into Darkness" in out["narration"]


# ------------------------------------------------------------------ class 1: the source on the battlefield (113.6)
def _named(card: str, type_line: str, text: str, ability: int | None = None, mana_cost: str | None = None,
           **changes: Any) -> dict[str, Any]:
    """Resolve ``card:`` on the standard board through a lookup that gives the card's text and type line."""
    from bot.apnap import CardText, resolve_text
    from tests.apnap.realcards import board as standard
    from tests.apnap.realcards import typed

    given = {name: typed(name) for name in ("Alice", "Bob", "Carol", "Dave")}  # creature types, as a file gives
    data = {**standard(**{**given, **changes}), "card": card, **({"ability": ability} if ability else {})}
    found = CardText(card, text, "en", type_line, mana_cost=mana_cost)
    return resolve_text(json.dumps(data), card_lookup=lambda name: found if name == card else None)


MONK = ("Vigilance\nGeist-Honored Monk's power and toughness are each equal to the number of creatures you control.\n"
        "When Geist-Honored Monk enters the battlefield, create two 1/1 white Spirit creature tokens with flying.")
GOLEM = ("Trample\nAltar Golem's power and toughness are each equal to the number of creatures on the battlefield.\n"
         "Altar Golem doesn't untap during your untap step.\n"
         "Tap five untapped creatures you control: Untap Altar Golem.")


def test_a_characteristic_defining_ability_counts_its_own_permanent() -> None:
    """"The number of creatures you control" of Geist-Honored Monk counts the Monk (Dave: Elves, Wurm, Monk)."""
    out = _named("Geist-Honored Monk", "Creature — Human Monk", MONK, 1)
    assert "each 3" in out["narration"] and "Geist-Honored Monk 3/3" in out["narration"]
    assert any("Geist-Honored Monk" in w and "113.6" in w for w in out["warnings"])


def test_a_count_of_every_creature_counts_the_source() -> None:
    out = _named("Altar Golem", "Artifact Creature — Golem", GOLEM, 1)
    assert "each 6" in out["narration"]


def test_each_permanent_of_its_subtype_includes_the_source() -> None:
    """"Put a spore counter on each Fungus you control": Sporesower Thallid is a Fungus."""
    text = ("At the beginning of your upkeep, put a spore counter on each Fungus you control.\n"
            "Remove three spore counters from Sporesower Thallid: Create a 1/1 green Saproling creature token.")
    out = _named("Sporesower Thallid", "Creature — Fungus", text, 1)
    assert "puts 1 spore counter on Sporesower Thallid" in out["narration"]  # one permanent: never "each of"


def test_a_sliver_lord_grants_its_ability_to_itself() -> None:
    """"All Sliver creatures have …": Armor Sliver and Sedge Sliver are Slivers on the battlefield."""
    armor = _named("Armor Sliver", "Creature — Sliver",
                   'All Sliver creatures have "{2}: This creature gets +0/+1 until end of turn."', 1)
    sedge = _named("Sedge Sliver", "Creature — Sliver",
                   'All Sliver creatures have "This creature gets +1/+1 as long as you control a Swamp."\n'
                   'All Slivers have "{B}: Regenerate this permanent."', 2)
    for out, name in ((armor, "Armor Sliver"), (sedge, "Sedge Sliver")):
        assert "nobody is affected" not in out["narration"] and f"Dave's {name}" in out["narration"]


def test_a_bounce_land_may_return_itself() -> None:
    """"Return a land you control to its owner's hand": the bounce land is one of Dave's lands, so Swamp is a
    choice among two (a default), not forced."""
    for name, cost in (("Rakdos Carnarium", "{B}{R}"), ("Izzet Boilerworks", "{U}{R}")):
        text = (f"{name} enters the battlefield tapped.\nWhen {name} enters the battlefield, return a land you control "
                f"to its owner's hand.\n{{T}}: Add {cost}.")
        out = _named(name, "Land", text, 2)
        picks = [c for step in out["steps"] for c in step.get("choices", [])]
        assert picks and not any(c.get("forced") for c in picks), picks


def test_the_source_is_not_placed_for_pasted_text_or_an_ability_from_the_graveyard() -> None:
    """Pasted text has no type line; "Return … from your graveyard" works from the graveyard (113.6k-ish words)."""
    from bot.apnap import resolve_text
    from tests.apnap.realcards import board as standard

    pasted = resolve_text(json.dumps({**standard(), "effect": MONK, "ability": 1}))
    assert "each 2" in pasted["narration"]
    text = "{1}{B}: Return Bloodsoaked Champion from your graveyard to the battlefield."
    out = _named("Bloodsoaked Champion", "Creature — Human Warrior", text, 1,
                 Dave={"graveyard": ["Bloodsoaked Champion (creature)"]})
    assert not any("113.6" in w for w in out["warnings"])


def test_a_source_the_board_shows_is_not_placed_twice() -> None:
    out = _named("Altar Golem", "Artifact Creature — Golem", GOLEM, 1, Dave={"battlefield": [
        {"name": "Altar Golem", "types": ["artifact", "creature"], "subtypes": ["Golem"]}, "Swamp (basic land)"]})
    assert "each 4" in out["narration"] and not any("113.6" in w for w in out["warnings"])


# ------------------------------------------------------------------ class 2: costs
def test_the_source_sacrificed_as_the_cost_is_a_cost_event() -> None:
    """"{T}, Sacrifice Sulfur Vent: Add {U}{R}" / "Sacrifice Soldier Replica: …": the sacrifice is in ``costs``."""
    vent = _named("Sulfur Vent", "Land", "Sulfur Vent enters the battlefield tapped.\n{T}: Add {B}.\n"
                  "{T}, Sacrifice Sulfur Vent: Add {U}{R}.", 3)
    replica = _named("Soldier Replica", "Artifact Creature — Soldier",
                     "{1}{W}, Sacrifice Soldier Replica: Soldier Replica deals 3 damage to target attacking or "
                     "blocking creature.", 1, target="Hill Giant", combat={"attacking": {"Hill Giant": "Dave"}})
    for out, name in ((vent, "Sulfur Vent"), (replica, "Soldier Replica")):
        events = [e for cost in out["costs"] for e in cost["events"] if e["action"] != "tap"]  # {T}: its own (107.5)
        assert {"player": "Dave", "action": "sacrifice", "objects": [name]}.items() <= events[0].items()
        assert f"Dave sacrifices {name}" in out["narration"]


def test_pasted_text_sacrificing_its_source_says_the_cost_was_assumed() -> None:
    from bot.apnap import resolve_text
    from tests.apnap.realcards import board as standard

    out = resolve_text(json.dumps({**standard(), "effect": "{T}, Sacrifice Sulfur Vent: Add {U}{R}."}))
    assert any("Sacrifice Sulfur Vent" in w for w in out["warnings"])


def test_discarding_the_card_itself_needs_it_in_the_shown_hand() -> None:
    """Bloodrush ("Discard Wrecking Ogre"): not in Dave's shown hand → bad_scenario; in it → discarded as the cost."""
    import pytest

    from bot.errors import BotError

    text = ("Double strike\nBloodrush — {3}{R}{R}, Discard Wrecking Ogre: Target attacking creature gets +3/+3 and "
            "gains double strike until end of turn.")
    maaka = "Bloodrush — {R}, Discard Rubblebelt Maaka: Target attacking creature gets +3/+3 until end of turn."
    for name, body in (("Wrecking Ogre", text), ("Rubblebelt Maaka", maaka)):
        with pytest.raises(BotError) as err:
            _named(name, "Creature — Ogre Warrior", body, 1, target="Hill Giant",
                   combat={"attacking": {"Hill Giant": "Dave"}})
        assert err.value.code == "bad_scenario"
        out = _named(name, "Creature — Ogre Warrior", body, 1, target="Hill Giant",
                     combat={"attacking": {"Hill Giant": "Dave"}},
                     Dave={"hand": ["Duress (sorcery)", f"{name} (creature)"]})
        assert f"Dave discards {name}" in out["narration"]


def test_exiling_the_top_card_of_the_library_as_a_cost_takes_the_shown_one() -> None:
    """Storm Elemental's "{U}, Exile the top card of your library:": Dave's top card (Swamp) is exiled."""
    text = ("Flying\n{U}, Exile the top card of your library: Tap target creature with flying.\n{U}, Exile the top "
            "card of your library: If the exiled card is a snow land, Storm Elemental gets +1/+1 until end of turn.")
    out = _named("Storm Elemental", "Creature — Elemental", text, 1, target="Serra Angel")
    assert "Dave exiles Swamp from the library" in out["narration"]
    assert not any("assumed" in w for w in out["warnings"])


def test_a_target_only_the_cost_put_in_the_graveyard_is_refused() -> None:
    """Hell's Caretaker: targets are chosen before the creature is sacrificed (601.2c, 601.2h)."""
    import pytest

    from bot.errors import BotError

    text = ("{T}, Sacrifice a creature: Return target creature card from your graveyard to the battlefield. "
            "Activate this ability only during your upkeep.")
    with pytest.raises(BotError) as err:
        _named("Hell's Caretaker", "Creature — Horror", text, 1, target="Llanowar Elves", active="Dave",
               choices={"Dave": ["Llanowar Elves"]})
    assert err.value.key == "apnap.error.target_moved_by_cost"
    out = _named("Hell's Caretaker", "Creature — Horror", text, 1, target="Elvish Mystic", active="Dave",
                 choices={"Dave": ["Llanowar Elves"]})
    assert "Dave returns Elvish Mystic to the battlefield" in out["narration"]


def test_a_cost_counted_this_way_is_never_assumed_paid() -> None:
    """"Sacrifice Emrakul's Evangel and any number of other non-Eldrazi creatures: … for each creature sacrificed
    this way": assumed paid it made 0 tokens; refused naming the cost instead."""
    import pytest

    from bot.errors import BotError

    text = ("{T}, Sacrifice Emrakul's Evangel and any number of other non-Eldrazi creatures: Create a 3/2 colorless "
            "Eldrazi Horror creature token for each creature sacrificed this way.")
    with pytest.raises(BotError) as err:
        _named("Emrakul's Evangel", "Creature — Human", text, 1)
    assert err.value.key == "apnap.error.cost_untracked"


# ------------------------------------------------------------------ class 3: narration
def test_a_creature_that_cant_block_is_not_named_as_the_effect_controllers() -> None:
    """"Target creature can't block this turn" on Bob's Hill Giant: never "Dave's Hill Giant"."""
    for card, text, ability in (
            ("Goblin Shortcutter", "When Goblin Shortcutter enters the battlefield, target creature can't block this "
             "turn.", 1),
            ("Maulfist Doorbuster", "When Maulfist Doorbuster enters the battlefield, you get {E}{E} (two energy "
             "counters).\nWhenever Maulfist Doorbuster attacks, you may pay {E}. If you do, target creature can't "
             "block this turn.", 2)):
        out = _named(card, "Creature — Goblin", text, ability, target="Hill Giant", Dave={"energy": 1})
        assert "Hill Giant can't block" in out["narration"] and "Dave's Hill Giant" not in out["narration"]


def test_cant_be_regenerated_of_a_player_target_reaches_nothing_and_says_so() -> None:
    """Incinerate / Jaya Ballard at Alice: "A creature dealt damage this way can't be regenerated" reaches no one:
    the record stays (a typed record of what was read), and the narration says it applies to nothing."""
    incinerate = _named("Incinerate", "Instant", "Incinerate deals 3 damage to any target. A creature dealt damage "
                        "this way can't be regenerated this turn.", target="Alice")
    jaya = _named("Jaya Ballard, Task Mage", "Legendary Creature — Human Spellshaper",
                  "{1}{R}, {T}, Discard a card: Jaya Ballard, Task Mage deals 3 damage to any target. A creature "
                  "dealt damage this way can't be regenerated this turn.", 1, target="Alice",
                  choices={"Dave": ["Duress"]})
    for out in (incinerate, jaya):
        assert "(→ 17)" in out["narration"] and "— can't be regenerated" not in out["narration"]
        assert "no creature was dealt damage this way" in out["narration"]


def test_a_target_name_two_players_permanents_have_is_asked() -> None:
    """"Destroy target artifact or land" at "Forest" (Alice's and Carol's): which one is asked, never picked."""
    import pytest

    from bot.errors import BotError

    for card, text in (("Violent Impact", "Destroy target artifact or land."),
                       ("Stone Rain", "Destroy target land.")):
        with pytest.raises(BotError) as err:
            _named(card, "Sorcery", text, target="Forest")
        assert err.value.key == "apnap.error.target_ambiguous" and err.value.code == "choice_needed"
        assert "Forest (Alice)" in err.value.suggestions and "Forest (Carol)" in err.value.suggestions


# ------------------------------------------------------------------ the harness's stack: only the spell needed
def _corpus(card: str, index: int) -> CorpusAbility:
    from tests.apnap.corpus import CORPUS

    with CORPUS.open(encoding="utf-8") as f:
        found = next(json.loads(line) for line in f if json.loads(line)["name"] == card)
    return _card(card, found["type_line"], found["oracle_text"], index)


def test_the_bench_stack_holds_only_the_spell_the_ability_needs() -> None:
    """Arcane Denial counters one spell: the stack is that spell alone, never nine at once (405.1)."""
    for card in ("Arcane Denial", "Failed Inspection"):
        out = resolve_ability(_corpus(card, 1), board(4))
        assert [s["name"] for s in out["bench_completion"]["spells"]] == [out["bench_completion"]["target"]]


def test_a_sorcery_on_the_bench_stack_is_its_controllers_turn() -> None:
    """Izzet Guildmage copying Dave's sorcery: Ponder alone, cast on Dave's own turn (307.1)."""
    out = resolve_ability(_corpus("Izzet Guildmage", 2), board(4))
    completion = out["bench_completion"]
    assert [s["name"] for s in completion["spells"]] == ["Ponder"] and completion["active"] == "Dave"


def test_an_ability_that_names_another_cards_zone_still_has_its_source_on_the_battlefield() -> None:
    """"Return target creature card from your graveyard" (Gravedigger), "Whenever another creature leaves the
    battlefield": the words name other cards' zones, not the source's, so the source is on the battlefield."""
    out = _named("Gravedigger", "Creature — Zombie", "When Gravedigger enters the battlefield, you may return target "
                 "creature card from your graveyard to your hand.", 1, target="Elvish Mystic")
    assert any("Gravedigger" in w and "113.6" in w for w in out["warnings"])
    from bot.apnap.source_place import works_elsewhere

    assert not works_elsewhere("Whenever another creature leaves the battlefield, you gain 1 life.", ("Soul Warden",))
    assert works_elsewhere("{1}{B}: Return Bloodsoaked Champion from your graveyard to the battlefield.",
                           ("Bloodsoaked Champion",))
