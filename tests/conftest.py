"""The suite's order: the longest files first, so that four workers (``make test``: ``-n 4 --dist
loadfile --no-loadscope-reorder``) finish together instead of one running a long file alone at the
end.  xdist would otherwise order files by their number of tests, which puts the few long ones
(a whole game harvested in one fixture) last."""

from __future__ import annotations

#: seconds each file took on the two-core machine (``pytest --durations``, 2026-11-29), longest first;
#: files not listed come after, in their usual order
LONG_FILES = {
    "tests/server/test_engine_text_pl.py": 240,
    "tests/test_heuristics.py": 150,
    "tests/server/test_table_rare.py": 140,
    "tests/bots/test_bot_properties.py": 120,
    "tests/zhanguo/test_zhanguo_table.py": 120,
    "tests/bots/test_zhanguo_search.py": 100,
    "tests/huang/test_huang_table.py": 90,
    "tests/bots/test_heuristic_budget.py": 70,
    "tests/dragon/test_dragon_table.py": 60,
    "tests/server/test_server_scaleout.py": 50,
    "tests/review/test_review_engine.py": 50,
    "tests/review/test_review_cli.py": 40,
    "tests/server/test_review_browser.py": 45,  # (these two alone, with the suite running beside them)
    "tests/server/test_review_api.py": 30,
    "tests/server/test_table_browser.py": 30,
    "tests/sim/test_sim_backends.py": 25,
}


def pytest_collection_modifyitems(session, config, items):
    def weight(item) -> int:
        path = item.nodeid.split("::", 1)[0]
        return -LONG_FILES.get(path, 0)

    items.sort(key=weight)  # stable: within a file, and among the unlisted files, the order stays
