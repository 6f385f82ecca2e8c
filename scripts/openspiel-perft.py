"""OpenSpiel's Nine Men's Morris perft, bulk-counted at the last ply, for comparing
speeds within one run (issue 11): `pip install open_spiel==2.0.2`, then
`python3 scripts/openspiel-perft.py 6`. Not part of the test command. OpenSpiel counts
its own plies (a capture is a move of its own there), so its leaf counts differ from
ours; what is compared is the time of a bulk-counted perft of the same depth."""
import sys
import time

import pyspiel


def perft(state, depth):
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    total = 0
    for a in actions:
        total += perft(state.child(a), depth - 1)
    return total


depth = int(sys.argv[1]) if len(sys.argv) > 1 else 6
start = time.time()
leaves = perft(pyspiel.load_game("nine_mens_morris").new_initial_state(), depth)
print(f"openspiel nine_mens_morris perft {depth}: {leaves} leaves in {time.time() - start:.2f} s")
