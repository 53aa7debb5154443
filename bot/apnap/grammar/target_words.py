"""Each word "target player" / "target opponent" of an effect is a target of its own (115.1, 115.3): "Target
player gains 7 life. Target player shuffles their graveyard into their library" (two modes of one spell) has two,
which may be two players. The steps of each word are numbered here, in the text's order, so that the scenario's
player targets fill the words in that order (engine/player_targets.py).

Why from the words of the sentence and not from the parse tree: most of the rules that read a target player name it
with anonymous keywords ("creatures target player controls", "target player's graveyard"), and the count of the
words in a sentence is what the caster chose targets for (601.2c). A sentence with one such word gives it to every
step of the sentence that names a target player ("Target player draws two cards and loses 2 life": one target); a
sentence with several gives each clause its own ("Target player draws a card and target opponent loses 1 life"); a
sentence with none ("They lose 1 life.") goes on with the word before it. A clause that names two target players at
once is refused with its words: one step acts on one target player.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .phrases import Unread
from .specs import StepSpec, names_target_player
from .text import fold

_WORD = {"en": re.compile(r"\btarget (?:player|opponent)\b"),
         "es": re.compile(r"\b(?:jugador|oponente) objetivo\b")}
# A target word for an object ("target creature", "la criatura objetivo", "dos criaturas objetivo"), not a player's
# ("target opponent", "jugador objetivo"): both languages at once, as a step's own words are in the card's one
# language. The noun "targets" / "objetivos" ("choose new targets for the copy", "nuevos objetivos") is no target word
# (115.1): printed Spanish keeps the word "objetivo" singular after a plural noun, as English keeps "target"
_OBJECT_WORD = re.compile(r"\btarget (?!players?\b|opponents?\b)|(?<!jugador )(?<!oponente )\bobjetivo\b",
                          re.IGNORECASE)


def object_target_words(text: str) -> int:
    """How many target words for an object a step's own words say (115.1, 601.2c): "Attach target Equipment you
    control to target creature" two, "Destroy target creature" one, "It deals damage to that creature" none. Read
    once by the plan builder (plan/convert.py) into ``Step.object_target_words``; the engine never reads the words."""
    return len(_OBJECT_WORD.findall(text))


@dataclass
class TargetWords:
    """The words numbered so far in one effect: the next number, and the word a sentence with none goes on with."""

    lang: str
    next: int = 0
    current: int | None = None

    def count(self, text: str) -> int:
        return len(_WORD[self.lang].findall(fold(text)))

    def take(self) -> int:
        self.current, self.next = self.next, self.next + 1
        return self.current

    def number(self, new: list[StepSpec], sentence: str) -> list[StepSpec]:
        """The sentence's steps, each that names a target player marked with its word (115.3)."""
        words = self.count(sentence)
        if words == 1:
            self.take()
        out: list[StepSpec] = []
        for step in new:
            if words > 1:
                own = self.count(step.text)
                if own > 1 or (own == 1 and not names_target_player(step)):
                    raise Unread(step.text)  # two target players in one step, or one this step does not use
                if own == 1:
                    self.take()
            if names_target_player(step):
                word = self.current if self.current is not None else self.take()
                step = replace(step, subject=replace(step.subject, target_word=word))
            out.append(step)
        return out


def carried_on(steps: list[StepSpec]) -> list[StepSpec]:
    """"Target player mills three cards. Then that player loses 1 life": a step bound to a target player after the
    sentences were read (grammar/passes.py) is that of the word before it."""
    word: int | None = None
    out: list[StepSpec] = []
    for step in steps:
        if step.subject.target_word is not None:
            word = step.subject.target_word
        elif names_target_player(step) and word is not None:
            step = replace(step, subject=replace(step.subject, target_word=word))
        out.append(step)
    return out
