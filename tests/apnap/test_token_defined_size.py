"""A token whose power and toughness its own quoted characteristic-defining ability sets (604.3, 111.3): "create a
green Elephant creature token with "This creature's power and toughness are each equal to the number of creature
cards in your graveyard."".

Before: refused, since the engine did not work the size out and a 0/0 token stayed on the battlefield (704.5f; judge
30h). Now the engine counts the ability whenever the token's size is read (layer 7a, 613.4a), for the token's
controller ("you" of its ability, 109.5), so the state-based actions see it; a count that reads the token itself, or
such an ability given to a permanent already there, is still refused.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import Create, plan_of
from bot.apnap.plan import amounts as a
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

ELEPHANTS = ("Each player creates a green Elephant creature token. Those creatures have \"This creature's power and "
             "toughness are each equal to the number of creature cards in its controller's graveyard.\"")
TOKEN = ("Create a green Elephant creature token with \"This creature's power and toughness are each equal to the "
         "number of ")


def _created(out: dict[str, Any]) -> dict[str, str]:
    return {e["player"]: e.get("pt", "") for s in out["steps"] for e in s["events"] if e["action"] == "create"}


def _died(out: dict[str, Any]) -> list[tuple[str, str]]:
    return [(r["player"], r["rules"][0]) for r in out.get("state_based_actions", []) if r["event"] == "dies"]


def test_each_players_token_is_counted_in_its_own_controllers_graveyard() -> None:
    """Dave, Alice and Bob each have one creature card in their graveyard, Carol none: her 0/0 Elephant is put
    into her graveyard (704.5f), the others stay as 1/1s."""
    out = resolve_card(ELEPHANTS)
    assert _created(out) == {"Dave": "1/1", "Alice": "1/1", "Bob": "1/1", "Carol": "0/0"}
    assert _died(out) == [("Carol", "704.5f")]
    assert "613.4a" in out["citations"] and "604.3" in out["citations"]


def test_the_size_follows_the_board_after_the_token_is_made() -> None:
    """The ability applies continuously (604.3): the graveyard exiled by the next instruction leaves the token 0/0,
    and the state-based actions after the resolution put it into the graveyard (704.3, 704.5f)."""
    out = resolve_card(TOKEN + "creature cards in your graveyard.\" Exile your graveyard.")
    assert _created(out) == {"Dave": "1/1"}
    assert _died(out) == [("Dave", "704.5f")]


def test_creatures_you_control_counts_the_token_itself() -> None:
    """Dave controls Llanowar Elves and Elvish Mystic; with the token, three creatures (604.3: counted as it is)."""
    out = resolve_card(TOKEN + "creatures you control.\"")
    assert _created(out) == {"Dave": "3/3"}
    assert not _died(out)


def test_you_is_the_tokens_controller() -> None:
    """Each player's token counts the creatures its controller controls (109.5), not the resolving ability's."""
    out = resolve_card(ELEPHANTS.replace("creature cards in its controller's graveyard", "creatures you control"))
    assert _created(out) == {"Dave": "3/3", "Alice": "3/3", "Bob": "2/2", "Carol": "1/1"}


def test_the_plan_keeps_the_count() -> None:
    step = plan_of(parse_effect(TOKEN + "Forests you control.\"", "en")).steps[0]
    assert isinstance(step, Create) and step.defines is not None
    which, amount = step.defines
    assert which == "both" and isinstance(amount, a.CountOf) and amount.filter.control == "you"


@pytest.mark.parametrize("text", [
    TOKEN + "+1/+1 counters on it.\"",  # a count of the token itself: not worked out here
    TOKEN + "other creatures you control.\"",
    "Target creature gains \"This creature's power and toughness are each equal to the number of creatures you "
    "control.\" until end of turn.",  # given to a permanent already there: its size is not worked out
])
def test_what_is_not_worked_out_is_refused(text: str) -> None:
    with pytest.raises(BotError) as caught:
        resolve_card(text)
    assert caught.value.code == "unsupported_effect"
