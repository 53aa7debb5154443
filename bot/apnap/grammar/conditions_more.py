"""More typed conditions: counters on the source (122.1), cards of a kind in a graveyard (404.1), an exact life total.

Why a module apart from conditions.py: that module is full; these are the same condition language (conditions.py
registers their readers in its one table and asks ``holds_more`` for their answer), so a trigger's intervening
"if" (603.4), an effect's "if" (608.2c), a static's "as long as" (611.3a) and an activation's "only if" (602.5)
read and check them alike. A fact the board does not show (the source's counters when the scenario gave none) is
``None``: asked, never guessed.
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token, Tree

from ..model import Game, GameObject, Player
from .phrases import Unread, Words, count_value, is_yours, trees
from .specs import TypeFilter


@dataclass(frozen=True, slots=True)
class SourceHasCounters:
    """"As long as this creature has three or more +1/+1 counters on it" / "if there are no depletion counters on
    this land": the source has between ``at_least`` and ``at_most`` counters of ``kind`` (122.1). ``pronoun``: said
    "it has …", which is the source only where the sentence's own subject is the source (statics.py says so)."""

    kind: str
    at_least: int = 1
    at_most: int | None = None
    pronoun: bool = False


@dataclass(frozen=True, slots=True)
class ManaSpent:
    """"If {B} was spent to cast this spell" / adamant's "if at least three red mana was spent to cast this spell"
    (601.2h): at least ``at_least`` mana of ``kind`` (a colour or "colorless") was spent; with ``same_color``, that
    much of any one colour ("at least three mana of the same color"). A fact of the cast: ``mana_spent``."""

    kind: str | None
    at_least: int = 1
    same_color: bool = False


@dataclass(frozen=True, slots=True)
class CastInMainPhase:
    """Addendum's "if you cast this spell during your main phase" (505.1): a step ends only with an empty stack
    (500.2), so the spell resolves in the step it was cast in: the controller's main phase now (``step``)."""


@dataclass(frozen=True, slots=True)
class DidThisWay:
    """"If a nonblack card is exiled this way" / "if that player discards an artifact card this way": the latest
    earlier instruction of this effect that did ``action`` acted on an object of the kind ``filter`` (608.2c); by
    anyone, by the controller (``who`` "you"), or by the player the effect is about ("that_player"). Only the
    resolving effect can answer it (its own events), never a starting board."""

    action: str
    filter: TypeFilter
    who: str = "any"


# "that player discards …" / "you sacrifice …" / "ese jugador descarta …" / "sacrificas …": the verb's action (the
# ones an instruction of this effect records)
_DID_VERBS = {"discards": "discard", "discard": "discard", "sacrifices": "sacrifice", "sacrifice": "sacrifice",
              "reveals": "reveal", "reveal": "reveal", "exiles": "exile", "exile": "exile",
              "descarta": "discard", "descartas": "discard", "sacrifica": "sacrifice", "sacrificas": "sacrifice",
              "revela": "reveal", "revelas": "reveal", "exilia": "exile", "exilias": "exile"}


def read_did_this_way(tree: Tree[Token], words: Words) -> DidThisWay:
    """``cond_did_this_way``: the action (a past verb, or a player's verb), the objects' kind, and who did it."""
    from .filters import parse_filter
    from .phrases import child, past_action

    np = next(t for t in trees(tree) if t.data == "np")
    flt = parse_filter(words.low_of(np), words.lexicon)
    if flt is None or flt.control is not None:
        raise Unread(words.of(np))
    did_who = next((t for t in trees(tree) if t.data in ("of_you", "of_that_player")), None)
    verb = child(tree, "did_verb")
    if verb is None and did_who is not None:  # "sacrificas una Isla …": the verb is the "you"
        verb = did_who
    if verb is None:  # "if a nonblack card is exiled this way": anyone's
        return DidThisWay(past_action(child(tree, "past_verb"), words), flt)
    action = _DID_VERBS[words.low_of(verb)]
    if did_who is None:  # "si se exilia una carta …": anyone's
        return DidThisWay(action, flt)
    return DidThisWay(action, flt, "you" if did_who.data == "of_you" else "that_player")


