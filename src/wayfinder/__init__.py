"""Wayfinder: a browser agent that people can trust with real websites."""

__version__ = "0.1.0"
