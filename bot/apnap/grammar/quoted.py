"""Abilities inside quotation marks, read again as abilities of their own.

"Enchanted land has "{T}: This land deals 1 damage to each creature and each player."", "Each opponent gets
an emblem with "At the beginning of your upkeep, this emblem deals 1 damage to you."", "a 1/1 red Goblin
creature token with "This creature can't block."": the quoted text IS an ability (113.1a; an effect that
grants one says the object "has" it, 113.10; an emblem is "[player] gets an emblem with [ability]", 114.2; a
token's abilities are its text, 111.3). Why read it again with the same Oracle splitter and grammar: every
word of it is then accounted for as any ability's are, and a quoted ability the grammar refuses refuses the
whole effect, naming its own words. It is not resolved now (it triggers, is activated or applies later): the
plan keeps it read, the engine records it, the reading says it back.
"""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from .phrases import Unread, Words
from .specs import Effect, QuotedAbility

Splitter = Callable[[str], tuple[str, str, str | None, str | None, str | None]]
Reader = Callable[[str, str], Effect]
# The Oracle splitter (oracle.ability_parts) and the sentence reader (sentences.read) hand themselves in when
# their modules load: both sit above this module in the import graph (oracle imports the grammar; sentences
# imports the verbs that read quotes), so importing them here would make an import circle.
_SPLITTER: list[Splitter] = []
_READER: list[Reader] = []


def use_splitter(split: Splitter) -> None:
    _SPLITTER[:] = [split]


def use_reader(read: Reader) -> None:
    _READER[:] = [read]


def sentence_reader() -> Reader:
    """The sentence reader (registered by grammar.effect): a cost inside "unless you …" is read again by it."""
    if not _READER:
        raise LookupError("the sentence reader is not set up (grammar.effect not loaded)")
    return _READER[0]

_MARKS = "\"«»“”"
# What an ability's first part makes it (oracle.ability_parts); a statement is a static ability (113.3d)
_KINDS = {"triggered": "triggered", "activated": "activated", "spell": "static"}


# What a static ability's statement reads as (113.3d): a rule changed, a restriction in combat (508.1c, 509.1b).
_STATEMENTS = frozenset({"rule_change", "cant_combat", "prevent", "replace"})


def quoted_ability(token: Token, words: Words) -> QuotedAbility:
    """The ability inside ``token`` (a QUOTED terminal), read in the effect's language; :class:`Unread` naming
    the words of it the grammar cannot read."""
    if not _SPLITTER or not _READER:  # both register as they load (bot.apnap loads the splitter): a bug if not
        raise LookupError("the quoted-ability reader is not set up (bot.apnap.oracle / grammar.effect not loaded)")
    ability_parts, read = _SPLITTER[0], _READER[0]
    inner = words.of(token).strip(_MARKS + " ")
    if not inner:
        raise Unread(words.of(token))
    kind, effect, cost, condition, last = ability_parts(inner)
    if kind not in _KINDS or last:  # a loyalty ability, a chapter, an intervening "if" or a restriction in quotes
        raise Unread(inner)
    read_effect = read(effect, words.lexicon.lang)
    kind = _KINDS[kind]
    if kind == "static" and any(s.action not in _STATEMENTS for s in read_effect.steps):
        # a statement that reads as a one-shot instruction is no static ability (113.3d); a token's quoted
        # characteristic-defining ability (604.3) is refused too: the tokens' sizes are not worked out, so
        # a 0/0 one would stay on the battlefield (704.5f; judge 30h found Carol's 0/0 Elephant left there)
        raise Unread(inner)
    return QuotedAbility(inner, kind, read_effect, cost=cost, condition=condition, lang=words.lexicon.lang)


def gained_ability(node: Tree[Token], words: Words) -> QuotedAbility | None:
    """The quoted ability a "gains" clause gives until end of turn ("… gains trample and "Whenever this creature deals
    combat damage to a player, draw that many cards."", 113.10, 613.1f): the grammar's ``granted`` part, read as an
    ability of its own; None when the clause gives keywords only."""
    for part in node.find_data("granted"):
        token = next(t for t in part.children if isinstance(t, Token) and t.type == "QUOTED")
        return quoted_ability(token, words)
    return None
