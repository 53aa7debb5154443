"""What a vote of three or more choices decides, said (701.38): "this permanent gains protection from each color with
the most votes or tied for most votes" / "este permanente gana protección contra cada color con la mayor cantidad de
votos o empatado con la mayor cantidad de votos"; a vote for a card in the controller's graveyard and the cards it
returns."""

from __future__ import annotations

from ..plan import ProtectionMostVoted, ReturnMostVotedCards, VoteForCard
from .common import act
from .nouns import counted
from .registry import Clause, renders
from .words import Words


@renders(ProtectionMostVoted)
def _protection_most_voted(step: ProtectionMostVoted, w: Words) -> Clause:
    """The source, then the protections the vote decides; no end said (611.2a)."""
    return Clause(w.pick("this permanent", "este permanente"),
                  w.pick("gains protection from each color with the most votes or tied for most votes",
                         "gana protección contra cada color con la mayor cantidad de votos o empatado con la mayor "
                         "cantidad de votos"))


@renders(VoteForCard)
def _vote_for_card(step: VoteForCard, w: Words) -> Clause:
    """"votes for an artifact, creature, or enchantment card in your graveyard" (701.38a)."""
    return act(step, w, "vote", w.pick("for ", "por ") + counted(w, 1, step.objects, card=True)
               + w.pick(" in your graveyard", " en tu cementerio"))


@renders(ReturnMostVotedCards)
def _return_most_voted(step: ReturnMostVotedCards, w: Words) -> Clause:
    """"Return each card with the most votes or tied for most votes to your hand" (701.38a)."""
    return act(step, w, "return", w.pick("each card with the most votes or tied for most votes to your hand",
                                         "a tu mano cada carta con la mayor cantidad de votos o empatada con la "
                                         "mayor cantidad de votos"))
