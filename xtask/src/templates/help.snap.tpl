---
source: xtask/src/snapshots.rs
input_file: problems/{{name}}/samples/help.in
---
exit status: 0
--- stdout ---
{{name}} 0.1.0
Nim: take any number of stones from one pile; who cannot move loses.

usage: {{name}} [options] < input

input and output:
  input: T, then T times (n, then n times a_i)
  judge: 1 <= T <= 100, 1 <= n <= 100, 0 <= a_i <= 10^9
  this solver: 1 <= T <= 10^6, 1 <= n <= 10^6, 0 <= a_i <= 2^64 - 1
  T games, each n piles a_1 .. a_n
  output: per game, First if the player to move wins, else Second
  --explain: a winning move, or that every move loses, and the Grundy values

options:
  --explain   explain each answer: a winning move, or why every move loses
  --help      print this help and exit
  --version   print the version and exit

example:
  input:
    2
    3 1 2 3
    2 1 2
  output:
    Second
    First
--- stderr ---
