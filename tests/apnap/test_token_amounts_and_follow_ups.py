"""Tokens in an amount the card defines and what the text says of them after (#22, session 23): "create a number of
1/1 red Goblin creature tokens equal to Krenko's power" (111.1, 608.2h), ", and those tokens gain haste until end of
turn" (608.2c), "Those tokens have "…"" (111.3), and a trigger whose card's name holds a comma ("Whenever Krenko, Tin
Street Kingpin attacks, put a +1/+1 counter on it, then …": the condition ends after the name, never at a later comma
that would drop an instruction). Real cards, English and printed Spanish."""

from __future__ import annotations

import json
from typing import Any

from bot.apnap import CardText, resolve_text
from tests.apnap.realcards import creature
from tests.apnap.test_counters_and_tokens import events, same_plan

KRENKO = "Krenko, Tin Street Kingpin"
KRENKO_TEXT = ("Whenever Krenko, Tin Street Kingpin attacks, put a +1/+1 counter on it, then create a number of 1/1 "
               "red Goblin creature tokens equal to Krenko's power.")
KRENKO_ES = ("Siempre que Krenko, capo de la calle Tin ataque, pon un contador +1/+1 sobre él, luego crea una cantidad "
             "de fichas de criatura Trasgo roja 1/1 igual a la fuerza de Krenko.")


def daves_board(mine: list[Any], bobs: list[Any] | None = None, **more: Any) -> dict[str, Any]:
    """Dave (controller and active player) with ``mine``; Bob with ``bobs``; Alice and Carol with nothing."""
    return {"players": [{"name": "Alice", "battlefield": []}, {"name": "Bob", "battlefield": bobs or []},
                        {"name": "Carol", "battlefield": []}, {"name": "Dave", "battlefield": mine}],
            "active": "Dave", "controller": "Dave", **more}


def resolve(data: dict[str, Any], card: str, text: str, lang: str | None = None) -> dict[str, Any]:
    return resolve_text(json.dumps({**data, "card": card}), lang,
                        card_lookup=lambda n: CardText(card, text, lang or "en") if n.casefold() == card.casefold()
                        else None)


def said(out: dict[str, Any]) -> list[tuple[str, str, int | None]]:
    return [(e["player"], e["action"], e["amount"]) for e in events(out)]


# --------------------------------------------------------------------------------- a number of tokens (608.2h)
def test_krenko_counts_its_power_after_its_own_counter() -> None:
    """Krenko, a 1/2, gets a +1/+1 counter first (608.2c: in order), so it makes two Goblins, not one."""
    out = resolve(daves_board([creature(KRENKO, 1, 2, counters={})]), KRENKO, KRENKO_TEXT)
    assert said(out) == [("Dave", "counter", 1), ("Dave", "create", 2)]
    assert out["reading"] == ("Put a +1/+1 counter on it, then create a number of 1/1 red Goblin creature tokens "
                              "equal to its power.")
    assert "608.2h" in out["steps"][1]["citations"]


def test_krenko_in_printed_spanish_reads_the_same_and_says_it_in_spanish() -> None:
    out = resolve(daves_board([creature(KRENKO, 2, 2, counters={"+1/+1": 1})]), KRENKO, KRENKO_ES, "es")
    assert said(out) == [("Dave", "counter", 1), ("Dave", "create", 4)]
    assert out["reading"] == ("Pon un contador +1/+1 sobre él y luego crea una cantidad de fichas de criatura Trasgo "
                              "roja 1/1 igual a su fuerza.")
    assert "number" not in out["reading"] and "equal" not in out["reading"]


def test_evangel_style_amount_from_the_hand_in_both_languages() -> None:
    """"Create a number of … tokens equal to the number of cards in your hand": Dave's hand of three, three tokens."""
    board = daves_board([], hands={"Dave": ["Forest", "Island", "Swamp"]})
    board["players"][3]["hand"] = ["Forest", "Island", "Swamp"]
    del board["hands"]
    en = ("{T}: Create a number of 1/1 white Soldier creature tokens equal to the number of cards in your hand.")
    es = ("{T}: Crea una cantidad de fichas de criatura Soldado blanca 1/1 igual a la cantidad de cartas en tu mano.")
    for text, lang in ((en, None), (es, "es")):
        out = resolve({**board, "ability": 1}, "Soldier Maker", text, lang)
        assert said(out) == [("Dave", "create", 3)]
    same_plan(en.removeprefix("{T}: "), es.removeprefix("{T}: "))


