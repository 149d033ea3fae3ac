pub fn run(_args: &[String]) -> Result<bool, String> {
    Err("check-samples: not yet".into())
}
