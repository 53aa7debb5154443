"""The keyword abilities a card prints on its keyword-only lines (702): given to the card's permanent when the board
lists none, and refused on an instant or sorcery whose damage they would change.

Why: with the card database, a property the board does not give is the real card's (scenario-format.md, "Precise
conventions"). Subterranean Spirit given as a 2/2 with no keywords still has protection from red, so the damage it
deals to each creature without flying is prevented on itself (702.16e); left out, the Spirit was dealt damage it
never takes. An instant's own "Trample" (Super-Duper Death Ray) or "Wither" (Puncture Blast) changes what its damage
does, which the engine does not model for a spell (702.19a defines trample for an attacking creature's combat damage
only): refused with the keyword's words, never read and dropped.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.errors import BotError

from .grammar.text import fold
from .model import Game
from .oracle import CardText, is_spell_card, keyword_lines

# keywords the engine reads off an object (filters "with flying", 702.16e protection, 702.12b indestructible, …)
_OBJECT_KEYWORDS = frozenset({"flying", "reach", "trample", "haste", "vigilance", "deathtouch", "lifelink",
                              "first strike", "double strike", "defender", "hexproof", "indestructible", "menace",
                              "shroud", "fear", "intimidate", "shadow"})
_COLOURS = "white|blue|black|red|green"
_KEYWORD_SPLIT_RE = re.compile(r"[,;](?! (?:and )?from)")  # "Flying, vigilance"; not "protection from red and from …"
_PROTECTION = re.compile(rf"protection from ((?:{_COLOURS})(?:,? (?:and )?from (?:{_COLOURS}))*)")
# a spell's own keywords that change the damage it deals (702.2b, 702.15b, 702.19, 702.80a, 702.90b, 702.4, 702.7)
_SPELL_DAMAGE = frozenset({"trample", "deathtouch", "lifelink", "infect", "wither", "first strike", "double strike"})


def keyword_parts(text: str) -> list[str]:
    """Each keyword of the text's keyword lines, folded ("Flying, vigilance" → ["flying", "vigilance"])."""
    return [part.strip() for line in keyword_lines(text) for part in _KEYWORD_SPLIT_RE.split(fold(line))]


def printed_keywords(text: str) -> frozenset[str]:
    """"Flying, vigilance" → {flying, vigilance}; "Protection from red and from white" → one keyword per colour."""
    out: set[str] = set()
    for part in keyword_parts(text):
        if part in _OBJECT_KEYWORDS:
            out.add(part)
        match = _PROTECTION.fullmatch(part)
        if match:
            out.update(f"protection from {c}" for c in re.findall(_COLOURS, match.group(1)))
    return frozenset(out)


def give_printed_keywords(game: Game, card: CardText | None, names: tuple[str, ...]) -> None:
    """The card's permanents the board shows with no keywords get the card's printed ones (the real card's)."""
    if card is None or not card.type_line or is_spell_card(card.type_line):
        return
    printed = printed_keywords(card.text)
    keys = {fold(n) for n in names} | {fold(card.name)}
    if not printed:
        return
    for player in game.players:
        player.zones["battlefield"] = [replace(o, keywords=printed) if fold(o.name) in keys and not o.keywords
                                       else o for o in player.battlefield]


def refuse_spell_keywords(card: CardText | None, msg_lang: str | None) -> None:
    """An instant's or sorcery's own damage keyword is refused with its words (never dropped)."""
    if card is None or not card.type_line or not is_spell_card(card.type_line):
        return
    for part in keyword_parts(card.text):
        if part in _SPELL_DAMAGE:
            raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", lang=msg_lang,
                              part=part.capitalize())
