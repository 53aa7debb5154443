"""Abilities a static ability gives cards in a zone (611.3a, 613.1f): "Creature cards in your graveyard have haste",
"Each land card in your hand has cycling {R}" (702.29a), "Each creature card in your graveyard has unearth {2}{B}"
(702.84a), printed Spanish "Las cartas de criatura en tu cementerio tienen la habilidad de prisa", "Cada carta de
tierra en tu mano tiene ciclo {R}".

Why its own reader: the objects are cards in the controller's graveyard or hand, not permanents, so no battlefield
filter names them; and a keyword may come with its cost ("cycling {R}"), which the keyword lexicon alone does not
read. The cost is kept with the keyword, as the card prints it, never dropped.
"""

from __future__ import annotations

from functools import lru_cache

from lark import Token, Tree

from .filters import parse_filter
from .phrases import Unread, Words, child
from .spanish_terms import keyword_es, typecycling_forms
from .specs import StepSpec
from .text import fold
from .verbs_board import CLAUSES as BOARD_CLAUSES

# Keywords printed with a mana cost that a card has in a hand or a graveyard (702.29a cycling and its kinds, 702.84a
# unearth, 702.34a flashback, 702.128a embalm, 702.129a eternalize)
_COST_KEYWORDS = frozenset({"cycling", "unearth", "flashback", "embalm", "eternalize"})


@lru_cache(maxsize=1)
def _spanish_cost_keywords() -> dict[str, str]:
    """Folded printed Spanish names of the cost keywords ("ciclo", "desenterrar") → the English keyword, from the
    terminology the readings say them with (keyword_es), so a reading reads back."""
    said = {fold(keyword_es(k).removeprefix("la habilidad de ")): k for k in _COST_KEYWORDS}
    return {**said, **typecycling_forms()}  # "ciclo de llanuras" → plainscycling (its kinds, 702.29e)


def _cost_keyword(node: Tree[Token], text: Words) -> str:
    """"cycling {R}", "ciclo {R}" → the English keyword and its cost; a word no cost keyword names is refused."""
    word, mana = (str(t) for t in node.children if isinstance(t, Token))  # "ciclo de llanuras" is one token
    english = word if text.lexicon.lang == "en" else _spanish_cost_keywords().get(fold(word), "")
    if english not in _COST_KEYWORDS and not english.endswith("cycling"):
        raise Unread(text.of(node))
    return f"{english} {mana.upper()}"


def static_zone_cards_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The kind of card, the controller's zone and the abilities its cards have while the source is on the
    battlefield (604.1, 611.3a): a ``modify`` spec marked ``zone_cards`` (plan/steps_zone_cards.py)."""
    from .verbs import _NOBODY, Context
    from .verbs_board import _keyword

    kind = child(node, "lead_kind") or child(node, "np")
    assert kind is not None
    cards = parse_filter(text.low_of(kind), text.lexicon)
    if cards is None or cards.control is not None or cards.combat is not None:
        raise Unread(text.of(kind))
    zone = "graveyard" if child(node, "zone_graveyard") is not None else "hand"
    costed = child(node, "keyword_cost")
    keywords = [_cost_keyword(costed, text)] if costed is not None else \
        [_keyword(k, text) for k in node.find_data("keyword")]
    c = Context(text, clause, _NOBODY)
    each = any(isinstance(t, Token) and t.value.lower() in ("each", "cada") for t in node.children)  # "Each … has"
    extra = (("zone_cards", zone), ("keywords", "|".join(keywords)), ("static", "1"),
             *((("each", "1"),) if each else ()))
    return [c.step("modify", creatures=cards, players_too=False, extra=extra)]


BOARD_CLAUSES.update({"static_zone_cards": static_zone_cards_clause})
__all__ = ["static_zone_cards_clause"]
