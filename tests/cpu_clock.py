"""The CPU seconds each test takes, and the `slow` mark for those that take long (a pytest plugin).

CI has two cores and must finish well inside its time: the suite it runs (`python -m pytest`) leaves out the
tests marked slow (pyproject.toml's addopts). Besides the tests marked by hand (thousands of random games,
bot matches, the packaged app), a test is slow when `cpu_seconds.tsv` says it took at least SLOW_SECONDS of
CPU (its process and the bot workers it started) when last measured, on a quiet two-core machine:

    python -m pytest -m "slow or not slow" --record-cpu tests/cpu_seconds.tsv

measures a whole run (`python -m pytest -m "slow or not slow"` runs every test, as before a release); a
run of some tests updates their figures and keeps the others'. A test not in the file counts as quick until the file is measured again. CPU time, not wall time,
so the measure holds on a busy machine; a bot's search bounded by wall time takes less CPU on one, so
measure on a quiet machine.
"""

import os
import resource
from pathlib import Path

import pytest

SLOW_SECONDS = 2.0
TABLE = Path(__file__).with_name("cpu_seconds.tsv")


def read_table(path=TABLE):
    """{test id: CPU seconds} from the measured file ('#' lines are notes)."""
    table = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                test, seconds = line.rsplit("\t", 1)
                table[test] = float(seconds)
    return table


def mark_slow(items, table):
    """Mark slow each test the table measured at SLOW_SECONDS or more."""
    for item in items:
        if table.get(item.nodeid, 0.0) >= SLOW_SECONDS:
            item.add_marker(pytest.mark.slow)


def _cpu():
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


class Recorder:
    """Adds each test's CPU seconds to a part file per xdist worker; the controller joins them at the end."""

    def __init__(self, out):
        self.out = Path(out)
        self.worker = os.environ.get("PYTEST_XDIST_WORKER")

    def part(self, worker):
        return self.out.with_name(f"{self.out.name}.{worker}.part")

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item, nextitem):
        before = _cpu()
        yield
        with open(self.part(self.worker or "main"), "a", encoding="utf-8") as f:
            f.write(f"{item.nodeid}\t{_cpu() - before:.2f}\n")

    def pytest_sessionfinish(self, session):
        if self.worker is not None:
            return                      # a worker: the controller joins the parts
        parts = sorted(self.out.parent.glob(f"{self.out.name}.*.part"))
        # the tests this run measured replace their old figures; the others keep theirs (a quick run must not
        # drop the slow tests' figures, which would make them quick)
        table = read_table(self.out)
        for p in parts:
            table.update(read_table(p))
            p.unlink()
        if not table:
            return
        lines = ["# CPU seconds of each test (tests/cpu_clock.py), measured by --record-cpu on a quiet "
                 "two-core machine; a test at SLOW_SECONDS or more is marked slow"]
        lines += [f"{test}\t{seconds:.2f}" for test, seconds in sorted(table.items())]
        tmp = self.out.with_name(self.out.name + ".tmp")
        tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
        os.replace(tmp, self.out)
