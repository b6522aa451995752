"""The web companion: play a game from a phone at the table (``solobot serve``).

Needs the optional extra ``solobot-core[web]`` (Starlette, uvicorn, Jinja2, qrcode); the core
imports nothing from here unless a web command runs.
"""
