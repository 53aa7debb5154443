""""The same is true for artifacts and enchantments." / "Lo mismo es válido para los artefactos y los
encantamientos.": the sentence before, read again with its one card type replaced by each type named (205.2a).

Why its own module: it reads whole sentences again with the sentence reader it is given (``read``), so the
reader and this rule stay apart, and the reader's module stays small."""

from __future__ import annotations

import re
from collections.abc import Callable

from lark import Token, Tree

from .phrases import Unread, Words, trees
from .specs import Effect, StepSpec
from .text import fold

# A card type's two forms, per language.
_TYPE_FORMS = {"creature": "creatures", "artifact": "artifacts", "enchantment": "enchantments", "land": "lands",
               "planeswalker": "planeswalkers", "battle": "battles"}
_TYPE_FORMS_ES = {"criatura": "criaturas", "artefacto": "artefactos", "encantamiento": "encantamientos",
                  "tierra": "tierras", "planeswalker": "planeswalkers", "batalla": "batallas"}


def same_is_true(node: Tree[Token], before: Tree[Token] | None, words: Words, lang: str,
                 read: Callable[[str, str], Effect]) -> list[StepSpec]:
    """The steps of the sentence ``before`` read again for each card type ``node`` names, in both forms; refused
    when which type the sentence before names is not certain."""
    if before is None:
        raise Unread(words.of(node))
    forms = _TYPE_FORMS_ES if lang == "es" else _TYPE_FORMS
    text = words.of(before)
    said = {base for base, plural in forms.items() if re.search(rf"\b(?:{base}|{plural})\b", fold(text))}
    if len(said) != 1:  # which word "the same" replaces must be certain
        raise Unread(words.of(node))
    (old,) = said
    steps: list[StepSpec] = []
    for kind in (k for k in trees(node) if k.data == "type_word"):
        new = words.low_of(kind)
        base = next((b for b, p in forms.items() if new in (b, p)), None)
        if base is None or base == old:
            raise Unread(words.of(kind))
        again = re.sub(rf"\b{forms[old]}\b", forms[base], text, flags=re.IGNORECASE)
        steps += read(re.sub(rf"\b{old}\b", base, again, flags=re.IGNORECASE), lang).steps
    return steps
