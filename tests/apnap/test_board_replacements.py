"""Replacement and prevention statics of permanents on the board applied to the events of a resolution (614.1a,
615.1a, 616.1; engine/replacing.py), with real card text on the standard board (Alice, Bob, Carol with 3 life, Dave;
Bob is active, Dave controls the effect)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board, creature

REST_IN_PEACE = "If a card would be put into a graveyard from anywhere, exile it instead."  # older Oracle wording
LEYLINE = "If a card would be put into an opponent's graveyard from anywhere, exile it instead."  # Leyline of the Void
AGENDA = "If a card would be put into your graveyard from anywhere, exile it instead."  # Yawgmoth's Agenda
DRYAD = "If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead."  # Dryad Militant
VOID_MAW = "Trample\nIf another creature would die, exile it instead."
SKAAB = "If Possessed Skaab would die, exile it instead."
NISSAS_CHOSEN = "If Nissa's Chosen would die, put it on the bottom of its owner's library instead."
URZAS_ARMOR = "If a source would deal damage to you, prevent 1 of that damage."
SERAPH = "Flying\nIf a source an opponent controls would deal damage to you, prevent 1 of that damage."
SPHERE_OF_LAW = "If a red source would deal damage to you, prevent 2 of that damage."
CASTIGATOR = "If a source would deal damage to you, it deals double that damage to you instead."
DICTATE = ("If a source would deal damage to a permanent or player, it deals double that damage to that permanent or "
           "player instead.")
ARCHIVE = "If you would gain life, you gain twice that much life instead."  # Alhammarret's Archive, Boon Reflection
VORTEX = "If a player would gain life, that player gains no life instead."  # Sulfuric Vortex
LICH = "If you would gain life, draw that many cards instead."
THOUGHT_REFLECTION = "If you would draw a card, draw two cards instead."


def permanent(name: str, text: str, kind: str = "enchantment", **more: Any) -> dict[str, Any]:
    return {"name": name, "types": [kind], "colors": more.pop("colors", ["black"]), "text": text, **more}


def resolve(effect: str, *placed: tuple[str, dict[str, Any]], lang: str | None = None,
            lookup: Any = None, **changes: Any) -> dict[str, Any]:
    data = board(**changes)
    for who, perm in placed:
        next(p for p in data["players"] if p["name"] == who)["battlefield"].append(perm)
    data["effect"] = effect
    out: dict[str, Any] = resolve_text(json.dumps(data), lang, card_lookup=lookup)
    return out


def zone_of(out: dict[str, Any], name: str) -> list[dict[str, Any]]:
    return [r for s in out["steps"] for e in s["events"] for r in e.get("replaced", []) if r.get("object") == name]


def test_leyline_exiles_what_opponents_sacrifice_not_its_controllers() -> None:
    out = resolve("Each player sacrifices a creature.", ("Dave", permanent("Leyline of the Void", LEYLINE)))
    (bears,) = zone_of(out, "Grizzly Bears")
    assert (bears["sources"], bears["controllers"], bears["zone"], bears["event"]) == (
        ["Leyline of the Void"], ["Dave"], "exile", "to_graveyard")
    assert bears["rules"] == ["614.1a"]
    assert zone_of(out, "Hill Giant") and not zone_of(out, "Llanowar Elves")  # Dave's own goes to his graveyard
    assert "614.1a" in out["citations"]
    assert "Replaced: Grizzly Bears is exiled instead of being put into a graveyard" in out["narration"]


def test_agenda_exiles_only_its_controllers_discards() -> None:
    out = resolve("Each player discards a card.", ("Alice", permanent("Yawgmoth's Agenda", AGENDA)),
                  choices={"Alice": ["Shock"], "Dave": ["Duress"]})
    assert [r["object"] for s in out["steps"] for e in s["events"] for r in e.get("replaced", [])] == ["Shock"]


def test_dryad_militant_exiles_only_instants_and_sorceries() -> None:
    out = resolve("Each opponent discards two cards.", ("Alice", permanent("Dryad Militant", DRYAD, "creature",
                                                                           power=2, toughness=1)),
                  choices={"Alice": [["Opt", "Island"]]})
    moved = [r["object"] for s in out["steps"] for e in s["events"] for r in e.get("replaced", [])]
    assert moved == ["Lightning Bolt", "Opt"]  # Alice's Island goes to her graveyard (a land card)


def test_void_maw_exiles_creatures_that_would_die_from_damage_and_their_dies_triggers_never_fire() -> None:
    artist = creature("Blood Artist", 0, 1, colors=["black"],
                      triggers=[{"when": "a creature dies", "text": "target player loses 1 life"}])
    out = resolve("Each player sacrifices a creature.", ("Bob", permanent("Void Maw", VOID_MAW, "creature",
                                                                           power=4, toughness=5)),
                  ("Carol", artist), choices={"Bob": ["Hill Giant"], "Carol": ["Blood Artist"]})
    assert zone_of(out, "Hill Giant")[0]["event"] == "dies"
    assert zone_of(out, "Blood Artist") and zone_of(out, "Grizzly Bears")
    assert out["stack"] == []  # 614.6: exiled instead, nothing died; Blood Artist saw no death
    assert {"700.4", "614.6"} <= set(out["citations"])


def test_a_creature_that_dies_by_lethal_damage_is_exiled_by_void_maw_but_not_void_maw_itself() -> None:
    out = resolve("Pyroclasm deals 5 damage to each creature.",
                  ("Bob", permanent("Void Maw", VOID_MAW, "creature", power=4, toughness=5)))
    sbas = {s["object"]: s for s in out["state_based_actions"]}
    assert sbas["Grizzly Bears"]["event"] == "exiled_instead"
    assert sbas["Grizzly Bears"]["replaced_by"] == "Void Maw"
    assert sbas["Void Maw"]["event"] == "dies"  # "another creature": not itself (it dies with the rest)


def test_self_replacements_possessed_skaab_and_nissas_chosen() -> None:
    out = resolve("Each player sacrifices a creature.",
                  ("Carol", permanent("Possessed Skaab", SKAAB, "creature", power=3, toughness=2)),
                  ("Dave", permanent("Nissa's Chosen", NISSAS_CHOSEN, "creature", power=2, toughness=3)),
                  choices={"Dave": ["Nissa's Chosen"]})
    assert zone_of(out, "Possessed Skaab")[0]["zone"] == "exile"
    assert zone_of(out, "Nissa's Chosen")[0]["zone"] == "to_library_bottom"
    assert not zone_of(out, "Hill Giant")  # their replacements are their own


@pytest.mark.parametrize(("name", "text", "dave", "alice"), [
    ("Urza's Armor", URZAS_ARMOR, 3, 4),  # any source: Dave's own damage to himself too
    ("Guardian Seraph", SERAPH, 4, 3),  # a source an opponent controls: Dave's spell, for Alice
])
def test_prevent_one_of_each_damage(name: str, text: str, dave: int, alice: int) -> None:
    holder = "Dave" if name == "Urza's Armor" else "Alice"
    out = resolve("Flame Rift deals 4 damage to each player.", (holder, permanent(name, text, "artifact")))
    dealt = {e["player"]: e["amount"] for e in out["steps"][0]["events"]}
    assert (dealt["Dave"], dealt["Alice"], dealt["Bob"]) == (dave, alice, 4)
    assert out["life"]["Dave"] == 20 - dave and out["life"]["Alice"] == 20 - alice
    replaced = next(r for e in out["steps"][0]["events"] for r in e.get("replaced", []))
    assert replaced["rules"] == ["615.1a"] and (replaced["amount"], replaced["now"]) == (4, 3)


def test_a_red_source_sphere_needs_the_sources_colour() -> None:
    with pytest.raises(BotError) as err:
        resolve("Flame Rift deals 4 damage to each player.", ("Dave", permanent("Sphere of Law", SPHERE_OF_LAW,
                                                                               "enchantment", colors=["white"])))
    assert err.value.code == "unsupported_effect"
    assert "Sphere of Law" in str(err.value.message)


@pytest.mark.parametrize(("name", "text", "bears"), [
    ("Goldnight Castigator", CASTIGATOR, 2),  # only to you
    ("Dictate of the Twin Gods", DICTATE, 4),  # any permanent or player
])
def test_damage_doubled(name: str, text: str, bears: int) -> None:
    out = resolve("Pyroclasm deals 2 damage to each creature and each player.",
                  ("Dave", permanent(name, text, "enchantment", colors=["red"])))
    life = out["life"]
    assert life["Dave"] == 16 and life["Bob"] == (16 if name == "Dictate of the Twin Gods" else 18)
    damage = {o: e["amount"] for s in out["steps"] for e in s["events"] if e["action"] == "damage"
              for o in e["objects"]}
    assert damage["Grizzly Bears"] == bears


def test_two_replacements_on_one_damage_event_are_ordered_by_the_affected_player() -> None:
    both = (("Dave", permanent("Urza's Armor", URZAS_ARMOR, "artifact")),
            ("Dave", permanent("Goldnight Castigator", CASTIGATOR, "creature", power=4, toughness=9)))
    with pytest.raises(BotError) as err:
        resolve("Flame Rift deals 4 damage to each player.", *both)
    assert err.value.code == "choice_needed" and err.value.field == "replacement_order"
    out = resolve("Flame Rift deals 4 damage to each player.", *both,
                  replacement_order=["Urza's Armor", "Goldnight Castigator"])
    assert out["life"]["Dave"] == 14  # (4 - 1) × 2
    out = resolve("Flame Rift deals 4 damage to each player.", *both,
                  replacement_order=["Goldnight Castigator", "Urza's Armor"])
    assert out["life"]["Dave"] == 13  # 4 × 2 - 1
    replaced = next(r for e in out["steps"][0]["events"] if e["player"] == "Dave" for r in e["replaced"])
    assert replaced["chosen_by"] == "Dave" and "616.1" in replaced["rules"]
    assert "Dave chose the order (616.1)" in out["narration"]


def test_two_exiles_of_one_card_give_the_same_outcome_and_ask_nothing() -> None:
    out = resolve("Each opponent discards a card.", ("Dave", permanent("Leyline of the Void", LEYLINE)),
                  ("Dave", permanent("Rest in Peace", REST_IN_PEACE, colors=["white"])))
    assert zone_of(out, "Opt")[0]["zone"] == "exile"


def test_life_gain_doubled_or_none() -> None:
    out = resolve("Target player gains 3 life.", ("Alice", permanent("Alhammarret's Archive", ARCHIVE, "artifact")),
                  target="Alice")
    (gain,) = out["steps"][0]["events"]
    assert (gain["amount"], out["life"]["Alice"]) == (6, 26)
    out = resolve("Each player gains 2 life.", ("Bob", permanent("Sulfuric Vortex", VORTEX, colors=["red"])))
    assert out["life"] == {"Alice": 20, "Bob": 20, "Carol": 3, "Dave": 20}
    assert "Replaced: Dave gains 0 life instead of 2" in out["narration"]


@pytest.mark.parametrize(("text", "effect"), [(THOUGHT_REFLECTION, "Each player draws a card."),
                                               (LICH, "Each player gains 2 life.")])
def test_a_replaced_draw_or_a_draw_instead_is_refused(text: str, effect: str) -> None:
    with pytest.raises(BotError) as err:
        resolve(effect, ("Dave", permanent("Thought Reflection", text, colors=["blue"])))
    assert err.value.code == "unsupported_effect"


def test_the_card_database_gives_a_named_permanents_text() -> None:
    def lookup(name: str) -> CardText | None:
        return CardText("Leyline of the Void", LEYLINE, type_line="Enchantment") if name == "Leyline of the Void" \
            else None
    data = board()
    data["players"][3]["battlefield"].append("Leyline of the Void (enchantment)")
    data["effect"] = "Each player sacrifices a creature."
    out = resolve_text(json.dumps(data), None, card_lookup=lookup)
    assert zone_of(out, "Grizzly Bears")[0]["sources"] == ["Leyline of the Void"]


def test_an_unread_replacement_on_the_board_is_warned_not_dropped() -> None:
    out = resolve("Each player sacrifices a creature.",
                  ("Dave", permanent("Immortal Coil", "If damage would be dealt to you, prevent that damage. Exile a "
                                                      "card from your graveyard for each 1 damage prevented this "
                                                      "way.", "artifact")))
    assert any("Immortal Coil" in w and "614.1a" in w for w in out["warnings"])


def test_printed_spanish_on_the_board_and_spanish_narration() -> None:
    out = resolve("Cada jugador gana 3 vidas.",
                  ("Alice", permanent("Reflejo de bendición", "Si fueras a ganar vidas, en vez de eso, ganas el doble "
                                                              "de esa cantidad de vidas.")),
                  lang="es")
    assert out["life"]["Alice"] == 26 and out["life"]["Bob"] == 23
    assert "Reemplazado: Alice gana 6 vidas en vez de 3 — Reflejo de bendición (Alice) (614.1a)" in out["narration"]


@pytest.mark.parametrize(("effect", "name", "text", "says"), [
    ("Cada jugador sacrifica una criatura.", "Leyline del Vacío",
     "Si una carta fuera a ponerse en el cementerio de un oponente desde cualquier lugar, en vez de eso, exíliala.",
     "Reemplazado: Grizzly Bears se exilia en vez de ir a un cementerio (614.6) — Leyline del Vacío (Dave) (614.1a)"),
    ("Grieta de llamas hace 4 puntos de daño a cada jugador.", "Armadura de Urza",
     "Si una fuente fuera a hacerte daño, prevén 1 punto de ese daño.",
     "Reemplazado: el daño de 4 a Dave pasa a ser 3 — Armadura de Urza (Dave) (615.1a)"),
])
def test_printed_spanish_graveyard_and_prevention(effect: str, name: str, text: str, says: str) -> None:
    out = resolve(effect, ("Dave", permanent(name, text, "artifact")), lang="es")
    assert says in out["narration"]


@pytest.mark.parametrize(("effect", "sacrificed"), [
    ("Sacrifice Mogg Fanatic: Mogg Fanatic deals 1 damage to any target.", "Mogg Fanatic"),  # the source, paid first
    ("Sacrifice a creature: You gain 1 life.", "Llanowar Elves"),  # a cost part the engine pays
])
def test_a_cost_sacrifice_is_exiled_by_rest_in_peace(effect: str, sacrificed: str) -> None:
    fanatic = creature("Mogg Fanatic", 1, 1, colors=["red"])
    out = resolve(effect, ("Dave", fanatic), ("Alice", permanent("Rest in Peace", REST_IN_PEACE, colors=["white"])),
                  target="Bob")
    (replaced,) = out["costs"][0]["events"][0]["replaced"]
    assert (replaced["object"], replaced["zone"], replaced["sources"]) == (sacrificed, "exile", ["Rest in Peace"])
    assert f"Replaced: {sacrificed} is exiled instead of being put into a graveyard" in out["narration"]


def test_a_resolving_effects_duration_on_a_permanent_is_warned_not_applied() -> None:
    out = resolve("Each player sacrifices a creature.",
                  ("Dave", permanent("Odd Card", "If a card would be put into your graveyard from anywhere this turn, "
                                                 "exile that card instead.")))
    assert not zone_of(out, "Llanowar Elves") and any("Odd Card" in w for w in out["warnings"])


def test_life_gain_prevented_entirely_is_no_event() -> None:
    out = resolve("Each player gains 2 life.", ("Bob", permanent("Sulfuric Vortex", VORTEX, colors=["red"])))
    assert all(e["no_event"] for e in out["steps"][0]["events"])
    assert "Bob gains 0 life (" not in out["narration"]


def test_card_or_token_reads_both_languages_into_one_record_and_exiles_a_token() -> None:
    from dataclasses import replace as changed

    from bot.apnap.grammar import parse_effect
    from bot.apnap.plan import EventReplacement, plan_of
    from bot.apnap.render import render_plan

    english = "If a card or token would be put into a graveyard from anywhere, exile it instead."  # Rest in Peace
    (en,) = plan_of(parse_effect(english, "en")).steps
    (es,) = plan_of(parse_effect("Si una carta o ficha fuera a ir a un cementerio desde cualquier lugar, en vez de "
                                 "eso, exíliala.", "es")).steps
    assert isinstance(en, EventReplacement) and es == changed(en, text=es.text)
    assert render_plan(plan_of(parse_effect(english, "en"))) == english
    zombie = {"name": "Zombie", "types": ["creature"], "token": True, "power": 2, "toughness": 2, "colors": ["black"]}
    out = resolve("Each player sacrifices a creature.", ("Carol", zombie),
                  ("Dave", permanent("Rest in Peace", english, colors=["white"])))
    assert zone_of(out, "Zombie")[0]["zone"] == "exile"
    out = resolve("Each player sacrifices a creature.", ("Carol", zombie), ("Dave", permanent("Leyline of the Void",
                                                                                              LEYLINE)))
    assert not zone_of(out, "Zombie") and zone_of(out, "Hill Giant")  # "a card": a token is no card (111.1)


@pytest.mark.parametrize(("card", "type_line", "alice"), [
    ("Lightning Bolt", "Instant", 17),  # an instant is no creature: Orbs of Warding prevents nothing
    ("Prodigal Pyromancer", "Creature — Human Wizard", 18),  # a creature's ability: 1 of it prevented
])
def test_a_creature_source_is_decided_by_the_cards_type_line(card: str, type_line: str, alice: int) -> None:
    text = "Lightning Bolt deals 3 damage to any target." if card == "Lightning Bolt" else \
        "{T}: Prodigal Pyromancer deals 3 damage to any target."

    def lookup(name: str) -> CardText | None:
        return CardText(card, text, type_line=type_line) if name == card else None
    data = board(target="Alice", card=card)
    data["players"][0]["battlefield"].append(permanent("Orbs of Warding", "If a creature would deal damage to you, "
                                                       "prevent 1 of that damage.", "artifact"))
    out = resolve_text(json.dumps(data), None, card_lookup=lookup)
    assert out["life"]["Alice"] == alice


@pytest.mark.parametrize(("text", "spanish"), [
    ("Creatures your opponents control enter the battlefield tapped.",  # Imposing Sovereign, Urabrask the Hidden
     "Las criaturas que controlan tus oponentes entran al campo de batalla giradas."),
    ("Permanents your opponents control enter the battlefield tapped.",  # Frozen Aether
     "Los permanentes que controlan tus oponentes entran al campo de batalla girados."),
])
def test_opponents_permanents_enter_tapped(text: str, spanish: str) -> None:
    from bot.apnap.grammar import parse_effect
    from bot.apnap.plan import plan_of
    from bot.apnap.render import render_plan

    plan = plan_of(parse_effect(text, "en"))
    assert render_plan(plan) == text and render_plan(plan, "es") == spanish
    out = resolve("Each player creates a 2/2 black Zombie creature token.",
                  ("Alice", permanent("Imposing Sovereign", text, "creature", power=2, toughness=1)))
    events = {e["player"]: e for e in out["steps"][0]["events"]}
    assert [r["rules"] for r in events["Bob"]["replaced"]] == [["614.1d"]]  # "[Objects] enter …" (614.1d; judge 26)
    assert "replaced" not in events["Alice"]  # its controller's own enter untapped
    assert "Replaced: black Zombie creature (Dave) enters the battlefield tapped — Imposing Sovereign (Alice)" in \
        out["narration"]


def test_printed_spanish_enter_tapped_reads_into_the_same_plan() -> None:
    from dataclasses import replace as changed

    from bot.apnap.grammar import parse_effect
    from bot.apnap.plan import plan_of

    (en,) = plan_of(parse_effect("Creatures your opponents control enter the battlefield tapped.", "en")).steps
    (es,) = plan_of(parse_effect("Las criaturas que controlan tus oponentes entran al campo de batalla giradas.",
                                 "es")).steps
    assert es == changed(en, text=es.text)


def test_enter_tapped_of_another_kind_is_refused_not_dropped() -> None:
    from bot.apnap.grammar import parse_effect

    with pytest.raises(BotError):
        parse_effect("Nonbasic lands your opponents control enter the battlefield tapped.", "en")  # Archon of Emeria


def test_the_long_forms_spanish_key_texto() -> None:
    sovereign = {"name": "Imposing Sovereign", "types": ["creature"], "colors": ["white"], "power": 2, "toughness": 1,
                 "texto": "Creatures your opponents control enter the battlefield tapped."}
    out = resolve("Each player returns a creature card from their graveyard to the battlefield.", ("Alice", sovereign))
    assert [r["object"] for e in out["steps"][0]["events"] for r in e.get("replaced", [])] == [
        "Runeclaw Bear", "Elvish Mystic"]  # Alice's own Gray Ogre enters untapped


def test_a_card_exiled_instead_triggers_nothing_that_waits_for_a_graveyard() -> None:
    watcher = creature("Graveyard Watcher", 1, 1, colors=["black"], triggers=[
        {"when": "a card is put into an opponent's graveyard from anywhere", "text": "you gain 1 life"}])
    out = resolve("Each opponent discards a card.", ("Dave", watcher),
                  ("Dave", permanent("Leyline of the Void", LEYLINE)))
    assert zone_of(out, "Opt") and out["stack"] == []  # 614.6: nothing was put into a graveyard


def test_a_replacement_order_for_a_board_without_two_is_bad_scenario() -> None:
    with pytest.raises(BotError) as err:
        resolve("Each player sacrifices a creature.", ("Dave", permanent("Leyline of the Void", LEYLINE)),
                replacement_order=["Leyline of the Void"])
    assert err.value.code == "bad_scenario"
