Second  every move loses: Grundy values 1 ^ 2 ^ 3 = 0
First  take 1 from pile 2 (2 -> 1); Grundy values 1 ^ 2 = 3 -> 0
