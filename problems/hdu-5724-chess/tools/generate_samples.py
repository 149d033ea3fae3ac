# Sample generator for hdu-5724-chess (run it from ../samples: python3 ../tools/generate_samples.py).
# It writes many-cases, width-1e9, width-5, width-1e9-lone-pieces and judge-max-pairs.
# Expected outputs come from an independent brute force of the real rules (small samples) or
# from the pairing/parity argument of README.md (large ones) -- never from the solver.
import random, sys
from functools import lru_cache
from collections import Counter
sys.setrecursionlimit(100000)

def landing(row, p, W):
    q = p + 1
    while q in row:
        q += 1
    return q if q <= W else None

def make_wins(W):
    @lru_cache(maxsize=None)
    def wins(board):
        for i, row in enumerate(board):
            s = set(row)
            for p in row:
                q = landing(s, p, W)
                if q is None:
                    continue
                nr = tuple(sorted((s - {p}) | {q}))
                nb = tuple(sorted(board[:i] + (nr,) + board[i+1:]))
                if not wins(nb):
                    return True
        return False
    return wins

def fmt_cases(cases, rng):
    out = [str(len(cases))]
    for rows in cases:
        out.append(str(len(rows)))
        for row in rows:
            r = list(row); rng.shuffle(r)
            out.append(' '.join([str(len(r))] + [str(x) for x in r]))
    return '\n'.join(out) + '\n'

def referee_answers(cases, W):
    wins = make_wins(W)
    return ''.join('YES\n' if wins(tuple(sorted(tuple(sorted(r)) for r in rows))) else 'NO\n' for rows in cases)

def argument_answers(cases, W):
    res = []
    for rows in cases:
        c = Counter(tuple(sorted(r)) for r in rows)
        left = [r for r, k in c.items() if k % 2 == 1]
        assert all(len(r) <= 1 for r in left)
        total = sum(W - r[0] for r in left if r)
        res.append('YES\n' if total % 2 == 1 else 'NO\n')
    return ''.join(res)

def write(name, cases, W, answers, rng, args=None):
    open(name + '.in', 'w').write(fmt_cases(cases, rng))
    open(name + '.out', 'w').write(answers(cases, W))
    if args:
        open(name + '.args', 'w').write(args + '\n')

rng = random.Random(5724)

def right_subset(W, k, rng, p=0.5):
    return [c for c in range(W - k + 1, W + 1) if rng.random() < p]

# many small cases on the judge board
cases = []
for _ in range(100):
    rows = []
    for _ in range(rng.randint(1, 3)):
        if rng.random() < 0.15:
            rows.append([rng.randint(1, 20)])
        else:
            rows.append(right_subset(20, rng.randint(1, 7), rng))
    cases.append(rows)
write('many-cases', cases, 20, referee_answers, rng)

# a board a billion cells wide, pieces near its right end
W = 10**9
cases = [[right_subset(W, rng.randint(1, 8), rng, 0.6) for _ in range(rng.randint(1, 3))] for _ in range(12)]
cases.append([[W - 1, W], [W - 1]])
cases.append([[W]])
write('width-1e9', cases, W, referee_answers, rng, '--width 1000000000')

# a narrow board, any placement
W = 5
cases = [[[c for c in range(1, W + 1) if rng.random() < 0.5] for _ in range(rng.randint(1, 3))] for _ in range(20)]
write('width-5', cases, W, referee_answers, rng, '--width 5')

def paired_rows(W, count, rng, max_pieces, span):
    """count rows (count even) in equal pairs: random rows of up to max_pieces pieces among the
    rightmost span columns."""
    rows = []
    for _ in range(count // 2):
        k = rng.randint(0, max_pieces)
        row = rng.sample(range(max(1, W - span + 1), W + 1), k)
        rows += [row, list(row)]
    return rows

# lone pieces anywhere on a billion-wide board, plus equal pairs of busier rows
W = 10**9
cases = []
for _ in range(10):
    rows = paired_rows(W, 2 * rng.randint(0, 4), rng, 6, W)
    rows += [[rng.randint(1, W)] for _ in range(rng.randint(0, 5))]
    rng.shuffle(rows)
    cases.append(rows)
cases.append([[1]])        # 999999999 moves: odd
cases.append([[1], [2]])   # 999999999 + 999999998 moves: odd
cases.append([[2]])        # even
write('width-1e9-lone-pieces', cases, W, argument_answers, rng, '--width 1000000000')

# the judge's maximum T and n: equal pairs of rows plus a few lone pieces
cases = []
for t in range(100):
    singles = rng.randint(0, 6)
    rows = [[rng.randint(1, 20)] for _ in range(singles)]
    rows += paired_rows(20, (1000 - singles) // 2 * 2, rng, 8, 20)
    if len(rows) < 1000:
        rows.append([])  # an empty row fills the count; it changes nothing
    rng.shuffle(rows)
    assert len(rows) == 1000
    cases.append(rows)
write('judge-max-pairs', cases, 20, argument_answers, rng)
