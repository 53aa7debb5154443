"""Players the board picks out, payments ("unless they pay {N}", "pay {R}{R} or 2 life", "pay any amount of
life", repeated), piles, a player at random for each object, and "those players" (issue #22).

Real card text on the standard board (tests/apnap/realcards.py: Alice, Bob, Carol, Dave in turn order,
Bob active, Dave controls; APNAP order Bob, Carol, Dave, Alice).
"""

from __future__ import annotations

import json

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar.sentences import Unread, read_english
from bot.apnap.grammar.specs import Standing
from bot.errors import BotError
from tests.apnap.realcards import board, creature
from tests.apnap.test_grammar_choices import chosen, resolve

FOOTPAD = "When Rishadan Footpad enters the battlefield, each opponent sacrifices a permanent unless they pay {2}."
HELLION = "Whenever Tectonic Hellion attacks, each player who controls the most lands sacrifices two lands."
WILD_DOGS = ("At the beginning of your upkeep, if a player has more life than each other player, the player with the "
             "most life gains control of Wild Dogs.\nCycling {2} ({2}, Discard this card: Draw a card.)")
MAMMOTH = ("At the beginning of your upkeep, if a player controls more creatures than each other player, the player "
           "who controls the most creatures gains control of Wild Mammoth.")
VOICE = ("When Voice of Many enters the battlefield, draw a card for each opponent who controls fewer creatures than "
         "you.")


# ------------------------------------------------------------------------------------ unless they pay
def test_unless_they_pay_each_opponent_decides_then_those_who_did_not_pay_sacrifice() -> None:
    out = resolve(FOOTPAD, choices={"Bob": ["yes"], "Alice": ["no", "Sol Ring"]})
    pay, sacrifice = out["steps"]
    assert (pay["action"], pay["order"]) == ("pay", ["Bob", "Carol", "Alice"])
    assert [(c["player"], c["answer"], c["auto"]) for c in pay["choices"]] == [
        ("Bob", "yes", False), ("Carol", "no", True), ("Alice", "no", False)]  # not paying is the default
    assert [(e["player"], e["amount"], e["what"]) for e in pay["events"]] == [("Bob", 2, "mana")]
    assert "118.12" in pay["citations"]
    assert sacrifice["order"] == ["Carol", "Alice"]  # Bob paid
    assert chosen(sacrifice) == [("Carol", ["Forest"], None), ("Alice", ["Sol Ring"], None)]


def test_unless_they_pay_in_printed_spanish() -> None:
    text = ("Cuando el Bandolero rishadiano entre al campo de batalla, cada oponente sacrifica un permanente a menos "
            "que pague {2}.")
    out = resolve(text, choices={"Carol": ["yes"]}, lang="es")
    assert [s["order"] for s in out["steps"]] == [["Bob", "Carol", "Alice"], ["Bob", "Alice"]]
    assert "Carol paga 2 maná" in out["narration"] and "Carol sacrifica" not in out["narration"]


# ------------------------------------------------------------------------------------ the board picks players
def test_each_player_who_controls_the_most_lands_keeps_every_tied_player() -> None:
    out = resolve(HELLION, Carol={"battlefield": ["Forest (basic land)"]})
    (step,) = out["steps"]
    # lands: Alice 2, Bob 2, Carol 1, Dave 1 → Bob and Alice, in APNAP order
    assert step["order"] == ["Bob", "Alice"] and "608.2h" in step["citations"]
    assert [len(e["objects"]) for e in step["events"]] == [2, 2]


def test_the_player_with_the_most_life_gains_control_of_the_source() -> None:
    dave = {"battlefield": [creature("Wild Dogs", 2, 1), "Swamp (basic land)"]}
    out = resolve(WILD_DOGS, card="Wild Dogs", ability=1, Alice={"life": 25}, Dave=dave)
    (step,) = out["steps"]
    assert (step["action"], step["order"], step["events"][0]["objects"]) == ("gain_control", ["Alice"], ["Wild Dogs"])
    assert "Alice gains control of Wild Dogs" in out["narration"]


def test_a_tie_for_the_most_life_makes_the_intervening_if_false() -> None:
    dave = {"battlefield": [creature("Wild Dogs", 2, 1)]}
    out = resolve(WILD_DOGS, card="Wild Dogs", ability=1, Dave=dave)  # Alice, Bob and Dave at 20
    assert out["steps"] == [] and any("603.4" in w for w in out["warnings"])


