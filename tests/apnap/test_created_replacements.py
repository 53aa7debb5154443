"""Replacement and prevention effects a resolving ability creates (611.2a, 614.1a, 615.1a), with real cards' text, on
the standard board (Alice, Bob, Carol, Dave; Bob is active, Dave controls).

Such an effect is reported as created — what it watches for, what happens instead, for this turn — and it applies to
what the same effect does after it and to the state-based actions after the resolution: Flaying Tendrils' creatures
that would die are exiled instead; a Goblin Goliath's doubled damage is dealt doubled. Prevention said with whose
damage before the verb ("Prevent all damage that Goblin Furrier would deal to snow creatures") is the same typed
record as the "… that would be dealt by …" wording, in English and printed Spanish.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import EventReplacement, plan_of
from bot.apnap.plan.shields import Prevention
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board, card_text

FLAYING_TENDRILS = ("Devoid (This card has no color.)\nAll creatures get -2/-2 until end of turn. If a creature would "
                    "die this turn, exile it instead.")
GOBLIN_GOLIATH = ("When Goblin Goliath enters the battlefield, create a number of 1/1 red Goblin creature tokens equal "
                  "to the number of opponents you have.\n{3}{R}, {T}: If a source you control would deal damage to an "
                  "opponent this turn, it deals double that damage to that player instead.")
ANGEL_OF_GRACE = ("Flash\nFlying\nWhen Angel of Grace enters the battlefield, until end of turn, damage that would "
                  "reduce your life total to less than 1 reduces it to 1 instead.\n{4}{W}{W}, Exile Angel of Grace "
                  "from your graveyard: Your life total becomes 10.")


def real(card: str, text: str, lang: str | None = None, **changes: Any) -> dict[str, Any]:
    data = board(**changes)
    data["card"] = card
    return resolve_text(json.dumps(data), lang, card_lookup=lambda name: card_text(card, text))


def pasted(text: str, lang: str | None = None) -> dict[str, Any]:
    data = board()
    data["card"] = "Test Card"
    return resolve_text(json.dumps(data), lang, card_lookup=lambda name: CardText("Test Card", text, "en", "Sorcery"))


def one_step(text: str, lang: str = "en") -> Any:
    (step,) = plan_of(parse_effect(text, lang)).steps
    return step


# ------------------------------------------------------------------ created, then applied in the same resolution
def test_flaying_tendrils_creatures_that_would_die_are_exiled_instead() -> None:
    out = real("Flaying Tendrils", FLAYING_TENDRILS)
    (event,) = out["steps"][1]["events"]
    assert (event["act"], event["duration"], event["created"]) == ("dies_exile", "this_turn", True)
    exiled = {(s["object"], s["event"], s["replaced_by"]) for s in out["state_based_actions"]}
    assert exiled == {("Grizzly Bears", "exiled_instead", "Flaying Tendrils"),
                      ("Llanowar Elves", "exiled_instead", "Flaying Tendrils")}
    assert all("614.1a" in s["rules"] for s in out["state_based_actions"])
    assert "611.2a" in out["steps"][1]["citations"]


def test_flaying_tendrils_in_spanish() -> None:
    out = real("Flaying Tendrils", FLAYING_TENDRILS, "es")
    assert "Si una criatura fuera a morir este turno" in out["narration"]
    assert len(out["state_based_actions"]) == 2


def test_doubled_damage_after_the_replacement_is_dealt_doubled() -> None:
    out = pasted("If a source you control would deal damage to an opponent this turn, it deals double that damage to "
                 "that player instead. Test Card deals 3 damage to each opponent.")
    assert out["steps"][0]["events"][0]["created"] is True
    damage = {e["player"]: e["amount"] for e in out["steps"][1]["events"] if e["action"] == "damage"}
    assert damage == {"Alice": 6, "Bob": 6, "Carol": 6}
    assert all(e["replaced"][0]["sources"] == ["Test Card"] for e in out["steps"][1]["events"]
               if e["action"] == "damage")
    assert "3 damage to Bob becomes 6" in out["narration"]


def test_goblin_goliaths_ability_is_created_for_this_turn() -> None:
    data = board()
    data["card"], data["ability"] = "Goblin Goliath", 2
    out = resolve_text(json.dumps(data), None, card_lookup=lambda name: card_text("Goblin Goliath", GOBLIN_GOLIATH))
    (event,) = out["steps"][0]["events"]
    assert (event["act"], event["duration"], event["to"], event["created"]) == \
        ("deal_damage_double", "this_turn", "an opponent", True)
    assert "611.2a" in out["steps"][0]["citations"]


def test_angel_of_grace_until_end_of_turn() -> None:
    step = one_step("Until end of turn, damage that would reduce your life total to less than 1 reduces it to 1 "
                    "instead.")
    assert isinstance(step, EventReplacement) and (step.event, step.amount, step.duration) == \
        ("life_reduced", 1, "this_turn")
    data = board()
    data["card"], data["ability"] = "Angel of Grace", 1
    out = resolve_text(json.dumps(data), None, card_lookup=lambda name: card_text("Angel of Grace", ANGEL_OF_GRACE))
    assert out["steps"][0]["events"][0]["duration"] == "this_turn"
    assert render_plan(plan_of(parse_effect(step.text, "en")), "es").startswith("Hasta el final del turno, el daño")


@pytest.mark.parametrize(("text", "duration"), [
    ("If a creature would die this turn, exile it instead.", "this_turn"),
    # Insult
    ("If a source you control would deal damage this turn, it deals double that damage instead.", "this_turn"),
    ("If any source you control would deal damage to a permanent or player this turn, it deals double that damage to "
     "that permanent or player instead.", "this_turn"),  # Quest for Pure Flame
    ("Until end of turn, if you would gain life, you gain twice that much life instead.", "this_turn"),
    ("If a creature would die, exile it instead.", "static"),
])
def test_the_duration_is_read_and_said_back(text: str, duration: str) -> None:
    step = one_step(text)
    assert isinstance(step, EventReplacement) and step.duration == duration
    said = render_plan(plan_of(parse_effect(text, "en")))
    assert one_step(said) == replace(step, text=one_step(said).text)  # said back, it reads into the same plan
    assert one_step(render_plan(plan_of(parse_effect(text, "en")), "es"), "es") == replace(
        step, text=one_step(render_plan(plan_of(parse_effect(text, "en")), "es"), "es").text)


def test_a_static_replacement_still_refuses_what_follows() -> None:
    """A replacement for as long as its source is there, then an instruction: what follows is the replacement's."""
    with pytest.raises(BotError):
        parse_effect("If a source would deal damage to you, prevent 1 of that damage. Test Card deals 3 damage to "
                     "each player.", "en")


