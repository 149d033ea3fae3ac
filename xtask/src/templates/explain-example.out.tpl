Second  every move loses: values 1 ^ 2 ^ 3 = 0
First  take 1 from pile 2 (values 1 ^ 2 = 3 -> 0)
