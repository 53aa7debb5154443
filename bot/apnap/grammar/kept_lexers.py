"""The grammars' contextual lexers kept with their parse table (kept_table.py), ready to lex when read back.

Why: after its parse table, the largest part of what a process paid to make a grammar was lark's contextual lexer,
made again from the terminals in every process: one lexer per distinct set of terminals a parser state accepts
(about 1,300 for each grammar), each sorting its terminals, finding which of its string terminals one of its
expressions also matches (``lark.lexer._create_unless``: about 420,000 ``re.match`` calls for both grammars) and
joining its expressions into one. That was about 2.5 s of CPU of the 4 s both grammars took to read back (session
38), in every process that resolves: each test worker, each bot, console and ``bot resolve`` process. What that
work makes depends only on the grammar, so it is kept with the tables, made once when they are built.

What is kept is plain data, no object of lark's: for each distinct lexer, the terminals its state accepts, its
terminals' names in lark's order, which of them hold newlines, and its scanners (the texts of its joined
expressions, and for each expression that also matches string terminals, those terminals and their expression).
Reading it back makes lark's lexer objects from them, the terminals and configuration being those of the grammar
just read, and each expression from its compiled code (regex_codes.py). The reader accepts no class at all. A state
is given the kept lexer made for exactly the terminals the parse table says it accepts (as lark's own
``ContextualLexer`` looks its lexers up); a file whose lexers do not fit its table is not used: lark makes the
lexers anew, so a file can only lose the head start, never give a state another state's lexer.

Lark's fields are read and set by name (lark 1.3): :func:`dump` keeps nothing when a lexer has other fields than
these (another lark), and a tables file is only ever read by the lark version that wrote it (tables.cache_file).
"""

from __future__ import annotations

import io
import pickle
from collections.abc import Callable, Collection
from typing import Any

from lark.common import LexerConf
from lark.lexer import BasicLexer, ContextualLexer, Scanner, UnlessCallback

from .regex_codes import KeptCodes

#: The fields lark's ``BasicLexer`` has once its scanner is built, and ``Scanner``'s (lark 1.3).
_LEXER_FIELDS = frozenset({"terminals", "re", "newline_types", "ignore_types", "user_callbacks", "g_regex_flags",
                           "use_bytes", "terminals_by_name", "_scanner", "callback"})
_SCANNER_FIELDS = frozenset({"terminals", "g_regex_flags", "re_", "use_bytes", "allowed_types", "_mres"})

#: A scanner as kept: its terminals' names and its expressions' texts.
KeptScanner = tuple[tuple[str, ...], tuple[str, ...]]
#: A lexer as kept: the names its state accepts (None: the root lexer), its terminals' names, its newline terminals,
#: its scanner, and the scanner of each expression that stands for string terminals too (``UnlessCallback``).
KeptLexer = tuple[frozenset[str] | None, tuple[str, ...], frozenset[str], KeptScanner, dict[str, KeptScanner]]

LexerFactory = Callable[..., ContextualLexer]


def dump(lexer: Any, conf: LexerConf, accepts: dict[int, Collection[str]]) -> bytes | None:
    """``lexer`` (lark's contextual lexer over the parse table whose states accept ``accepts``, every scanner
    built) as bytes; None when it cannot be kept."""
    if type(lexer) is not ContextualLexer or set(vars(lexer)) != {"lexers", "root_lexer"} or conf.callbacks:
        return None
    kept: dict[int, KeptLexer] = {}
    try:
        for state, names in accepts.items():
            basic = lexer.lexers[state]
            if id(basic) not in kept:
                kept[id(basic)] = _kept_lexer(basic, frozenset(names))
        root = _kept_lexer(lexer.root_lexer, None)
    except (KeyError, TypeError, ValueError):
        return None
    return pickle.dumps((list(kept.values()), root), protocol=pickle.HIGHEST_PROTOCOL)


def _kept_lexer(basic: Any, accepts: frozenset[str] | None) -> KeptLexer:
    if type(basic) is not BasicLexer or set(vars(basic)) != _LEXER_FIELDS or basic.use_bytes:
        raise TypeError("another lark's lexer")
    unless = {}
    for name, callback in basic.callback.items():
        if type(callback) is not UnlessCallback:
            raise TypeError("a lexer callback of another kind")
        unless[name] = _kept_scanner(callback.scanner)
    return (accepts, tuple(t.name for t in basic.terminals), basic.newline_types, _kept_scanner(basic._scanner),
            unless)


