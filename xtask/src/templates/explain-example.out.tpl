Second  every move loses: Grundy values 1 ^ 2 ^ 3 = 0
