"""The facts the engine used to read again from words are typed before it runs (issue 22: text -> parse tree ->
typed plan -> engine; tests/architecture/test_engine_reads_no_text.py).

Three families moved: a step's own object target words (``Step.object_target_words``, counted by the plan builder,
engine/target_words.py reads the number: each word its own object, 115.3, 601.2c), and the resolving ability's trigger
condition (``Scenario.trigger``, trigger_facts.py: "that player" after "deals combat damage to a player" is a defending
player, 506.2, 510.1b; "When <this> leaves the battlefield" means the source is gone, 603.10a; "At the beginning of
your upkeep" is its controller's turn, 503.1a). English and printed Spanish give the same values: printed Spanish says
"haga daño de combate" (subjunctive after "siempre que"), which the engine's own pattern knew only as "hace", so the
player dealt the damage was taken to be the active player, the one who attacks. And an Aura's enchant abilities
(``Scenario.enchant``, ``GameObject.enchant``: grammar/printed_object.py, 702.5a, 303.4a), whose Spanish kind
("Encantar tierra") was never read.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.grammar.printed_object import enchant_abilities
from bot.apnap.model import GameObject
from bot.apnap.oracle import CardText
from bot.apnap.plan import plan_of
from bot.apnap.trigger_facts import NO_TRIGGER, trigger_facts
from bot.errors import BotError
from tests.apnap.corpus import board


def _words(text: str) -> list[int]:
    return [step.object_target_words for step in plan_of(parse_effect(text)).steps]


@pytest.mark.parametrize(("english", "spanish", "words"), [
    ("Destroy target creature.", "Destruye la criatura objetivo.", [1]),
    ("Attach target Equipment you control to target creature you control.",
     "Anexa el Equipo objetivo que controlas a la criatura objetivo que controlas.", [2]),
    ("Target creature gets +2/+0 until end of turn. Another target creature gets -2/-0 until end of turn.",
     "La criatura objetivo obtiene +2/+0 hasta el final del turno. Otra criatura objetivo obtiene -2/-0 hasta el final "
     "del turno.", [1, 1]),
])
def test_the_plan_counts_each_steps_own_object_target_words(english: str, spanish: str, words: list[int]) -> None:
    assert _words(english) == _words(spanish) == words


def test_a_target_player_is_no_object_target_word() -> None:
    assert _words("Target player draws two cards.") == _words("El jugador objetivo roba dos cartas.") == [0]


@pytest.mark.parametrize(("english", "spanish", "card", "fields"), [
    ("At the beginning of your upkeep, you lose 1 life.", "Al comienzo de tu mantenimiento, pierdes 1 vida.", None,
     {"your_turn": "upkeep"}),
    ("At the beginning of your end step, draw a card.", "Al comienzo de tu paso final, roba una carta.", None,
     {"your_turn": "step"}),
    ("Whenever enchanted creature deals combat damage to a player, that player sacrifices a land.",
     "Siempre que la criatura encantada haga daño de combate a un jugador, ese jugador sacrifica una tierra.", None,
     {"combat_damage_to_player": True, "by_attached": True, "names_player": True}),
    ("Whenever this creature deals damage to an opponent, that player discards a card.",
     "Siempre que esta criatura haga daño a un oponente, ese jugador descarta una carta.", None,
     {"damage_to_opponent": True, "names_player": True}),
    ("When this creature leaves the battlefield, destroy enchanted creature.",
     "Cuando esta criatura deje el campo de batalla, destruye la criatura encantada.", None, {"leaves_itself": True}),
    ("Whenever an opponent casts a spell, that player loses 1 life.",
     "Siempre que un oponente lance un hechizo, ese jugador pierde 1 vida.", None,
     {"by_opponent": True, "names_player": True}),
    ("At the beginning of each player's upkeep, that player draws a card.",
     "Al comienzo del mantenimiento de cada jugador, ese jugador roba una carta.", None,
     {"names_player": True}),
])
def test_english_and_spanish_conditions_carry_the_same_facts(english: str, spanish: str, card: str | None,
                                                            fields: dict[str, Any]) -> None:
    en, es = trigger_facts(english, None, card), trigger_facts(spanish, None, card)
    for name, value in fields.items():
        assert getattr(en, name) == getattr(es, name) == value, name
    assert {n: getattr(en, n) for n in en.__slots__ if n != "condition"} == {
        n: getattr(es, n) for n in es.__slots__ if n != "condition"}


def test_a_turn_players_trigger_and_another_abilitys_target_player() -> None:
    facts = trigger_facts("At the beginning of each player's upkeep, that player loses 1 life.", None, None)
    assert facts.turn_player and not facts.your_turn
    card = "Target player draws a card.\nWhen this creature leaves the battlefield, that player gains 6 life."
    assert trigger_facts(card, 2, None).others_target_player
    assert trigger_facts("Destroy target creature.", None, None) == NO_TRIGGER


def test_the_source_called_by_its_name_is_this() -> None:
    facts = trigger_facts("When Parallax Dementia leaves the battlefield, destroy enchanted creature.", None,
                          "Parallax Dementia")
    assert facts.leaves_itself
    assert trigger_facts("Whenever Dimir Cutpurse deals combat damage to a player, that player discards a card.",
                         None, "Dimir Cutpurse").own_combat_damage


URGE_ES = ("Encantar criatura\nSiempre que la criatura encantada haga daño de combate a un jugador, ese jugador "
           "sacrifica una tierra.")


def _resolve_es(card: str, type_line: str, text: str, ability: int | None) -> dict[str, Any]:
    data = {**board(4), "card": card, **({"ability": ability} if ability else {})}
    found = CardText(card, text, "es", type_line)
    return resolve_text(json.dumps(data), "es", card_lookup=lambda name: found if name.casefold() == card.casefold()
                        else None)


def test_printed_spanish_combat_damage_names_a_defending_player_never_the_attacking_one() -> None:
    """On Bob's turn Bob attacks (506.2); the player his enchanted creature dealt combat damage to is a defending
    player (510.1b), the board's target Alice: never Bob. Before, "haga daño de combate" was not read and "ese jugador"
    was taken to be the active player, Bob."""
    out = _resolve_es("Impulso destructivo", "Encantamiento — Aura", URGE_ES, 1)
    sacrificed = [e for s in out["steps"] for e in s["events"] if e["action"] == "sacrifice"]
    assert [e["player"] for e in sacrificed] == ["Alice"]
    assert any("jugador atacante" in w for w in out["warnings"])


# ------------------------------------------------------------------ an Aura's enchant abilities (702.5a, 303.4a)
def test_english_and_spanish_enchant_lines_carry_the_same_filters() -> None:
    en = enchant_abilities("Enchant green creature\nEnchanted creature gets +6/+6.")
    es = enchant_abilities("Encantar criatura verde\nLa criatura encantada obtiene +6/+6.")
    assert [(a.allows, a.kind) for a in en] == [(a.allows, a.kind) for a in es]
    assert en[0].kind is not None and en[0].kind.noun == "creature" and en[0].allows.colors == {"green"}
    assert [a.words for a in es] == ["criatura verde"]


def test_a_board_objects_enchant_abilities_follow_its_text() -> None:
    """Typed as the object is made, and again when a copy effect gives it another text (707.2)."""
    aura = GameObject(1, "Wild Growth", "Dave", frozenset({"enchantment"}), text="Enchant land\nEnchanted land …")
    assert [a.words for a in aura.enchant] == ["land"]
    assert replace(aura, text="Flying").enchant == () and GameObject(2, "Bear", "Dave").enchant == ()


def _attached_to_a_creature(card: str, text: str, lang: str) -> BotError:
    data = {**board(4), "card": card, "ability": 1, "attached_to": "Hill Giant"}
    found = CardText(card, text, lang, "Enchantment — Aura")
    with pytest.raises(BotError) as caught:
        resolve_text(json.dumps(data), lang, card_lookup=lambda name: found if name.casefold() == card.casefold()
                     else None)
    return caught.value


def test_printed_spanish_enchant_land_on_a_creature_is_the_scenarios_slip_as_in_english() -> None:
    """"Encantar tierra" on Hill Giant: a creature is no land at all, the board's slip (303.4a), as "Enchant land"
    says in English; before, the Spanish kind was not read and the Aura was said to be on an illegal land."""
    english = _attached_to_a_creature("Wild Growth", "Enchant land\nAt the beginning of your upkeep, you gain 1 life.",
                                      "en")
    spanish = _attached_to_a_creature("Crecimiento salvaje",
                                      "Encantar tierra\nAl comienzo de tu mantenimiento, ganas 1 vida.", "es")
    assert english.key == spanish.key == "apnap.error.attached_kind"


def test_new_targets_for_a_copy_is_no_target_word_in_either_language() -> None:
    """"Choose new targets for the copy", "nuevos objetivos": the noun, no target of the effect (115.1, 707.10c)."""
    english = "Copy target instant or sorcery spell you control. You may choose new targets for the copy."
    spanish = ("Copia el hechizo de instantáneo o de conjuro objetivo que controlas. Puedes elegir nuevos objetivos "
               "para la copia.")
    assert _words(english) == _words(spanish) == [1]


@pytest.mark.parametrize("text", ["This creature enters with two +1/+1 counters on it.",
                                  "Esta criatura entra al campo de batalla con dos contadores +1/+1 sobre ella."])
def test_an_enters_with_replacement_is_typed_on_the_object_in_either_language(text: str) -> None:
    """707.5: a copy of it enters with it too, so its counters are left unknown (engine/copiable.py)."""
    assert GameObject(1, "Walker", "Dave", frozenset({"creature"}), text=text).enters_with
    assert not GameObject(1, "Bear", "Dave", frozenset({"creature"}), text="Trample").enters_with


# ------------------------------------------------------------------ the board's printed mana abilities (605.1a)
@pytest.mark.parametrize(("english", "spanish", "made", "changes"), [
    ("{T}: Add {G}.", "{T}: Agrega {G}.", (frozenset("G"),), False),
    ("{T}: Add {W} or {U}.", "{T}: Agrega {W} o {U}.", (frozenset("WU"),), False),
    ("{T}, Sacrifice this artifact: Add one mana of any color.",
     "{T}, sacrifica este artefacto: Agrega un maná de cualquier color.", (frozenset("WUBRG"),), False),
    ("{T}: Add {G} for each Elf you control.", "{T}: Agrega {G} por cada Elfo que controlas.", None, False),
    ("Each land is a Swamp in addition to its other land types.",
     "Cada tierra es un Pantano además de sus otros tipos de tierra.", (), True),
])
def test_a_permanents_mana_is_typed_on_it_in_either_language(english: str, spanish: str, made: Any,
                                                             changes: bool) -> None:
    en, es = (GameObject(1, "Land", "Dave", frozenset({"land"}), text=t).mana for t in (english, spanish))
    assert en == es and en is not None and (en.made, en.changes_mana) == (made, changes)
    assert GameObject(1, "Forest", "Dave", frozenset({"land"})).mana is None  # no text: its land types only


def _land(name: str, text: str) -> dict[str, Any]:
    return {"name": name, "types": ["land"], "text": text}


@pytest.mark.parametrize("land", [_land("Azorius Chancery", "{T}: Add {W} or {U}."),
                                  _land("Tierra de todos", "{T}: Agrega un maná de cualquier color.")])
def test_a_land_whose_mana_is_now_read_shows_the_payment_the_board_cannot_make(land: dict[str, Any]) -> None:
    """Rith's "you may pay {2}{G}" with a Swamp and one more land (118.3): two mana cannot pay three. Before, "{W} or
    {U}" (read upper-cased, "OR") and printed Spanish "un maná de cualquier color" were not read, the land's mana was
    unknown, and the payment was taken as made."""
    from tests.apnap.test_mana_available import _answers, resolve

    out = resolve("Rith, the Awakener", ability=1, active="Dave", Dave={"battlefield": ["Swamp (basic land)", land]})
    assert _answers(out) == [("Dave", "no")]
