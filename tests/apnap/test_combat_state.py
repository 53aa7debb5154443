"""Combat state a board may state (506-510): who attacks whom, who blocks whom, which attackers are blocked, read
from the long form's object keys or the scenario's ``combat``, and the real card text that needs it ("Destroy
target attacking creature", "target attacking or blocking creature", "Attacking creatures you control get
+2/+0"). Not stated, it is asked (``choice_needed``, field ``combat``), never taken as "nobody attacks"; what the
rules settle without it (only the active player's creatures attack, 506.2, 508.1a) is not asked."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.model import Combat
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board

BOB_ATTACKS_DAVE = {"attacking": {"Hill Giant": "Dave"}}  # Bob is the active player of the standard board


def resolve(effect: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **more)), lang)


def asked(effect: str, **more: Any) -> BotError:
    with pytest.raises(BotError) as info:
        resolve(effect, **more)
    return info.value


@pytest.mark.parametrize("text", ["Destroy target attacking creature.",  # Bright Reprisal
                                  "Destroy target attacking creature. You gain 3 life."])  # Silverstrike
def test_target_attacking_creature(text: str) -> None:
    out = resolve(text, target="Hill Giant", combat=BOB_ATTACKS_DAVE)
    assert out["steps"][0]["events"][0]["objects"] == ["Hill Giant"]
    assert "508.1k" in out["citations"]
    err = asked(text, target="Hill Giant")  # nobody said whether it attacks: asked, with the form to type back
    assert (err.code, err.field) == ("choice_needed", "combat")
    assert err.suggestions == ["combat: {attacking: {Hill Giant: Dave}}"]
    err = asked(text, target="Hill Giant", combat={})  # a combat where nothing attacks: no such target
    assert err.code == "bad_scenario" and err.field == "target"


def test_only_the_active_players_creatures_attack_so_nothing_is_asked() -> None:
    err = asked("Destroy target attacking creature.", target="Craw Wurm")  # Dave's, on Bob's turn (506.2)
    assert err.code == "bad_scenario" and err.field == "target"


@pytest.mark.parametrize("text", ["{T}: Lady Caleria deals 3 damage to target attacking or blocking creature.",
                                  "{1}{W}, Sacrifice Soldier Replica: Soldier Replica deals 3 damage to target "
                                  "attacking or blocking creature."])
def test_attacking_or_blocking(text: str) -> None:
    combat = {**BOB_ATTACKS_DAVE, "blocking": {"Craw Wurm": "Hill Giant"}}
    for target in ("Hill Giant", "Craw Wurm"):
        out = resolve(text, target=target, combat=combat)
        damage = next(s for s in out["steps"] if s["action"] == "damage")
        assert damage["events"][0]["objects"] == [target] and damage["events"][0]["amount"] == 3
    err = asked(text, target="Llanowar Elves", combat=combat)  # Dave's, not blocking
    assert err.field == "target"


def test_attacking_creatures_get_a_bonus() -> None:  # Shipwreck Singer, Nobilis of War
    combat = {"attacking": {"Hill Giant": "Dave"}}
    out = resolve("{1}{B}, {T}: Attacking creatures get -1/-1 until end of turn.", combat=combat)
    event = out["steps"][-1]["events"][0]
    assert (event["objects"], event["pt"], event["duration"]) == (["Hill Giant"], "-1/-1", "this_turn")
    out = resolve("Attacking creatures you control get +2/+0.", controller="Bob", combat=combat)
    assert out["steps"][0]["events"][0]["objects"] == ["Hill Giant"]
    out = resolve("Attacking creatures you control get +2/+0.", controller="Bob", combat={})
    assert out["steps"][0]["events"][0]["objects"] == []
    assert asked("Attacking creatures you control get +2/+0.", controller="Bob").field == "combat"


def test_the_long_form_states_a_role_on_the_object() -> None:
    giant = {"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3, "attacking": "Dave"}
    out = resolve("Destroy target attacking creature.", target="Hill Giant",
                  Bob={"battlefield": [giant, "Mountain (basic land)"]})
    assert out["steps"][0]["events"][0]["objects"] == ["Hill Giant"]


@pytest.mark.parametrize(("combat", "field"), [
    ({"attacking": {"Craw Wurm": "Bob"}}, "combat"),  # Dave's creature on Bob's turn (506.2, 508.1a)
    ({"attacking": {"Hill Giant": "Bob"}}, "combat"),  # the active player is never attacked
    ({"attacking": {"Hill Giant": "Forest"}}, "combat.attacking.Hill Giant"),  # not a planeswalker (508.1b)
    ({"attacking": {"Nobody Here": "Dave"}}, "combat.attacking.Nobody Here"),
    ({"blocking": {"Craw Wurm": "Hill Giant"}}, "combat"),  # blocking what does not attack (509.1a)
    ({"blocked": ["Hill Giant"]}, "combat"),
    ({"attacking": ["Hill Giant"]}, "combat.attacking"),
    ({"surprise": 1}, "combat.surprise"),
])
def test_a_combat_the_rules_forbid_is_a_bad_scenario(combat: dict[str, Any], field: str) -> None:
    err = asked("Destroy target attacking creature.", target="Hill Giant", combat=combat)
    assert (err.code, err.field) == ("bad_scenario", field)


def test_blocked_and_unblocked_follow_509_1h() -> None:
    before = Combat(attacking=((1, "Dave"),))  # declared attackers, no blockers declared yet: neither
    assert before.is_("attacking", 1) and not before.is_("blocked", 1) and not before.is_("unblocked", 1)
    assert before.is_blocked(1) is None
    after = Combat(attacking=((1, "Dave"), (2, "Dave")), blocking=((3, (1,)),))
    assert after.is_("blocked", 1) and after.is_("unblocked", 2) and after.is_("blocking", 3)
    gone = Combat(attacking=((1, "Dave"),), blocked=frozenset({1}), blockers_declared=True)  # its blocker left
    assert gone.is_("blocked", 1) and not gone.is_("unblocked", 1)
    assert after.is_("attacking_or_blocking", 3) and after.is_("nonattacking", 3)


@pytest.mark.parametrize("text", ["Destroy target unblocked creature.",
                                  # Gossamer Chains: the prevention's source must be unblocked (615, 509.1h)
                                  "Prevent all combat damage that would be dealt by target unblocked creature this "
                                  "turn."])
def test_unblocked_before_blockers_are_declared_is_asked(text: str) -> None:
    err = asked(text, target="Hill Giant", combat=BOB_ATTACKS_DAVE)
    assert err.field == "combat" and "blockers_declared: true" in err.suggestions[0]
    out = resolve(text, target="Hill Giant", combat={**BOB_ATTACKS_DAVE, "blockers_declared": True})
    event = out["steps"][0]["events"][0]
    assert ["Hill Giant"] in (event["objects"], event.get("sources"))
    blocked = {**BOB_ATTACKS_DAVE, "blocking": {"Craw Wurm": "Hill Giant"}}
    assert asked(text, target="Hill Giant", combat=blocked).field == "target"


@pytest.mark.parametrize(("text", "back"), [
    ("Destroy target attacking creature.", "Destroy target attacking creature."),
    ("Attacking creatures you control get +2/+0.", "Attacking creatures you control get +2/+0."),
])
def test_the_plan_renders_back(text: str, back: str) -> None:
    assert render_plan(plan_of(parse_effect(text)), "en") == back


def test_quick_mode_takes_the_suggested_combat_in_facts() -> None:
    from bot.apnap import QuickRequest, quick_scenario
    from bot.services.resolve import quick_options

    def quick(facts: str) -> dict[str, Any]:
        request = QuickRequest(players=["Alice", "Bob"], effect="Destroy target attacking creature.",
                               board="Alice: Grizzly Bears (creature); Bob: Hill Giant (creature)",
                               target="Grizzly Bears", controller="Bob", **quick_options({"facts": facts}))
        return resolve_text(json.dumps(quick_scenario(request)))

    with pytest.raises(BotError) as info:
        quick("")
    question = info.value
    assert (question.code, question.field) == ("choice_needed", "combat")
    out = quick(question.suggestions[0])  # the question's own suggestion typed back
    assert out["steps"][0]["events"][0]["objects"] == ["Grizzly Bears"]


@pytest.mark.parametrize(("english", "spanish"), [
    ("Destroy target attacking creature.", "Destruye la criatura atacante objetivo."),
    ("Lady Caleria deals 3 damage to target attacking or blocking creature.",
     "Lady Caleria hace 3 puntos de daño a la criatura atacante o bloqueadora objetivo."),
    ("Attacking creatures you control get +2/+0.", "Las criaturas atacantes que controlas obtienen +2/+0."),
    ("Attacking creatures get -1/-1 until end of turn.",
     "Las criaturas atacantes obtienen -1/-1 hasta el final del turno."),
])
def test_printed_spanish_reads_into_the_same_plan(english: str, spanish: str) -> None:
    en, es = plan_of(parse_effect(english)), plan_of(parse_effect(spanish, "es"))
    assert [type(s).__name__ for s in en.steps] == [type(s).__name__ for s in es.steps]
    assert [getattr(s, "objects", None) for s in en.steps] == [getattr(s, "objects", None) for s in es.steps]
    combat = {**BOB_ATTACKS_DAVE, "blocking": {"Craw Wurm": "Hill Giant"}}
    target = {"target": "Craw Wurm" if "blocking" in english else "Hill Giant"} if "target" in english else {}
    out_en = resolve(english, combat=combat, controller="Bob", **target)
    out_es = resolve(spanish, "es", combat=combat, controller="Bob", **target)
    assert [e["objects"] for s in out_en["steps"] for e in s["events"]] == [
        e["objects"] for s in out_es["steps"] for e in s["events"]] != [[]]


def _with_source(name: str, owner: str = "Bob", **role: Any) -> dict[str, Any]:
    return {owner: {"battlefield": [{"name": name, "types": ["creature"], "power": 1, "toughness": 1, **role},
                                    "Mountain (basic land)"]}}


@pytest.mark.parametrize(("text", "name"), [
    ("Grasping Scoundrel gets +1/+0 as long as it's attacking.", "Grasping Scoundrel"),
    ("Thorned Moloch has first strike as long as it's attacking.", "Thorned Moloch"),
])
def test_as_long_as_the_source_is_attacking(text: str, name: str) -> None:
    def applies(**more: Any) -> bool:
        out = resolve(text, controller=more.pop("controller", "Bob"), **more)
        (event,) = out["steps"][0]["events"]
        assert event["objects"] == [name] and event["duration"] == "static"
        return bool(event["applies"])

    assert applies(**_with_source(name, attacking="Dave"))
    assert not applies(combat={}, **_with_source(name))  # a combat where it does not attack
    assert not applies(controller="Dave", **_with_source(name, "Dave"))  # not the active player's: never attacks
    with pytest.raises(BotError) as info:  # the active player's creature, no combat said: asked
        resolve(text, controller="Bob", **_with_source(name))
    assert info.value.code == "choice_needed"


@pytest.mark.parametrize(("en", "es"), [
    ("This creature gets +1/+0 as long as it's attacking.", "Esta criatura obtiene +1/+0 mientras esté atacando."),
    ("As long as this creature is attacking, this creature gets +2/+0.",
     "Mientras esta criatura esté atacando, esta criatura obtiene +2/+0."),
])
def test_printed_spanish_source_in_combat_reads_into_the_same_plan(en: str, es: str) -> None:
    def typed(text: str, lang: str) -> list[tuple[Any, ...]]:
        return [(type(s), s.power, s.toughness, getattr(s.while_, "check", None))  # type: ignore[attr-defined]
                for s in plan_of(parse_effect(text, lang)).steps]

    assert typed(es, "es") == typed(en, "en")
    assert "SourceInCombat(role='attacking'," in repr(typed(en, "en"))  # and whether it says "it" (said_it)


@pytest.mark.parametrize(("text", "lang", "against"), [
    ("Bog Raiders can't be blocked as long as defending player controls a Swamp.", None, ["Carol", "Dave"]),
    # forestwalk's reminder text (702.14c)
    ("Bog Raiders can't be blocked as long as defending player controls a Forest.", None, ["Alice", "Carol"]),
    ("Esta criatura no puede ser bloqueada mientras el jugador defensor controle un Pantano.", "es",
     ["Carol", "Dave"]),
])
def test_cant_be_blocked_as_long_as_defending_player_controls(text: str, lang: str | None,
                                                              against: list[str]) -> None:
    name = "Bog Raiders"
    out = resolve(text, lang, controller="Bob", **_with_source(name))
    (event,) = out["steps"][0]["events"]
    # 508.5: the defending player is the one it attacks: the opponents who control one
    assert (event["rule"], event["unblockable_against"]) == ("unblockable_if_defender", against)
    assert {"509.1b", "508.5"} <= set(out["steps"][0]["citations"])


def test_cant_be_blocked_as_long_as_reads_the_same_in_both_languages() -> None:
    en = plan_of(parse_effect("This creature can't be blocked as long as defending player controls a Swamp."))
    es = plan_of(parse_effect("Esta criatura no puede ser bloqueada mientras el jugador defensor controle un Pantano.",
                              "es"))
    assert [(type(s), s.rule, s.other) for s in en.steps] == [  # type: ignore[attr-defined]
        (type(s), s.rule, s.other) for s in es.steps]  # type: ignore[attr-defined]
    assert render_plan(en, "en") == "This permanent can't be blocked as long as defending player controls a Swamp."


@pytest.mark.parametrize(("text", "action"), [
    ("Whenever Gnathosaur becomes blocked, defending player loses 2 life.", "lose_life"),
    ("Whenever Gnathosaur attacks, defending player sacrifices a permanent.", "sacrifice"),  # annihilator 1
])
def test_defending_player_is_the_player_the_source_attacks(text: str, action: str) -> None:
    for whom in ("Dave", "Carol"):
        out = resolve(text, controller="Bob", **_with_source("Gnathosaur", attacking=whom))
        (event,) = out["steps"][0]["events"]
        assert (event["action"], event["player"]) == (action, whom) and "508.5" in out["citations"]
    with pytest.raises(BotError) as info:  # four players, nobody said whom it attacks: asked
        resolve(text, controller="Bob", **_with_source("Gnathosaur"))
    assert (info.value.code, info.value.field) == ("choice_needed", "combat")
    assert info.value.suggestions == ["combat: {attacking: {Gnathosaur: Carol}}"]


def test_defending_player_of_a_planeswalker_attacked_is_its_controller() -> None:  # 508.5
    jace = {"name": "Jace Beleren", "types": ["planeswalker"], "counters": {"loyalty": 3}}
    out = resolve("Whenever Gnathosaur becomes blocked, defending player loses 2 life.", controller="Bob",
                  Dave={"battlefield": [jace]}, **_with_source("Gnathosaur", attacking="Jace Beleren"))
    assert out["steps"][0]["events"][0]["player"] == "Dave"


def test_in_a_two_player_game_defending_player_is_the_nonactive_player() -> None:  # 506.2
    data = board(effect="Whenever Gnathosaur becomes blocked, defending player loses 2 life.", controller="Bob")
    data["players"] = [p for p in data["players"] if p["name"] in ("Alice", "Bob")]
    out = resolve_text(json.dumps(data))
    assert out["steps"][0]["events"][0]["player"] == "Alice" and "506.2" in out["citations"]


@pytest.mark.parametrize(("english", "spanish"), [
    ("Defending player loses 2 life.", "El jugador defensor pierde 2 vidas."),
    ("Defending player sacrifices a permanent.", "El jugador defensor sacrifica un permanente."),
    ("Defending player discards a card.", "El jugador defensor descarta una carta."),
])
def test_defending_player_in_printed_spanish(english: str, spanish: str) -> None:
    en, es = plan_of(parse_effect(english)), plan_of(parse_effect(spanish, "es"))
    assert [s.subject for s in en.steps] == [s.subject for s in es.steps]
    assert render_plan(en, "en") == english and render_plan(es, "es") == spanish


@pytest.mark.parametrize(("text", "other", "duration", "more"), [
    ("All creatures able to block Taunting Elf do so.", "creatures", "static", {}),  # Taunting Elf, Ochran Assassin
    ("All Walls able to block Taunting Elf do so.", "Walls", "static", {}),  # Marble Priest
    ("All creatures able to block target creature this turn do so.", "creatures", "this_turn",  # Bloodscent
     {"target": "Craw Wurm"}),
])
def test_all_creatures_able_to_block_it_do_so(text: str, other: str, duration: str, more: dict[str, Any]) -> None:
    out = resolve(text, controller="Bob", **_with_source("Taunting Elf"), **more)
    (event,) = out["steps"][0]["events"]
    it = more.get("target", "Taunting Elf")
    assert (event["rule"], event["objects"], event["other"], event["duration"]) == ("lure", [it], other, duration)
    assert "509.1c" in out["steps"][0]["citations"]
    assert f"able to block {it} must block it" in out["narration"]


@pytest.mark.parametrize(("english", "spanish"), [
    ("All creatures able to block this creature do so.",
     "Todas las criaturas que puedan bloquear a esta criatura lo hacen."),
    ("All creatures able to block target creature this turn do so.",
     "Todas las criaturas que puedan bloquear a la criatura objetivo este turno lo hacen."),
])
def test_the_lure_in_printed_spanish(english: str, spanish: str) -> None:
    en, es = plan_of(parse_effect(english)), plan_of(parse_effect(spanish, "es"))
    assert [(s.rule, s.other, s.duration) for s in en.steps] == [  # type: ignore[attr-defined]
        (s.rule, s.other, s.duration) for s in es.steps]  # type: ignore[attr-defined]
    assert render_plan(es, "es") == spanish.replace("esta criatura", "este permanente")


@pytest.mark.parametrize(("text", "phases"), [
    # Aggravated Assault, Relentless Assault's second sentence
    ("{3}{R}{R}: Untap all creatures you control. After this main phase, there is an additional combat phase "
     "followed by an additional main phase. Activate only as a sorcery.", ["combat", "main"]),
    ("After this phase, there is an additional combat phase.", ["combat"]),  # Najeela's last sentence
])
def test_an_additional_combat_phase_is_a_typed_record(text: str, phases: list[str]) -> None:
    out = resolve(text, controller="Bob")
    step = out["steps"][-1]
    (event,) = step["events"]
    assert (event["action"], event["player"], event["phases"]) == ("additional_phases", "Bob", phases)
    assert "500.8" in step["citations"] and "additional combat phase" in out["narration"]


@pytest.mark.parametrize(("english", "spanish"), [
    ("After this main phase, there is an additional combat phase followed by an additional main phase.",
     "Después de esta fase principal, hay una fase de combate adicional seguida de una fase principal adicional."),
    ("After this phase, there is an additional combat phase.",
     "Después de esta fase, hay una fase de combate adicional."),
])
def test_additional_phases_in_printed_spanish(english: str, spanish: str) -> None:
    en, es = plan_of(parse_effect(english)), plan_of(parse_effect(spanish, "es"))
    assert [(s.after, s.main) for s in en.steps] == [(s.after, s.main) for s in es.steps]  # type: ignore[attr-defined]
    assert render_plan(en, "en") == english and render_plan(es, "es") == spanish


def _elk_blocked(text: str, **more: Any) -> dict[str, Any]:
    data = board(effect=text, controller="Bob", **more)
    elk = {"name": "Gang of Elk", "types": ["creature"], "power": 5, "toughness": 4}
    next(p for p in data["players"] if p["name"] == "Bob")["battlefield"].append(elk)
    data["combat"] = {"attacking": {"Gang of Elk": "Dave"},
                      "blocking": {"Craw Wurm": "Gang of Elk", "Llanowar Elves": "Gang of Elk"}}
    return resolve_text(json.dumps(data))


def test_each_creature_blocking_it_is_the_sources_blockers() -> None:  # Fire Juggler, Gang of Elk (509.1g)
    out = _elk_blocked("Whenever Gang of Elk becomes blocked, Gang of Elk deals 4 damage to each creature blocking it.")
    assert out["steps"][0]["events"][0]["objects"] == ["Llanowar Elves", "Craw Wurm"]
    out = _elk_blocked("Whenever Gang of Elk becomes blocked, it gets +2/+2 until end of turn for each creature "
                       "blocking it.")
    assert out["steps"][0]["events"][0]["pt"] == "+4/+4"  # two blockers, every player's: not the controller's own
    out = _elk_blocked("{R}: Gang of Elk deals 1 damage to target creature blocking it.", target="Craw Wurm")
    assert out["steps"][0]["events"][0]["objects"] == ["Craw Wurm"]
    with pytest.raises(BotError) as info:  # Grizzly Bears blocks nothing
        _elk_blocked("{R}: Gang of Elk deals 1 damage to target creature blocking it.", target="Grizzly Bears")
    assert info.value.field == "target"
    with pytest.raises(BotError) as info:  # the source is not on the board: which creatures block it is asked
        resolve("Whenever Gang of Elk becomes blocked, Gang of Elk deals 4 damage to each creature blocking it.")
    assert info.value.code == "choice_needed"
    plan = plan_of(parse_effect("This permanent deals 4 damage to each creature blocking it."))
    assert render_plan(plan, "en") == "This permanent deals 4 damage to each creature blocking it."


@pytest.mark.parametrize(("text", "name", "rule", "duration", "cited"), [
    ("You may have Rhox assign its combat damage as though it weren't blocked.", "Rhox", "unblocked_damage",
     "static", "510.1c"),
    ("You may have Pride of Lions assign its combat damage as though it weren't blocked.", "Pride of Lions",
     "unblocked_damage", "static", "510.1c"),
    ("{2}{R}: Laccolith Grunt assigns no combat damage this turn.", "Laccolith Grunt", "no_combat_damage",
     "this_turn", "510.1a"),
    ("{2}{R}: Ophidian assigns no combat damage this turn.", "Ophidian", "no_combat_damage", "this_turn", "510.1a"),
])
def test_how_the_source_assigns_its_combat_damage(text: str, name: str, rule: str, duration: str,
                                                  cited: str) -> None:
    out = resolve(text, controller="Bob", **_with_source(name))
    (event,) = out["steps"][-1]["events"]
    assert (event["action"], event["objects"], event["rule"], event["duration"]) == (
        "combat_rule", [name], rule, duration)
    assert cited in out["steps"][-1]["citations"] and "nothing happens now" in out["narration"]
    plan = plan_of(parse_effect(text.split(": ")[-1], names=(name,)))
    assert render_plan(plan, "en") == text.split(": ")[-1].replace(name, "this permanent").replace(
        "this permanent assigns", "This permanent assigns")


@pytest.mark.parametrize(("text", "more", "objects", "other"), [
    ("Enchanted creature can't block creatures you control.", {"attached_to": "Craw Wurm"},  # Spectral Grasp
     ["Craw Wurm"], "creatures Bob controls"),
    ("Goblin Mutant can't block creatures with flying.", {}, ["Goblin Mutant"], "creatures with flying"),
])
def test_cant_block_these_creatures(text: str, more: dict[str, Any], objects: list[str], other: str) -> None:
    out = resolve(text, controller="Bob", **_with_source("Goblin Mutant"), **more)
    (event,) = out["steps"][0]["events"]
    assert (event["rule"], event["objects"], event["other"]) == ("cant_block", objects, other)
    assert "509.1b" in out["steps"][0]["citations"]
    assert render_plan(plan_of(parse_effect(text, names=("Goblin Mutant",))), "en") == text.replace(
        "Goblin Mutant", "This permanent")
