"""The findings of session 20's pre-stop review of the resolver (issue #22), each reproduced by a test that failed
before its fix.
"""

from __future__ import annotations

import json

import pytest

from bot.apnap import CardText, resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board, resolve_card
from tests.apnap.step_events import events_of as _events

# --- 1. A spell's own "This spell can't be countered" (101.2, 113.6g) -------------------------------------------

DECAY_TEXT = "This spell can't be countered.\nDestroy target nonland permanent with mana value 3 or less."
DECAY = {"name": "Abrupt Decay", "controller": "Bob", "types": ["instant"], "mana_value": 2, "text": DECAY_TEXT}
SHOCK = {"name": "Shock", "controller": "Bob", "types": ["instant"], "mana_value": 1, "colors": ["red"]}
SWIFT = "Counter all other spells. Draw a card for each spell countered this way."



def test_counter_all_spells_leaves_a_spell_whose_own_text_says_it_cant_be_countered() -> None:
    out = resolve_card(SWIFT, card="Swift Silence", spells=[DECAY, SHOCK])
    assert [e["objects"] for e in _events(out, "counter_spell")] == [["Shock"]]
    (kept,) = _events(out, "not_countered")
    assert kept["objects"] == ["Abrupt Decay"] and kept["text"] == "This spell can't be countered."
    assert [e["amount"] for e in _events(out, "draw")] == [1]  # one spell countered this way (608.2c)
    assert {"101.2", "113.6g"} <= set(out["steps"][0]["citations"])
    assert "Abrupt Decay can't be countered" in out["narration"] and "it stays on the stack" in out["narration"]
    es = resolve_card(SWIFT, lang="es", card="Swift Silence", spells=[DECAY, SHOCK])
    assert "Abrupt Decay no puede ser contrarrestado" in es["narration"]


def test_counter_target_spell_that_cant_be_countered_is_a_legal_target_and_stays() -> None:
    older = {**DECAY, "text": "This spell can't be countered by spells or abilities.\nDestroy target artifact."}
    for spell in (DECAY, older):
        out = resolve_card("Counter target spell.", card="Cancel", spells=[spell, SHOCK], target="Abrupt Decay")
        assert not _events(out, "counter_spell")
        (kept,) = _events(out, "not_countered")
        assert kept["objects"] == ["Abrupt Decay"] and kept["spell_controller"] == "Bob"
        assert "101.2" in out["steps"][0]["citations"]


def test_printed_spanish_cant_be_countered_on_a_stack_spell_is_read() -> None:
    spell = {**DECAY, "name": "Decadencia abrupta",
             "text": "Este hechizo no puede ser contrarrestado.\nDestruye el permanente objetivo que no sea tierra."}
    out = resolve_card("Counter target spell.", card="Cancel", spells=[spell], target="Decadencia abrupta")
    assert not _events(out, "counter_spell") and _events(out, "not_countered")


def test_a_spell_named_only_by_name_gets_its_real_cards_text() -> None:
    """A scenario that names the spell without its text: the card database's text says it can't be countered."""
    cards = {"cancel": CardText("Cancel", "Counter target spell.", "en", type_line="Instant"),
             "abrupt decay": CardText("Abrupt Decay", DECAY_TEXT, "en", type_line="Instant")}
    data = board(card="Cancel", spells=[{"name": "Abrupt Decay", "controller": "Bob"}], target="Abrupt Decay")
    out = resolve_text(json.dumps(data), "en", card_lookup=lambda name: cards.get(name.casefold()))
    assert not _events(out, "counter_spell") and _events(out, "not_countered")


# --- 2. Rules cited for what happened ----------------------------------------------------------------------------

JACE = {"name": "Jace Beleren", "types": ["planeswalker"], "counters": {"loyalty": 3}, "colors": ["blue"]}


def test_damage_that_hit_only_a_planeswalker_cites_no_life_loss() -> None:
    alice = board()["players"][0]
    out = resolve_card("Shock deals 2 damage to any target.", card="Shock", target="Jace Beleren",
                       Alice={"battlefield": alice["battlefield"] + [JACE]})
    (step,) = out["steps"]
    assert {"120.3c", "306.8"} <= set(step["citations"])
    assert not {"120.3a", "119.3"} & set(step["citations"])
    assert not {"120.3a", "119.3"} & set(out["citations"])
    player = resolve_card("Shock deals 2 damage to any target.", card="Shock", target="Bob")
    assert {"120.3a", "119.3"} <= set(player["steps"][0]["citations"])


def test_damage_dealt_only_to_creatures_cites_no_life_loss() -> None:
    out = resolve_card("Pyroclasm deals 2 damage to each creature.", card="Pyroclasm")
    assert "120.3e" in out["steps"][0]["citations"]
    assert not {"120.3a", "119.3"} & set(out["citations"])