_SYMBOLS = {"{w}": "white", "{u}": "blue", "{b}": "black", "{r}": "red", "{g}": "green", "{c}": "colorless"}
_COLOURS = {"white", "blue", "black", "red", "green"}
# "tres manás rojos": printed Spanish colour words (folded), masculine plural and singular, → the English colour
_ES_COLOURS = {"blancos": "white", "blanco": "white", "azules": "blue", "azul": "blue", "negros": "black",
               "negro": "black", "rojos": "red", "rojo": "red", "verdes": "green", "verde": "green"}


def read_mana_spent(tree: Tree[Token], words: Words) -> ManaSpent:
    """``cond_mana_spent`` / ``cond_mana_same``: which mana, how much; a hybrid or generic symbol is refused."""
    if tree.data == "cond_mana_same":
        return ManaSpent(None, _n(trees(tree)[0], words), same_color=True)
    count = next((t for t in trees(tree) if t.data == "count"), None)
    said = words.low_of(tree).split()
    if count is None:  # "{B} was spent", "se gastó {B}": one symbol of one colour
        kind = next((_SYMBOLS[w] for w in said if w in _SYMBOLS), None)
        if kind is None or sum(w.startswith("{") for w in said) != 1:
            raise Unread(words.of(tree))
        return ManaSpent(kind)
    colour = next((w if w in _COLOURS else _ES_COLOURS[w] for w in said if w in _COLOURS or w in _ES_COLOURS), None)
    if colour is None:  # "at least three <red> mana …", "al menos tres manás <rojos> …"
        raise Unread(words.of(tree))
    return ManaSpent(colour, _n(count, words))


def mana_spent_holds(cond: ManaSpent, spent: tuple[tuple[str, int], ...] | None) -> bool | None:
    """On the scenario's ``mana_spent``; None when not given (asked)."""
    if spent is None:
        return None
    given = dict(spent)
    if cond.same_color:
        return any(given.get(c, 0) >= cond.at_least for c in _COLOURS)
    return given.get(str(cond.kind), 0) >= cond.at_least


def main_phase_holds(game: Game, controller: str) -> bool | None:
    """The controller's main phase now; None when the scenario does not say which step it is."""
    if game.active != controller:
        return False  # 505.1: a main phase is the active player's
    if game.step is None:
        return None
    return game.step.endswith("_main")


def _n(node: Tree[Token], words: Words) -> int:
    n = count_value(node, words)
    if n is None:
        raise Unread(words.of(node))
    return n


def read_source_counters(tree: Tree[Token], words: Words) -> SourceHasCounters:
    """``cond_source_counters``: the counters' kind and how many, from ``counters_said`` or the "… are on" form."""
    from .phrases import counter_kind_of

    said = next((t for t in trees(tree) if t.data.startswith("counters_")), None)
    pronoun = not any(t.data == "self_ref" for t in tree.iter_subtrees())  # "it has …", "tenga … sobre él"
    if any(t.data in ("of_you", "of_a_player", "of_each_player", "of_an_opponent") for t in trees(tree)):
        raise Unread(words.of(tree))  # "tienes … sobre él": not the source's own counters
    if said is None:  # "two or more hatchling counters are on this artifact"
        how_many, kind_said = (t for t in trees(tree) if t.data in ("count", "counter_kind"))
        return SourceHasCounters(counter_kind_of(kind_said, words), at_least=_n(how_many, words))
    # "contadores de agotamiento": the kind through the terminology, as the plan names it ("depletion", 122.1)
    kind = counter_kind_of(next(t for t in trees(said) if t.data == "counter_kind"), words)
    count = next((t for t in trees(said) if t.data == "count"), None)
    if said.data == "counters_none":
        return SourceHasCounters(kind, at_least=0, at_most=0, pronoun=pronoun)
    assert count is not None  # every other form says how many
    n = _n(count, words)
    if said.data == "counters_at_least":
        return SourceHasCounters(kind, at_least=n, pronoun=pronoun)
    if said.data == "counters_exactly":
        return SourceHasCounters(kind, at_least=n, at_most=n, pronoun=pronoun)
    if n != 1:  # "has a depletion counter on it": at least one; "has two … counters on it" is not said this way
        raise Unread(words.of(said))
    return SourceHasCounters(kind, at_least=1, pronoun=pronoun)


