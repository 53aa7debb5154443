"""Back-references (issue #22): what an earlier instruction of the same ability did "this way", and what the
trigger event carried ("that much"), read from real card text in English and printed Spanish.

Each construction: its plan (the same from both languages), the engine's events and amounts per player in
APNAP order with the rules cited, and the questions asked when the board cannot show the fact.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import amounts as a
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import run
from tests.apnap.test_board_steps import events

APNAP = ["Bob", "Carol", "Dave", "Alice"]  # the standard board: Bob active, Dave controls


def _plan(text: str, lang: str = "en") -> tuple[p.Step, ...]:
    """The plan without the printed words (the step's text, a damage source's own naming)."""
    steps = p.plan_of(parse_effect(text, lang)).steps
    return tuple(replace(step, text="", **({"source": ""} if isinstance(step, p.Damage) else {})) for step in steps)


# ------------------------------------------------------------------ "that much": the trigger event (603.2)
SWINE = "Whenever Coalhauler Swine is dealt damage, it deals that much damage to each player."
GROLLUB = "Whenever Grollub is dealt damage, each opponent gains that much life."
BOND = "Whenever you gain life, target opponent loses that much life."


def test_that_much_first_is_the_amount_of_the_trigger_event() -> None:
    """Coalhauler Swine: the damage dealt to it, dealt again to each player (603.2, 120.3a), in APNAP order."""
    out = run({}, card="Coalhauler Swine", effect=SWINE, event_amount=2)
    step = out["steps"][0]
    assert step["order"] == APNAP
    assert events(step) == [(n, "damage", [], 2) for n in APNAP]
    assert [e["life"] for e in step["events"]] == [18, 1, 18, 18]
    assert {"603.2", "120.3a"} <= set(step["citations"])


def test_that_much_life_of_the_trigger_event_in_two_wordings() -> None:
    """Grollub ("each opponent gains that much life") and Sanguine Bond ("target opponent loses that much
    life"): the event's amount for each player the instruction reaches."""
    out = run({}, card="Grollub", effect=GROLLUB, event_amount=3)
    assert events(out["steps"][0]) == [("Bob", "gain_life", [], 3), ("Carol", "gain_life", [], 3),
                                       ("Alice", "gain_life", [], 3)]
    out = run({}, card="Sanguine Bond", effect=BOND, event_amount=4, target="Carol")
    assert events(out["steps"][0]) == [("Carol", "lose_life", [], 4)]
    assert out["state_based_actions"][0]["player"] == "Carol"  # 3 life, lost 4 (704.5a)


def test_that_much_of_the_trigger_event_is_asked_never_guessed() -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Coalhauler Swine", effect=SWINE)
    assert err.value.code == "choice_needed" and err.value.field == "event_amount"
    assert "603.2" in err.value.text("en") and "event_amount" in err.value.text("es")


@pytest.mark.parametrize("text", [
    "Each opponent gains that much life.",  # a spell: no event, no instruction before it
    "When Grollub enters the battlefield, each opponent gains that much life.",  # an event with no amount
])
def test_that_much_with_nothing_it_can_mean_is_refused_with_its_words(text: str) -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Grollub", effect=text, event_amount=3)
    assert err.value.code == "unsupported_effect" and "that much life" in err.value.text("en")


def test_an_event_amount_for_a_text_without_one_is_a_bad_scenario() -> None:
    with pytest.raises(BotError) as err:
        run({}, effect="Each player loses 1 life.", event_amount=3)
    assert err.value.code == "bad_scenario" and err.value.field == "event_amount"


def test_that_much_reads_the_same_in_printed_spanish() -> None:
    assert _plan("Each opponent gains that much life.") == _plan("Cada oponente gana esa cantidad de vidas.", "es")
    assert (_plan("This permanent deals that much damage to each player.")
            == _plan("Este permanente hace esa cantidad de daño a cada jugador.", "es"))
    (step,) = _plan("Este permanente hace esa cantidad de daño a cada jugador.", "es")
    assert isinstance(step, p.Damage) and step.amount == a.EventAmount()
    out = run({}, lang="es", card="Grollub", event_amount=2,
              effect="Siempre que Grollub reciba daño, cada oponente gana esa cantidad de vidas.")
    assert [e["amount"] for e in out["steps"][0]["events"]] == [2, 2, 2]


def test_that_much_after_an_instruction_is_still_that_instruction() -> None:
    """Only "that much" with no instruction before it is the event's: after one, it is that one's (608.2c)."""
    out = run({}, effect="Target player loses 3 life. You gain that much life.", target="Bob")
    assert events(out["steps"][1]) == [("Dave", "gain_life", [], 3)]


# ------------------------------------------------------------------ "they controlled that were destroyed this way"
TEMPEST = ("Destroy all creatures. Each player loses life equal to the number of creatures they controlled that "
           "were destroyed this way.")
TEMPEST_ES = ("Destruye todas las criaturas. Cada jugador pierde una cantidad de vidas igual al número de criaturas "
              "que controlaba que fueron destruidas de esta manera.")
KAYA = ("Destroy all creatures. You gain life equal to the number of creatures you controlled that were destroyed "
        "this way.")


def test_destroyed_this_way_counts_by_who_controlled_each() -> None:
    """Deadly Tempest: each player loses one life per creature of theirs destroyed (their controller as it left
    the battlefield, 608.2h), in APNAP order; a player who had none loses none."""
    out = run({}, effect=TEMPEST)
    assert out["steps"][0]["action"] == "destroy"
    assert events(out["steps"][1]) == [("Bob", "lose_life", [], 1), ("Carol", "lose_life", [], 0),
                                       ("Dave", "lose_life", [], 2), ("Alice", "lose_life", [], 2)]
    assert {"119.3"} <= set(out["steps"][1]["citations"]) and "701.8a" in out["steps"][0]["citations"]


def test_you_controlled_counts_the_controllers_own() -> None:
    """Kaya's Wrath: "you controlled" is the controller's creatures only (Dave: Llanowar Elves, Craw Wurm)."""
    out = run({}, effect=KAYA)
    assert events(out["steps"][1]) == [("Dave", "gain_life", [], 2)]
    (_, gain) = _plan(KAYA)
    assert isinstance(gain, p.GainLife) and gain.amount == a.ControlledThisWay("destroy", gain.amount.filter,
                                                                               a.Whose.YOU)


def test_controlled_this_way_reads_the_same_in_printed_spanish() -> None:
    assert _plan(TEMPEST) == _plan(TEMPEST_ES, "es")
    assert render_plan(p.plan_of(parse_effect(TEMPEST)), "es") == TEMPEST_ES
    assert render_plan(p.plan_of(parse_effect(TEMPEST))) == TEMPEST


def test_for_each_permanent_destroyed_this_way() -> None:
    """Fracturing Gust: every permanent the destroy moved, whoever controlled it (2 life each)."""
    text = "Destroy all artifacts and enchantments. You gain 2 life for each permanent destroyed this way."
    out = run({}, effect=text)
    assert len(out["steps"][0]["events"][0]["objects"]) == 3  # Sol Ring, Oblivion Ring, Mind Stone
    assert events(out["steps"][1]) == [("Dave", "gain_life", [], 6)]
    assert render_plan(p.plan_of(parse_effect(text))).endswith("You gain 2 life for each permanent destroyed this way.")


# ------------------------------------------------------------------ "the number of cards they discarded this way"
MIND_BOMB = ("Each player may discard up to three cards. Mind Bomb deals damage to each player equal to 3 minus the "
             "number of cards they discarded this way.")


def test_what_each_player_discarded_this_way_is_their_own() -> None:
    """Mind Bomb: each player's damage is 3 minus what that player discarded (Alice 3 → 0, Bob 1 → 2, Carol none
    → 3, Dave 2 → 1), dealt at once (608.2c, 120.3a)."""
    choices = {"Alice": ["yes", ["Opt", "Shock", "Island"]], "Bob": ["yes", ["Lightning Bolt"]],
               "Dave": ["yes", ["Duress", "Counterspell"]]}
    out = run({}, card="Mind Bomb", effect=MIND_BOMB, choices=choices)
    assert [len(e["objects"]) for e in out["steps"][0]["events"]] == [1, 0, 2, 3]
    assert events(out["steps"][1]) == [("Bob", "damage", [], 2), ("Carol", "damage", [], 3),
                                       ("Dave", "damage", [], 1), ("Alice", "damage", [], 0)]
    assert out["state_based_actions"] == [{"player": "Carol", "event": "loses", "rules": ["704.5a"]}]


def test_they_discarded_this_way_reads_the_same_in_printed_spanish() -> None:
    english = ("Each player may discard up to three cards. This permanent deals damage to each player equal to 3 "
               "minus the number of cards they discarded this way.")
    spanish = ("Cada jugador puede descartar hasta tres cartas. Este permanente hace a cada jugador una cantidad de "
               "daño igual a 3 menos el número de cartas que descartó de esta manera.")
    assert _plan(english) == _plan(spanish, "es")
    assert render_plan(p.plan_of(parse_effect(english))) == english


# ------------------------------------------------------------------ "the life they lost this turn"
WOUND = "At the beginning of each end step, each opponent loses life equal to the life they lost this turn."


def test_life_lost_this_turn_comes_from_the_scenario_and_the_effect() -> None:
    """Wound Reflection: what each opponent lost this turn before (the scenario's; a player not named lost
    none) — counted as the step applies (608.2h)."""
    out = run({}, card="Wound Reflection", effect=WOUND, life_lost_this_turn={"Bob": 3, "Alice": 1})
    assert events(out["steps"][0]) == [("Bob", "lose_life", [], 3), ("Carol", "lose_life", [], 0),
                                       ("Alice", "lose_life", [], 1)]
    with pytest.raises(BotError) as err:
        run({}, card="Wound Reflection", effect=WOUND)
    assert err.value.code == "choice_needed" and err.value.field == "life_lost_this_turn"


def test_life_lost_this_turn_includes_what_the_effect_took_before() -> None:
    """Life lost earlier in the same effect (a loss, damage) is life lost this turn too (119.3, 120.3a)."""
    text = ("Each opponent loses 2 life. This permanent deals 1 damage to each opponent. Each opponent loses life "
            "equal to the life they lost this turn.")
    out = run({}, effect=text, life_lost_this_turn={"Bob": 1})
    assert events(out["steps"][2]) == [("Bob", "lose_life", [], 4), ("Carol", "lose_life", [], 3),
                                       ("Alice", "lose_life", [], 3)]


def test_life_lost_this_turn_reads_the_same_in_printed_spanish() -> None:
    assert (_plan("Each opponent loses life equal to the life they lost this turn.")
            == _plan("Cada oponente pierde una cantidad de vidas igual a la cantidad de vidas que perdió este turno.",
                     "es"))
    with pytest.raises(BotError) as err:
        run({}, effect="Each player loses 1 life.", life_lost_this_turn={"Bob": 1})
    assert err.value.code == "bad_scenario"


# ------------------------------------------------------------------ "pay {U} for each creature chosen this way"
def _blue(name: str, tapped: bool = True, **more: object) -> dict[str, object]:
    return {"name": name, "types": ["creature"], "colors": ["blue"], "tapped": tapped, **more}


THELON = ("At the beginning of each player's upkeep, that player may choose any number of tapped blue creatures they "
          "control and pay {U} for each creature chosen this way. If the player does, untap those creatures.")
MAGNETIC = ("At the beginning of each player's upkeep, that player may choose any number of tapped blue creatures "
            "they control and pay {4} for each creature chosen this way. If the player does, untap those creatures.")
MUDSLIDE = ("At the beginning of each player's upkeep, that player may choose any number of tapped creatures without "
            "flying they control and pay {2} for each creature chosen this way. If the player does, untap those "
            "creatures.")
DAVE_BLUE = {"battlefield": [_blue("Merfolk Looter"), _blue("Coral Merfolk"), _blue("Prodigal Sorcerer", False),
                             {"name": "Grizzly Bears", "types": ["creature"], "colors": ["green"], "tapped": True}]}


def test_pay_for_each_creature_chosen_this_way_then_untap_those() -> None:
    """Thelon's Curse: the player chooses among their tapped blue creatures (any number: one of two here), pays
    {U} per creature chosen (118.1), and those untap (701.26b); the untapped Sorcerer and the green Bears are
    never options."""
    out = run({}, card="Thelon's Curse", effect=THELON, that_player="Dave", Dave=DAVE_BLUE,
              choices={"Dave": ["yes", ["Merfolk Looter"]]})
    choose, pay, untap = out["steps"]
    assert [e["objects"] for e in choose["events"] if e["objects"]] == [["Merfolk Looter"]]
    assert events(pay) == [("Dave", "pay", [], 1)] and pay["events"][0]["what"] == "mana"
    assert pay["events"][0]["mana"] == "{U}"
    assert events(untap)[0][2] == ["Merfolk Looter"] and "701.26b" in untap["citations"]
    assert "118.1" in pay["citations"]


@pytest.mark.parametrize(("text", "each", "chosen"), [(MAGNETIC, 4, ["Merfolk Looter", "Coral Merfolk"]),
                                                      (MUDSLIDE, 2, ["Merfolk Looter", "Coral Merfolk"])])
def test_the_cost_is_paid_once_per_creature_chosen(text: str, each: int, chosen: list[str]) -> None:
    """Magnetic Mountain ({4} each) and Mudslide ({2} each, creatures without flying): two chosen, twice the cost."""
    out = run({}, effect=text, that_player="Dave", Dave=DAVE_BLUE, choices={"Dave": ["yes", chosen]})
    assert events(out["steps"][1]) == [("Dave", "pay", [], 2 * each)]
    assert out["steps"][1]["events"][0]["mana"] == "{" + str(2 * each) + "}"  # {4} twice is {8}
    assert sorted(events(out["steps"][2])[0][2]) == sorted(chosen)


def test_choosing_none_pays_nothing_and_untaps_nothing() -> None:
    """"Any number" includes none: nothing is paid, and "if the player does" does not hold (608.2c)."""
    out = run({}, effect=THELON, that_player="Dave", Dave=DAVE_BLUE, choices={"Dave": ["yes", []]})
    assert events(out["steps"][1]) == [("Dave", "pay", [], 0)]
    assert len(out["steps"]) == 2 or events(out["steps"][2])[0][2] == []


def test_pay_for_each_chosen_reads_the_same_in_printed_spanish_and_back() -> None:
    english = ("That player may choose any number of tapped blue creatures they control and pay {U} for each "
               "creature chosen this way. If the player does, untap those creatures.")
    spanish = ("Ese jugador puede elegir cualquier número de criaturas azules giradas que controla y pagar {U} por "
               "cada criatura elegida de esta manera. Si el jugador lo hace, endereza esas criaturas.")
    assert _plan(english) == _plan(spanish, "es")
    assert render_plan(p.plan_of(parse_effect(english))) == english
    assert render_plan(p.plan_of(parse_effect(english)), "es").startswith(
        "Ese jugador puede elegir cualquier cantidad de criaturas giradas azules que controla y pagar {U} por cada "
        "criatura elegida de esta manera.")


# ------------------------------------------------------------------ "put into a graveyard this way"; tapped tokens
DREAD = ("Each player puts the top X cards of their library into their graveyard. For each creature card put into a "
         "graveyard this way, you create a tapped 2/2 black Zombie creature token.")
DREAD_ES = ("Cada jugador pone las primeras X cartas de su biblioteca en su cementerio. Por cada carta de criatura "
            "puesta en un cementerio de esta manera, creas una ficha de criatura Zombie negra 2/2 girada.")


def test_for_each_creature_card_put_into_a_graveyard_this_way() -> None:
    """Dread Summons: every creature card milled by anyone counts (701.17a); the tokens enter tapped (110.5b)."""
    libraries = {"Alice": {"library": ["Grizzly Bears (creature)", "Opt (instant)", "Forest (land)"]},
                 "Bob": {"library": ["Hill Giant (creature)", "Craw Wurm (creature)", "Island (land)"]}}
    out = run({}, effect=DREAD, x=2, **libraries)
    assert [len(e["objects"]) for e in out["steps"][0]["events"]] == [2, 2, 2, 2]
    (create,) = out["steps"][1]["events"]
    assert (create["player"], create["amount"], create["tapped"], create["pt"]) == ("Dave", 3, True, "2/2")


def test_a_tapped_token_in_two_wordings_and_in_spanish() -> None:
    """Liliana's Reaver ("… and you create a tapped 2/2 black Zombie creature token") and Dread Summons in
    printed Spanish ("… 2/2 girada"): the same tapped token."""
    text = "That player discards a card and you create a tapped 2/2 black Zombie creature token."
    out = run({}, effect=text, that_player="Bob")
    assert out["steps"][1]["events"][0]["tapped"] is True
    en, es = p.plan_of(parse_effect(DREAD)).steps[1], p.plan_of(parse_effect(DREAD_ES, "es")).steps[1]
    assert isinstance(en, p.Create) and isinstance(es, p.Create)
    assert (en.tapped, en.amount, en.subtypes, en.colors) == (es.tapped, es.amount, es.subtypes, es.colors)
    assert en.tapped and render_plan(p.plan_of(parse_effect(DREAD))).endswith(
        "For each creature card put into a graveyard this way, create a tapped 2/2 black Zombie creature token.")


def test_put_into_a_graveyard_this_way_after_a_destroy() -> None:
    """The same words after a destroy count what it put into graveyards (701.8a)."""
    text = "Destroy all creatures. Each player loses 1 life for each creature card put into a graveyard this way."
    out = run({}, effect=text)
    assert [e["amount"] for e in out["steps"][1]["events"]] == [5, 5, 5, 5]


# ------------------------------------------------------------------ quick mode stays honest
@pytest.mark.parametrize(("text", "who"), [(MIND_BOMB, "Ann"), (TEMPEST, "Ben")])
def test_a_this_way_count_from_a_zone_nobody_described_is_asked(text: str, who: str) -> None:
    """Quick mode: what Ann discarded from a hand nobody described, or what Ben controlled on a battlefield
    nobody described, is not known: asked (choice_needed naming the player), never counted as none."""
    import json

    from bot.apnap import QuickRequest, quick_scenario, resolve_text

    data = quick_scenario(QuickRequest(players=["Ann", "Ben"], effect=text, board="Ann: Grizzly Bears (creature)"))
    with pytest.raises(BotError) as err:
        resolve_text(json.dumps(data))
    assert err.value.code == "choice_needed" and who in err.value.text("en")


@pytest.mark.parametrize(("text", "action", "player"), [
    ("Whenever you gain life, draw that many cards.", "draw", "Dave"),  # Lich's Mastery
    ("Whenever Living Hive deals combat damage to a player, create that many 1/1 green Insect creature tokens.",
     "create", "Dave"),  # Living Hive
])
def test_that_many_first_is_the_amount_of_the_trigger_event(text: str, action: str, player: str) -> None:
    """"That many" said first is the trigger event's amount too (603.2): it was read as none before (0 cards,
    0 tokens), a confidently wrong answer; now the scenario gives it, and without it the resolver asks."""
    out = run({}, effect=text, event_amount=2)
    (step,) = out["steps"]
    assert step["action"] == action and events(step)[0][0] == player and step["events"][0]["amount"] == 2
    with pytest.raises(BotError) as err:
        run({}, effect=text)
    assert err.value.code == "choice_needed" and err.value.field == "event_amount"


# ------------------------------------------------------------------ "For each … revealed this way, add {G} and …"
SELVALA = ("Parley — {T}: Each player reveals the top card of their library. For each nonland card revealed this way, "
           "add {G} and you gain 1 life. Then each player draws a card.")


def test_for_each_nonland_card_revealed_this_way_adds_mana_and_life() -> None:
    """Selvala, Explorer Returned: two nonland cards revealed (Alice's Bears, Bob's Opt) → {G}{G} and 2 life for
    the controller (106.4, 119.3), then everyone draws the revealed card."""
    libraries = {"Alice": {"library": ["Grizzly Bears (creature)", "Forest (land)"]},
                 "Bob": {"library": ["Opt (instant)", "Island (land)"]},
                 "Carol": {"library": ["Swamp (land)"]}, "Dave": {"library": ["Mountain (land)"]}}
    out = run({}, card="Selvala, Explorer Returned", effect=SELVALA, **libraries)
    reveal, mana, life, draw = out["steps"]
    added = mana["events"][0]
    assert (added["player"], added["mana"], added["amount"]) == ("Dave", "{G}{G}", 2)
    assert events(life) == [("Dave", "gain_life", [], 2)] and "106.4" in mana["citations"]
    assert [e["objects"] for e in draw["events"]][0] == ["Opt"]  # Bob, the active player, draws his revealed card
    plan = p.plan_of(parse_effect(SELVALA.split(": ", 1)[1]))
    assert "For each nonland card revealed this way, add {G} and you gain 1 life." in render_plan(plan)


def test_for_each_revealed_add_mana_reads_the_same_in_printed_spanish() -> None:
    english = ("Each player reveals the top card of their library. For each nonland card revealed this way, add {G} "
               "and you gain 1 life. Then each player draws a card.")
    spanish = ("Cada jugador muestra la primera carta de su biblioteca. Por cada carta que no sea tierra mostrada de "
               "esta manera, agrega {G} y ganas 1 vida. Luego, cada jugador roba una carta.")
    assert _plan(english) == _plan(spanish, "es")


def test_that_much_of_the_trigger_event_in_printed_spanish_triggers() -> None:
    """"Siempre que … reciba daño, hace esa cantidad de daño a cada jugador" and "Siempre que ganes vidas, el
    oponente objetivo pierde esa cantidad de vidas": the Spanish trigger events carry an amount too."""
    out = run({}, lang="es", event_amount=3,
              effect="Siempre que el Cerdo carbonero reciba daño, hace esa cantidad de daño a cada jugador.")
    assert [e["amount"] for e in out["steps"][0]["events"]] == [3, 3, 3, 3]
    out = run({}, lang="es", event_amount=3, target="Bob",
              effect="Siempre que ganes vidas, el oponente objetivo pierde esa cantidad de vidas.")
    assert events(out["steps"][0]) == [("Bob", "lose_life", [], 3)]
