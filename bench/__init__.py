"""The benchmarks: each a module, run from the repository as ``python -m bench.bench_<name>``;
``make bench`` runs them all."""
