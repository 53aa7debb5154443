"""Every "each player / opponent / other player" ability of the real-card corpus (670 abilities of
13,939 real cards) resolves or is refused with words or a question, and nothing crashes. How many
resolve is measured by ``make bench`` (``python -m bench.bench_corpus``); the floor below only keeps it from falling."""

from __future__ import annotations

from tests.apnap.corpus import measured

FLOOR = 0.80  # measured 0.797 at the end of session 10 (0.758 at its start), 0.801 at 14's, 0.809 at 16's (gC)


def test_the_corpus_never_crashes_the_resolver() -> None:
    cov, catalog_warnings = measured(4)  # measured once per test process (test_rendering.py reads it too)
    assert cov.total >= 650
    assert not cov.crashed, cov.crashed[:5]
    assert len(cov.resolved) / cov.total >= FLOOR
    # every question and refusal the corpus meets is a whole sentence: no "{what}" left in it
    assert not catalog_warnings


def test_the_wide_sample_leaves_the_held_out_cards_out() -> None:
    from tests.apnap.blindcases import held_out_cards
    from tests.apnap.corpus import wide_abilities

    held = held_out_cards()
    sample = wide_abilities(size=5000)
    assert len(sample) == 5000 and not {a.card.casefold() for a in sample} & held


def test_the_bench_completes_a_cost_only_with_the_card_type_it_names() -> None:
    from tests.apnap.corpus import _cost_objects

    zone, given = _cost_objects("Sacrifice ten nonland permanents") or ("", [])
    assert zone == "battlefield" and len(given) == 10 and all(o["types"] == ["artifact"] for o in given)
    assert _cost_objects("Discard a land card") == ("hand", [{"name": "Cost Land 1", "types": ["land"],
                                                              "colors": [], "mana_value": 0}])
    # a subtype alone: permanents of its card type with that subtype (205.3), the kind the cost asks for
    assert _cost_objects("Sacrifice two Goblins") == ("battlefield", [
        {"name": f"Cost Goblin {i}", "types": ["creature"], "subtypes": ["Goblin"], "colors": [], "mana_value": 2,
         "power": 2, "toughness": 2} for i in (1, 2)])
    # either kind pays "an artifact or creature": the first one named
    assert _cost_objects("Sacrifice an artifact or creature") == ("battlefield", [
        {"name": "Cost Artifact 1", "types": ["artifact"], "colors": [], "mana_value": 2}])
    # "another creature": a creature that is not the source
    assert _cost_objects("Sacrifice another creature") == ("battlefield", [
        {"name": "Cost Creature 1", "types": ["creature"], "colors": [], "mana_value": 2, "power": 2, "toughness": 2}])
    # one colour: permanents of that colour ("Tap three untapped white creatures you control")
    assert _cost_objects("Sacrifice a white creature") == ("battlefield", [
        {"name": "Cost White Creature 1", "types": ["creature"], "colors": ["white"], "mana_value": 2, "power": 2,
         "toughness": 2}])
    # two colours, life, or a card said of a permanent: never completed, stays refused
    for cost in ("Sacrifice a white or blue creature", "Pay 50 life",
                 "Sacrifice a land card", "Discard an artifact", "Sacrifice a Goblin Wizard"):
        assert _cost_objects(cost) is None, cost


def test_the_bench_pays_a_cost_it_completes_and_the_engine_still_checks_it() -> None:
    from tests.apnap.corpus import CorpusAbility, board, resolve_ability

    text = "{2}{R}, Sacrifice an artifact: Each other player sacrifices an artifact."
    # an enchantment's ability: the source cannot pay the cost itself (else the resolver asks for it first)
    out = resolve_ability(CorpusAbility("Test", text, 1, text, "Enchantment"), board(4))
    assert "Cost Artifact 1" in str(out)  # the controller's own artifact paid the cost (602.2b)
    assert [e["player"] for e in out["steps"][0]["events"]] == ["Bob", "Carol", "Alice"]


def test_the_bench_gives_an_aura_a_permanent_of_the_kind_it_enchants() -> None:
    from tests.apnap.corpus import ATTACHED, CorpusAbility, board, resolve_ability

    text = 'Enchant land\nEnchanted land has "{T}: Tap target creature."'
    out = resolve_ability(CorpusAbility("Test", text, 1, 'Enchanted land has "{T}: Tap target creature."'), board(4))
    (event,) = out["steps"][0]["events"]
    assert event["objects"] == [ATTACHED] and event["player"] == "Dave"
