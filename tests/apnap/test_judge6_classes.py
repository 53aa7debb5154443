"""Wrong or unclear answers found by an independent judge on 130 accepted abilities of cards in general (judge 6,
session 13), reproduced on real cards of the same families. Each test failed before its fix.

Class 1: a condition the board answers was taken from the scenario (or the bench) instead: an intervening "if" the
hands contradict, a trigger event's spell of a kind the trigger does not watch for, a leveler's ability without the
level counters its striation asks (711.2a-b)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.errors import BotError
from tests.apnap.corpus import BENCH_SPELLS, CorpusAbility, board, resolve_ability


def _resolve(card: str, type_line: str, text: str, ability: int | None = None, **changes: Any) -> dict[str, Any]:
    """``card:`` on the bench's four-player board (Dave controls, Bob is active), the lookup giving its text."""
    data = {**board(4), "card": card, **({"ability": ability} if ability else {}), **changes}
    found = CardText(card, text, "en", type_line)
    return resolve_text(json.dumps(data), card_lookup=lambda name: found if name.casefold() == card.casefold()
                        else None)


def _item(card: str, type_line: str, text: str, index: int) -> CorpusAbility:
    from bot.apnap import abilities_of

    ability = next(a for a in abilities_of(text) if a.index == index)
    return CorpusAbility(card, text, index, ability.text, type_line)


def _spell(name: str) -> dict[str, Any]:
    return next(dict(s) for s in BENCH_SPELLS if s["name"] == name)


# ------------------------------------------------------------------ class 1: conditions the board answers
EXILE_INTO_DARKNESS = ("Target player sacrifices a creature with converted mana cost 3 or less.\nAt the beginning of "
                       "your upkeep, if you have more cards in hand than each opponent, you may return Exile into "
                       "Darkness from your graveyard to your hand.")


def test_more_cards_in_hand_than_each_opponent_is_checked_on_the_hands() -> None:
    """Dave has 2 cards, Alice 3: the intervening "if" (603.4) is false, so nothing happens (no question asked)."""
    out = _resolve("Exile into Darkness", "Sorcery", EXILE_INTO_DARKNESS, 2)
    assert out["steps"] == [] and any("is false, so it does nothing" in w for w in out["warnings"])


def test_a_condition_the_hands_contradict_is_a_bad_scenario() -> None:
    with pytest.raises(BotError) as err:
        _resolve("Exile into Darkness", "Sorcery", EXILE_INTO_DARKNESS, 2, condition=True)
    assert err.value.code == "bad_scenario" and err.value.key == "apnap.error.condition_contradicts"
    assert "more cards in hand than each opponent" in err.value.text("en")


def test_a_condition_the_board_agrees_with_is_still_accepted() -> None:
    """Brink of Madness: "if you have no cards in hand"; Dave's hand emptied, condition: true agrees."""
    text = ("At the beginning of your upkeep, if you have no cards in hand, sacrifice Brink of Madness and target "
            "opponent discards their hand.")
    data = board(4)
    for p in data["players"]:
        if p["name"] == "Dave":
            p["hand"] = []
    out = _resolve("Brink of Madness", "Enchantment", text, 1, players=data["players"], condition=True)
    assert out["steps"]
    with pytest.raises(BotError) as err:  # Dave's 2 cards: "no cards in hand" is false, condition: true is not
        _resolve("Brink of Madness", "Enchantment", text, 1, condition=True)
    assert err.value.key == "apnap.error.condition_contradicts"


def test_more_life_than_each_opponent_reads_in_spanish_too() -> None:
    from bot.apnap.grammar.conditions import MoreThanEachOther, read_condition

    assert read_condition("you have more life than each opponent") == MoreThanEachOther("you", "life")
    assert read_condition("tienes más cartas en la mano que cada oponente", "es") == MoreThanEachOther("you", "hand")


# ------------------------------------------------------------------ class 1: the trigger event's spell (603.2)
PRESENCE = "Whenever a player casts an enchantment spell, counter it."
SUMMONINGS = ("Whenever you cast an instant or sorcery spell, create an X/X colorless Construct artifact creature "
              "token, where X is that spell's converted mana cost.")
