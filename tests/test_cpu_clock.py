"""The quick suite CI runs: tests measured long are marked slow (tests/cpu_clock.py), and --record-cpu writes
the measure whole (parts per worker joined, the file replaced at once)."""

import pytest

from tests.cpu_clock import SLOW_SECONDS, Recorder, mark_slow, read_table


class Item:
    def __init__(self, nodeid):
        self.nodeid, self.marks = nodeid, []

    def add_marker(self, mark):
        self.marks.append(mark.name)


def test_a_test_measured_long_is_marked_slow_and_the_others_not(tmp_path):
    table = tmp_path / "cpu.tsv"
    table.write_text(f"# a note\ntests/a.py::long\t{SLOW_SECONDS:.2f}\ntests/a.py::short\t0.40\n", encoding="utf-8")
    items = [Item("tests/a.py::long"), Item("tests/a.py::short"), Item("tests/a.py::new")]
    mark_slow(items, read_table(table))
    assert [i.marks for i in items] == [["slow"], [], []]


def test_the_shipped_table_marks_the_longest_tests_it_measured():
    table = read_table()
    assert len(table) > 1000 and sum(1 for s in table.values() if s >= SLOW_SECONDS) > 100


def test_recorded_parts_are_joined_into_the_table_the_others_kept(tmp_path):
    out = tmp_path / "cpu.tsv"
    out.write_text("# old\ntests/a.py::t\t9.00\ntests/c.py::kept\t3.00\n", encoding="utf-8")
    rec = Recorder(out)
    rec.part("gw0").write_text("tests/b.py::t\t1.50\n", encoding="utf-8")
    rec.part("gw1").write_text("tests/a.py::t\t2.25\n", encoding="utf-8")
    rec.worker = None
    rec.pytest_sessionfinish(None)
    # what this run measured replaces the old figure; a test it did not run keeps its own
    assert read_table(out) == {"tests/a.py::t": 2.25, "tests/b.py::t": 1.5, "tests/c.py::kept": 3.0}
    assert not list(tmp_path.glob("*.part")) and not list(tmp_path.glob("*.tmp"))


@pytest.mark.parametrize("worker", ["gw3"])
def test_a_worker_leaves_the_joining_to_the_controller(tmp_path, worker):
    out = tmp_path / "cpu.tsv"
    rec = Recorder(out)
    rec.worker = worker
    rec.part(worker).write_text("tests/a.py::t\t1.00\n", encoding="utf-8")
    rec.pytest_sessionfinish(None)
    assert not out.exists() and rec.part(worker).exists()