# ------------------------------------------------------------------------- whose damage, said before the verb
@pytest.mark.parametrize(("text", "by", "to", "duration"), [
    ("Prevent all damage that this permanent would deal to snow creatures.", "source", "kind", "static"),  # Furrier
    ("Prevent all damage that creatures would deal to players this turn.", "kind", "players", "this_turn"),  # Blur
    ("Prevent all combat damage blue creatures and black creatures would deal this turn.", "kind", "", "this_turn"),
    ("Prevent all combat damage that would be dealt to players this turn.", "", "players", "this_turn"),  # Hearth
])
def test_prevention_whose_damage_first(text: str, by: str, to: str, duration: str) -> None:
    step = one_step(text)
    assert isinstance(step, Prevention) and (step.by, step.to, step.duration) == (by, to, duration)


def test_either_colour_is_one_kind() -> None:
    step = one_step("Prevent all combat damage blue creatures and black creatures would deal this turn.")
    assert step.by_objects.colors == frozenset({"blue", "black"}) and step.combat
    with pytest.raises(BotError):  # two kinds that differ in more than colour: not read as one
        parse_effect("Prevent all damage that white creatures and red artifacts would deal this turn.", "en")


def test_goblin_furrier_names_the_snow_creatures_and_itself() -> None:
    out = real("Goblin Furrier", "Prevent all damage that Goblin Furrier would deal to snow creatures.")
    (event,) = out["steps"][0]["events"]
    assert event["change"] == "prevent" and event["sources"] == ["Goblin Furrier"]


def test_defend_the_hearth_protects_every_player() -> None:
    out = real("Defend the Hearth", "Prevent all combat damage that would be dealt to players this turn.")
    (event,) = out["steps"][0]["events"]
    assert set(event["objects"]) == {"Alice", "Bob", "Carol", "Dave"} and event["combat"] is True
    assert "dealt to Alice, Bob, Carol and Dave is prevented" in out["narration"]
    spanish = real("Defend the Hearth", "Prevent all combat damage that would be dealt to players this turn.", "es")
    assert "a los jugadores este turno" in spanish["narration"]


def test_chameleon_blur_by_creatures_to_players() -> None:
    out = real("Chameleon Blur", "Prevent all damage that creatures would deal to players this turn.")
    (event,) = out["steps"][0]["events"]
    assert event["sources_kind"] == "creatures" and event["duration"] == "this_turn"


