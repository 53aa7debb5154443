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

The file is still lark's own save (its ``data`` and ``memo``) with one more entry, ``table``; lark is handed the
table through its documented plugin hook for the LALR parser class (``_plugins``). Lark's actions ``Shift`` and
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

_ACTIONS: dict[str, Any] = {"shift": Shift, "reduce": Reduce}
FORMAT = "kept-table-2"  # part of the tables file's name (tables.cache_file): a new format never reads an old file


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
        data, memo = grammar.memo_serialize([TerminalDef, Rule])
        data["parser"]["parser"] = None  # the serialised table, replaced by the table itself
    except (AttributeError, KeyError, TypeError):  # another lark: its own format
        grammar.save(f)
        return
    _Writer(f, protocol=pickle.HIGHEST_PROTOCOL).dump({"data": data, "memo": memo, "table": _shared_actions(table)})


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


def load(f: IO[bytes]) -> Lark:
    """The parser saved by :func:`save` (or by ``Lark.save``)."""
    saved = _Reader(f).load()
    table: Any = saved.pop("table", None) if isinstance(saved, dict) else None
    if table is None:
        return Lark.load(saved)
    saved["data"]["parser"]["parser"] = table
    # Lark.load(f) is Lark.__new__ then _load(f, **options); _plugins is one of the options it allows on load
    return Lark.__new__(Lark)._load(saved, _plugins={"LALR_Parser": KeptTable})  # noqa: SLF001
