//! How many threads a solver that can use several cores runs on.

/// The environment variable that forces the thread count of every solver that uses several
/// cores (for measuring one core against two; not in `--help`).
pub const THREADS_VARIABLE: &str = "GRUNDY_THREADS";

/// The number of worker threads a solver should use: [`THREADS_VARIABLE`] if it is set to a
/// positive number, else the cores this process may use (`available_parallelism`), at most
/// `most`, and at least one.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// let threads = grundy::worker_threads(2);
/// assert!(threads >= 1);
/// if std::env::var(grundy::THREADS_VARIABLE).is_err() {
///     assert!(threads <= 2);
/// }
/// ```
pub fn worker_threads(most: usize) -> usize {
    let forced = std::env::var(THREADS_VARIABLE)
        .ok()
        .and_then(|text| text.trim().parse::<usize>().ok())
        .filter(|&count| count >= 1);
    forced.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map_or(1, usize::from)
            .min(most)
            .max(1)
    })
}
