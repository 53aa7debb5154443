"""The combat role a noun phrase says (506.4, 509.1g-h), English and printed Spanish: "attacking or blocking creature",
"criatura atacante o bloqueadora", "unblocked creature", and the source's own partners, "blocking or blocked by this
creature", "que bloquea o está bloqueada por esta criatura" — read off the phrase before its kind is (filters.py).

Why a module of its own: the roles are one table of patterns in both languages, apart from the kind words.
"""

from __future__ import annotations

import re

# A combat role said before the noun (506.4, 509.1h), English and printed Spanish: "attacking or blocking
# creature", "criatura atacante o bloqueadora", "unblocked creature", "criatura no bloqueada".
COMBAT_ROLES: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), r) for p, r in (
    (r"\bblocking it$|\bque (?:lo|la) (?:esta|estan|este|esten) bloqueando$", "blocking_source"),  # its blockers
    (r"\bblocking this (?:permanent|creature)$|\bque (?:(?:esta|estan|este|esten) bloqueando|bloque(?:a|an|e|en)) a "
     r"(?:este permanente|esta criatura)$", "blocking_source"),
    # "target creature blocking or blocked by Cromat" (the card's name read as "this permanent"): the source's
    # blockers and the attackers it blocks (509.1g-h); printed Spanish in the subjunctive or the indicative ("que
    # bloquea o está bloqueada por esta criatura")
    (r"\bblocking or blocked by (?:it|this (?:permanent|creature))$"
     r"|\bque (?:(?:esta|estan|este|esten) bloqueando|bloque(?:a|an|e|en))(?: a (?:este permanente|esta criatura))? "
     r"o (?:que )?(?:esta|estan|este|esten) bloquead[ao]s? por (?:el|ella|este permanente|esta criatura)$",
     "fighting_source"),
    (r"\battacking or blocking\b|\batacantes? o bloqueador(?:a|es|as)?\b"
     r"|\bque (?:esta|estan|este|esten) atacando o bloqueando\b", "attacking_or_blocking"),  # said after the noun
    (r"\bblocking or blocked\b|\bbloqueador(?:a|es|as)? o bloquead[ao]s?\b", "blocking_or_blocked"),
    (r"\bnonattacking\b|\bno atacantes?\b", "nonattacking"),
    (r"\bnonblocking\b", "nonblocking"),
    (r"\bunblocked\b|\bno bloquead[ao]s?\b", "unblocked"),
    (r"\battacking\b|\batacantes?\b|\bque (?:esta|estan|este|esten) atacando$", "attacking"),
    (r"\bblocking\b|\bbloqueador(?:a|es|as)?\b", "blocking"),
    (r"\bblocked\b|\bbloquead[ao]s?\b", "blocked"),
))


def combat_role(phrase: str) -> tuple[str, str | None] | None:
    """The phrase without its one combat role word, and the role (None: none said); None when it says two."""
    for pattern, role in COMBAT_ROLES:
        found = pattern.search(phrase)
        if found:
            rest = (phrase[:found.start()] + phrase[found.end():]).split()
            if any(p.search(" ".join(rest)) for p, _ in COMBAT_ROLES):
                return None
            return " ".join(rest), role
    return phrase, None
