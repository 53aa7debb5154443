"""The spell on the stack as an object (issue #22, session 17): its controller ("Counter target spell. Its controller
discards a card.", 405.1, 608.2h), the payment its controller may make ("unless its controller pays {X}", 118.12a),
a counter that is optional ("you may counter target spell", 608.2d), and the permission to play a card exiled from
the top of the library ("Until end of turn, you may play that card", 601.3, 305.1), from real card text.

The standard board (realcards.py): Bob active, Dave controls; the spells on the stack are the scenario's ``spells``
(docs/scenario-format.md, "Additions").
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import run
from tests.apnap.test_board_steps import events

BOLT = {"name": "Lightning Bolt", "controller": "Bob", "types": ["instant"], "mana_value": 1, "colors": ["red"]}
BALOTH = {"name": "Baloth", "controller": "Carol", "types": ["creature"], "mana_value": 4, "colors": ["green"]}
STACK = [BOLT, BALOTH]
# Carol can make the mana she is said to pay (118.3: a "yes" the board cannot pay is refused, mana_available.py)
CAROL_LANDS = {"battlefield": ["Forest (basic land)", "Swamp (basic land)"] * 4}


def _steps(out: dict[str, Any]) -> list[tuple[str, list[tuple[str, str, list[str], int | None]]]]:
    return [(s["action"], events(s)) for s in out["steps"]]


# ------------------------------------------------------------ "its controller": the countered spell's (608.2h)
@pytest.mark.parametrize(("card", "text", "action", "amount"), [
    ("Undermine", "Counter target spell. Its controller loses 3 life.", "lose_life", 3),
    ("Dream Fracture", "Counter target spell. Its controller draws a card.", "draw", 1),
    ("Undermine", "Contrarresta el hechizo objetivo. Su controlador pierde 3 vidas.", "lose_life", 3),
])
def test_its_controller_is_the_countered_spells_controller(card: str, text: str, action: str, amount: int) -> None:
    """Baloth is Carol's spell: she, not the controller (Dave) nor the active player, is "its controller"."""
    out = run({}, card=card, effect=text, spells=STACK, target="Baloth")
    (counter, then) = out["steps"]
    assert events(counter) == [("Dave", "counter_spell", ["Baloth"], None)]
    assert [(e["player"], e["action"]) for e in then["events"]] == [("Carol", action)]
    assert then["events"][0].get("amount", len(then["events"][0].get("objects", []))) == amount
    assert "608.2h" in then["citations"]


@pytest.mark.parametrize(("lang", "said"), [("en", "That spell's controller"), ("es", "El controlador de ese hechizo")])
def test_its_controller_is_said_as_that_spells_controller(lang: str, said: str) -> None:
    """Render Silent: the rule change is Carol's, said as the spell's controller in either language."""
    text = {"en": "Counter target spell. Its controller can't cast spells this turn.",
            "es": "Contrarresta el hechizo objetivo. Su controlador no puede lanzar hechizos este turno."}[lang]
    out = run({}, card="Render Silent", effect=text, spells=STACK, target="Baloth")
    assert out["steps"][1]["events"][0]["player"] == "Carol"
    assert said in out["narration"]
    assert ("permanent" not in out["narration"]) and ("permanente" not in out["narration"])


def test_its_controller_of_your_own_spell_is_you() -> None:
    """Dismal Failure on Bob's Lightning Bolt: Bob discards (he controls that spell), not Carol."""
    out = run({}, card="Dismal Failure", effect="Counter target spell. Its controller discards a card.",
              spells=STACK, target="Lightning Bolt")
    assert out["steps"][1]["order"] == ["Bob"]


# ------------------------------------------------------------ "unless its controller pays {X}" (118.12a, 107.3a)
@pytest.mark.parametrize("text", ["Counter target spell unless its controller pays {X}.",
                                  "Contrarresta el hechizo objetivo a menos que su controlador pague {X}."])
def test_unless_its_controller_pays_x_is_the_scenarios_x(text: str) -> None:
    """Power Sink with X = 3: Carol pays 3 to keep Baloth; answering no, it is countered."""
    paid = run({}, card="Power Sink", effect=text, spells=STACK, target="Baloth", x=3, choices={"Carol": ["yes"]},
               Carol=CAROL_LANDS)
    assert [(e["player"], e["action"], e["amount"]) for e in paid["steps"][0]["events"]] == [("Carol", "pay", 3)]
    countered = run({}, card="Power Sink", effect=text, spells=STACK, target="Baloth", x=3)
    assert events(countered["steps"][0]) == [("Dave", "counter_spell", ["Baloth"], None)]


