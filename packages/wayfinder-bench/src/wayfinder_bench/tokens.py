"""Real BPE token counts (OpenAI's ``cl100k_base``) without any download at run time.

``tiktoken`` (OpenAI's own tokenizer, well kept) fetches its encoding files from the network on
first use, which cannot work offline. The ``cl100k_base`` rank file is therefore shipped here, as
``data/cl100k_base.tiktoken.gz``: the file the PyPI package ``bpe-openai`` 0.1.4 bundles in its
wheel (``bpe_openai/data/``). Decompressed it is byte for byte OpenAI's published file: it is checked
against the SHA-256 that ``tiktoken`` itself pins for ``cl100k_base`` before it is used. The split
pattern and special tokens are those ``tiktoken_ext.openai_public`` defines for that encoding.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from wayfinder.errors import ConfigError

if TYPE_CHECKING:
    import tiktoken

ENCODING = "cl100k_base"
CL100K_SHA256 = "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7"
CL100K_PATTERN = (
    r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+"""
    r"""|\s++$|\s*[\r\n]|\s+(?!\S)|\s"""
)
CL100K_SPECIAL = {
    "<|endoftext|>": 100257,
    "<|fim_prefix|>": 100258,
    "<|fim_middle|>": 100259,
    "<|fim_suffix|>": 100260,
    "<|endofprompt|>": 100276,
}


def _ranks() -> dict[bytes, int]:
    packed = resources.files("wayfinder_bench").joinpath("data/cl100k_base.tiktoken.gz").read_bytes()
    data = gzip.decompress(packed)
    digest = hashlib.sha256(data).hexdigest()
    if digest != CL100K_SHA256:
        raise ConfigError(f"the bundled {ENCODING} file is damaged (sha256 {digest}, want {CL100K_SHA256})")
    ranks: dict[bytes, int] = {}
    for line in data.splitlines():
        if line:
            token, rank = line.split()
            ranks[base64.b64decode(token)] = int(rank)
    return ranks


@cache
def encoding() -> tiktoken.Encoding:
    """The ``cl100k_base`` encoding, built from the bundled rank file (built once per process)."""
    try:
        import tiktoken
    except ImportError:
        raise ConfigError(
            "token counts need tiktoken: pip install 'wayfinder[bench]' (make setup installs it)"
        ) from None
    return tiktoken.Encoding(
        name=ENCODING, pat_str=CL100K_PATTERN, mergeable_ranks=_ranks(), special_tokens=CL100K_SPECIAL
    )


def count_tokens(text: str) -> int:
    """How many ``cl100k_base`` tokens ``text`` is (special-token text counted as plain text)."""
    return len(encoding().encode(text, disallowed_special=()))