def test_an_unless_cost_paid_cites_the_cost_not_the_instruction_it_avoided() -> None:
    text = "Each opponent loses 2 life unless you sacrifice a creature."
    paid = resolve_card(text, card="Tribute to Hunger", choices={"Dave": ["yes"]})
    (step,) = paid["steps"]
    assert [e["action"] for e in step["events"]] == ["sacrifice"]
    assert "119.3" not in step["citations"] and "119.3" not in paid["citations"]
    assert {"118.12", "701.21a"} <= set(step["citations"])
    unpaid = resolve_card(text, card="Tribute to Hunger")
    assert "119.3" in unpaid["steps"][0]["citations"]


# --- 3. Removing every counter asks its own question -------------------------------------------------------------

def test_remove_all_counters_asks_about_counters_without_proliferates_words() -> None:
    for lang, gone in (("en", "proliferat"), ("es", "prolifer")):
        with pytest.raises(BotError) as caught:
            resolve_card("Remove all counters from target creature.", lang, card="Suncleanser", target="Hill Giant",
                         Bob={"battlefield": ["Hill Giant (creature)"]})
        said = caught.value.text(lang)
        assert caught.value.code == "choice_needed" and "Hill Giant" in said
        assert gone not in said.lower() and "701.34a" not in said
        assert "122.1" in said


# --- 4. A battle attacked is said as a battle --------------------------------------------------------------------

SPITTER = "Whenever Scorch Spitter attacks, it deals 1 damage to the player or planeswalker it's attacking."
INVASION = {"name": "Invasion of Ravnica", "types": ["battle"], "subtypes": ["siege"], "counters": {"defense": 5}}


def test_a_battle_attacked_is_refused_as_a_battle_not_a_planeswalker() -> None:
    spitter = {"name": "Scorch Spitter", "types": ["creature"], "power": 1, "toughness": 1, "colors": ["red"]}
    for lang, battle in (("en", "is a battle"), ("es", "es una batalla")):
        with pytest.raises(BotError) as caught:
            resolve_card(SPITTER, lang, card="Scorch Spitter", active="Dave",
                         combat={"attacking": {"Scorch Spitter": "Invasion of Ravnica"}},
                         Dave={"battlefield": [spitter]}, Bob={"battlefield": [INVASION]})
        said = caught.value.text(lang)
        assert caught.value.code == "unsupported_effect" and battle in said and "310" in said
        assert "planeswalker" not in said


# --- 5. Quick mode: a counter nobody gave is an assumption, not a fact ---------------------------------------------

WEAPON_RACK = "{T}: Move a +1/+1 counter from Weapon Rack onto target creature. Activate only as a sorcery."


def test_quick_mode_moving_a_counter_nobody_gave_is_said_as_an_assumption() -> None:
    from bot.apnap.quick import QuickRequest, quick_scenario

    data = quick_scenario(QuickRequest(card="Weapon Rack", players=["Alice", "Bob"], target="Grizzly Bears",
                                       board="Bob: Grizzly Bears (creature)"))
    rack = CardText("Weapon Rack", WEAPON_RACK, type_line="Artifact")
    for lang, fact, assumed in (("en", "it cannot be removed and put there", "were not given"),
                                ("es", "no puede quitarse y ponerse ahí", "se indicaron")):
        out = resolve_text(json.dumps(data), lang, card_lookup=lambda name: rack if name == "Weapon Rack" else None)
        (event,) = out["steps"][0]["events"]
        assert (event["action"], event["amount"], event["assumed"]) == ("move_counter", 0, True)
        assert fact not in out["narration"]
        assert any(assumed in w for w in out["warnings"])
    known = resolve_card(WEAPON_RACK, card="Weapon Rack", target="Hill Giant", ability=1,
                         Dave={"battlefield": [{"name": "Weapon Rack", "types": ["artifact"], "counters": {}}]})
    assert "it cannot be removed and put there" in known["narration"]
    assert "assumed" not in known["steps"][0]["events"][0]


# --- 6. Two-Headed Giant: which teammate gets the shared poison counter is said ------------------------------------

def test_two_headed_giant_proliferate_says_which_teammate_was_taken_and_whose_choice_it_is() -> None:
    from tests.apnap.test_counter_family import counted_board, resolve

    data = counted_board(teams=[["Alice", "Carol"], ["Bob", "Dave"]], shared_life=True,
                         choices={"Dave": [["Alice", "Carol"]]})
    data["players"][0]["poison"] = 2
    for lang, said in (("en", "Dave chooses which (701.34b); Alice was taken"),
                       ("es", "Dave elige cuál (701.34b); se tomó a Alice")):
        out = resolve(data, "Contentious Plan", "Proliferate.", lang)
        assert [(e["player"], e["action"]) for e in out["steps"][0]["events"]] == [("Alice", "poison")]
        assert any(said in w and "Carol" in w for w in out["warnings"])


# --- 7. A board static that forbids the activation: one decision with a printed restriction ------------------------

