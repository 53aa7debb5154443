"""One event of a resolution told as one sentence, in English or Spanish (the catalogue's ``apnap.narrate.ev.*``).

Why apart from ``narrate.py``: a step's lines (its header, choices, the order its events happened in) are the
narration's; what one event says (who did what to which objects, how much, for how long, whose zone) is filled
here from the event's typed record, and which sentence says it is ``narrate_keys.event_key``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from bot.catalog import fields, t
from bot.i18n.plural import count, noun

from .grammar.spanish_terms import counter_word
from .narrate_costs import cost_params
from .narrate_es import event_names
from .narrate_keys import event_key
from .narrate_replace import prevented_then_text, replacement_text
from .ordinals import nth_from_top
from .render.words import self_reference
from .result import EventRecord


def join_names(names: list[str], lang: str) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {t('apnap.narrate.and', lang)} " + names[-1]


def _source(source: object, lang: str, mid: bool = False) -> str:
    """A self-reference in the answer's language, as the reading says it ("Este permanente"; ``mid``: inside a
    sentence, "until this permanent leaves the battlefield"); a name stays."""
    text = str(source or "")
    phrase = self_reference(text, lang)
    if phrase and mid:
        return phrase
    return phrase[0].upper() + phrase[1:] if phrase else text


def event_text(e: EventRecord, lang: str) -> str:
    # what a prevention does with the damage it prevents (615.5), said after it
    then = prevented_then_text(e, lang, join_names(list(e.extra.get("prevented_then", {}).get("on", [])), lang))
    if e.action == "rule_change" and "modify" in e.extra:  # "If … would …, … instead" (614.1a, 615.1a)
        return replacement_text(e, lang, join_names(event_names(e, lang), lang)) + then
    return _event_sentence(e, lang) + then


def _rule_change_params(e: EventRecord, lang: str, names: str) -> dict[str, Any]:
    """What a rule change's sentence says beyond the common parameters: the spells it is about, the objects where the
    board does not say which, a prevention's damage and sources, a kind that later permanents join (611.2c)."""
    out: dict[str, Any] = {}
    if "types" in e.extra or "not_types" in e.extra:
        out["what"] = _spells(e, lang)
    if e.extra.get("act") in ("spell_cost", "ability_cost"):  # 601.2f, 602.2b: whose abilities, the riders printed
        out.update(cost_params(e, lang))
    if e.extra.get("act") == "spend_mana":  # "… or activate an ability of a Myr" (106.6), in the reader's language
        out["also"] = _activating(e.extra.get("activating"), lang)
    if "same_name" in e.extra or "looked" in e.extra:  # cards the ability remembers (607.2a, 608.2h)
        out["named"] = join_names(list(e.extra.get("same_name", e.extra.get("looked", []))), lang) or "—"
    if not names:  # the printed words where the board does not say which
        out["objects"] = e.extra.get("what", "") if e.extra.get("objects_unknown") else "—"
    if e.extra.get("later_too"):  # "lands you control (now: …)": later ones too, 611.2c
        out["objects"] = t("apnap.prevent.kind_now", lang, kind=e.extra["later_too"], names=names or "—")
        out["count"] = 2  # the kind is the subject, a plural ("criaturas … no pueden atacar"), however many now
    if e.extra.get("change") == "prevent" or "instead" in e.extra:  # 615.1a, 614.9
        out["damage"] = _prevented(e, lang)
        out["sources"] = str(e.extra.get("sources_kind") or join_names(list(e.extra.get("sources") or []), lang)
                             or "—")
        out["instead"] = join_names(list(e.extra.get("instead") or []), lang) or "—"
        if e.extra.get("to_kind"):  # "creatures you control (now: …)": later ones too (not a characteristic, 611.2c)
            out["objects"] = t("apnap.prevent.kind_now", lang, kind=e.extra["to_kind"], names=names or "—")
    return out


