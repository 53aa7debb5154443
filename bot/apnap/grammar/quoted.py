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

from collections.abc import Callable, Sequence

from lark import Token, Tree

from .phrases import Unread, Words
from .specs import Effect, QuotedAbility, StepSpec

Splitter = Callable[[str], tuple[str, str, str | None, str | None, str | None]]
Reader = Callable[..., Effect]  # (text, lang[, antecedent]): sentences.read
# The Oracle splitter (oracle.ability_parts) and the sentence reader (sentences.read) hand themselves in when
# their modules load: both sit above this module in the import graph (oracle imports the grammar; sentences
# imports the verbs that read quotes), so importing them here would make an import circle.
_SPLITTER: list[Splitter] = []
_READER: list[Reader] = []
# antecedents.outside_antecedent: (kind, condition, intervening, cost, names) -> what "it" names outside the effect
Antecedents = Callable[[str, str | None, str | None, str | None, Sequence[str]], str]
_ANTECEDENTS: list[Antecedents] = []


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


# The counts a token's characteristic-defining ability may read: a player's zone or life, or the permanents a
# player controls or the battlefield holds, each counted for the token's controller ("you" of its ability, 109.5)
# whenever its size is read (engine/defined_sizes.py). A count of the token itself ("counters on it", "other
# creatures", "the greatest power among creatures you control", which holds its own power) is not one of them.
_TOKEN_COUNTS = frozenset({"life", "graveyard", "hand", "library", "controlled", "battlefield", "all_graveyards",
                           "devotion"})
_TOKEN_WHOSE = frozenset({"controller", "source_controller", "player"})


def _defines_pt(step: StepSpec) -> bool:
    """"This creature's power and toughness are each equal to …": a characteristic-defining ability (604.3), a static
    ability of the object that has it, in effect in every zone (613.4a), so a token's quoted one is a statement too;
    the engine works its number out whenever the token's power or toughness is read (layer 7a), so the state-based
    actions see it (704.5f). Only a count that does not read the token itself (its counters, "other" creatures)."""
    ref = step.amount_ref
    if step.action != "set_pt" or step.detail("layer") != "defined" or ref is None:
        return False
    flt = ref.filter
    own = flt is not None and (flt.not_source or flt.named_source or flt.created_with or flt.chosen is not None
                               or flt.same_name is not None or flt.shares is not None or flt.shares_with is not None)
    return ref.kind in _TOKEN_COUNTS and ref.of in _TOKEN_WHOSE and not own


def _statement(step: StepSpec, of_token: bool) -> bool:
    """A step a static ability's statement may be (113.3d); a token's defining ability too (604.3, 111.3)."""
    return step.action in _STATEMENTS or (of_token and _defines_pt(step))


def use_antecedents(outside: Antecedents) -> None:
    _ANTECEDENTS[:] = [outside]


def _antecedent(kind: str, condition: str | None, cost: str | None) -> str:
    """What "it" names in the quoted ability when its effect names nothing before it: what its own trigger or cost
    names ("When this creature dies, return it to its owner's hand": its card, 400.7e; "Whenever this creature deals
    combat damage to a player, put a +1/+1 counter on it": the creature, 608.2c), read as a printed ability's is
    (antecedents.outside_antecedent, handed in by grammar.effect: it sits above the verbs that read quotes)."""
    if not _ANTECEDENTS:  # registered as grammar.effect loads: a bug if not
        raise LookupError("the antecedent reader is not set up (grammar.effect not loaded)")
    return _ANTECEDENTS[0](kind, condition or None, None, cost or None, ())


def quoted_ability(token: Token, words: Words, *, of_token: bool = False) -> QuotedAbility:
    """The ability inside ``token`` (a QUOTED terminal), read in the effect's language; :class:`Unread` naming
    the words of it the grammar cannot read. ``of_token``: the ability of a token being created (111.3), whose
    characteristic-defining ability the engine works out (604.3, 613.4a); given to a permanent already on the
    battlefield, one is refused (its size is not worked out there)."""
    if not _SPLITTER or not _READER:  # both register as they load (bot.apnap loads the splitter): a bug if not
        raise LookupError("the quoted-ability reader is not set up (bot.apnap.oracle / grammar.effect not loaded)")
    ability_parts, read = _SPLITTER[0], _READER[0]
    inner = words.of(token).strip(_MARKS + " ")
    if not inner:
        raise Unread(words.of(token))
    kind, effect, cost, condition, last = ability_parts(inner)
    if kind not in _KINDS or last:  # a loyalty ability, a chapter, an intervening "if" or a restriction in quotes
        raise Unread(inner)
    read_effect = read(effect, words.lexicon.lang, _antecedent(kind, condition, cost))
    kind = _KINDS[kind]
    if kind == "static" and not all(_statement(s, of_token) for s in read_effect.steps):
        raise Unread(inner)  # a statement that reads as a one-shot instruction is no static ability (113.3d)
    return QuotedAbility(inner, kind, read_effect, cost=cost, condition=condition, lang=words.lexicon.lang)


def gained_ability(node: Tree[Token], words: Words) -> QuotedAbility | None:
    """The quoted ability a "gains" clause gives until end of turn ("… gains trample and "Whenever this creature deals
    combat damage to a player, draw that many cards."", 113.10, 613.1f): the grammar's ``granted`` part, read as an
    ability of its own; None when the clause gives keywords only."""
    for part in node.find_data("granted"):
        token = next(t for t in part.children if isinstance(t, Token) and t.type == "QUOTED")
        return quoted_ability(token, words)
    return None
