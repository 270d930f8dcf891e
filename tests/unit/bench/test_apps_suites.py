"""The real apps' goal suites (``bench/goals/django``, ``bench/goals/mkdocs``) are well formed: they
load, name only checks their site provider has, keep a held-out third, and mix the kinds of goals."""

from __future__ import annotations

from pathlib import Path

import pytest

from wayfinder_bench.apps.paths import repo_root
from wayfinder_bench.goals import Suite, load_suite
from wayfinder_bench.goals_sites import site_provider

SUITES = ("django", "mkdocs")


def _parts(name: str) -> tuple[Suite, Suite]:
    folder = repo_root() / "bench" / "goals" / name
    return load_suite(folder / "dev.yaml"), load_suite(folder / "heldout.yaml")


@pytest.mark.parametrize("name", SUITES)
def test_every_check_is_one_the_provider_offers(name: str) -> None:
    provider = site_provider(name)
    for suite in _parts(name):
        assert suite.site == name
        for goal in suite.goals:
            for kind, ref in goal.expect.checks():
                assert ref.check is not None, f"{goal.id}: checks are computed, not literals"
                table = provider.states if kind == "state" else provider.values
                assert ref.check in table, f"{suite.name} {goal.id}: unknown {kind} check {ref.check}"


@pytest.mark.parametrize("name", SUITES)
def test_held_out_is_about_a_third_and_ids_do_not_repeat(name: str) -> None:
    dev, heldout = _parts(name)
    ids = [g.id for g in dev.goals + heldout.goals]
    assert len(ids) == len(set(ids))
    assert 0.28 <= len(heldout.goals) / len(ids) <= 0.4
    for part in (dev, heldout):
        assert any(g.expect.outcome == "not_success" for g in part.goals), f"{part.name}: no impossible goal"


@pytest.mark.parametrize("name", ("redmine", "wordpress"))
def test_the_tracker_and_cms_suites_keep_a_held_out_third(name: str) -> None:
    """Fresh dev goals lower the held-out share; fresh held-out goals (never tuned on) restore it."""
    dev, heldout = _parts(name)
    ids = [g.id for g in dev.goals + heldout.goals]
    assert len(ids) == len(set(ids))
    assert 0.28 <= len(heldout.goals) / len(ids) <= 0.4


def test_at_least_thirty_goals_of_every_kind() -> None:
    goals = [g for name in SUITES for suite in _parts(name) for g in suite.goals]
    assert len(goals) >= 30
    kinds = {kind for g in goals for kind, _ in g.expect.checks()}
    assert kinds == {"answer", "state", "page"}
    assert sum(g.expect.outcome == "not_success" for g in goals) >= 5


def test_django_goals_give_passwords_only_as_secrets() -> None:
    provider = site_provider("django")
    for suite in _parts("django"):
        for goal in suite.goals:
            assert "<secret:" in goal.goal, goal.id
            for secret in provider.secrets.values():
                assert secret not in goal.goal, goal.id


def test_a_suite_folder_runs_its_dev_part_only() -> None:
    from wayfinder_bench.goals import expand_paths

    folder = repo_root() / "bench" / "goals" / "django"
    assert expand_paths([folder]) == [folder / "dev.yaml"]
    assert Path(folder / "heldout.yaml").is_file()