def test_pasted_text_naming_its_card_after_gains_control_of_finds_the_source() -> None:
    out = resolve(MAMMOTH, Alice={"battlefield": ["A (creature)", "B (creature)", "C (creature)"]},
                  Dave={"battlefield": ["Wild Mammoth (creature)"]})
    assert out["steps"][0]["events"][0]["objects"] == ["Wild Mammoth"]


def test_for_each_opponent_who_controls_fewer_creatures_than_you() -> None:
    dave = {"battlefield": [creature("Voice of Many", 1, 1), creature("Llanowar Elves", 1, 1),
                            creature("Craw Wurm", 6, 4)]}
    out = resolve(VOICE, card="Voice of Many", Dave=dave)
    # Dave 3 creatures; Bob 1, Carol 0, Alice 2: three opponents with fewer
    assert out["steps"][0]["events"][0]["amount"] == 3


def test_counted_players_are_read_with_their_standing() -> None:
    (step,) = read_english("Each player who controls six or more lands sacrifices a land.").steps
    assert step.subject.standing == Standing("control", step.subject.standing.filter, at_least=6)
    with pytest.raises(Unread):  # "the player who controls six or more lands": which one is not said
        read_english("The player who controls six or more lands sacrifices a land.")


def test_a_count_the_scenario_does_not_describe_is_asked_never_guessed() -> None:
    data = board(effect=HELLION)
    del data["players"][1]["battlefield"]
    data["players"][1]["unknown"] = ["battlefield"]  # Bob's battlefield: nobody said (quick mode)
    with pytest.raises(BotError) as err:
        resolve_text(json.dumps(data))
    assert (err.value.code, err.value.field) == ("choice_needed", "players")
    assert "Bob" in err.value.text("en") and "Bob" in err.value.text("es")


# ------------------------------------------------------------------------------------ "those players", "as … enters"
def test_those_players_are_every_player_the_step_before_reached() -> None:
    out = resolve("Skull Rend deals 2 damage to each opponent. Those players each discard two cards at random.",
                  seed=3)
    damage, discard = out["steps"]
    assert discard["order"] == damage["order"] == ["Bob", "Carol", "Alice"]
    assert [len(e["objects"]) for e in discard["events"]] == [1, 0, 2]  # as many as each hand holds (Carol: none)
    assert all(c.get("random") for c in discard["choices"] if c["chosen"])
    # at random, how many is the contract (which cards is not): each event says it
    assert [(e["player"], e["amount"]) for e in discard["events"]] == [("Bob", 1), ("Carol", 0), ("Alice", 2)]
    es = resolve("Esta criatura hace 2 puntos de daño a cada oponente. Esos jugadores descartan dos cartas al azar "
                 "cada uno.", lang="es", seed=3)
    assert es["steps"][1]["order"] == ["Bob", "Carol", "Alice"]


def test_an_as_enters_choice_resolves_its_choice() -> None:
    from bot.apnap import abilities_of

    text = ("Flying\nAs Archangel of Strife enters the battlefield, each player chooses war or peace.\nCreatures "
            "controlled by players who chose war get +3/+0.")
    first = abilities_of(text)[0]
    assert (first.kind, first.effect) == ("as_enters", "each player chooses war or peace.")
    out = resolve(text, card="Archangel of Strife", ability=1, choices={"Bob": ["peace"]})
    (step,) = out["steps"]
    assert [c["chosen"] for c in step["choices"]] == [["peace"], ["war"], ["war"], ["war"]]
    es = abilities_of("En cuanto el Arcángel de la discordia entre al campo de batalla, cada jugador elige guerra o "
                      "paz.")[0]
    assert (es.kind, es.effect) == ("as_enters", "cada jugador elige guerra o paz.")


# ------------------------------------------------------------------------------------ any amount of life, repeated
PLAGUE = ("Starting with you, each player may pay any amount of life. Repeat this process until no one pays life. "
          "Each player creates a 1/1 black Rat creature token for each 1 life they paid this way.")


