"""Readable plain-text renderings of the core's results, for the CLI and the console."""

from __future__ import annotations

import textwrap
from typing import Any

from ..catalog import t

WIDTH = 100


def _wrap(text: str, indent: str = "") -> str:
    return "\n".join(
        textwrap.fill(par, WIDTH, initial_indent=indent, subsequent_indent=indent) for par in text.split("\n")
    )


def rule_text(r: dict[str, Any]) -> str:
    lang = r.get("lang", "en")
    lines = [f"{r['number']}  ({r['citation']})", _wrap(r["text"], "  ")]
    for ex in r.get("examples", []):
        lines.append(_wrap(ex, "    "))
    status = r.get("translation", {}).get("status")
    if status in ("translated", "stale", "missing"):
        lines.append(t(f"rules.translation.{status}", lang))
    if status == "stale" and r.get("english"):
        lines.append(_wrap("EN: " + r["english"]["text"], "  "))
    if r.get("defined_in"):
        lines.append(t("rules.defined_in", lang, number=r["defined_in"]))
    if r.get("children"):
        lines.append(t("rules.children", lang) + " " + ", ".join(r["children"][:30]))
    if r.get("see_also"):
        lines.append(t("rules.see_also", lang) + " " + ", ".join(r["see_also"]))
    return "\n".join(lines)


def define_text(d: dict[str, Any]) -> str:
    lang = d.get("lang", "en")
    lines = [d["term"] + (f"  ({', '.join(d['aliases'])})" if d.get("aliases") else ""), _wrap(d["definition"], "  ")]
    if d.get("rules"):
        lines.append(t("rules.see_also", lang) + " " + ", ".join(d["rules"]))
    if d.get("translation", {}).get("status") in ("translated", "stale"):
        lines.append(t(f"rules.translation.{d['translation']['status']}", lang))
    return "\n".join(lines)


def translate_text(d: dict[str, Any]) -> str:
    rules = f"  (CR {', '.join(d['rules'])})" if d.get("rules") else ""
    return f"{d['term']} → {', '.join(d['translations'])}{rules}"


def search_text(d: dict[str, Any]) -> str:
    if not d["results"]:
        text = t("search.no_results", d.get("lang"), query=d["query"])
        if d.get("suggestions"):
            text += "\n" + t("search.suggestions", d.get("lang")) + " " + ", ".join(d["suggestions"])
        return text
    lines = []
    for i, res in enumerate(d["results"], 1):
        head = res["number"] if res["kind"] == "rule" else f"{res['term']} → {', '.join(res['rules'])}"
        lines.append(f"{i:2}. {head}  {res['snippet'][:WIDTH - 10]}")
    return "\n".join(lines)


#: Items of one kind the readable ``diff`` lists before "… N more" (``--json`` has them all).
DIFF_SHOWN = 50


def _shown(items: list[str], lang: str, indent: str = "  ") -> list[str]:
    lines = [indent + item for item in items[:DIFF_SHOWN]]
    if len(items) > DIFF_SHOWN:
        lines.append(indent + t("changes.more", lang, n=len(items) - DIFF_SHOWN))
    return lines


def diff_text(d: dict[str, Any], lang: str = "en") -> str:
    """Real changes first (text changed, added, removed), renumberings last; every list cut at
    :data:`DIFF_SHOWN` says how many more there are."""
    lines = [f"{d['from']} → {d['to']}"]
    if "summary" in d:
        lines.append("  " + t("changes.summary_text", lang, **d["summary"]))
    lines += _shown([t("changes.changed", lang, number=c["number"]) for c in d["changed"]], lang)
    lines += _shown([t("changes.moved", lang, src=m["from"], dst=m["to"]) + " " + t("changes.text_changed", lang)
                     for m in d["moved"] if m["changed"]], lang)
    for key, numbers in (("changes.added", d["added"]), ("changes.removed", d["removed"])):
        if numbers:
            lines.append("  " + t(key, lang).replace("*", ""))
            lines += _shown([", ".join(numbers[i:i + 12]) for i in range(0, len(numbers), 12)], lang, "    ")
    renumbered = [f"{m['from']} → {m['to']}" for m in d["moved"] if not m["changed"]]
    if renumbered:
        lines.append("  " + t("changes.renumbered", lang, n=len(renumbered)))
        lines += _shown([", ".join(renumbered[i:i + 8]) for i in range(0, len(renumbered), 8)], lang, "    ")
    return "\n".join(lines)


def import_text(d: dict[str, Any]) -> str:
    lines = [f"imported: {', '.join(d['imported']) or '-'}", f"already stored: {', '.join(d['skipped']) or '-'}"]
    for name, problems in d.get("problems", {}).items():
        lines.append(f"{name}: {len(problems)} lines not understood")
        lines.extend(f"  {p}" for p in problems[:10])
    lines.append(versions_text(d))
    return "\n".join(lines)


def versions_text(d: dict[str, Any]) -> str:
    rows = [f"  {v['effective']}  {v['rules']} rules, {v['glossary']} glossary entries  ({v['source']})"
            for v in d.get("versions", [])]
    return "versions:\n" + "\n".join(rows)


def resolution_text(d: dict[str, Any]) -> str:
    """The engine's own narration, which ``resolve_text`` includes in its result."""
    return str(d["narration"])
