"""The grammars' lexers look only at the terminals that can begin with the character they stand on.

Why: lark's contextual lexer matches each token (and each ignored space) with one regular expression per parser
state, the alternation of every terminal the state accepts (about 95 on average, up to 390), tried in lark's order;
Python's ``re`` tries the alternatives one by one, and lark names each one (``(?P<NAME>…)``), so even an alternative
whose first letter cannot match is entered before it fails. That was about two thirds of a sentence's parse, and
about a fifth of the slowest requests' CPU (issue #22, session 42: 27 µs a match under the profiler). Here each
state's lexer gets a ``match`` that tries, in lark's own order, only the terminals whose first character can be the
text's character at that position, each terminal's expression compiled once for the whole grammar.

Why it gives the same tokens: an alternation ``A|B|…`` matched at a position is the first alternative, in order, that
matches there (nothing follows it in lark's expression), with that alternative's own match; trying the alternatives
one by one in the same order, each from the same position and to the same end, gives the same first one and the same
text. A terminal is left out for a character only when its first character provably cannot be that one (read from
the expression's parse: literals, classes of characters, groups, alternations, repeats; zero-width assertions
skipped); any terminal whose first character is not known so (a class like ``\\w``, ``.``, a negated class, a flag
of its own, a backreference) is tried at every character. A lexer whose scanner is not lark's plain one is left as
it is. tests/apnap/test_first_chars.py compares both on every lexer over real sentences.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from lark.lexer import BasicLexer, Scanner

try:  # CPython's own expression parser: without it, every lexer stays as lark made it
    from re import _constants as _c
    from re import _parser
except ImportError:  # pragma: no cover - not CPython 3.11+
    _parser = None

#: A terminal's possible first characters; None: not known (tried at every character).
First = frozenset[str] | None

_WIDEST_CLASS = 512  # a class of more characters than this is taken as "any" (not spelled out character by character)


def _class_chars(items: list[tuple[Any, Any]]) -> First:
    """The characters of a parsed class ``[…]``; None for a negated class, a category (``\\w``) or a wide range."""
    chars: set[str] = set()
    for op, av in items:
        if op is _c.LITERAL:
            chars.add(chr(av))
        elif op is _c.RANGE and av[1] - av[0] < _WIDEST_CLASS:
            chars.update(chr(i) for i in range(av[0], av[1] + 1))
        else:  # NEGATE, CATEGORY, a wide RANGE
            return None
    return frozenset(chars)


def _item(op: Any, av: Any) -> tuple[First, bool]:
    """One parsed item's possible first characters and whether it can match the empty string."""
    if op is _c.LITERAL:
        return frozenset((chr(av),)), False
    if op is _c.IN:
        return _class_chars(av), False
    if op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):  # zero width: the next item's character is the first
        return frozenset(), True
    if op is _c.SUBPATTERN:
        _, add_flags, del_flags, items = av
        return _sequence(items) if not (add_flags or del_flags) else (None, False)
    if op is _c.ATOMIC_GROUP:
        return _sequence(av)
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
        least, _, items = av
        first, empty = _sequence(items)
        return first, empty or least == 0
    if op is _c.BRANCH:
        return _branches(av[1])
    return None, False  # ANY, NOT_LITERAL, CATEGORY, a backreference, anything else: any character


def _branches(alternatives: Iterable[Any]) -> tuple[First, bool]:
    chars: set[str] = set()
    empty = False
    for alternative in alternatives:
        first, alt_empty = _sequence(alternative)
        if first is None:
            return None, False
        chars |= first
        empty = empty or alt_empty
    return frozenset(chars), empty


def _sequence(items: Iterable[tuple[Any, Any]]) -> tuple[First, bool]:
    """A parsed sequence's possible first characters and whether all of it can match the empty string."""
    chars: set[str] = set()
    for op, av in items:
        first, empty = _item(op, av)
        if first is None:
            return None, False
        chars |= first
        if not empty:
            return frozenset(chars), False
    return frozenset(chars), True