def _kept_scanner(scanner: Any) -> KeptScanner:
    if type(scanner) is not Scanner or set(vars(scanner)) != _SCANNER_FIELDS:
        raise TypeError("another lark's scanner")
    return tuple(t.name for t in scanner.terminals), tuple(mre.pattern for mre in scanner._mres)


class _PlainReader(pickle.Unpickler):
    """Reads plain data only: no class or function is ever looked up."""

    def find_class(self, module: str, name: str) -> Any:  # noqa: PLR6301 - pickle's hook
        raise pickle.UnpicklingError(f"not plain data: {module}.{name}")


def factory(data: bytes, codes: KeptCodes | None) -> LexerFactory:
    """A stand-in for lark's ``ContextualLexer`` class (its plugin hook): the lexers kept in ``data`` when they fit
    the parse table lark hands it, else the lexer lark makes."""

    def make(conf: LexerConf, states: dict[int, Collection[str]], always_accept: Collection[str] = ()
             ) -> ContextualLexer:
        try:
            lexer = _read(data, conf, codes, states, always_accept)
        except Exception:  # noqa: BLE001 - damaged, foreign or not this table's: made anew
            lexer = None
        return lexer if lexer is not None else ContextualLexer(conf, states, always_accept)

    return make


def _read(data: bytes, conf: LexerConf, codes: KeptCodes | None, states: dict[int, Collection[str]],
          always_accept: Collection[str]) -> ContextualLexer | None:
    """The contextual lexer kept in ``data`` for the parse table whose states accept ``states``; None when the
    kept lexers are not exactly the ones lark would make for it."""
    if conf.callbacks or conf.use_bytes:
        return None
    kept, root = _PlainReader(io.BytesIO(data)).load()
    known, extra = conf.terminals_by_name, {*conf.ignore, *always_accept}
    compile_ = codes.compile if codes is not None else conf.re_module.compile
    by_accepts: dict[frozenset[str], BasicLexer] = {}
    for item in kept:
        accepts = item[0]
        if {t for t in (*accepts, *extra) if t in known} != set(item[1]):  # lark's own choice of its terminals
            return None
        by_accepts[accepts] = _basic(item, conf, compile_)
    lexer = ContextualLexer.__new__(ContextualLexer)
    lexer.lexers = {state: by_accepts[frozenset(accepts)] for state, accepts in states.items()}  # KeyError: not fit
    if root[0] is not None or set(root[1]) != set(known):
        return None
    lexer.root_lexer = _basic(root, conf, compile_)
    return lexer


def _basic(item: KeptLexer, conf: LexerConf, compile_: Callable[[str, int], Any]) -> BasicLexer:
    """Lark's ``BasicLexer`` as its ``__init__`` and ``_build_scanner`` leave it, made from what was kept."""
    _, names, newline_types, scanner, unless = item
    known = conf.terminals_by_name
    basic = BasicLexer.__new__(BasicLexer)
    basic.terminals = [known[name] for name in names]
    basic.re = conf.re_module
    basic.newline_types = newline_types
    basic.ignore_types = frozenset(conf.ignore)
    basic.user_callbacks = conf.callbacks
    basic.g_regex_flags = conf.g_regex_flags
    basic.use_bytes = conf.use_bytes
    basic.terminals_by_name = known
    basic._scanner = _scanner(scanner, conf, compile_)
    basic.callback = {name: UnlessCallback(_scanner(kept, conf, compile_)) for name, kept in unless.items()}
    return basic


def _scanner(kept: KeptScanner, conf: LexerConf, compile_: Callable[[str, int], Any]) -> Scanner:
    """Lark's ``Scanner`` as its ``__init__`` leaves it, its expressions compiled from their texts."""
    names, texts = kept
    scanner = Scanner.__new__(Scanner)
    scanner.terminals = [conf.terminals_by_name[name] for name in names]
    scanner.g_regex_flags = conf.g_regex_flags
    scanner.re_ = conf.re_module
    scanner.use_bytes = conf.use_bytes
    scanner.allowed_types = set(names)
    scanner._mres = [compile_(text, conf.g_regex_flags) for text in texts]
    return scanner
