Second
First