def test_a_board_static_forbidding_the_activation_resolves_as_given_and_is_said() -> None:
    """602.5, 101.2: as a printed "Activate only …" the board breaks (docs/scenario-format.md "Activation
    restrictions"): it resolves as given, ``forbidden`` names the static, its source and the rule."""
    rack = CardText("Weapon Rack", WEAPON_RACK, type_line="Artifact")
    ouphe = {"name": "Collector Ouphe", "types": ["creature"], "power": 2, "toughness": 2,
             "text": "Activated abilities of artifacts can't be activated."}
    giant = {"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3}
    for lang, said in (("en", "Collector Ouphe says “Activated abilities of artifacts can't be activated” (101.2, "
                              "602.5)"),
                       ("es", "Collector Ouphe dice «Activated abilities of artifacts can't be activated» (101.2, "
                              "602.5)")):
        data = board(card="Weapon Rack", target="Hill Giant", active="Dave", Alice={"battlefield": [ouphe]},
                     Bob={"battlefield": [giant]},
                     Dave={"battlefield": [{"name": "Weapon Rack", "types": ["artifact"], "counters": {"+1/+1": 1}}]})
        out = resolve_text(json.dumps(data), lang, card_lookup=lambda name: rack if name == "Weapon Rack" else None)
        assert out["forbidden"] == {"restriction": "Activated abilities of artifacts can't be activated",
                                    "act": "activate", "rule": "602.5", "source": "Collector Ouphe"}
        (event,) = out["steps"][0]["events"]
        assert (event["action"], event["amount"]) == ("move_counter", 1)
        assert said in out["narration"]


# --- 8. Typed values decide, not a sentence's words ----------------------------------------------------------------

def test_an_unless_decision_says_what_is_paid_from_the_cost_step_not_its_sentence() -> None:
    """The "unless" decision's ``pay`` comes from the payment's own fields (a step type), in both languages; any
    other cost is quoted whole. ``_said`` read a rendered sentence and cut "Pay " / "Paga " off it."""
    from bot.apnap.engine.act_unless_cost import _said
    from bot.apnap.grammar import parse_effect
    from bot.apnap.plan import plan_of

    for text, en, es in (("Each opponent loses 2 life unless you pay {2}.", "{2}", "{2}"),
                         ("Each opponent loses 2 life unless you pay 3 life.", "3 life", "3 vidas"),
                         ("Each opponent loses 2 life unless you sacrifice a creature.", "“Sacrifice a creature”",
                          "«Sacrifica una criatura»")):
        (step,) = plan_of(parse_effect(text, "en")).steps
        assert (_said(step.cost, "en"), _said(step.cost, "es")) == (en, es)


def test_the_search_zone_decision_is_found_by_its_typed_question(monkeypatch: pytest.MonkeyPatch) -> None:
    """"Search your library and/or graveyard": the handler tells the zone decision from the card picked after it by a
    typed marker; it compared the question's translated words, so a question said otherwise (here: each time with
    another number) lost the zone and nothing was searched."""
    import itertools

    from bot.apnap.engine import act_search_zones
    from bot.catalog import t

    said = itertools.count()
    monkeypatch.setattr(act_search_zones, "t", lambda key, lang, **kw: t(key, lang, **kw) + (
        f" ({next(said)})" if key == "apnap.what.search_zone" else ""))
    text = ("Search your library and/or graveyard for a card named Ral, Caller of Storms, reveal it, and put it into "
            "your hand. If you search your library this way, shuffle it.")
    out = resolve_card(text, card="Ral's Summons", choices={"Dave": ["library"]},
                       Dave={"library": ["Ral, Caller of Storms (planeswalker)", "Swamp (basic land)"]})
    events = out["steps"][0]["events"]
    assert [(e["action"], e["from"]) for e in events if e["action"] == "search"] == [("search", "library")]


# --- 9. One owner for the spell↔card words and the "same name" nouns ------------------------------------------------

@pytest.mark.parametrize("noun", ["creature", "artifact", "enchantment", "land", "permanent"])
def test_every_same_name_noun_is_read_and_said_back_from_one_table(noun: str) -> None:
    """201.2: "… with the same name as that <noun>": the filters' words, the reader's check and the Spanish reading
    all come from ``noun_words.SAME_NAME_NOUNS`` (written three times before)."""
    from bot.apnap.grammar import parse_effect
    from bot.apnap.grammar.noun_words import SAME_NAME_NOUNS
    from bot.apnap.plan import plan_of
    from bot.apnap.render import render_plan

    plural = "enchantments" if noun == "enchantment" else f"{noun}s"
    text = f"Destroy target {noun} and all other {plural} with the same name as that {noun}."
    plan = plan_of(parse_effect(text, "en"))
    assert [s.action for s in plan.steps] == ["destroy", "destroy"]
    assert render_plan(plan, "en").endswith(f"all other {plural} with the same name as that {noun}.")
    assert f"con el mismo nombre que {SAME_NAME_NOUNS[noun][2]}" in render_plan(plan, "es")


def test_a_spell_is_read_as_a_card_and_said_back_as_a_spell_in_both_languages() -> None:
    from bot.apnap.grammar.noun_words import as_card_words, as_spell_words

    assert as_card_words("instant or sorcery spells".split()) == ["instant", "or", "sorcery", "cards"]
    assert as_spell_words("cartas negras", True) == "hechizos negros"
    assert as_spell_words("carta roja", True) == "hechizo rojo"
    assert as_spell_words("creature cards", False) == "creature spells"
