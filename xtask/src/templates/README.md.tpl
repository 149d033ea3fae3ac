# {{name}}

*Source: (judge and problem id).* Fill this in as a short editorial (step 5 of "Add a problem"
in the workspace README).

## The game
(The rules in a few sentences; who moves first; who wins.)

## Input and output
(The exact format, with the limits of the judge.)

## Why the solution is right
(The reduction: Grundy values, why the parts are independent, what the naive version gets
wrong. Every claim here is checked by `tests/` against an exhaustive search of the rules in
`src/real_rules.rs`.)

## Cost
(Time and memory, measured with `cargo xtask bench {{name}}`.)

## Beyond the judge
(How far past the judge's limits the solver still answers exactly, and what it says past that.)