def _paid(e: EventRecord, n: int, lang: str) -> str:
    """"2 life", "{W}" (a coloured or hybrid cost's symbols, as printed: "1 mana" hid which colour, 118.3), "3 mana"
    for generic mana or when unsaid."""
    if e.extra.get("what") == "life":
        return count(n, "life", lang)
    mana = e.extra.get("mana")
    if isinstance(mana, str) and re.search(r"\{[^}\d]+\}", mana):
        return mana
    return count(n, "mana", lang)


def _event_sentence(e: EventRecord, lang: str) -> str:
    names = join_names(event_names(e, lang), lang)  # "Piedra, Anillo solar y Anillo solar"
    if e.extra.get("unknown") and e.extra.get("what"):
        return t("apnap.narrate.ev.unknown_pick", lang, player=e.player, action=t(f"apnap.verb.{e.action}", lang),
                 what=e.extra["what"])
    if e.action == "scry":
        return t("apnap.narrate.ev.scry", lang, player=e.player, bottom=e.extra.get("bottom", 0),
                 top=e.extra.get("top", 0))
    if e.action == "surveil":
        return t("apnap.narrate.ev.surveil", lang, player=e.player, objects=names or "—", top=e.extra.get("top", 0))
    n = e.amount if e.amount is not None else len(e.names)
    key = event_key(e) if e.extra.get("result") not in ("won", "lost") else f"flip_{e.extra['result']}"  # 705.2
    params = _common_params(e, n, names, lang, fields("apnap.narrate.ev." + key, lang))
    if e.action == "rule_change":
        params.update(_rule_change_params(e, lang, names))
    params.update(_could_be(e, lang))
    params.update(_owner_groups(e, lang))
    params.update(_exchanged(e))
    params.update(_lasting_params(e, lang, n))
    if e.action == "add_mana":
        params["mana"] = _mana(str(e.extra.get("mana", "")), lang)
        params["tapped"] = str(e.extra.get("tapped", ""))  # the permanent tapped for mana (106.12a)
    if e.action == "copy_spell" and e.extra.get("copy_colors"):  # "la copia es roja": the copy, feminine in Spanish
        params["color"] = " ".join(_COPY_COLOR_ES.get(c, c) if lang == "es" else c for c in e.extra["copy_colors"])
    if e.action == "modify":
        params["change"] = _change(e, lang)
        # "as long as …": as printed, or said in the answer's language when the card is in the other (act_static.py)
        params["condition"] = str(e.extra.get("condition_said") or e.extra.get("condition", ""))
        params["source"] = str(e.extra.get("while_source", ""))  # "for as long as Tawnos's Weaponry remains tapped"
    if e.action == "enters_tapped":
        params["condition"] = str(e.extra.get("condition", ""))
        params["rule"] = str(e.extra.get("rule", "614.1d"))  # 614.1c under "As <this> enters, …" (act_static.py)
    if e.action == "not_type":  # in the answer's language (act_not_type.py), as the reading says it
        params["condition"] = str(e.extra.get("condition_said") or e.extra.get("condition", ""))
    if e.action == "not_type":  # the devotion counted (700.5), when the condition is one
        devotion = e.extra.get("devotion")
        params["counted"] = "" if devotion is None else t("apnap.narrate.devotion_counted", lang, n=devotion)
    params.update(_layer_params(e, lang))
    if e.action in ("combat_rule", "doesnt_untap"):
        params["other"] = str(e.extra.get("other", ""))  # "creatures with flying", as printed
        params["how_long"] = t(f"apnap.combat_rule.{e.extra.get('duration', 'static')}", lang, player=e.player,
                               source=str(e.extra.get("while_source", "")))  # "for as long as you control …"
        may = e.extra.get("may_attack", e.extra.get("unblockable_against"))
        params["players"] = ", ".join(may) if isinstance(may, list) and may else t("apnap.combat_rule.nobody", lang)
    return t("apnap.narrate.ev." + key, lang, **params) + _any_mana(e, lang)


