"""Real cards in Spanish printed text (wording may differ at the letter level from a given printing),
on the same standard board as test_real_cards.py; the expected outcomes are those of the English
Oracle text, reasoned in the comments. The output language follows the text (Spanish)."""

from __future__ import annotations

import pytest

from tests.apnap.realcards import run

APNAP = ["Bob", "Carol", "Dave", "Alice"]
OPPONENTS = ["Bob", "Carol", "Alice"]
CAROL_LOSES = {"state_based_actions": [{"player": "Carol", "event": "loses"}], "game_result": None}


def steps(*items: dict) -> dict:
    return {"steps": list(items)}


CASES = [
    # Verdugo despiadado (Merciless Executioner): trigger, each player sacrifices in APNAP order (101.4).
    pytest.param("Cuando esta criatura entre al campo de batalla, cada jugador sacrifica una criatura a su elección.",
                 {"choices": {"Dave": ["Craw Wurm"], "Alice": ["Grizzly Bears"]}},
                 steps({"action": "sacrifice", "order": APNAP, "chosen": {
                     "Bob": ["Hill Giant"], "Carol": [], "Dave": ["Craw Wurm"], "Alice": ["Grizzly Bears"]}}),
                 id="verdugo-despiadado"),
    # Trueque de sangre (Barter in Blood): two each, as many as possible (609.3).
    pytest.param("Cada jugador sacrifica dos criaturas a su elección.", {},
                 steps({"action": "sacrifice", "chosen": {"Bob": ["Hill Giant"], "Carol": []}}), id="trueque-de-sangre"),
    # Pacto de tumba (Grave Pact): each other player, not the controller.
    pytest.param("Siempre que una criatura que controlas muera, cada otro jugador sacrifica una criatura a su elección.",
                 {}, steps({"action": "sacrifice", "order": OPPONENTS}), id="pacto-de-tumba"),
    # Edicto diabólico (Diabolic Edict).
    pytest.param("El jugador objetivo sacrifica una criatura a su elección.", {"target": "Bob"},
                 steps({"action": "sacrifice", "order": ["Bob"], "chosen": {"Bob": ["Hill Giant"]}}), id="edicto-diabolico"),
    # Edicto de Sheoldred, mode 1 in Spanish: a creature that is not a token.
    pytest.param("Elige uno —\n• Cada oponente sacrifica una criatura que no sea ficha a su elección.\n• Cada oponente "
                 "sacrifica una ficha de criatura a su elección.\n• Cada oponente sacrifica un planeswalker a su elección.",
                 {"mode": 1, "Bob": {"battlefield": ["Goblin (token creature)", "Hill Giant (creature)"]}},
                 steps({"action": "sacrifice", "order": OPPONENTS, "chosen": {"Bob": ["Hill Giant"]}}),
                 id="edicto-de-sheoldred-modo-1"),
    # Rueda de la fortuna (Wheel of Fortune): Carol's library runs out (121.4, 704.5b).
    pytest.param("Cada jugador descarta su mano y luego roba siete cartas.", {},
                 {**steps({"action": "discard"}, {"action": "draw", "simultaneous": False}), **CAROL_LOSES},
                 id="rueda-de-la-fortuna"),
    # Golpe de suerte (Windfall): the greatest number discarded is 3.
    pytest.param("Cada jugador descarta su mano y luego roba una cantidad de cartas igual al mayor número de cartas que "
                 "un jugador descartó de esta manera.", {},
                 steps({"action": "discard"}, {"action": "draw", "events": [
                     {"player": "Bob", "amount": 3}, {"player": "Carol", "amount": 3},
                     {"player": "Dave", "amount": 3}, {"player": "Alice", "amount": 3}]}), id="golpe-de-suerte"),
    # Torbellino del tiempo (Timetwister).
    pytest.param("Cada jugador baraja su mano y su cementerio en su biblioteca y luego roba siete cartas.", {},
                 {**steps({"action": "shuffle"}, {"action": "draw"}), **CAROL_LOSES}, id="torbellino-del-tiempo"),
    # Prosperidad (Prosperity), X = 2.
    pytest.param("Cada jugador roba X cartas.", {"x": 2},
                 steps({"action": "draw", "events": [{"player": "Bob", "amount": 2}, {"player": "Carol", "amount": 2},
                                                     {"player": "Dave", "amount": 2}, {"player": "Alice", "amount": 2}]}),
                 id="prosperidad"),
    # Tregua (Truce): "puede robar hasta dos" is an integer per player; Carol draws none and gains 4.
    pytest.param("Cada jugador puede robar hasta dos cartas. Por cada carta menos de dos que un jugador robe de esta "
                 "manera, ese jugador gana 2 vidas.", {"choices": {"Carol": [0]}},
                 steps({"action": "draw"}, {"action": "gain_life", "events": [
                     {"player": "Bob", "amount": 0}, {"player": "Carol", "amount": 4},
                     {"player": "Dave", "amount": 0}, {"player": "Alice", "amount": 0}]}), id="tregua"),
    # Unión de fuerzas (Minds Aglow): from the controller, then turn order; X = 3.
    pytest.param("Unión de fuerzas — Empezando por ti, cada jugador puede pagar cualquier cantidad de maná. Cada jugador "
                 "roba X cartas, donde X es la cantidad total de maná pagado de esta manera.",
                 {"choices": {"Dave": [1], "Bob": [2]}},
                 steps({"action": "pay", "order": ["Dave", "Alice", "Bob", "Carol"]},
                       {"action": "draw", "events": [{"player": "Bob", "amount": 3}, {"player": "Carol", "amount": 3},
                                                     {"player": "Dave", "amount": 3}, {"player": "Alice", "amount": 3}]}),
                 id="mentes-encendidas"),
    # Ira de Dios (Wrath of God): the second sentence changes nothing reported.
    pytest.param("Destruye todas las criaturas. No pueden ser regeneradas.", {},
                 steps({"action": "destroy", "order": ["Dave"]}), id="ira-de-dios"),
    pytest.param("Destruye todas las tierras.", {},
                 steps({"action": "destroy", "events": [{"player": "Dave", "objects": [
                     "Forest", "Plains", "Mountain", "Island", "Forest", "Swamp", "Swamp"]}]}), id="armagedon"),
    # Pestilencia (Pestilence), ability 2: Llanowar Elves (1/1) dies (704.5g).
    pytest.param("Al comienzo del paso final, si no hay criaturas en el campo de batalla, sacrifica este encantamiento.\n"
                 "{B}: Pestilencia hace 1 punto de daño a cada criatura y a cada jugador.", {"ability": 2},
                 {"state_based_actions": [{"player": "Dave", "event": "dies"}]}, id="pestilencia"),
    # Terremoto (Earthquake), X = 3: as in English.
    pytest.param("Terremoto hace X puntos de daño a cada criatura sin la habilidad de volar y a cada jugador.", {"x": 3},
                 {"state_based_actions": [{"player": "Bob", "event": "dies"}, {"player": "Dave", "event": "dies"},
                                          {"player": "Alice", "event": "dies"}, {"player": "Carol", "event": "loses"}]},
                 id="terremoto"),
    # Desangrar (Exsanguinate), X = 2: 6 lost in total, 6 gained.
    pytest.param("Cada oponente pierde X vidas. Ganas una cantidad de vidas igual a la vida perdida de esta manera.",
                 {"x": 2}, steps({"action": "lose_life", "order": OPPONENTS},
                                 {"action": "gain_life", "events": [{"player": "Dave", "amount": 6}]}), id="desangrar"),
    # Llamada del crepúsculo (Twilight's Call).
    pytest.param("Cada jugador regresa todas las cartas de criatura de su cementerio al campo de batalla.", {},
                 steps({"action": "return", "order": APNAP}), id="llamada-del-crepusculo"),
    # Himno a Tourach (Hymn to Tourach): random, no choice (701.9b).
    pytest.param("El jugador objetivo descarta dos cartas al azar.", {"target": "Alice", "seed": 2},
                 steps({"action": "discard", "order": ["Alice"]}), id="himno-a-tourach"),
    # Paseo temporal (Time Walk).
    pytest.param("Juega un turno extra después de este.", {}, {"extra_turns": ["Dave"]}, id="paseo-temporal"),
    # Liliana del Velo (+1): hidden discards in APNAP order (101.4a).
    pytest.param("+1: Cada jugador descarta una carta.\n−2: El jugador objetivo sacrifica una criatura a su elección.",
                 {"ability": 1}, steps({"action": "discard", "order": APNAP, "hidden": {"Bob": True}}),
                 id="liliana-del-velo"),
    # Explorador veterano (Veteran Explorer): "puede buscar", yes / no first, then up to two basic lands.
    pytest.param("Cuando esta criatura muera, cada jugador puede buscar en su biblioteca hasta dos cartas de tierra "
                 "básica, ponerlas en el campo de batalla y luego barajar.",
                 {"choices": {"Bob": ["sí", ["Forest", "Plains"]], "Carol": ["no"]}},
                 steps({"action": "search", "order": APNAP}), id="explorador-veterano"),
    # Cataclismo (Cataclysm): keep one of each type, sacrifice the rest.
    pytest.param("Cada jugador elige de entre los permanentes que controla un artefacto, una criatura, un encantamiento "
                 "y una tierra, y luego sacrifica el resto.", {"choices": {"Alice": [["Serra Angel", "Plains", "Sol Ring",
                                                                                     "Oblivion Ring"]]}},
                 steps({"action": "choose", "order": APNAP}, {"action": "sacrifice", "chosen": {
                     "Bob": ["Island"], "Carol": ["Swamp"], "Dave": ["Craw Wurm"], "Alice": ["Grizzly Bears", "Forest"]}}),
                 id="cataclismo"),
]

