"""A piece of a card's printed words inside the bot's own sentence (a note, a warning): quoted only in the language it
was printed in, else said in the answer's language from what the reader made of it, else described without quoting.

Why: "a Spanish server never meets English it did not ask for". A native-Spanish judge (session 42) found English
trigger conditions and "if" conditions quoted inside Spanish notes: «At the beginning of your upkeep» solo se
dispara…, «si you have 10 or less life», (“Whenever River Kelpie or another permanent enters …”). The echoed
"Efecto:" line is the user's own text and stays as given; inside a sentence of the bot's, the card's words follow the
rule QuotedAbility.lang already follows for a quoted ability (engine/act_rules.py ``ability_said``):

- printed in the answer's language: quoted as printed;
- else said from its typed reading (a trigger condition by render/trigger_said.py, an "if" condition by the condition
  renderers, render/amounts.py ``condition``), only when that reading said back in the printed language is the
  printed words (every word accounted for, never a guess);
- else described without its words ("la condición de disparo de esta habilidad").

The quote marks belong to the value, not the template: «…» in Spanish, “…” in English, none for a description.
A template writes ``{when}`` (or ``{when:cap}`` at the start of a sentence) where it said «{when}».
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.catalog import t

from ..grammar.objects import detect_lang
from ..grammar.phrases import Unread
from ..grammar.text import as_source, clean_spaces, fold
from .registry import MissingWords

_QUOTES = {"es": ("«", "»"), "en": ("“", "”")}
# the kinds of card words and the catalogue key that describes each one without its words
# (a condition has none: the sentence says "the condition" and leaves its words out, the ``opt`` form)
_DESCRIPTIONS = {"trigger": "apnap.card_words.trigger", "instruction": "apnap.card_words.instruction"}
_LEADS = {"en": "if ", "es": "si "}


@dataclass(frozen=True, slots=True)
class CardWords:
    """``text`` as printed (in ``printed_in``; None: the language its words look like), of ``kind`` "trigger" (a
    trigger condition, 603.1), "condition" (an "if" condition, 603.4: the words after "if"/"si", quoted with it) or
    "instruction" (an instruction of the effect, only ever quoted or described). ``names`` are the card's own names
    (a self-reference, 201.5). Forms: ``cap`` at the start of a sentence; ``opt`` a space and the quote, or nothing
    where the words cannot be said ("the condition{condition:opt} is false")."""

    text: str
    kind: str
    printed_in: str | None = None
    names: tuple[str, ...] = ()

    def inflect(self, lang: str, form: str) -> str:
        said = self.quoted(lang)
        if form == "opt":
            return "" if said is None else " " + said
        said = said or t(_DESCRIPTIONS[self.kind], lang)
        return said[:1].upper() + said[1:] if form == "cap" else said

    def quoted(self, lang: str) -> str | None:
        """The words quoted in ``lang`` (as printed, or said from their reading), None when they cannot be."""
        printed = self.printed_in or detect_lang(self.text)
        if printed == lang:
            return quote(self._lead(lang) + self.text, lang)
        sayer = _SAYERS.get(self.kind)
        if sayer is None:
            return None
        try:
            return quote(self._lead(lang) + sayer(self, printed, lang), lang)
        except (MissingWords, Unread):
            return None

    def _lead(self, lang: str) -> str:
        return _LEADS.get(lang, "if ") if self.kind == "condition" else ""

    def __str__(self) -> str:  # a caller that joins it into its own string: the printed words, quoted
        return self.quoted(self.printed_in or detect_lang(self.text)) or self.text


def quote(text: str, lang: str) -> str:
    opening, closing = _QUOTES.get(lang, _QUOTES["en"])
    return f"{opening}{text}{closing}"


def _trigger(words: CardWords, printed: str, lang: str) -> str:
    """A trigger condition said by render/trigger_said.py; the card's own name is read as "this permanent" (201.5)
    and said back as the name."""
    from .trigger_said import condition_said
    from .words import self_reference

    own = as_source(words.text, words.names, printed)
    said = condition_said(own, printed, lang)
    if own != words.text and words.names:
        said = said.replace(str(self_reference("this permanent", lang)), words.names[0])
    return said


def _condition(words: CardWords, printed: str, lang: str) -> str:
    """An "if" condition (the words after "if"): read into its typed check, said in ``lang``; said back in the
    printed language it must be the printed words."""
    from ..grammar.conditions import read_condition
    from .amounts import condition
    from .words import Words

    cond = read_condition(as_source(words.text, words.names, printed), printed)
    back = condition(Words(printed), cond)
    lead = "si " if printed == "es" else "if "
    if _plain(back.removeprefix(lead)) != _plain(as_source(words.text, words.names, printed)):
        raise MissingWords("condition", words.text)
    said = condition(Words(lang), cond)
    return said.removeprefix("si " if lang == "es" else "if ")


def _plain(text: str) -> str:
    return fold(clean_spaces(text)).strip(" ,.")


_SAYERS = {"trigger": _trigger, "condition": _condition}


def quoted_all(texts: list[str], kind: str, printed_in: str, lang: str) -> str | None:
    """Several card words of one kind quoted in ``lang`` and joined ("«…»; «…»"); None when any cannot be."""
    said = [CardWords(text, kind, printed_in).quoted(lang) for text in texts]
    return None if any(s is None for s in said) else "; ".join(str(s) for s in said)


__all__ = ["CardWords", "quote", "quoted_all"]