def _lasting_params(e: EventRecord, lang: str, n: int) -> dict[str, Any]:
    """What an event that lasts says of how: a permission's or a player's ward's duration (611.2a-b), in the answer's
    language, and what the ward does; what phased out with the permanents, attached to them (702.26g)."""
    if e.action == "permission":
        return {"duration": t(f"apnap.permission.duration.{e.extra.get('duration', 'this_turn')}", lang,
                              player=e.player, n=2 if e.extra.get("several") else 1)}
    if e.action == "player_ward":  # a player's protection, hexproof or shroud (702.16j, 702.11c, 702.18a)
        quality = str(e.extra.get("from", ""))
        ward = str(e.extra.get("ward") or "protection")
        key = ward if ward != "protection" else "everything" if quality in ("everything", "") else "colors"
        colors = join_names([_COLOR_ES.get(c, c) if lang == "es" else c for c in quality.split(",")], lang) \
            if key == "colors" else ""
        return {"ward": t(f"apnap.player_ward.{key}", lang, player=e.player, colors=colors),
                "duration": t(f"apnap.permission.duration.{e.extra.get('duration', 'this_turn')}", lang,
                              player=e.player, n=1)}
    if e.action == "phase_out":
        with_them = list(e.extra.get("indirect") or [])
        return {"n": n, "attached": t("apnap.narrate.phased_out_attached", lang, attached=join_names(with_them, lang),
                                      n=n) if with_them else ""}
    if e.action == "remove_from_combat":  # the attackers a removed blocker leaves blocked (509.1h)
        kept = list(e.extra.get("still_blocked") or [])
        return {"n": n, "blocked": t("apnap.narrate.still_blocked", lang, names=join_names(kept, lang), n=len(kept))
                if kept else ""}
    return {}


def _any_mana(e: EventRecord, lang: str) -> str:
    """"…, and may spend mana as though it were mana of any color to cast those spells": part of a permission to
    cast (609.4b), said after it; nothing for any other event."""
    if e.action != "permission" or not e.extra.get("any_mana"):
        return ""
    return t(f"apnap.narrate.permission_any_{e.extra['any_mana']}", lang, n=2 if e.extra.get("several") else 1)


def _common_params(e: EventRecord, n: int, names: str, lang: str, needed: frozenset[str]) -> dict[str, Any]:
    """The parameters every event sentence may use, each made only if the sentence's template names it. Why lazily:
    a narration tells a dozen events and each template uses two or three of these thirty; making all of them (five
    counted nouns, the source's self-reference, the phases) was a tenth of a whole resolution's time."""
    x = e.extra
    return {k: make(e, x, n, names, lang) for k, make in _PARAMS.items() if k in needed}


