"""The repository's own bookkeeping: pyproject.toml agrees with the code and the pinned requirements, the
version lives in one place, and no file points at documents outside the repository."""

import re
import subprocess
from pathlib import Path

import pytest

import quash_table

tomllib = pytest.importorskip("tomllib")  # Python 3.11+; the checks are the same on any version

ROOT = Path(__file__).resolve().parent.parent


def pyproject():
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def pins(name):
    out = {}
    for line in (ROOT / name).read_text(encoding="utf-8").splitlines():
        line = line.split("#")[0].strip()
        if line and not line.startswith("-r"):
            out[re.split("[=<>;]", line)[0].strip().lower()] = line
    return out


def test_every_package_on_disk_is_installed_by_pip():
    # a sixth game's folder must be listed, or `pip install .` would leave it out
    on_disk = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "quash_table").rglob("__init__.py")}
    listed = set(pyproject()["tool"]["setuptools"]["packages"])
    assert on_disk <= listed, f"add to pyproject.toml's packages: {sorted(on_disk - listed)}"
    assert listed - on_disk == {"quash_table.assets"}


def test_installed_assets_are_every_asset_file():
    data = pyproject()["tool"]["setuptools"]["package-data"]["quash_table.assets"]
    shipped = {p for pattern in data for p in (ROOT / "assets").glob(pattern) if p.is_file()}
    every = {p for p in (ROOT / "assets").rglob("*") if p.is_file()}
    assert every == shipped, f"not installed by pip: {sorted(str(p) for p in every - shipped)}"


def test_dependencies_match_the_pinned_requirements():
    declared = {re.split("[=<>]", d)[0].lower(): d for d in pyproject()["project"]["dependencies"]}
    assert declared == pins("requirements.txt")


def test_version_is_read_from_the_package_and_shown_by_the_cli():
    meta = pyproject()
    assert "version" in meta["project"]["dynamic"]
    assert meta["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "quash_table.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", quash_table.__version__)
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert f"## [{quash_table.__version__}]" in changelog, "the CHANGELOG has no entry for this version"


def test_no_file_points_outside_the_repository():
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True)
    if tracked.returncode != 0:
        pytest.skip("not a git checkout")
    bad = re.compile(r"RULES\.md|DESIGN\.md|shared[ ]folder|\.\./shared")  # [ ]: so this line is no hit itself
    hits = []
    for name in tracked.stdout.splitlines():
        path = ROOT / name
        if path.suffix in (".png", ".ttf", ".bin") or not path.is_file() or path.name == "test_project.py":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if bad.search(line):
                hits.append(f"{name}:{n}: {line.strip()[:80]}")
    assert not hits, "\n".join(hits)
