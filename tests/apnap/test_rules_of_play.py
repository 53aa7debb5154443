"""Continuous effects that change the rules of play (611.1), read from real card text: restrictions ("can't attack,
block, or crew Vehicles", 508.1c, 509.1b, 702.122c), permissions ("You may cast spells as though they had flash",
601.3b, 702.8a; "… if you pay {2} more to cast it", 601.3c) and the rest of the family, each one typed record
the result reports with its duration, whom it applies to and the rule, or enforced where the engine models the act."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board, resolve_card


def resolve(effect: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **more)), lang)


def events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


# ------------------------------------------------------------------------ can't attack, block, or crew Vehicles
@pytest.mark.parametrize(("text", "more", "duration"), [
    ("Enchanted creature can't attack, block, or crew Vehicles.", {"attached_to": "Hill Giant"}, "static"),  # Revoke
    ("Target creature can't attack, block, or crew Vehicles this turn.", {"target": "Hill Giant"}, "this_turn"),
])
def test_cant_attack_block_or_crew(text: str, more: dict[str, Any], duration: str) -> None:
    out = resolve(text, **more)
    (e,) = events(out)
    assert (e["objects"], e["change"], e["act"], e["duration"]) == (["Hill Giant"], "cant", "attack_block_or_crew",
                                                                     duration)
    assert {"101.2", "508.1c", "509.1b", "702.122c"} <= set(out["steps"][0]["citations"])
    assert "Hill Giant can't attack, block, or crew Vehicles" in out["narration"]


def test_cant_crew_in_printed_spanish_reads_into_the_same_plan() -> None:
    (es,) = plan_of(parse_effect("La criatura encantada no puede atacar, bloquear ni tripular vehículos.", "es")).steps
    (en,) = plan_of(parse_effect("Enchanted creature can't attack, block, or crew Vehicles.")).steps
    assert isinstance(es, p.CantInCombat) and (es.act, es.attached) == (en.act, en.attached)
    out = resolve("La criatura encantada no puede atacar, bloquear ni tripular vehículos.", "es",
                  attached_to="Hill Giant")
    # one creature enchanted: the verb agrees with it ("no pueden" was said of the one Hill Giant)
    assert "no puede atacar, bloquear ni tripular vehículos" in out["narration"]
    assert "no pueden" not in out["narration"]


# ------------------------------------------------------------------------------ as though it had flash (601.3b)
@pytest.mark.parametrize(("text", "types", "duration"), [
    ("You may cast spells as though they had flash.", [], "static"),  # Leyline of Anticipation, Vedalken Orrery
    ("You may cast sorcery spells as though they had flash.", ["sorcery"], "static"),  # Hypersonic Dragon
    ("You may cast creature spells this turn as though they had flash.", ["creature"], "this_turn"),
])
def test_cast_as_though_it_had_flash(text: str, types: list[str], duration: str) -> None:
    out = resolve(text)
    (e,) = events(out)
    assert (e["player"], e["change"], e["act"], e["as_though"], e["types"], e["duration"]) == \
        ("Dave", "may", "cast", "flash", types, duration)
    assert {"601.3", "601.3b", "702.8a"} <= set(out["steps"][0]["citations"])
    assert "601.3c" not in out["steps"][0]["citations"]  # no extra cost
    assert "as though they had flash (any time they could cast an instant)" in out["narration"]
    assert render_plan(plan_of(parse_effect(text)), "en").rstrip(".").lower() == text.rstrip(".").lower()


def test_the_source_card_as_though_it_had_flash_for_an_extra_cost() -> None:  # Harbinger of the Tides
    text = "You may cast Harbinger of the Tides as though it had flash if you pay {2} more to cast it."
    out = resolve_card(text, card="Harbinger of the Tides")
    (e,) = events(out)
    assert (e["what"], e["spells"], e["mana"], e["more"]) == ("Harbinger of the Tides", "source", "{2}", True)
    assert {"601.3c", "601.2f"} <= set(out["steps"][0]["citations"])
    assert "Dave may cast Harbinger of the Tides as though it had flash if they pay {2} more to cast it" \
        in out["narration"]


def test_it_for_spells_or_they_for_one_card_is_refused() -> None:
    with pytest.raises(BotError):
        plan_of(parse_effect("You may cast spells as though it had flash."))


def test_printed_spanish_flash_reads_into_the_same_plan() -> None:
    (es,) = plan_of(parse_effect("Puedes lanzar hechizos de conjuro como si tuvieran destello.", "es")).steps
    (en,) = plan_of(parse_effect("You may cast sorcery spells as though they had flash.")).steps
    assert isinstance(es, p.ContinuousEffect) and es.change == en.change


# ------------------------------------------------------------------------- mana riders (106.6)
@pytest.mark.parametrize(("text", "types", "words"), [
    ("{T}: Add three mana of any one color. Spend this mana only to cast creature spells.", ["creature"],
     "creature spells"),  # Somberwald Sage
    ("{T}: Add one mana of any color. Spend this mana only to cast a creature spell.", ["creature"],
     "creature spells"),  # Beastcaller Savant: each such spell
])
def test_spend_this_mana_only_to_cast(text: str, types: list[str], words: str) -> None:
    out = resolve(text)
    added, rider = events(out)
    assert added["action"] == "add_mana"
    assert (rider["change"], rider["act"], rider["duration"], rider["types"]) == ("only", "spend_mana", "mana", types)
    assert {"106.6", "500.4"} <= set(out["steps"][1]["citations"])
    assert f"Dave may spend that mana only to cast {words}" in out["narration"]


def test_a_subtype_of_spell_is_said_never_dropped() -> None:  # Haven of the Spirit Dragon
    text = "{T}: Add one mana of any color. Spend this mana only to cast a Dragon creature spell."
    assert "only to cast Dragon creature spells" in render_plan(plan_of(parse_effect(text.split(": ", 1)[1])), "en")
    out = resolve(text)
    assert events(out)[1]["what"] == "a Dragon creature spell"


def test_a_rider_with_no_mana_before_it_is_refused() -> None:
    with pytest.raises(BotError):
        plan_of(parse_effect("Draw a card. Spend this mana only to cast creature spells."))
    with pytest.raises(BotError):  # a kind the spell filter would drop ("multicolored") is refused, never dropped
        plan_of(parse_effect("Add one mana of any color. Spend this mana only to cast a multicolored spell."))


def test_printed_spanish_mana_rider() -> None:
    es = plan_of(parse_effect("Agrega tres manás de un mismo color. Gasta este maná sólo para lanzar hechizos de "
                              "criatura.", "es")).steps
    en = plan_of(parse_effect("Add three mana of any one color. Spend this mana only to cast creature spells.")).steps
    assert [s.action for s in es] == ["add_mana", "rule_change"]
    assert es[1].change == en[1].change


# --------------------------------------------------- restrictions on the board, enforced where the act is modelled
WURM = {"name": "Baloth", "controller": "Carol", "types": ["creature"], "mana_value": 4, "colors": ["green"]}
BOLT = {"name": "Lightning Bolt", "controller": "Carol", "types": ["instant"], "mana_value": 1, "colors": ["red"]}


def _with_permanent(data: dict[str, Any], player: str, permanent: dict[str, Any]) -> dict[str, Any]:
    seat = next(p for p in data["players"] if p["name"] == player)
    seat["battlefield"] = [*seat.get("battlefield", []), permanent]
    return data


@pytest.mark.parametrize("static", [
    "Creature spells you control can't be countered.",  # Cavern-like statics of real cards (Prowling Serpopard)
    "Green spells you control can't be countered.",  # Vexing Shusher-like colour kind (Destiny Spinner's type form)
])
def test_a_board_static_keeps_a_spell_from_being_countered(static: str) -> None:
    data = _with_permanent(board(effect="Counter target spell.", spells=[BOLT, WURM], target="Baloth"), "Carol",
                           {"name": "Guardian Totem", "types": ["enchantment"], "text": static})
    out = resolve_text(json.dumps(data))
    (e,) = events(out)
    assert (e["action"], e["objects"], e["source"]) == ("not_countered", ["Baloth"], "Guardian Totem")
    assert {"101.2", "701.6a"} <= set(out["steps"][0]["citations"])
    assert "Baloth can't be countered (Guardian Totem's static ability, 101.2)" in out["narration"]
    data["target"] = "Lightning Bolt"  # an instant: the restriction does not cover it
    (e,) = events(resolve_text(json.dumps(data)))
    assert (e["action"], e["objects"]) == ("counter_spell", ["Lightning Bolt"])


def test_whose_spells_the_restriction_covers_is_checked() -> None:
    data = _with_permanent(board(effect="Counter target spell.", spells=[WURM], target="Baloth"), "Alice",
                           {"name": "Guardian Totem", "types": ["enchantment"],
                            "text": "Creature spells you control can't be countered."})
    (e,) = events(resolve_text(json.dumps(data)))  # Alice's static; Carol's spell
    assert e["action"] == "counter_spell"


def test_an_activation_a_board_static_forbids_resolves_as_given_and_names_the_static() -> None:
    """602.5: a player can't begin to activate an ability a static prohibits (101.2); the scenario describes the ability
    as it resolves, so on the stack it was activated when it could be (the Totem entered later): it resolves as given
    and ``forbidden`` names the static, its source and the rule, as a printed restriction the board breaks does."""
    data = board(effect="{T}: Draw a card.")
    data["card"] = "Jar of Tricks"
    _with_permanent(data, "Dave", {"name": "Jar of Tricks", "types": ["artifact"]})
    _with_permanent(data, "Carol", {"name": "Stony Silence Totem", "types": ["enchantment"],
                                    "text": "Activated abilities of artifacts can't be activated."})

    def lookup(name: str) -> Any:
        from bot.apnap import CardText
        return CardText("Jar of Tricks", "{T}: Draw a card.") if name == "Jar of Tricks" else None

    del data["effect"]
    out = resolve_text(json.dumps(data), card_lookup=lookup)
    assert events(out)[0]["action"] == "draw"
    assert out["forbidden"] == {"restriction": "Activated abilities of artifacts can't be activated",
                                "act": "activate", "rule": "602.5", "source": "Stony Silence Totem"}
    assert {"101.2", "602.5"} <= set(out["citations"])
    seat = next(p for p in data["players"] if p["name"] == "Carol")
    seat["battlefield"] = [o for o in seat["battlefield"] if not isinstance(o, dict)]
    assert events(resolve_text(json.dumps(data), card_lookup=lookup))[0]["action"] == "draw"


# ------------------------------------------------------------ permissions to play from another zone (601.3, 305.1)
@pytest.mark.parametrize(("text", "act", "duration", "said"), [
    ("You may play land cards from your graveyard.", "play", "static",
     "Dave may play land cards from their graveyard"),  # Ramunap Excavator
    ("You may play cards from your graveyard this turn.", "play", "this_turn",
     "Dave may play cards from their graveyard"),  # Yawgmoth's Will-like, with its duration (611.2a)
    ("You may cast creature cards from your graveyard.", "cast", "static",
     "Dave may cast creature cards from their graveyard"),
])
def test_a_permission_to_play_from_the_graveyard(text: str, act: str, duration: str, said: str) -> None:
    out = resolve(text)
    (e,) = events(out)
    assert (e["change"], e["act"], e["zone"], e["duration"]) == ("may", act, "graveyard", duration)
    assert "601.3" in out["steps"][0]["citations"]
    assert said in out["narration"]
    assert render_plan(plan_of(parse_effect(text)), "en").rstrip(".") == text.rstrip(".")


def test_the_source_card_from_the_graveyard() -> None:  # Gravecrawler's wording without its condition
    out = resolve_card("You may cast Gravecrawler from your graveyard.", card="Gravecrawler")
    (e,) = events(out)
    assert (e["act"], e["zone"], e["what"]) == ("cast", "graveyard", "Gravecrawler")


@pytest.mark.parametrize(("text", "said"), [
    ("You may cast the top card of your library if it's a creature card.",  # Vizier of the Menagerie
     "Dave may cast the top card of their library if it's a creature card"),
    ("You may play the top card of your library.", "Dave may play the top card of their library"),  # Future Sight
])
def test_a_permission_to_play_the_top_card_of_the_library(text: str, said: str) -> None:
    out = resolve(text)
    (e,) = events(out)
    assert (e["change"], e["zone"]) == ("may", "library_top")
    assert said in out["narration"]
    assert render_plan(plan_of(parse_effect(text)), "en") == text


def test_a_zone_permission_is_only_the_controllers_may() -> None:
    with pytest.raises(BotError):  # no "may": not a permission this reader knows
        plan_of(parse_effect("Each opponent plays lands from their graveyard."))
    with pytest.raises(BotError):  # a colour of card: a facet this permission does not say, refused not dropped
        plan_of(parse_effect("You may cast red cards from your graveyard."))


# ------------------------------------------------------------------- can't be the target of … (101.2, 601.2c)
@pytest.mark.parametrize(("text", "more", "who", "by", "colors"), [
    ("Fiendslayer Paladin can't be the target of black or red spells your opponents control.",
     {"card": "Fiendslayer Paladin"}, [], "spells", ["black", "red"]),
    ("Enchanted creature can't be the target of spells or abilities your opponents control.",
     {"attached_to": "Hill Giant"}, ["Hill Giant"], "spells_or_abilities", []),  # Spectral Shield-like Auras
])
def test_cant_be_the_target_of(text: str, more: dict[str, Any], who: list[str], by: str, colors: list[str]) -> None:
    out = resolve_card(text, **more) if "card" in more else resolve(text, **more)
    (e,) = events(out)
    assert (e["objects"], e["change"], e["act"], e["by"], e["colors"], e["whose"]) == \
        (who, "cant", "be_targeted", by, colors, "opponents")
    assert {"101.2", "601.2c"} <= set(out["steps"][0]["citations"])
    assert "can't be the target of " + text.split(" the target of ")[1].rstrip(".") in out["narration"]


def _paladin(static: str, owner: str = "Bob") -> dict[str, Any]:
    return _with_permanent(board(effect="Destroy target creature.", target="Paladin"), owner,
                           {"name": "Paladin", "types": ["creature"], "power": 2, "toughness": 2, "text": static})


@pytest.mark.parametrize("static", ["Paladin can't be the target of spells or abilities your opponents control.",
                                    "Paladin can't be the target of spells."])
def test_a_target_its_own_static_forbids_is_refused(static: str) -> None:
    with pytest.raises(BotError) as err:
        resolve_text(json.dumps(_paladin(static)))
    assert err.value.key == "apnap.error.cant_be_targeted" and err.value.field == "target"


def test_the_restriction_is_checked_for_whose_and_what_kind() -> None:
    mine = _paladin("Paladin can't be the target of spells or abilities your opponents control.", owner="Dave")
    assert events(resolve_text(json.dumps(mine)))[0]["action"] == "destroy"  # Dave's own spell: no opponent's
    abilities = _paladin("Paladin can't be the target of abilities your opponents control.")
    assert events(resolve_text(json.dumps(abilities)))[0]["action"] == "destroy"  # a spell targets it
    colored = resolve_text(json.dumps(_paladin("Paladin can't be the target of black or red spells your opponents "
                                               "control.")))
    assert any("does not show whether" in w for w in colored["warnings"])  # colours unknown: said, not guessed


# ----------------------------------------------------------------------------- a cost to attack (508.1h)
@pytest.mark.parametrize("text", [
    "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking "
    "you.",  # Ghostly Prison, Propaganda
    "Creatures can't attack you unless their controller pays {1} for each creature they control that's attacking "
    "you.",  # Windborn Muse's cost, said the same way
])
def test_creatures_cant_attack_you_unless_their_controller_pays(text: str) -> None:
    out = resolve(text)
    (e,) = events(out)
    mana = text.split("pays ")[1].split(" ")[0]
    assert (e["change"], e["act"], e["unless_mana"], e["per_attacker"]) == ("cant", "attack_you", mana, True)
    assert {"508.1h", "508.1c"} <= set(out["steps"][0]["citations"])
    assert f"unless their controller pays {mana} for each creature they control that's attacking Dave" in \
        out["narration"]
    assert render_plan(plan_of(parse_effect(text)), "en") == text


def test_a_tax_that_does_not_fit_the_act_is_refused() -> None:
    with pytest.raises(BotError):  # a block has no attack cost
        plan_of(parse_effect("Creatures can't block unless their controller pays {2}."))
    with pytest.raises(BotError):  # an X the sentence does not define
        plan_of(parse_effect("Creatures can't attack you unless their controller pays {X} for each creature they "
                             "control that's attacking you."))


def test_a_cards_own_casting_permission_works_where_it_is_cast_from() -> None:
    """113.6e: "You may cast Harbinger of the Tides as though it had flash …" works from the hand and on the stack,
    never "while on the battlefield"; a sorcery's such paragraph does nothing as the spell resolves (113.3a): it is
    listed in ``continuous_effects``, not a step (Twilight's Call)."""
    out = resolve_card("You may cast Harbinger of the Tides as though it had flash if you pay {2} more to cast it.",
                       card="Harbinger of the Tides")
    assert events(out)[0]["duration"] == "casting" and "113.6e" in out["steps"][0]["citations"]
    assert "wherever the card could be cast from, and on the stack (113.6e)" in out["narration"]
    spell = ("You may cast Twilight's Call as though it had flash if you pay {2} more to cast it.\n"
             "Each player returns all creature cards from their graveyard to the battlefield.")
    from bot.apnap import CardText

    data = board(card="Twilight's Call")
    out = resolve_text(json.dumps(data), card_lookup=lambda name: CardText("Twilight's Call", spell, "en", "Sorcery"))
    assert [s["action"] for s in out["steps"]] == ["return"]
    (static,) = out["continuous_effects"]
    assert (static["what"], static["duration"], static["as_though"]) == ("Twilight's Call", "casting", "flash")


@pytest.mark.parametrize(("es", "en"), [
    ("La criatura encantada no puede ser objetivo de hechizos o habilidades que controlen tus oponentes.",
     "Enchanted creature can't be the target of spells or abilities your opponents control."),
    ("La criatura encantada no puede ser objetivo de hechizos negros o rojos que controlen tus oponentes.",
     "Enchanted creature can't be the target of black or red spells your opponents control."),
])
def test_printed_spanish_cant_be_targeted_reads_into_the_same_plan(es: str, en: str) -> None:
    (spanish,), (english,) = plan_of(parse_effect(es, "es")).steps, plan_of(parse_effect(en)).steps
    assert isinstance(spanish, p.ObjectRestriction)
    assert (spanish.act, spanish.to, spanish.by, spanish.by_objects, spanish.whose) == \
        (english.act, english.to, english.by, english.by_objects, english.whose)


# ------------------------------------------------------------------ a requirement to block the source (509.1c)
@pytest.mark.parametrize(("card", "text", "target"), [
    ("Matsu-Tribe Decoy", "{2}{G}: Target creature blocks Matsu-Tribe Decoy this turn if able.", "Hill Giant"),
    ("Goblin Diplomats", "{R}: Target creature blocks Goblin Diplomats this turn if able.", "Craw Wurm"),
])
def test_target_creature_blocks_the_source_this_turn_if_able(card: str, text: str, target: str) -> None:
    out = resolve_card(text, card=card, target=target)
    (e,) = events(out)
    assert (e["action"], e["objects"], e["rule"], e["source"], e["duration"]) == \
        ("combat_rule", [target], "must_block_source", card, "this_turn")
    assert {"509.1c", "611.2a", "115.1"} <= set(out["steps"][0]["citations"])
    assert f"{target} blocks {card} if able" in out["narration"]


def test_blocking_another_creature_than_the_source_is_refused() -> None:
    with pytest.raises(BotError):
        plan_of(parse_effect("Target creature blocks that creature this turn if able."))


@pytest.mark.parametrize(("es", "en"), [
    ("Puedes lanzar la primera carta de tu biblioteca si es una carta de criatura.",
     "You may cast the top card of your library if it's a creature card."),
])
def test_printed_spanish_zone_permissions_read_into_the_same_plan(es: str, en: str) -> None:
    (spanish,), (english,) = plan_of(parse_effect(es, "es")).steps, plan_of(parse_effect(en)).steps
    assert isinstance(spanish, p.ContinuousEffect) and spanish.change == english.change


def test_a_spanish_card_from_your_graveyard_is_still_read_after_the_permissions() -> None:
    """A token for "de tu cementerio" after a noun phrase (for "Puedes jugar … de tu cementerio") took every "…
    carta de criatura de tu cementerio."; the permission is refused in Spanish instead."""
    (spanish,), (english,) = (plan_of(parse_effect("Pon en juego una carta de criatura de tu cementerio.", "es")).steps,
                              plan_of(parse_effect("Put a creature card from your graveyard onto the battlefield."))
                              .steps)
    assert type(spanish) is type(english)
    with pytest.raises(BotError):
        parse_effect("Puedes jugar cartas de tierra de tu cementerio.", "es")