def test_unless_pays_x_without_x_is_asked() -> None:
    """X is the value its caster chose (107.3a): never read as 0, so the scenario must give it."""
    with pytest.raises(BotError) as err:
        run({}, card="Power Sink", effect="Counter target spell unless its controller pays {X}.", spells=STACK,
            target="Baloth")
    assert err.value.field == "x"


@pytest.mark.parametrize("text", [
    "Counter target spell unless its controller pays {X}. Mindswipe deals X damage to that spell's controller.",
    "Contrarresta el hechizo objetivo a menos que su controlador pague {X}. Mindswipe hace X puntos de daño al "
    "controlador de ese hechizo."])
def test_that_spells_controller_is_dealt_the_damage(text: str) -> None:
    """Mindswipe: the damage goes to the countered spell's controller (Carol), whether she paid or not."""
    out = run({}, card="Mindswipe", effect=text, spells=STACK, target="Baloth", x=2, choices={"Carol": ["yes"]})
    assert [(e["player"], e["action"], e["amount"]) for e in out["steps"][1]["events"]] == [("Carol", "damage", 2)]


def test_that_spells_controller_of_a_cast_trigger_is_the_cast_spells() -> None:
    """No target before it: "that spell's controller" is the controller of the spell the trigger event is about (603.2,
    608.2h), which the scenario names (``event_object``); not named, it is asked, never guessed."""
    text = "Whenever an opponent casts a spell, Foo Bar deals 1 damage to that spell's controller."
    with pytest.raises(BotError) as err:
        run({}, card="Foo Bar", effect=text, spells=STACK, target="Baloth")
    assert err.value.field == "event_object"
    out = run({}, card="Foo Bar", effect=text, spells=STACK, event_object="Baloth")
    assert [(e["player"], e["action"], e["amount"]) for e in out["steps"][0]["events"]] == [("Carol", "damage", 1)]


# ------------------------------------------------------------ "you may counter target spell" (608.2d)
MYSTIC = "When Frilled Mystic enters the battlefield, you may counter target spell."


@pytest.mark.parametrize(("answer", "countered"), [("yes", True), ("no", False)])
def test_you_may_counter_target_spell_is_the_controllers_choice(answer: str, countered: bool) -> None:
    """Frilled Mystic: Dave answers first; "no" leaves Baloth on the stack (nothing moves)."""
    out = run({}, card="Frilled Mystic", effect=MYSTIC, spells=STACK, target="Baloth", choices={"Dave": [answer]})
    step = out["steps"][0]
    assert step["choices"][0]["player"] == "Dave" and step["choices"][0]["answer"] == answer
    assert events(step) == ([("Dave", "counter_spell", ["Baloth"], None)] if countered else [])


def test_you_may_counter_unless_its_controller_pays_asks_both_in_turn() -> None:
    """Complicate's cycling trigger: Dave chooses to counter, then Carol chooses to pay {1} (118.12a)."""
    text = "When you cycle Complicate, you may counter target spell unless its controller pays {1}."
    out = run({}, card="Complicate", effect=text, spells=STACK, target="Baloth",
              choices={"Dave": ["yes"], "Carol": ["yes"]})
    step = out["steps"][0]
    assert [(c["player"], c["answer"]) for c in step["choices"]] == [("Dave", "yes"), ("Carol", "yes")]
    assert [(e["player"], e["action"], e["amount"]) for e in step["events"]] == [("Carol", "pay", 1)]


def test_you_may_counter_in_printed_spanish() -> None:
    """"Puedes contrarrestar el hechizo objetivo": the same plan, said back in Spanish."""
    text = "Cuando el Místico con volantes entre al campo de batalla, puedes contrarrestar el hechizo objetivo."
    out = run({}, card="Frilled Mystic", effect=text, spells=STACK, target="Baloth", choices={"Dave": ["yes"]})
    assert events(out["steps"][0]) == [("Dave", "counter_spell", ["Baloth"], None)]
    assert "Puedes contrarrestar el hechizo objetivo" in out["narration"]


# ------------------------------------------------------------ a permission to play the cards exiled (611.2a, 601.3)
LIBRARY = {"library": ["Shock (instant)", "Forest (land)", "Island (land)"]}


