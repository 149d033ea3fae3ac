---
source: xtask/src/snapshots.rs
input_file: problems/{{name}}/samples/explain-example.in
---
exit status: 0
--- stdout ---
Second  every move loses: values 1 ^ 2 ^ 3 = 0
First  take 1 from pile 2 (values 1 ^ 2 = 3 -> 0)
--- stderr ---
