pub fn run(_args: &[String]) -> Result<bool, String> {
    Err("bench: not yet".into())
}
