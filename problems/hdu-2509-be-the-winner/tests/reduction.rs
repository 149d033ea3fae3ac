//! The lemmas of README.md, on the real rules (`src/real_rules.rs`).

use grundy::{ComponentValues, Components};
use hdu_2509_be_the_winner::real_rules::Rows;

/// g(a) = a, so only the empty row has value 0, and it has no move: the SJ theorem's condition.
#[test]
fn a_row_of_a_apples_has_value_a_and_only_the_empty_row_which_has_no_move_has_value_0() {
    let mut values = ComponentValues::new(Rows);
    assert_eq!(values.table(0..=40), (0..=40).collect::<Vec<u32>>());
    assert!(Rows.splits(&0).is_empty());
}
