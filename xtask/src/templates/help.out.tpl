{{name}} 0.1.0
Nim: take any number of stones from one pile; who cannot move loses.

usage: {{name}} [options] < input

input and output:
  input: n (1 <= n <= 10^6), then n pile sizes (0 <= size < 2^64)
  output: First if the player to move wins, else Second

options:
  --explain   explain each answer: a winning move, or why every move loses
  --help      print this help and exit
  --version   print the version and exit

example:
  input:
    3
    1 2 3
  output:
    Second