# Each parameter's maker, made once (session 41: the thirty-odd closures made for every event sentence were most of
# its parameters' time); a maker reads the event, its extra facts, the count, the names said and the language.
_PARAMS: dict[str, Callable[[EventRecord, dict[str, Any], int, str, str], object]] = {
    "player": lambda e, x, n, names, lang: e.player,
    "objects": lambda e, x, n, names, lang: names,
    "amount": lambda e, x, n, names, lang: e.amount,
    "count": lambda e, x, n, names, lang: len(e.names),
    "turn_of": lambda e, x, n, names, lang: x.get("turn_of", e.player),  # whose next turn ends a copy effect (611.2a)
    "life": lambda e, x, n, names, lang: x.get("life") if x.get("life") is not None else "?",
    "source": lambda e, x, n, names, lang: _source(x.get("source"), lang, mid=bool(x.get("until") or x.get("linked"))),
    "life_n": lambda e, x, n, names, lang: count(n, "life", lang),
    "cards": lambda e, x, n, names, lang: count(n, "card", lang),
    "damage": lambda e, x, n, names, lang: count(n, "damage", lang),
    "turns": lambda e, x, n, names, lang: count(n, "turn", lang),
    "tokens": lambda e, x, n, names, lang: _tokens(e, n, names, lang),
    "paid": lambda e, x, n, names, lang: _paid(e, n, lang),
    "counter": lambda e, x, n, names, lang: counter_word(str(x.get("counter", "")), lang),
    "what": lambda e, x, n, names, lang: x.get("what", ""),
    "limit": lambda e, x, n, names, lang: x.get("limit", 0),
    "hand_size": lambda e, x, n, names, lang: x.get("hand_size", ""),
    "mana": lambda e, x, n, names, lang: x.get("mana") or x.get("unless_mana", ""),
    "total": lambda e, x, n, names, lang: x.get("total", "?"),
    "keyword": lambda e, x, n, names, lang: x.get("keyword", ""),
    "whom": lambda e, x, n, names, lang: x.get("for") or x.get("source") or x.get("whom") or "",
    "attacked": lambda e, x, n, names, lang: x.get("attacking", ""),  # whom a token put onto the battlefield attacking
    # attacks
    "other": lambda e, x, n, names, lang: join_names(list(x.get("other_pile", [])), lang) or "—",
    "pile": lambda e, x, n, names, lang: names or "—",
    "result": lambda e, x, n, names, lang: x.get("result", ""),
    "sides": lambda e, x, n, names, lang: x.get("sides", ""),
    "ability": lambda e, x, n, names, lang: _quoted(str(x.get("ability", "")), lang),
    "owner": lambda e, x, n, names, lang: x.get("owner", ""),
    "under": lambda e, x, n, names, lang: x.get("under", ""),
    "from": lambda e, x, n, names, lang: x.get("from", ""),  # a counter moved (122.5)
    "seen_by": lambda e, x, n, names, lang: x.get("seen_by") or x.get("revealed_by", ""),
    "phases": lambda e, x, n, names, lang: _phases(e, lang),
    "printed": lambda e, x, n, names, lang: x.get("printed", ""),
    "cost_paid": lambda e, x, n, names, lang: x.get("cost_paid", ""),  # 601.2f
    "targeting": lambda e, x, n, names, lang: x.get("targeting_what") or x.get("what", ""),
    "loyalty": lambda e, x, n, names, lang: x.get("loyalty", "?"),
    "size": lambda e, x, n, names, lang: x.get("pt", "?"),  # a token's power and toughness as created
    "found": lambda e, x, n, names, lang: x.get("found", ""),  # what a search of a library nobody described found
    # (others_search)
    "position": lambda e, x, n, names, lang: nth_from_top(int(x.get("position", 0)), lang),  # 401.7: "third from top"
}


def _quoted(ability: str, lang: str) -> str:
    """A quoted ability inside a Spanish sentence: the sentence's stop goes after the closing quote, not before it
    as well (judge 41es: "«… Agrega {C}.».")."""
    return ability[:-1] if lang == "es" and ability.endswith(".") else ability


def _tokens(e: EventRecord, n: int, names: str, lang: str) -> str:
    """The tokens made, by count: identical tokens (111.4: made by one instruction with the same characteristics) said
    once with their size (judge 41es: "2 fichas (criatura Saprolín verde y criatura Saprolín verde)" said one token
    twice) — "2 tokens (1/1 green Saproling creature)", "2 fichas de criatura Saprolín verde 1/1"; different ones
    each by name."""
    made = count(n, "token", lang)
    kinds = set(event_names(e, lang))
    if len(kinds) != 1 or len(e.names) != n:
        return f"{made} ({names})" if names else made
    kind = kinds.pop()
    size = e.extra.get("pt") if not (e.extra.get("defined") or e.extra.get("copy_of")) else None
    if lang == "es":  # the size before what it has, as printed: "criatura Caballero blanca 1/1 con …"
        head, has, rest = kind.partition(" con ")
        return f"{made} de {head} {size}{has}{rest}" if size else f"{made} de {kind}"
    return f"{made} ({size} {kind})" if size else f"{made} ({kind})"