# -------------------------------------------------------------------------- printed Spanish: the same plan
@pytest.mark.parametrize(("spanish", "english"), [
    ("Si una fuente que controlas fuera a hacer daño a un oponente este turno, en su lugar, hace el doble de ese daño "
     "a ese jugador.",
     "If a source you control would deal damage to an opponent this turn, it deals double that damage to that player "
     "instead."),
    ("Si una criatura fuera a morir este turno, en vez de eso, exíliala.",
     "If a creature would die this turn, exile it instead."),
    ("Hasta el final del turno, el daño que fuera a reducir tu total de vidas a menos de 1, en vez de eso, lo reduce "
     "a 1.", "Until end of turn, damage that would reduce your life total to less than 1 reduces it to 1 instead."),
    ("Previene todo el daño que este permanente fuera a hacer a criaturas nevadas.",
     "Prevent all damage that this permanent would deal to snow creatures."),
    ("Previene todo el daño que las criaturas fueran a hacer a los jugadores este turno.",
     "Prevent all damage that creatures would deal to players this turn."),
    ("Previene todo el daño de combate que las criaturas azules y las criaturas negras fueran a hacer este turno.",
     "Prevent all combat damage blue creatures and black creatures would deal this turn."),
    ("Previene todo el daño de combate que se fuera a hacer a los jugadores este turno.",
     "Prevent all combat damage that would be dealt to players this turn."),
    ("Previene todo el daño que la criatura objetivo fuera a hacer este turno.",
     "Prevent all damage target creature would deal this turn."),
])
def test_printed_spanish_reads_into_the_same_plan(spanish: str, english: str) -> None:
    es, en = one_step(spanish, "es"), one_step(english)
    assert es == replace(en, text=es.text)


# -------------------------------------------------------------------- that many counters on the source instead
@pytest.mark.parametrize(("card", "text", "to", "counter"), [
    ("Phytohydra", "If damage would be dealt to Phytohydra, put that many +1/+1 counters on it instead.", "source",
     "+1/+1"),
    ("Lichenthrope", "If damage would be dealt to Lichenthrope, put that many -1/-1 counters on it instead.", "source",
     "-1/-1"),
    ("Delaying Shield", "If damage would be dealt to you, put that many delay counters on Delaying Shield instead.",
     "you", "delay"),
])
def test_counters_instead_of_damage(card: str, text: str, to: str, counter: str) -> None:
    out = real(card, text)
    (event,) = out["steps"][0]["events"]
    assert (event["act"], event["counter"], event["duration"]) == ("dealt_damage_counters", counter, "static")
    assert f"that many {counter} counters are put on this permanent instead" in out["narration"]
    assert {"614.1a", "122.1"} <= set(out["steps"][0]["citations"])
    step = one_step(text.replace(card, "this permanent"))
    assert (step.to, step.modify, step.counter) == (to, "counters", counter)


def test_counters_instead_in_printed_spanish() -> None:
    es = one_step("Si se le fuera a hacer daño a este permanente, en vez de eso, pon esa cantidad de contadores +1/+1 "
                  "sobre ella.", "es")
    en = one_step("If damage would be dealt to this permanent, put that many +1/+1 counters on it instead.")
    assert es == replace(en, text=es.text)
    out = real("Phytohydra", "If damage would be dealt to Phytohydra, put that many +1/+1 counters on it instead.",
               "es")
    assert "esa cantidad de contadores +1/+1" in out["narration"]


def test_counters_on_it_after_damage_to_you_is_refused() -> None:
    """"… dealt to you, put that many counters on it": "it" names no permanent here — refused, never guessed."""
    with pytest.raises(BotError):
        parse_effect("If damage would be dealt to you, put that many delay counters on it instead.", "en")
    with pytest.raises(BotError):  # a source's damage put as counters: not read
        parse_effect("If a source would deal damage to you, put that many delay counters on this permanent instead.",
                     "en")


def test_a_board_permanent_whose_damage_becomes_counters_is_refused_not_dealt() -> None:
    hydra = {"name": "Phytohydra", "types": ["creature"], "power": 1, "toughness": 1,
             "text": "If damage would be dealt to Phytohydra, put that many +1/+1 counters on it instead."}
    data = board(Dave={"battlefield": ["Llanowar Elves (creature)", hydra]})
    data["effect"] = "Test Card deals 2 damage to each creature."
    with pytest.raises(BotError) as raised:
        resolve_text(json.dumps(data))
    assert "Phytohydra" in raised.value.text("en")