def test_any_amount_of_life_is_paid_in_rounds_until_nobody_pays_then_counted_over_every_round() -> None:
    out = resolve(PLAGUE, choices={"Dave": [2, 1, 0], "Alice": [0, 0, 0], "Bob": [1, 0, 0], "Carol": [0, 0, 0]})
    actions = [s["action"] for s in out["steps"]]
    assert actions == ["pay", "pay", "pay", "create"]  # round 3: nobody paid, so it stops (608.2c)
    assert out["steps"][0]["order"] == ["Dave", "Alice", "Bob", "Carol"]  # starting with you (101.1)
    assert "119.4" in out["steps"][0]["citations"] and "608.2c" in out["citations"]
    made = {e["player"]: e["amount"] for e in out["steps"][3]["events"]}
    assert made == {"Bob": 1, "Carol": 0, "Dave": 3, "Alice": 0}  # Dave 2 + 1 over two rounds
    assert out["life"]["Dave"] == 17 and out["life"]["Bob"] == 19


def test_no_more_life_than_a_player_has_can_be_paid() -> None:
    with pytest.raises(BotError) as err:
        resolve(PLAGUE, choices={"Dave": [0], "Alice": [0], "Bob": [0], "Carol": [4]})  # Carol has 3 life
    assert err.value.code in ("bad_scenario", "bad_choice")


def test_any_amount_of_life_in_printed_spanish() -> None:
    text = ("Empezando por ti, cada jugador puede pagar cualquier cantidad de vida. Repite este proceso hasta que "
            "nadie pague vida. Cada jugador crea una ficha de criatura Rata negra 1/1 por cada 1 vida que pagó de "
            "esta manera.")
    out = resolve(text, lang="es", choices={"Dave": [2, 0], "Alice": [0, 0], "Bob": [1, 0], "Carol": [0, 0]})
    assert [s["action"] for s in out["steps"]] == ["pay", "pay", "create"]
    assert {e["player"]: e["amount"] for e in out["steps"][2]["events"]}["Dave"] == 2
    assert "Dave paga 2 vidas" in out["narration"]


# ------------------------------------------------------------------------------------ mana or life
DJINN = ("Flying\nAt the beginning of each player's upkeep, that player may pay {R}{R} or 2 life. If the player does, "
         "they gain control of Emberwilde Djinn.")
DJINN_BOARD = {"Dave": {"battlefield": [{"name": "Emberwilde Djinn", "types": ["creature"]}]}}


@pytest.mark.parametrize(("answer", "paid", "life"), [("life", ("life", 2), 18), ("mana", ("mana", 2), 20)])
def test_mana_or_life_then_if_the_player_does_they_gain_control(answer: str, paid: tuple[str, int], life: int) -> None:
    out = resolve(DJINN, card="Emberwilde Djinn", ability=1, **DJINN_BOARD, choices={"Bob": [answer]})
    pay, control = out["steps"]
    assert (pay["order"], [(e["what"], e["amount"]) for e in pay["events"]]) == (["Bob"], [paid])
    assert (control["order"], control["events"][0]["objects"]) == (["Bob"], ["Emberwilde Djinn"])
    assert out["life"]["Bob"] == life


def test_declining_to_pay_mana_or_life_changes_nothing() -> None:
    out = resolve(DJINN, card="Emberwilde Djinn", ability=1, **DJINN_BOARD, choices={"Bob": ["no"]})
    assert [s["action"] for s in out["steps"]] == ["pay"] and out["steps"][0]["events"] == []
    assert "Bob: no" in out["narration"]


def test_life_one_cannot_pay_is_not_an_option() -> None:
    with pytest.raises(BotError) as err:  # Carol has 3 life: 2 is payable; at 1 it is not (119.4)
        resolve(DJINN, card="Emberwilde Djinn", ability=1, **DJINN_BOARD, that_player="Carol",
                Carol={"life": 1}, choices={"Carol": ["life"]})
    assert err.value.code == "bad_scenario"


def test_mana_or_life_in_printed_spanish() -> None:
    text = ("Al comienzo del mantenimiento de cada jugador, ese jugador puede pagar {R}{R} o 2 vidas. Si lo hace, ese "
            "jugador gana el control de esta criatura.")
    out = resolve(text, lang="es", choices={"Bob": ["life"]})
    assert [e["amount"] for e in out["steps"][0]["events"]] == [2] and out["steps"][1]["order"] == ["Bob"]
    assert "Bob: paga la vida" in out["narration"]


