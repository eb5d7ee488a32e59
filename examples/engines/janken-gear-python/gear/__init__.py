"""The rules of じゃんけん・ギア (spec/janken-gear/), one module per spec chapter.

Every rule function works on a `Game` (gear.state) and either changes the copy it was
given and returns events, or raises `Forbidden(clause, message)` naming the clause of the
spec that forbids the action. `gear.game.apply` copies the game first, so a refused action
leaves the caller's game unchanged.
"""
