"""Who acts and who pays: players named from an object or from the event, on real cards (session 22, issue #22).

"… deals 1 damage to each creature that player controls" after a damage trigger is the damaged player's creatures
(608.2c), never every player's; "… to target player and each creature that player controls" is the target's. Every
card here was refused before (its words unread). English and printed Spanish.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card, resolve_on_daves_board
from tests.apnap.step_events import events_of as _events


def _damaged(out: dict[str, Any]) -> dict[str, int]:
    return {o: e["amount"] for e in _events(out, "damage") for o in e.get("objects", [])}


# ------------------------------------------------------------------ "each creature that player controls" (608.2c)
SHOCKMAW = ("Whenever Shockmaw Dragon deals combat damage to a player, it deals 1 damage to each creature that player "
            "controls.")
SHOCKMAW_ES = ("Siempre que el Dragón fauceshock haga daño de combate a un jugador, hace 1 punto de daño a cada "
               "criatura que controla ese jugador.")


@pytest.mark.parametrize(("text", "lang"), [(SHOCKMAW, None), (SHOCKMAW_ES, "es")])
def test_shockmaw_dragon_damages_only_the_damaged_players_creatures(text: str, lang: str | None) -> None:
    """Bob was dealt the damage: only Hill Giant is dealt 1, not Alice's or Dave's creatures."""
    out = resolve_on_daves_board("Shockmaw Dragon", text, lang, that_player="Bob", active="Dave")
    assert _damaged(out) == {"Hill Giant": 1}
    assert out["reading"].endswith(("each creature that player controls.", "cada criatura que controla ese jugador."))


def test_shockmaw_dragon_on_alices_creatures_when_alice_was_dealt_the_damage() -> None:
    out = resolve_on_daves_board("Shockmaw Dragon", SHOCKMAW, that_player="Alice", active="Dave")
    assert _damaged(out) == {"Grizzly Bears": 1, "Serra Angel": 1}


BALEFIRE = ("Whenever Balefire Dragon deals combat damage to a player, it deals that much damage to each creature that "
            "player controls.")


def test_balefire_dragon_deals_that_much_to_the_damaged_players_creatures() -> None:
    out = resolve_on_daves_board("Balefire Dragon", BALEFIRE, that_player="Alice", active="Dave", event_amount=6)
    assert _damaged(out) == {"Grizzly Bears": 6, "Serra Angel": 6}
    assert {a["object"] for a in out["state_based_actions"]} == {"Grizzly Bears", "Serra Angel"}


def test_that_player_and_each_creature_that_player_controls_stays_refused() -> None:
    """Its reading would say the creatures first and read back as another text: refused, as before."""
    with pytest.raises(BotError) as err:
        resolve_card("Test Blast deals 2 damage to target player and each creature that player controls.",
                     card="Test Blast", target="Alice")
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------ another player pays to stop it (118.12a)
VECTIS = "{T}: Tap target creature unless its controller pays 2 life."
VECTIS_ES = "{T}: Gira la criatura objetivo a menos que su controlador pague 2 vidas."


@pytest.mark.parametrize(("text", "lang"), [(VECTIS, None), (VECTIS_ES, "es")])
def test_vectis_dominator_the_targets_controller_decides(text: str, lang: str | None) -> None:
    """Bob controls Hill Giant: Bob, not Dave, is asked; not paying is the default (said), and the giant is tapped."""
    out = resolve_on_daves_board("Vectis Dominator", text, lang, target="Hill Giant")
    step = out["steps"][0]
    assert [(c["player"], c["answer"]) for c in step["choices"]] == [("Bob", "no")]
    assert _events(out, "tap")[0]["objects"] == ["Hill Giant"]
    assert "118.12a" in step["citations"]
    assert any("Bob" in w for w in out["warnings"])
    assert out["reading"].endswith(("unless its controller pays 2 life.", "a menos que su controlador pague 2 vidas."))


def test_vectis_dominator_paid_by_the_targets_controller_taps_nothing() -> None:
    out = resolve_on_daves_board("Vectis Dominator", VECTIS, target="Hill Giant", choices={"Bob": ["yes"]})
    assert not _events(out, "tap")
    assert out["life"]["Bob"] == 18 and out["life"]["Dave"] == 20
    assert [(e["player"], e["amount"]) for e in _events(out, "pay")] == [("Bob", 2)]


def test_vectis_dominator_a_player_with_less_life_cannot_pay() -> None:
    """Carol has 3 life: she can pay 2 (119.4); with 1 life she can't, and her answer "yes" is not taken (118.3)."""
    carol = {"name": "Carol", "life": 1, "battlefield": [{"name": "Goblin Piker", "types": ["creature"],
                                                          "power": 2, "toughness": 1}]}
    out = resolve_on_daves_board("Vectis Dominator", VECTIS, target="Goblin Piker", Carol=carol)
    step = out["steps"][0]
    assert [(c["player"], c["answer"], c["forced"]) for c in step["choices"]] == [("Carol", "no", True)]
    assert _events(out, "tap")[0]["objects"] == ["Goblin Piker"]


