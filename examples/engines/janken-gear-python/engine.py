#!/usr/bin/env python3
"""An independent じゃんけん・ギア engine speaking the conformance protocol (docs/protocol.md)
on stdin/stdout. Standard library only. Run: python3 examples/engines/janken-gear-python/engine.py"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from wire.server import serve  # noqa: E402

if __name__ == "__main__":
    try:
        serve()
    except KeyboardInterrupt:
        pass