_COPY_COLOR_ES = {"white": "blanca", "blue": "azul", "black": "negra", "red": "roja", "green": "verde"}
_COLOR_ES = {"white": "el blanco", "blue": "el azul", "black": "el negro", "red": "el rojo", "green": "el verde"}


def _could_be(e: EventRecord, lang: str) -> dict[str, object]:
    """The cards an unnamed top card is one of (401.4: put back in an order nobody else saw); nothing otherwise."""
    return {"objects": join_names(list(e.extra["could_be"]), lang)} if e.extra.get("could_be") else {}


def _exchanged(e: EventRecord) -> dict[str, object]:
    """An exchange of control done (701.12b): each permanent with the player who controls it now; nothing for any
    other event."""
    if e.action != "exchange_control" or not e.extra.get("exchanged"):
        return {}
    (first, second), (first_to, second_to) = e.names, e.extra["controllers"]
    return {"first": first, "second": second, "first_to": first_to, "second_to": second_to}


def _owner_groups(e: EventRecord, lang: str) -> dict[str, object]:
    """"To their owners' hands": the objects said with whose hand each one went to (400.7), not one player's hand;
    nothing for any other event."""
    owners = e.extra.get("owners")
    if not isinstance(owners, dict):
        return {}
    group = "apnap.narrate.owner_group_graveyard" if e.extra.get("to") == "graveyard" else "apnap.narrate.owner_group"
    return {"objects": "; ".join(t(group, lang, objects=join_names(list(v), lang), owner=k)
                                 for k, v in owners.items())}


def _phases(e: EventRecord, lang: str) -> str:
    """The phases "there is an additional combat phase …" adds to the turn (500.8); none for any other event."""
    phases = e.extra.get("phases")
    return t("apnap.phases." + "_".join(phases), lang) if e.action == "additional_phases" and phases else ""


def _layer_params(e: EventRecord, lang: str) -> dict[str, object]:
    """Layers 7a-7d (613.4): the value set and each permanent's power and toughness now (none for other events)."""
    if e.action == "becomes":  # 613.1d-f, 613.4b: what it became (narrate_becomes.py)
        from .narrate_becomes import becomes_params

        return becomes_params(e, lang)
    if e.action not in ("set_pt", "switch_pt"):
        return {}
    now = ", ".join(t("apnap.narrate.pt_now", lang, name=k, pt=v) for k, v in dict(e.extra.get("now") or {}).items())
    return {"now": now or t("apnap.layers.none_shown", lang), "value": e.extra.get("value", ""),
            "pt": e.extra.get("pt", "")}


def _activating(kinds: Any, lang: str) -> str:
    """The abilities a mana rider also allows (106.6) from the event's typed ``activating``; "" when none."""
    if not kinds:
        return ""
    from .grammar.specs import TypeFilter
    from .render.on_rules import ability_sources
    from .render.words import Words

    flt = TypeFilter(tuple((frozenset({k}), frozenset(), False, False) for k in kinds["types"]),
                     noun=(kinds["types"] or ["card"])[0], subtypes=frozenset(kinds["subtypes"]))
    w = Words(lang)
    return w.pick(" or activate an ability of ", " o activar habilidades de ") + ability_sources(w, flt)


def _spells(e: EventRecord, lang: str) -> str:
    """"instant or sorcery spells" / "hechizos de instantáneo o de conjuro", "noncreature spell" / "hechizo
    que no sea de criatura": the spells a restriction is about, in the reader's language."""
    one = 1 if e.extra.get("limit") else 2
    spells = noun("spell", one, lang)
    types = [noun(k, 1, lang) for k in e.extra.get("types", [])]
    if e.extra.get("not_types"):
        nots = [noun(k, 1, lang) for k in e.extra["not_types"]]
        if lang == "es":
            return f"{spells} que no {'sea' if one == 1 else 'sean'} de " + " ni de ".join(nots)
        return " ".join(f"non{k}" for k in nots) + f" {spells}"
    if not types:
        return spells
    if lang == "es":
        return f"{spells} de " + " o de ".join(types)
    return " or ".join(types) + f" {spells}"


