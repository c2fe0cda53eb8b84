"""The suite's order: the longest files first, so that four workers (``make test``: ``-n 4 --dist
loadfile --no-loadscope-reorder``) finish together instead of one running a long file alone at the
end.  xdist would otherwise order files by their number of tests, which puts the few long ones
(a whole game harvested in one fixture) last."""

from __future__ import annotations

#: seconds each file took in a whole run on the two-core machine (junit times, 2026-11-29, loaded), longest first;
#: files not listed come after, in their usual order
LONG_FILES = {
    "tests/bots/test_bot_properties.py": 471,
    "tests/server/test_table_huang.py": 302,
    "tests/test_heuristics.py": 296,
    "tests/server/test_engine_text_pl.py": 286,
    "tests/server/test_table_rare.py": 278,
    "tests/server/test_table_zhanguo.py": 263,
    "tests/zhanguo/test_zhanguo_table.py": 257,
    "tests/bots/test_zhanguo_search.py": 249,
    "tests/huang/test_huang_table.py": 230,
    "tests/server/test_table_dragon.py": 188,
    "tests/server/test_table_emperor.py": 178,
    "tests/dragon/test_dragon_playouts.py": 168,
    "tests/server/test_pages_browser.py": 134,
    "tests/dragon/test_dragon_table.py": 134,
    "tests/huang/test_huang_playouts.py": 131,
    "tests/server/test_server_scaleout.py": 126,
    "tests/server/test_table_browser.py": 108,
    "tests/server/test_server_browser_games.py": 106,
    "tests/server/test_server_schema.py": 92,
    "tests/bots/test_heuristic_budget.py": 90,
    "tests/zhanguo/test_zhanguo_props.py": 89,
    "tests/review/test_review_engine.py": 88,
    "tests/server/test_review_browser.py": 80,
    "tests/server/test_hints_browser.py": 60,
}


def pytest_collection_modifyitems(session, config, items):
    def weight(item) -> int:
        path = item.nodeid.split("::", 1)[0]
        return -LONG_FILES.get(path, 0)

    items.sort(key=weight)  # stable: within a file, and among the unlisted files, the order stays


# -- where the suite's time goes: TIANXIA_TEST_CPU=DIR writes each test's CPU seconds (its worker's
# own, and its reaped child processes') to DIR/<worker>.tsv; wall-clock durations on a shared two-core
# machine say more about the neighbours than about the test
import os  # noqa: E402
import resource  # noqa: E402
import time  # noqa: E402

import pytest  # noqa: E402


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    where = os.environ.get("TIANXIA_TEST_CPU")
    if not where:
        yield
        return
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = time.process_time()
    yield
    cpu = time.process_time() - cpu
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    child = after.ru_utime + after.ru_stime - children.ru_utime - children.ru_stime
    os.makedirs(where, exist_ok=True)
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with open(os.path.join(where, f"{worker}.tsv"), "a", encoding="utf-8") as out:
        out.write(f"{item.nodeid}\t{cpu:.2f}\t{child:.2f}\n")