def test_a_comma_in_the_cards_name_never_drops_an_instruction_into_the_condition() -> None:
    """Before: the condition ended at "on it," (its rest, "then draw a card", read alone) and the counter was lost."""
    text = "Whenever Krenko, Tin Street Kingpin attacks, put a +1/+1 counter on it, then draw a card."
    out = resolve(daves_board([creature(KRENKO, 1, 2, counters={})], ), KRENKO, text)
    assert [s["action"] for s in out["steps"]] == ["counter", "draw"]


# --------------------------------------------------------------------------------- ", and those tokens gain …"
WEIRDING = ("Target player sacrifices a creature. If a Goblin is sacrificed this way, that player creates two 1/1 "
            "black Goblin Rogue creature tokens, and those tokens gain haste until end of turn.")
WEIRDING_ES = ("El jugador objetivo sacrifica una criatura. Si se sacrifica un Trasgo de esta manera, ese jugador crea "
               "dos fichas de criatura Trasgo Pícaro negras 1/1 y esas fichas ganan la habilidad de prisa hasta el "
               "final del turno.")


def test_warren_weirding_gives_haste_to_the_tokens_bob_creates_for_his_goblin() -> None:
    goblin = creature("Goblin Piker", 2, 1, subtypes=["Goblin"])
    out = resolve({**daves_board([], [goblin]), "target": "Bob"}, "Warren Weirding", WEIRDING)
    assert [(p, a) for p, a, _ in said(out)] == [("Bob", "sacrifice"), ("Bob", "create"), ("Dave", "modify")]
    assert events(out)[1]["amount"] == 2
    assert events(out)[2]["keywords"] == "haste" and len(events(out)[2]["objects"]) == 2
    assert out["reading"].endswith("creature tokens. Those tokens gain haste until end of turn.")


def test_warren_weirding_without_a_goblin_makes_nothing_to_give_haste_to() -> None:
    bear = creature("Grizzly Bears", 2, 2, subtypes=["Bear"])
    out = resolve({**daves_board([], [bear]), "target": "Bob"}, "Warren Weirding", WEIRDING)
    assert [e["action"] for e in events(out) if e["objects"]] == ["sacrifice"]


def test_warren_weirding_in_printed_spanish_does_the_same() -> None:
    goblin = creature("Goblin Piker", 2, 1, subtypes=["Goblin"])
    board = {**daves_board([], [goblin]), "target": "Bob"}
    en, es = resolve(board, "Warren Weirding", WEIRDING), resolve(board, "Warren Weirding", WEIRDING_ES, "es")
    assert said(en) == said(es) and len(said(es)) == 3 and events(es)[2]["keywords"] == "haste"
    assert "Paso 3: Esas fichas ganan prisa hasta el final del turno." in es["narration"]


# --------------------------------------------------------------------------------- "Those tokens have "…"" (111.3)
REDEEMER = ("Create two 1/1 colorless Eldrazi Scion creature tokens. Those tokens have \"Sacrifice this creature: Add "
            "{C}.\"")
REDEEMER_ES = ("Crea dos fichas de criatura Vástago Eldrazi incoloras 1/1. Esas fichas tienen \"Sacrifica esta "
               "criatura: Agrega {C}.\"")


def test_those_tokens_have_the_quoted_ability_as_they_are_created() -> None:
    out = resolve(daves_board([]), "Scion Maker", REDEEMER)
    (made,) = events(out)
    assert made["amount"] == 2 and made["ability"] == "Sacrifice this creature: Add {C}."
    assert out["reading"] == "Create two 1/1 colorless Eldrazi Scion creature tokens with \"Sacrifice this creature: " \
                             "Add {C}.\""


def test_those_tokens_have_in_printed_spanish_gives_the_same_ability() -> None:
    (made,) = events(resolve(daves_board([]), "Scion Maker", REDEEMER_ES, "es"))
    assert made["amount"] == 2 and made["ability_kind"] == "activated" and made["ability"].startswith("Sacrifica")


def test_those_tokens_have_after_one_token_is_refused_not_given() -> None:
    """"Those tokens" after a creation of one token names no such tokens: refused, never given to it."""
    from bot.errors import BotError

    try:
        resolve(daves_board([]), "Scion Maker", REDEEMER.replace("two", "a").replace("tokens.", "token."))
    except BotError as exc:
        assert exc.code == "unsupported_effect"
    else:
        raise AssertionError("read")
