"""The grammars' saved parsers with their LALR parse table kept as the objects the parser uses.

Why: ``Lark.load`` rebuilds the parse table from a serialised form one action at a time, in Python: about
1,280,000 actions for Spanish and 620,000 for English (session 28), the largest part of what is left of the
resolver's warm-up (about 1.2 s of CPU for Spanish when it had 740,000) after the lexers' expressions were kept
(regex_codes.py). Every process that resolves pays it: the bot before it reports ready, each ``bot resolve``, the
console. Pickling the table itself (state → terminal → action) lets ``pickle`` (C) make it in about half that.
Each state's actions are written as one shared object per distinct action (:func:`_shared_actions`): lark makes a
new ``(Shift, 12)`` tuple for every state and terminal, about 620,000 for English where 9,900 differ, and pickle
then wrote each one whole and called the reader's hook for each on loading; shared, each is written once and
every other use is a reference to it (English: 12.5 MB → 7.6 MB, read back in 0.36 s of CPU instead of 0.99).

The file is still lark's own save (its ``data`` and ``memo``, the memo's rules and terminals kept as objects:
:func:`_memo_serialize`) with two more entries, ``table`` and ``lexers`` (the contextual lexer made, kept_lexers.py);
lark is handed them through its documented plugin hooks for the LALR parser and contextual lexer classes
(``_plugins``). Session 38: both grammars read back in about 2 s of CPU instead of 4 s. Lark's actions ``Shift`` and
``Reduce`` are compared by identity, so they are written as names and read back as lark's own objects; any other
reference in the file is refused. A file without ``table`` (or lark internals other than these) is loaded the
ordinary way, so another lark version only loses the head start.
"""

from __future__ import annotations

import copy as copy_module
import pickle
from typing import IO, Any

from lark import Lark
from lark.grammar import Rule
from lark.lexer import TerminalDef
from lark.parsers.lalr_analysis import Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser, _Parser
from lark.utils import SerializeMemoizer

from . import kept_lexers
from .regex_codes import KeptCodes

_ACTIONS: dict[str, Any] = {"shift": Shift, "reduce": Reduce}
FORMAT = "kept-table-3"  # part of the tables file's name (tables.cache_file): a new format never reads an old file


class _Writer(pickle.Pickler):
    def persistent_id(self, obj: Any) -> str | None:  # noqa: PLR6301 - pickle's hook
        for name, action in _ACTIONS.items():
            if obj is action:
                return name
        return None

    def reducer_override(self, obj: Any) -> Any:  # noqa: PLR6301 - pickle's hook
        """A rule is made again from its parts when read, never from its fields: it keeps its hash in a field,
        and a string's hash differs from process to process (the parser looks its callback up by rule)."""
        if type(obj) is Rule:
            return Rule, (obj.origin, obj.expansion, obj.order, obj.alias, obj.options)
        return NotImplemented


class _Reader(pickle.Unpickler):
    def persistent_load(self, pid: Any) -> Any:  # noqa: PLR6301 - pickle's hook
        if pid in _ACTIONS:
            return _ACTIONS[pid]
        raise pickle.UnpicklingError("not a parse-table action")


def save(grammar: Lark, f: IO[bytes]) -> None:
    """Write ``grammar`` as ``Lark.save`` does, its parse table as objects (or, failing that, as lark saves it)."""
    try:
        table = grammar.parser.parser._parse_table  # noqa: SLF001 - what LALR_Parser.deserialize sets
        data, memo = _memo_serialize(grammar)
        data["parser"]["parser"] = None  # the serialised table, replaced by the table itself
    except (AttributeError, KeyError, TypeError):  # another lark: its own format
        grammar.save(f)
        return
    saved = {"data": data, "memo": memo, "table": _shared_actions(table)}
    accepts = {state: actions.keys() for state, actions in table.states.items()}  # as lark gives its lexer
    lexers = kept_lexers.dump(getattr(grammar.parser, "lexer", None), grammar.lexer_conf, accepts)
    if lexers is not None:
        saved["lexers"] = lexers
    _Writer(f, protocol=pickle.HIGHEST_PROTOCOL).dump(saved)


def _memo_serialize(grammar: Lark) -> tuple[dict[str, Any], dict[int, Any]]:
    """``grammar.memo_serialize([TerminalDef, Rule])`` with its memo (the rules and terminals that the rest refers to
    by number) as the objects themselves, not their serialised form. Why: lark's ``_load`` made every rule and
    terminal again from its serialised form field by field, in Python (about 70,000 objects for both grammars, 1 s of
    the 2.5 s both took to read back, session 38), where ``pickle`` makes them in C; lark's reader hands an object it
    finds in the memo on as it is. The parse table's rules are these same objects, so each is written once."""
    memo = SerializeMemoizer([TerminalDef, Rule])
    data = grammar.serialize(memo)
    return data, memo.memoized.reversed()


def _shared_actions(table: Any) -> Any:
    """A copy of the parse table whose equal actions are one object each (pickle writes an object it met before
    as a reference to it); the parser only reads them. The table given is left as it is."""
    shared: dict[tuple[Any, int], tuple[Any, Any]] = {}
    copy = copy_module.copy(table)  # a shallow copy: its states replaced below, the rest shared
    copy.states = {state: {term: shared.setdefault((action[0], _key(action[1])), action)
                           for term, action in actions.items()}
                   for state, actions in table.states.items()}
    return copy


def _key(arg: Any) -> int:
    """An action's argument as a key: a state number is itself, a rule (Reduce) is that object, by identity."""
    return arg if isinstance(arg, int) else id(arg)


class KeptTable(LALR_Parser):
    """Lark's LALR parser over the table read back (handed over in place of its serialised form), not one rebuilt
    action by action."""

    @classmethod
    def deserialize(  # type: ignore[override]  # lark's own LALR_Parser.deserialize takes these
            cls, data: Any, memo: Any, callbacks: Any, debug: bool = False) -> KeptTable:
        inst = cls.__new__(cls)
        inst._parse_table = data
        inst.parser = _Parser(data, callbacks, debug)
        return inst


def load(f: IO[bytes], codes: KeptCodes | None = None) -> Lark:
    """The parser saved by :func:`save` (or by ``Lark.save``); its lexers' expressions made from ``codes``."""
    saved = _Reader(f).load()
    table: Any = saved.pop("table", None) if isinstance(saved, dict) else None
    if table is None:
        return Lark.load(saved)
    saved["data"]["parser"]["parser"] = table
    plugins: dict[str, Any] = {"LALR_Parser": KeptTable}
    lexers = saved.pop("lexers", None)
    if isinstance(lexers, bytes):
        plugins["ContextualLexer"] = kept_lexers.factory(lexers, codes)
    # Lark.load(f) is Lark.__new__ then _load(f, **options); _plugins is one of the options it allows on load
    return Lark.__new__(Lark)._load(saved, _plugins=plugins)  # noqa: SLF001
