"""The conformance protocol (docs/protocol.md): the JSON-lines server and the book's forms
(docs/protocol/janken-gear.schema.json, docs/protocol/janken-gear.md)."""
