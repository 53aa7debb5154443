"""Costs everywhere they occur (CR 118, 601.2b/f-h, 602.2): a spell's additional cost paid as it is cast, a cost the
board shows cannot be paid refused as ``bad_scenario`` (never "assumed paid"), the tap and untap symbols checked
against the source, "Pay X life" read as X."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.costs import read_part
from bot.apnap.oracle import CardText
from bot.errors import BotError
from tests.apnap.forbidden_checks import resolved_despite
from tests.apnap.realcards import board, creature

FODDER_LAUNCH = ("As an additional cost to cast this spell, sacrifice a Goblin.\n"
                 "Target creature gets -5/-5 until end of turn. Fodder Launch deals 5 damage to that creature's "
                 "controller.")
MERCILESS_RESOLVE = "As an additional cost to cast this spell, sacrifice a creature or land.\nDraw two cards."
SKELETAL_SCRYING = ("As an additional cost to cast this spell, exile X cards from your graveyard.\n"
                    "You draw X cards and you lose X life.")
FLING = ("As an additional cost to cast this spell, sacrifice a creature.\n"
         "Fling deals damage equal to the sacrificed creature's power to any target.")
GOBLIN = {"name": "Mogg Fanatic", "types": ["creature"], "subtypes": ["Goblin"], "power": 1, "toughness": 1}


def resolve(card: str, text: str, type_line: str = "", lang: str | None = None, **changes: Any) -> dict[str, Any]:
    data = board(**changes)
    data.pop("effect", None)
    data["card"] = card

    def lookup(name: str) -> CardText | None:
        return CardText(card, text, type_line=type_line) if name.casefold() == card.casefold() else None

    return resolve_text(json.dumps(data), lang, card_lookup=lookup)


def cost_events(out: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return [(e["player"], e["action"], e.get("objects", [])) for c in out.get("costs", []) for e in c["events"]]


@pytest.mark.parametrize("ability", [None, 1, 2])
def test_a_spells_additional_cost_is_paid_before_it_resolves(ability: int | None) -> None:
    # 601.2b, 601.2h: whichever paragraph is asked for (or the cost's own line), the Goblin is sacrificed first
    extra = {"ability": ability} if ability is not None else {}
    out = resolve("Fodder Launch", FODDER_LAUNCH, "Tribal Sorcery — Goblin", target="Hill Giant", **extra,
                  Dave={"battlefield": [GOBLIN, creature("Craw Wurm", 6, 4, subtypes=["Wurm"])]})
    assert cost_events(out) == [("Dave", "sacrifice", ["Mogg Fanatic"])]
    assert "601.2b" in out["citations"] and "602.2b" not in out["citations"]
    assert out["life"]["Bob"] == 15  # then the spell resolves: 5 damage to the creature's controller


def test_a_spells_additional_cost_nobody_can_pay_is_a_bad_scenario() -> None:
    # Dave controls no Goblin: the spell could not have been cast (601.2h), never "assumed paid"
    with pytest.raises(BotError) as err:
        resolve("Fodder Launch", FODDER_LAUNCH, "Tribal Sorcery — Goblin", target="Hill Giant",
                Dave={"battlefield": [creature("Craw Wurm", 6, 4, subtypes=["Wurm"]), "Swamp (basic land)"]})
    assert err.value.code == "bad_scenario" and err.value.key == "apnap.error.spell_cost_unpaid"
    assert "could not have been cast" in err.value.text("en")


def test_either_kind_pays_a_creature_or_land_and_the_draw_follows() -> None:
    out = resolve("Merciless Resolve", MERCILESS_RESOLVE, "Instant", Dave={"battlefield": ["Swamp (basic land)"]})
    assert cost_events(out) == [("Dave", "sacrifice", ["Swamp"])]
    assert [e["amount"] for e in out["steps"][0]["events"]] == [2]


def test_exile_x_cards_as_the_cost_uses_the_scenarios_x() -> None:
    out = resolve("Skeletal Scrying", SKELETAL_SCRYING, "Instant", x=2)
    (player, event, objects), = cost_events(out)
    assert (player, event, len(objects)) == ("Dave", "exile", 2)
    assert out["life"]["Dave"] == 18


def test_the_sacrificed_creatures_power_is_the_one_paid_for_the_cost() -> None:
    out = resolve("Fling", FLING, "Instant", target="Alice", Dave={"battlefield": [creature("Craw Wurm", 6, 4)]})
    assert cost_events(out) == [("Dave", "sacrifice", ["Craw Wurm"])]
    assert out["life"]["Alice"] == 14  # 608.2h: its last known power, 6


def test_an_optional_additional_cost_the_text_refers_back_to_is_refused_with_its_words() -> None:
    text = ("As an additional cost to cast this spell, you may reveal a Dragon card from your hand.\n"
            "Draw four cards.")
    with pytest.raises(BotError) as err:
        resolve("Dragonlord's Prerogative", text, "Instant")
    assert err.value.code == "unsupported_effect" and "you may reveal a Dragon card" in err.value.text("en")


def test_spanish_additional_cost_reads_into_the_same_plan() -> None:
    text = ("Como coste adicional para lanzar este hechizo, sacrifica una criatura.\nRoba dos cartas.")
    out = resolve("Resolución despiadada", text, "Instantáneo", lang="es",
                  Dave={"battlefield": [creature("Craw Wurm", 6, 4)]})
    assert cost_events(out) == [("Dave", "sacrifice", ["Craw Wurm"])]
    assert [e["amount"] for e in out["steps"][0]["events"]] == [2]


@pytest.mark.parametrize(("cost", "tapped"), [("{T}", True), ("{Q}", False)])
def test_a_tap_or_untap_symbol_the_source_cannot_pay_is_a_bad_scenario(cost: str, tapped: bool) -> None:
    # 107.5, 107.6, 602.2b: a tapped permanent cannot pay {T}, an untapped one cannot pay {Q}
    text = f"{cost}: Draw a card."
    seer = {"name": "Cost Seer", "types": ["artifact"], "tapped": tapped}
    with pytest.raises(BotError) as err:
        resolve("Cost Seer", text, "Artifact", Dave={"battlefield": [seer]})
    assert err.value.code == "bad_scenario" and err.value.key == "apnap.error.cost_unpaid"
    seer["tapped"] = not tapped
    out = resolve("Cost Seer", text, "Artifact", Dave={"battlefield": [seer]})
    assert out["steps"][0]["events"][0]["amount"] == 1


def test_pay_x_life_is_x_life_not_any_amount() -> None:
    # read before as "pay any amount of life" (nothing by default): a cost of X life paid nothing
    step = read_part("Pay X life", None, ())
    assert step is not None and type(step).__name__ == "PayFixed" and type(step.amount).__name__ == "X"


def rule_changes(out: dict[str, Any]) -> list[tuple[str, Any, Any]]:
    return [(e["player"], e.get("mana"), e.get("more")) for s in out["steps"] for e in s["events"]
            if e["action"] == "rule_change" and e.get("act") == "spell_cost"]


def test_spells_your_opponents_cast_cost_more_for_each_opponent_only() -> None:
    # 601.2f, 604.1: a static ability read as a typed rule change the result reports, never a dropped sentence
    out = resolve("Aura of Silence", "Artifact and enchantment spells your opponents cast cost {2} more to cast.",
                  "Enchantment")
    assert rule_changes(out) == [("Bob", "{2}", True), ("Carol", "{2}", True), ("Alice", "{2}", True)]
    (event, *_) = out["steps"][0]["events"]
    assert event["types"] == ["artifact", "enchantment"] and "601.2f" in out["citations"]
    assert "artifact or enchantment spells Bob casts cost {2} more to cast" in out["narration"]


def test_spells_of_a_kind_you_cast_cost_less_and_noncreature_spells_apply_to_everyone() -> None:
    out = resolve("Krosan Warchief", "Beast spells you cast cost {1} less to cast.", "Creature — Beast")
    assert rule_changes(out) == [("Dave", "{1}", False)]
    out = resolve("Thalia", "Noncreature spells cost {1} more to cast.", "Creature — Human")
    assert [p for p, _, _ in rule_changes(out)] == ["Bob", "Carol", "Dave", "Alice"]
    assert out["steps"][0]["events"][0]["not_types"] == ["creature"]


@pytest.mark.parametrize(("text", "colors", "subtypes"), [
    ("Blue spells and red spells you cast cost {1} less to cast.", {"blue", "red"}, set()),
    ("Treefolk spells and Shaman spells you cast cost {1} less to cast.", set(), {"treefolk", "shaman"}),
])
def test_x_spells_and_y_spells_are_spells_of_either_kind(text: str, colors: set[str], subtypes: set[str]) -> None:
    from bot.apnap.grammar import parse_effect
    from bot.apnap.plan import plan_of

    (step,) = plan_of(parse_effect(text, None, None, ())).steps
    spells = step.change.objects  # type: ignore[attr-defined]
    assert set(spells.colors) == colors and set(spells.subtypes) == subtypes


@pytest.mark.parametrize("text", [
    "Artifact and Goblin spells cost {1} less to cast.",  # two facets: never merged into one reading
    "Multicolored spells cost up to {2} less to cast.",  # "multicolored": not a kind the lexicon reads
    "Minotaur spells you cast cost {B/R} less to cast.",  # a hybrid reduction: a choice per symbol (118.7e)
])
def test_cost_changes_the_grammar_cannot_say_are_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        resolve("Test Card", text, "Enchantment")
    assert err.value.code == "unsupported_effect"


def test_spanish_cost_change_reads_into_the_same_plan() -> None:
    from bot.apnap.grammar import parse_effect
    from bot.apnap.plan import plan_of

    en = plan_of(parse_effect("Artifact and enchantment spells your opponents cast cost {2} more to cast.",
                              None, None, ())).steps[0]
    es = plan_of(parse_effect("Los hechizos de artefacto y de encantamiento que lanzan tus oponentes cuestan {2} "
                              "más en lanzarse.", None, None, ())).steps[0]
    assert (en.subject, en.change) == (es.subject, es.change)  # type: ignore[attr-defined]
    out = resolve("Aura de silencio", "Los hechizos que no son de criatura cuestan {1} más de lanzar.",
                  "Encantamiento", lang="es")
    assert "hechizos que no sean de criatura que lanza Bob cuestan {1} más en lanzarse" in out["narration"]


DOWNHILL_CHARGE = ("You may sacrifice a Mountain rather than pay this spell's mana cost.\n"
                   "Target creature gets +X/+0 until end of turn, where X is the number of Mountains you control.")
DAZE = ("You may return an Island you control to its owner's hand rather than pay this spell's mana cost.\n"
        "Counter target spell unless its controller pays {1}.")
ORIMS_CURE = ("If you control a Plains, you may tap an untapped creature you control rather than pay this spell's "
              "mana cost.\nPrevent the next 4 damage that would be dealt to any target this turn.")


def test_the_alternative_cost_line_casts_the_spell_paying_it_instead_of_its_mana_cost() -> None:
    # 118.9: asked for that line, the Mountain is sacrificed first; then X counts the Mountains left (608.2h)
    mountains = ["Mountain (basic land)", {"name": "Second Mountain", "types": ["land"], "subtypes": ["Mountain"]}]
    out = resolve("Downhill Charge", DOWNHILL_CHARGE, "Instant", ability=1, target="Hill Giant",
                  Dave={"battlefield": mountains})
    assert cost_events(out) == [("Dave", "sacrifice", ["Mountain"])]
    assert "+1/+0" in out["narration"]
    out = resolve("Downhill Charge", DOWNHILL_CHARGE, "Instant", ability=2, target="Hill Giant",
                  Dave={"battlefield": mountains})
    assert not out.get("costs") and "+2/+0" in out["narration"]  # cast the usual way: nothing sacrificed


def test_an_alternative_cost_nobody_can_pay_or_whose_condition_fails_is_a_bad_scenario() -> None:
    with pytest.raises(BotError) as err:  # no Mountain to sacrifice
        resolve("Downhill Charge", DOWNHILL_CHARGE, "Instant", ability=1, target="Hill Giant")
    assert err.value.key == "apnap.error.spell_cost_unpaid"
    with pytest.raises(BotError) as err:  # Dave controls no Plains: the spell can't be cast that way
        resolve("Orim's Cure", ORIMS_CURE, "Instant", ability=1, target="Alice")
    assert err.value.code == "bad_scenario" and err.value.key == "apnap.error.alternative_cost_unavailable"


def test_returning_a_land_is_a_payable_alternative_cost() -> None:
    out = resolve("Daze", DAZE, "Instant", ability=1, spells=[{"name": "Shock", "controller": "Bob"}],
                  target="Shock", Dave={"battlefield": ["Island (basic land)"]})
    assert cost_events(out) == [("Dave", "return", ["Island"])]


def test_sacrifice_the_named_source_unless_you_pay_reads_its_name_from_pasted_text() -> None:
    # "sacrifice Chromium unless you pay {W}{U}{B}": the name after "sacrifice" is the card itself (pasted text)
    data = board()
    data["effect"] = "At the beginning of your upkeep, sacrifice Earthlink unless you pay {2}."
    data["players"][3]["battlefield"].append({"name": "Earthlink", "types": ["enchantment"]})
    out = resolve_text(json.dumps(data))
    assert [s["action"] for s in out["steps"]] == ["pay", "sacrifice"]
    assert out["steps"][1]["events"][0]["objects"] == ["Earthlink"]


def cleric(name: str, tapped: bool = False) -> dict[str, Any]:
    return creature(name, 1, 1, subtypes=["Cleric"], tapped=tapped)


@pytest.mark.parametrize(("cost", "others", "paid"), [
    ("Tap two untapped Clerics you control", [cleric("Second Cleric")], True),  # the source is one of the two
    ("Tap two untapped Clerics you control", [cleric("Tired Cleric", tapped=True)], False),  # a tapped one can't
    ("{T}, Tap an untapped Cleric you control", [], False),  # the source's own {T} used it up
    ("{T}, Tap an untapped Cleric you control", [cleric("Second Cleric")], True),
])
def test_tapping_creatures_of_a_type_as_a_cost_is_checked_against_the_board(cost: str, others: list[Any],
                                                                            paid: bool) -> None:
    text = f"{cost}: You gain 3 life."
    mine = {"Dave": {"battlefield": [cleric("Cleric Elder"), *others]}}
    if not paid:
        with pytest.raises(BotError) as err:
            resolve("Cleric Elder", text, "Creature — Human Cleric", **mine)
        assert err.value.key == "apnap.error.cost_unpaid"
        return
    out = resolve("Cleric Elder", text, "Creature — Human Cleric", **mine)
    assert out["life"]["Dave"] == 23 and cost_events(out)[0][1] == "tap"


@pytest.mark.parametrize(("counters", "outcome"), [({"charge": 1}, "paid"), ({}, "unpaid"), (None, "asked")])
def test_removing_counters_as_a_cost_is_checked_against_the_source(counters: dict[str, int] | None,
                                                                  outcome: str) -> None:
    # 602.2b: an artifact with no charge counter cannot pay "Remove a charge counter"; unknown counters are asked
    text = "Remove a charge counter from Cost Battery: You gain 2 life."
    battery: dict[str, Any] = {"name": "Cost Battery", "types": ["artifact"]}
    if counters is not None:
        battery["counters"] = counters
    if outcome == "paid":
        out = resolve("Cost Battery", text, "Artifact", Dave={"battlefield": [battery]})
        assert out["life"]["Dave"] == 22 and cost_events(out) == [("Dave", "remove_counter", ["Cost Battery"])]
        return
    with pytest.raises(BotError) as err:
        resolve("Cost Battery", text, "Artifact", Dave={"battlefield": [battery]})
    expected = "apnap.error.cost_unpaid" if outcome == "unpaid" else "apnap.error.counters_needed"
    assert err.value.key == expected


@pytest.mark.parametrize("text", [
    "{0}: Untap target creature. Activate only during your turn and only once each turn.",
    "{4}: You gain 1 life. Activate this ability only during your turn and only if you control a Swamp.",
])
def test_each_of_several_activation_restrictions_is_checked(text: str) -> None:
    # 602.5: "… only during your turn and only …": both must hold; on Bob's turn Dave could not activate it, so the
    # broken one is named and the ability on the stack (activated on Dave's turn) resolves as given
    giant = {"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3, "tapped": True}
    target: dict[str, Any] = {"target": "Hill Giant", "Bob": {"battlefield": [giant]}} if "target" in text else {}
    broken = resolve("Cost Idol", text, "Artifact", **target)
    turn = text[text.index("Activate"):text.index(" and only")] + "."
    done = [("Dave", "untap", ["Hill Giant"])] if "target" in text else [("Dave", "gain_life", [])]
    assert resolved_despite(broken, turn) == [a for _, a, _ in done]
    assert [(e["player"], e["action"], e["objects"]) for s in broken["steps"] for e in s["events"]] == done
    out = resolve("Cost Idol", text, "Artifact", active="Dave", **target)
    assert "forbidden" not in out
    assert [(e["player"], e["action"], e["objects"]) for s in out["steps"] for e in s["events"]] == done


def test_a_restriction_after_and_only_that_the_board_breaks_is_named_and_resolves_as_given() -> None:
    text = "{4}: You gain 1 life. Activate this ability only during your turn and only if you control an Island."
    out = resolve("Cost Idol", text, "Artifact", active="Dave")  # Dave's turn, but Dave controls no Island
    assert resolved_despite(out, "Activate this ability only if you control an Island.") == ["gain_life"]
    assert out["life"]["Dave"] == 21


def test_spanish_alternative_cost_reads_into_the_same_plan() -> None:
    # printed Spanish says the cost in the infinitive; read as the instruction ("gira …"), paid the same way (118.9)
    text = ("Si controlas una Llanura, puedes girar una criatura enderezada que controles en vez de pagar el coste "
            "de maná de este hechizo.\nRoba una carta.")
    dave = {"battlefield": ["Plains (basic land)", creature("Craw Wurm", 6, 4)]}
    out = resolve("Cura de Orim", text, "Instantáneo", lang="es", ability=1, Dave=dave)
    assert cost_events(out) == [("Dave", "tap", ["Craw Wurm"])]
    english = ("If you control a Plains, you may tap an untapped creature you control rather than pay this spell's "
               "mana cost.\nDraw a card.")
    out_en = resolve("Orim's Cure", english, "Instant", ability=1, Dave=dave)
    assert cost_events(out_en) == cost_events(out)
    with pytest.raises(BotError) as err:  # no Plains: not castable that way
        resolve("Cura de Orim", text, "Instantáneo", lang="es", ability=1)
    assert err.value.key == "apnap.error.alternative_cost_unavailable"


def quick(effect: str, lang: str = "en") -> dict[str, Any]:
    from bot.apnap import QuickRequest, quick_scenario

    return resolve_text(json.dumps(quick_scenario(QuickRequest(players=["Alice", "Bob", "Carol"], effect=effect))),
                        lang)


def test_quick_mode_assumes_only_what_no_board_shows_and_says_so() -> None:
    # counters on a source nobody described: assumed, in warnings (never "short", never silent)
    out = quick("{T}, Remove a charge counter from this artifact: Draw a card.")
    assert any("charge counter" in w and "602.2b" in w for w in out["warnings"])
    # creatures of a type from an undescribed battlefield: the player's choice, the zone said undescribed
    out = quick("Tap two untapped Clerics you control: You gain 3 life.")
    # the kind is said (it said "two cards", issue #22), and a cost paid in full has no "if they have them" (601.2h)
    assert "Alice taps two untapped Clerics of their choice (zone not described)" in out["narration"]
    out = quick("As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards.")
    assert "Alice sacrifices a creature of their choice (zone not described)" in out["narration"]


WIZARD_CANTRIP = "This spell costs {1} less to cast if you control a Wizard.\nDraw two cards."


@pytest.mark.parametrize(("wizard", "applies"), [(True, True), (False, False)])
def test_a_spells_own_cost_change_is_reported_as_it_was_cast(wizard: bool, applies: bool) -> None:
    # 601.2f: not an instruction; the spell still resolves whole, and the result says whether its cost changed
    creatures = [creature("Ghost Wizard", 1, 1, subtypes=["Wizard" if wizard else "Spirit"])]
    out = resolve("Wizard Cantrip", WIZARD_CANTRIP, "Instant", Dave={"battlefield": creatures})
    (record,) = out["continuous_effects"]
    assert (record["change"], record["mana"], record["more"], record["applies"]) == ("spell_cost", "{1}", False,
                                                                                      applies)
    assert [e["amount"] for e in out["steps"][0]["events"]] == [2] and "601.2f" in out["citations"]
    assert ("did not apply" in out["narration"]) is not applies


def test_strive_counts_the_targets_beyond_the_first() -> None:
    text = "Strive — This spell costs {2}{W} more to cast for each target beyond the first.\nDestroy target creature."
    out = resolve("Strive Test", text, "Instant", ability=1, target="Hill Giant")
    assert out["continuous_effects"][0]["times"] == 0 and out["continuous_effects"][0]["applies"] is False


def test_a_spells_own_cost_with_a_condition_not_read_is_refused_with_its_words() -> None:
    text = "This spell costs {2} less to cast if it targets a Dinosaur you control.\nDraw a card."
    with pytest.raises(BotError) as err:
        resolve("Stomp Test", text, "Sorcery")
    assert err.value.code == "unsupported_effect"


@pytest.mark.parametrize(("others", "paid"), [([], False), ([creature("Bear", 2, 2)], True)])
def test_sacrifice_another_creature_never_pays_with_the_source(others: list[Any], paid: bool) -> None:
    # "another": a creature other than the source; with only the source on the board the cost cannot be paid
    text = "Sacrifice another creature: You gain 2 life."
    mine = {"Dave": {"battlefield": [creature("Cost Fiend", 2, 2), *others]}}
    if not paid:
        with pytest.raises(BotError) as err:
            resolve("Cost Fiend", text, "Creature — Demon", **mine)
        assert err.value.key == "apnap.error.cost_unpaid"
        return
    out = resolve("Cost Fiend", text, "Creature — Demon", **mine)
    assert cost_events(out) == [("Dave", "sacrifice", ["Bear"])] and out["life"]["Dave"] == 22


def test_a_cost_with_a_mana_alternative_is_assumed_and_said_not_refused() -> None:
    # "discard a card or pay {5}": mana is never on a board, so the cost is assumed paid, in warnings (601.2b)
    text = ("As an additional cost to cast this spell, discard a card or pay {5}.\n"
            "Lightning Axe deals 5 damage to target creature.")
    out = resolve("Lightning Axe", text, "Instant", target="Hill Giant")
    assert any("discard a card or pay {5}" in w for w in out["warnings"])


def test_tapping_white_creatures_for_a_spell_needs_white_creatures() -> None:
    text = ("As an additional cost to cast this spell, tap three untapped white creatures you control.\n"
            "Exile target creature.")
    with pytest.raises(BotError) as err:  # Dave's creatures are green
        resolve("Gaze of Justice", text, "Sorcery", target="Hill Giant")
    assert err.value.key == "apnap.error.spell_cost_unpaid"
    knights = [creature(f"Knight {i}", 2, 2, colors=["white"]) for i in range(3)]
    out = resolve("Gaze of Justice", text, "Sorcery", target="Hill Giant", Dave={"battlefield": knights})
    assert cost_events(out) == [("Dave", "tap", ["Knight 0", "Knight 1", "Knight 2"])]


def test_spanish_own_cost_change_reads_into_the_same_record() -> None:
    es = "Este hechizo cuesta {1} menos en lanzarse si controlas una Llanura.\nRoba dos cartas."
    en = "This spell costs {1} less to cast if you control a Plains.\nDraw two cards."
    plains = {"Dave": {"battlefield": ["Plains (basic land)"]}}
    out_es = resolve("Prueba", es, "Instantáneo", lang="es", **plains)
    out_en = resolve("Test", en, "Instant", **plains)
    keys = ("change", "mana", "more", "applies", "times")
    assert [out_es["continuous_effects"][0][k] for k in keys] == [out_en["continuous_effects"][0][k] for k in keys]
    assert out_es["continuous_effects"][0]["applies"] is True and "se aplicó" in out_es["narration"]
