"""Prevention and redirection statics of permanents on the board applied to the damage a resolution deals (615.1a,
614.9; bot/apnap/board_shields.py, engine/redirecting.py), with real cards' Oracle text on the standard board
(Alice, Bob, Carol with 3 life, Dave; Bob is active, Dave controls the effect). Before session 22 each of these
statics was only named in ``warnings`` and the damage went through."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board, creature
from tests.apnap.test_board_replacements import permanent, resolve

GLACIAL_CHASM = "Prevent all damage that would be dealt to you."  # also Solitary Confinement's
MARK_OF_ASYLUM = "Prevent all noncombat damage that would be dealt to creatures you control."
CHAMPION_LANCER = "Prevent all damage that would be dealt to Champion Lancer by creatures."
THE_WANDERER = "Prevent all noncombat damage that would be dealt to you and other permanents you control."
EMPYRIAL_ARCHANGEL = "Flying, shroud\nAll damage that would be dealt to you is dealt to Empyrial Archangel instead."
PROTECTOR = "Vigilance\nAll damage that would be dealt to you is dealt to Protector of the Crown instead."
CHARM_SCHOOL = "Prevent all damage that would be dealt to you by sources of the chosen color."
IROAS = "Prevent all damage that would be dealt to attacking creatures you control."


def events(out: dict[str, Any]) -> list[tuple[str, int | None, list[str]]]:
    return [(e["player"], e.get("amount"), [o if isinstance(o, str) else o["name"] for o in e.get("objects", [])])
            for s in out["steps"] for e in s["events"] if e["action"] == "damage"]


def test_glacial_chasm_prevents_a_bolt_to_its_controller_and_nothing_else() -> None:
    out = resolve("Lightning Bolt deals 3 damage to any target.", ("Dave", permanent("Glacial Chasm", GLACIAL_CHASM,
                                                                                     "land")), target="Dave")
    assert events(out) == [("Dave", 0, [])] and out["life"]["Dave"] == 20 and not out["warnings"]
    (entry,) = out["steps"][0]["events"][0]["replaced"]
    assert (entry["sources"], entry["rules"], entry["amount"], entry["now"]) == (["Glacial Chasm"], ["615.1a"], 3, 0)
    assert "615.1a" in out["citations"]
    other = resolve("Lightning Bolt deals 3 damage to any target.", ("Dave", permanent("Glacial Chasm", GLACIAL_CHASM,
                                                                                       "land")), target="Alice")
    assert other["life"]["Alice"] == 17 and "replaced" not in other["steps"][0]["events"][0]


def test_mark_of_asylum_shields_only_its_controllers_creatures() -> None:
    out = resolve("Pestilence deals 1 damage to each creature.", ("Dave", permanent("Mark of Asylum", MARK_OF_ASYLUM)))
    hit = {name for _, amount, names in events(out) if amount for name in names}
    assert hit == {"Grizzly Bears", "Serra Angel", "Hill Giant"}
    assert {r["object"] for s in out["steps"] for e in s["events"] for r in e.get("replaced", [])} == {
        "Llanowar Elves", "Craw Wurm"}


def test_the_wanderer_shields_its_controller_and_its_other_permanents() -> None:
    out = resolve("Flame Rift deals 4 damage to each player.",
                  ("Dave", permanent("The Wanderer", THE_WANDERER, "planeswalker")))
    assert out["life"]["Dave"] == 20 and out["life"]["Alice"] == 16


@pytest.mark.parametrize(("card", "type_line", "prevented"), [
    ("Prodigal Pyromancer", "Creature — Human Wizard", True),  # a creature's ability: damage by a creature
    ("Lightning Bolt", "Instant", False),  # an instant is no creature
])
def test_champion_lancer_prevents_damage_by_creatures_only(card: str, type_line: str, prevented: bool) -> None:
    lancer = {**creature("Champion Lancer", 3, 3, colors=["white"]), "text": CHAMPION_LANCER}
    data = board(target="Champion Lancer", card=card, Alice={"battlefield": [lancer]})
    looked = CardText(card, f"{card} deals 3 damage to any target.", type_line=type_line, mana_cost="{R}")
    out = resolve_text(json.dumps(data), "en", card_lookup=lambda name: looked)
    assert events(out) == [("Alice", 0 if prevented else 3, ["Champion Lancer"])]


def test_empyrial_archangel_takes_the_damage_dealt_to_its_controller() -> None:
    angel = {**creature("Empyrial Archangel", 5, 8, colors=["green", "white", "blue"]), "text": EMPYRIAL_ARCHANGEL}
    out = resolve("Lightning Bolt deals 3 damage to any target.", ("Dave", angel), target="Dave")
    assert events(out) == [("Dave", 3, ["Empyrial Archangel"])] and out["life"]["Dave"] == 20
    (entry,) = out["steps"][0]["events"][0]["replaced"]
    assert (entry["redirected_from"], entry["redirected_to"], entry["rules"]) == ("Dave", "Empyrial Archangel",
                                                                                  ["614.1a", "614.9"])
    assert "614.9" in out["citations"]
    assert "Replaced: the 3 damage to Dave is dealt to Empyrial Archangel instead" in out["narration"]
    es = resolve("Lightning Bolt deals 3 damage to any target.", ("Dave", angel), target="Dave", lang="es")
    assert "Reemplazado: el daño de 3 a Dave se le hace a Empyrial Archangel en su lugar" in es["narration"]


def test_redirected_lethal_damage_destroys_the_protector() -> None:
    protector = {**creature("Protector of the Crown", 4, 5, colors=["white"]), "text": PROTECTOR}
    out = resolve("Lava Axe deals 5 damage to target player.", ("Dave", protector), target="Dave")
    assert out["life"]["Dave"] == 20 and "120.3e" in out["citations"]
    assert out["state_based_actions"] == [{"player": "Dave", "event": "dies", "rules": ["704.5g"],
                                           "object": "Protector of the Crown"}]


def test_a_chosen_colour_nobody_gave_stays_a_warning_never_applied_wrongly() -> None:
    out = resolve("Lightning Bolt deals 3 damage to any target.", ("Dave", permanent("Charm School", CHARM_SCHOOL)),
                  target="Dave")
    assert out["life"]["Dave"] == 17 and any("Charm School" in w for w in out["warnings"])


def test_an_attacking_kind_stays_a_warning() -> None:
    iroas = {**creature("Iroas, God of Victory", 7, 4, colors=["red", "white"]), "text": IROAS}
    out = resolve("Pestilence deals 1 damage to each creature.", ("Dave", iroas))
    assert any("Iroas" in w for w in out["warnings"])


def test_a_redirection_with_another_prevention_on_the_event_is_refused() -> None:
    angel = {**creature("Empyrial Archangel", 5, 8, colors=["green", "white", "blue"]), "text": EMPYRIAL_ARCHANGEL}
    with pytest.raises(BotError) as err:
        resolve("Lightning Bolt deals 3 damage to any target.", ("Dave", angel),
                ("Dave", permanent("Glacial Chasm", GLACIAL_CHASM, "land")), target="Dave")
    assert err.value.key == "apnap.replace.error.redirect_several" and "Empyrial Archangel" in err.value.text("en")


def test_printed_spanish_prevention_on_the_board() -> None:
    out = resolve("Grieta de llamas hace 4 puntos de daño a cada jugador.",
                  ("Dave", permanent("Sima glacial", "Previene todo el daño que se te fuera a hacer.", "land")),
                  lang="es")
    assert out["life"]["Dave"] == 20 and out["life"]["Alice"] == 16
    assert "Reemplazado: el daño de 4 a Dave pasa a ser 0 — Sima glacial (Dave) (615.1a)" in out["narration"]


SAFE_PASSAGE = "Prevent all damage that would be dealt to you and creatures you control this turn."


def test_an_earlier_resolutions_prevention_applies_to_this_effects_damage() -> None:
    """611.2a: Safe Passage resolved earlier this turn (the scenario's ``earlier_effects``) still prevents the damage
    Pestilence deals to Alice and her creatures; the others are dealt it."""
    earlier = [{"source": "Safe Passage", "controller": "Alice", "text": SAFE_PASSAGE}]
    out = resolve("Pestilence deals 1 damage to each creature and each player.", earlier_effects=earlier)
    assert (out["life"]["Alice"], out["life"]["Bob"]) == (20, 19)
    assert {r["object"] for s in out["steps"] for e in s["events"] for r in e.get("replaced", []) if "object" in r} \
        == {"Grizzly Bears", "Serra Angel"}
    assert "Replaced: the 1 damage to Alice becomes 0 — Safe Passage (Alice) (615.1a)" in out["narration"]


def test_an_earlier_effect_in_printed_spanish_and_spanish_narration() -> None:
    earlier = [{"source": "Paso seguro", "controller": "Dave",
                "text": "Prevén todo el daño que se te fuera a hacer este turno."}]
    out = resolve("Grieta de llamas hace 4 puntos de daño a cada jugador.", earlier_effects=earlier, lang="es")
    assert (out["life"]["Dave"], out["life"]["Alice"]) == (20, 16)
    assert "Reemplazado: el daño de 4 a Dave pasa a ser 0 — Paso seguro (Dave) (615.1a)" in out["narration"]


@pytest.mark.parametrize(("source", "text"), [
    ("Healing Salve", "Prevent the next 3 damage that would be dealt to any target this turn."),  # a shield used up
    ("Dawn Charm", "Prevent all combat damage that would be dealt this turn. Draw a card."),  # not all a prevention
    ("Glittering Lion", "Prevent all damage that would be dealt to Glittering Lion this turn."),  # no such permanent
])
def test_an_earlier_effect_the_engine_cannot_apply_is_refused_never_dropped(source: str, text: str) -> None:
    with pytest.raises(BotError) as err:
        resolve("Flame Rift deals 4 damage to each player.",
                earlier_effects=[{"source": source, "controller": "Dave", "text": text}])
    assert (err.value.code, err.value.key) == ("unsupported_effect", "apnap.replace.error.earlier_unread")
    assert source in err.value.text("es")


def test_an_earlier_effect_naming_a_permanent_that_is_there_applies_to_it() -> None:
    earlier = [{"source": "Llanowar Elves", "controller": "Dave",
                "text": "Prevent all damage that would be dealt to Llanowar Elves this turn."}]
    out = resolve("Pestilence deals 1 damage to each creature.", earlier_effects=earlier)
    assert out["state_based_actions"] == []  # the Elves (1/1) are dealt no damage


LEYLINE_OF_PUNISHMENT = "If Leyline of Punishment is in your opening hand, you may begin the game with it on the " \
    "battlefield.\nPlayers can't gain life.\nDamage can't be prevented."


@pytest.mark.parametrize(("effect", "placed"), [
    # 615.12: this effect said it first
    ("Damage can't be prevented this turn. Flame Rift deals 4 damage to each player.", ()),
    # a permanent's static says it (Leyline of Punishment)
    ("Flame Rift deals 4 damage to each player.",
     (("Bob", permanent("Leyline of Punishment", LEYLINE_OF_PUNISHMENT, colors=["red"])),)),
])
def test_damage_that_cant_be_prevented_is_not_prevented_by_the_board(effect: str, placed: tuple[Any, ...]) -> None:
    out = resolve(effect, ("Dave", permanent("Glacial Chasm", GLACIAL_CHASM, "land")), *placed)
    assert out["life"]["Dave"] == 16 and "615.12" in out["citations"]
    assert not any(e.get("replaced") for s in out["steps"] for e in s["events"])


COMBUST = {"en": "This spell can't be countered.\nCombust deals 5 damage to target white or blue creature. The damage "
                 "can't be prevented.",
           # its damage paragraph, the target's colours left out ("blanca o azul" after "objetivo" is not read yet)
           "es": "Combustión hace 5 puntos de daño a la criatura objetivo. El daño no puede prevenirse."}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_damage_cant_be_prevented_after_the_damage_is_that_damage(lang: str) -> None:
    """615.12, 608.2c: Combust's "The damage can't be prevented." is about the damage it has just dealt: a prevention
    static on the board prevents none of it (printed Spanish "El daño no puede prevenirse." the same)."""
    shield = ("Alice", permanent("Mark of Asylum", MARK_OF_ASYLUM, colors=["white"]))
    out = resolve(COMBUST[lang], shield, target="Serra Angel", lang=lang)
    assert out["state_based_actions"][0]["object"] == "Serra Angel" and "615.12" in out["citations"]
    assert not any(e.get("replaced") for s in out["steps"] for e in s["events"])


def test_the_damage_with_no_damage_before_it_is_refused() -> None:
    with pytest.raises(BotError) as err:
        resolve("The damage can't be prevented.")
    assert err.value.code == "unsupported_effect"