# ------------------------------------------------------------------------------------ piles
BEND = ("Each player separates all nontoken lands they control into two piles. For each player, one of their piles "
        "is chosen by one of their opponents of their choice. Destroy all lands in the chosen piles. Tap all lands "
        "in the other piles.")
# In APNAP order each player separates; then, owner by owner, the owner names an opponent and that opponent names
# one of the owner's piles (Bob → Carol picks; Carol → Alice picks; Dave → Bob picks; Alice → Bob picks).
BEND_SCRIPT = {"Bob": [["Mountain"], "Carol", "2", "1"], "Carol": [["Forest"], "1", "Alice"],
               "Alice": [["Forest", "Plains"], "2", "Bob"], "Dave": [[], "Bob"]}


def test_each_player_separates_an_opponent_of_their_choice_picks_a_pile_then_both_piles_are_acted_on() -> None:
    out = resolve(BEND, choices=BEND_SCRIPT)
    separate, choose, destroy, tap = out["steps"]
    assert separate["order"] == ["Bob", "Carol", "Dave", "Alice"] and "700.3" in separate["citations"]
    assert [(e["player"], e["objects"], e["other_pile"]) for e in separate["events"]] == [
        ("Bob", ["Mountain"], ["Island"]), ("Carol", ["Forest"], ["Swamp"]), ("Dave", [], ["Swamp"]),
        ("Alice", ["Forest", "Plains"], [])]
    # two decisions per owner, by two players: the owner's opponent, then that opponent's pile
    assert [(c["player"], c["chosen"]) for c in choose["choices"]] == [
        ("Bob", ["Carol"]), ("Carol", ["1"]), ("Carol", ["Alice"]), ("Alice", ["2"]), ("Dave", ["Bob"]),
        ("Bob", ["2"]), ("Alice", ["Bob"]), ("Bob", ["1"])]
    assert sorted(destroy["events"][0]["objects"]) == ["Forest", "Mountain", "Plains", "Swamp", "Swamp"]
    assert sorted(tap["events"][0]["objects"]) == ["Forest", "Island"]
    assert "Carol chooses Mountain for Bob" in out["narration"]


def test_piles_in_printed_spanish() -> None:
    text = ("Cada jugador separa todas las tierras que no sean fichas que controla en dos montones. Para cada jugador, "
            "uno de sus oponentes a su elección elige uno de sus montones. Destruye todas las tierras de los montones "
            "elegidos. Gira todas las tierras de los otros montones.")
    out = resolve(text, lang="es", choices=BEND_SCRIPT)
    assert sorted(out["steps"][2]["events"][0]["objects"]) == ["Forest", "Mountain", "Plains", "Swamp", "Swamp"]
    assert "Bob separa sus montones: Mountain | Island" in out["narration"]


# ------------------------------------------------------------------------------------ a player at random per object
SCRAMBLE = ("For each nonland permanent, choose a player at random. Then each player gains control of each permanent "
            "for which they were chosen. Untap those permanents.")


def test_a_player_at_random_for_each_nonland_permanent_then_control_and_untap() -> None:
    dave = {"battlefield": [{"name": "Craw Wurm", "types": ["creature"], "tapped": True}, "Swamp (basic land)"]}
    out = resolve(SCRAMBLE, seed=5, Dave=dave)
    chosen, control, untap = out["steps"]
    assert chosen["order"] == ["Dave"] and all(e["random"] for e in chosen["events"])
    picked = {e["player"]: sorted(e["objects"]) for e in chosen["events"]}
    nonland = sorted(["Grizzly Bears", "Serra Angel", "Sol Ring", "Oblivion Ring", "Hill Giant", "Mind Stone",
                      "Craw Wurm"])
    assert sorted(n for names in picked.values() for n in names) == nonland  # each exactly once, no land
    assert {e["player"]: sorted(e["objects"]) for e in control["events"]} == picked
    assert untap["events"][0]["objects"] == ["Craw Wurm"]  # the one that was tapped
    again = resolve(SCRAMBLE, seed=5, Dave=dave)
    assert again["steps"][0]["events"] == chosen["events"]  # repeatable through the seed