def first_chars(regexp: str, flags: int = 0) -> First:
    """The characters a match of ``regexp`` can begin with; None when that is not known."""
    if _parser is None or flags & (re.IGNORECASE | re.VERBOSE):
        return None
    try:
        parsed = _parser.parse(regexp, flags)
    except Exception:  # noqa: BLE001 - another parser than this module reads: every character
        return None
    if parsed.state.flags & re.IGNORECASE:
        return None  # its own flags: tried everywhere
    first, empty = _sequence(parsed.data)
    return None if empty else first


#: A terminal as the dispatching match tries it: its possible first characters, its expression, its name.
Candidate = tuple[First, "re.Pattern[str]", str]
Compile = Callable[[str, int], Any]
_BACKREFERENCE = re.compile(r"\\[1-9]|\(\?P=|\(\?\(")  # \1, (?P=name), (?(1)…): groups counted in the alternation


class FirstCharMatch:
    """A lexer's ``match``: the first terminal, in lark's order, whose expression matches at the position, trying
    only those that can begin with the character there (the candidates for a character are found once)."""

    __slots__ = ("by_char", "candidates")

    def __init__(self, candidates: tuple[Candidate, ...]) -> None:
        self.candidates = candidates
        self.by_char: dict[str, tuple[tuple[re.Pattern[str], str], ...]] = {}

    def _for(self, char: str) -> tuple[tuple[re.Pattern[str], str], ...]:
        found = tuple((pattern, name) for first, pattern, name in self.candidates if first is None or char in first)
        self.by_char[char] = found
        return found

    def __call__(self, text: Any, pos: int) -> tuple[str, str] | None:
        string = getattr(text, "text", text)  # lark 1.3 passes a TextSlice, lark 1.2 the string itself
        tried = self.by_char.get(string[pos])
        if tried is None:
            tried = self._for(string[pos])
        end = getattr(text, "end", len(string))
        for pattern, name in tried:
            m = pattern.match(string, pos, end)
            if m is not None:
                return m.group(0), name
        return None


def install(grammar: Any, compile_: Compile | None = None) -> int:
    """Every state lexer (and the root lexer) of ``grammar`` given a :class:`FirstCharMatch`; how many were. A
    lexer whose scanner is not lark's plain ``Scanner`` (another lark) keeps lark's own match."""
    lexer = getattr(getattr(grammar, "parser", None), "lexer", None)
    states = getattr(lexer, "lexers", None)
    if not isinstance(states, dict):
        return 0
    compile_ = compile_ or re.compile
    compiled: dict[tuple[str, int], tuple[First, re.Pattern[str]]] = {}
    done = 0
    unique = {id(x): x for x in [*states.values(), getattr(lexer, "root_lexer", None)] if x is not None}
    for basic in unique.values():
        scanner = getattr(basic, "_scanner", None)
        if type(basic) is not BasicLexer or type(scanner) is not Scanner or scanner.use_bytes or any(
                _BACKREFERENCE.search(t.pattern.to_regexp()) for t in scanner.terminals):
            continue  # another lark, or a terminal that refers to a group by number (counted across the alternation)
        candidates = tuple(_candidate(t, scanner.g_regex_flags, compiled, compile_) for t in scanner.terminals)
        basic.match = FirstCharMatch(candidates)  # type: ignore[method-assign]  # this lexer's own, on the instance
        done += 1
    return done


def _candidate(terminal: Any, flags: int, compiled: dict[tuple[str, int], tuple[First, re.Pattern[str]]],
               compile_: Compile) -> Candidate:
    regexp = terminal.pattern.to_regexp()
    key = (regexp, flags)
    if key not in compiled:
        compiled[key] = (first_chars(regexp, flags), compile_(regexp, flags))
    first, pattern = compiled[key]
    return first, pattern, terminal.name
