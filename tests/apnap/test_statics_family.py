"""Continuous effects on permanents, combat requirements and bonuses sized as they apply (#22, session 10), read from
real card text in English and printed Spanish: a source's own static ability with "as long as" (604.1, 611.3a),
"+1/+1 for each …" and "-X/-X, where X is …" (608.2h), "They gain haste until end of turn" (608.2c, 611.2a), and
"attacks each combat if able" / "can block only …" (508.1d, 509.1a-c). Each result says which permanents, how, for
how long and under which rule; what cannot be decided is refused."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.oracle import self_names
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, run


def events(out: dict[str, Any], *keys: str) -> list[tuple[Any, ...]]:
    return [(e["objects"], *(e.get(k) for k in keys)) for s in out["steps"] for e in s["events"]]


# ------------------------------------------------------------------------------------------ the source's own static
NACATL = "Wild Nacatl gets +1/+1 as long as you control a Plains."


def test_as_long_as_true_changes_the_source_and_says_so() -> None:  # Wild Nacatl with a Plains
    out = run({}, card="Wild Nacatl", effect=NACATL,
              Dave={"battlefield": [creature("Wild Nacatl", 1, 1), "Plains (basic land)"]})
    assert events(out, "pt", "duration", "applies") == [(["Wild Nacatl"], "+1/+1", "static", True)]
    assert {"604.1", "611.3a", "613.4c"} <= set(out["steps"][0]["citations"])


def test_as_long_as_false_changes_nothing_and_the_narration_says_why() -> None:  # no Plains on Dave's board
    out = run({}, card="Wild Nacatl", effect=NACATL, Dave={"battlefield": [creature("Wild Nacatl", 1, 1)]})
    assert events(out, "applies", "condition") == [(["Wild Nacatl"], False, "you control a Plains")]
    assert "not so on this board" in out["narration"]
    es = run({}, "es", card="Wild Nacatl", effect=NACATL, Dave={"battlefield": [creature("Wild Nacatl", 1, 1)]})
    assert "no es así en este tablero" in es["narration"]


def test_as_long_as_first_then_a_bonus_and_a_keyword() -> None:  # Aerial Engineer, its condition written first
    text = "As long as you control an artifact, Aerial Engineer gets +2/+0 and has flying."
    engineer = creature("Aerial Engineer", 2, 4)
    out = run({}, card="Aerial Engineer", effect=text, ability=1,
              Dave={"battlefield": [engineer, {"name": "Sol Ring", "types": ["artifact"]}]})
    assert events(out, "pt", "keywords", "applies") == [(["Aerial Engineer"], "+2/+0", "flying", True)]
    assert "613.1f" in out["steps"][0]["citations"]


def test_a_source_static_in_an_ability_that_resolves_is_refused() -> None:  # 611.2a: it would need a duration
    with pytest.raises(BotError) as info:
        run({}, card="Wild Nacatl", effect="{T}: Wild Nacatl gets +1/+1 as long as you control a Plains.")
    assert info.value.code == "unsupported_effect"


def test_a_condition_the_board_cannot_decide_is_refused() -> None:  # "they all share a color"
    with pytest.raises(BotError) as info:
        run({}, effect="Nonartifact creatures get +2/+2 as long as they all share a color.")
    assert info.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------------ sized bonuses (608.2h)
def test_minus_x_where_x_is_a_count_and_the_toughness_at_zero_dies() -> None:
    out = run({}, effect="Target creature gets -X/-X until end of turn, where X is the number of cards in your "
                         "graveyard.", target="Hill Giant")  # Dave's graveyard: 3 cards
    assert events(out, "pt", "duration") == [(["Hill Giant"], "-3/-3", "this_turn")]
    assert "608.2h" in out["steps"][0]["citations"]
    assert out["state_based_actions"] == [{"player": "Bob", "event": "dies", "rules": ["704.5f"],
                                           "object": "Hill Giant"}]


def test_minus_x_from_the_scenario() -> None:
    out = run({}, effect="Target creature gets -X/-X until end of turn.", target="Hill Giant", x=2)
    assert events(out, "pt") == [(["Hill Giant"], "-2/-2")]
    assert out["state_based_actions"] == []


def test_for_each_after_until_end_of_turn_and_on_the_source() -> None:  # Knotvine Paladin: "it" is the source
    text = ("Whenever Knotvine Paladin attacks, it gets +1/+1 until end of turn for each untapped creature you "
            "control.")
    out = run({}, card="Knotvine Paladin", effect=text,
              Dave={"battlefield": [creature("Knotvine Paladin", 2, 2), creature("Craw Wurm", 6, 4)]})
    assert events(out, "pt", "duration") == [(["Knotvine Paladin"], "+2/+2", "this_turn")]


def test_for_each_on_the_sources_static() -> None:  # Benalish Honor Guard's wording, counted on the board
    text = "Benalish Honor Guard gets +1/+0 for each creature you control."
    out = run({}, card="Benalish Honor Guard", effect=text,
              Dave={"battlefield": [creature("Benalish Honor Guard", 2, 2), creature("Craw Wurm", 6, 4)]})
    assert events(out, "pt", "duration") == [(["Benalish Honor Guard"], "+2/+0", "static")]


def test_a_size_that_is_not_one_number_is_refused() -> None:
    for text in ("Target creature gets +X/+1 until end of turn.", "Creatures you control get +X/+X."):
        with pytest.raises(BotError) as info:
            run({}, effect=text, target="Hill Giant", x=2)
        assert info.value.code == "unsupported_effect"


@pytest.mark.parametrize("text", [
    "Target creature gets -X/-X until end of turn, where X is the number of cards in your graveyard.",
    "Target creature gets +1/+1 and gains flying, first strike, and trample until end of turn.",
    "This permanent gets +1/+1 for each creature you control.",
    "Destroy target creature. They gain haste until end of turn.",
])
def test_the_reading_says_what_the_card_says(text: str) -> None:
    plan = plan_of(parse_effect(text))
    assert render_plan(plan, "en") == text
    assert plan_of(parse_effect(render_plan(plan, "en"))) == plan


# ------------------------------------------------------------------------------------------ the step before (608.2c)
def test_that_creature_gains_haste_is_the_card_just_returned() -> None:  # was a NO_EFFECT sentence
    text = ("Return target creature card from your graveyard to the battlefield. That creature gains haste until end "
            "of turn.")
    out = run({}, effect=text, target="Elvish Mystic")
    assert events(out, "keywords", "duration")[-1] == (["Elvish Mystic"], "haste", "this_turn")
    # "that creature" is the new object the returned card became (400.7), found by identity (session 16)
    assert {"400.7", "611.2a", "613.1f"} <= set(out["steps"][-1]["citations"])


def test_they_gain_every_keyword_listed() -> None:
    step = plan_of(parse_effect("Untap all creatures you control. They gain trample, lifelink, and haste until end "
                                "of turn.")).steps[-1]
    assert isinstance(step, p.ModifyThose) and step.keywords == ("trample", "lifelink", "haste")


def test_they_gain_life_stays_a_players_gain() -> None:
    (step,) = plan_of(parse_effect("Each opponent loses 2 life and they gain 2 life.")).steps[-1:]
    assert not isinstance(step, p.ModifyThose)


def test_printed_spanish_haste_reads_into_the_same_plan() -> None:
    en = plan_of(parse_effect("Destroy target creature. They gain haste until end of turn."))
    es = plan_of(parse_effect("Destruye la criatura objetivo. Ganan la habilidad de prisa hasta el final del turno.",
                              "es"))
    assert [type(s) for s in es.steps] == [type(s) for s in en.steps]
    assert es.steps[-1].keywords == en.steps[-1].keywords == ("haste",)  # type: ignore[attr-defined]


# ------------------------------------------------------------------------------------------ combat (508.1d, 509.1)
@pytest.mark.parametrize(("card", "text", "rule", "other", "cited"), [
    ("Emberwilde Caliph", "Emberwilde Caliph attacks each combat if able.", "must_attack", "", "508.1d"),
    ("Tattered Haunter", "Tattered Haunter can block only creatures with flying.", "block_only",
     "creatures with flying", "509.1b"),
    ("Manta Ray", "Manta Ray can't be blocked except by blue creatures.", "blocked_only_by", "blue creatures",
     "509.1b"),
    ("Greater Stone Spirit", "Greater Stone Spirit can't be blocked by creatures with flying.", "not_blocked_by",
     "creatures with flying", "509.1b"),
    ("Lairwatch Giant", "Lairwatch Giant can block an additional creature each combat.", "block_additional", "",
     "509.1a"),
])
def test_a_combat_rule_on_the_source(card: str, text: str, rule: str, other: str, cited: str) -> None:
    out = run({}, card=card, effect=text, Dave={"battlefield": [creature(card, 2, 2)]})
    assert events(out, "rule", "other", "duration") == [([card], rule, other, "static")]
    assert {cited, "604.1", "611.3a"} <= set(out["steps"][0]["citations"])
    assert "nothing happens now" in out["narration"]


@pytest.mark.parametrize(("text", "rule", "cited"), [
    ("{2}: Target creature blocks this turn if able.", "must_block", "509.1c"),  # energy costs: test_keyword_actions
    ("{3}{G}: Target creature must be blocked this turn if able.", "must_be_blocked", "509.1c"),
    ("{1}{U}: Target creature an opponent controls attacks this turn if able.", "must_attack", "508.1d"),
])
def test_a_combat_rule_on_a_target_lasts_this_turn(text: str, rule: str, cited: str) -> None:
    out = run({}, effect=text, target="Hill Giant")
    assert events(out, "rule", "duration") == [(["Hill Giant"], rule, "this_turn")]
    assert {cited, "611.2a", "115.1"} <= set(out["steps"][0]["citations"])


def test_a_combat_rule_on_the_attached_creature() -> None:
    out = run({}, effect="Enchanted creature can block only creatures with flying.", attached_to="Hill Giant")
    assert events(out, "rule") == [(["Hill Giant"], "block_only")]


@pytest.mark.parametrize(("en", "es"), [
    ("This creature attacks each combat if able.", "Esta criatura ataca en cada combate si es posible."),
    ("This creature can block only creatures with flying.",
     "Esta criatura solo puede bloquear criaturas con la habilidad de volar."),
    ("This creature can't be blocked except by blue creatures.",
     "Esta criatura no puede ser bloqueada excepto por criaturas azules."),
    ("Target creature blocks this turn if able.", "La criatura objetivo bloquea este turno si es posible."),
])
def test_printed_spanish_combat_rules_read_into_the_same_plan(en: str, es: str) -> None:
    def typed(text: str, lang: str) -> list[tuple[Any, ...]]:
        return [(type(s), s.rule, s.on, s.other, s.duration, s.objects)  # type: ignore[attr-defined]
                for s in plan_of(parse_effect(text, lang)).steps]

    assert typed(es, "es") == typed(en, "en")


def test_whose_creatures_it_can_block_is_refused_not_dropped() -> None:  # "can't block creatures you control"
    with pytest.raises(BotError):
        parse_effect("This creature can block only creatures you control.")


# ------------------------------------------------------------------------------------------ the source named
def test_it_after_a_trigger_on_the_source_is_the_source() -> None:  # Fortress Cyclops, Razorclaw Bear
    for card, text in (("Fortress Cyclops", "Whenever Fortress Cyclops attacks, it gets +3/+0 until end of turn."),
                       ("Razorclaw Bear", "Whenever Razorclaw Bear becomes blocked, it gets +2/+2 until end of turn.")):
        out = run({}, card=card, effect=text, Dave={"battlefield": [creature(card, 3, 3)]})
        assert events(out, "duration")[0][0] == [card]


def test_it_after_a_trigger_on_another_creature_is_that_creature() -> None:  # "it" is the blocker, not the source
    effect = "Whenever a creature blocks this turn, it gets +0/+1 until end of turn."
    with pytest.raises(BotError) as info:  # which creature blocked: the scenario says (603.2), never the source
        run({}, effect=effect)
    assert info.value.code == "choice_needed" and info.value.field == "event_object"
    out = run({}, effect=effect, event_object="Hill Giant")
    assert events(out, "pt")[0] == (["Hill Giant"], "+0/+1") and "603.2" in out["steps"][0]["citations"]


def test_a_name_at_the_start_of_a_line_is_the_source() -> None:  # Carrion Crow: a keyword line first
    assert self_names("Flying\nCarrion Crow enters the battlefield tapped.") == ("Carrion Crow",)
    assert self_names("Flying\nCreatures you control get +1/+1.") == ()


# ------------------------------------------------------------------------------------------ doesn't untap (502.3)
def test_it_doesnt_untap_during_its_controllers_next_untap_step() -> None:  # Frost Breath's family
    out = run({}, effect="Tap target creature. It doesn't untap during its controller's next untap step.",
              target="Hill Giant")
    tap, stays = out["steps"]
    assert events(out, "during", "duration")[-1] == (["Hill Giant"], "next", "next")
    assert {"502.3", "611.2a", "115.1"} <= set(stays["citations"]) and tap["action"] == "tap"


def test_the_attached_creature_and_the_source_dont_untap() -> None:
    out = run({}, effect="Enchanted creature doesn't untap during its controller's untap step.",
              attached_to="Hill Giant")
    assert events(out, "during", "duration") == [(["Hill Giant"], "each", "static")]
    plan = plan_of(parse_effect("This permanent doesn't untap during your next untap step."))
    assert isinstance(plan.steps[0], p.DoesntUntap) and plan.steps[0].on == "source"


def test_it_doesnt_untap_with_no_target_before_is_refused() -> None:  # whose "it" is not said: refused
    with pytest.raises(BotError):
        parse_effect("Draw a card. It doesn't untap during its controller's next untap step.")


@pytest.mark.parametrize(("en", "es"), [
    ("Tap target creature. It doesn't untap during its controller's next untap step.",
     "Gira la criatura objetivo. No se endereza durante el próximo paso de enderezar de su controlador."),
    ("Enchanted creature doesn't untap during its controller's untap step.",
     "La criatura encantada no se endereza durante el paso de enderezar de su controlador."),
])
def test_printed_spanish_doesnt_untap_reads_into_the_same_plan(en: str, es: str) -> None:
    def typed(text: str, lang: str) -> list[tuple[Any, ...]]:
        return [(type(s), s.during, s.on, s.attached, s.refers)  # type: ignore[attr-defined]
                for s in plan_of(parse_effect(text, lang)).steps if isinstance(s, p.DoesntUntapRule)]

    assert typed(es, "es") == typed(en, "en") != []


# ------------------------------------------------------------------------------------------ a subtype first (205.3)
@pytest.mark.parametrize(("text", "expected"), [
    ("Elves you control get +1/+1.", [(["Llanowar Elves"], "+1/+1")]),
    ("Elf creatures you control get +1/+1 until end of turn.", [(["Llanowar Elves"], "+1/+1")]),
    ("Wurms you control have trample.", [(["Craw Wurm"], "")]),
])
def test_a_kind_named_by_its_subtype(text: str, expected: list[tuple[Any, ...]]) -> None:
    board = {"battlefield": [creature("Llanowar Elves", 1, 1, subtypes=["elf", "druid"]),
                             creature("Craw Wurm", 6, 4, subtypes=["wurm"])]}
    assert events(run({}, effect=text, Dave=board), "pt") == expected


def test_they_with_no_instruction_before_is_refused() -> None:  # no step and no group before it
    with pytest.raises(BotError) as info:
        run({}, effect="Whenever a creature you control attacks, they gain indestructible until end of turn.")
    assert info.value.code == "unsupported_effect"
    # session 12: the trigger's "one or more creatures you control attack" is the group "they" names
    out = run({}, effect="Whenever one or more creatures you control attack, they gain indestructible until end of "
                         "turn.", active="Dave", combat={"attacking": {"Craw Wurm": "Bob"}})
    assert events(out, "keywords") == [(["Craw Wurm"], "indestructible")]


def test_that_creature_after_one_target_is_the_target_even_when_nothing_moved() -> None:  # kicked "instead"
    out = run({}, effect="Untap target creature. It gets +2/+2 until end of turn. If this spell was kicked, that "
                         "creature gets +4/+4 until end of turn instead.", target="Hill Giant", kicked=True)
    assert events(out, "pt")[-1] == (["Hill Giant"], "+4/+4")  # the untap moved nothing: Hill Giant was untapped


@pytest.mark.parametrize(("text", "second"), [
    ("Enchanted creature gets +2/+2 and can't attack.", "rule_change"),
    ("Equipped creature gets +1/+0 and can't be blocked by creatures with flying.", "combat_rule"),
    ("Enchanted creature gets +3/+3 and doesn't untap during its controller's untap step.", "doesnt_untap"),
])
def test_a_bonus_and_a_rule_on_the_attached_creature_are_two_steps(text: str, second: str) -> None:
    out = run({}, effect=text, attached_to="Hill Giant")
    first, then = out["steps"]
    assert first["events"][0]["objects"] == ["Hill Giant"] and first["events"][0]["duration"] == "static"
    assert then["events"][0]["action"] == second and then["events"][0]["objects"] == ["Hill Giant"]


def test_as_long_as_its_your_turn_is_the_active_player_test() -> None:  # Ahn-Crop Invader
    text = "As long as it's your turn, Ahn-Crop Invader has first strike."
    invader = creature("Ahn-Crop Invader", 2, 2)
    assert events(run({}, card="Ahn-Crop Invader", effect=text, ability=1, Dave={"battlefield": [invader]}),
                  "applies") == [(["Ahn-Crop Invader"], False)]  # Bob's turn
    assert events(run({}, card="Ahn-Crop Invader", effect=text, ability=1, active="Dave",
                      Dave={"battlefield": [invader]}), "applies") == [(["Ahn-Crop Invader"], True)]


def test_enters_tapped_unless_is_decided_on_the_board() -> None:  # Castle Embereth (614.1d, 614.12)
    text = "Castle Embereth enters the battlefield tapped unless you control a Mountain."
    out = run({}, card="Castle Embereth", effect=text)  # Dave controls a Swamp, no Mountain
    assert events(out, "tapped", "condition") == [(["Castle Embereth"], True, "you control a Mountain")]
    out = run({}, card="Castle Embereth", effect=text, Dave={"battlefield": ["Mountain (basic land)"]})
    assert events(out, "tapped") == [(["Castle Embereth"], False)] and "untapped" in out["narration"]
    plan = plan_of(parse_effect("This permanent enters the battlefield tapped unless you control a Mountain."))
    assert render_plan(plan, "en") == "This permanent enters the battlefield tapped unless you control a Mountain."


@pytest.mark.parametrize(("en", "es"), [
    ("This creature gets +1/+1 as long as you control a Plains.",
     "Esta criatura obtiene +1/+1 mientras controles una Llanura."),
    ("As long as you control an artifact, this creature gets +2/+0 and has flying.",
     "Mientras controles un artefacto, esta criatura obtiene +2/+0 y tiene la habilidad de volar."),
    ("This creature gets +1/+0 for each creature you control.",
     "Esta criatura obtiene +1/+0 por cada criatura que controlas."),
    ("This creature has shadow as long as you have no cards in hand.",
     "Esta criatura tiene la habilidad de sombra mientras no tengas cartas en la mano."),
])
def test_printed_spanish_source_statics_read_into_the_same_plan(en: str, es: str) -> None:
    def typed(text: str, lang: str) -> list[tuple[Any, ...]]:
        return [(type(s), s.power, s.toughness, s.keywords, s.times,  # type: ignore[attr-defined]
                 getattr(s.while_, "check", None))  # type: ignore[attr-defined]
                for s in plan_of(parse_effect(text, lang)).steps]

    assert typed(es, "es") == typed(en, "en")


def test_cant_attack_unless_defending_player_controls_names_whom_it_may_attack() -> None:  # Pirate Ship (508.1c)
    text = "Pirate Ship can't attack unless defending player controls an Island."
    out = run({}, card="Pirate Ship", effect=text, Dave={"battlefield": [creature("Pirate Ship", 4, 3)]})
    # Bob controls an Island; Alice and Carol none (506.2: the defending player is the one attacked)
    assert events(out, "rule", "may_attack") == [(["Pirate Ship"], "attack_unless_defender", ["Bob"])]
    assert {"508.1c", "506.2"} <= set(out["steps"][0]["citations"]) and "it may attack Bob" in out["narration"]
    with pytest.raises(BotError):  # "two Islands": a count this rule does not read
        parse_effect("This creature can't attack unless defending player controls two Islands.")


def test_printed_spanish_reads_every_keyword_gained() -> None:
    en = plan_of(parse_effect("Target creature gets +1/+1 and gains flying and trample until end of turn.")).steps
    es = plan_of(parse_effect("La criatura objetivo obtiene +1/+1 y gana la habilidad de volar y la habilidad de "
                              "arrollar hasta el final del turno.", "es")).steps
    assert [s.keywords for s in es] == [s.keywords for s in en] == [("flying", "trample")]  # type: ignore[attr-defined]