def test_a_player_at_random_in_printed_spanish() -> None:
    text = ("Para cada permanente que no sea tierra, elige un jugador al azar. Luego cada jugador gana el control de "
            "cada permanente para el que fue elegido. Endereza esos permanentes.")
    out = resolve(text, lang="es", seed=5)
    assert [s["action"] for s in out["steps"]] == ["choose", "gain_control", "untap"]
    assert "es elegido al azar para" in out["narration"]


def test_after_if_the_player_does_a_spanish_verb_with_no_subject_is_that_player() -> None:
    text = "Ese jugador puede pagar {R}{R} o 2 vidas. Si lo hace, gana el control de esta criatura."
    out = resolve(text, lang="es", choices={"Bob": ["life"]})
    assert out["steps"][1]["order"] == ["Bob"]  # not Dave, the controller

def test_who_controls_a_and_who_doesnt_control_a() -> None:
    # Nicol Bolas, Dragon-God's -8 is read (test_shared_supertype.py); a supertype said with a later kind only is
    # not clear (which kinds it qualifies): the object lexicon refuses it
    with pytest.raises(Unread) as err:
        read_english("Each opponent who doesn't control a creature or legendary planeswalker loses the game.")
    assert "or legendary planeswalker" in err.value.words
    out = resolve("Each opponent who doesn't control a creature loses the game.")
    assert out["steps"][0]["order"] == ["Carol"]  # Bob and Alice control creatures; Dave is "you"
    out = resolve("Cada jugador que controle un artefacto pierde 2 vidas.", lang="es")
    assert out["steps"][0]["order"] == ["Bob", "Alice"]  # Mind Stone, Sol Ring
    with pytest.raises(Unread):  # "two lands": exactly two or at least two is not said
        read_english("Each player who controls two lands sacrifices a land.")


# ------------------------------------------------------------------------------------ "may X and Y"
def test_may_discard_their_hand_and_draw_is_one_decision_for_both_verbs() -> None:
    # "may" governs both verbs (their base forms): a player who declines neither discards nor draws
    out = resolve("Each player may discard their hand and draw three cards.", choices={"Bob": ["no"], "Alice": ["no"]})
    discard, draw = out["steps"]
    assert [(c["player"], c.get("answer")) for c in discard["choices"] if c.get("answer")] == [
        ("Bob", "no"), ("Carol", "yes"), ("Dave", "yes"), ("Alice", "no")]
    assert "Alice" not in {e["player"] for e in discard["events"]}  # kept her hand: declined, no discard event
    assert draw["order"] == ["Carol", "Dave"]  # Carol said yes with an empty hand: she still draws
    es = resolve("Cada jugador puede descartar su mano y robar tres cartas.", lang="es", choices={"Bob": ["no"]})
    assert es["steps"][1]["order"] == ["Carol", "Dave", "Alice"]


def test_a_verb_in_the_subjects_own_form_after_may_is_not_under_it() -> None:
    (discard, draw) = read_english("Each player may discard a card and draws a card.").steps
    assert discard.optional and draw.subject.kind == "each_player"


@pytest.mark.parametrize("text", [
    "Each player may mill two cards.", "Each player may exile their graveyard.", "Each opponent may lose 2 life.",
    "Each player may scry 2.", "Each player may shuffle their hand into their library.",
    "Each player may exile the top card of their library."])
def test_a_player_who_declines_a_may_does_nothing(text: str) -> None:
    out = resolve(text, choices={"Bob": ["no"]})
    (step,) = out["steps"]
    assert ("Bob", "no") in [(c["player"], c.get("answer")) for c in step["choices"]]
    assert "Bob" not in [e["player"] for e in step["events"]]  # asked, and then left alone


# ------------------------------------------------------------------------------------ a fact the board cannot show
DESOLATION = ("At the beginning of each end step, each player who tapped a land for mana this turn sacrifices a land. "
              "Desolation deals 2 damage to each player who sacrificed a Plains this way.")
DESOLATION_BOARD = {"Dave": {"battlefield": ["Desolation (enchantment)", "Swamp (basic land)"]}}


def test_who_tapped_a_land_for_mana_is_asked_never_guessed() -> None:
    with pytest.raises(BotError) as err:
        resolve(DESOLATION, card="Desolation", **DESOLATION_BOARD)
    assert (err.value.code, err.value.field) == ("choice_needed", "tapped_for_mana")
    assert "tapped_for_mana" in err.value.text("es")