CASES += [
    # Tormenta de granizo (Torment of Hailfire), X = 1: Bob gives up Mind Stone, Carol has nothing ("no" by
    # default) and loses 3 (3 → 0: loses at the SBA check), Alice discards Opt.
    pytest.param("Repite el siguiente proceso X veces. Cada oponente pierde 3 vidas a menos que sacrifique un "
                 "permanente que no sea tierra a su elección o descarte una carta.",
                 {"x": 1, "choices": {"Bob": ["Mind Stone"], "Alice": ["Opt"]}},
                 {**steps({"action": "lose_life", "order": OPPONENTS, "events": [
                     {"player": "Bob", "action": "sacrifice"}, {"player": "Carol", "action": "lose_life", "amount": 3},
                     {"player": "Alice", "action": "discard"}]}), **CAROL_LOSES}, id="tormenta-de-granizo"),
    # Juicio del consejo (Council's Judgment): votes for objects, the most-voted is exiled.
    pytest.param("Voluntad del consejo — Empezando por ti, cada jugador vota por un permanente que no sea tierra que no "
                 "controlas. Exilia cada permanente con la mayor cantidad de votos o empatado con la mayor cantidad de "
                 "votos.", {"choices": {"Dave": ["Hill Giant"], "Alice": ["Hill Giant"], "Bob": ["Serra Angel"],
                                        "Carol": ["Serra Angel"]}},
                 steps({"action": "vote", "order": ["Dave", "Alice", "Bob", "Carol"]},
                       {"action": "exile", "events": [{"player": "Dave", "objects": ["Serra Angel", "Hill Giant"]}]}),
                 id="juicio-del-consejo-empate"),
    # Equilibrio (Balance).
    pytest.param("Cada jugador elige una cantidad de tierras que controla igual a la cantidad de tierras que controla el "
                 "jugador que controla menos, y luego sacrifica el resto. Los jugadores descartan cartas y sacrifican "
                 "criaturas de la misma manera.", {},
                 steps({"action": "choose"}, {"action": "sacrifice", "chosen": {"Dave": []}}, {"action": "choose"},
                       {"action": "discard", "chosen": {"Alice": ["Opt", "Shock", "Island"]}}, {"action": "choose"},
                       {"action": "sacrifice", "chosen": {"Bob": ["Hill Giant"]}}), id="equilibrio"),
    # Viruela mayor (Pox): a third, rounded up (107.1a).
    pytest.param("Cada jugador pierde un tercio de su total de vidas, luego descarta un tercio de las cartas de su mano, "
                 "luego sacrifica un tercio de las criaturas que controla y luego sacrifica un tercio de las tierras que "
                 "controla. Redondea hacia arriba cada vez.", {},
                 steps({"action": "lose_life", "events": [{"player": "Bob", "amount": 7}, {"player": "Carol", "amount": 1},
                                                          {"player": "Dave", "amount": 7}, {"player": "Alice", "amount": 7}]},
                       {"action": "discard"}, {"action": "sacrifice"}, {"action": "sacrifice"}), id="pox"),
    # Muerte viviente (Living Death).
    pytest.param("Cada jugador exilia todas las cartas de criatura de su cementerio, luego sacrifica todas las criaturas "
                 "que controla y luego pone en el campo de batalla todas las cartas que exilió de esta manera.", {},
                 steps({"action": "exile"}, {"action": "sacrifice"}, {"action": "put", "events": [
                     {"player": "Bob", "objects": ["Runeclaw Bear"]}, {"player": "Carol", "objects": []},
                     {"player": "Dave", "objects": ["Elvish Mystic"]}, {"player": "Alice", "objects": ["Gray Ogre"]}]}),
                 id="muerte-viviente"),
    # Encuentro secreto (Secret Rendezvous): "cada uno" belongs to the subject.
    pytest.param("Tú y el oponente objetivo roban tres cartas cada uno.", {"target": "Alice"},
                 steps({"action": "draw", "order": ["Dave", "Alice"]}), id="encuentro-secreto"),
    # Oferta tentadora (Tempt with Vengeance), X = 1: Bob accepts; Dave then creates 1 more.
    pytest.param("Oferta tentadora — Crea X fichas de criatura Elemental roja 1/1 con la habilidad de prisa. Cada "
                 "oponente puede crear X fichas de criatura Elemental roja 1/1 con la habilidad de prisa. Por cada "
                 "oponente que lo haga, crea X fichas de criatura Elemental roja 1/1 con la habilidad de prisa.",
                 {"x": 1, "choices": {"Bob": ["sí"], "Carol": ["no"], "Alice": ["no"]}},
                 steps({"action": "create"}, {"action": "create", "events": [{"player": "Bob", "amount": 1}]},
                       {"action": "create", "events": [{"player": "Dave", "amount": 1}]}), id="tentar-con-venganza"),
]


@pytest.mark.parametrize("text,changes,expect", CASES)
def test_spanish_card(text: str, changes: dict, expect: dict) -> None:
    out = run(expect, effect=text, **changes)
    assert out["lang"] == "es"
    assert "Paso 1" in out["narration"] or not out["steps"]
