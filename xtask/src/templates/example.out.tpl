Second
