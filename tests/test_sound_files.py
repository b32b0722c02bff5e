"""The shipped sound files are exactly what the recipes make (so a recipe change without
`python packaging/make_sounds.py` fails here), and a board's sounds come from them, not from synthesis."""

from quash_table.ui import sounds


def test_shipped_files_equal_the_recipes():
    for name in sounds.NAMES:
        got = sounds.read_samples(name)
        assert got is not None, f"assets/sounds/{name}.wav is missing: run python packaging/make_sounds.py"
        assert got == sounds.synthesise(name), f"{name}.wav differs from its recipe: run packaging/make_sounds.py"


def test_warming_reads_files_and_synthesises_nothing(monkeypatch):
    made = []
    monkeypatch.setattr(sounds, "synthesise", lambda name: made.append(name))
    s = sounds.Sounds({"sound": True, "volume": 70})
    s.warm()
    for name in sounds.NAMES:
        s.play(name)
    assert made == []
    assert all(len(s._buffers[name]) > 100 for name in sounds.NAMES)


def test_a_missing_file_is_synthesised_on_first_use(monkeypatch, tmp_path):
    monkeypatch.setattr(sounds, "sound_file", lambda name: tmp_path / f"{name}.wav")
    assert sounds.read_samples("card") is None
    s = sounds.Sounds({"sound": True, "volume": 70})
    s.warm()
    assert s._buffers["card"] is None
    s.play("card")                                  # silent under the dummy driver, but made
    assert s._buffers["card"] is None or len(s._buffers["card"]) > 100
