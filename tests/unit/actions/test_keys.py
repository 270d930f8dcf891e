"""actions/keys.py: key names as planners write them -> Playwright key strings."""

from __future__ import annotations

import pytest

from wayfinder.actions.keys import activates, main_key, normalize_key


@pytest.mark.parametrize(
    ("written", "pressed"),
    [
        ("Enter", "Enter"),
        ("return", "Enter"),
        ("esc", "Escape"),
        ("ESCAPE", "Escape"),
        ("tab", "Tab"),
        ("shift+tab", "Shift+Tab"),
        ("Shift + Tab", "Shift+Tab"),
        ("down", "ArrowDown"),
        ("Arrow Left", "ArrowLeft"),
        ("arrow_right", "ArrowRight"),
        ("page down", "PageDown"),
        ("ctrl+a", "Control+a"),
        ("Cmd+Shift+K", "Meta+Shift+K"),
        ("option+left", "Alt+ArrowLeft"),
        ("ctrl+ctrl+c", "Control+c"),
        ("f5", "F5"),
        ("F12", "F12"),
        ("space", "Space"),
        ("a", "a"),
        ("/", "/"),
        ("+", "+"),
        ("Control++", "Control++"),
        ("Shift", "Shift"),
    ],
)
def test_normalize_key(written: str, pressed: str) -> None:
    assert normalize_key(written) == pressed


@pytest.mark.parametrize(
    ("written", "message"),
    [
        ("", "empty"),
        ("launch", "'launch' is not known"),
        ("F13", "'F13' is not known"),
        ("hyper+a", "'hyper' in key 'hyper+a' is not a modifier"),
        ("ctrl++a", "empty part"),
    ],
)
def test_bad_keys_name_the_part_and_the_valid_keys(written: str, message: str) -> None:
    with pytest.raises(ValueError) as info:
        normalize_key(written)
    assert message in str(info.value)


@pytest.mark.parametrize(
    ("key", "main", "activating"),
    [
        ("Enter", "Enter", True),
        ("Control+Enter", "Enter", True),
        ("Space", "Space", True),
        ("Escape", "Escape", False),
        ("Shift+Tab", "Tab", False),
        ("Control++", "+", False),
    ],
)
def test_main_key_and_activation(key: str, main: str, activating: bool) -> None:
    assert main_key(key) == main
    assert activates(key) is activating
