"""The parse tree of english.lark or spanish.lark and the words under it: the grammar of a language (built once per
process), the original and folded text cut by a node's position, the nodes' children, the refusal of words with no
meaning (:class:`Unread`), and the small tables of numbers and past verbs every reader looks words up in.

Why a module: these are the primitives every reader of the tree uses (phrases, sentences, verbs, conditions);
the phrases built on them are ``phrases.py``'s, which imports these names for the readers that take them from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files

from lark import Lark, Token, Tree

from . import tables
from .lexicon import EN, Grammar

PAST = {"sacrificed": "sacrifice", "discarded": "discard", "exiled": "exile", "drew": "draw", "drawn": "draw",
        "lost": "lose_life", "gained": "gain_life", "milled": "mill", "returned": "return", "sacrifice": "sacrifice",
        "discard": "discard", "exile": "exile", "draw": "draw", "lose": "lose_life", "gain": "gain_life",
        "mill": "mill", "return": "return", "revealed": "reveal", "paid": "pay", "destroyed": "destroy",
        "chosen": "choose", "countered": "counter_spell", "tapped": "tap"}
NUMBERS = EN.numbers  # "a" … "twenty": the English lexicon's own table (one owner of the number words)
# What a Spanish player did "de esta manera" (preterite, subjunctive, participle) → the step's action.
_PAST_ES = {"sacrifico": "sacrifice", "sacrifique": "sacrifice", "sacrificada": "sacrifice",
            "sacrificadas": "sacrifice", "sacrificado": "sacrifice", "sacrificados": "sacrifice",
            "descarto": "discard", "descarte": "discard", "descartada": "discard", "descartadas": "discard",
            "exilio": "exile", "exilie": "exile", "exiliada": "exile", "exiliadas": "exile",
            "robo": "draw", "robe": "draw", "robada": "draw", "robadas": "draw",
            "perdio": "lose_life", "pierda": "lose_life", "gano": "gain_life", "gane": "gain_life",
            "molio": "mill", "muela": "mill", "regreso": "return", "regrese": "return", "devolvio": "return",
            "devuelva": "return", "mostrada": "reveal", "mostradas": "reveal", "mostro": "reveal", "pago": "pay",
            "revelada": "reveal", "reveladas": "reveal",  # the Oracle's word now ("mostrada": older printings)
            "destruida": "destroy", "destruidas": "destroy", "destruido": "destroy", "destruidos": "destroy",
            "elegida": "choose", "elegidas": "choose", "elegido": "choose", "elegidos": "choose",
            "contrarrestado": "counter_spell", "contrarrestados": "counter_spell", "contrarrestada": "counter_spell",
            "contrarrestadas": "counter_spell", "girada": "tap", "giradas": "tap", "girado": "tap", "girados": "tap"}
PAST_WORDS = {"en": PAST, "es": _PAST_ES}


GRAMMAR_FILES = {"en": "english.lark", "es": "spanish.lark"}


@lru_cache(maxsize=len(GRAMMAR_FILES))
def parser(lang: str = "en") -> Lark:
    """The grammar of ``lang`` ("en" or "es"), made once per process: its tables are read from the cache
    directory (about 0.4 s of CPU for English, 0.6 s for Spanish, session 28; built once per machine: 13 s
    and 21 s), and its lexers compiled (0.3 s and 0.45 s; see tables.scanners_ready)."""
    text = files("bot.apnap.grammar").joinpath(GRAMMAR_FILES[lang]).read_text(encoding="utf-8")
    return tables.build(text, GRAMMAR_FILES[lang], parser="lalr", start=["start", "condition"],
                        propagate_positions=True, maybe_placeholders=False, keep_all_tokens=True)


class Unread(Exception):
    """A part of the sentence with no meaning in a step: ``words`` are the original words."""

    def __init__(self, words: str) -> None:
        super().__init__(words)
        self.words = words


@dataclass(slots=True)
class Words:
    """The original effect and its folded copy (same length), to cut words by position, and the
    language's lexicon that reads its object phrases."""

    orig: str
    low: str
    lexicon: Grammar = EN

    def of(self, node: Tree[Token] | Token) -> str:
        start, end = bounds(node)
        return self.orig[start:end].strip()

    def low_of(self, node: Tree[Token] | Token) -> str:
        start, end = bounds(node)
        return self.low[start:end].strip()


def bounds(node: Tree[Token] | Token) -> tuple[int, int]:
    if isinstance(node, Token):
        return int(node.start_pos or 0), int(node.end_pos or 0)
    return int(node.meta.start_pos), int(node.meta.end_pos)


def trees(node: Tree[Token]) -> list[Tree[Token]]:
    return [c for c in node.children if isinstance(c, Tree)]


def child(node: Tree[Token], name: str) -> Tree[Token] | None:
    return next((c for c in trees(node) if c.data == name), None)


def arg(node: Tree[Token], name: str) -> Tree[Token]:
    found = child(node, name)
    if found is None:  # pragma: no cover - the grammar guarantees it
        raise Unread("")
    return found