def graveyard_kind(tree: Tree[Token], words: Words) -> tuple[str, int, TypeFilter]:
    """``cond_graveyard_kind``: "there are two or more instant and/or sorcery cards in your graveyard" → (whose,
    how many, which cards). "and/or" takes a card of either type or both (205.2a), which is what "or" takes."""
    count, kind, poss = trees(tree)
    return ("you" if is_yours(poss, words) else "that_player"), _n(count, words), _gy_filter(kind, words)


def graveyard_one(tree: Tree[Token], words: Words) -> tuple[str, int, TypeFilter]:
    """``cond_graveyard_one``: "as long as an artifact card is in your graveyard", "if there is a land card in your
    graveyard" / "si hay una carta de tierra en tu cementerio": at least one card of that kind there (404.1)."""
    kind, poss = trees(tree)
    return ("you" if is_yours(poss, words) else "that_player"), 1, _gy_filter(kind, words)


def _gy_filter(kind: Tree[Token], words: Words) -> TypeFilter:
    """The kind of card a graveyard condition counts, as the battlefield's filter reads it."""
    from .filters import parse_filter

    said = words.low_of(kind)
    if kind.data == "gy_either":  # "instant and/or sorcery cards", "cartas de instantáneo y/o de conjuro"
        first, second = (words.low_of(t) for t in trees(kind))
        either = "y/o" if any(isinstance(t, Token) and t.type == "AND_OR" for t in kind.children) else "o"
        said = f"{first} or {second}" if words.lexicon.lang == "en" else f"cartas de {first} {either} {second}"
    elif kind.data == "gy_one_type":  # "cartas de criatura": the one type after the lexer's DE_TYPE
        said = f"cartas de {words.low_of(trees(kind)[0])}"
    flt = parse_filter(said, words.lexicon)
    if flt is None or flt.control is not None or flt.compares or flt.counters or flt.combat is not None:
        raise Unread(words.of(kind))
    return flt


def source_counters_holds(cond: SourceHasCounters, source: GameObject | None) -> bool | None:
    """On the starting board: the source's counters when the scenario gave them; None otherwise (asked)."""
    if source is None or source.counters is None:
        return None
    n = dict(source.counters).get(cond.kind, 0)
    return n >= cond.at_least and (cond.at_most is None or n <= cond.at_most)


def graveyard_count(player: Player, flt: TypeFilter | None) -> int | None:
    """How many cards of the kind ``flt`` the player's graveyard holds; None when the scenario did not describe it."""
    if "graveyard" in player.unknown:
        return None
    return sum(1 for o in player.graveyard if flt is None or flt.matches(o))


@dataclass(frozen=True, slots=True)
class SourceInGraveyard:
    """Glory's "Activate this ability only if Glory is in your graveyard" (602.5, 113.6k: an ability that functions
    from the graveyard): false when the source is on its controller's battlefield; else the board does not say which
    card it is, so it is assumed and said (source_place.py takes the card as being there)."""


MORE_CONDITIONS = (SourceHasCounters, ManaSpent, CastInMainPhase, SourceInGraveyard)


def holds_more(cond: SourceHasCounters | ManaSpent | CastInMainPhase | SourceInGraveyard, game: Game,
               source: GameObject | None, controller: str) -> bool | None:
    """This module's conditions on the starting board (conditions.holds asks here); None when it does not say."""
    if isinstance(cond, SourceInGraveyard):  # on the battlefield, it is not in the graveyard (400.1)
        return False if source is not None else None
    if isinstance(cond, SourceHasCounters):
        return source_counters_holds(cond, source)
    if isinstance(cond, ManaSpent):  # a fact of the cast, the scenario's ``mana_spent`` (cast_facts.py)
        return mana_spent_holds(cond, game.mana_spent)
    return main_phase_holds(game, controller)