ENDREK = ("Whenever you cast a creature spell, create X 1/1 black Thrull creature tokens, where X is that spell's "
          "converted mana cost.\nWhen you control seven or more Thrulls, sacrifice Endrek Sahr, Master Breeder.")
KIRIN = ("Flying\nWhenever you cast a Spirit or Arcane spell, you may gain life equal to that spell's converted mana "
         "cost.")


@pytest.mark.parametrize(("card", "text", "wrong"), [("Presence of the Master", PRESENCE, "Shock"),
                                                     ("Metallurgic Summonings", SUMMONINGS,
                                                      "Centaur Courser")])
def test_an_event_spell_the_trigger_does_not_watch_for_is_a_bad_scenario(card: str, text: str, wrong: str) -> None:
    with pytest.raises(BotError) as err:
        _resolve(card, "Enchantment", text, 1, spells=[_spell(wrong)], event_object=wrong)
    assert err.value.code == "bad_scenario" and err.value.key == "apnap.error.event_object_not_cast"


def test_the_event_spell_is_asked_among_the_spells_that_fit() -> None:
    with pytest.raises(BotError) as err:
        _resolve("Presence of the Master", "Enchantment", PRESENCE, 1, spells=[_spell("Shock"), _spell("Pacifism")])
    assert err.value.code == "choice_needed" and err.value.suggestions == ["Pacifism"]


def test_a_spell_of_the_watched_kind_is_countered() -> None:
    out = _resolve("Presence of the Master", "Enchantment", PRESENCE, 1, spells=[_spell("Pacifism")],
                   event_object="Pacifism")
    assert "counters Pacifism" in out["narration"]


def test_an_opponents_spell_trigger_refuses_the_controllers_own_spell() -> None:
    """"Whenever an opponent casts a spell": Dave's own Opt could not have triggered Dave's ability."""
    text = "Whenever an opponent casts a spell, counter it unless that player pays {1}."
    with pytest.raises(BotError) as err:
        _resolve("Chancellor of the Annex", "Creature — Phyrexian Angel", text, 1, spells=[_spell("Opt")],
                 event_object="Opt")
    assert err.value.key == "apnap.error.event_object_not_cast"


@pytest.mark.parametrize(("card", "text", "fits"), [("Presence of the Master", PRESENCE, "Pacifism"),
                                                    ("Endrek Sahr, Master Breeder", ENDREK, "Centaur Courser"),
                                                    ("Metallurgic Summonings", SUMMONINGS, "Opt")])
def test_the_bench_gives_an_event_spell_the_trigger_watches_for(card: str, text: str, fits: str) -> None:
    out = resolve_ability(_item(card, "Enchantment", text, 1), board(4))
    assert out["bench_completion"]["event_object"] == fits


def test_a_kind_of_spell_not_read_offers_no_event_spell_and_the_bench_gives_none() -> None:
    """"a Spirit or Arcane spell": the resolver cannot tell which spells fit, so it offers none and the bench, which
    answers only what the resolver offers, leaves it asked (Opt was given before: Opt is neither)."""
    with pytest.raises(BotError) as err:
        resolve_ability(_item("Bounteous Kirin", "Legendary Creature — Kirin Spirit", KIRIN, 1), board(4))
    assert err.value.key == "apnap.error.event_object_needed" and err.value.suggestions == []


# ------------------------------------------------------------------ class 1: level up (711.2a-b)
HADA = ("Level up {2}{U} ({2}{U}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-2\n2/2\nHada Spy "
        "Patrol can't be blocked.\nLEVEL 3+\n3/3\nShroud (This creature can't be the target of spells or abilities.)"
        "\nHada Spy Patrol can't be blocked.")
CRYPTOLOGIST = ("Level up {1}{U} ({1}{U}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-2\n0/1"
                "\n{T}: Draw a card, then discard a card.\nLEVEL 3+\n0/1\n{T}: Draw a card.")