NAKAYA = "{B}: Nakaya Shade gets +1/+1 until end of turn unless any player pays {2}."
NAKAYA_ES = "{B}: La Sombra de Nakaya obtiene +1/+1 hasta el final del turno a menos que cualquier jugador pague {2}."


@pytest.mark.parametrize(("text", "lang"), [(NAKAYA, None), (NAKAYA_ES, "es")])
def test_nakaya_shade_each_player_in_apnap_order_may_pay(text: str, lang: str | None) -> None:
    """Nobody says: every player is asked in APNAP order (Bob active), nobody pays, the Shade gets +1/+1."""
    out = resolve_on_daves_board("Nakaya Shade", text, lang)
    step = out["steps"][0]
    assert [c["player"] for c in step["choices"]] == ["Bob", "Carol", "Dave", "Alice"]
    assert "applies to them" not in step["choices"][0]["what"]  # the Shade's bonus is nobody's instruction to them
    assert {"101.4", "118.12a"} <= set(step["citations"])
    assert _events(out, "modify")
    assert out["reading"].endswith(("unless any player pays {2}.", "a menos que cualquier jugador pague {2}."))


def test_nakaya_shade_the_first_player_who_pays_stops_it() -> None:
    """Carol pays {2}: the Shade gets nothing, and Dave and Alice after her are not asked (101.4b)."""
    out = resolve_on_daves_board("Nakaya Shade", NAKAYA, choices={"Carol": ["yes"]})
    step = out["steps"][0]
    assert [(c["player"], c["answer"]) for c in step["choices"]] == [("Bob", "no"), ("Carol", "yes")]
    assert not _events(out, "modify")
    assert [e["player"] for e in _events(out, "pay")] == ["Carol"]


def test_an_unless_payer_of_another_kind_than_the_target_is_refused() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Destroy target land unless that creature's controller pays {2}.", card="Test Raze",
                     target="Forest")
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------ "to their owner's hand" (400.3, 601.2c)
GRASPING = "Return up to two target creatures to their owner's hand."
GRASPING_ES = "Regresa hasta dos criaturas objetivo a la mano de su propietario."


@pytest.mark.parametrize(("text", "lang"), [(GRASPING, None), (GRASPING_ES, "es")])
def test_grasping_current_returns_each_target_to_its_owners_hand(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, card="Grasping Current", target=["Hill Giant", "Llanowar Elves"])
    returned = _events(out, "return")
    assert [(e["objects"], e["to"]) for e in returned] == [(["Hill Giant", "Llanowar Elves"], "owners_hands")]
    assert out["reading"].endswith(("to their owners' hands.", "a las manos de sus propietarios."))


STORMFRONT = "When Stormfront Riders enters the battlefield, return two creatures you control to their owner's hand."


def test_stormfront_riders_returns_two_of_the_controllers_creatures() -> None:
    out = resolve_on_daves_board("Stormfront Riders", STORMFRONT,
                                 choices={"Dave": ["Llanowar Elves", "Stormfront Riders"]})
    assert [(e["player"], sorted(e["objects"])) for e in _events(out, "return")] == [
        ("Dave", ["Llanowar Elves", "Stormfront Riders"])]
    assert out["reading"] == "Return two creatures you control to their owners' hands."


KARN = ("Target player takes an extra turn after this one. Return up to one target nonland permanent to its owner's "
        "hand. Exile Karn's Temporal Sundering.")


def test_karns_temporal_sundering_keeps_up_to_one() -> None:
    out = resolve_card(KARN, card="Karn's Temporal Sundering", target=["Alice", "Hill Giant"])
    assert [e["objects"] for e in _events(out, "return")] == [["Hill Giant"]]
    assert "Return up to one target nonland permanent to its owner's hand" in out["reading"]


CHARMSEEKER = ("When Vampire Charmseeker enters the battlefield, return target instant, sorcery, or creature card from "
               "a graveyard to its owner's hand.")
# printed Spanish of its kind (a list of card types in Spanish is read nowhere yet): Revive the Fallen's first sentence
CHARMSEEKER_ES = ("Cuando el Buscaencantos vampiro entre al campo de batalla, regresa la carta de criatura objetivo de "
                  "un cementerio a la mano de su propietario.")


@pytest.mark.parametrize(("text", "lang"), [(CHARMSEEKER, None), (CHARMSEEKER_ES, "es")])
def test_vampire_charmseeker_returns_another_players_card_to_that_players_hand(text: str, lang: str | None) -> None:
    """Runeclaw Bear is in Bob's graveyard: it goes to its owner's hand (400.3), said so, never "their hand"."""
    out = resolve_on_daves_board("Vampire Charmseeker", text, lang, target="Runeclaw Bear")
    assert [(e["objects"], e["from"], e["to"]) for e in _events(out, "return")] == [
        (["Runeclaw Bear"], "graveyard", "owners_hand")]
    assert ("returns Runeclaw Bear to its owner's hand" in out["narration"]
            or "regresa Runeclaw Bear a la mano de su propietario" in out["narration"])
    assert out["reading"].endswith(("from a graveyard to its owner's hand.",
                                    "de un cementerio a la mano de su propietario."))