@pytest.mark.parametrize(("card", "text"), [
    ("Prophetic Flamespeaker", "Whenever Prophetic Flamespeaker deals combat damage to a player, exile the top card "
                               "of your library. You may play it this turn."),
    ("Stromkirk Occultist", "{1}{U}{U}: Exile the top card of your library. Until end of turn, you may play that "
                            "card."),
    ("Stromkirk Occultist", "{1}{U}{U}: Exilia la primera carta de tu biblioteca. Hasta el final del turno, puedes "
                            "jugar esa carta."),
    ("Prophetic Flamespeaker", "Exilia la primera carta de tu biblioteca. Puedes jugarla este turno."),
])
def test_the_card_exiled_may_be_played_this_turn(card: str, text: str) -> None:
    """The one card exiled (Shock) is the card the controller may play until the turn ends; nothing else moves."""
    out = run({}, card=card, effect=text, Dave=LIBRARY)
    permission = out["steps"][1]
    assert events(permission) == [("Dave", "permission", ["Shock"], None)]
    event = permission["events"][0]
    assert (event["act"], event["duration"], event["without_paying"]) == ("play", "this_turn", False)
    assert {"611.2a", "601.3", "305.1"} <= set(permission["citations"])


@pytest.mark.parametrize(("text", "lang"), [
    ("Exile the top three cards of your library. You may play them this turn.", "en"),
    ("Exilia las primeras tres cartas de tu biblioteca. Puedes jugarlas este turno.", "es"),
])
def test_them_are_all_the_cards_exiled(text: str, lang: str) -> None:
    """Chandra, Fire Artisan's -7 (three cards here): all three may be played; said "those cards" / "esas cartas"."""
    out = run({}, card="Chandra, Fire Artisan", effect=text, Dave=LIBRARY)
    assert events(out["steps"][1]) == [("Dave", "permission", ["Shock", "Forest", "Island"], None)]
    assert {"en": "those cards", "es": "esas cartas"}[lang] in out["narration"]


def test_without_paying_its_mana_cost_is_said_and_cited() -> None:
    """Mind's Desire: the permission is for no mana (118.9), in the event and in the narration."""
    text = "Exile the top card of your library. Until end of turn, you may play that card without paying its mana cost."
    out = run({}, card="Mind's Desire", effect=text, Dave=LIBRARY)
    step = out["steps"][1]
    assert step["events"][0]["without_paying"] is True and "118.9" in step["citations"]
    assert "without paying its mana cost" in out["narration"]


@pytest.mark.parametrize("text", ["Exile the top card of your library. You may play them this turn.",
                                  "Exile the top two cards of your library. You may play it this turn.",
                                  "Draw a card. You may play it this turn."])
def test_a_permission_without_its_cards_is_refused(text: str) -> None:
    """"Them" after one card, "it" after two, or no card exiled before: what is permitted is not read, so refused."""
    with pytest.raises(BotError) as err:
        run({}, card="Foo Bar", effect=text, Dave=LIBRARY)
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------ what the spell targets (115.1, spells[].targets)
def _bolt_at(*targets: str) -> list[dict[str, Any]]:
    return [{**BOLT, "targets": list(targets)}]


@pytest.mark.parametrize(("card", "text", "aimed", "legal"), [
    ("Cerulean Drake", "Sacrifice Cerulean Drake: Counter target spell that targets you.", "Dave", True),
    ("Cerulean Drake", "Sacrifice Cerulean Drake: Counter target spell that targets you.", "Carol", False),
    ("Outwit", "Counter target spell that targets a player.", "Carol", True),
    ("Outwit", "Counter target spell that targets a player.", "Craw Wurm", False),
    ("Confound", "Counter target spell that targets a creature.", "Craw Wurm", True),
    ("Confound", "Counter target spell that targets a creature.", "Carol", False),
    ("Turn Aside", "Counter target spell that targets a permanent you control.", "Craw Wurm", True),
    ("Turn Aside", "Counter target spell that targets a permanent you control.", "Grizzly Bears", False),
    ("Mistfolk", "{U}: Counter target spell that targets Mistfolk.", "Mistfolk", True),
    ("Mistfolk", "{U}: Counter target spell that targets Mistfolk.", "Craw Wurm", False),
    ("Outwit", "Contrarresta el hechizo objetivo que haga objetivo a un jugador.", "Carol", True),
    ("Psychic Rebuttal", "Contrarresta el hechizo de instantáneo o de conjuro objetivo que te haga objetivo.", "Dave",
     True),
    ("Psychic Rebuttal", "Contrarresta el hechizo de instantáneo o de conjuro objetivo que te haga objetivo.", "Bob",
     False),
])
def test_the_spell_must_target_what_the_text_says(card: str, text: str, aimed: str, legal: bool) -> None:
    """Lightning Bolt aimed at ``aimed`` (Dave controls the counter, and Craw Wurm; Grizzly Bears is Alice's): only a
    spell that targets what the text says could be its target (115.1); any other is bad_scenario, never countered."""
    if legal:
        out = run({}, card=card, effect=text, spells=_bolt_at(aimed), target="Lightning Bolt")
        assert events(out["steps"][0]) == [("Dave", "counter_spell", ["Lightning Bolt"], None)]
        assert "115.1" in out["steps"][0]["citations"]
        return
    with pytest.raises(BotError) as err:
        run({}, card=card, effect=text, spells=_bolt_at(aimed), target="Lightning Bolt")
    assert err.value.code == "bad_scenario" and err.value.field == "target"