def _leveler(name: str, subtypes: list[str], level: int | None) -> list[dict[str, Any]]:
    players = board(4)["players"]
    dave = next(p for p in players if p["name"] == "Dave")
    dave["battlefield"].append({"name": name, "types": ["creature"], "subtypes": subtypes,
                                **({"counters": {"level": level}} if level is not None else {})})
    return players


def test_the_abilities_under_a_level_symbol_know_their_striation() -> None:
    from bot.apnap import abilities_of

    assert [a.level for a in abilities_of(HADA)] == [(1, 2), (3, None)]
    assert [a.level for a in abilities_of(CRYPTOLOGIST)] == [(1, 2), (3, None)]
    assert [a.level for a in abilities_of("Flying\nWhen this enters the battlefield, draw a card.")] == [None]


@pytest.mark.parametrize(("card", "sub", "text", "ability"), [("Hada Spy Patrol", ["Human", "Rogue"], HADA, 1),
                                                              ("Enclave Cryptologist", ["Merfolk", "Wizard"],
                                                               CRYPTOLOGIST, 2)])
def test_a_levelers_ability_with_no_level_counters_is_not_its_own(card: str, sub: list[str], text: str,
                                                                  ability: int) -> None:
    with pytest.raises(BotError) as err:
        _resolve(card, "Creature — " + " ".join(sub), text, ability, players=_leveler(card, sub, 0))
    assert err.value.code == "bad_scenario" and err.value.key == "apnap.error.level_out_of_range"
    with pytest.raises(BotError) as asked:  # not given: asked, never assumed
        _resolve(card, "Creature — " + " ".join(sub), text, ability)
    assert asked.value.code == "choice_needed" and asked.value.key == "apnap.error.level_needed"


def test_a_levelers_ability_in_its_striation_resolves() -> None:
    out = _resolve("Hada Spy Patrol", "Creature — Human Rogue", HADA, 2,
                   players=_leveler("Hada Spy Patrol", ["Human", "Rogue"], 3))
    assert "can't be blocked" in out["narration"]
    with pytest.raises(BotError) as err:  # LEVEL 1-2 with 3 counters: the 3+ striation's, not this one
        _resolve("Hada Spy Patrol", "Creature — Human Rogue", HADA, 1,
                 players=_leveler("Hada Spy Patrol", ["Human", "Rogue"], 3))
    assert err.value.key == "apnap.error.level_out_of_range"


def test_the_bench_gives_a_leveler_the_fewest_counters_its_striation_asks() -> None:
    out = resolve_ability(_item("Hada Spy Patrol", "Creature — Human Rogue", HADA, 2), board(4))
    assert out["bench_completion"]["players"]["Dave"]["battlefield"][0]["counters"] == {"level": 3}


# ------------------------------------------------------------------ class 2: narration that said something false
def test_return_all_to_their_owners_hands_names_each_owner() -> None:
    """Coastal Breach / Evacuation: each permanent to its owner's hand (400.7), never "to your hand"."""
    for card, text, kind in (("Coastal Breach", "Return all nonland permanents to their owners' hands.", "Sorcery"),
                             ("Evacuation", "Return all creatures to their owners' hands.", "Instant")):
        out = _resolve(card, kind, text)
        assert "your hand" not in out["narration"] and "their owners' hands" in out["steps"][0]["text"]
        event = out["steps"][0]["events"][0]
        assert event["to"] == "owners_hands" and event["owners"]["Bob"][0] == "Hill Giant"
        assert "Hill Giant" in out["narration"].split("to Bob's hand")[0].split(";")[-1]
        assert "Llanowar Elves" in out["narration"].split("to Dave's hand")[0].split(";")[-1]


def test_each_player_returns_from_their_own_graveyard_to_their_own_hand() -> None:
    text = "Each player returns all creature cards from their graveyard to their hand."
    out = _resolve("Mass Return", "Sorcery", text)
    assert all(e["to"] == "hand" and "owners" not in e for e in out["steps"][0]["events"])