def test_the_players_said_to_have_tapped_a_land_sacrifice_and_the_plains_one_is_dealt_damage() -> None:
    out = resolve(DESOLATION, card="Desolation", **DESOLATION_BOARD, tapped_for_mana=["Bob", "Alice"],
                  choices={"Alice": ["Plains"]})
    sacrifice, damage = out["steps"]
    assert [(e["player"], e["objects"]) for e in sacrifice["events"]] == [("Bob", ["Mountain"]), ("Alice", ["Plains"])]
    assert (damage["order"], damage["events"][0]["amount"]) == (["Alice"], 2)  # only Alice sacrificed a Plains
    nobody = resolve(DESOLATION, card="Desolation", **DESOLATION_BOARD, tapped_for_mana=[])
    assert [s["order"] for s in nobody["steps"]] == [[], []]


def test_who_tapped_a_land_for_mana_in_printed_spanish() -> None:
    text = ("Cada jugador que giró una tierra para obtener maná este turno sacrifica una tierra. Esta criatura hace 2 "
            "puntos de daño a cada jugador que sacrificó una tierra de esta manera.")
    out = resolve(text, lang="es", tapped_for_mana=["Carol"])
    assert [s["order"] for s in out["steps"]] == [["Carol"], ["Carol"]]


def test_an_unknown_player_in_tapped_for_mana_is_a_bad_scenario() -> None:
    with pytest.raises(BotError) as err:
        resolve(DESOLATION, card="Desolation", **DESOLATION_BOARD, tapped_for_mana=["Zed"])
    assert (err.value.code, err.value.field) == ("bad_scenario", "tapped_for_mana[0]")


# ------------------------------------------------------------------------------ a target compared with its chooser
MAGES = ("At the beginning of each player's upkeep, that player chooses target player who has more life than they do "
         "and is their opponent. The first player may have Oath of Mages deal 1 damage to the second player.")
SCHOLARS = ("At the beginning of each player's upkeep, that player chooses target player who has more cards in hand "
            "than they do and is their opponent. The first player may discard their hand and draw three cards.")


def test_the_first_player_may_have_it_deal_damage_to_the_second_player() -> None:
    # the target was chosen as the ability went on the stack (115.1): no step shows it; it is checked (608.2b)
    out = resolve(MAGES, card="Oath of Mages", target="Alice", that_player="Carol", choices={"Carol": ["yes"]})
    (damage,) = out["steps"]  # one step: the first player's yes / no, then the damage to the second
    assert [(c["player"], c["answer"]) for c in damage["choices"]] == [("Carol", "yes")]  # Carol 3 < Alice 20
    assert (damage["order"], damage["events"][0]["amount"]) == (["Alice"], 1)
    assert "608.2b" in out["citations"] and out["life"]["Alice"] == 19
    declined = resolve(MAGES, card="Oath of Mages", target="Alice", that_player="Carol", choices={"Carol": ["no"]})
    assert declined["steps"][0]["events"] == [] and declined["life"]["Alice"] == 20


def test_a_target_that_is_not_legal_as_it_resolves_makes_the_ability_do_nothing() -> None:
    # Bob has more life than Alice, so a target could be chosen; Dave (20) is not one as it resolves (608.2b). With
    # no opponent ever legal, the trigger never resolves at all (603.3d: test_target_never_legal.py)
    out = resolve(MAGES, card="Oath of Mages", target="Dave", that_player="Alice", Bob={"life": 25})
    assert out["steps"] == [] and any("608.2b" in w for w in out["warnings"])


def test_the_first_player_may_discard_their_hand_and_draw_three() -> None:
    out = resolve(SCHOLARS, card="Oath of Scholars", target="Alice", that_player="Bob", choices={"Bob": ["yes"]})
    assert [s["action"] for s in out["steps"]] == ["discard", "draw"]
    assert out["steps"][0]["choices"][-1]["chosen"] == ["Lightning Bolt"]
    assert out["steps"][1]["events"][0]["amount"] == 3
    out = resolve(SCHOLARS, card="Oath of Scholars", target="Carol", that_player="Alice")  # Carol has fewer cards
    assert out["steps"] == []


def test_the_first_player_with_no_target_chosen_before_is_refused() -> None:
    with pytest.raises(Unread):
        read_english("The first player may discard their hand and draw three cards.")
