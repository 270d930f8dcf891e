"""Category generators of the shop catalogue: what a monitor, laptop, headset... looks like.

Each generator draws one product "draft" (brand, series, name, price, specs, main facet) from the
category's own seeded ``random.Random``. Prices follow the specs (a 4K panel costs more than FHD, OLED
more again) with some jitter, so filters and sorts over them behave like a real store's.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Draft:
    """What a category generator decides; the catalogue adds ids, rating, stock and reviews."""

    brand: str
    model: str
    name: str
    dollars: float
    specs: dict[str, str]
    facet: str
    short_spec: str


def _price(rng: random.Random, base: float) -> float:
    """Jitter a base price and end it in .99 like a real store."""
    return max(9.0, round(base * rng.uniform(0.85, 1.15))) - 0.01


_MONITOR_SERIES = {
    "Dell": ["UltraView", "S-Series", "Alienware"],
    "LG": ["UltraFine", "UltraGear", "DualUp"],
    "Samsung": ["ViewFinity", "Odyssey", "Smart M"],
    "ASUS": ["ProArt", "TUF Gaming", "ZenScreen"],
    "Acer": ["Nitro", "Predator", "Vero"],
    "BenQ": ["PD", "Mobiuz", "GW"],
    "HP": ["E-Series", "Omen", "M-Series"],
    "ViewSonic": ["VX", "ColorPro", "Elite"],
}
_RES = {"FHD": ("1920 x 1080", 110.0), "QHD": ("2560 x 1440", 190.0), "4K": ("3840 x 2160", 215.0)}


def _monitor(rng: random.Random) -> Draft:
    brand = rng.choice(list(_MONITOR_SERIES))
    series = rng.choice(_MONITOR_SERIES[brand])
    size = rng.choice([24, 27, 27, 32, 34])
    res = rng.choice(["FHD", "QHD", "4K", "4K"])
    refresh = rng.choice([60, 60, 75, 144, 165])
    panel = rng.choice(["IPS", "IPS", "VA", "OLED"])
    pixels, base = _RES[res]
    base += {24: 0, 27: 35, 32: 110, 34: 170}[size] + (refresh - 60) * 0.7 + (320 if panel == "OLED" else 0)
    specs = {
        "Screen size": f'{size}"',
        "Resolution": f"{pixels} ({res})",
        "Refresh rate": f"{refresh} Hz",
        "Panel": panel,
        "Ports": rng.choice(["HDMI, DisplayPort", "HDMI x2, DisplayPort, USB-C", "HDMI, USB-C 65W"]),
    }
    name = f"{brand} {series} {size} {res} Monitor"
    return Draft(brand, series, name, _price(rng, base), specs, res, f'{size}" {res} {panel}, {refresh} Hz')


_LAPTOP_SERIES = {
    "Dell": ["XPS", "Inspiron", "Latitude"],
    "HP": ["Spectre", "Pavilion", "EliteBook"],
    "Lenovo": ["ThinkPad", "IdeaPad", "Yoga"],
    "ASUS": ["Zenbook", "Vivobook", "ROG Zephyrus"],
    "Acer": ["Swift", "Aspire", "Predator Helios"],
    "MSI": ["Prestige", "Modern", "Stealth"],
    "Microsoft": ["Surface Laptop"],
}
_CPUS = [
    ("Intel Core i5-1340P", 0),
    ("Intel Core i7-1360P", 180),
    ("AMD Ryzen 5 7530U", -40),
    ("AMD Ryzen 7 7840U", 150),
    ("Intel Core Ultra 7 155H", 260),
]


def _laptop(rng: random.Random) -> Draft:
    brand = rng.choice(list(_LAPTOP_SERIES))
    series = rng.choice(_LAPTOP_SERIES[brand])
    screen = rng.choice(["13.3", "14", "14", "15.6", "16"])
    ram = rng.choice([8, 16, 16, 32])
    storage = rng.choice(["256 GB SSD", "512 GB SSD", "512 GB SSD", "1 TB SSD"])
    cpu, cpu_extra = rng.choice(_CPUS)
    base = 480 + cpu_extra + (ram - 8) * 14 + {"256": 0, "512": 60, "1 T": 170}[storage[:3]]
    specs = {
        "CPU": cpu,
        "RAM": f"{ram} GB",
        "Storage": storage,
        "Display": f'{screen}" {rng.choice(["1920 x 1200", "2560 x 1600", "2880 x 1800 OLED"])}',
        "Weight": f"{rng.uniform(1.1, 2.4):.2f} kg",
        "Battery": f"{rng.randint(8, 18)} h",
    }
    name = f'{brand} {series} {screen}" {ram}GB Laptop'
    return Draft(brand, series, name, _price(rng, base), specs, f"{ram} GB", f"{cpu}, {ram} GB, {storage}")


_HEADPHONE_SERIES = {
    "Sony": ["WH-Quiet", "WF-Buds", "MDR Studio"],
    "Bose": ["QuietComfort", "SoundLink", "Sport"],
    "Sennheiser": ["Momentum", "HD", "Accentum"],
    "Audio-Technica": ["ATH-M", "ATH-SQ"],
    "JBL": ["Tune", "Live", "Tour"],
    "Beats": ["Studio", "Solo", "Fit"],
    "Jabra": ["Elite", "Evolve"],
}


def _headphones(rng: random.Random) -> Draft:
    brand = rng.choice(list(_HEADPHONE_SERIES))
    series = rng.choice(_HEADPHONE_SERIES[brand])
    kind = rng.choice(["Over-ear", "Over-ear", "On-ear", "In-ear"])
    wireless = rng.random() < 0.7
    anc = wireless and rng.random() < 0.6
    base = 45 + (70 if wireless else 0) + (110 if anc else 0) + (30 if kind == "Over-ear" else 0)
    specs = {
        "Type": kind,
        "Connection": "Bluetooth 5.3" if wireless else "3.5 mm wired",
        "Noise cancelling": "Active" if anc else "None",
        "Battery": f"{rng.choice([20, 30, 40, 60])} h" if wireless else "n/a",
        "Driver": f"{rng.choice([10, 30, 40, 45, 50])} mm",
    }
    label = ("Wireless " if wireless else "") + ("Noise Cancelling " if anc else "")
    name = f"{brand} {series} {label}{kind} Headphones"
    short = f"{kind}, {'wireless' if wireless else 'wired'}{', ANC' if anc else ''}"
    return Draft(brand, series, name, _price(rng, base), specs, kind, short)


_KEYBOARD_SERIES = {
    "Logitech": ["MX Keys", "G Pro", "K"],
    "Keychron": ["K-Pro", "Q", "V"],
    "Corsair": ["K70", "K65", "K100"],
    "Razer": ["BlackWidow", "Huntsman", "DeathStalker"],
    "Ducky": ["One 3", "Shine"],
    "SteelSeries": ["Apex"],
    "HyperX": ["Alloy"],
}


def _keyboard(rng: random.Random) -> Draft:
    brand = rng.choice(list(_KEYBOARD_SERIES))
    series = rng.choice(_KEYBOARD_SERIES[brand])
    layout = rng.choice(["Full-size", "TKL", "75%", "60%"])
    switch = rng.choice(["Red (linear)", "Brown (tactile)", "Blue (clicky)", "Low-profile scissor"])
    wireless = rng.random() < 0.5
    base = 55 + (40 if wireless else 0) + (25 if layout == "Full-size" else 0) + rng.choice([0, 30, 60])
    specs = {
        "Layout": layout,
        "Switches": switch,
        "Connection": "Wireless (2.4 GHz + Bluetooth)" if wireless else "USB-C wired",
        "Backlight": rng.choice(["RGB", "White", "None"]),
        "Hot-swappable": rng.choice(["Yes", "No"]),
    }
    name = f"{brand} {series} {layout} {'Wireless ' if wireless else ''}Keyboard"
    return Draft(brand, series, name, _price(rng, base), specs, layout, f"{layout}, {switch}")


_CAMERA_SERIES = {
    "Canon": ["EOS R", "EOS Rebel", "PowerShot"],
    "Nikon": ["Z", "D", "Coolpix"],
    "Sony": ["Alpha", "ZV", "Cyber-shot"],
    "Fujifilm": ["X-T", "X-S", "X100"],
    "Panasonic": ["Lumix S", "Lumix G"],
    "OM System": ["OM"],
    "GoPro": ["Hero"],
}
_CAMERA_KINDS = {
    "Mirrorless": (650.0, ["Full-frame", "APS-C", "Micro Four Thirds"]),
    "DSLR": (520.0, ["Full-frame", "APS-C"]),
    "Compact": (380.0, ["1-inch", "APS-C"]),
    "Action": (260.0, ["1/1.9-inch"]),
}


def _camera(rng: random.Random) -> Draft:
    brand = rng.choice(list(_CAMERA_SERIES))
    series = rng.choice(_CAMERA_SERIES[brand])
    kind = "Action" if brand == "GoPro" else rng.choice(["Mirrorless", "Mirrorless", "DSLR", "Compact"])
    base, sensors = _CAMERA_KINDS[kind]
    sensor = rng.choice(sensors)
    mp = rng.choice([20, 24, 26, 33, 45])
    base += (900 if sensor == "Full-frame" else 0) + (mp - 20) * 12
    specs = {
        "Type": kind,
        "Sensor": sensor,
        "Resolution": f"{mp} MP",
        "Video": rng.choice(["4K 30p", "4K 60p", "6K 30p", "1080p 60p"]),
        "Stabilization": rng.choice(["In-body 5-axis", "Lens only", "Digital"]),
    }
    name = f"{brand} {series} {mp}MP {kind} Camera"
    return Draft(brand, series, name, _price(rng, base), specs, kind, f"{sensor}, {mp} MP")


_MOUSE_SERIES = {
    "Logitech": ["MX Master", "G502", "Pebble"],
    "Razer": ["DeathAdder", "Basilisk", "Viper"],
    "Corsair": ["Dark Core", "Sabre"],
    "SteelSeries": ["Rival", "Aerox"],
    "Microsoft": ["Arc", "Ergonomic"],
}


def _mouse(rng: random.Random) -> Draft:
    brand = rng.choice(list(_MOUSE_SERIES))
    series = rng.choice(_MOUSE_SERIES[brand])
    wireless = rng.random() < 0.6
    dpi = rng.choice([4000, 8000, 16000, 26000])
    base = 19 + (30 if wireless else 0) + dpi / 800
    specs = {
        "Connection": "Wireless" if wireless else "Wired",
        "Max DPI": f"{dpi:,}",
        "Buttons": str(rng.choice([3, 5, 6, 8, 11])),
        "Weight": f"{rng.randint(55, 140)} g",
    }
    conn = "Wireless" if wireless else "Wired"
    name = f"{brand} {series} {conn} Mouse"
    return Draft(brand, series, name, _price(rng, base), specs, conn, f"{conn}, {dpi:,} DPI")


# (slug, display title, facet label, generator). Order fixes product ids.
CATEGORIES: list[tuple[str, str, str, Callable[[random.Random], Draft]]] = [
    ("laptops", "Laptops", "RAM", _laptop),
    ("monitors", "Monitors", "Resolution", _monitor),
    ("headphones", "Headphones", "Type", _headphones),
    ("keyboards", "Keyboards", "Layout", _keyboard),
    ("cameras", "Cameras", "Type", _camera),
    ("mice", "Mice", "Connection", _mouse),
]