def test_a_permanent_exiling_itself_is_exiled_from_the_battlefield() -> None:
    """Aetherling / a Spirit that blinks itself: "from the battlefield", cited as an exile (701.13a), never "from
    their hand" or a sacrifice (701.21a)."""
    for card, text in (("Aetherling", "{U}: Exile Aetherling. Return it to the battlefield under its owner's control "
                                      "at the beginning of the next end step."),
                       ("Kor Skyfisher Spirit", "{1}{W}: Exile Kor Skyfisher Spirit. Return it to the battlefield "
                                                "under its owner's control at the beginning of the next end step.")):
        out = _resolve(card, "Creature — Shapeshifter", text, 1)
        assert "exiles " + card + " from the battlefield" in out["narration"] and "their hand" not in out["narration"]
        assert "701.21a" not in out["steps"][0]["citations"] and out["steps"][0]["events"][0]["from"] == "battlefield"


def test_exile_all_says_no_hand() -> None:
    out = _resolve("Wing Shards Mass", "Sorcery", "Exile all creatures.")
    assert "from their hand" not in out["narration"]


@pytest.mark.parametrize(("card", "text"), [
    ("Pilgrim of Virtue", "{W}, Sacrifice Pilgrim of Virtue: The next time a black source of your choice would deal "
                          "damage this turn, prevent that damage."),
    ("Circle of Protection: Artifacts", "{2}: The next time an artifact source of your choice would deal damage to "
                                        "you this turn, prevent that damage.")])
def test_a_source_of_your_choice_with_none_there_says_the_shield_does_nothing(card: str, text: str) -> None:
    players = board(4)["players"]
    if "artifact" in text:  # no artifact anywhere: Sol Ring and Mind Stone leave the board
        for p in players:
            p["battlefield"] = [o for o in p["battlefield"] if not (isinstance(o, dict) and "artifact" in o["types"])]
    out = _resolve(card, "Enchantment", text, 1, players=players)
    assert "Dave: — (no sources of that kind)" in out["narration"] and "that — would" not in out["narration"]
    assert "no source of the kind the shield names could be chosen" in out["narration"]


@pytest.mark.parametrize(("card", "type_line", "text"), [
    ("Titania", "Vanguard", "You may play an additional land on each of your turns."),
    ("Horizon Boughs", "Plane — Pyrulea", "All permanents untap during each player's untap step.")])
def test_a_command_zone_cards_static_ability_is_refused(card: str, type_line: str, text: str) -> None:
    """902.3, 901.3: it works from the command zone; "as long as the source is on the battlefield" would be false."""
    with pytest.raises(BotError) as err:
        _resolve(card, type_line, text, 1)
    assert err.value.code == "unsupported_effect" and err.value.key == "apnap.error.command_zone_card"


def test_a_command_zone_cards_activated_ability_still_resolves() -> None:
    text = "{3}: Each player returns a permanent they control to its owner's hand unless they pay 2 life."
    out = resolve_ability(_item("Tradewind Rider Avatar", "Vanguard", text, 1), board(4))
    assert out["steps"]


def test_an_additional_land_is_on_the_players_own_turns() -> None:
    """305.2: "on each of your turns" is never "each turn" (Azusa's two, Exploration's one)."""
    for card, text, n in (("Exploration", "You may play an additional land on each of your turns.",
                           "1 additional land"),
                          ("Azusa, Lost but Seeking", "You may play two additional lands on each of your turns.",
                           "2 additional lands")):
        out = _resolve(card, "Enchantment", text, 1)
        assert f"Dave may play {n} on their own turns" in out["narration"] and "each turn" not in out["narration"]


# ------------------------------------------------------------------ class 3: "this creature" in a granted ability
@pytest.mark.parametrize(("card", "text", "ability"), [
    ("Shade's Form", "Enchant creature\nEnchanted creature has \"{B}: This creature gets +1/+1 until end of turn.\"\n"
                     "When enchanted creature dies, return that card to the battlefield under your control.", 1),
    ("Consecrated by Blood", "Enchant creature\nEnchanted creature gets +2/+2 and has flying and \"Sacrifice two other "
                             "creatures: Regenerate this creature.\"", 1)])