def _prevented(e: EventRecord, lang: str) -> str:
    """"all combat damage", "the next 3 damage" (615.7): what a prevention effect prevents."""
    if e.amount is not None:  # "the next 1 combat damage": combat damage only (510.2)
        return t("apnap.prevent.next_combat" if e.extra.get("combat") else "apnap.prevent.next", lang, amount=e.amount)
    if e.extra.get("next_time"):  # "The next time a source of your choice would deal [combat] damage …" (615.1a)
        combat = t("apnap.prevent.combat_word", lang) if e.extra.get("combat") else ""
        if e.extra.get("half"):  # "half that damage, rounded down" (107.1a)
            return t("apnap.prevent.next_time_half", lang, combat=combat,
                     rounding=t(f"apnap.prevent.rounding_{e.extra['half']}", lang))
        if e.extra.get("all_but") is not None:  # "all but 1 of that damage" (615.1a)
            return t("apnap.prevent.next_time_all_but", lang, combat=combat, n=e.extra["all_but"])
        return t("apnap.prevent.next_time_combat" if e.extra.get("combat") else "apnap.prevent.next_time", lang)
    if e.extra.get("noncombat"):
        return t("apnap.prevent.all_noncombat", lang)
    return t("apnap.prevent.all_combat" if e.extra.get("combat") else "apnap.prevent.all", lang)


def _mana(mana: str, lang: str) -> str:
    """"{G}{G}", "{R} or {G} (their choice)", "two mana of any color" (each its own), "two mana of any one color"
    (all of one) (106.1)."""
    if mana.startswith("any:"):  # each mana of any colour, one colour each (106.1)
        return t("apnap.mana.any", lang, n=int(mana[4:]))
    if mana.startswith("one:"):  # all of them of one colour the player picks
        return t("apnap.mana.one_color", lang, n=int(mana[4:]))
    if mana.startswith("combination:"):  # "combination:{R}{G}:3": each one of the two, the player's pick (106.1)
        _, symbols, n = mana.split(":")
        first, second = symbols[:3], symbols[3:]
        return t("apnap.mana.combination", lang, n=int(n), first=first, second=second) if int(n) else \
            t("apnap.mana.none", lang)
    if not mana:  # "add {U} for each artifact you control" with none: no mana (106.4)
        return t("apnap.mana.none", lang)
    options = mana.split("|")
    if len(options) == 1:
        return options[0]
    joined = ", ".join(options[:-1]) + f" {t('apnap.mana.or', lang)} " + options[-1]
    return t("apnap.mana.either", lang, options=joined)


def _change(e: EventRecord, lang: str) -> str:
    """"gets +1/+0 and gains deathtouch" (611.2a), keywords in the answer's language."""
    from .grammar.spanish_terms import keyword_es

    parts = []
    n = max(len(e.names), 1)  # the verb agrees with the objects it is said of ("A y B: obtienen +2/+2")
    if e.extra.get("pt"):
        parts.append(t("apnap.change.gets", lang, pt=e.extra["pt"], n=n))
    if e.extra.get("keywords"):
        words = [keyword_es(k) if lang == "es" else k.strip() for k in str(e.extra["keywords"]).split(",")]
        has = "apnap.change.has" if e.extra.get("duration") == "static" else "apnap.change.gains"
        parts.append(t(has, lang, keywords=", ".join(words), n=n))
    if e.extra.get("loses"):  # "loses first strike" (613.1f)
        lost = [keyword_es(k) if lang == "es" else k.strip() for k in str(e.extra["loses"]).split(",")]
        parts.append(t("apnap.change.loses", lang, keywords=", ".join(lost), n=n))
    if e.extra.get("ability"):  # 'gains "{T}: …"' until end of turn: a quoted ability, as printed (113.10)
        parts.append(t("apnap.change.gains_ability", lang, ability=_quoted(str(e.extra["ability"]), lang), n=n))
    return f" {t('apnap.change.and', lang)} ".join(parts)
