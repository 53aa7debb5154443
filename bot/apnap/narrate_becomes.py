"""The narration's words for what a permanent became (613.1d-f, 613.4b): the event of a ``becomes`` step.

Why its own module: the description is said from the event's parts (types, subtypes, colours, power and toughness,
abilities) with the plan renderer's own words (render/on_layers.becomes_what), in the answer's language, and
narrate_events.py only asks for these parameters.
"""

from __future__ import annotations

from bot.catalog import t

from .render.on_layers import becomes_what
from .result import EventRecord


def _basic_land_or_size(e: EventRecord, lang: str) -> list[str]:
    """A basic land type set (305.7), or the base power and toughness set (613.4b): a size, or each its own mana
    value (202.3)."""
    if e.extra.get("loses_rules_text_abilities"):
        return [t("apnap.becomes.basic_land", lang)]
    if e.extra.get("pt"):
        return [t("apnap.becomes.base_pt", lang, pt=e.extra["pt"])]
    if e.extra.get("pt_each"):
        return [t("apnap.becomes.pt_mana_value", lang)]
    return []


def becomes_params(e: EventRecord, lang: str) -> dict[str, object]:
    """What the permanents became, for how long, in which layers, and the power and toughness each has now."""
    from .grammar.spanish_terms import keyword_es, spanish_subtype_name

    colors = e.extra.get("colors")
    parts: list[str] = []
    if e.extra.get("every"):  # "every creature type", "every basic land type", "all colors" (702.73a, 205.3i, 105.1)
        parts.append(t(f"apnap.becomes.every_{e.extra['every']}", lang))
    elif e.extra.get("types") or e.extra.get("subtypes"):
        parts.append(becomes_what(lang, list(e.extra.get("types") or ()), list(e.extra.get("subtypes") or ()),
                                  list(colors) if isinstance(colors, list) else None, str(e.extra.get("pt", ""))))
    elif isinstance(colors, list):
        parts.append(t("apnap.becomes.colors", lang, colors=becomes_what(lang, [], [], colors, "")))
    parts += _basic_land_or_size(e, lang)
    if e.extra.get("keywords"):
        kws = [keyword_es(k) if lang == "es" else k for k in e.extra["keywords"]]
        parts.append(t("apnap.becomes.with", lang, keywords=", ".join(kws)))
    if e.extra.get("keeps_types"):  # "in addition to its other (colors and) types" (205.1b, 105.3)
        kept = "keeps_colors_types" if e.extra.get("colors_added") else "keeps_types"
        parts.append(t(f"apnap.becomes.{kept}", lang))
        if e.extra.get("land_type_mana"):  # "an Island in addition to its other types": "{T}: Add {U}" too (305.6)
            parts.append(t("apnap.becomes.land_type_mana", lang, tap="{T}",
                           mana=t("apnap.mana.or", lang).join(f" {m} " for m in e.extra["land_type_mana"]).strip()))
    elif e.extra.get("keeps_noncreature") and e.extra.get("types"):  # "a Construct artifact creature" (205.1b)
        # "an artifact creature" with no creature type named keeps every prior type and subtype (205.1b)
        replaced = bool(e.extra.get("subtypes"))
        parts.append(t("apnap.becomes.keeps_noncreature" if replaced else "apnap.becomes.keeps_types", lang))
    if e.extra.get("lost_subtypes"):  # replaced, not kept (205.1a): "no longer a Wall"
        if lang == "es":
            said = " ni ".join(spanish_subtype_name(s) or s.title() for s in e.extra["lost_subtypes"])
        else:
            said = " or ".join(("an " if s[:1] in "aeiou" else "a ") + s.title() for s in e.extra["lost_subtypes"])
        parts.append(t("apnap.becomes.no_longer", lang, subtypes=said))
    after = dict(e.extra.get("after") or {})  # what each permanent is now, layers 4 and 5 applied (613.1d-e)
    if after:
        parts.append(t("apnap.becomes.is_now", lang, what="; ".join(f"{name}: {_is_now(lang, what, _set_here(e, name))}"
                                                                  for name, what in after.items())))
    now = ", ".join(f"{k} {v}" for k, v in dict(e.extra.get("now") or {}).items())
    if e.extra.get("applies") is False:  # "as long as …" false now (611.3a): modify_static_off's sentence
        return {"condition": str(e.extra.get("condition", ""))}
    nobody = {} if e.names else {"objects": t("apnap.layers.none_shown", lang)}  # no target, none of the kind
    how_long = t("apnap.becomes.defining" if e.extra.get("defining") else
                 f"apnap.becomes.{e.extra.get('duration', 'indefinite')}", lang)  # 604.3: in every zone
    return {**nobody, "what": "; ".join(parts) or "—", "how_long": how_long,
            "layers": ", ".join(e.extra.get("layers") or ()), "now": now or "—"}


# the basic land types said in the order of 205.3i, as a type line prints them ("Plains Island"); others after
_LAND_ORDER = {s: i for i, s in enumerate(("plains", "island", "swamp", "mountain", "forest"))}


_LAYER_PART = {"4": "types", "5": "colors", "6": "abilities", "7b": "pt"}


def _set_here(e: EventRecord, name: str) -> dict[str, object]:
    """What this change set on the permanent, with the layer each was set in (613.1d-f, 613.4b), read from the
    event's own parts: the abilities it gave, its power and toughness now (a creature) and the layers it applied in.
    (The answer's ``continuous_effects`` entry carries the same per permanent, as ``after``.)"""
    now = dict(e.extra.get("now") or {})
    return {**({"keywords": list(e.extra["keywords"])} if e.extra.get("keywords") else {}),
            **({"pt": now[name]} if name in now else {}),
            "set_in": {_LAYER_PART[layer]: layer for layer in (e.extra.get("layers") or ()) if layer in _LAYER_PART}}


def _is_now(lang: str, what: object, set_here: dict[str, object]) -> str:
    """"a green and black Druid Elf Zombie creature" / "una criatura Druida Elfo Zombie verde y negra": one
    permanent's colours, types and subtypes after the change; colours the board never gave are said to be unknown."""
    said = {**(dict(what) if isinstance(what, dict) else {}), **set_here}
    subtypes = sorted(said.get("subtypes") or (), key=lambda s: _LAND_ORDER.get(s, len(_LAND_ORDER)))  # stable
    text = becomes_what(lang, [*(said.get("supertypes") or ()), *(said.get("types") or ())],
                        subtypes, list(said.get("colors") or ()), "")
    if said.get("every_creature_type"):  # 702.73a: every creature type, said so rather than listed
        text = t("apnap.becomes.and_every_creature_type", lang, what=text)
    if said.get("keywords"):  # the abilities this change gave (layer 6)
        from .grammar.spanish_terms import keyword_es

        kws = [keyword_es(str(k)) if lang == "es" else str(k) for k in said["keywords"]]
        text = f"{text} {t('apnap.becomes.with', lang, keywords=', '.join(kws))}"
    if said.get("pt"):  # its power and toughness now, the layers applied (613.4)
        text = f"{text}, {said['pt']}"
    set_in = dict(said.get("set_in") or {})
    if set_in:  # the layer that set each value (613.1d-f, 613.4b)
        text = t("apnap.becomes.set_in", lang, what=text, layers="; ".join(
            t("apnap.becomes.set_in_part", lang, part=t(f"apnap.becomes.part_{part}", lang), layer=layer)
            for part, layer in set_in.items()))
    return text if said.get("colors_known", True) else t("apnap.becomes.other_colors_unknown", lang, what=text)
