"""The traits one object can share with another, as printed (English and folded Spanish) → the plan's word:
"shares a card type with it" (205.2a), "a creature type" (205.3m), "a permanent type" (110.4a), "a color" (105.2).

Why its own module: the object lexicon (filters.py) reads the words and the binding pass (shared_traits.py), the
renderers and the engine read the plan's words; kept apart, none of them imports another for a table.
"""

from __future__ import annotations

SHARED_TRAITS = {"card type": "card_type", "creature type": "creature_type", "permanent type": "permanent_type",
                 "color": "color", "colour": "color", "tipo de carta": "card_type",
                 "tipo de criatura": "creature_type", "tipo de permanente": "permanent_type"}

# "… with the card you discarded": the one card the controller discarded earlier in this effect (608.2c)
YOU_DISCARDED = "you_discarded"

# how a reading says each trait back: English, Spanish
TRAIT_WORDS = {"card_type": ("a card type", "un tipo de carta"), "creature_type": ("a creature type",
               "un tipo de criatura"), "permanent_type": ("a permanent type", "un tipo de permanente"),
               "color": ("a color", "un color")}
