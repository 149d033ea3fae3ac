---
source: xtask/src/snapshots.rs
input_file: problems/{{name}}/samples/example.in
---
exit status: 0
--- stdout ---
Second
First
--- stderr ---