def test_what_the_spell_targets_is_asked_when_not_given() -> None:
    """Cerulean Drake with a Lightning Bolt whose targets nobody gave: asked (choice_needed), never assumed."""
    with pytest.raises(BotError) as err:
        run({}, card="Cerulean Drake", effect="Sacrifice Cerulean Drake: Counter target spell that targets you.",
            spells=[BOLT], target="Lightning Bolt")
    assert err.value.code == "choice_needed" and err.value.field == "spells"


@pytest.mark.parametrize(("lang", "said"), [("en", "Counter target instant or sorcery spell that targets you."),
                                            ("es", "que te haga objetivo")])
def test_what_the_spell_targets_is_said_back(lang: str, said: str) -> None:
    """Psychic Rebuttal: the reading keeps "that targets you" (every word has its meaning in the plan)."""
    text = {"en": "Counter target instant or sorcery spell that targets you.",
            "es": "Contrarresta el hechizo de instantáneo o de conjuro objetivo que te haga objetivo."}[lang]
    out = run({}, card="Psychic Rebuttal", effect=text, spells=_bolt_at("Dave"), target="Lightning Bolt")
    assert said in out["narration"]


# ------------------------------------------------------------ "unless its controller pays {1} for each …" (118.12a)
@pytest.mark.parametrize(("text", "paid"), [
    ("Counter target spell unless its controller pays {1} for each card in your graveyard.", 3),
    ("Contrarresta el hechizo objetivo a menos que su controlador pague {1} por cada carta en tu cementerio.", 3),
    ("Counter target spell unless its controller pays {2} for each creature you control.", 4),
])
def test_unless_pays_for_each_is_counted_on_the_board(text: str, paid: int) -> None:
    """Dave (the controller) has three cards in his graveyard and two creatures: "your" is his; Carol pays that."""
    out = run({}, card="Foo Bar", effect=text, spells=STACK, target="Baloth", choices={"Carol": ["yes"]},
              Carol=CAROL_LANDS)
    assert [(e["player"], e["action"], e["amount"]) for e in out["steps"][0]["events"]] == [("Carol", "pay", paid)]
    assert text.split(" unless ")[-1].split(" a menos que ")[-1].rstrip(".") in out["narration"]


# ------------------------------------------------------------ "… if it's red", "… if its mana value is 2 or less"
@pytest.mark.parametrize(("text", "target", "countered"), [
    ("Counter target spell if its converted mana cost is 2 or less.", "Lightning Bolt", True),
    ("Counter target spell if its converted mana cost is 2 or less.", "Baloth", False),
    ("Contrarresta el hechizo objetivo si su valor de maná es 2 o menos.", "Lightning Bolt", True),
    ("Contrarresta el hechizo objetivo si su valor de maná es 2 o menos.", "Baloth", False),
    ("Counter target spell if it's red.", "Lightning Bolt", True),
    ("Counter target spell if it's red.", "Baloth", False),
])
def test_a_condition_on_the_target_spell_is_checked_on_it(text: str, target: str, countered: bool) -> None:
    """Lightning Bolt (red, mana value 1) meets both; Baloth (green, 4) is any spell's legal target, and is not
    countered (608.2c): the condition is the spell's, never the board's."""
    out = run({}, card="Foo Bar", effect=text, spells=STACK, target=target)
    done = [e for s in out["steps"] for e in events(s)]
    assert done == ([("Dave", "counter_spell", [target], None)] if countered else [])
    assert [c["holds"] for c in out["conditions"]] == [countered]