def test_this_creature_in_a_granted_ability_is_never_the_granting_card(card: str, text: str, ability: int) -> None:
    """113.10: inside the quotation "this creature" is the creature that has the ability (Hill Giant), not the
    Aura; the step heading says "this permanent" there, never the Aura's name."""
    out = _resolve(card, "Enchantment — Aura", text, ability, attached_to="Hill Giant")
    heading = next(line for line in out["narration"].splitlines() if line.startswith("Step") and 'has "' in line)
    quoted = heading[heading.index('"'):]
    assert card not in quoted and ("this permanent" in quoted.lower() or "this creature" in quoted.lower())


def test_a_slivers_granted_trigger_is_each_slivers_own() -> None:
    text = ("All Slivers have \"Whenever this permanent becomes the target of a spell an opponent controls, you may "
            "draw a card.\"")
    out = resolve_ability(_item("Opaline Sliver", "Creature — Sliver", text, 1), board(4))
    assert "Opaline Sliver becomes" not in out["narration"] and "this permanent becomes" in out["narration"]


def test_the_source_outside_the_quotes_is_still_named() -> None:
    from bot.apnap.render import named

    said = named('This permanent gets +1/+1 and has "{T}: This permanent deals 1 damage to any target."', "Imp")
    assert said == 'Imp gets +1/+1 and has "{T}: This permanent deals 1 damage to any target."'


# ------------------------------------------------------------------ class 4: regeneration (701.19a)
@pytest.mark.parametrize(("card", "text"), [
    ("Regeneration Spell", "Regenerate target creature."),
    ("Drudge Skeletons", "{B}: Regenerate Drudge Skeletons.")])
def test_regeneration_says_all_three_parts(card: str, text: str) -> None:
    targeted = "target" in text
    out = _resolve(card, "Instant" if targeted else "Creature — Skeleton", text, None if targeted else 1,
                   **({"target": "Hill Giant"} if targeted else {}))
    assert "all damage marked on it is removed, it is tapped, and it is removed from combat" in out["narration"]
    event = out["steps"][0]["events"][0]
    assert event["instead"] == ["remove_all_damage", "tap", "remove_from_combat"]


# ------------------------------------------------------------------ class 5: parts left out
@pytest.mark.parametrize(("card", "text"), [
    ("Skittering Crustacean", "{6}{U}: Monstrosity 4.\nAs long as Skittering Crustacean is monstrous, it has "
                              "hexproof."),
    ("Ember Swallower", "{5}{R}{R}: Monstrosity 3.\nWhen Ember Swallower becomes monstrous, each player sacrifices "
                        "three lands.")])
def test_monstrosity_says_it_becomes_monstrous(card: str, text: str) -> None:
    players = _leveler(card, ["Crab"], None)
    dave = next(p for p in players if p["name"] == "Dave")
    dave["battlefield"][-1].update({"counters": {}, "monstrous": False})
    out = _resolve(card, "Creature — Crab", text, 1, players=players)
    assert "becomes monstrous (701.37a)" in out["narration"]
    assert out["steps"][0]["events"][0]["becomes_monstrous"] is True


def test_an_unknown_power_and_toughness_is_warned_never_silent() -> None:
    """Phantasmal Fiend (the corpus prints no P/T) and Inside Out on a creature given without one: the switch is
    right, its P/T now is not known, and the result says so instead of a silent "?/?"."""
    fiend = ("{B}: Phantasmal Fiend gets +1/-1 until end of turn.\n{1}{U}: Switch Phantasmal Fiend's power and "
             "toughness until end of turn.")
    out = _resolve("Phantasmal Fiend", "Creature — Illusion", fiend, 2)
    assert any("Phantasmal Fiend's power and toughness are not given" in w for w in out["warnings"])
    players = board(4)["players"]
    next(p for p in players if p["name"] == "Bob")["battlefield"].append({"name": "Shapeless Wurm",
                                                                          "types": ["creature"]})
    out = _resolve("Inside Out", "Instant", "Switch target creature's power and toughness until end of turn.\nDraw "
                   "a card.", players=players, target="Shapeless Wurm")
    assert any("Shapeless Wurm's power and toughness are not given" in w for w in out["warnings"])
