"""The words a rendering is made of, English and Spanish side by side: subjects, verbs, numbers.

Spanish follows the printed Oracle style and the project's terminology (data/i18n, the grammar's
lexicon): "Cada oponente sacrifica una criatura.", "Roba una carta.", "Ganas 2 vidas.". Nouns and
their genders have one owner, :data:`bot.i18n.plural.NOUNS`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.i18n.plural import NOUNS, number_word

# lemma → (English 3rd person, English base, Spanish 3rd person, Spanish infinitive, Spanish imperative)
VERBS: dict[str, tuple[str, str, str, str, str]] = {
    "sacrifice": ("sacrifices", "sacrifice", "sacrifica", "sacrificar", "sacrifica"),
    "discard": ("discards", "discard", "descarta", "descartar", "descarta"),
    "exile": ("exiles", "exile", "exilia", "exiliar", "exilia"),
    "draw": ("draws", "draw", "roba", "robar", "roba"),
    "lose": ("loses", "lose", "pierde", "perder", "pierde"),
    "gain": ("gains", "gain", "gana", "ganar", "gana"),
    "have": ("has", "have", "tiene", "tener", "tiene"),
    "mill": ("mills", "mill", "muele", "moler", "muele"),
    "scry": ("scries", "scry", "adivina", "adivinar", "adivina"),
    "surveil": ("surveils", "surveil", "vigila", "vigilar", "vigila"),
    "search": ("searches", "search", "busca", "buscar", "busca"),
    "return": ("returns", "return", "regresa", "regresar", "regresa"),
    "vote": ("votes", "vote", "vota", "votar", "vota"),
    "take": ("takes", "take", "juega", "jugar", "juega"),
    "choose": ("chooses", "choose", "elige", "elegir", "elige"),
    "name": ("names", "name", "nombra", "nombrar", "nombra"),  # "Name a card" (201.3)
    "create": ("creates", "create", "crea", "crear", "crea"),
    "shuffle": ("shuffles", "shuffle", "baraja", "barajar", "baraja"),
    "turn": ("turns", "turn", "pone", "poner", "pon"),  # "turns face up" (406.3): "pone boca arriba"
    "put": ("puts", "put", "pone", "poner", "pon"),
    "destroy": ("destroys", "destroy", "destruye", "destruir", "destruye"),
    "attach": ("attaches", "attach", "anexa", "anexar", "anexa"),  # 701.3a
    "gain control": ("gains control of", "gain control of", "gana el control de", "ganar el control de",
                     "gana el control de"),
    "exchange control": ("exchanges control of", "exchange control of", "intercambia el control de",
                         "intercambiar el control de", "intercambia el control de"),  # 701.12
    "pay": ("pays", "pay", "paga", "pagar", "paga"),
    "tap": ("taps", "tap", "gira", "girar", "gira"),
    "untap": ("untaps", "untap", "endereza", "enderezar", "endereza"),
    "detain": ("detains", "detain", "detiene", "detener", "detén"),  # 701.35a
    "distribute": ("distributes", "distribute", "distribuye", "distribuir", "distribuye"),  # 601.2d
    "tap or untap": ("taps or untaps", "tap or untap", "gira o endereza", "girar o enderezar", "gira o endereza"),
    "deal": ("deals", "deal", "hace", "hacer", "haz"),
    "reveal": ("reveals", "reveal", "muestra", "mostrar", "muestra"),  # 701.20: printed "muestra" (older "revela")
    "look": ("looks", "look", "mira", "mirar", "mira"),
    "remove": ("removes", "remove", "quita", "quitar", "quita"),
    "remove_from_combat": ("removes", "remove", "retira", "retirar", "retira"),  # 506.4: "… from combat"
    "double": ("doubles", "double", "duplica", "duplicar", "duplica"),  # 701.10e: counters
    "move": ("moves", "move", "mueve", "mover", "mueve"),  # 122.5: a counter
    "proliferate": ("proliferates", "proliferate", "prolifera", "proliferar", "prolifera"),  # 701.34a
    "regenerate": ("regenerates", "regenerate", "regenera", "regenerar", "regenera"),
    "add": ("adds", "add", "agrega", "agregar", "agrega"),
    "separate": ("separates", "separate", "separa", "separar", "separa"),
    "play": ("plays", "play", "juega", "jugar", "juega"),
    "skip": ("skips", "skip", "se salta", "saltarse", "sáltate"),
    "end": ("ends", "end", "termina", "terminar", "termina"),
    "win the game": ("wins the game", "win the game", "gana la partida", "ganar la partida", "gana la partida"),
    "get": ("gets", "get", "recibe", "recibir", "recibe"),
    "get_emblem": ("gets", "get", "obtiene", "obtener", "obtiene"),  # 114.2: "You get an emblem …", "Obtienes …"
    "repeat": ("repeats", "repeat", "repite", "repetir", "repite"),
    "flip": ("flips", "flip", "lanza", "lanzar", "lanza"),
    "clash": ("clashes", "clash", "se enfrenta", "enfrentarse", "enfréntate"),  # 701.30
    "exert": ("exerts", "exert", "agota", "agotar", "agota"),  # 701.43
    "roll": ("rolls", "roll", "tira", "tirar", "tira"),
    "counter": ("counters", "counter", "contrarresta", "contrarrestar", "contrarresta"),  # a spell (701.6a)
    "copy": ("copies", "copy", "copia", "copiar", "copia"),  # a spell (707.10)
    "cast": ("casts", "cast", "lanza", "lanzar", "lanza"),  # a spell, as the ability resolves (608.2g)
    "lose the game": ("loses the game", "lose the game", "pierde la partida", "perder la partida",
                      "pierde la partida"),
}
# Oracle's instruction to the controller: "Draw a card." but "You gain 2 life."
_INDICATIVE_FOR_YOU = frozenset({"gain", "lose", "lose the game", "get_emblem", "have"})

SUBJECTS = {
    "its_controller": ("its controller", "su controlador"),  # "Its controller may draw …" (608.2h)
    "object_owner": ("its owner", "su propietario"),  # "Its owner gains 4 life" (108.3)
    # "Each player other than its controller creates …" (608.2h)
    "others_than_object_controller": ("each player other than its controller", "cada jugador excepto su controlador"),
    "attacked": ("the player or planeswalker it's attacking", "el jugador o planeswalker al que está atacando"),
    "each_player": ("each player", "cada jugador"),
    "each_opponent": ("each opponent", "cada oponente"),
    "each_other_player": ("each other player", "cada otro jugador"),
    "target_player": ("target player", "el jugador objetivo"),
    "target_opponent": ("target opponent", "el oponente objetivo"),
    "that_player": ("that player", "ese jugador"),
    "defending_player": ("defending player", "el jugador defensor"),
    "you": ("you", "tú"),
    "you_and_target": ("you and target opponent each", "tú y el oponente objetivo"),
    "you_and_that": ("you and that player each", "tú y ese jugador"),
    "the_most_hand": ("the player who has the most cards in hand", "el jugador que tiene más cartas en la mano"),
    "the_most_life": ("the player with the most life", "el jugador con más vidas"),
}
# An earlier step's action in the past ("who discarded a card this way") and as a base form ("didn't discard").
PAST = {
    "sacrifice": ("sacrificed", "sacrifice", "sacrificó", "sacrificó"),
    "discard": ("discarded", "discard", "descartó", "descartó"),
    "exile": ("exiled", "exile", "exilió", "exilió"),
    "draw": ("drew", "draw", "robó", "robó"),
    "lose_life": ("lost", "lose", "perdió", "perdió"),
    "gain_life": ("gained", "gain", "ganó", "ganó"),
    "mill": ("milled", "mill", "molió", "molió"),
    "return": ("returned", "return", "regresó", "regresó"),
    "search": ("searched", "search", "buscó", "buscó"),
    "vote": ("voted", "vote", "votó", "votó"),
    "damage": ("was dealt damage", "be dealt damage", "recibió daño", "recibió daño"),
    "pay": ("paid", "pay", "pagó", "pagó"),
    "reveal": ("revealed", "reveal", "mostró", "mostró"),
    "destroy": ("destroyed", "destroy", "destruyó", "destruyó"),
    "choose": ("chose", "choose", "eligió", "eligió"),
    "counter_spell": ("countered", "counter", "contrarrestó", "contrarrestó"),
    "tap": ("tapped", "tap", "giró", "giró"),  # "the number of Islands tapped this way" (701.26a)
    "pick_shown": ("revealed", "reveal", "mostró", "mostró"),  # "you may reveal … from among them and put it …"
    "to_graveyard": ("put into a graveyard", "put into a graveyard", "puso en un cementerio", "puso en un cementerio"),
    "to_your_graveyard": ("put into your graveyard", "put into your graveyard", "puso en tu cementerio",
                          "puso en tu cementerio"),
    "died": ("that died", "die", "que murieron", "que murió"),  # 700.4: "for each creature that died this way"
}
ACTION_NOUNS = {  # "the life lost this way", "the damage dealt this way": an action's amount as a noun
    "lose_life": ("the life lost", "la vida perdida"),
    "gain_life": ("the life gained", "la vida ganada"),
    "damage": ("the damage dealt", "el daño hecho"),
    "pay": ("the total amount of mana paid", "la cantidad total de maná pagado"),
}


# A source's self-reference in either language ("this creature" / "esta criatura"); a card's name stays a name.
_SELF = {"spell": ("this spell", "este hechizo"), "enchantment": ("this enchantment", "este encantamiento"),
         "creature": ("this creature", "esta criatura"), "artifact": ("this artifact", "este artefacto"),
         "permanent": ("this permanent", "este permanente"), "land": ("this land", "esta tierra"),
         "planeswalker": ("this planeswalker", "este planeswalker")}
_SELF_WORDS = {"hechizo": "spell", "encantamiento": "enchantment", "criatura": "creature", "artefacto": "artifact",
               "permanente": "permanent", "tierra": "land"}


def self_reference(text: str, lang: str) -> str | None:
    """"this creature" / "esta criatura" said in ``lang``; "it" (the source, 608.2k) is this permanent; None for
    anything else (a name). Shared by the reading and the narration, so both say the source alike."""
    words = text.strip().lower().split()
    if words == ["it"]:
        words = ["this", "permanent"]
    if len(words) == 2 and words[0] in ("this", "este", "esta"):
        kind = words[1] if words[1] in _SELF else _SELF_WORDS.get(words[1])
        if kind:
            return _SELF[kind][1 if lang == "es" else 0]
    return None


@dataclass(slots=True)
class Words:
    """One language's words, and what a step's rendering leaves for the end of its sentence."""

    lang: str
    trailing: list[str] = field(default_factory=list)  # ", where X is …" said after the clause
    # the player "you" is when a condition is said in a note about the game, in the third person ("as long as Dave
    # has 5 or less life" / "mientras Dave tenga 5 vidas o menos"); None in a reading, which says the card's "you"
    you_are: str | None = None

    @property
    def es(self) -> bool:
        return self.lang == "es"

    def flush(self) -> tuple[str, ...]:
        """What this clause leaves for the end of its sentence (and forgets it)."""
        said = tuple(self.trailing)
        self.trailing.clear()
        return said

    def pick(self, en: str, es: str) -> str:
        return es if self.es else en

    # --- verbs ----------------------------------------------------------------------------------
    def verb(self, lemma: str, person: str, optional: bool = False) -> str:
        third, base, es_third, es_inf, es_imp = VERBS[lemma]
        if optional:
            may = self.pick("may", {"you": "puedes", "plural": "pueden"}.get(person, "puede"))
            return f"{may} {es_inf if self.es else base}"
        if not self.es:
            return third if person == "3" else base
        if person == "you":
            return es_imp if lemma not in _INDICATIVE_FOR_YOU else _suffix(es_third, "s")
        return _suffix(es_third, "n") if person == "plural" else es_third

    def you_do(self, lemma: str) -> str:
        """The controller doing it, as a statement: "you draw" / "robas" (after "and", never an imperative)."""
        third, base, es_third, _, _ = VERBS[lemma]
        return _suffix(es_third, "s") if self.es else f"you {base}"

    def imperative(self, lemma: str, person: str) -> bool:
        """An instruction to the controller says no subject ("Draw a card."), a gain or loss says "you"."""
        return person == "you" and lemma not in _INDICATIVE_FOR_YOU

    # --- numbers and nouns ---------------------------------------------------------------------
    def number(self, n: int, feminine: bool = False) -> str:
        """A count before a noun: "a", "two", "X"; Spanish "una", "un", "dos"."""
        if n == 1:
            return self.pick("a", "una" if feminine else "un")
        return number_word(n, self.lang, feminine=feminine)

    def noun(self, key: str, plural: bool) -> str:
        entry = NOUNS[key]
        forms = entry.es if self.es else entry.en
        return forms[1] if plural else forms[0]

    def feminine(self, key: str) -> bool:
        return key in NOUNS and NOUNS[key].feminine

    def zone(self, zone: str) -> str:
        return self.noun(zone, False) if zone in NOUNS else zone

    def their(self, person: str) -> str:
        """The acting player's possessive: "their" / "your"; Spanish "su" / "tu"."""
        if self.es:
            return "tu" if person == "you" else "su"
        return "your" if person == "you" else "their"


def _suffix(phrase: str, ending: str) -> str:
    """The ending on the phrase's first word: "gana el control de" → "ganan el control de"."""
    head, _, rest = phrase.partition(" ")
    return f"{head}{ending} {rest}" if rest else head + ending


def article(word: str) -> str:
    """English "a" or "an" before ``word``."""
    return "an" if word[:1].lower() in "aeiou" else "a"
